// Hostile clients against the real errknow-server, bounded in time: hundreds of idle
// connections, clients that drip a request one byte at a time, and a half-sent request must not
// keep a regular client from being served promptly.
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "support/ServerProcess.h"

using namespace errknow;
using fixtures::httpCall;

namespace {
int connectTo(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}
int portOf(const fixtures::ServerProcess& s) { return std::stoi(s.url("").substr(s.url("").rfind(':') + 1)); }
}  // namespace

TEST(HostileClients, IdleAndSlowConnectionsDoNotStarveRegularClients) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  fixtures::ServerProcess s;
  const std::string auth = "Authorization: Bearer " + s.devKey();
  std::vector<int> fds;
  for (int i = 0; i < 400; ++i) {  // idle: connect, send nothing
    const int fd = connectTo(portOf(s));
    if (fd >= 0) fds.push_back(fd);
  }
  for (int i = 0; i < 40; ++i) {  // half a request head, then silence
    const int fd = connectTo(portOf(s));
    if (fd < 0) continue;
    const char head[] = "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\n";
    send(fd, head, sizeof head - 1, MSG_NOSIGNAL);
    fds.push_back(fd);
  }
  std::atomic<bool> dripping{true};
  std::vector<std::thread> drips;
  for (int i = 0; i < 8; ++i)  // one byte every 200 ms, for as long as the test runs
    drips.emplace_back([&] {
      const int fd = connectTo(portOf(s));
      const std::string req = "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\nX-Slow: " + std::string(500, 'a') + "\r\n\r\n";
      for (std::size_t k = 0; k < req.size() && dripping && fd >= 0; ++k) {
        if (send(fd, &req[k], 1, MSG_NOSIGNAL) != 1) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
      }
      if (fd >= 0) close(fd);
    });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const auto start = std::chrono::steady_clock::now();
  int ok = 0;
  for (int i = 0; i < 20; ++i) ok += httpCall("GET", s.url("/api/v1/categories"), "", {auth}).status == 200;
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  dripping = false;
  for (auto& t : drips) t.join();
  for (int fd : fds) close(fd);
  EXPECT_EQ(ok, 20);
  // Starvation shows as client timeouts (30 s each); 15 s leaves room for a loaded CI machine.
  EXPECT_LT(secs, 15.0) << "20 regular requests took " << secs << " s beside hostile connections";
  EXPECT_EQ(httpCall("GET", s.url("/healthz")).status, 200);
}
