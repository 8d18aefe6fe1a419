// The request deadline, enforced in recv: see RequestDeadline.h.
#include "RequestDeadline.h"

#include <atomic>
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
