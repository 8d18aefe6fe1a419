// The real errknow-lsp binary on pipes, for tests: start it, send framed messages (or raw bytes),
// wait for the messages it sends, and see how it exits.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace errknow::fixtures {

class LspProcess {
 public:
  using Json = nlohmann::json;
  explicit LspProcess(const std::string& binary, std::vector<std::string> args = {}) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      const int devnull = open("/dev/null", O_WRONLY);
      if (devnull >= 0) dup2(devnull, 2);
      close(in[1]);
      close(out[0]);
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
  }
  ~LspProcess() {
    if (to_ >= 0) close(to_);
    if (from_ >= 0) close(from_);
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }

  void sendRaw(const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
      const ssize_t n = write(to_, bytes.data() + done, bytes.size() - done);
      if (n <= 0) return;
      done += static_cast<std::size_t>(n);
    }
  }
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
  std::optional<int> exitStatus(int timeoutMs = 5000) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (std::chrono::steady_clock::now() < end) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      usleep(20000);
    }
    return std::nullopt;
  }
  void closeInput() {
    close(to_);
    to_ = -1;
  }

 private:
  bool fill(std::chrono::steady_clock::time_point end) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now()).count();
    if (left <= 0) return false;
    pollfd p{from_, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left)) <= 0) return false;
    char buf[65536];
    const ssize_t n = read(from_, buf, sizeof buf);
    if (n <= 0) return false;
    buffer_.append(buf, static_cast<std::size_t>(n));
    return true;
  }
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
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool exited_ = false;
  std::string buffer_;
  std::vector<Json> seen_;
};

}  // namespace errknow::fixtures
