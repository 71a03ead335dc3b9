#include "serve/api.h"

#include <map>
#include <set>

#include "showgraph/query.h"
#include "showgraph/query_json.h"

namespace showgraph::serve_internal {

namespace {

constexpr int kMaxSeason = 99;
constexpr int64_t kMaxLimit = 200;
constexpr size_t kFactEvidence = 3;    // per fact in lists
constexpr size_t kOneFactEvidence = 20;  // for /api/fact

ParamSpec Season() { return Int("as_of_season", 1, kMaxSeason); }
ParamSpec Limit() { return Int("limit", 1, kMaxLimit); }

QueryOptions Options(const Params& p, size_t default_limit = 10) {
  QueryOptions o;
  if (auto s = p.Int("as_of_season")) o.as_of_season = static_cast<int>(*s);
  o.spoilers = p.Bool("spoilers");
  o.with_sources = p.Bool("sources");
  o.limit = static_cast<size_t>(p.Int("limit").value_or(static_cast<int64_t>(default_limit)));
  return o;
}

Result<nlohmann::json> Works(Store& store, const Params&) {
  FactFilter filter;
  filter.kind = FactKind::kWork;
  QueryOptions o;
  o.limit = 10000;
  auto rows = ListFacts(store, filter, o);
  if (!rows.ok()) return rows.status();
  return RowsJson(rows.value());
}

Result<nlohmann::json> Work(Store& store, const Params& p) {
  QueryOptions o = Options(p);
  o.limit = static_cast<size_t>(p.Int("quotes").value_or(10));
  auto bible = ShowWork(store, p.Text("name"), o);
  if (!bible.ok()) return bible.status();
  nlohmann::json j = BibleJson(bible.value());
  // The seasons the answer speaks of, for a season picker.
  std::set<int> seasons;
  for (const auto* rows : {&bible->relationships, &bible->events, &bible->schedule})
    for (const auto& r : *rows)
      if (r.fact.season) seasons.insert(*r.fact.season);
  j["seasons"] = seasons;
  j["as_of_season"] = o.as_of_season ? nlohmann::json(*o.as_of_season) : nlohmann::json(nullptr);
  j["spoilers"] = o.spoilers;
  return j;
}

Result<nlohmann::json> Graph(Store& store, const Params& p) {
  std::optional<int> season;
  if (auto s = p.Int("as_of_season")) season = static_cast<int>(*s);
  return WorkGraph(store, p.Text("work"), season);
}

Result<nlohmann::json> TimelineOf(Store& store, const Params& p) {
  auto rows = Timeline(store, p.Text("work"), Options(p));
  if (!rows.ok()) return rows.status();
  return RowsJson(rows.value());
}

Result<nlohmann::json> Entity(Store& store, const Params& p) {
  auto answers = Who(store, p.Text("name"), Options(p));
  if (!answers.ok()) return answers.status();
  if (answers->empty()) return Status::NotFound("nobody and nothing known as \"" + p.Text("name") + "\"");
  return WhoJson(answers.value());
}

Result<nlohmann::json> Facts(Store& store, const Params& p) {
  FactFilter filter;
  if (p.Has("kind")) {
    filter.kind = ParseFactKind(p.Text("kind"));
    if (!filter.kind)
      return Status::InvalidInput("parameter \"kind\" must be one of work, cast, crew, airing, quote, relationship, "
                                  "event, attribute, appears_in");
  }
  filter.work = p.Text("work");
  filter.offset = static_cast<size_t>(p.Int("offset").value_or(0));
  QueryOptions o = Options(p, 50);
  o.with_sources = true;
  o.max_evidence = kFactEvidence;
  const size_t limit = o.limit;
  o.limit = limit + 1;  // one more tells whether there is a next page
  auto rows = ListFacts(store, filter, o);
  if (!rows.ok()) return rows.status();
  bool more = rows->size() > limit;
  if (more) rows->pop_back();
  nlohmann::json j = {{"offset", filter.offset}, {"limit", limit}, {"facts", RowsJson(rows.value())}};
  j["next_offset"] = more ? nlohmann::json(filter.offset + limit) : nlohmann::json(nullptr);
  return j;
}

Result<nlohmann::json> OneFact(Store& store, const Params& p) {
  QueryOptions o;
  o.with_sources = true;
  o.max_evidence = kOneFactEvidence;
  auto row = GetFact(store, *p.Int("id"), o);
  if (!row.ok()) return row.status();
  return RowJson(row.value());
}

Result<nlohmann::json> Quotes(Store& store, const Params& p) {
  QuoteQuery q;
  q.by = p.Text("by");
  q.about = p.Text("about");
  q.search = p.Text("q");
  auto rows = FindQuotes(store, q, Options(p, 20));
  if (!rows.ok() && rows.status().code() == Status::Code::kInvalidInput && !q.search.empty()) {
    // SQLite's reason only ("unterminated string"), not the statement around it.
    const std::string& m = rows.status().message();
    size_t cut = m.rfind(": ");
    return Status::InvalidInput("parameter \"q\" is not a full-text query (FTS5: words, \"phrases\", OR, NOT, "
                                "prefix*): " + (cut == std::string::npos ? m : m.substr(cut + 2)));
  }
  if (!rows.ok()) return rows.status();
  return RowsJson(rows.value());
}

Result<nlohmann::json> ScheduleOf(Store& store, const Params& p) {
  auto rows = Schedule(store, Options(p));
  if (!rows.ok()) return rows.status();
  return RowsJson(rows.value());
}

}  // namespace

Result<nlohmann::json> WorkGraph(Store& store, const std::string& work, std::optional<int> as_of_season) {
  QueryOptions o;
  o.as_of_season = as_of_season;
  o.limit = 0;  // no quotes
  auto bible = ShowWork(store, work, o);
  if (!bible.ok()) return bible.status();
  std::map<std::string, std::set<std::string>> characters;  // name -> actors
  for (const auto& r : bible->cast) characters[r.fact.character].insert(r.fact.actor);
  // The relationship rows come one per season stated; the latest season stands.
  std::map<int64_t, const FactRow*> latest;
  for (const auto& r : bible->relationships) {
    const FactRow*& seen = latest[r.id];
    if (!seen || r.fact.season.value_or(-1) >= seen->fact.season.value_or(-1)) seen = &r;
  }
  nlohmann::json edges = nlohmann::json::array();
  for (const auto& [id, r] : latest) {
    characters[r->fact.a];
    characters[r->fact.b];
    std::string edge_id = std::to_string(id);
    edge_id.insert(edge_id.begin(), 'r');
    nlohmann::json e = {{"id", edge_id},          {"fact", id},           {"source", r->fact.a},
                        {"target", r->fact.b},    {"type", r->fact.type}, {"sources", r->sources}};
    e["status"] = r->fact.status.empty() ? nlohmann::json(nullptr) : nlohmann::json(r->fact.status);
    e["season"] = r->fact.season ? nlohmann::json(*r->fact.season) : nlohmann::json(nullptr);
    edges.push_back(std::move(e));
  }
  nlohmann::json nodes = nlohmann::json::array();
  for (const auto& [name, actors] : characters) {
    std::string actor;
    for (const auto& a : actors) actor += (actor.empty() ? "" : " / ") + a;
    nodes.push_back({{"id", name}, {"label", name}, {"actor", actor}});
  }
  return nlohmann::json{{"work", bible->work},
                        {"as_of_season", as_of_season ? nlohmann::json(*as_of_season) : nlohmann::json(nullptr)},
                        {"nodes", std::move(nodes)},
                        {"edges", std::move(edges)}};
}

const std::vector<Endpoint>& Endpoints() {
  static const std::vector<Endpoint> endpoints = {
      {"/api/works", "every work, most cited first", {}, Works},
      {"/api/work",
       "a work's story bible: cast, crew, schedule, relationships by season, events, attributes, quotes",
       {Text("name", true), Season(), Bool("spoilers"), Bool("sources"), Int("quotes", 0, kMaxLimit)},
       Work},
      {"/api/graph", "a work's characters and relationships as a graph, as of a season",
       {Text("work", true), Season()}, Graph},
      {"/api/timeline", "a work's events and relationship states in story order",
       {Text("work", true), Season(), Bool("spoilers"), Bool("sources")}, TimelineOf},
      {"/api/entity", "every person, character, work or network so named, with all its facts",
       {Text("name", true), Bool("sources")}, Entity},
      {"/api/facts", "facts with their evidence, by kind and work, a page at a time",
       {Text("kind", false, 20), Text("work"), Limit(), Int("offset", 0, 1000000)}, Facts},
      {"/api/fact", "one fact with all its evidence (document, outlet, sentence)",
       {Int("id", 1, INT64_MAX, true)}, OneFact},
      {"/api/quotes", "quotes by speaker, about a name, or by full-text search (SQLite FTS5), most cited first",
       {Text("by"), Text("about"), Text("q"), Limit(), Bool("sources")}, Quotes},
      {"/api/schedule", "every airing: dated ones by date, then weekly slots", {Bool("sources")}, ScheduleOf},
  };
  return endpoints;
}

}  // namespace showgraph::serve_internal
