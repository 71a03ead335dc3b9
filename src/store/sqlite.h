// A thin RAII layer over SQLite's C API: prepared statements only, errors as Status.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "showgraph/status.h"

namespace showgraph::sql {

// Runs statements without parameters (schema, PRAGMAs, BEGIN/COMMIT).
Status Exec(sqlite3* db, const char* sql);
Status Error(sqlite3* db, std::string_view what);

// One prepared statement, reset and reused. Not thread-safe. Move-only: it owns the
// sqlite3_stmt.
class Stmt {
 public:
  Stmt() = default;
  Stmt(sqlite3* db, const char* sql);
  ~Stmt();
  Stmt(Stmt&& o) noexcept : db_(o.db_), stmt_(o.stmt_), status_(std::move(o.status_)) { o.stmt_ = nullptr; }
  Stmt& operator=(Stmt&& o) noexcept;
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  const Status& status() const { return status_; }  // why preparing failed
  // Binding: parameters count from 1. Empty strings and nullopt bind NULL where noted.
  Stmt& Bind(int i, std::string_view text);       // text as given ("" stays "")
  Stmt& BindOrNull(int i, std::string_view text);  // "" binds NULL
  Stmt& Bind(int i, int64_t v);
  Stmt& Bind(int i, double v);
  Stmt& Bind(int i, const std::optional<int>& v);
  Stmt& BindNull(int i);

  // Steps once: true when a row is ready, false when done; *error set on failure.
  bool Step(Status* error = nullptr);
  // Steps to the end (an INSERT or UPDATE) and resets.
  Status Run();
  void Reset();

  int64_t Int(int col) const { return sqlite3_column_int64(stmt_, col); }
  double Real(int col) const { return sqlite3_column_double(stmt_, col); }
  bool IsNull(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }
  std::string Text(int col) const;  // NULL reads as ""
  std::optional<int> OptInt(int col) const;

 private:
  sqlite3* db_ = nullptr;
  sqlite3_stmt* stmt_ = nullptr;
  Status status_;
};

}  // namespace showgraph::sql
