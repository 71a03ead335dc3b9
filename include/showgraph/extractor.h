// Extraction: from a document to the facts of SCHEMA.md, each with evidence spans into
// the document's text and a confidence.
//
//   showgraph::Extractor extractor;
//   std::vector<showgraph::Fact> facts = extractor.Extract(doc);
#pragma once

#include <string_view>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/fact.h"
#include "showgraph/status.h"

namespace showgraph {

struct ExtractOptions {
  bool works = true;
  bool cast = true;
  bool crew = true;
  bool airings = true;
  bool quotes = true;
  bool story = true;  // relationships, events, attributes, appears_in
};

// The options for a comma-separated list of kinds: "work,cast,crew,airing,quote" (the
// names of SCHEMA.md) and "story" for relationship, event, attribute and appears_in,
// which one pass finds together. An extractor left out costs nothing. InvalidInput names
// an unknown kind.
Result<ExtractOptions> ParseExtractKinds(std::string_view list);

// Stateless after construction: Extract() may be called from many threads at once.
class Extractor {
 public:
  explicit Extractor(ExtractOptions options = {});
  std::vector<Fact> Extract(const Document& doc) const;

 private:
  ExtractOptions options_;
};

}  // namespace showgraph
