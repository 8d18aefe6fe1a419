// A thin, exception-safe layer over libpq for the PostgreSQL engine of the accounts store: a
// result that frees itself, a connection that runs parameterised statements and fails with
// AccountError, and a small pool of connections shared by a process's threads. A broken
// connection (the database restarted or went away) is reset on its next use, so an instance
// recovers by itself once the database is back.
#pragma once

#include <libpq-fe.h>

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "AccountStore.h"

namespace errknow::accounts::pg {

// The rows of one statement.
class Result {
 public:
  explicit Result(PGresult* r) : r_(r, &PQclear) {}
  int rows() const { return PQntuples(r_.get()); }
  bool isNull(int row, int col) const { return PQgetisnull(r_.get(), row, col) != 0; }
  std::string text(int row, int col) const { return PQgetvalue(r_.get(), row, col); }
  std::int64_t integer(int row, int col) const;
  // How many rows an INSERT/UPDATE/DELETE touched.
  std::int64_t affected() const;

 private:
  std::unique_ptr<PGresult, void (*)(PGresult*)> r_;
};

// Thrown for a duplicate key (SQLSTATE 23505), so that callers can name what already exists.
struct UniqueViolation : AccountError {
  using AccountError::AccountError;
};

// A statement's parameters, as text (PostgreSQL casts them to the columns' types).
using Params = std::vector<std::string>;

class Connection {
 public:
  explicit Connection(const std::string& url);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  // Runs one statement. Throws AccountError; a unique violation says so through `uniqueViolation`.
  Result exec(const std::string& sql, const Params& params = {});
  // Runs several statements without parameters (a migration).
  void script(const std::string& sql);
  // Resets the connection when it is broken; throws AccountError when the database stays unreachable.
  void ensureOpen();
  bool broken() const;

 private:
  Result checked(PGresult* raw);  // the result, or AccountError with the server's message
  void setUp();                   // the session's timeouts, after connecting

  std::string url_;
  PGconn* conn_ = nullptr;
  bool inTransaction_ = false;  // between BEGIN and COMMIT/ROLLBACK: a statement is never run twice
};

// BEGIN ... COMMIT on one connection, rolled back when left without commit().
class Transaction {
 public:
  explicit Transaction(Connection& c) : c_(c) { c_.exec("BEGIN"); }
  ~Transaction();
  void commit() {
    c_.exec("COMMIT");
    done_ = true;
  }

 private:
  Connection& c_;
  bool done_ = false;
};

// Up to `size` connections, opened when first needed; a thread borrows one for an operation.
class Pool {
 public:
  Pool(std::string url, std::size_t size) : url_(std::move(url)), size_(size) {}

  class Lease {
   public:
    Lease(Pool& p, std::unique_ptr<Connection> c) : pool_(p), c_(std::move(c)) {}
    ~Lease() { pool_.giveBack(std::move(c_)); }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Connection& operator*() { return *c_; }
    Connection* operator->() { return c_.get(); }

   private:
    Pool& pool_;
    std::unique_ptr<Connection> c_;
  };

  // A connection that is open (reset if it was broken). Throws AccountError when the database is unreachable.
  Lease borrow();

 private:
  void giveBack(std::unique_ptr<Connection> c);

  std::string url_;
  std::size_t size_;
  std::mutex mutex_;
  std::condition_variable freed_;
  std::vector<std::unique_ptr<Connection>> idle_;
  std::size_t open_ = 0;
};

}  // namespace errknow::accounts::pg
