// The accounts store: users, API keys, plans' daily usage. One interface, so that the SQLite
// engine (the default, one machine) and a PostgreSQL engine (many instances, the production
// issue) pass the same tests. Implementations are safe to call from many threads, and their
// counters are exact across threads and processes: consume() never lets N+1 calls through.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace errknow::accounts {

struct AccountError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct User {
  std::int64_t id = 0;
  std::string email;
  std::string plan;
  std::string createdAt;  // ISO 8601 UTC
};

struct KeyInfo {
  std::int64_t id = 0;
  std::int64_t userId = 0;
  std::string prefix;     // the first 10 characters ("ek_" + 7), safe to show and log
  std::string createdAt;
  bool revoked = false;
};

// What an authenticated request knows about its caller.
struct Principal {
  User user;
  KeyInfo key;
};

enum class Counter { Calls, Ai };

// One counter operation of a batch (see applyUsage): a consume() with its limit, or, when
// `rejection` is set, calls refused with 429 (for the operators' figures; not counted against anything).
struct UsageOp {
  std::int64_t userId = 0;
  std::string day;
  Counter counter = Counter::Calls;
  std::int64_t limit = 0;
  bool rejection = false;
  std::int64_t rejections = 1;  // how many refused calls a rejection op records
};

// A block of calls taken from a counter at once by one process (see QuotaLedger): the store counts
// the whole block as used when it is taken, and settleLease() gives back what was not used.
struct LeaseGrant {
  std::int64_t granted = 0;     // 0 when the limit was already reached
  std::int64_t countAfter = 0;  // the counter once the block is taken
};
struct OpenLease {
  std::string id;
  std::string owner;
  std::int64_t granted = 0;
};

// The website's signed-in state (backend/web): a session is known by the SHA-256 (hex) of its
// random id, never the id itself; times are Unix seconds.
struct WebSession {
  User user;
  std::int64_t expiresAt = 0;
};
// Failed sign-ins of one subject ("email:..." or "addr:...") in the current fixed window.
struct SignInFailures {
  std::int64_t failures = 0;
  std::int64_t windowStart = 0;  // Unix seconds; the window ends at windowStart + window length
};

class AccountStore {
 public:
  virtual ~AccountStore() = default;

  // "sqlite" or "postgresql".
  virtual std::string engine() const = 0;
  // The schema version the store is at (migrations run when it is opened).
  virtual int schemaVersion() = 0;
  // Throws AccountError when the store cannot answer now (the database is down): /readyz.
  virtual void ping() = 0;

  // Throws AccountError when the email exists or is not an address.
  virtual User addUser(const std::string& email, const std::string& plan) = 0;
  virtual std::optional<User> findUser(const std::string& email) = 0;
  virtual std::int64_t userCount() = 0;

  // Stores the key's SHA-256 and prefix; the key itself is never stored.
  virtual KeyInfo addKey(std::int64_t userId, const std::string& keyHash, const std::string& prefix) = 0;
  virtual std::vector<KeyInfo> listKeys(std::int64_t userId) = 0;
  // Revokes the user's active keys (all when prefix is empty); returns how many.
  virtual int revokeKeys(std::int64_t userId, const std::string& prefix) = 0;
  // The active key with this SHA-256, and its user.
  virtual std::optional<Principal> findKey(const std::string& keyHash) = 0;
  // A number that changes whenever users or keys may have changed, through this object or any
  // other writer of the same store, so that callers can cache findKey() answers: a cached answer
  // is good while the stamp stays the same.
  virtual std::uint64_t changeStamp() = 0;

  // Adds one to the counter of (user, day) if it is below limit; returns the count after the
  // call, or nullopt when the limit was already reached (nothing changed). With a `pendingId`,
  // the charge is also noted as pending in the same transaction, owned by `owner` (a process):
  // confirm() it once the answer is written; recoverPending() takes back the pending charges of
  // processes that died before answering, so that after a crash the stored count equals the
  // answers clients received.
  virtual std::optional<std::int64_t> consume(std::int64_t userId, const std::string& day, Counter counter,
                                              std::int64_t limit, const std::string& pendingId = {},
                                              const std::string& owner = {}) = 0;
  virtual void confirm(const std::string& pendingId) = 0;
  // Rolls back the pending charges whose owner `isDead` says is gone; returns how many.
  virtual int recoverPending(bool (*isDead)(const std::string& owner)) = 0;
  // Gives one back (after an AI call that failed); never below zero. Drops the pending note.
  virtual void refund(std::int64_t userId, const std::string& day, Counter counter, const std::string& pendingId = {}) = 0;
  virtual std::int64_t used(std::int64_t userId, const std::string& day, Counter counter) = 0;
  // Many counter operations at once, committed together where the engine can (one transaction
  // instead of one per call). Answer i is consume()'s answer for ops[i]; nullopt for rejections.
  // Either every operation takes effect or, when it throws, none does.
  virtual std::vector<std::optional<std::int64_t>> applyUsage(const std::vector<UsageOp>& ops) = 0;

  // Takes up to `want` calls of (user, day, counter) at once, never beyond `limit`, and notes the
  // lease as `leaseId`, owned by `owner` (a process), in the same transaction.
  virtual LeaseGrant takeLease(const std::string& leaseId, const std::string& owner, std::int64_t userId,
                               const std::string& day, Counter counter, std::int64_t limit, std::int64_t want) = 0;
  // Ends a lease: `unused` of its calls go back to the counter (never below zero) and its note is
  // dropped. Ending a lease that is not noted (already settled) changes nothing.
  virtual void settleLease(const std::string& leaseId, std::int64_t unused) = 0;
  // Every lease not yet settled, of every owner.
  virtual std::vector<OpenLease> openLeases() = 0;

  // --- The website: passwords, sessions, sign-in throttling, shared secrets (schema v3) ---
  // The user's password as an argon2id string (crypto_pwhash_str); empty `hash` removes it.
  virtual void setPasswordHash(std::int64_t userId, const std::string& hash) = 0;
  // nullopt when the user has no password (made by `errknow users add` and not yet given one).
  virtual std::optional<std::string> passwordHash(std::int64_t userId) = 0;
  virtual void addSession(const std::string& sessionHash, std::int64_t userId, std::int64_t expiresAt) = 0;
  // The session and its user while `now` is before its expiry; nullopt when unknown or expired.
  virtual std::optional<WebSession> findSession(const std::string& sessionHash, std::int64_t now) = 0;
  virtual void deleteSession(const std::string& sessionHash) = 0;
  // Ends every session of the user (after a password change); returns how many.
  virtual int deleteUserSessions(std::int64_t userId) = 0;
  // Counts one failed sign-in of `subject` in a fixed window of `windowSeconds` (a new window
  // starts when the last one has ended) and answers the window's count after it, atomically
  // across processes.
  virtual SignInFailures noteSignInFailure(const std::string& subject, std::int64_t now, std::int64_t windowSeconds) = 0;
  // The failures of the subject's current window (0 when it has ended).
  virtual SignInFailures signInFailures(const std::string& subject, std::int64_t now, std::int64_t windowSeconds) = 0;
  virtual void clearSignInFailures(const std::string& subject) = 0;
  // Removes expired sessions and failure windows older than a day; returns the rows removed.
  virtual int pruneSignInState(std::int64_t now) = 0;
  // The secret stored under `name`; the first caller's `candidate` (random) is stored and every
  // later caller, in any process, gets that same value.
  virtual std::string sharedSecret(const std::string& name, const std::string& candidate) = 0;
  // Asks the owners other than `exceptOwner` of open leases on (user, day, counter) to give back
  // their unused calls (a process refused at the limit does, see QuotaLedger); returns how many
  // leases were asked.
  virtual int recallLeases(std::int64_t userId, const std::string& day, Counter counter, const std::string& exceptOwner) = 0;
  // The open leases of `owner` that another process has recalled.
  virtual std::vector<std::string> recalledLeases(const std::string& owner) = 0;
};

// Opens (creating if needed) the SQLite store at `path`: WAL, synchronous=NORMAL. Throws AccountError.
std::unique_ptr<AccountStore> openSqliteStore(const std::string& path);

// Connects to the PostgreSQL store at `url` (postgresql://user:password@host:port/db?...) with a
// pool of up to `connections` connections, and brings its schema up to date. Throws AccountError.
std::unique_ptr<AccountStore> openPostgresStore(const std::string& url, std::size_t connections = 16);

// The store named by a setting: a postgresql:// or postgres:// URL, or a file path (SQLite).
// Throws AccountError.
std::unique_ptr<AccountStore> openStore(const std::string& location);

}  // namespace errknow::accounts
