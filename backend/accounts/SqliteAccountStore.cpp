// The SQLite engine of the accounts store: one connection behind a mutex in each process, WAL
// with synchronous=NORMAL (a committed call survives a crash of the process), and a busy timeout
// so that several processes can share the file. Counters are bumped with one conditional UPDATE,
// which SQLite runs atomically, so limits hold across threads and processes.
#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <memory>
#include <mutex>

#include "AccountStore.h"
#include "Emails.h"
#include "WalChangeProbe.h"
#include "errknow/store/SqliteStatement.h"

namespace errknow::accounts {
namespace {

constexpr int kSchemaVersion = 4;

const char* kMigration1 = R"SQL(
CREATE TABLE IF NOT EXISTS users(
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, plan TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')));
CREATE TABLE IF NOT EXISTS api_keys(
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL, created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  revoked_at TEXT);
CREATE INDEX IF NOT EXISTS api_keys_by_user ON api_keys(user_id);
CREATE TABLE IF NOT EXISTS usage(
  user_id INTEGER NOT NULL, day TEXT NOT NULL, counter TEXT NOT NULL, count INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0, PRIMARY KEY(user_id, day, counter));
CREATE TABLE IF NOT EXISTS usage_pending(
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, day TEXT NOT NULL, counter TEXT NOT NULL, owner TEXT NOT NULL);
)SQL";

// Leases: blocks of calls taken at once by one process (AccountStore::takeLease).
const char* kMigration2 = R"SQL(
CREATE TABLE IF NOT EXISTS usage_leases(
  id TEXT PRIMARY KEY, owner TEXT NOT NULL, user_id INTEGER NOT NULL, day TEXT NOT NULL, counter TEXT NOT NULL,
  granted INTEGER NOT NULL);
)SQL";

// The website (backend/web): users' passwords, sign-in sessions (by the SHA-256 of their id),
// failed sign-ins per subject and window, and secrets shared by every process on the store.
const char* kMigration3 = R"SQL(
ALTER TABLE users ADD COLUMN password_hash TEXT;
CREATE TABLE IF NOT EXISTS web_sessions(
  hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')));
CREATE INDEX IF NOT EXISTS web_sessions_by_expiry ON web_sessions(expires_at);
CREATE INDEX IF NOT EXISTS web_sessions_by_user ON web_sessions(user_id);
CREATE TABLE IF NOT EXISTS signin_failures(
  subject TEXT PRIMARY KEY, window_start INTEGER NOT NULL, failures INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS shared_secrets(name TEXT PRIMARY KEY, value TEXT NOT NULL);
)SQL";

// A lease another process asks to be given back (AccountStore::recallLeases).
const char* kMigration4 = R"SQL(
ALTER TABLE usage_leases ADD COLUMN recalled INTEGER NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS usage_leases_by_owner ON usage_leases(owner);
)SQL";

const char* counterName(Counter c) { return c == Counter::Ai ? "ai" : "calls"; }

// The accounts store's SQL helpers: the shared wrapper, failing with AccountError.
class Statement : public store::SqliteStatement<AccountError> {
 public:
  Statement(sqlite3* db, const char* sql) : store::SqliteStatement<AccountError>(db, sql, "accounts store") {}
};

void exec(sqlite3* db, const char* sql) { store::sqliteExec<AccountError>(db, sql, "accounts store"); }

// BEGIN IMMEDIATE ... COMMIT, rolled back when left without commit().
class Transaction {
 public:
  explicit Transaction(sqlite3* db) : db_(db) { exec(db_, "BEGIN IMMEDIATE"); }
  ~Transaction() {
    if (!done_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  void commit() {
    exec(db_, "COMMIT");
    done_ = true;
  }

 private:
  sqlite3* db_;
  bool done_ = false;
};


class SqliteAccountStore final : public AccountStore {
 public:
  explicit SqliteAccountStore(const std::string& path) {
    if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nullptr) !=
        SQLITE_OK) {
      std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      db_ = nullptr;
      throw AccountError("cannot open the accounts store " + path + ": " + msg);
    }
    sqlite3_busy_timeout(db_, 10000);
    try {
      exec(db_, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;");
      migrate();
    } catch (...) {
      sqlite3_close(db_);
      db_ = nullptr;
      throw;
    }
    const char* file = sqlite3_db_filename(db_, "main");  // absolute; empty for a temporary database
    probe_ = std::make_unique<WalChangeProbe>(file && *file ? std::string(file) + "-shm" : std::string());
  }
  ~SqliteAccountStore() override {
    leaseSql_.reset();  // statements are finalised before the connection closes
    recalledSql_.reset();
    stampSql_.reset();
    sqlite3_close(db_);
  }

  std::string engine() const override { return "sqlite"; }

  int schemaVersion() override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "PRAGMA user_version");
    q.step();
    return static_cast<int>(q.integer(0));
  }

  void ping() override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT count(*) FROM users");
    q.step();
  }

  User addUser(const std::string& emailIn, const std::string& plan) override {
    const std::string email = normalizedEmail(emailIn);
    if (!plausibleEmail(email)) throw AccountError("'" + emailIn + "' is not an email address");
    std::lock_guard<std::mutex> lock(mutex_);
    Statement check(db_, "SELECT 1 FROM users WHERE email = ?");
    check.bind(1, email);
    if (check.step()) throw AccountError("a user with the email " + email + " already exists");
    Statement ins(db_, "INSERT INTO users(email, plan) VALUES(?, ?) RETURNING id, created_at");
    ins.bind(1, email).bind(2, plan);
    ins.step();
    ++localChanges_;
    return User{ins.integer(0), email, plan, ins.text(1)};
  }

  std::optional<User> findUser(const std::string& emailIn) override {
    const std::string email = normalizedEmail(emailIn);
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT id, email, plan, created_at FROM users WHERE email = ?");
    q.bind(1, email);
    if (!q.step()) return std::nullopt;
    return User{q.integer(0), q.text(1), q.text(2), q.text(3)};
  }

  std::int64_t userCount() override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT count(*) FROM users");
    q.step();
    return q.integer(0);
  }

  KeyInfo addKey(std::int64_t userId, const std::string& keyHash, const std::string& prefix) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement ins(db_, "INSERT INTO api_keys(user_id, hash, prefix) VALUES(?, ?, ?) RETURNING id, created_at");
    ins.bind(1, userId).bind(2, keyHash).bind(3, prefix);
    ins.step();
    ++localChanges_;
    return KeyInfo{ins.integer(0), userId, prefix, ins.text(1), false};
  }

  std::vector<KeyInfo> listKeys(std::int64_t userId) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT id, prefix, created_at, revoked_at FROM api_keys WHERE user_id = ? ORDER BY id");
    q.bind(1, userId);
    std::vector<KeyInfo> out;
    while (q.step()) out.push_back(KeyInfo{q.integer(0), userId, q.text(1), q.text(2), !q.isNull(3)});
    return out;
  }

  int revokeKeys(std::int64_t userId, const std::string& prefix) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement up(db_, "UPDATE api_keys SET revoked_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') "
                      "WHERE user_id = ? AND revoked_at IS NULL AND (? = '' OR prefix = ?)");
    up.bind(1, userId).bind(2, prefix).bind(3, prefix);
    up.step();
    ++localChanges_;
    return sqlite3_changes(db_);
  }

  std::optional<Principal> findKey(const std::string& keyHash) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT k.id, k.user_id, k.prefix, k.created_at, u.email, u.plan, u.created_at, k.hash "
                     "FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.hash = ? AND k.revoked_at IS NULL");
    q.bind(1, keyHash);
    if (!q.step()) return std::nullopt;
    Principal p;
    p.key = KeyInfo{q.integer(0), q.integer(1), q.text(2), q.text(3), false};
    p.user = User{q.integer(1), q.text(4), q.text(5), q.text(6)};
    return p;
  }

  std::uint64_t changeStamp() override {
    // data_version moves when another connection (the CLI, another server) commits; our own
    // changes to users and keys are counted here. Both only grow, so their sum changes with either.
    // Reading data_version takes a read transaction, so it is read again only after a commit
    // changed the WAL-index header (asked on every request).
    probe_->refreshIfChanged([&] {
      std::lock_guard<std::mutex> lock(mutex_);
      if (!stampSql_) stampSql_ = std::make_unique<Statement>(db_, "PRAGMA data_version");
      stampSql_->reset();
      dataVersion_ = stampSql_->step() ? static_cast<std::uint64_t>(stampSql_->integer(0)) : 0;
      stampSql_->reset();
    });
    return dataVersion_ + localChanges_;
  }

  std::vector<std::optional<std::int64_t>> applyUsage(const std::vector<UsageOp>& ops) override {
    std::vector<std::optional<std::int64_t>> out(ops.size());
    if (ops.empty()) return out;
    std::lock_guard<std::mutex> lock(mutex_);
    Transaction tx(db_);
    Statement ensure(db_, "INSERT INTO usage(user_id, day, counter) VALUES(?, ?, ?) ON CONFLICT DO NOTHING");
    Statement up(db_, "UPDATE usage SET count = count + 1 WHERE user_id = ? AND day = ? AND counter = ? AND count < ? "
                      "RETURNING count");
    Statement reject(db_, "INSERT INTO usage(user_id, day, counter, rejected) VALUES(?, ?, ?, ?) "
                          "ON CONFLICT(user_id, day, counter) DO UPDATE SET rejected = rejected + excluded.rejected");
    for (std::size_t i = 0; i < ops.size(); ++i) {
      const UsageOp& op = ops[i];
      const std::string counter = counterName(op.counter);
      if (op.rejection) {
        reject.reset().bind(1, op.userId).bind(2, op.day).bind(3, counter).bind(4, op.rejections);
        reject.step();
        continue;
      }
      ensure.reset().bind(1, op.userId).bind(2, op.day).bind(3, counter);
      ensure.step();
      up.reset().bind(1, op.userId).bind(2, op.day).bind(3, counter).bind(4, op.limit);
      if (up.step()) {
        out[i] = up.integer(0);
        while (up.step()) {
        }
      }
    }
    tx.commit();
    return out;
  }

  std::optional<std::int64_t> consume(std::int64_t userId, const std::string& day, Counter counter, std::int64_t limit,
                                      const std::string& pendingId, const std::string& owner) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Transaction tx(db_);
    Statement ins(db_, "INSERT INTO usage(user_id, day, counter) VALUES(?, ?, ?) ON CONFLICT DO NOTHING");
    ins.bind(1, userId).bind(2, day).bind(3, std::string(counterName(counter)));
    ins.step();
    std::int64_t count = 0;
    {
      Statement up(db_, "UPDATE usage SET count = count + 1 WHERE user_id = ? AND day = ? AND counter = ? AND count < ? "
                        "RETURNING count");
      up.bind(1, userId).bind(2, day).bind(3, std::string(counterName(counter))).bind(4, limit);
      if (!up.step()) return std::nullopt;  // the transaction rolls back: nothing changed
      count = up.integer(0);
      while (up.step()) {
      }
    }
    if (!pendingId.empty()) {
      Statement p(db_, "INSERT OR REPLACE INTO usage_pending(id, user_id, day, counter, owner) VALUES(?, ?, ?, ?, ?)");
      p.bind(1, pendingId).bind(2, userId).bind(3, day).bind(4, std::string(counterName(counter))).bind(5, owner);
      p.step();
    }
    tx.commit();
    return count;
  }

  void confirm(const std::string& pendingId) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement d(db_, "DELETE FROM usage_pending WHERE id = ?");
    d.bind(1, pendingId);
    d.step();
  }

  int recoverPending(bool (*isDead)(const std::string& owner)) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Transaction tx(db_);
    std::vector<std::string> owners;
    {
      Statement q(db_, "SELECT DISTINCT owner FROM usage_pending");
      while (q.step()) owners.push_back(q.text(0));
    }
    int n = 0;
    for (const auto& o : owners) {
      if (!isDead(o)) continue;
      Statement up(db_, "UPDATE usage SET count = max(0, count - (SELECT count(*) FROM usage_pending p WHERE p.owner = ? "
                        "AND p.user_id = usage.user_id AND p.day = usage.day AND p.counter = usage.counter)) "
                        "WHERE EXISTS (SELECT 1 FROM usage_pending p WHERE p.owner = ? AND p.user_id = usage.user_id "
                        "AND p.day = usage.day AND p.counter = usage.counter)");
      up.bind(1, o).bind(2, o);
      up.step();
      Statement d(db_, "DELETE FROM usage_pending WHERE owner = ?");
      d.bind(1, o);
      d.step();
      n += sqlite3_changes(db_);
    }
    tx.commit();
    return n;
  }

  void refund(std::int64_t userId, const std::string& day, Counter counter, const std::string& pendingId) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Transaction tx(db_);
    Statement up(db_, "UPDATE usage SET count = count - 1 WHERE user_id = ? AND day = ? AND counter = ? AND count > 0");
    up.bind(1, userId).bind(2, day).bind(3, std::string(counterName(counter)));
    up.step();
    if (!pendingId.empty()) {
      Statement d(db_, "DELETE FROM usage_pending WHERE id = ?");
      d.bind(1, pendingId);
      d.step();
    }
    tx.commit();
  }

  std::int64_t used(std::int64_t userId, const std::string& day, Counter counter) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT count FROM usage WHERE user_id = ? AND day = ? AND counter = ?");
    q.bind(1, userId).bind(2, day).bind(3, std::string(counterName(counter)));
    return q.step() ? q.integer(0) : 0;
  }

  LeaseGrant takeLease(const std::string& leaseId, const std::string& owner, std::int64_t userId,
                       const std::string& day, Counter counter, std::int64_t limit, std::int64_t want) override {
    const std::string name = counterName(counter);
    std::lock_guard<std::mutex> lock(mutex_);
    Transaction tx(db_);
    if (!leaseSql_) prepareLeaseStatements();
    leaseSql_->ensure.reset().bind(1, userId).bind(2, day).bind(3, name);
    leaseSql_->ensure.step();
    leaseSql_->count.reset().bind(1, userId).bind(2, day).bind(3, name);
    const std::int64_t before = leaseSql_->count.step() ? leaseSql_->count.integer(0) : 0;
    while (leaseSql_->count.step()) {
    }
    const std::int64_t granted = std::max<std::int64_t>(0, std::min(want, limit - before));
    if (granted == 0) return LeaseGrant{0, before};  // rolled back: nothing changed
    leaseSql_->add.reset().bind(1, granted).bind(2, userId).bind(3, day).bind(4, name);
    leaseSql_->add.step();
    leaseSql_->note.reset().bind(1, leaseId).bind(2, owner).bind(3, userId).bind(4, day).bind(5, name).bind(6, granted);
    leaseSql_->note.step();
    tx.commit();
    return LeaseGrant{granted, before + granted};
  }

  void settleLease(const std::string& leaseId, std::int64_t unused) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Transaction tx(db_);
    Statement back(db_, "UPDATE usage SET count = max(0, count - ?) WHERE (user_id, day, counter) IN "
                        "(SELECT user_id, day, counter FROM usage_leases WHERE id = ?)");
    back.bind(1, std::max<std::int64_t>(0, unused)).bind(2, leaseId);
    back.step();
    Statement d(db_, "DELETE FROM usage_leases WHERE id = ?");
    d.bind(1, leaseId);
    d.step();
    tx.commit();
  }

  std::vector<OpenLease> openLeases() override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT id, owner, granted FROM usage_leases ORDER BY id");
    std::vector<OpenLease> out;
    while (q.step()) out.push_back(OpenLease{q.text(0), q.text(1), q.integer(2)});
    return out;
  }

  void setPasswordHash(std::int64_t userId, const std::string& hash) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement up(db_, "UPDATE users SET password_hash = NULLIF(?, '') WHERE id = ?");
    up.bind(1, hash).bind(2, userId);
    up.step();
    if (sqlite3_changes(db_) == 0) throw AccountError("no user with the id " + std::to_string(userId));
  }

  std::optional<std::string> passwordHash(std::int64_t userId) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT password_hash FROM users WHERE id = ?");
    q.bind(1, userId);
    if (!q.step() || q.isNull(0)) return std::nullopt;
    return q.text(0);
  }

  void addSession(const std::string& sessionHash, std::int64_t userId, std::int64_t expiresAt) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement ins(db_, "INSERT INTO web_sessions(hash, user_id, expires_at) VALUES(?, ?, ?)");
    ins.bind(1, sessionHash).bind(2, userId).bind(3, expiresAt);
    ins.step();
  }

  std::optional<WebSession> findSession(const std::string& sessionHash, std::int64_t now) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT u.id, u.email, u.plan, u.created_at, s.expires_at FROM web_sessions s "
                     "JOIN users u ON u.id = s.user_id WHERE s.hash = ? AND s.expires_at > ?");
    q.bind(1, sessionHash).bind(2, now);
    if (!q.step()) return std::nullopt;
    return WebSession{User{q.integer(0), q.text(1), q.text(2), q.text(3)}, q.integer(4)};
  }

  void deleteSession(const std::string& sessionHash) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement d(db_, "DELETE FROM web_sessions WHERE hash = ?");
    d.bind(1, sessionHash);
    d.step();
  }

  int deleteUserSessions(std::int64_t userId) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement d(db_, "DELETE FROM web_sessions WHERE user_id = ?");
    d.bind(1, userId);
    d.step();
    return sqlite3_changes(db_);
  }

  SignInFailures noteSignInFailure(const std::string& subject, std::int64_t now, std::int64_t windowSeconds) override {
    std::lock_guard<std::mutex> lock(mutex_);
    // One statement: SQLite runs it atomically, so concurrent processes never lose a failure.
    Statement up(db_, "INSERT INTO signin_failures(subject, window_start, failures) VALUES(?1, ?2, 1) "
                      "ON CONFLICT(subject) DO UPDATE SET "
                      "failures = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE failures + 1 END, "
                      "window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END "
                      "RETURNING failures, window_start");
    up.bind(1, subject).bind(2, now).bind(3, windowSeconds);
    SignInFailures out;
    if (up.step()) out = SignInFailures{up.integer(0), up.integer(1)};
    while (up.step()) {
    }
    return out;
  }

  SignInFailures signInFailures(const std::string& subject, std::int64_t now, std::int64_t windowSeconds) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement q(db_, "SELECT failures, window_start FROM signin_failures WHERE subject = ? AND window_start > ?");
    q.bind(1, subject).bind(2, now - windowSeconds);
    if (!q.step()) return {};
    return SignInFailures{q.integer(0), q.integer(1)};
  }

  void clearSignInFailures(const std::string& subject) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement d(db_, "DELETE FROM signin_failures WHERE subject = ?");
    d.bind(1, subject);
    d.step();
  }

  int pruneSignInState(std::int64_t now) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement sessions(db_, "DELETE FROM web_sessions WHERE expires_at <= ?");
    sessions.bind(1, now);
    sessions.step();
    int n = sqlite3_changes(db_);
    Statement failures(db_, "DELETE FROM signin_failures WHERE window_start < ?");
    failures.bind(1, now - 86400);
    failures.step();
    return n + sqlite3_changes(db_);
  }

  std::string sharedSecret(const std::string& name, const std::string& candidate) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement ins(db_, "INSERT INTO shared_secrets(name, value) VALUES(?, ?) ON CONFLICT(name) DO NOTHING");
    ins.bind(1, name).bind(2, candidate);
    ins.step();
    Statement q(db_, "SELECT value FROM shared_secrets WHERE name = ?");
    q.bind(1, name);
    if (!q.step()) throw AccountError("the shared secret " + name + " could not be stored");
    return q.text(0);
  }

  int recallLeases(std::int64_t userId, const std::string& day, Counter counter, const std::string& exceptOwner) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Statement up(db_, "UPDATE usage_leases SET recalled = 1 WHERE user_id = ? AND day = ? AND counter = ? AND owner <> ?");
    up.bind(1, userId).bind(2, day).bind(3, std::string(counterName(counter))).bind(4, exceptOwner);
    up.step();
    return sqlite3_changes(db_);
  }

  std::vector<std::string> recalledLeases(const std::string& owner) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!recalledSql_) recalledSql_ = std::make_unique<Statement>(db_, "SELECT id FROM usage_leases WHERE owner = ? AND recalled = 1");
    recalledSql_->reset().bind(1, owner);  // asked several times a second
    std::vector<std::string> out;
    while (recalledSql_->step()) out.push_back(recalledSql_->text(0));
    recalledSql_->reset();
    return out;
  }

 private:
  // The statements of takeLease, prepared once: leases are taken on the request path.
  struct LeaseStatements {
    Statement ensure, count, add, note;
  };
  void prepareLeaseStatements() {
    leaseSql_.reset(new LeaseStatements{
        Statement(db_, "INSERT INTO usage(user_id, day, counter) VALUES(?, ?, ?) ON CONFLICT DO NOTHING"),
        Statement(db_, "SELECT count FROM usage WHERE user_id = ? AND day = ? AND counter = ?"),
        Statement(db_, "UPDATE usage SET count = count + ? WHERE user_id = ? AND day = ? AND counter = ?"),
        Statement(db_, "INSERT INTO usage_leases(id, owner, user_id, day, counter, granted) VALUES(?, ?, ?, ?, ?, ?)")});
  }

  void migrate() {
    exec(db_, "BEGIN IMMEDIATE");
    try {
      int version = 0;
      {
        Statement q(db_, "PRAGMA user_version");
        q.step();
        version = static_cast<int>(q.integer(0));
      }
      if (version > kSchemaVersion)
        throw AccountError("the accounts store has schema version " + std::to_string(version) +
                           ", newer than this build knows (" + std::to_string(kSchemaVersion) + "): upgrade errknow");
      if (version < 1) {
        exec(db_, kMigration1);
        exec(db_, "PRAGMA user_version = 1");
      }
      if (version < 2) {
        exec(db_, kMigration2);
        exec(db_, "PRAGMA user_version = 2");
      }
      if (version < 3) {
        exec(db_, kMigration3);
        exec(db_, "PRAGMA user_version = 3");
      }
      if (version < 4) {
        exec(db_, kMigration4);
        exec(db_, "PRAGMA user_version = 4");
      }
      exec(db_, "COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  }

  sqlite3* db_ = nullptr;
  std::mutex mutex_;
  std::unique_ptr<LeaseStatements> leaseSql_;
  std::unique_ptr<Statement> stampSql_;
  std::unique_ptr<Statement> recalledSql_;
  std::atomic<std::uint64_t> localChanges_{0};  // users and keys changed through this object
  std::atomic<std::uint64_t> dataVersion_{0};   // PRAGMA data_version when last read
  std::unique_ptr<WalChangeProbe> probe_;
};

}  // namespace

std::unique_ptr<AccountStore> openSqliteStore(const std::string& path) { return std::make_unique<SqliteAccountStore>(path); }

std::unique_ptr<AccountStore> openStore(const std::string& location) {
  if (location.rfind("postgresql://", 0) == 0 || location.rfind("postgres://", 0) == 0) return openPostgresStore(location);
  if (location.empty()) throw AccountError("no accounts store given (set ERRKNOW_STORE or --store)");
  return openSqliteStore(location);
}

}  // namespace errknow::accounts
