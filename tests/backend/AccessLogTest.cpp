// The access log's buffered writer against a real file descriptor: lines come out whole and in order within
// a few intervals, a buffer past its bound is written by the appending thread, the destructor
// writes what is left, and a closed output does not stop the callers.
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "middleware/AccessLog.h"

using errknow::backend::AccessLog;
using namespace std::chrono_literals;

namespace {

// A file in memory: writes to it never block, and what was written can be read back.
struct Sink {
  int write = -1;
  mutable off_t readAt = 0;
  Sink() : write(::memfd_create("access-log", MFD_CLOEXEC)) { EXPECT_GE(write, 0); }
  ~Sink() {
    if (write >= 0) ::close(write);
  }
  // Everything written since the last drain().
  std::string drain() const {
    std::string out;
    char buf[65536];
    ssize_t n;
    while ((n = ::pread(write, buf, sizeof buf, readAt)) > 0) {
      out.append(buf, static_cast<std::size_t>(n));
      readAt += n;
    }
    return out;
  }
};

}  // namespace

TEST(AccessLog, LinesComeOutInOrderWithinAFewIntervals) {
  Sink p;
  AccessLog log(p.write, 10ms);
  log.append("one\n");
  log.append("two\n");
  EXPECT_EQ(p.drain(), "") << "buffered, not written by the caller";
  std::string got;
  for (int i = 0; i < 200 && got.size() < 8; ++i) {
    std::this_thread::sleep_for(5ms);
    got += p.drain();
  }
  EXPECT_EQ(got, "one\ntwo\n");
}

TEST(AccessLog, ConcurrentLinesStayWholeAndTheDestructorWritesTheRest) {
  Sink p;
  std::string got;
  {
    AccessLog log(p.write, std::chrono::hours(1));  // only the destructor (or a full buffer) writes
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
      threads.emplace_back([&log, t] {
        for (int i = 0; i < 500; ++i) log.append("thread " + std::to_string(t) + " line " + std::to_string(i) + "\n");
      });
    for (auto& th : threads) th.join();
    EXPECT_EQ(p.drain(), "");
  }
  got = p.drain();
  int lines = 0;
  std::vector<int> next(4, 0);
  std::size_t at = 0;
  while (at < got.size()) {
    const std::size_t nl = got.find('\n', at);
    ASSERT_NE(nl, std::string::npos);
    const std::string line = got.substr(at, nl - at);
    int t = -1, i = -1;
    ASSERT_EQ(std::sscanf(line.c_str(), "thread %d line %d", &t, &i), 2) << line;
    ASSERT_TRUE(t >= 0 && t < 4);
    EXPECT_EQ(i, next[static_cast<std::size_t>(t)]) << "each thread's lines in order";
    next[static_cast<std::size_t>(t)] = i + 1;
    ++lines;
    at = nl + 1;
  }
  EXPECT_EQ(lines, 2000);
}

TEST(AccessLog, ABufferPastItsBoundIsWrittenByTheCaller) {
  Sink p;
  AccessLog log(p.write, std::chrono::hours(1));
  const std::string line(1000, 'x');
  std::size_t appended = 0;
  while (appended < AccessLog::kMaxBuffered) {
    log.append(line + "\n");
    appended += line.size() + 1;
  }
  const std::string got = p.drain();
  EXPECT_EQ(got.size(), appended) << "the caller that filled the buffer wrote it out at once";
}

TEST(AccessLog, AClosedOutputDoesNotStopTheCallers) {
  int fds[2];
  ASSERT_EQ(::pipe2(fds, O_CLOEXEC), 0);
  ::close(fds[0]);  // writes now fail with EPIPE (SIGPIPE ignored, as errknow-server does)
  signal(SIGPIPE, SIG_IGN);
  {
    AccessLog log(fds[1], 1ms);
    for (int i = 0; i < 1000; ++i) log.append("line\n");
    log.flush();
  }
  // Reaching here is the check: a failing write neither loops nor kills the process.
  EXPECT_EQ(::close(fds[1]), 0);
}
