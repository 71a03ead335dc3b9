// Internal helpers of the queries: facts rows by SQL, their evidence, works by alias,
// and the per-season states of a relationship.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "showgraph/query.h"

namespace showgraph::query_internal {

using Param = std::variant<std::string, int64_t>;

// "SELECT <fact columns> FROM facts f <tail>" with `params` bound in order.
Result<std::vector<FactRow>> SelectFacts(Store& store, const std::string& tail, const std::vector<Param>& params,
                                         const QueryOptions& options);

// Fills row->evidence (at most options.max_evidence pieces, newest documents first).
Status AddEvidence(Store& store, FactRow* row, const QueryOptions& options);

struct WorkRef {
  std::string name;   // canonical name as stored in facts.work
  std::string scope;  // WorkKey: the scope of its characters and documents
  int64_t id = 0;
};
// The work entity whose alias is `name`; NotFound when none.
Result<WorkRef> FindWork(Store& store, std::string_view name);

// One statement of a fact: season, status, date, document.
struct Statement {
  std::optional<int> season;
  std::string status, published, doc;
  std::optional<bool> spoiler;
  int64_t row = 0;
};
Result<std::vector<Statement>> Statements(Store& store, int64_t fact_id);

// The statement deciding a state as of `season` (nullopt: latest), as StateAsOf() does.
const Statement* Deciding(const std::vector<Statement>& statements, std::optional<int> season);

}  // namespace showgraph::query_internal
