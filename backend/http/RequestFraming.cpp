// What cpp-httplib does not check about a request's framing: see RequestFraming.h.
#include "RequestFraming.h"

#include <atomic>
#include <cstring>

namespace errknow::backend::RequestFraming {
namespace {
std::atomic<std::size_t> gBodyLimit{0};  // 0: no limit
thread_local bool tInHead = true;
thread_local int tMatched = 0;  // how much of "\r\n\r\n" the head's last bytes matched
thread_local bool tNul = false;
thread_local std::size_t tBodyBytes = 0;
thread_local bool tTooLarge = false;
thread_local bool tClosing = false;
constexpr char kEnd[] = "\r\n\r\n";
}  // namespace

void configure(std::size_t maxBodyBytes) { gBodyLimit = maxBodyBytes == 0 ? 0 : maxBodyBytes + 64 * 1024; }

void startConnection() {
  startRequest();
  tClosing = false;
}

void startRequest() {
  tInHead = true;
  tMatched = 0;
  tNul = false;
  tBodyBytes = 0;
  tTooLarge = false;
}

void observe(const char* data, std::size_t n) {
  std::size_t i = 0;
  while (tInHead && i < n) {
    const char c = data[i++];
    if (c == '\0') tNul = true;
    tMatched = c == kEnd[tMatched] ? tMatched + 1 : (c == '\r' ? 1 : 0);
    if (tMatched == 4) tInHead = false;
  }
  tBodyBytes += n - i;
  const std::size_t limit = gBodyLimit.load(std::memory_order_relaxed);
  if (limit > 0 && tBodyBytes > limit) tTooLarge = true;
}

bool headHadNul() { return tNul; }
bool bodyTooLarge() { return tTooLarge; }
void closeAfterAnswer() { tClosing = true; }
bool closing() { return tClosing; }

}  // namespace errknow::backend::RequestFraming
