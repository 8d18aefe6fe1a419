// The real errknow-lsp binary on pipes, for tests: start it, send framed messages (or raw bytes),
// wait for the messages it sends, and see how it exits.
#pragma once

#include <unistd.h>

#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ChildProcess.h"

namespace errknow::fixtures {

class LspProcess {
 public:
  using Json = nlohmann::json;
  explicit LspProcess(const std::string& binary, std::vector<std::string> args = {})
      : child_(binary, std::move(args)) {}

  void sendRaw(const std::string& bytes) { child_.write(bytes); }
  void send(const Json& message) {
    const std::string body = message.dump();
    sendRaw("Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  }
  void notify(const std::string& method, const Json& params) {
    send({{"jsonrpc", "2.0"}, {"method", method}, {"params", params}});
  }
  // Sends a request and waits for its answer (other messages are kept for waitFor).
  std::optional<Json> request(int id, const std::string& method, const Json& params, int timeoutMs = 10000) {
    Json m = {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}};
    if (!params.is_null()) m["params"] = params;
    send(m);
    return waitFor([id](const Json& j) { return j.contains("id") && j["id"] == id && !j.contains("method"); }, timeoutMs);
  }
  std::optional<Json> waitFor(const std::function<bool(const Json&)>& pred, int timeoutMs = 10000) {
    for (auto it = seen_.begin(); it != seen_.end(); ++it)
      if (pred(*it)) {
        Json j = *it;
        seen_.erase(it);
        return j;
      }
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (std::chrono::steady_clock::now() < end) {
      auto m = readMessage(end);
      if (!m) return std::nullopt;
      if (pred(*m)) return m;
      seen_.push_back(std::move(*m));
    }
    return std::nullopt;
  }
  Json initialize(const Json& capabilities = Json::object(), const Json& options = nullptr) {
    Json p = {{"processId", nullptr}, {"rootUri", nullptr}, {"capabilities", capabilities}};
    if (!options.is_null()) p["initializationOptions"] = options;
    auto r = request(1, "initialize", p);
    notify("initialized", Json::object());
    return r ? *r : Json();
  }
  // The exit status, waiting up to timeoutMs; nullopt if still running.
  std::optional<int> exitStatus(int timeoutMs = 5000) { return child_.exitStatus(timeoutMs); }
  void closeInput() { child_.closeInput(); }

 private:
  bool fill(std::chrono::steady_clock::time_point end) { return child_.readInto(buffer_, end); }
  std::optional<Json> readMessage(std::chrono::steady_clock::time_point end) {
    for (;;) {
      const auto sep = buffer_.find("\r\n\r\n");
      if (sep != std::string::npos) {
        const auto cl = buffer_.find("Content-Length: ");
        const std::size_t len = std::stoul(buffer_.substr(cl + 16, sep - cl - 16));
        if (buffer_.size() >= sep + 4 + len) {
          Json j = Json::parse(buffer_.substr(sep + 4, len));
          buffer_.erase(0, sep + 4 + len);
          return j;
        }
      }
      if (!fill(end)) return std::nullopt;
    }
  }
  ChildProcess child_;
  std::string buffer_;
  std::vector<Json> seen_;
};

}  // namespace errknow::fixtures
