// Remembers which users have spent their daily call quota, so that the calls they keep sending
// are refused before any work is done (no analysis, no store transaction). Sound because the
// daily call counter never goes down within a day; a plan with a higher limit (an upgrade
// during the day) is asked again.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace errknow::accounts {

class SpentQuotas {
 public:
  void markSpent(std::int64_t userId, const std::string& day, std::int64_t limit) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (day != day_) {  // a new day: yesterday's marks mean nothing
      spent_.clear();
      day_ = day;
    }
    spent_[userId] = limit;
  }
  bool isSpent(std::int64_t userId, const std::string& day, std::int64_t limit) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (day != day_) return false;
    auto it = spent_.find(userId);
    return it != spent_.end() && limit <= it->second;
  }

 private:
  std::mutex mutex_;
  std::string day_;
  std::map<std::int64_t, std::int64_t> spent_;  // user -> the limit that was reached
};

}  // namespace errknow::accounts
