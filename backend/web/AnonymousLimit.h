// The daily number of website analyses a client address may make without signing in (the
// `web_analyses_per_day` setting). Counted in this process's memory per UTC day: each instance
// behind a load balancer counts its own. The table holds at most kMaxAddresses addresses a day;
// past that, new addresses are refused until the day turns (memory stays bounded under a flood).
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>

namespace errknow::backend::web {

class AnonymousLimit {
 public:
  static constexpr std::size_t kMaxAddresses = 200000;
  explicit AnonymousLimit(std::int64_t perDay) : perDay_(perDay) {}
  // Counts one analysis of `address` on `day` ("2026-11-29"); false when the limit is reached.
  bool take(const std::string& address, const std::string& day);
  std::int64_t perDay() const { return perDay_; }

 private:
  std::int64_t perDay_;
  std::mutex mutex_;
  std::string day_;
  std::unordered_map<std::string, std::int64_t> used_;
};

}  // namespace errknow::backend::web
