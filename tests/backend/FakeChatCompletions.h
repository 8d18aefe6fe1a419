// A local stand-in for an OpenAI-compatible chat-completions endpoint, for the AI provider tests:
// a cpp-httplib server on 127.0.0.1 with a port the OS picks, answering POST /v1/chat/completions
// as the test scripts it (a good answer, a delay, HTTP 500s, malformed or huge bodies), and a raw
// TCP listener that drops the connection after reading the request. Both record what they got.
#pragma once

#include <httplib.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

namespace errknow::fixtures {

// A chat-completions answer whose message content is `content`.
inline std::string chatAnswer(const std::string& content, const std::string& model = "test-model-1") {
  return nlohmann::json{{"id", "chatcmpl-1"},
                        {"object", "chat.completion"},
                        {"model", model},
                        {"choices", {{{"index", 0}, {"message", {{"role", "assistant"}, {"content", content}}}, {"finish_reason", "stop"}}}}}
      .dump();
}

// A content of the right `ai` shape.
inline std::string goodAiContent(int line = 1, const std::string& quoted = "") {
  nlohmann::json evidence = nlohmann::json::array();
  if (!quoted.empty()) evidence.push_back({{"line", line}, {"text", quoted}});
  evidence.push_back({{"line", 99}, {"text", "a line the model made up"}});
  return nlohmann::json{{"summary", "PostgreSQL refused the connection."},
                        {"root_cause", "PostgreSQL is not running on localhost:5432."},
                        {"steps", {"Start PostgreSQL.", "Run pg_isready."}},
                        {"evidence", evidence},
                        {"confidence", 0.8}}
      .dump();
}

class FakeChatServer {
 public:
  struct Step {
    int status = 200;
    std::string body;
    int delayMs = 0;
  };
  // The answers, in order; the last one repeats.
  explicit FakeChatServer(std::vector<Step> steps) : steps_(std::move(steps)) {
    server_.Post("/v1/chat/completions", [this](const httplib::Request& req, httplib::Response& res) {
      Step step;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        requests_.push_back(req.body);
        authorization_ = req.get_header_value("Authorization");
        step = steps_[std::min(requests_.size() - 1, steps_.size() - 1)];
      }
      if (step.delayMs) std::this_thread::sleep_for(std::chrono::milliseconds(step.delayMs));
      res.status = step.status;
      res.set_content(step.body, "application/json");
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    for (int i = 0; i < 200 && !server_.is_running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ~FakeChatServer() {
    server_.stop();
    thread_.join();
  }
  std::string baseUrl() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1"; }
  std::vector<std::string> requests() {
    std::lock_guard<std::mutex> lock(mutex_);
    return requests_;
  }
  std::string authorization() {
    std::lock_guard<std::mutex> lock(mutex_);
    return authorization_;
  }

 private:
  std::vector<Step> steps_;
  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;
  std::mutex mutex_;
  std::vector<std::string> requests_;
  std::string authorization_;
};

// Accepts connections on 127.0.0.1, reads the request, then closes without answering for the first
// `drops` connections and answers `answer` (HTTP 200) after that.
class DroppingServer {
 public:
  DroppingServer(int drops, std::string answer) : drops_(drops), answer_(std::move(answer)) {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a);
    ::listen(fd_, 16);
    socklen_t len = sizeof a;
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len);
    port_ = ntohs(a.sin_port);
    thread_ = std::thread([this] { serve(); });
  }
  ~DroppingServer() {
    stopping_ = true;
    ::shutdown(fd_, SHUT_RDWR);
    ::close(fd_);
    thread_.join();
  }
  std::string baseUrl() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1"; }
  int connections() const { return connections_; }

 private:
  void serve() {
    while (!stopping_) {
      const int c = ::accept(fd_, nullptr, nullptr);
      if (c < 0) return;
      ++connections_;
      std::string got;
      char buf[65536];
      // Read the head and as much body as Content-Length says.
      while (true) {
        const auto n = ::recv(c, buf, sizeof buf, 0);
        if (n <= 0) break;
        got.append(buf, static_cast<std::size_t>(n));
        const auto end = got.find("\r\n\r\n");
        if (end == std::string::npos) continue;
        const auto cl = got.find("Content-Length: ");
        const std::size_t want = cl == std::string::npos ? 0 : std::stoul(got.substr(cl + 16));
        if (got.size() >= end + 4 + want) break;
      }
      if (connections_ > drops_) {
        const std::string res = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                                std::to_string(answer_.size()) + "\r\nConnection: close\r\n\r\n" + answer_;
        ::send(c, res.data(), res.size(), MSG_NOSIGNAL);
      }
      ::close(c);
    }
  }
  int drops_;
  std::string answer_;
  int fd_ = -1;
  int port_ = 0;
  std::atomic<int> connections_{0};
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace errknow::fixtures
