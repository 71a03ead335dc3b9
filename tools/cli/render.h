// Rendering query answers as text for people or as JSON for tools.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "showgraph/query.h"

namespace showgraph::cli {

// A fact's SCHEMA.md fields (the non-empty ones), "sources" and, when loaded, "evidence".
nlohmann::json RowJson(const FactRow& row);
nlohmann::json RowsJson(const std::vector<FactRow>& rows);

// One line describing the fact, e.g. "Imogen Reyes as Nora Castellan".
std::string RowText(const FactRow& row);
// Appends the line and, when loaded, one indented line per piece of evidence.
void AppendRow(const FactRow& row, std::string* out);

std::string BibleText(const StoryBible& bible, bool spoilers);
nlohmann::json BibleJson(const StoryBible& bible);

}  // namespace showgraph::cli
