// JSON Lines in the shape of SCHEMA.md: one object per document, {"doc": ..., "facts": [...]}.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/fact.h"
#include "showgraph/status.h"

namespace showgraph {

// Appends one line (with its trailing newline) for `doc` and its facts to *out.
void AppendDocumentJson(const Document& doc, const std::vector<Fact>& facts, std::string* out);

// Appends `s` to *out as a JSON string literal, quotes included.
void AppendJsonString(std::string_view s, std::string* out);

// A record of a facts file (extracted output or gold) read back.
struct FactsRecord {
  std::string doc_id;
  std::vector<Fact> facts;
  std::vector<bool> optional;  // parallel to facts: gold's "optional": true
};

// Parses one line of a facts file. Name fields keep gold's "a|b" alternatives as written.
Result<FactsRecord> ParseFactsRecord(std::string_view line);

}  // namespace showgraph
