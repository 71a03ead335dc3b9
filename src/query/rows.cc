#include "query/rows.h"

#include <tuple>

#include "graph/resolve.h"
#include "store/schema.h"

namespace showgraph::query_internal {

using sql::Stmt;

namespace {

void BindAll(Stmt* st, const std::vector<Param>& params) {
  int i = 1;
  for (const auto& p : params) {
    if (const auto* s = std::get_if<std::string>(&p)) st->Bind(i++, *s);
    else st->Bind(i++, std::get<int64_t>(p));
  }
}

}  // namespace

Result<std::vector<FactRow>> SelectFacts(Store& store, const std::string& tail, const std::vector<Param>& params,
                                         const QueryOptions& options) {
  std::string sql = std::string("SELECT f.id, f.kind, f.sources, ") + "f." +
                    [] {
                      std::string cols = store_internal::kFactColumns, out;
                      for (char c : cols) out += c == ' ' ? std::string(" f.") : std::string(1, c);
                      return out;
                    }() +
                    " FROM facts f " + tail;
  Stmt q(store.handle(), sql.c_str());
  if (!q.status().ok()) return q.status();
  BindAll(&q, params);
  std::vector<FactRow> rows;
  Status st;
  while (q.Step(&st)) {
    FactRow r;
    r.id = q.Int(0);
    r.fact = store_internal::ReadFact(q, 3);
    r.fact.kind = ParseFactKind(q.Text(1)).value_or(FactKind::kWork);
    r.sources = q.Int(2);
    rows.push_back(std::move(r));
  }
  if (!st.ok()) return st;
  if (options.with_sources)
    for (auto& r : rows)
      if (Status s = AddEvidence(store, &r, options); !s.ok()) return s;
  return rows;
}

Status AddEvidence(Store& store, FactRow* row, const QueryOptions& options) {
  Stmt q(store.handle(),
         "SELECT d.doc_key, d.title, d.published, e.start, e.end, "
         "CAST(substr(CAST(t.text AS BLOB), e.start + 1, e.end - e.start) AS TEXT), d.outlet "
         "FROM fact_sources fs JOIN doc_facts df ON df.id = fs.doc_fact_id "
         "JOIN documents d ON d.id = df.document_id JOIN evidence e ON e.doc_fact_id = df.id "
         "JOIN document_texts t ON t.document_id = d.id "
         "WHERE fs.fact_id = ? ORDER BY d.published DESC, d.doc_key, e.start LIMIT ?");
  q.Bind(1, row->id).Bind(2, static_cast<int64_t>(options.max_evidence));
  Status st;
  while (q.Step(&st))
    row->evidence.push_back({q.Text(0), q.Text(1), q.Text(2), q.Text(6), static_cast<size_t>(q.Int(3)),
                             static_cast<size_t>(q.Int(4)), q.Text(5)});
  return st;
}

Result<WorkRef> FindWork(Store& store, std::string_view name) {
  Stmt q(store.handle(),
         "SELECT e.id, e.name, "
         "(SELECT count(*) FROM fact_entities fe WHERE fe.entity_id = e.id) AS n "
         "FROM aliases a JOIN entities e ON e.id = a.entity_id "
         "WHERE a.alias_key = ? AND e.kind = 'work' ORDER BY n DESC, e.name LIMIT 1");
  q.Bind(1, WorkKey(name));
  Status st;
  if (!q.Step(&st)) return st.ok() ? Status::NotFound("no work named \"" + std::string(name) + "\"") : st;
  return WorkRef{q.Text(1), WorkKey(q.Text(1)), q.Int(0)};
}

Result<std::vector<Statement>> Statements(Store& store, int64_t fact_id) {
  Stmt q(store.handle(),
         "SELECT df.season, df.status, d.published, d.doc_key, df.spoiler, df.id FROM fact_sources fs "
         "JOIN doc_facts df ON df.id = fs.doc_fact_id JOIN documents d ON d.id = df.document_id "
         "WHERE fs.fact_id = ?");
  q.Bind(1, fact_id);
  std::vector<Statement> out;
  Status st;
  while (q.Step(&st)) {
    Statement s{q.OptInt(0), q.Text(1), q.Text(2), q.Text(3), std::nullopt, q.Int(5)};
    if (!q.IsNull(4)) s.spoiler = q.Int(4) != 0;
    out.push_back(std::move(s));
  }
  if (!st.ok()) return st;
  return out;
}

const Statement* Deciding(const std::vector<Statement>& statements, std::optional<int> season) {
  const Statement* best = nullptr;
  auto rank = [](const Statement& s) { return std::make_tuple(s.season.value_or(-1), s.published, s.doc, s.row); };
  for (const auto& s : statements) {
    if (season && s.season && *s.season > *season) continue;
    if (!best || rank(s) > rank(*best)) best = &s;
  }
  return best;
}

}  // namespace showgraph::query_internal
