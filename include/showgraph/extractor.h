// Extraction: from a document to the facts of SCHEMA.md, each with evidence spans into
// the document's text and a confidence.
//
//   showgraph::Extractor extractor;
//   std::vector<showgraph::Fact> facts = extractor.Extract(doc);
#pragma once

#include <vector>

#include "showgraph/document.h"
#include "showgraph/fact.h"

namespace showgraph {

struct ExtractOptions {
  bool works = true;
  bool cast = true;
  bool crew = true;
  bool airings = true;
  bool quotes = true;
  bool story = true;  // relationships, events, attributes, appears_in
};

// Stateless after construction: Extract() may be called from many threads at once.
class Extractor {
 public:
  explicit Extractor(ExtractOptions options = {});
  std::vector<Fact> Extract(const Document& doc) const;

 private:
  ExtractOptions options_;
};

}  // namespace showgraph
