// The PostgreSQL engine of the accounts store, for many instances sharing one database: a pool
// of libpq connections, the same tables and schema versions as the SQLite engine, and counters
// bumped by conditional UPDATEs (PostgreSQL re-checks `count < limit` on the row it locks), so
// limits hold across threads, processes and machines. Users and keys bump one change stamp row in
// the same transaction, which is what the key caches of every instance compare against.
#include <algorithm>
#include <cctype>
#include <memory>

#include "AccountStore.h"
#include "Emails.h"
#include "PgConnection.h"

namespace errknow::accounts {
namespace {

using pg::Params;

constexpr int kSchemaVersion = 4;
constexpr const char* kNow = "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')";

std::string migration1() {
  return std::string(R"SQL(
CREATE TABLE IF NOT EXISTS users(
  id BIGSERIAL PRIMARY KEY, email TEXT NOT NULL UNIQUE, plan TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT )SQL") + kNow + R"SQL();
CREATE TABLE IF NOT EXISTS api_keys(
  id BIGSERIAL PRIMARY KEY, user_id BIGINT NOT NULL REFERENCES users(id), hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL, created_at TEXT NOT NULL DEFAULT )SQL" + kNow + R"SQL(, revoked_at TEXT);
CREATE INDEX IF NOT EXISTS api_keys_by_user ON api_keys(user_id);
CREATE TABLE IF NOT EXISTS usage(
  user_id BIGINT NOT NULL, day TEXT NOT NULL, counter TEXT NOT NULL, count BIGINT NOT NULL DEFAULT 0,
  rejected BIGINT NOT NULL DEFAULT 0, PRIMARY KEY(user_id, day, counter));
CREATE TABLE IF NOT EXISTS usage_pending(
  id TEXT PRIMARY KEY, user_id BIGINT NOT NULL, day TEXT NOT NULL, counter TEXT NOT NULL, owner TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS account_changes(id INT PRIMARY KEY, stamp BIGINT NOT NULL);
INSERT INTO account_changes VALUES(1, 0) ON CONFLICT DO NOTHING;
)SQL";
}

const char* kMigration2 = R"SQL(
CREATE TABLE IF NOT EXISTS usage_leases(
  id TEXT PRIMARY KEY, owner TEXT NOT NULL, user_id BIGINT NOT NULL, day TEXT NOT NULL, counter TEXT NOT NULL,
  granted BIGINT NOT NULL);
)SQL";

// The website (backend/web): users' passwords, sign-in sessions (by the SHA-256 of their id),
// failed sign-ins per subject and window, and secrets shared by every instance.
std::string migration3() {
  return std::string(R"SQL(
ALTER TABLE users ADD COLUMN IF NOT EXISTS password_hash TEXT;
CREATE TABLE IF NOT EXISTS web_sessions(
  hash TEXT PRIMARY KEY, user_id BIGINT NOT NULL REFERENCES users(id), expires_at BIGINT NOT NULL,
  created_at TEXT NOT NULL DEFAULT )SQL") + kNow + R"SQL();
CREATE INDEX IF NOT EXISTS web_sessions_by_expiry ON web_sessions(expires_at);
CREATE INDEX IF NOT EXISTS web_sessions_by_user ON web_sessions(user_id);
CREATE TABLE IF NOT EXISTS signin_failures(
  subject TEXT PRIMARY KEY, window_start BIGINT NOT NULL, failures BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS shared_secrets(name TEXT PRIMARY KEY, value TEXT NOT NULL);
)SQL";
}

// A lease another instance asks to be given back (AccountStore::recallLeases).
const char* kMigration4 = R"SQL(
ALTER TABLE usage_leases ADD COLUMN IF NOT EXISTS recalled INTEGER NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS usage_leases_by_owner ON usage_leases(owner);
)SQL";

const char* counterName(Counter c) { return c == Counter::Ai ? "ai" : "calls"; }
std::string num(std::int64_t v) { return std::to_string(v); }



void bumpStamp(pg::Connection& c) { c.exec("UPDATE account_changes SET stamp = stamp + 1 WHERE id = 1"); }

class PostgresAccountStore final : public AccountStore {
 public:
  PostgresAccountStore(const std::string& url, std::size_t connections) : pool_(url, connections) {
    auto c = pool_.borrow();
    migrate(*c);
  }

  std::string engine() const override { return "postgresql"; }

  int schemaVersion() override {
    auto c = pool_.borrow();
    return static_cast<int>(c->exec("SELECT version FROM errknow_schema WHERE id = 1").integer(0, 0));
  }

  void ping() override {
    auto c = pool_.borrow();
    c->exec("SELECT 1");
  }

  User addUser(const std::string& emailIn, const std::string& plan) override {
    const std::string email = normalizedEmail(emailIn);
    if (!plausibleEmail(email)) throw AccountError("'" + emailIn + "' is not an email address");
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    try {
      auto r = c->exec("INSERT INTO users(email, plan) VALUES($1, $2) RETURNING id, created_at", {email, plan});
      bumpStamp(*c);
      tx.commit();
      return User{r.integer(0, 0), email, plan, r.text(0, 1)};
    } catch (const pg::UniqueViolation&) {
      throw AccountError("a user with the email " + email + " already exists");
    }
  }

  std::optional<User> findUser(const std::string& emailIn) override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT id, email, plan, created_at FROM users WHERE email = $1", {normalizedEmail(emailIn)});
    if (r.rows() == 0) return std::nullopt;
    return User{r.integer(0, 0), r.text(0, 1), r.text(0, 2), r.text(0, 3)};
  }

  std::int64_t userCount() override {
    auto c = pool_.borrow();
    return c->exec("SELECT count(*) FROM users").integer(0, 0);
  }

  KeyInfo addKey(std::int64_t userId, const std::string& keyHash, const std::string& prefix) override {
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    auto r = c->exec("INSERT INTO api_keys(user_id, hash, prefix) VALUES($1, $2, $3) RETURNING id, created_at",
                     {num(userId), keyHash, prefix});
    bumpStamp(*c);
    tx.commit();
    return KeyInfo{r.integer(0, 0), userId, prefix, r.text(0, 1), false};
  }

  std::vector<KeyInfo> listKeys(std::int64_t userId) override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT id, prefix, created_at, revoked_at FROM api_keys WHERE user_id = $1 ORDER BY id", {num(userId)});
    std::vector<KeyInfo> out;
    for (int i = 0; i < r.rows(); ++i) out.push_back(KeyInfo{r.integer(i, 0), userId, r.text(i, 1), r.text(i, 2), !r.isNull(i, 3)});
    return out;
  }

  int revokeKeys(std::int64_t userId, const std::string& prefix) override {
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    auto r = c->exec(std::string("UPDATE api_keys SET revoked_at = ") + kNow +
                         " WHERE user_id = $1 AND revoked_at IS NULL AND ($2 = '' OR prefix = $2)",
                     {num(userId), prefix});
    bumpStamp(*c);
    tx.commit();
    return static_cast<int>(r.affected());
  }

  std::optional<Principal> findKey(const std::string& keyHash) override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT k.id, k.user_id, k.prefix, k.created_at, u.email, u.plan, u.created_at "
                     "FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.hash = $1 AND k.revoked_at IS NULL",
                     {keyHash});
    if (r.rows() == 0) return std::nullopt;
    Principal p;
    p.key = KeyInfo{r.integer(0, 0), r.integer(0, 1), r.text(0, 2), r.text(0, 3), false};
    p.user = User{r.integer(0, 1), r.text(0, 4), r.text(0, 5), r.text(0, 6)};
    return p;
  }

  std::uint64_t changeStamp() override {
    auto c = pool_.borrow();
    return static_cast<std::uint64_t>(c->exec("SELECT stamp FROM account_changes WHERE id = 1").integer(0, 0));
  }

  std::vector<std::optional<std::int64_t>> applyUsage(const std::vector<UsageOp>& ops) override {
    std::vector<std::optional<std::int64_t>> out(ops.size());
    if (ops.empty()) return out;
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    for (std::size_t i = 0; i < ops.size(); ++i) {
      const UsageOp& op = ops[i];
      const std::string counter = counterName(op.counter);
      if (op.rejection) {
        c->exec("INSERT INTO usage(user_id, day, counter, rejected) VALUES($1, $2, $3, $4) "
                "ON CONFLICT(user_id, day, counter) DO UPDATE SET rejected = usage.rejected + excluded.rejected",
                {num(op.userId), op.day, counter, num(op.rejections)});
        continue;
      }
      out[i] = bump(*c, op.userId, op.day, counter, op.limit);
    }
    tx.commit();
    return out;
  }

  std::optional<std::int64_t> consume(std::int64_t userId, const std::string& day, Counter counter, std::int64_t limit,
                                      const std::string& pendingId, const std::string& owner) override {
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    const auto count = bump(*c, userId, day, counterName(counter), limit);
    if (!count) return std::nullopt;  // rolled back: nothing changed
    if (!pendingId.empty())
      c->exec("INSERT INTO usage_pending(id, user_id, day, counter, owner) VALUES($1, $2, $3, $4, $5) "
              "ON CONFLICT(id) DO UPDATE SET user_id = excluded.user_id, day = excluded.day, "
              "counter = excluded.counter, owner = excluded.owner",
              {pendingId, num(userId), day, counterName(counter), owner});
    tx.commit();
    return count;
  }

  void confirm(const std::string& pendingId) override {
    auto c = pool_.borrow();
    c->exec("DELETE FROM usage_pending WHERE id = $1", {pendingId});
  }

  int recoverPending(bool (*isDead)(const std::string& owner)) override {
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    auto owners = c->exec("SELECT DISTINCT owner FROM usage_pending");
    int n = 0;
    for (int i = 0; i < owners.rows(); ++i) {
      const std::string o = owners.text(i, 0);
      if (!isDead(o)) continue;
      c->exec("UPDATE usage SET count = GREATEST(0, usage.count - p.n) FROM "
              "(SELECT user_id, day, counter, count(*) AS n FROM usage_pending WHERE owner = $1 GROUP BY 1, 2, 3) p "
              "WHERE usage.user_id = p.user_id AND usage.day = p.day AND usage.counter = p.counter",
              {o});
      n += static_cast<int>(c->exec("DELETE FROM usage_pending WHERE owner = $1", {o}).affected());
    }
    tx.commit();
    return n;
  }

  void refund(std::int64_t userId, const std::string& day, Counter counter, const std::string& pendingId) override {
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    c->exec("UPDATE usage SET count = count - 1 WHERE user_id = $1 AND day = $2 AND counter = $3 AND count > 0",
            {num(userId), day, counterName(counter)});
    if (!pendingId.empty()) c->exec("DELETE FROM usage_pending WHERE id = $1", {pendingId});
    tx.commit();
  }

  std::int64_t used(std::int64_t userId, const std::string& day, Counter counter) override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT count FROM usage WHERE user_id = $1 AND day = $2 AND counter = $3",
                     {num(userId), day, counterName(counter)});
    return r.rows() ? r.integer(0, 0) : 0;
  }

  LeaseGrant takeLease(const std::string& leaseId, const std::string& owner, std::int64_t userId,
                       const std::string& day, Counter counter, std::int64_t limit, std::int64_t want) override {
    const std::string name = counterName(counter);
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    ensureRow(*c, userId, day, name);
    // The row is locked until the transaction ends: the block is computed from the latest count.
    auto r = c->exec("SELECT count FROM usage WHERE user_id = $1 AND day = $2 AND counter = $3 FOR UPDATE",
                     {num(userId), day, name});
    const std::int64_t before = r.rows() ? r.integer(0, 0) : 0;
    const std::int64_t granted = std::max<std::int64_t>(0, std::min(want, limit - before));
    if (granted == 0) return LeaseGrant{0, before};
    c->exec("UPDATE usage SET count = count + $1 WHERE user_id = $2 AND day = $3 AND counter = $4",
            {num(granted), num(userId), day, name});
    c->exec("INSERT INTO usage_leases(id, owner, user_id, day, counter, granted) VALUES($1, $2, $3, $4, $5, $6)",
            {leaseId, owner, num(userId), day, name, num(granted)});
    tx.commit();
    return LeaseGrant{granted, before + granted};
  }

  void settleLease(const std::string& leaseId, std::int64_t unused) override {
    auto c = pool_.borrow();
    pg::Transaction tx(*c);
    c->exec("UPDATE usage SET count = GREATEST(0, usage.count - $1) FROM usage_leases l WHERE l.id = $2 "
            "AND usage.user_id = l.user_id AND usage.day = l.day AND usage.counter = l.counter",
            {num(std::max<std::int64_t>(0, unused)), leaseId});
    c->exec("DELETE FROM usage_leases WHERE id = $1", {leaseId});
    tx.commit();
  }

  std::vector<OpenLease> openLeases() override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT id, owner, granted FROM usage_leases ORDER BY id");
    std::vector<OpenLease> out;
    for (int i = 0; i < r.rows(); ++i) out.push_back(OpenLease{r.text(i, 0), r.text(i, 1), r.integer(i, 2)});
    return out;
  }

  int recallLeases(std::int64_t userId, const std::string& day, Counter counter, const std::string& exceptOwner) override {
    auto c = pool_.borrow();
    return static_cast<int>(c->exec("UPDATE usage_leases SET recalled = 1 WHERE user_id = $1 AND day = $2 AND counter = $3 "
                                    "AND owner <> $4",
                                    {num(userId), day, counterName(counter), exceptOwner})
                                .affected());
  }

  std::vector<std::string> recalledLeases(const std::string& owner) override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT id FROM usage_leases WHERE owner = $1 AND recalled = 1", {owner});
    std::vector<std::string> out;
    for (int i = 0; i < r.rows(); ++i) out.push_back(r.text(i, 0));
    return out;
  }

  // --- The website's state (schema v3) ---

  void setPasswordHash(std::int64_t userId, const std::string& hash) override {
    auto c = pool_.borrow();
    auto r = c->exec("UPDATE users SET password_hash = NULLIF($1, '') WHERE id = $2", {hash, num(userId)});
    if (r.affected() == 0) throw AccountError("no user with the id " + num(userId));
  }

  std::optional<std::string> passwordHash(std::int64_t userId) override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT password_hash FROM users WHERE id = $1", {num(userId)});
    if (r.rows() == 0 || r.isNull(0, 0)) return std::nullopt;
    return r.text(0, 0);
  }

  void addSession(const std::string& sessionHash, std::int64_t userId, std::int64_t expiresAt) override {
    auto c = pool_.borrow();
    c->exec("INSERT INTO web_sessions(hash, user_id, expires_at) VALUES($1, $2, $3)", {sessionHash, num(userId), num(expiresAt)});
  }

  std::optional<WebSession> findSession(const std::string& sessionHash, std::int64_t now) override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT u.id, u.email, u.plan, u.created_at, s.expires_at FROM web_sessions s "
                     "JOIN users u ON u.id = s.user_id WHERE s.hash = $1 AND s.expires_at > $2",
                     {sessionHash, num(now)});
    if (r.rows() == 0) return std::nullopt;
    return WebSession{User{r.integer(0, 0), r.text(0, 1), r.text(0, 2), r.text(0, 3)}, r.integer(0, 4)};
  }

  void deleteSession(const std::string& sessionHash) override {
    auto c = pool_.borrow();
    c->exec("DELETE FROM web_sessions WHERE hash = $1", {sessionHash});
  }

  int deleteUserSessions(std::int64_t userId) override {
    auto c = pool_.borrow();
    return static_cast<int>(c->exec("DELETE FROM web_sessions WHERE user_id = $1", {num(userId)}).affected());
  }

  SignInFailures noteSignInFailure(const std::string& subject, std::int64_t now, std::int64_t windowSeconds) override {
    auto c = pool_.borrow();
    // One statement: the row is locked by the upsert, so concurrent instances never lose a failure.
    auto r = c->exec("INSERT INTO signin_failures AS f (subject, window_start, failures) VALUES($1, $2::bigint, 1) "
                     "ON CONFLICT(subject) DO UPDATE SET "
                     "failures = CASE WHEN f.window_start <= $2::bigint - $3::bigint THEN 1 ELSE f.failures + 1 END, "
                     "window_start = CASE WHEN f.window_start <= $2::bigint - $3::bigint THEN $2::bigint ELSE f.window_start END "
                     "RETURNING failures, window_start",
                     {subject, num(now), num(windowSeconds)});
    return r.rows() ? SignInFailures{r.integer(0, 0), r.integer(0, 1)} : SignInFailures{};
  }

  SignInFailures signInFailures(const std::string& subject, std::int64_t now, std::int64_t windowSeconds) override {
    auto c = pool_.borrow();
    auto r = c->exec("SELECT failures, window_start FROM signin_failures WHERE subject = $1 AND window_start > $2::bigint",
                     {subject, num(now - windowSeconds)});
    return r.rows() ? SignInFailures{r.integer(0, 0), r.integer(0, 1)} : SignInFailures{};
  }

  void clearSignInFailures(const std::string& subject) override {
    auto c = pool_.borrow();
    c->exec("DELETE FROM signin_failures WHERE subject = $1", {subject});
  }

  int pruneSignInState(std::int64_t now) override {
    auto c = pool_.borrow();
    const auto sessions = c->exec("DELETE FROM web_sessions WHERE expires_at <= $1", {num(now)}).affected();
    const auto failures = c->exec("DELETE FROM signin_failures WHERE window_start < $1", {num(now - 86400)}).affected();
    return static_cast<int>(sessions + failures);
  }

  std::string sharedSecret(const std::string& name, const std::string& candidate) override {
    auto c = pool_.borrow();
    c->exec("INSERT INTO shared_secrets(name, value) VALUES($1, $2) ON CONFLICT(name) DO NOTHING", {name, candidate});
    auto r = c->exec("SELECT value FROM shared_secrets WHERE name = $1", {name});
    if (r.rows() == 0) throw AccountError("the shared secret " + name + " could not be stored");
    return r.text(0, 0);
  }

 private:
  static void ensureRow(pg::Connection& c, std::int64_t userId, const std::string& day, const std::string& counter) {
    c.exec("INSERT INTO usage(user_id, day, counter) VALUES($1, $2, $3) ON CONFLICT DO NOTHING", {num(userId), day, counter});
  }

  // One more on the counter if it is below `limit`: the count after, or nullopt.
  static std::optional<std::int64_t> bump(pg::Connection& c, std::int64_t userId, const std::string& day,
                                          const std::string& counter, std::int64_t limit) {
    ensureRow(c, userId, day, counter);
    auto r = c.exec("UPDATE usage SET count = count + 1 WHERE user_id = $1 AND day = $2 AND counter = $3 AND count < $4 "
                    "RETURNING count",
                    {num(userId), day, counter, num(limit)});
    if (r.rows() == 0) return std::nullopt;
    return r.integer(0, 0);
  }

  // Brings the schema to kSchemaVersion; one instance at a time (an advisory lock), each step once.
  static void migrate(pg::Connection& c) {
    pg::Transaction tx(c);
    c.exec("SELECT pg_advisory_xact_lock(4242000001)");
    c.script("CREATE TABLE IF NOT EXISTS errknow_schema(id INT PRIMARY KEY, version INT NOT NULL);"
             "INSERT INTO errknow_schema VALUES(1, 0) ON CONFLICT DO NOTHING;");
    const int version = static_cast<int>(c.exec("SELECT version FROM errknow_schema WHERE id = 1").integer(0, 0));
    if (version > kSchemaVersion)
      throw AccountError("the accounts store has schema version " + std::to_string(version) +
                         ", newer than this build knows (" + std::to_string(kSchemaVersion) + "): upgrade errknow");
    if (version < 1) c.script(migration1());
    if (version < 2) c.script(kMigration2);
    if (version < 3) c.script(migration3());
    if (version < 4) c.script(kMigration4);
    c.exec("UPDATE errknow_schema SET version = $1 WHERE id = 1", {std::to_string(kSchemaVersion)});
    tx.commit();
  }

  pg::Pool pool_;
};

}  // namespace

std::unique_ptr<AccountStore> openPostgresStore(const std::string& url, std::size_t connections) {
  return std::make_unique<PostgresAccountStore>(url, connections);
}

}  // namespace errknow::accounts
