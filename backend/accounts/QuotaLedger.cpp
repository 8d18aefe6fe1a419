// Daily call quotas counted in memory from leases: see QuotaLedger.h.
#include "QuotaLedger.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <thread>
#include <vector>

#include "Keys.h"

namespace errknow::accounts {

struct QuotaLedger::Account {
  std::mutex mutex;
  std::string day;
  std::string leaseId;  // empty: no lease open
  int slot = -1;
  std::int64_t remaining = 0;   // leased calls not yet handed out
  std::int64_t countAfter = 0;  // the store's count when the lease was taken
  std::chrono::steady_clock::time_point lastUse;
  std::chrono::steady_clock::time_point rateWindow;  // the second whose calls `callsInWindow` counts
  int callsInWindow = 0;
};

QuotaLedger::QuotaLedger(AccountStore& store, UsageBatcher& fallback, std::string owner,
                         std::unique_ptr<LeaseJournal> journal, std::chrono::milliseconds recallWait, int directPerSecond)
    : store_(store),
      fallback_(fallback),
      owner_(std::move(owner)),
      journal_(std::move(journal)),
      recallWait_(recallWait),
      directPerSecond_(directPerSecond) {}

QuotaLedger::~QuotaLedger() = default;

std::int64_t QuotaLedger::leaseSize(std::int64_t limit, std::int64_t usedSoFar) {
  // A sixteenth of what is left, so that near the limit leases shrink to single calls and several
  // processes sharing a store never strand more than a few calls; at most 1,000 at once.
  return std::clamp<std::int64_t>((limit - usedSoFar) / 16, 1, 1000);
}

std::shared_ptr<QuotaLedger::Account> QuotaLedger::account(std::int64_t userId) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto& a = accounts_[userId];
  if (!a) a = std::make_shared<Account>();
  return a;
}

template <typename Attempt, typename Succeeded>
auto QuotaLedger::withRecalls(std::int64_t userId, const std::string& day, Attempt attempt, Succeeded succeeded) {
  auto result = attempt();
  const auto deadline = std::chrono::steady_clock::now() + recallWait_;
  // At the limit in the store, but other processes may hold calls they have not used: ask for
  // them (again on every try, since a holder may take a new lease meanwhile) until none is held.
  while (!succeeded(result) && std::chrono::steady_clock::now() < deadline &&
         store_.recallLeases(userId, day, Counter::Calls, owner_) > 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    result = attempt();
  }
  return result;
}

bool QuotaLedger::settle(Account& a) {
  if (a.leaseId.empty()) return false;
  store_.settleLease(a.leaseId, a.remaining);  // throws: the lease stays open, tried again later
  if (journal_ && a.slot >= 0) journal_->release(a.slot);
  a.countAfter -= a.remaining;
  a.leaseId.clear();
  a.slot = -1;
  a.remaining = 0;
  return true;
}

std::optional<std::int64_t> QuotaLedger::take(std::int64_t userId, const std::string& day, std::int64_t limit,
                                              Unconfirmed* later) {
  if (!journal_) return fallback_.consume(userId, day, Counter::Calls, limit);
  auto acc = account(userId);
  std::lock_guard<std::mutex> lock(acc->mutex);
  Account& a = *acc;
  if (a.day != day) {  // a new day: yesterday's lease ends, the count starts again
    settle(a);
    a.day = day;
    a.countAfter = 0;
  }
  const auto now = std::chrono::steady_clock::now();
  // A quiet caller (no lease used in the last second, at most directPerSecond_ calls in this
  // one): counted in the store call by call, until it gets busy.
  if (a.remaining == 0 && directPerSecond_ > 0 && now - a.lastUse >= std::chrono::seconds(1)) {
    if (now - a.rateWindow >= std::chrono::seconds(1)) {
      a.rateWindow = now;
      a.callsInWindow = 0;
    }
    if (++a.callsInWindow <= directPerSecond_) {
      settle(a);  // an exhausted lease: its note goes
      const auto count = withRecalls(
          userId, day, [&] { return fallback_.consume(userId, day, Counter::Calls, limit); },
          [](const std::optional<std::int64_t>& n) { return n.has_value(); });
      if (count) a.countAfter = *count;
      return count;
    }
  }
  if (a.remaining == 0) {
    settle(a);  // an exhausted lease: its note goes
    const std::string id = randomHex(12);
    const int slot = journal_->claim(id);  // noted before the store grants, so a crash in between is harmless
    if (slot < 0) return fallback_.consume(userId, day, Counter::Calls, limit);
    LeaseGrant grant;
    try {
      grant = takeOrRecall(id, userId, day, limit, a.countAfter);
    } catch (...) {
      journal_->release(slot);
      throw;
    }
    a.countAfter = grant.countAfter;
    if (grant.granted == 0) {
      journal_->release(slot);
      return std::nullopt;
    }
    a.leaseId = id;
    a.slot = slot;
    a.remaining = grant.granted;
  }
  if (later) {
    *later = Unconfirmed{acc, a.leaseId, a.slot};
  } else {
    journal_->count(a.slot);
  }
  --a.remaining;
  a.lastUse = now;
  return a.countAfter - a.remaining;
}

void QuotaLedger::confirm(Unconfirmed& call) {
  if (!call.account) return;
  {
    std::lock_guard<std::mutex> lock(call.account->mutex);
    // A settled lease's slot may already name another lease: only this lease's slot is counted.
    if (call.account->leaseId == call.leaseId && call.account->slot == call.slot) journal_->count(call.slot);
  }
  call = Unconfirmed{};
}

LeaseGrant QuotaLedger::takeOrRecall(const std::string& id, std::int64_t userId, const std::string& day,
                                     std::int64_t limit, std::int64_t usedSoFar) {
  return withRecalls(
      userId, day,
      [&] {
        const LeaseGrant grant =
            store_.takeLease(id, owner_, userId, day, Counter::Calls, limit, leaseSize(limit, usedSoFar));
        usedSoFar = grant.countAfter;  // the next try asks for a lease sized to what is left
        return grant;
      },
      [](const LeaseGrant& grant) { return grant.granted > 0; });
}

int QuotaLedger::answerRecalls() {
  if (!journal_) return 0;
  const std::vector<std::string> recalled = store_.recalledLeases(owner_);
  if (recalled.empty()) return 0;
  std::vector<std::shared_ptr<Account>> all;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& [id, a] : accounts_) all.push_back(a);
  }
  int n = 0;
  for (auto& a : all) {
    std::lock_guard<std::mutex> lock(a->mutex);
    if (a->leaseId.empty() || std::find(recalled.begin(), recalled.end(), a->leaseId) == recalled.end()) continue;
    if (settle(*a)) ++n;
  }
  return n;
}

std::int64_t QuotaLedger::used(std::int64_t userId, const std::string& day) {
  auto acc = account(userId);
  std::lock_guard<std::mutex> lock(acc->mutex);
  const std::int64_t stored = store_.used(userId, day, Counter::Calls);
  return acc->day == day && !acc->leaseId.empty() ? std::max<std::int64_t>(0, stored - acc->remaining) : stored;
}

void QuotaLedger::noteRejection(std::int64_t userId, const std::string& day, Counter counter) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++rejections_[{userId, day, counter}];
}

void QuotaLedger::flushRejections() {
  std::vector<UsageOp> ops;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (const auto& [k, n] : rejections_) ops.push_back(UsageOp{std::get<0>(k), std::get<1>(k), std::get<2>(k), 0, true, n});
    rejections_.clear();
  }
  if (ops.empty()) return;
  try {
    store_.applyUsage(ops);
  } catch (const std::exception&) {
    std::lock_guard<std::mutex> lock(mutex_);  // kept for the next round
    for (const auto& op : ops) rejections_[{op.userId, op.day, op.counter}] += op.rejections;
  }
}

int QuotaLedger::settleIdle(std::chrono::steady_clock::duration idle) {
  std::vector<std::shared_ptr<Account>> all;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& [id, a] : accounts_) all.push_back(a);
  }
  const auto now = std::chrono::steady_clock::now();
  int n = 0;
  for (auto& a : all) {
    std::unique_lock<std::mutex> lock(a->mutex, std::try_to_lock);
    if (!lock.owns_lock() || a->leaseId.empty() || now - a->lastUse < idle) continue;
    try {
      if (settle(*a)) ++n;
    } catch (const std::exception&) {
      // The store is unavailable: the lease stays open and is settled on a later round.
    }
  }
  return n;
}

void QuotaLedger::settleAll() {
  std::vector<std::shared_ptr<Account>> all;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& [id, a] : accounts_) all.push_back(a);
  }
  flushRejections();
  bool allSettled = true;
  for (auto& a : all) {
    std::lock_guard<std::mutex> lock(a->mutex);
    try {
      settle(*a);
    } catch (const std::exception&) {
      allSettled = false;  // the journal stays, so the next start settles it
    }
  }
  if (journal_ && allSettled) journal_->remove();
}

std::int64_t QuotaLedger::recover(AccountStore& store, bool (*isDead)(const std::string& owner),
                                  const std::function<std::string(const std::string& owner)>& journalOf) {
  std::map<std::string, std::map<std::string, std::int64_t>> journals;  // owner -> lease -> used
  std::set<std::string> deadOwners;
  std::int64_t givenBack = 0;
  for (const OpenLease& lease : store.openLeases()) {
    if (!isDead(lease.owner)) continue;
    deadOwners.insert(lease.owner);
    auto it = journals.find(lease.owner);
    if (it == journals.end()) it = journals.emplace(lease.owner, LeaseJournal::read(journalOf(lease.owner))).first;
    const auto used = it->second.find(lease.id);
    // No journal entry: nothing proves calls went unanswered, so the whole lease stays counted.
    const std::int64_t unused = used == it->second.end() ? 0 : std::max<std::int64_t>(0, lease.granted - used->second);
    store.settleLease(lease.id, unused);
    givenBack += unused;
  }
  for (const auto& owner : deadOwners) std::remove(journalOf(owner).c_str());
  return givenBack;
}

}  // namespace errknow::accounts
