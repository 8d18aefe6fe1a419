// libpq wrapped for the accounts store: see PgConnection.h.
#include "PgConnection.h"

#include <cstring>

namespace errknow::accounts::pg {
namespace {

std::string trimmed(const char* message) {
  std::string s = message ? message : "";
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

// The URL without its password, for messages.
std::string safeUrl(const std::string& url) {
  const auto scheme = url.find("://");
  const auto at = url.find('@');
  if (scheme == std::string::npos || at == std::string::npos || at < scheme) return url;
  const auto colon = url.find(':', scheme + 3);
  if (colon == std::string::npos || colon > at) return url;
  return url.substr(0, colon) + ":***" + url.substr(at);
}

}  // namespace

std::int64_t Result::integer(int row, int col) const {
  const char* v = PQgetvalue(r_.get(), row, col);
  return v && *v ? std::stoll(v) : 0;
}

std::int64_t Result::affected() const {
  const char* v = PQcmdTuples(r_.get());
  return v && *v ? std::stoll(v) : 0;
}

Connection::Connection(const std::string& url) : url_(url) {
  // The URL's own settings win over these defaults: they come after in the list.
  const char* keys[] = {"connect_timeout", "application_name", "keepalives_idle", "dbname", nullptr};
  const char* values[] = {"3", "errknow", "30", url.c_str(), nullptr};
  conn_ = PQconnectdbParams(keys, values, /*expand_dbname=*/1);
  if (!conn_ || PQstatus(conn_) != CONNECTION_OK) {
    const std::string msg = conn_ ? trimmed(PQerrorMessage(conn_)) : "out of memory";
    PQfinish(conn_);
    conn_ = nullptr;
    throw AccountError("cannot connect to the accounts store " + safeUrl(url) + ": " + msg);
  }
  // Notices ("relation already exists, skipping") are not errors: not printed.
  PQsetNoticeProcessor(conn_, [](void*, const char*) {}, nullptr);
  setUp();
}

Connection::~Connection() { PQfinish(conn_); }

bool Connection::broken() const { return !conn_ || PQstatus(conn_) != CONNECTION_OK; }

void Connection::ensureOpen() {
  if (!broken()) return;
  inTransaction_ = false;
  PQreset(conn_);
  if (broken()) throw AccountError("the accounts store is unreachable: " + trimmed(PQerrorMessage(conn_)));
  setUp();
}

Result Connection::checked(PGresult* raw) {
  const ExecStatusType status = raw ? PQresultStatus(raw) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return Result(raw);
  const char* state = raw ? PQresultErrorField(raw, PG_DIAG_SQLSTATE) : nullptr;
  const bool duplicate = state && std::strcmp(state, "23505") == 0;
  const std::string msg = trimmed(raw ? PQresultErrorMessage(raw) : PQerrorMessage(conn_));
  PQclear(raw);
  if (duplicate) throw UniqueViolation(msg);
  if (broken()) throw AccountError("the accounts store is unreachable: " + msg);
  throw AccountError("accounts store: " + msg);
}

Result Connection::exec(const std::string& sql, const Params& params) {
  if (!conn_) throw AccountError("the accounts store is unreachable");
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const auto& p : params) values.push_back(p.c_str());
  const auto run = [&] {
    return PQexecParams(conn_, sql.c_str(), static_cast<int>(values.size()), nullptr, values.data(), nullptr, nullptr, 0);
  };
  PGresult* raw = run();
  // A connection the database dropped (it restarted) only says so when used. Outside a
  // transaction nothing was done yet: reconnect and run the statement once more.
  if (PQresultStatus(raw) != PGRES_COMMAND_OK && PQresultStatus(raw) != PGRES_TUPLES_OK && broken() &&
      (!inTransaction_ || sql == "BEGIN")) {
    PQclear(raw);
    inTransaction_ = false;
    PQreset(conn_);
    if (!broken()) {
      setUp();
      raw = run();
    } else {
      raw = nullptr;
    }
  }
  Result r = checked(raw);
  if (sql == "BEGIN") inTransaction_ = true;
  else if (sql == "COMMIT" || sql == "ROLLBACK") inTransaction_ = false;
  return r;
}

void Connection::setUp() {
  // A statement never waits on a lock or a stalled server for long: the request gets a 503 instead.
  checked(PQexec(conn_, "SET statement_timeout = 5000"));
  checked(PQexec(conn_, "SET lock_timeout = 5000"));
}

void Connection::script(const std::string& sql) {
  if (!conn_) throw AccountError("the accounts store is unreachable");
  checked(PQexec(conn_, sql.c_str()));  // the last statement's result; an error stops the script there
}

Transaction::~Transaction() {
  if (!done_) {
    try {
      c_.exec("ROLLBACK");
    } catch (...) {
    }
  }
}

Pool::Lease Pool::borrow() {
  std::unique_ptr<Connection> c;
  {
    std::unique_lock<std::mutex> lock(mutex_);
    freed_.wait(lock, [&] { return !idle_.empty() || open_ < size_; });
    if (!idle_.empty()) {
      c = std::move(idle_.back());
      idle_.pop_back();
    } else {
      ++open_;
    }
  }
  try {
    if (!c) c = std::make_unique<Connection>(url_);
    c->ensureOpen();
  } catch (...) {
    if (c) giveBack(std::move(c));  // kept, to be reset on a later borrow
    else {
      std::lock_guard<std::mutex> lock(mutex_);
      --open_;
      freed_.notify_one();
    }
    throw;
  }
  return Lease(*this, std::move(c));
}

void Pool::giveBack(std::unique_ptr<Connection> c) {
  if (!c) return;
  std::lock_guard<std::mutex> lock(mutex_);
  idle_.push_back(std::move(c));
  freed_.notify_one();
}

}  // namespace errknow::accounts::pg
