// The real `errknow mcp` on pipes, for tests: start it (with extra environment), write lines,
// read the newline-framed messages it answers within a deadline, and see how it exits. Its
// stderr goes to a file, so that tests can check that stdout carries nothing but messages.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace errknow::fixtures {

class McpProcess {
 public:
  using Json = nlohmann::json;
  McpProcess(const std::string& binary, std::vector<std::string> args, std::vector<std::pair<std::string, std::string>> env = {})
      : stderrPath_("/tmp/errknow-mcp-test-" + std::to_string(getpid()) + "-" + std::to_string(counter()++) + ".err") {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      const int errFd = open(stderrPath_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      if (errFd >= 0) dup2(errFd, 2);
      close(in[1]);
      close(out[0]);
      for (const auto& [k, v] : env) setenv(k.c_str(), v.c_str(), 1);
      std::vector<char*> argv{const_cast<char*>(binary.c_str())};
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(binary.c_str(), argv.data());
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_ = in[1];
    from_ = out[0];
    signal(SIGPIPE, SIG_IGN);
  }
  ~McpProcess() {
    if (to_ >= 0) close(to_);
    if (from_ >= 0) close(from_);
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    unlink(stderrPath_.c_str());
  }

  void sendRaw(const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
      const ssize_t n = write(to_, bytes.data() + done, bytes.size() - done);
      if (n <= 0) return;
      done += static_cast<std::size_t>(n);
    }
  }
  void send(const Json& message) { sendRaw(message.dump() + "\n"); }
  void closeInput() {
    if (to_ >= 0) close(to_);
    to_ = -1;
  }

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
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
      if (left <= 0) return std::nullopt;
      pollfd p{from_, POLLIN, 0};
      if (poll(&p, 1, static_cast<int>(left)) <= 0) continue;
      char chunk[65536];
      const ssize_t n = read(from_, chunk, sizeof chunk);
      if (n <= 0) return std::nullopt;
      buffer_.append(chunk, static_cast<std::size_t>(n));
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
  int waitExit(int timeoutMs = 10000) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (std::chrono::steady_clock::now() < deadline) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      usleep(20000);
    }
    return -1;
  }

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
  std::string stderrPath_;
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool exited_ = false;
  std::string buffer_;
  std::vector<std::string> nonMessages_;
};

}  // namespace errknow::fixtures
