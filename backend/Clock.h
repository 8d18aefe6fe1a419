// The clock behind the daily quotas: the UTC day and the seconds until its end. An interface so
// that tests can move time; the server uses SystemClock.
#pragma once

#include <chrono>
#include <ctime>
#include <string>

namespace errknow::backend {

class Clock {
 public:
  virtual ~Clock() = default;
  virtual std::chrono::system_clock::time_point now() const = 0;

  std::string utcDay() const {
    const std::time_t t = std::chrono::system_clock::to_time_t(now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
  }
  // Seconds until the next 00:00 UTC, at least 1.
  long secondsUntilReset() const {
    const auto secs = std::chrono::duration_cast<std::chrono::seconds>(now().time_since_epoch()).count();
    const long left = 86400 - static_cast<long>(secs % 86400);
    return left > 0 ? left : 1;
  }
};

class SystemClock final : public Clock {
 public:
  std::chrono::system_clock::time_point now() const override { return std::chrono::system_clock::now(); }
};

}  // namespace errknow::backend
