// A cache of API key look-ups in front of the accounts store. Every API request needs its key's
// user and plan; the store answers in tens of microseconds (SQLite) or a network round trip
// (PostgreSQL), the cache in well under one. Answers are kept while the store's change stamp stays
// the same. With `recheck` zero the stamp is read on every look-up, so a key revoked by `errknow
// keys revoke` is refused on the very next request (SQLite: a local read, from the database only
// after a commit); otherwise it is read at most once per `recheck`, so a revoked key stops working
// within that time on every instance (PostgreSQL: `key_cache_seconds`).
#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "AccountStore.h"

namespace errknow::accounts {

class KeyCache {
 public:
  explicit KeyCache(AccountStore& store, std::chrono::milliseconds recheck = std::chrono::milliseconds(0),
                    std::size_t capacity = 10000)
      : store_(store), recheck_(recheck), capacity_(capacity) {}

  // As AccountStore::findKey. Unknown keys are not cached: each one asks the store again.
  std::optional<Principal> find(const std::string& keyHash);

 private:
  std::uint64_t stamp();

  AccountStore& store_;
  std::chrono::milliseconds recheck_;
  std::size_t capacity_;
  std::mutex stampMutex_;
  std::chrono::steady_clock::time_point stampReadAt_{};
  std::uint64_t lastStamp_ = 0;
  bool stampRead_ = false;
  std::mutex mutex_;
  std::uint64_t stamp_ = 0;
  bool valid_ = false;
  std::unordered_map<std::string, Principal> entries_;
};

}  // namespace errknow::accounts
