// Questions to a store: the story bible of a work, who someone is, quotes, the schedule,
// a work's timeline. Every answer row is a merged fact with its number of sources and,
// on request, the evidence that states it.
//
//   auto bible = showgraph::ShowWork(store, "Copper Lantern", {.as_of_season = 2});
//   for (const auto& row : bible->cast) print(row.fact.actor, row.fact.character);
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "showgraph/fact.h"
#include "showgraph/graph.h"
#include "showgraph/status.h"
#include "showgraph/store.h"

namespace showgraph {

struct QueryOptions {
  std::optional<int> as_of_season;  // relationships as of this season; no later events
  bool spoilers = false;            // include events marked as spoilers
  bool with_sources = false;        // fill FactRow::evidence
  size_t max_evidence = 5;          // per fact, when with_sources
  size_t limit = 10;                // quotes in a story bible; rows of FindQuotes
};

// One piece of evidence: where a fact is stated, with the words.
struct Evidence {
  std::string doc, title, published, outlet;
  size_t start = 0, end = 0;
  std::string text;  // the bytes [start, end) of the document's text
};

struct FactRow {
  int64_t id = 0;
  Fact fact;          // canonical names; relationship status/season as of the query
  int64_t sources = 0;  // documents that state it
  std::vector<Evidence> evidence;  // with_sources only
};

struct StoryBible {
  std::string work, type;
  std::vector<FactRow> cast, crew, schedule;
  std::vector<FactRow> relationships;  // one row per relationship and season, by season
  std::vector<FactRow> events, quotes, attributes;
  size_t hidden_spoilers = 0;  // events left out without QueryOptions::spoilers
};

// The story bible of the work whose name (or alias) is `work`; NotFound if none.
Result<StoryBible> ShowWork(Store& store, std::string_view work, const QueryOptions& options = {});

struct WhoAnswer {
  Entity entity;
  std::vector<FactRow> facts;  // every fact that names the entity
};
// Every entity one of whose aliases is `name` (case and punctuation folded).
Result<std::vector<WhoAnswer>> Who(Store& store, std::string_view name, const QueryOptions& options = {});

struct QuoteQuery {
  std::string by;      // speaker's name or alias
  std::string about;   // a name the quote mentions (any alias of it)
  std::string search;  // FTS5 full-text query over quote texts
};
// Quotes matching every given filter, most cited first.
Result<std::vector<FactRow>> FindQuotes(Store& store, const QuoteQuery& query, const QueryOptions& options = {});

// Every airing, dated ones by date, then recurring slots by weekday and time.
Result<std::vector<FactRow>> Schedule(Store& store, const QueryOptions& options = {});

// Events and relationship states of a work in story order (season, then publication).
Result<std::vector<FactRow>> Timeline(Store& store, std::string_view work, const QueryOptions& options = {});

struct FactFilter {
  std::optional<FactKind> kind;  // only facts of this kind
  std::string work;              // only facts of this work (name or alias): its own facts, its
                                 // characters' story, quotes of documents about it
  size_t offset = 0;             // rows to skip (QueryOptions::limit is the page size)
};
// Merged facts matching the filter, by kind, then most cited first; NotFound when the
// filter names an unknown work.
Result<std::vector<FactRow>> ListFacts(Store& store, const FactFilter& filter, const QueryOptions& options = {});

// The merged fact with this id (FactRow::id); NotFound if none.
Result<FactRow> GetFact(Store& store, int64_t id, const QueryOptions& options = {});

}  // namespace showgraph
