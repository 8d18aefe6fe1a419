// Daily call quotas counted in memory, exactly. Committing one store transaction per answered
// call made the store the server's limit, so each process takes blocks of calls from the store at
// once (a lease: the store counts the block as used when it is taken) and hands them out in
// memory; each call handed out is counted in the LeaseJournal once its answer is written (see
// Unconfirmed). Leases
// that sit unused for a second, and all of them at shutdown, give their unused calls back; after a
// kill -9 the next start gives back what the journal says was not used (recover()).
//
// Callers below a few calls a second are counted in the store call by call instead (through the
// UsageBatcher's group commit): leases only pay off for busy callers, and without them every
// process's X-RateLimit-Remaining is the exact count.
//
// What holds: no caller ever gets more than its limit, across threads and processes (the store
// decides every lease); every answered call stays counted through a kill -9; and no call is
// refused while calls of the limit are still free: a process refused by the store while other
// processes hold leases on the same counter recalls them (noted in the store; each holder answers
// on its next settle round, every 100 ms) and tries again for up to `recallWait` before it
// refuses. What is traded: a call near the limit may wait that long, and X-RateLimit-Remaining
// counts other processes' unused leased calls as used.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>

#include "AccountStore.h"
#include "LeaseJournal.h"
#include "UsageBatcher.h"

namespace errknow::accounts {

class QuotaLedger {
 public:
  // `journal` may be null: every call then goes to the store one by one (through `fallback`).
  // A caller making at most `directPerSecond` calls a second on this process is counted in the
  // store call by call (group-committed, so every process's X-RateLimit-Remaining is exact); past
  // that rate it gets leases. 0: always leases.
  QuotaLedger(AccountStore& store, UsageBatcher& fallback, std::string owner, std::unique_ptr<LeaseJournal> journal,
              std::chrono::milliseconds recallWait = std::chrono::milliseconds(1500), int directPerSecond = 0);
  ~QuotaLedger();

  struct Account;  // one caller's lease, defined in QuotaLedger.cpp

  // A call handed out from a lease whose journal count waits for confirm(): the server confirms
  // once the answer is written, so that a kill -9 between the two gives the call back (the client
  // saw no answer) instead of keeping it as used. The window left, after the write and before the
  // count, is a few instructions long rather than the whole rendering and sending of the answer.
  struct Unconfirmed {
    std::shared_ptr<Account> account;  // null: nothing to confirm
    std::string leaseId;
    int slot = -1;
  };

  // Counts one call of (user, day) against `limit`; the calls used after it, or nullopt when the
  // limit is reached. Throws what the store throws. With `later`, a call from a lease is counted
  // in the journal only by confirm(*later); without it, at once.
  std::optional<std::int64_t> take(std::int64_t userId, const std::string& day, std::int64_t limit,
                                   Unconfirmed* later = nullptr);
  // Counts the call in the journal, unless its lease was settled meanwhile (the store then holds
  // the call as used already). Empties `call`; an empty one is a no-op.
  void confirm(Unconfirmed& call);
  // The calls (user, day) has used, this process's unused leased calls not counted.
  std::int64_t used(std::int64_t userId, const std::string& day);
  // Notes a call refused with 429, for the operators' figures; written by flushRejections().
  void noteRejection(std::int64_t userId, const std::string& day, Counter counter);
  void flushRejections();
  // Gives back the unused calls of leases not used for `idle`; returns how many leases ended.
  int settleIdle(std::chrono::steady_clock::duration idle);
  // Gives back every lease's unused calls and removes the journal (at shutdown).
  void settleAll();
  // Gives back the leases other processes have recalled; returns how many ended.
  int answerRecalls();

  // At start: ends the open leases of owners `isDead` says are gone, giving back what their
  // journals (found by `journalOf(owner)`, a path) say was not used; a lease whose journal is
  // missing is kept as fully used. Returns the calls given back.
  static std::int64_t recover(AccountStore& store, bool (*isDead)(const std::string& owner),
                              const std::function<std::string(const std::string& owner)>& journalOf);

  // How many calls the next lease asks for, given what is left of the limit.
  static std::int64_t leaseSize(std::int64_t limit, std::int64_t usedSoFar);

 private:
  std::shared_ptr<Account> account(std::int64_t userId);
  bool settle(Account& a);  // with a's lock held
  // attempt() until succeeded(result); while it fails and other processes hold leases on the
  // counter, recalls them and tries again, for up to recallWait_.
  template <typename Attempt, typename Succeeded>
  auto withRecalls(std::int64_t userId, const std::string& day, Attempt attempt, Succeeded succeeded);
  // takeLease, and when the limit is reached while others hold leases, recalls and tries again.
  LeaseGrant takeOrRecall(const std::string& id, std::int64_t userId, const std::string& day, std::int64_t limit,
                          std::int64_t usedSoFar);

  AccountStore& store_;
  UsageBatcher& fallback_;
  std::string owner_;
  std::unique_ptr<LeaseJournal> journal_;
  std::chrono::milliseconds recallWait_;
  int directPerSecond_;
  std::mutex mutex_;
  std::map<std::int64_t, std::shared_ptr<Account>> accounts_;
  std::map<std::tuple<std::int64_t, std::string, Counter>, std::int64_t> rejections_;
};

}  // namespace errknow::accounts
