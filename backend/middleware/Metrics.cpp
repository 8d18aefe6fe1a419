// The Prometheus text rendering of the server's counters.
#include "middleware/Metrics.h"

#include <sstream>

namespace errknow::backend {

namespace {
std::string label(const std::string& v) {
  std::string out;
  for (char c : v) {
    if (c == '\\' || c == '"') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out;
}
}  // namespace

void Metrics::observe(const std::string& route, int status, double seconds) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++requests_[{route, status}];
  Histogram& h = latency_[route];
  for (std::size_t i = 0; i < kBuckets.size(); ++i)
    if (seconds <= kBuckets[i]) ++h.buckets[i];
  ++h.count;
  h.sum += seconds;
}

void Metrics::rejection(const std::string& counter) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++rejections_[counter];
}

std::string Metrics::render(std::size_t catalogueRecords) const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::ostringstream o;
  o << "# HELP errknow_http_requests_total HTTP requests answered, by route and status.\n"
       "# TYPE errknow_http_requests_total counter\n";
  for (const auto& [k, n] : requests_)
    o << "errknow_http_requests_total{route=\"" << label(k.first) << "\",status=\"" << k.second << "\"} " << n << "\n";
  o << "# HELP errknow_http_request_duration_seconds Time from reading a request to writing its answer.\n"
       "# TYPE errknow_http_request_duration_seconds histogram\n";
  for (const auto& [route, h] : latency_) {
    for (std::size_t i = 0; i < kBuckets.size(); ++i)
      o << "errknow_http_request_duration_seconds_bucket{route=\"" << label(route) << "\",le=\"" << kBuckets[i] << "\"} "
        << h.buckets[i] << "\n";
    o << "errknow_http_request_duration_seconds_bucket{route=\"" << label(route) << "\",le=\"+Inf\"} " << h.count << "\n";
    o << "errknow_http_request_duration_seconds_sum{route=\"" << label(route) << "\"} " << h.sum << "\n";
    o << "errknow_http_request_duration_seconds_count{route=\"" << label(route) << "\"} " << h.count << "\n";
  }
  o << "# HELP errknow_quota_rejections_total Calls refused with 429, by quota.\n"
       "# TYPE errknow_quota_rejections_total counter\n";
  for (const char* c : {"calls", "ai"}) {
    auto it = rejections_.find(c);
    o << "errknow_quota_rejections_total{quota=\"" << c << "\"} " << (it == rejections_.end() ? 0 : it->second) << "\n";
  }
  o << "# HELP errknow_catalogue_records Records in the loaded catalogue.\n"
       "# TYPE errknow_catalogue_records gauge\n"
       "errknow_catalogue_records "
    << catalogueRecords << "\n";
  return o.str();
}

}  // namespace errknow::backend
