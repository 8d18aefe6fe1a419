// The requests of a worker's connection, read ahead and framed: see RequestFraming.h.
#include "RequestFraming.h"

#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <vector>

#include "RequestFramer.h"

namespace errknow::backend::RequestFraming {
namespace {
constexpr std::size_t kReadAhead = 16 * 1024;
std::atomic<std::uint64_t> gBodyLimit{0};  // 0: no limit
thread_local int tSocket = -1;
thread_local RequestFramer tFramer;
thread_local std::vector<char> tBuffer;          // bytes read from the socket, [tBegin, tEnd) not yet handed out
thread_local std::size_t tBegin = 0, tEnd = 0;
thread_local bool tClosing = false;

ssize_t recvSyscall(int fd, void* buf, std::size_t len, int flags) {
  return static_cast<ssize_t>(syscall(SYS_recvfrom, fd, buf, len, flags, nullptr, nullptr));
}

// What a read at the request's end or past a broken framing returns. A head past the limit ends
// as if the client had stopped there: cpp-httplib answers what it has (414 for a request line
// that long, 400 for headers, which the server makes 431).
ssize_t stopped() {
  switch (tFramer.stage()) {
    case RequestFramer::Stage::Broken:
      if (tFramer.headTooLarge()) return 0;
      errno = EBADMSG;
      return -1;
    case RequestFramer::Stage::TooLarge: errno = EMSGSIZE; return -1;
    default: return 0;  // the request ends here: end of file until its answer is written
  }
}
}  // namespace

void configure(std::size_t maxBodyBytes) { gBodyLimit = maxBodyBytes; }

void startConnection(int socket) {
  tSocket = socket;
  tFramer.setBodyLimit(gBodyLimit.load(std::memory_order_relaxed));
  tFramer.reset();
  tBegin = tEnd = 0;
  tClosing = false;
  if (socket >= 0 && tBuffer.size() < kReadAhead) tBuffer.resize(kReadAhead);
}

int socket() { return tSocket; }

void expectBody(std::uint64_t length) { tFramer.expectBody(length); }
void expectChunkedBody() { tFramer.expectChunkedBody(); }
bool headHadNul() { return tFramer.headHadNul(); }
bool headHadBareLf() { return tFramer.headHadBareLf(); }
bool headTooLarge() { return tFramer.headTooLarge(); }
int authorizationHeaders() { return tFramer.authorizationHeaders(); }
bool bodyTooLarge() { return tFramer.stage() == RequestFramer::Stage::TooLarge; }

void closeAfterAnswer() { tClosing = true; }
bool closing() { return tClosing; }

bool endRequest() {
  if (tSocket < 0) return tClosing;
  if (tFramer.stage() != RequestFramer::Stage::Done) tClosing = true;  // not read to its end
  tFramer.reset();
  return tClosing;
}

ssize_t receive(int fd, void* buf, std::size_t len, int flags) {
  if (flags & MSG_PEEK) {
    // cpp-httplib peeks before writing, to see whether the client is still there: the bytes read
    // ahead say so; without them, the kernel.
    if (tBegin == tEnd) return recvSyscall(fd, buf, len, flags);
    const std::size_t k = std::min(len, tEnd - tBegin);
    std::memcpy(buf, tBuffer.data() + tBegin, k);
    return static_cast<ssize_t>(k);
  }
  if (tClosing) return 0;  // the answer is written: the connection ends here
  if (tFramer.stage() != RequestFramer::Stage::Head && tFramer.stage() != RequestFramer::Stage::Body) return stopped();
  if (tBegin == tEnd) {
    if (const std::uint64_t left = tFramer.bodyLeft(); left > 0) {
      // A body of known length: straight into cpp-httplib's buffer, nothing read beyond it.
      const ssize_t n = recvSyscall(fd, buf, static_cast<std::size_t>(std::min<std::uint64_t>(len, left)), flags);
      if (n > 0) tFramer.take(static_cast<const char*>(buf), static_cast<std::size_t>(n));
      return n;
    }
    const ssize_t n = recvSyscall(fd, tBuffer.data(), tBuffer.size(), flags);
    if (n <= 0) return n;
    tBegin = 0;
    tEnd = static_cast<std::size_t>(n);
  }
  const std::size_t k = tFramer.take(tBuffer.data() + tBegin, std::min(len, tEnd - tBegin));
  if (k == 0) return stopped();
  std::memcpy(buf, tBuffer.data() + tBegin, k);
  tBegin += k;
  return static_cast<ssize_t>(k);
}

bool readableNow(int timeoutMs) {
  if (tSocket < 0) return false;
  if (tBegin < tEnd) return true;
  if (timeoutMs == 0) return false;
  const RequestFramer::Stage s = tFramer.stage();
  return tClosing || (s != RequestFramer::Stage::Head && s != RequestFramer::Stage::Body);
}

}  // namespace errknow::backend::RequestFraming
