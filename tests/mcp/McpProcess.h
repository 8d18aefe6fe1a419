// The real `errknow mcp` on pipes, for tests: start it (with extra environment), write lines,
// read the newline-framed messages it answers within a deadline, and see how it exits. Its
// stderr goes to a file, so that tests can check that stdout carries nothing but messages.
#pragma once

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "support/ChildProcess.h"

namespace errknow::fixtures {

class McpProcess {
 public:
  using Json = nlohmann::json;
  McpProcess(const std::string& binary, std::vector<std::string> args, std::vector<std::pair<std::string, std::string>> env = {})
      : stderrPath_("/tmp/errknow-mcp-test-" + std::to_string(getpid()) + "-" + std::to_string(counter()++) + ".err"),
        child_(binary, std::move(args), stderrPath_, env) {}
  ~McpProcess() { unlink(stderrPath_.c_str()); }

  void sendRaw(const std::string& bytes) { child_.write(bytes); }
  void send(const Json& message) { sendRaw(message.dump() + "\n"); }
  void closeInput() { child_.closeInput(); }

  // The next line on stdout within the deadline (nullopt on timeout or end of stream).
  std::optional<std::string> readLine(int timeoutMs = 10000) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
      const std::size_t nl = buffer_.find('\n');
      if (nl != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        return line;
      }
      if (!child_.readInto(buffer_, deadline)) return std::nullopt;
    }
  }

  // The next message; every line on stdout must be one JSON-RPC message (fails the parse otherwise).
  std::optional<Json> receive(int timeoutMs = 10000) {
    auto line = readLine(timeoutMs);
    if (!line) return std::nullopt;
    Json j = Json::parse(*line, nullptr, false);
    if (j.is_discarded() || !j.is_object() || j.value("jsonrpc", "") != "2.0") nonMessages_.push_back(*line);
    return j;
  }

  // Sends a request and waits for the answer with its id.
  std::optional<Json> request(const Json& id, const std::string& method, const Json& params, int timeoutMs = 20000) {
    send(Json{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}});
    for (;;) {
      auto m = receive(timeoutMs);
      if (!m) return std::nullopt;
      if (m->is_object() && m->contains("id") && (*m)["id"] == id) return m;
    }
  }

  // Waits for the process to exit; its exit status, or -1 on timeout.
  int waitExit(int timeoutMs = 10000) { return child_.exitStatus(timeoutMs).value_or(-1); }

  std::string stderrText() const {
    std::ifstream f(stderrPath_);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
  }
  const std::vector<std::string>& nonMessages() const { return nonMessages_; }

 private:
  static int& counter() {
    static int c = 0;
    return c;
  }
  std::string stderrPath_;  // before child_: it is opened by the child's start
  ChildProcess child_;
  std::string buffer_;
  std::vector<std::string> nonMessages_;
};

}  // namespace errknow::fixtures
