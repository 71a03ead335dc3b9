// showgraph_ingest: reads documents exactly as `showgraph extract` does (InputSet: the
// directory walk, file reads, format readers, HTML to text, UTF-8 repair, metadata) and
// extracts nothing, so the ingest stage can be timed end to end from files.
//
//   showgraph_ingest PATH...      # prints documents, input bytes, text bytes on stderr
#include <cstdio>
#include <string>
#include <vector>

#include "showgraph/reader.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: showgraph_ingest PATH...\n");
    return 2;
  }
  std::vector<std::string> paths(argv + 1, argv + argc);
  showgraph::InputSet inputs(paths);
  showgraph::Document doc;
  size_t text_bytes = 0, titled = 0;
  while (true) {
    auto r = inputs.Next(&doc);
    if (r == showgraph::ReadOutcome::kEnd) break;
    if (r == showgraph::ReadOutcome::kFailed) {
      std::fprintf(stderr, "showgraph_ingest: error: %s\n", inputs.last_error().message().c_str());
      continue;
    }
    text_bytes += doc.text.size();
    titled += doc.meta.title.has_value();
  }
  std::fprintf(stderr, "showgraph_ingest: %zu documents read (%zu with a title), %zu bytes of text, %zu failed\n",
               inputs.documents_read(), titled, text_bytes, inputs.failures());
  return inputs.failures() ? 1 : 0;
}
