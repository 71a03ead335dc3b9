// ListFacts() and GetFact(): merged facts by kind and work, and one fact by id.
#include "query/rows.h"

namespace showgraph {

using query_internal::Param;
using query_internal::SelectFacts;

Result<std::vector<FactRow>> ListFacts(Store& store, const FactFilter& filter, const QueryOptions& options) {
  std::string tail = "WHERE 1";
  std::vector<Param> params;
  if (filter.kind) {
    tail += " AND f.kind = ?";
    params.emplace_back(std::in_place_type<std::string>, FactKindName(*filter.kind));
  }
  if (!filter.work.empty()) {
    auto work = query_internal::FindWork(store, filter.work);
    if (!work.ok()) return work.status();
    // The work itself, facts naming it, its characters' story, and quotes of the
    // documents that are mostly about it.
    tail +=
        " AND ((f.kind = 'work' AND f.name = ?) OR (f.kind <> 'work' AND f.work = ?)"
        " OR f.id IN (SELECT fe.fact_id FROM fact_entities fe JOIN entities e ON e.id = fe.entity_id"
        " WHERE e.kind = 'character' AND e.scope = ?)"
        " OR (f.kind = 'quote' AND f.id IN (SELECT fs.fact_id FROM documents d JOIN doc_facts df"
        " ON df.document_id = d.id JOIN fact_sources fs ON fs.doc_fact_id = df.id"
        " WHERE d.scope = ? AND df.kind = 'quote')))";
    params.insert(params.end(), {work->name, work->name, work->scope, work->scope});
  }
  tail += " ORDER BY f.kind, f.sources DESC, f.id LIMIT ? OFFSET ?";
  params.emplace_back(std::in_place_type<int64_t>, static_cast<int64_t>(options.limit));
  params.emplace_back(std::in_place_type<int64_t>, static_cast<int64_t>(filter.offset));
  return SelectFacts(store, tail, params, options);
}

Result<FactRow> GetFact(Store& store, int64_t id, const QueryOptions& options) {
  auto rows = SelectFacts(store, "WHERE f.id = ?", {id}, options);
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return Status::NotFound("no fact with id " + std::to_string(id));
  return std::move(rows->front());
}

}  // namespace showgraph
