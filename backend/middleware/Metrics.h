// Request metrics for /metrics in the Prometheus text format: requests by route and status, a
// latency histogram by route, quota rejections, and the catalogue's size. Thread-safe; observe()
// takes one short lock.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace errknow::backend {

class Metrics {
 public:
  static constexpr std::array<double, 10> kBuckets = {0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 2.5};

  void observe(const std::string& route, int status, double seconds);
  void rejection(const std::string& counter);  // "calls" or "ai"
  std::string render(std::size_t catalogueRecords) const;

 private:
  struct Histogram {
    std::array<std::uint64_t, kBuckets.size()> buckets{};
    std::uint64_t count = 0;
    double sum = 0;
  };
  mutable std::mutex mutex_;
  std::map<std::pair<std::string, int>, std::uint64_t> requests_;
  std::map<std::string, Histogram> latency_;
  std::map<std::string, std::uint64_t> rejections_;
};

}  // namespace errknow::backend
