// A stand-in for the errknow backend that holds every POST /api/v1/analyze until the test
// releases it, then answers a minimal analysis whose detected code is "GATED". Tests use it to
// keep the language server's workers busy for exactly as long as they need, with no timing.
// cpp-httplib on 127.0.0.1, a port the OS picks.
#pragma once

#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace errknow::fixtures {

class GatedBackend {
 public:
  GatedBackend() {
    server_.Post("/api/v1/analyze", [this](const httplib::Request&, httplib::Response& res) {
      std::unique_lock<std::mutex> lock(mutex_);
      ++held_;
      changed_.notify_all();
      // Bounded, so a failing test cannot hang the suite.
      changed_.wait_for(lock, std::chrono::seconds(60), [this] { return released_; });
      res.set_content(R"({"detected":{"code":"GATED"}})", "application/json");
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    thread_ = std::thread([this] { server_.listen_after_bind(); });
  }
  ~GatedBackend() {
    release();
    server_.stop();
    thread_.join();
  }
  GatedBackend(const GatedBackend&) = delete;
  GatedBackend& operator=(const GatedBackend&) = delete;

  std::string url() const { return "http://127.0.0.1:" + std::to_string(port_); }

  // Waits until `n` requests are being held.
  bool waitForHeld(int n, int timeoutMs) {
    std::unique_lock<std::mutex> lock(mutex_);
    return changed_.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] { return held_ >= n; });
  }
  void release() {
    std::lock_guard<std::mutex> lock(mutex_);
    released_ = true;
    changed_.notify_all();
  }
  int calls() {
    std::lock_guard<std::mutex> lock(mutex_);
    return held_;
  }

 private:
  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;
  std::mutex mutex_;
  std::condition_variable changed_;
  int held_ = 0;
  bool released_ = false;
};

}  // namespace errknow::fixtures
