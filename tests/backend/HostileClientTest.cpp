// Hostile clients against the real errknow-server over raw sockets, bounded in time: thousands of
// idle connections, clients that drip a request one byte at a time, and half-sent requests must
// not keep a regular client from being served promptly; a client that drips is cut off at the
// request deadline. Badly framed requests (ambiguous lengths, broken chunks, NUL bytes, several
// Authorization headers, oversized heads and bodies) are refused and nothing after them is read
// as a request; pipelined requests are each answered, in order.
#include <gtest/gtest.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "support/ServerProcess.h"

using namespace errknow;
using fixtures::httpCall;

namespace {
// A connection to the server on 127.0.0.1, from `source` (a loopback address) when given, with a
// receive buffer of `receiveBuffer` bytes when given (set before connecting, so that the window
// stays small); -1 on failure.
int connectTo(int port, const char* source = nullptr, int receiveBuffer = 0) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (receiveBuffer > 0) setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, sizeof receiveBuffer);
  sockaddr_in local{};
  local.sin_family = AF_INET;
  if (source) inet_pton(AF_INET, source, &local.sin_addr);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if ((source && bind(fd, reinterpret_cast<sockaddr*>(&local), sizeof local) != 0) ||
      connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}
int portOf(const fixtures::ServerProcess& s) { return std::stoi(s.url("").substr(s.url("").rfind(':') + 1)); }

// Reads what the server sends until it pauses for 200 ms (an answer comes in one or two writes).
std::string readAnswer(int fd) {
  std::string out;
  char buf[4096];
  for (int wait = 3000;; wait = 200) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, wait) <= 0) break;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  return out;
}

// Raises this process's descriptor limit to `want` (or the hard limit); returns what it got.
long raiseFileLimit(long want) {
  rlimit r{};
  getrlimit(RLIMIT_NOFILE, &r);
  if (r.rlim_cur < static_cast<rlim_t>(want)) {
    r.rlim_cur = std::min<rlim_t>(r.rlim_max, static_cast<rlim_t>(want));
    setrlimit(RLIMIT_NOFILE, &r);
    getrlimit(RLIMIT_NOFILE, &r);
  }
  return static_cast<long>(r.rlim_cur);
}
}  // namespace

TEST(HostileClients, IdleAndSlowConnectionsDoNotStarveRegularClients) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  fixtures::ServerProcess s;
  const std::string auth = "Authorization: Bearer " + s.devKey();
  // Thousands of idle connections, as many as this machine's descriptor limit allows (the server
  // raises its own limit to the hard one at start).
  const long limit = raiseFileLimit(4096);
  const int idle = static_cast<int>(std::min<long>(3000, limit - 200));
  ASSERT_GE(idle, 800) << "the descriptor limit (" << limit << ") is too low for this test";
  std::vector<int> fds;
  for (int i = 0; i < idle; ++i) {  // idle: connect, send nothing
    const int fd = connectTo(portOf(s));
    if (fd >= 0) fds.push_back(fd);
  }
  const std::size_t connected = fds.size();
  EXPECT_GE(connected, static_cast<std::size_t>(idle * 9 / 10));
  for (int i = 0; i < 200; ++i) {  // half a request head, then silence
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
  // The kernel holds connections that sent nothing (TCP_DEFER_ACCEPT) for 10 s, then hands them
  // to the server all at once: regular clients must still be served after that moment.
  std::this_thread::sleep_for(std::chrono::seconds(13));
  const auto later = std::chrono::steady_clock::now();
  for (int i = 0; i < 20; ++i) ok += httpCall("GET", s.url("/api/v1/categories"), "", {auth}).status == 200;
  const double laterSecs = std::chrono::duration<double>(std::chrono::steady_clock::now() - later).count();
  dripping = false;
  for (auto& t : drips) t.join();
  for (int fd : fds) close(fd);
  EXPECT_EQ(ok, 40);
  // Starvation shows as client timeouts (30 s each); 15 s leaves room for a loaded CI machine.
  EXPECT_LT(secs, 15.0) << "20 regular requests took " << secs << " s beside hostile connections";
  EXPECT_LT(laterSecs, 15.0) << "20 regular requests took " << laterSecs << " s once the idle connections were accepted";
  EXPECT_EQ(httpCall("GET", s.url("/healthz")).status, 200);
}

TEST(HostileClients, AClientThatDripsItsRequestIsCutOffAtTheDeadline) {
  fixtures::ServerProcess s(R"({"request_deadline_seconds": 2})");
  const int fd = connectTo(portOf(s));
  ASSERT_GE(fd, 0);
  const std::string req = "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\nX-Slow: " + std::string(400, 'a') + "\r\n\r\n";
  const auto start = std::chrono::steady_clock::now();
  bool closed = false;
  for (std::size_t k = 0; k < req.size() && !closed; ++k) {
    if (send(fd, &req[k], 1, MSG_NOSIGNAL) != 1) {
      closed = true;
      break;
    }
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) > 0) {  // anything to read means the server closed (or answered)
      char buf[256];
      closed = recv(fd, buf, sizeof buf, 0) <= 0;
      if (!closed) ADD_FAILURE() << "the server answered a request that was never completed";
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  close(fd);
  EXPECT_TRUE(closed) << "the dripping client was never cut off";
  EXPECT_GT(secs, 1.5) << "cut off before its deadline";
  EXPECT_LT(secs, 8.0) << "cut off " << secs << " s after it connected, with a 2 s deadline";
  // A regular client on the same server is served as usual.
  EXPECT_EQ(httpCall("GET", s.url("/api/v1/categories"), "", {"Authorization: Bearer " + s.devKey()}).status, 200);
}

TEST(HostileClients, AClientThatSendsItsRequestInTimeIsServed) {
  // The deadline counts per request, not per connection: a keep-alive client that sends a
  // request every second for longer than the deadline is never cut off.
  fixtures::ServerProcess s(R"({"request_deadline_seconds": 2})");
  const int fd = connectTo(portOf(s));
  ASSERT_GE(fd, 0);
  const std::string req = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
  int answered = 0;
  for (int i = 0; i < 4; ++i) {
    ASSERT_EQ(send(fd, req.data(), req.size(), MSG_NOSIGNAL), static_cast<ssize_t>(req.size()));
    const std::string answer = readAnswer(fd);
    if (answer.rfind("HTTP/1.1 200", 0) == 0) ++answered;
    else ADD_FAILURE() << "request " << i + 1 << " got: " << answer.substr(0, 40);
    std::this_thread::sleep_for(std::chrono::milliseconds(900));
  }
  close(fd);
  EXPECT_EQ(answered, 4);
}

namespace {
// Reads until the server closes the connection (`closed`), pauses for `pauseMs`, or `limit` passes.
std::string readUntilClosed(int fd, int pauseMs, bool& closed,
                            std::chrono::seconds limit = std::chrono::seconds(30)) {
  std::string out;
  char buf[65536];
  closed = false;
  const auto start = std::chrono::steady_clock::now();
  while (std::chrono::steady_clock::now() - start < limit) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, pauseMs) <= 0) break;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) {
      closed = true;
      break;
    }
    out.append(buf, static_cast<std::size_t>(n));
  }
  return out;
}

// Sends `raw` on a fresh connection and reads until the server closes it or pauses; `closed` says
// whether the server ended the connection.
std::string exchange(int port, const std::string& raw, bool& closed) {
  const int fd = connectTo(port);
  if (fd < 0) return "";
  send(fd, raw.data(), raw.size(), MSG_NOSIGNAL);
  const std::string out = readUntilClosed(fd, 1500, closed);
  close(fd);
  return out;
}
int answers(const std::string& out) {  // how many responses came back
  int n = 0;
  for (std::size_t at = out.find("HTTP/1.1 "); at != std::string::npos; at = out.find("HTTP/1.1 ", at + 1)) ++n;
  return n;
}
}  // namespace

TEST(HostileClients, AmbiguousFramingIsRefusedAndNothingIsSmuggled) {
  fixtures::ServerProcess s;
  const int port = portOf(s);
  const std::string key = s.devKey();
  // Each carries a second request in what a lenient reading would take as a body or leftover.
  const std::string smuggled = "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key + "\r\n\r\n";
  const std::string body = R"({"error":"x"})";
  const std::vector<std::pair<std::string, std::string>> attacks = {
      {"both Content-Length and Transfer-Encoding",
       "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + smuggled},
      {"two Content-Lengths", "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: " +
                                   std::to_string(smuggled.size()) + "\r\n\r\n" + smuggled},
      {"a non-numeric Content-Length", "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n" + smuggled},
      {"a bad chunk size", "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key +
                               "\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n" + body + "\r\n0\r\n\r\n" + smuggled},
      {"an unknown Transfer-Encoding", "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n" + smuggled},
      // cpp-httplib leaves a GET's body unread, and skips a header line ending in a bare LF.
      {"a body on a GET", "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key +
                              "\r\nContent-Length: " + std::to_string(smuggled.size()) + "\r\n\r\n" + smuggled},
      {"a header line ending in a bare LF", "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\n"
                                            "Content-Length: 2\r\n\r\n{}" + smuggled},
  };
  for (const auto& [what, raw] : attacks) {
    bool closed = false;
    const std::string out = exchange(port, raw, closed);
    EXPECT_EQ(out.rfind("HTTP/1.1 400", 0), 0u) << what << ": " << out.substr(0, 60);
    EXPECT_EQ(answers(out), 1) << what << ": the smuggled request was answered";
    EXPECT_TRUE(closed) << what << ": the connection stayed open";
  }
  // The server is still well, and none of the smuggled calls was charged.
  const auto r = httpCall("GET", s.url("/api/v1/categories"), "", {"Authorization: Bearer " + key});
  EXPECT_EQ(r.status, 200);
}

TEST(HostileClients, TooManyOrTooLargeHeadersGet431) {
  fixtures::ServerProcess s;
  std::string many = "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\n";
  for (int i = 0; i < 150; ++i) many += "X-H" + std::to_string(i) + ": v\r\n";
  bool closed = false;
  std::string out = exchange(portOf(s), many + "\r\n", closed);
  EXPECT_EQ(out.rfind("HTTP/1.1 431", 0), 0u) << out.substr(0, 60);
  EXPECT_NE(out.find("headers_too_large"), std::string::npos);
  std::string large = "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\n";
  for (int i = 0; i < 8; ++i) large += "X-Big" + std::to_string(i) + ": " + std::string(6000, 'a') + "\r\n";
  out = exchange(portOf(s), large + "\r\n", closed);
  EXPECT_EQ(out.rfind("HTTP/1.1 4", 0), 0u) << out.substr(0, 60);  // 431 here, or httplib's own 400 per line
  EXPECT_TRUE(closed);
  // A head past 64 KiB is not read further (its end never comes): 431 all the same.
  std::string huge = "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\n";
  for (int i = 0; i < 14; ++i) huge += "X-Big" + std::to_string(i) + ": " + std::string(5000, 'a') + "\r\n";
  out = exchange(portOf(s), huge, closed);
  EXPECT_EQ(out.rfind("HTTP/1.1 431", 0), 0u) << out.substr(0, 60);
  EXPECT_NE(out.find("headers_too_large"), std::string::npos);
  EXPECT_TRUE(closed);
}

TEST(HostileClients, AKeyFollowedByANulByteDoesNotAuthenticate) {
  fixtures::ServerProcess s;
  std::string raw = "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + s.devKey();
  raw += std::string(1, '\0') + "junk\r\n\r\n";
  bool closed = false;
  const std::string out = exchange(portOf(s), raw, closed);
  EXPECT_EQ(out.rfind("HTTP/1.1 400", 0), 0u) << out.substr(0, 60);
  EXPECT_TRUE(closed);
}

TEST(HostileClients, AChunkedBodyOverTheLimitGets413) {
  fixtures::ServerProcess s;
  std::string raw = "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + s.devKey() +
                    "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
  const std::string chunk(64 * 1024, 'a');
  char size[32];
  std::snprintf(size, sizeof size, "%zx\r\n", chunk.size());
  for (int i = 0; i < 20; ++i) raw += size + chunk + "\r\n";  // 1.25 MiB
  raw += "0\r\n\r\n";
  bool closed = false;
  const std::string out = exchange(portOf(s), raw, closed);
  EXPECT_EQ(out.rfind("HTTP/1.1 413", 0), 0u) << out.substr(0, 60);
  EXPECT_TRUE(closed);
  // A chunked body within the limit is read and answered.
  std::string ok = "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + s.devKey() +
                   "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
  const std::string body = R"({"error":"ECONNREFUSED"})";
  std::snprintf(size, sizeof size, "%zx\r\n", body.size());
  ok += size + body + "\r\n0\r\n\r\n";
  const std::string answer = exchange(portOf(s), ok, closed);
  EXPECT_EQ(answer.rfind("HTTP/1.1 200", 0), 0u) << answer.substr(0, 60);
  // A Content-Length past the limit is refused before any of the body is read: none is sent.
  const std::string declared = "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + s.devKey() +
                               "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(2 << 20) + "\r\n\r\n";
  const std::string refused = exchange(portOf(s), declared, closed);
  EXPECT_EQ(refused.rfind("HTTP/1.1 413", 0), 0u) << refused.substr(0, 60);
  EXPECT_NE(refused.find("payload_too_large"), std::string::npos);
  EXPECT_TRUE(closed);
}

// An answer's header block waits for its body (SendHook.h). A HEAD answer has no body: its header
// block must still leave at once (the kernel would hold it for 200 ms), and the kept-alive
// connection must go on serving whole answers.
TEST(HostileClients, AHeadAnswerIsNotHeldBackOnAKeptAliveConnection) {
  fixtures::ServerProcess s;
  const std::string auth = "Authorization: Bearer " + s.devKey() + "\r\n";
  const int fd = connectTo(portOf(s));
  ASSERT_GE(fd, 0);
  long fastest = 1000000;  // the quickest of three first bytes, so that one slow moment cannot fail it
  for (int i = 0; i < 3; ++i) {
    const std::string head = "HEAD /api/v1/categories HTTP/1.1\r\nHost: 127.0.0.1\r\n" + auth + "\r\n";
    ASSERT_EQ(send(fd, head.data(), head.size(), MSG_NOSIGNAL), static_cast<ssize_t>(head.size()));
    const auto sent = std::chrono::steady_clock::now();
    pollfd p{fd, POLLIN, 0};
    ASSERT_EQ(poll(&p, 1, 3000), 1) << "no HEAD answer in 3 s";
    fastest = std::min<long>(fastest, static_cast<long>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                                            std::chrono::steady_clock::now() - sent)
                                                            .count()));
    const std::string headAnswer = readAnswer(fd);
    EXPECT_EQ(headAnswer.rfind("HTTP/1.1 200", 0), 0u) << headAnswer.substr(0, 60);
    EXPECT_EQ(headAnswer.size(), headAnswer.find("\r\n\r\n") + 4) << "a HEAD answer has no body";
  }
  EXPECT_LT(fastest, 150) << "the HEAD answer's header block was held back";
  for (int i = 0; i < 2; ++i) {
    const std::string get = "GET /api/v1/categories HTTP/1.1\r\nHost: 127.0.0.1\r\n" + auth + "\r\n";
    ASSERT_EQ(send(fd, get.data(), get.size(), MSG_NOSIGNAL), static_cast<ssize_t>(get.size()));
    const std::string answer = readAnswer(fd);
    ASSERT_EQ(answer.rfind("HTTP/1.1 200", 0), 0u) << answer.substr(0, 60);
    const std::size_t bodyAt = answer.find("\r\n\r\n") + 4;
    const std::size_t lengthAt = answer.find("Content-Length: ");
    ASSERT_NE(lengthAt, std::string::npos);
    EXPECT_EQ(answer.size() - bodyAt, std::stoul(answer.substr(lengthAt + 16))) << "the whole body, once";
    EXPECT_NE(answer.find("\"categories\""), std::string::npos);
  }
  close(fd);
}

namespace {
std::string statusOf(const std::string& answer) { return answer.substr(0, std::min<std::size_t>(answer.size(), 12)); }
}  // namespace

// A worker asks its socket's addresses once per connection (ConnectionSocket.h). With one worker,
// every connection reuses the same thread and, closed in turn, the same descriptor number: what
// was learnt of one connection must not leak into the next. /metrics tells the two apart: it is
// served to 127.0.0.1 and refused to 127.0.0.2.
TEST(HostileClients, EachConnectionIsSeenFromItsOwnAddressOnAReusedWorker) {
  fixtures::ServerProcess s("", {}, {"--threads", "1", "--max-threads", "1"});
  const std::string get = "GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  for (const char* source : {"127.0.0.1", "127.0.0.2", "127.0.0.1", "127.0.0.2"}) {
    const int fd = connectTo(portOf(s), source);
    ASSERT_GE(fd, 0) << source;
    for (int i = 0; i < 2; ++i) {  // twice on the kept-alive connection
      ASSERT_EQ(send(fd, get.data(), get.size(), MSG_NOSIGNAL), static_cast<ssize_t>(get.size()));
      const std::string answer = readAnswer(fd);
      EXPECT_EQ(statusOf(answer), std::string(source) == "127.0.0.1" ? "HTTP/1.1 200" : "HTTP/1.1 403")
          << source << ", request " << i;
    }
    close(fd);
  }
}

// A client that sends requests and never reads the answers fills the socket's buffers. The send
// that then finds no room waits at most the write timeout (1 s here), and the server closes the
// connection. With a single worker, that is the only way the next client can be served at all.
TEST(HostileClients, AClientThatNeverReadsItsAnswersIsLetGoAtTheWriteTimeout) {
  fixtures::ServerProcess s(R"({"write_timeout_seconds": 1})", {}, {"--threads", "1", "--max-threads", "1"});
  const int fd = connectTo(portOf(s), nullptr, 4096);  // a small window
  ASSERT_GE(fd, 0);
  // Requests every 4 ms (answered in order, pipelined or not), each answer 19 KB, none read:
  // within a second the socket buffers are full and a send finds no room.
  const std::string get = "GET /api/v1/search?q=error&limit=50 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " +
                          s.devKey() + "\r\n\r\n";
  const auto start = std::chrono::steady_clock::now();
  while (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(2500)) {
    send(fd, get.data(), get.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    std::this_thread::sleep_for(std::chrono::milliseconds(4));
  }
  // The one worker is stuck on that client until the write timeout lets it go.
  const int other = connectTo(portOf(s));
  ASSERT_GE(other, 0);
  const std::string health = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
  ASSERT_EQ(send(other, health.data(), health.size(), MSG_NOSIGNAL), static_cast<ssize_t>(health.size()));
  pollfd wait{other, POLLIN, 0};
  EXPECT_EQ(poll(&wait, 1, 6000), 1) << "the worker was not let go";
  EXPECT_EQ(statusOf(readAnswer(other)), "HTTP/1.1 200");
  close(other);
  // Reading now finds what was written before the timeout, then the end of the connection.
  bool ended = false;
  const int got = answers(readUntilClosed(fd, 3000, ended, std::chrono::seconds(10)));
  close(fd);
  EXPECT_TRUE(ended) << "the server kept the connection open";
  EXPECT_GT(got, 0);
  EXPECT_LT(got, 1000) << "the server wrote on after the timeout";
}

namespace {
// The statuses of the answers in `out`, in order, read as a client reads them: a status line,
// headers, then Content-Length bytes of body unless the request (`methods`, in order) was a
// HEAD. 0 stands for bytes that are not an answer; reading stops there.
std::vector<int> statusesOf(const std::string& out, const std::vector<std::string>& methods = {}) {
  std::vector<int> statuses;
  std::size_t at = 0;
  while (at < out.size()) {
    const std::size_t headEnd = out.find("\r\n\r\n", at);
    if (out.compare(at, 9, "HTTP/1.1 ") != 0 || headEnd == std::string::npos || out.size() < at + 12) {
      statuses.push_back(0);
      break;
    }
    std::string head = out.substr(at, headEnd - at);
    for (char& c : head) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    statuses.push_back(std::atoi(out.substr(at + 9, 3).c_str()));
    std::size_t length = 0;
    if (const std::size_t cl = head.find("\r\ncontent-length:"); cl != std::string::npos)
      length = std::strtoul(head.c_str() + cl + 17, nullptr, 10);
    const bool isHead = statuses.size() <= methods.size() && methods[statuses.size() - 1] == "HEAD";
    at = headEnd + 4 + (isHead ? 0 : length);
  }
  return statuses;
}

// Sends `first`, waits 100 ms, sends `second`; reads until the server closes or pauses.
std::string exchangeInTwo(int port, const std::string& first, const std::string& second, bool& closed) {
  const int fd = connectTo(port);
  if (fd < 0) return "";
  send(fd, first.data(), first.size(), MSG_NOSIGNAL);
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  send(fd, second.data(), second.size(), MSG_NOSIGNAL);
  const std::string out = readUntilClosed(fd, 1500, closed);
  close(fd);
  return out;
}

// The calls left today for `key`, from an answer's X-RateLimit-Remaining.
long callsLeft(const fixtures::ServerProcess& s, const std::string& key) {
  return std::stol("0" + httpCall("GET", s.url("/api/v1/categories"), "", {"Authorization: Bearer " + key})
                             .header("x-ratelimit-remaining"));
}
}  // namespace

// cpp-httplib ends a chunked body at the first line after a chunk's data, whatever it holds, and
// reads a chunk size with strtoul ("0x0d" is 13): the bytes past a chunk's declared size ran as
// the next request on the connection. Each of these is now a 400 that ends the connection, with
// nothing after it answered.
TEST(HostileClients, AChunkThatBreaksItsFramingIsRefusedAndNothingIsSmuggled) {
  fixtures::ServerProcess s;
  const int port = portOf(s);
  const std::string key = s.devKey();
  const std::string smuggled = "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key + "\r\n\r\n";
  const std::string head = "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key +
                           "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
  const std::string body = R"({"error":"x"})";  // 13 bytes
  const long before = callsLeft(s, key);
  const std::vector<std::pair<std::string, std::string>> attacks = {
      {"a chunk longer than its size", "3\r\n" + body + "\r\n0\r\n\r\n"},
      {"a chunk size written 0x0d", "0x0d\r\n" + body + "\r\n0\r\n\r\n"},
      {"a chunk size written 0XD", "0XD\r\n" + body + "\r\n0\r\n\r\n"},
      {"a chunk size after a space", " d\r\n" + body + "\r\n0\r\n\r\n"},
      {"a chunk size with a sign", "+d\r\n" + body + "\r\n0\r\n\r\n"},
      {"a chunk size line ending in a bare LF", "d\n" + body + "\r\n0\r\n\r\n"},
      {"a chunk size of 17 digits", "0000000000000000d\r\n" + body + "\r\n0\r\n\r\n"},
      {"a chunk shorter than its size", "e\r\n" + body + "\r\n0\r\n\r\n"},
      {"chunk data followed by a bare LF", "d\r\n" + body + "\n0\r\n\r\n"},
      {"a trailer after the last chunk", "d\r\n" + body + "\r\n0\r\nX-Trailer: 1\r\n\r\n"},
  };
  for (const auto& [what, raw] : attacks) {
    bool closed = false;
    const std::string out = exchangeInTwo(port, head, raw + smuggled, closed);
    EXPECT_EQ(statusesOf(out), std::vector<int>{400}) << what << ": " << out.substr(0, 200);
    EXPECT_NE(out.find("bad_request"), std::string::npos) << what;
    EXPECT_TRUE(closed) << what << ": the connection stayed open";
    // All in one write, too.
    const std::string once = exchange(port, head + raw + smuggled, closed);
    EXPECT_EQ(statusesOf(once), std::vector<int>{400}) << what << " (one write): " << once.substr(0, 200);
    EXPECT_TRUE(closed) << what << " (one write): the connection stayed open";
  }
  // Neither the refused requests nor the smuggled ones were charged: one call since `before`.
  EXPECT_EQ(callsLeft(s, key), before - 1);
  // Well-framed chunked bodies are read and answered on a kept-alive connection: upper-case
  // digits, leading zeros, an extension, several chunks, each split across writes.
  const std::string good = "00007\r\n" + body.substr(0, 7) + "\r\n6;name=value\r\n" + body.substr(7) + "\r\n0\r\n\r\n";
  const std::string upper = "D\r\n" + body + "\r\n0\r\n\r\n";
  bool closed = false;
  const std::string out = exchangeInTwo(port, head + good.substr(0, 9), good.substr(9) + head + upper + smuggled, closed);
  EXPECT_EQ(statusesOf(out), (std::vector<int>{200, 200, 200})) << out.substr(0, 300);
  EXPECT_FALSE(closed);
}

// cpp-httplib answers with the first of several Authorization headers and drops one with an empty
// value, so a valid key followed by another header authenticated. More than one is a 400, whatever
// their values, charged to no one, and the connection ends.
TEST(HostileClients, MoreThanOneAuthorizationHeaderIsRefused) {
  fixtures::ServerProcess s;
  const std::string key = s.devKey();
  const std::string valid = "Authorization: Bearer " + key + "\r\n";
  const std::string unknown = "Authorization: Bearer ek_" + std::string(40, 'x') + "\r\n";
  const long before = callsLeft(s, key);
  const std::vector<std::pair<std::string, std::string>> heads = {
      {"a valid key, then an unknown one", valid + unknown},
      {"an unknown key, then a valid one", unknown + valid},
      {"a valid key, then an empty header", valid + "Authorization: \r\n"},
      {"a valid key, then an empty header without a space", valid + "Authorization:\r\n"},
      {"an empty header, then a valid key", "Authorization: \r\n" + valid},
      {"the valid key twice", valid + valid},
      {"the valid key, then in lower case", valid + "authorization: Bearer " + key + "\r\n"},
      {"the valid key, then with a space before the colon", valid + "Authorization : Bearer x\r\n"},
  };
  for (const auto& [what, headers] : heads) {
    for (const char* path : {"/api/v1/categories", "/api/v1/errors/http/404", "/mcp"}) {
      const std::string raw = std::string(path) == "/mcp"
                                  ? "POST /mcp HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
                                    "Accept: application/json, text/event-stream\r\nContent-Length: 2\r\n" + headers + "\r\n{}"
                                  : "GET " + std::string(path) + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + headers + "\r\n";
      bool closed = false;
      const std::string out = exchange(portOf(s), raw, closed);
      EXPECT_EQ(statusesOf(out), std::vector<int>{400}) << what << " " << path << ": " << out.substr(0, 100);
      EXPECT_NE(out.find("\"bad_request\""), std::string::npos) << what << " " << path;
      EXPECT_TRUE(closed) << what << " " << path;
    }
    // Without Connection: close, and a request pipelined after it: the connection ends all the same.
    bool closed = false;
    const std::string out = exchange(portOf(s), "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\n" + headers + "\r\n" +
                                                    "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\n" + valid + "\r\n", closed);
    EXPECT_EQ(statusesOf(out), std::vector<int>{400}) << what << ": " << out.substr(0, 100);
    EXPECT_TRUE(closed) << what;
  }
  EXPECT_EQ(callsLeft(s, key), before - 1) << "a refused request was charged";
}

namespace {
// The probe's five requests, request i being number i % 5; `methods` and `statuses` get what each
// is and should answer.
std::string pipelined(int count, const std::string& key, std::vector<std::string>& methods, std::vector<int>& statuses) {
  const std::string auth = "Authorization: Bearer " + key + "\r\n";
  const std::string body = R"({"error": "x", "ai": "no"})";
  std::string raw;
  for (int i = 0; i < count; ++i) {
    switch (i % 5) {
      case 0: raw += "GET /api/v1/errors/http/404 HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n"; break;
      case 1: raw += "HEAD /healthz HTTP/1.1\r\nHost: x\r\n\r\n"; break;
      case 2: raw += "GET /api/v1/no-such-thing-" + std::to_string(i) + " HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n"; break;
      case 3:
        raw += "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " +
               std::to_string(body.size()) + "\r\n" + auth + "\r\n" + body;
        break;
      default: raw += "GET /api/v1/categories HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n"; break;
    }
    methods.push_back(i % 5 == 1 ? "HEAD" : i % 5 == 3 ? "POST" : "GET");
    statuses.push_back(std::vector<int>{200, 200, 404, 422, 200}[i % 5]);
  }
  return raw;
}
}  // namespace

// HTTP/1.1 clients may pipeline: requests written in one go on a kept-alive connection are each
// answered, in order, on that connection. cpp-httplib drops its 4 KiB read buffer after each
// request, so every request read with the first was lost and the next read began in the middle
// of one (a 400, then bytes that were no answer, then the end of the connection).
TEST(HostileClients, PipelinedRequestsAreEachAnsweredInOrder) {
  fixtures::ServerProcess s;
  std::vector<std::string> methods;
  std::vector<int> expected;
  const std::string raw = pipelined(50, s.devKey(), methods, expected);
  const int fd = connectTo(portOf(s));
  ASSERT_GE(fd, 0);
  ASSERT_EQ(send(fd, raw.data(), raw.size(), MSG_NOSIGNAL), static_cast<ssize_t>(raw.size()));
  // Read until a pause of 1 s (the server ends a connection idle for 2 s).
  bool closed = false;
  std::string out = readUntilClosed(fd, 1000, closed);
  EXPECT_EQ(statusesOf(out, methods), expected);
  EXPECT_FALSE(closed);
  // The connection goes on: pipelined again, this time in small pieces, every answer whole.
  methods.clear();
  expected.clear();
  const std::string again = pipelined(10, s.devKey(), methods, expected);
  for (std::size_t at = 0; at < again.size(); at += 37) {
    ASSERT_GT(send(fd, again.data() + at, std::min<std::size_t>(37, again.size() - at), MSG_NOSIGNAL), 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  out = readUntilClosed(fd, 1000, closed);
  EXPECT_EQ(statusesOf(out, methods), expected);
  EXPECT_FALSE(closed);
  close(fd);
}

// Answers whose header block waits for the body (SendHook.h: an API answer, a HEAD one sent when
// the access logger runs), chunked bodies and bodies of every size, pipelined: each answer whole
// and in order. One worker serves them all.
TEST(HostileClients, PipelinedHeadAndChunkedRequestsAreAnsweredInOrder) {
  fixtures::ServerProcess s("", {}, {"--threads", "1", "--max-threads", "1"});
  const std::string auth = "Authorization: Bearer " + s.devKey() + "\r\n";
  const std::string big = R"({"error": ")" + std::string(20000, 'x') + R"( ECONNREFUSED"})";
  std::string raw;
  std::vector<std::string> methods;
  std::vector<int> expected;
  for (int i = 0; i < 4; ++i) {
    raw += "HEAD /api/v1/categories HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n";
    raw += "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n" +
           auth + "\r\n5\r\n{\"err\r\n10\r\nor\": \"ECONNREFUS\r\n3\r\nED\"\r\n1\r\n}\r\n0\r\n\r\n";
    raw += "HEAD /api/v1/errors/http/404 HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n";
    raw += "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " +
           std::to_string(big.size()) + "\r\n" + auth + "\r\n" + big;
    raw += "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
    for (const char* m : {"HEAD", "POST", "HEAD", "POST", "GET"}) methods.push_back(m);
    for (int status : {200, 200, 200, 200, 200}) expected.push_back(status);
  }
  raw += "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
  methods.push_back("GET");
  expected.push_back(200);
  const int fd = connectTo(portOf(s));
  ASSERT_GE(fd, 0);
  ASSERT_EQ(send(fd, raw.data(), raw.size(), MSG_NOSIGNAL), static_cast<ssize_t>(raw.size()));
  bool closed = false;
  const std::string out = readUntilClosed(fd, 4000, closed);
  close(fd);
  EXPECT_EQ(statusesOf(out, methods), expected);
  EXPECT_TRUE(closed) << "the last request asked to close";
}
