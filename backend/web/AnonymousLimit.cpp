// See AnonymousLimit.h.
#include "web/AnonymousLimit.h"

namespace errknow::backend::web {

bool AnonymousLimit::take(const std::string& address, const std::string& day) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (day != day_) {
    used_.clear();
    day_ = day;
  }
  auto it = used_.find(address);
  if (it == used_.end()) {
    if (used_.size() >= kMaxAddresses || perDay_ < 1) return false;
    used_.emplace(address, 1);
    return true;
  }
  if (it->second >= perDay_) return false;
  ++it->second;
  return true;
}

}  // namespace errknow::backend::web
