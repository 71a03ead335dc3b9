// Extraction on every core with results in input order: the stage between reading and
// writing for `showgraph extract` (and anything else that streams a batch).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/extractor.h"
#include "showgraph/fact.h"
#include "showgraph/reader.h"
#include "showgraph/status.h"

namespace showgraph {

// One input, read and extracted: a document with its facts and whatever `render` made
// of them, or the read error that stands in its place.
struct ExtractedItem {
  bool failed = false;
  Status error;  // when failed: names the file and line or record
  Document doc;
  std::vector<Fact> facts;
  std::string rendered;
};

struct PipelineOptions {
  unsigned jobs = 0;     // extraction threads; 0: one per core
  size_t window = 0;     // items in flight at most (bounds memory); 0: 64 per thread
};

// Reads `inputs` in order, extracts on `jobs` threads, runs `render` on the worker that
// extracted the item (so formatting is parallel too), and calls `sink` on the calling
// thread for every item in input order. Output is the same whatever the thread count.
void ExtractInOrder(InputSet* inputs, const Extractor& extractor, const PipelineOptions& options,
                    const std::function<void(ExtractedItem*)>& render,
                    const std::function<void(ExtractedItem&&)>& sink);

}  // namespace showgraph
