// Who(), FindQuotes() and Schedule().
#include <algorithm>

#include "graph/resolve.h"
#include "query/rows.h"
#include "store/schema.h"

namespace showgraph {

using query_internal::Param;
using query_internal::SelectFacts;
using sql::Stmt;

namespace {

// Entities one of whose aliases folds to `name`'s key, most named first; failing that,
// those with `name` as a whole word of an alias ("Ellison" finds "Mara Ellison").
Result<std::vector<Entity>> EntitiesNamed(Store& store, std::string_view name, const char* kind_filter,
                                          bool by_word = false) {
  std::string sql =
      by_word ? "SELECT e.id, e.kind, e.name, e.scope FROM entities e WHERE e.id IN "
                "(SELECT entity_id FROM aliases WHERE alias_key LIKE '% ' || ?1 OR alias_key LIKE ?1 || ' %' "
                "OR alias_key LIKE '% ' || ?1 || ' %')"
              : "SELECT e.id, e.kind, e.name, e.scope FROM entities e WHERE e.id IN "
                "(SELECT entity_id FROM aliases WHERE alias_key = ?1 OR alias_key = ?2)";
  sql += kind_filter;
  sql += " ORDER BY (SELECT count(*) FROM fact_entities fe WHERE fe.entity_id = e.id) DESC, e.name, e.id";
  Stmt q(store.handle(), sql.c_str());
  q.Bind(1, graph_internal::NameKey(name));
  if (!by_word) q.Bind(2, WorkKey(name));
  std::vector<Entity> out;
  Status st;
  while (q.Step(&st)) {
    Entity e;
    e.id = q.Int(0);
    std::string kind = q.Text(1);
    e.kind = kind == "work" ? EntityKind::kWork
             : kind == "network" ? EntityKind::kNetwork
             : kind == "character" ? EntityKind::kCharacter
                                   : EntityKind::kPerson;
    e.name = q.Text(2);
    e.scope = q.Text(3);
    out.push_back(std::move(e));
  }
  if (!st.ok()) return st;
  if (out.empty() && !by_word && name.find(' ') == std::string_view::npos) return EntitiesNamed(store, name, kind_filter, true);
  Stmt aliases(store.handle(), "SELECT alias FROM aliases WHERE entity_id = ? ORDER BY alias");
  for (auto& e : out) {
    aliases.Bind(1, e.id);
    while (aliases.Step(&st)) e.aliases.push_back(aliases.Text(0));
    aliases.Reset();
  }
  if (!st.ok()) return st;
  return out;
}

// An FTS5 phrase: the words of `s`, quoted so that nothing in them is query syntax.
std::string Phrase(std::string_view s) {
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

Result<std::vector<WhoAnswer>> Who(Store& store, std::string_view name, const QueryOptions& options) {
  auto entities = EntitiesNamed(store, name, "");
  if (!entities.ok()) return entities.status();
  std::vector<WhoAnswer> out;
  for (auto& e : entities.value()) {
    auto facts = SelectFacts(store,
                             "WHERE f.id IN (SELECT fact_id FROM fact_entities WHERE entity_id = ?) "
                             "ORDER BY f.kind, f.sources DESC, f.id",
                             {e.id}, options);
    if (!facts.ok()) return facts.status();
    out.push_back({std::move(e), std::move(facts.value())});
  }
  return out;
}

Result<std::vector<FactRow>> FindQuotes(Store& store, const QuoteQuery& query, const QueryOptions& options) {
  std::string tail = "WHERE f.kind = 'quote'";
  std::vector<Param> params;
  if (!query.by.empty()) {
    auto speakers = EntitiesNamed(store, query.by, " AND e.kind = 'person'");
    if (!speakers.ok()) return speakers.status();
    if (speakers->empty()) return std::vector<FactRow>{};
    tail += " AND f.id IN (SELECT fact_id FROM fact_entities WHERE slot = 'speaker' AND entity_id IN (";
    for (size_t i = 0; i < speakers->size(); ++i) {
      tail += i ? ",?" : "?";
      params.push_back((*speakers)[i].id);
    }
    tail += "))";
  }
  std::string match;
  if (!query.about.empty()) {
    // Any written form of whoever is meant, as a phrase in the quote's text.
    auto about = EntitiesNamed(store, query.about, "");
    if (!about.ok()) return about.status();
    std::vector<std::string> forms{query.about};
    for (const auto& e : about.value()) forms.insert(forms.end(), e.aliases.begin(), e.aliases.end());
    std::sort(forms.begin(), forms.end());
    forms.erase(std::unique(forms.begin(), forms.end()), forms.end());
    match = "text : (";
    for (size_t i = 0; i < forms.size(); ++i) match += (i ? " OR " : "") + Phrase(forms[i]);
    match += ")";
  }
  if (!query.search.empty()) match += (match.empty() ? "" : " AND ") + std::string("text : (") + query.search + ")";
  if (!match.empty()) {
    tail += " AND f.id IN (SELECT rowid FROM quotes_fts WHERE quotes_fts MATCH ?)";
    params.push_back(match);
  }
  tail += " ORDER BY f.sources DESC, f.id LIMIT ?";
  params.push_back(static_cast<int64_t>(options.limit));
  auto rows = SelectFacts(store, tail, params, options);
  if (!rows.ok() && !query.search.empty())
    return Status::InvalidInput("quote search \"" + query.search + "\": " + rows.status().message());
  return rows;
}

Result<std::vector<FactRow>> Schedule(Store& store, const QueryOptions& options) {
  return SelectFacts(store,
                     "WHERE f.kind = 'airing' ORDER BY f.date IS NULL, f.date, "
                     "CASE f.weekday WHEN 'Monday' THEN 1 WHEN 'Tuesday' THEN 2 WHEN 'Wednesday' THEN 3 "
                     "WHEN 'Thursday' THEN 4 WHEN 'Friday' THEN 5 WHEN 'Saturday' THEN 6 WHEN 'Sunday' THEN 7 "
                     "ELSE 8 END, f.time, f.work",
                     {}, options);
}

}  // namespace showgraph
