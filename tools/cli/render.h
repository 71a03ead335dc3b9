// Rendering query answers as text for people or as JSON for tools.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "showgraph/query.h"
#include "showgraph/query_json.h"  // RowJson, RowsJson, BibleJson: the JSON shapes live in the library

namespace showgraph::cli {

// One line describing the fact, e.g. "Imogen Reyes as Nora Castellan".
std::string RowText(const FactRow& row);
// Appends the line and, when loaded, one indented line per piece of evidence.
void AppendRow(const FactRow& row, std::string* out);

std::string BibleText(const StoryBible& bible, bool spoilers);

}  // namespace showgraph::cli
