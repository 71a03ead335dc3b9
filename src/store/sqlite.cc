#include "store/sqlite.h"

namespace showgraph::sql {

Status Error(sqlite3* db, std::string_view what) {
  std::string msg(what);
  msg += ": ";
  msg += db ? sqlite3_errmsg(db) : "no database";
  int code = db ? sqlite3_errcode(db) : SQLITE_ERROR;
  if (code == SQLITE_CANTOPEN || code == SQLITE_IOERR || code == SQLITE_FULL || code == SQLITE_BUSY ||
      code == SQLITE_LOCKED || code == SQLITE_READONLY)
    return Status::IoError(msg);
  if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT) return Status::InvalidInput(msg);
  return Status::Internal(msg);
}

Status Exec(sqlite3* db, const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &err) == SQLITE_OK) return Status::Ok();
  std::string msg = err ? err : "unknown error";
  sqlite3_free(err);
  return Error(db, msg);
}

Stmt::Stmt(sqlite3* db, const char* sql) : db_(db) {
  if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt_, nullptr) != SQLITE_OK) {
    status_ = Error(db, std::string("preparing ") + sql);
    stmt_ = nullptr;
  }
}

Stmt::~Stmt() { sqlite3_finalize(stmt_); }

Stmt& Stmt::operator=(Stmt&& o) noexcept {
  if (this != &o) {
    sqlite3_finalize(stmt_);
    db_ = o.db_;
    stmt_ = o.stmt_;
    status_ = std::move(o.status_);
    o.stmt_ = nullptr;
  }
  return *this;
}

Stmt& Stmt::Bind(int i, std::string_view text) {
  sqlite3_bind_text(stmt_, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
  return *this;
}
Stmt& Stmt::BindOrNull(int i, std::string_view text) { return text.empty() ? BindNull(i) : Bind(i, text); }
Stmt& Stmt::Bind(int i, int64_t v) {
  sqlite3_bind_int64(stmt_, i, v);
  return *this;
}
Stmt& Stmt::Bind(int i, double v) {
  sqlite3_bind_double(stmt_, i, v);
  return *this;
}
Stmt& Stmt::Bind(int i, const std::optional<int>& v) { return v ? Bind(i, static_cast<int64_t>(*v)) : BindNull(i); }
Stmt& Stmt::BindNull(int i) {
  sqlite3_bind_null(stmt_, i);
  return *this;
}

bool Stmt::Step(Status* error) {
  if (!stmt_) {
    if (error) *error = status_.ok() ? Status::Internal("statement not prepared") : status_;
    return false;
  }
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc != SQLITE_DONE && error) *error = Error(db_, sqlite3_sql(stmt_));
  return false;
}

Status Stmt::Run() {
  Status st;
  while (Step(&st)) {
  }
  Reset();
  return st;
}

void Stmt::Reset() {
  if (!stmt_) return;
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::string Stmt::Text(int col) const {
  const unsigned char* t = sqlite3_column_text(stmt_, col);
  if (!t) return std::string();
  return std::string(reinterpret_cast<const char*>(t), static_cast<size_t>(sqlite3_column_bytes(stmt_, col)));
}

std::optional<int> Stmt::OptInt(int col) const {
  if (IsNull(col)) return std::nullopt;
  return static_cast<int>(sqlite3_column_int64(stmt_, col));
}

}  // namespace showgraph::sql
