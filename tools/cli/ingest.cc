// showgraph ingest: documents into the store, with a progress line.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>

#include "commands.h"
#include "showgraph/store.h"

namespace showgraph::cli {

namespace {

namespace fs = std::filesystem;

// Documents to expect, when every input is a one-document file (text or HTML); 0 when
// a JSON Lines or WARC input makes the count unknown until it is read.
size_t ExpectedDocuments(const std::vector<std::string>& paths) {
  size_t n = 0;
  auto one = [&](const fs::path& p) {
    std::string ext = p.extension().string();
    if (ext == ".txt" || ext == ".html" || ext == ".htm") return ++n, true;
    return false;
  };
  for (const auto& p : paths) {
    std::error_code ec;
    if (p == "-") return 0;
    if (fs::is_directory(p, ec)) {
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec))
        if (it->is_regular_file(ec) && !one(it->path())) return 0;
    } else if (!one(p)) {
      return 0;
    }
  }
  return n;
}

std::string Duration(double seconds) {
  long s = static_cast<long>(seconds + 0.5);
  char buf[32];
  if (s >= 3600) std::snprintf(buf, sizeof buf, "%ldh%02ldm", s / 3600, s / 60 % 60);
  else std::snprintf(buf, sizeof buf, "%ldm%02lds", s / 60, s % 60);
  return buf;
}

// A bar redrawn in place on a terminal; a plain line every few seconds otherwise.
class Progress {
 public:
  Progress(size_t expected, bool quiet) : expected_(expected), quiet_(quiet), tty_(isatty(STDERR_FILENO) == 1) {}

  void Update(const IngestStats& s, bool last = false) {
    if (quiet_) return;
    double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
    double since = std::chrono::duration<double>(Clock::now() - last_print_).count();
    if (!last && since < (tty_ ? 0.2 : 5.0)) return;
    last_print_ = Clock::now();
    size_t done = s.read + s.failed;
    double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0;
    double mbps = elapsed > 0 ? static_cast<double>(s.bytes) / 1e6 / elapsed : 0;
    char line[200];
    std::string eta;
    if (expected_ && rate > 0 && done <= expected_)
      eta.append("  ETA ").append(Duration(static_cast<double>(expected_ - done) / rate));
    if (tty_) {
      std::string bar, total;
      if (expected_) {
        size_t fill = std::min<size_t>(30, done * 30 / expected_);
        bar.append("[").append(fill, '#').append(30 - fill, '.').append("] ");
        total.append("/").append(std::to_string(expected_));
      }
      std::snprintf(line, sizeof line, "\r%s%zu%s docs  %.0f docs/s  %.1f MB/s%s\033[K", bar.c_str(), done,
                    total.c_str(), rate, mbps, eta.c_str());
      std::fputs(line, stderr);
      if (last) std::fputc('\n', stderr);
    } else {
      std::snprintf(line, sizeof line, "showgraph: ingest: %zu documents, %.0f docs/s, %.1f MB/s%s\n", done, rate,
                    mbps, eta.c_str());
      std::fputs(line, stderr);
    }
  }

 private:
  using Clock = std::chrono::steady_clock;
  size_t expected_;
  bool quiet_, tty_;
  Clock::time_point start_ = Clock::now(), last_print_ = Clock::now();
};

InputFormat ParseFormat(const std::string& f) {
  if (f == "text" || f == "txt") return InputFormat::kText;
  if (f == "html") return InputFormat::kHtml;
  if (f == "jsonl") return InputFormat::kJsonLines;
  if (f == "warc") return InputFormat::kWarc;
  return InputFormat::kAuto;
}

}  // namespace

int RunIngest(const IngestArgs& args) {
  const std::string path = args.db.empty() ? kDefaultDatabase : args.db;
  auto store = Store::Open(path);
  if (!store.ok()) {
    std::fprintf(stderr, "showgraph: %s\n", store.status().message().c_str());
    return kExitUsage;
  }
  ReaderOptions ropts;
  ropts.format = ParseFormat(args.format);
  ropts.max_document_bytes = args.max_doc_mb << 20;
  InputSet inputs(args.paths, ropts);
  Extractor extractor;
  Progress progress(args.quiet ? 0 : ExpectedDocuments(args.paths), args.quiet);
  IngestCallbacks callbacks;
  callbacks.on_error = [](const Status& s) { std::fprintf(stderr, "showgraph: error: %s\n", s.message().c_str()); };
  callbacks.on_progress = [&](const IngestStats& s) { progress.Update(s); };
  IngestOptions options;
  options.batch_size = args.batch;
  options.jobs = args.jobs;
  IngestStats stats;
  Status st = Ingest(&inputs, extractor, store->get(), options, callbacks, &stats);
  progress.Update(stats, true);
  if (!st.ok()) {
    std::fprintf(stderr, "showgraph: %s: %s\n", path.c_str(), st.message().c_str());
    ++stats.failed;
  }
  if (!args.quiet)
    std::fprintf(stderr,
                 "showgraph: %zu documents read, %zu ingested, %zu unchanged, %zu replaced, %zu failed, %zu facts "
                 "(into %s)\n",
                 stats.read, stats.ingested, stats.unchanged, stats.replaced, stats.failed, stats.facts,
                 path.c_str());
  return stats.failed ? kExitSomeFailed : kExitOk;
}

}  // namespace showgraph::cli
