// Query answers as JSON (nlohmann::json), the shape the command line's --json prints and
// the HTTP API serves. Field names are SCHEMA.md's; empty fields are left out.
//
//   auto bible = showgraph::ShowWork(store, "Copper Lantern");
//   std::string text = showgraph::BibleJson(bible.value()).dump(1);
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "showgraph/query.h"

namespace showgraph {

// A fact's SCHEMA.md fields (the non-empty ones), "id", "sources" and, when loaded,
// "evidence": [{doc, title, outlet, published, start, end, text}].
nlohmann::json RowJson(const FactRow& row);
nlohmann::json RowsJson(const std::vector<FactRow>& rows);

// {work, type, cast, crew, schedule, relationships, events, hidden_spoilers, attributes, quotes}.
nlohmann::json BibleJson(const StoryBible& bible);

// [{id, kind, name, aliases, facts}], one object per entity.
nlohmann::json WhoJson(const std::vector<WhoAnswer>& answers);

}  // namespace showgraph
