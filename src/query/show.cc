// ShowWork() and Timeline(): a work's cast, crew, schedule and story.
#include <algorithm>
#include <set>

#include "query/rows.h"

namespace showgraph {

using query_internal::Param;
using query_internal::SelectFacts;

namespace {

// Facts of `kind` that name a character of the work (scope) in one of `slots`.
Result<std::vector<FactRow>> StoryFacts(Store& store, const std::string& kind, const std::string& slots,
                                        const std::string& scope, const QueryOptions& options) {
  return SelectFacts(store,
                     "WHERE f.kind = ? AND f.id IN (SELECT fe.fact_id FROM fact_entities fe JOIN entities e "
                     "ON e.id = fe.entity_id WHERE e.scope = ? AND fe.slot IN (" + slots + ")) ORDER BY f.id",
                     {kind, scope}, options);
}

// One row per season a relationship is stated for (no later than as_of_season), with the
// state that season's latest-dated statement gives; rows without any season come first.
Result<std::vector<FactRow>> BySeason(Store& store, std::vector<FactRow> relationships, const QueryOptions& options) {
  std::vector<FactRow> out;
  for (auto& r : relationships) {
    auto statements = query_internal::Statements(store, r.id);
    if (!statements.ok()) return statements.status();
    std::set<std::optional<int>> seasons;
    for (const auto& s : statements.value())
      if (!options.as_of_season || !s.season || *s.season <= *options.as_of_season) seasons.insert(s.season);
    // Without a season statement, the latest statement stands for "now".
    if (seasons.size() > 1) seasons.erase(std::nullopt);
    for (const auto& season : seasons) {
      const auto* d = query_internal::Deciding(statements.value(), season ? season : options.as_of_season);
      if (!d) continue;
      FactRow row = r;
      row.fact.season = season;
      row.fact.status = d->status;
      out.push_back(std::move(row));
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const FactRow& a, const FactRow& b) {
    return std::make_tuple(a.fact.season.value_or(-1), a.fact.a, a.fact.b) <
           std::make_tuple(b.fact.season.value_or(-1), b.fact.a, b.fact.b);
  });
  return out;
}

// Events no later than as_of_season, without spoilers unless asked; counts the hidden.
std::vector<FactRow> VisibleEvents(std::vector<FactRow> events, const QueryOptions& options, size_t* hidden) {
  std::vector<FactRow> out;
  for (auto& e : events) {
    if (options.as_of_season && e.fact.season && *e.fact.season > *options.as_of_season) continue;
    if (e.fact.spoiler.value_or(false) && !options.spoilers) {
      ++*hidden;
      continue;
    }
    out.push_back(std::move(e));
  }
  std::stable_sort(out.begin(), out.end(), [](const FactRow& a, const FactRow& b) {
    return a.fact.season.value_or(-1) < b.fact.season.value_or(-1);
  });
  return out;
}

}  // namespace

Result<StoryBible> ShowWork(Store& store, std::string_view name, const QueryOptions& options) {
  auto work = query_internal::FindWork(store, name);
  if (!work.ok()) return work.status();
  StoryBible b;
  b.work = work->name;
  const std::string& w = work->name;
  auto types = SelectFacts(store, "WHERE f.kind = 'work' AND f.name = ?", {w}, {});
  if (!types.ok()) return types.status();
  if (!types->empty()) b.type = types->front().fact.type;
  struct Part {
    std::vector<FactRow>* rows;
    const char* tail;
  } parts[] = {
      {&b.cast, "WHERE f.kind = 'cast' AND f.work = ? ORDER BY f.character, f.sources DESC, f.actor"},
      {&b.crew, "WHERE f.kind = 'crew' AND f.work = ? ORDER BY f.role, f.sources DESC, f.person"},
      {&b.schedule, "WHERE f.kind = 'airing' AND f.work = ? ORDER BY f.season, f.date, f.occasion, f.weekday"},
  };
  for (const auto& p : parts) {
    auto rows = SelectFacts(store, p.tail, {w}, options);
    if (!rows.ok()) return rows.status();
    *p.rows = std::move(rows.value());
  }
  auto rels = StoryFacts(store, "relationship", "'a', 'b'", work->scope, options);
  if (!rels.ok()) return rels.status();
  auto seasons = BySeason(store, std::move(rels.value()), options);
  if (!seasons.ok()) return seasons.status();
  b.relationships = std::move(seasons.value());
  auto events = StoryFacts(store, "event", "'participant'", work->scope, options);
  if (!events.ok()) return events.status();
  b.events = VisibleEvents(std::move(events.value()), options, &b.hidden_spoilers);
  auto attributes = StoryFacts(store, "attribute", "'entity'", work->scope, options);
  if (!attributes.ok()) return attributes.status();
  b.attributes = std::move(attributes.value());
  auto quotes = SelectFacts(store,
                            "WHERE f.kind = 'quote' AND f.id IN (SELECT fs.fact_id FROM documents d "
                            "JOIN doc_facts df ON df.document_id = d.id JOIN fact_sources fs ON fs.doc_fact_id = df.id "
                            "WHERE d.scope = ? AND df.kind = 'quote') ORDER BY f.sources DESC, f.id LIMIT ?",
                            {work->scope, static_cast<int64_t>(options.limit)}, options);
  if (!quotes.ok()) return quotes.status();
  b.quotes = std::move(quotes.value());
  return b;
}

Result<std::vector<FactRow>> Timeline(Store& store, std::string_view name, const QueryOptions& options) {
  auto work = query_internal::FindWork(store, name);
  if (!work.ok()) return work.status();
  auto events = StoryFacts(store, "event", "'participant'", work->scope, options);
  if (!events.ok()) return events.status();
  size_t hidden = 0;
  std::vector<FactRow> out = VisibleEvents(std::move(events.value()), options, &hidden);
  auto rels = StoryFacts(store, "relationship", "'a', 'b'", work->scope, options);
  if (!rels.ok()) return rels.status();
  auto states = BySeason(store, std::move(rels.value()), options);
  if (!states.ok()) return states.status();
  out.insert(out.end(), states->begin(), states->end());
  std::stable_sort(out.begin(), out.end(), [](const FactRow& a, const FactRow& b) {
    return a.fact.season.value_or(-1) < b.fact.season.value_or(-1);
  });
  return out;
}

}  // namespace showgraph
