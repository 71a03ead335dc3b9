// Store::Resolve(): the merged graph rebuilt from every document's facts by the same
// census, resolution and canonical keys as graph.h's Resolve(), streamed row by row so
// memory holds names and per-fact tallies, never the facts themselves.
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

#include "graph/resolve.h"
#include "showgraph/store.h"
#include "store/schema.h"

namespace showgraph {

using sql::Stmt;

namespace {

constexpr int kFirstFactColumn = 7;

std::string SelectDocFacts() {
  return std::string("SELECT f.id, f.document_id, f.kind, d.scope, d.published, d.doc_key, f.evidence_count, ") +
         store_internal::kFactColumns + " FROM doc_facts f JOIN documents d ON d.id = f.document_id ORDER BY f.id";
}

Fact RowFact(const Stmt& q) {
  Fact f = store_internal::ReadFact(q, kFirstFactColumn);
  f.kind = ParseFactKind(q.Text(2)).value_or(FactKind::kWork);
  return f;
}

// What the merged fact keeps of all its statements, as in Resolve() and StateAsOf().
struct Tally {
  int64_t row = 0;  // facts.id: rows are numbered in the order facts are first seen
  int64_t last_document = 0;
  int64_t sources = 0;  // distinct documents
  double confidence = 0;
  std::tuple<int, std::string, std::string, int64_t> rank;  // season, published, doc, row
  std::optional<int> season;
  std::string status;
  std::optional<bool> spoiler;
  bool dirty = false;  // stated by more than one row: the row written first may be stale
};

}  // namespace

Status Store::Resolve(bool force) {
  if (!force) {
    auto needed = NeedsResolve();
    if (!needed.ok()) return needed.status();
    if (!needed.value()) return Status::Ok();
  }
  const std::string select = SelectDocFacts();
  graph_internal::NameCensus census;
  {
    Stmt q(db_, select.c_str());
    Status st;
    while (q.Step(&st)) census.AddFact(RowFact(q), q.Text(3), static_cast<size_t>(q.Int(6)));
    if (!st.ok()) return st;
  }
  const auto resolution = graph_internal::Resolution::Build(census);

  if (Status s = sql::Exec(db_, "BEGIN IMMEDIATE"); !s.ok()) return s;
  auto fail = [&](Status s) {
    (void)sql::Exec(db_, "ROLLBACK");
    return s;
  };
  Status s = sql::Exec(db_, store_internal::kDropDerivedIndexes);
  if (s.ok())
    s = sql::Exec(db_,
                  "DELETE FROM fact_sources; DELETE FROM fact_entities; DELETE FROM facts; DELETE FROM aliases; "
                  "DELETE FROM entities; INSERT INTO quotes_fts(quotes_fts) VALUES('delete-all');");
  if (!s.ok()) return fail(s);

  // Rows numbered in order (the stable id goes to facts.key) keep every insert at the
  // end of its B-tree, and FTS5 flushes its buffer whenever a rowid goes backwards.
  Stmt insert_fact(db_, (std::string("INSERT INTO facts(id, key, kind, ") + store_internal::kFactColumns +
                         ", sources) VALUES(" + store_internal::Placeholders(store_internal::kFactColumnCount + 4) + ")")
                            .c_str());
  Stmt insert_slot(db_, "INSERT OR IGNORE INTO fact_entities(fact_id, slot, entity_id) VALUES(?, ?, ?)");
  Stmt insert_source(db_, "INSERT OR IGNORE INTO fact_sources(fact_id, doc_fact_id) VALUES(?, ?)");
  for (const Stmt* p : {&insert_fact, &insert_slot, &insert_source})
    if (!p->status().ok()) return fail(p->status());

  std::unordered_map<int64_t, Tally> tallies;
  std::unordered_map<int64_t, std::map<std::string, size_t>> work_types;
  std::set<int64_t> named;
  Stmt q(db_, select.c_str());
  Status st;
  while (q.Step(&st)) {
    const int64_t row = q.Int(0), document = q.Int(1);
    graph_internal::CanonicalFact c = graph_internal::Canonicalize(RowFact(q), q.Text(3), resolution);
    const Observation& o = c.observation;
    auto rank = std::make_tuple(o.season.value_or(-1), q.Text(4), q.Text(5), row);
    auto [it, fresh] = tallies.try_emplace(c.id);
    Tally& t = it->second;
    if (c.fact.kind == FactKind::kWork && !o.type.empty()) ++work_types[c.id][o.type];
    if (fresh) {
      const auto number = static_cast<int64_t>(tallies.size());
      t = {number, document, 1, o.confidence, rank, o.season, o.status, o.spoiler, false};
      insert_fact.Bind(1, number).Bind(2, c.id).Bind(3, FactKindName(c.fact.kind));
      store_internal::BindFact(&insert_fact, 4, c.fact);
      insert_fact.Bind(4 + store_internal::kFactColumnCount, int64_t{1});
      if (s = insert_fact.Run(); !s.ok()) return fail(s);
      for (const auto& [slot, entity] : c.entities) {
        named.insert(entity);
        if (s = insert_slot.Bind(1, number).Bind(2, slot).Bind(3, entity).Run(); !s.ok()) return fail(s);
      }
    } else {
      t.dirty = true;
      if (document != t.last_document) ++t.sources, t.last_document = document;
      t.confidence = std::max(t.confidence, o.confidence);
      if (rank >= t.rank) t.rank = rank, t.season = o.season, t.status = o.status;
      if (o.spoiler) t.spoiler = t.spoiler.value_or(false) || *o.spoiler;
    }
    if (s = insert_source.Bind(1, t.row).Bind(2, row).Run(); !s.ok()) return fail(s);
  }
  if (!st.ok()) return fail(st);

  Stmt update(db_, "UPDATE facts SET season = ?, status = ?, spoiler = ?, confidence = ?, sources = ? WHERE id = ?");
  for (const auto& [id, t] : tallies) {
    if (!t.dirty) continue;
    update.Bind(1, t.season).BindOrNull(2, t.status);
    t.spoiler ? update.Bind(3, static_cast<int64_t>(*t.spoiler)) : update.BindNull(3);
    if (s = update.Bind(4, t.confidence).Bind(5, t.sources).Bind(6, t.row).Run(); !s.ok()) return fail(s);
  }
  Stmt set_type(db_, "UPDATE facts SET type = ? WHERE id = ?");
  for (const auto& [id, types] : work_types) {
    const std::string* best = nullptr;
    size_t n = 0;
    for (const auto& [type, count] : types)
      if (count > n) best = &type, n = count;
    if (best && (s = set_type.Bind(1, *best).Bind(2, tallies[id].row).Run(), !s.ok())) return fail(s);
  }

  Stmt insert_entity(db_, "INSERT INTO entities(id, kind, name, scope) VALUES(?, ?, ?, ?)");
  Stmt insert_alias(db_, "INSERT OR IGNORE INTO aliases(entity_id, alias, alias_key) VALUES(?, ?, ?)");
  for (const auto& e : resolution.entities()) {
    if (!named.count(e.id)) continue;
    s = insert_entity.Bind(1, e.id).Bind(2, EntityKindName(e.kind)).Bind(3, e.name).Bind(4, e.scope).Run();
    if (!s.ok()) return fail(s);
    for (const auto& a : e.aliases)
      // Works are looked up as WorkKey ("the" dropped), every other name by its name key.
      if (s = insert_alias.Bind(1, e.id)
                  .Bind(2, a)
                  .Bind(3, e.kind == EntityKind::kWork ? WorkKey(a) : graph_internal::NameKey(a))
                  .Run();
          !s.ok())
        return fail(s);
  }
  s = sql::Exec(db_,
                "INSERT INTO quotes_fts(rowid, text, speaker) SELECT id, text, speaker FROM facts "
                "WHERE kind = 'quote' ORDER BY id");
  if (s.ok()) s = sql::Exec(db_, store_internal::kCreateDerivedIndexes);
  if (s.ok()) s = sql::Exec(db_, "UPDATE meta SET value = '0' WHERE key = 'resolve_needed'; ANALYZE;");
  if (!s.ok()) return fail(s);
  return sql::Exec(db_, "COMMIT");
}

}  // namespace showgraph
