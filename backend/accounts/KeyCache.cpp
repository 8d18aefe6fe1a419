// A cache of API key look-ups, invalidated by the store's change stamp: see KeyCache.h.
#include "KeyCache.h"

namespace errknow::accounts {

std::uint64_t KeyCache::stamp() {
  if (recheck_.count() == 0) return store_.changeStamp();
  std::lock_guard<std::mutex> lock(stampMutex_);
  const auto now = std::chrono::steady_clock::now();
  if (!stampRead_ || now - stampReadAt_ >= recheck_) {
    lastStamp_ = store_.changeStamp();
    stampReadAt_ = now;
    stampRead_ = true;
  }
  return lastStamp_;
}

std::optional<Principal> KeyCache::find(const std::string& keyHash) {
  const std::uint64_t stamp = this->stamp();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!valid_ || stamp != stamp_) {
      entries_.clear();
      stamp_ = stamp;
      valid_ = true;
    }
    auto it = entries_.find(keyHash);
    if (it != entries_.end()) return it->second;
  }
  auto found = store_.findKey(keyHash);
  if (!found) return found;
  std::lock_guard<std::mutex> lock(mutex_);
  // Keep it only if nothing changed while the store was asked (else the answer may be stale).
  if (valid_ && stamp_ == stamp) {
    if (entries_.size() >= capacity_) entries_.clear();
    entries_.emplace(keyHash, *found);
  }
  return found;
}

}  // namespace errknow::accounts
