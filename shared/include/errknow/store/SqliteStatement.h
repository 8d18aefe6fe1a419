// A small RAII wrapper over a prepared SQLite statement, and sqliteExec for plain SQL, shared by
// every SQLite user (the compiled catalogue here, the accounts store in backend/). Failures throw
// `Error` (the caller's own exception type) with `owner` ("catalogue database", "accounts store")
// and SQLite's message. Not thread-safe: one statement, one thread at a time.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <string>

namespace errknow::store {

template <class Error>
class SqliteStatement {
 public:
  SqliteStatement(sqlite3* db, const char* sql, const char* owner) : db_(db), owner_(owner) {
    if (sqlite3_prepare_v2(db, sql, -1, &s_, nullptr) != SQLITE_OK) fail();
  }
  ~SqliteStatement() { sqlite3_finalize(s_); }
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;

  SqliteStatement& bind(int i, const std::string& v) {
    sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    return *this;
  }
  SqliteStatement& bind(int i, long long v) {
    sqlite3_bind_int64(s_, i, v);
    return *this;
  }
  SqliteStatement& bind(int i, long v) { return bind(i, static_cast<long long>(v)); }
  SqliteStatement& bind(int i, double v) {
    sqlite3_bind_double(s_, i, v);
    return *this;
  }
  // True while there is a row; false when done.
  bool step() {
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    fail();
  }
  // Makes the statement ready to run again with new bindings.
  SqliteStatement& reset() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
    return *this;
  }
  // Runs to completion and makes the statement ready for new bindings.
  void run() {
    while (step()) {
    }
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }
  std::string text(int i) const {
    const auto* p = sqlite3_column_text(s_, i);
    return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(sqlite3_column_bytes(s_, i)))
             : std::string();
  }
  std::int64_t integer(int i) const { return sqlite3_column_int64(s_, i); }
  double real(int i) const { return sqlite3_column_double(s_, i); }
  bool isNull(int i) const { return sqlite3_column_type(s_, i) == SQLITE_NULL; }

 private:
  [[noreturn]] void fail() const { throw Error(std::string(owner_) + ": " + sqlite3_errmsg(db_)); }
  sqlite3* db_;
  const char* owner_;
  sqlite3_stmt* s_ = nullptr;
};

template <class Error>
void sqliteExec(sqlite3* db, const char* sql, const char* owner) {
  char* err = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : sqlite3_errmsg(db);
    sqlite3_free(err);
    throw Error(std::string(owner) + ": " + msg);
  }
}

}  // namespace errknow::store
