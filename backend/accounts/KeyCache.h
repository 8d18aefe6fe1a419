// A cache of API key look-ups in front of the accounts store. Every API request needs its key's
// user and plan; the store answers in tens of microseconds, the cache in well under one. Answers
// are kept while the store's change stamp stays the same, so a key revoked by `errknow keys
// revoke` in another process is refused on the very next request, not after a delay.
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "AccountStore.h"

namespace errknow::accounts {

class KeyCache {
 public:
  explicit KeyCache(AccountStore& store, std::size_t capacity = 10000) : store_(store), capacity_(capacity) {}

  // As AccountStore::findKey. Unknown keys are not cached: each one asks the store again.
  std::optional<Principal> find(const std::string& keyHash);

 private:
  AccountStore& store_;
  std::size_t capacity_;
  std::mutex mutex_;
  std::uint64_t stamp_ = 0;
  bool valid_ = false;
  std::unordered_map<std::string, Principal> entries_;
};

}  // namespace errknow::accounts
