// Group commit for the quota counters. Every API answer bumps a counter in the accounts store,
// and one write transaction per answer made the store the server's bottleneck. Callers of
// consume() here wait while one of them, the leader, applies everything queued so far in one
// transaction (AccountStore::applyUsage); the others find their answers done when it returns.
// Each call still returns only once its charge is committed, so a crash never loses a charge
// whose answer was sent, and the limits stay exact because the store decides every charge.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "AccountStore.h"

namespace errknow::accounts {

class UsageBatcher {
 public:
  explicit UsageBatcher(AccountStore& store) : store_(store) {}

  // As AccountStore::consume (without pending notes); throws what the store throws.
  std::optional<std::int64_t> consume(std::int64_t userId, const std::string& day, Counter counter, std::int64_t limit);

 private:
  struct Slot {
    UsageOp op;
    std::optional<std::int64_t> result;
    std::exception_ptr error;
    bool done = false;
  };
  std::optional<std::int64_t> submit(UsageOp op);

  AccountStore& store_;
  std::mutex mutex_;
  std::condition_variable doneCv_;
  std::vector<Slot*> queue_;
  bool leading_ = false;
};

}  // namespace errknow::accounts
