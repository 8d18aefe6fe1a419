// The request deadline, enforced in recv: see RequestDeadline.h.
#include "RequestDeadline.h"

#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>

namespace errknow::backend::RequestDeadline {
namespace {
using Clock = std::chrono::steady_clock;
std::atomic<int> gSeconds{0};
thread_local bool tActive = false;
thread_local Clock::time_point tDeadline;

void restart() {
  const int s = gSeconds.load(std::memory_order_relaxed);
  tActive = s > 0;
  if (tActive) tDeadline = Clock::now() + std::chrono::seconds(s);
}
}  // namespace

void configure(int seconds) { gSeconds = seconds > 0 ? seconds : 0; }
void beginConnection() { restart(); }
void handlerStarted() { tActive = false; }
void requestDone() { restart(); }
void endConnection() { tActive = false; }

bool expired() { return tActive && Clock::now() > tDeadline; }

}  // namespace errknow::backend::RequestDeadline

extern "C" ssize_t recv(int fd, void* buf, size_t len, int flags) {
  if (errknow::backend::RequestDeadline::expired()) {
    errno = ETIMEDOUT;
    return -1;
  }
  return static_cast<ssize_t>(syscall(SYS_recvfrom, fd, buf, len, flags, nullptr, nullptr));
}
