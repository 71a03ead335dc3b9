// Internal: the schema's migrations and the derived tables' indexes.
#pragma once

#include <string>

#include "showgraph/fact.h"
#include "showgraph/status.h"
#include "store/sqlite.h"

namespace showgraph::store_internal {

// Applies the migrations the database lacks, each in its own transaction; returns the
// schema version now in place.
Result<int> Migrate(sqlite3* db);

extern const char* kDropDerivedIndexes;
extern const char* kCreateDerivedIndexes;

// The columns of a fact shared by doc_facts and facts, in the order the statements bind
// them (after the kind).
inline constexpr const char* kFactColumns =
    "name, type, actor, character, work, person, role, network, occasion, weekday, date, time, timezone, "
    "season, episode, speaker, text, a, b, status, participants, spoiler, entity, attribute, value, confidence";
inline constexpr int kFactColumnCount = 26;

// "?,?,...": the placeholders of an INSERT with n columns.
inline std::string Placeholders(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += i ? ",?" : "?";
  return s;
}

// Binds the fields of `f` from parameter `first` on, in kFactColumns order.
void BindFact(sql::Stmt* st, int first, const Fact& f);
// Reads the fields of a fact from column `first` on, in kFactColumns order.
Fact ReadFact(const sql::Stmt& st, int first);

}  // namespace showgraph::store_internal
