// The one `send` of errknow-server: see SendHook.h. On a thread that did not ask for a hold, and
// in every other process, it is the plain system call.
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <functional>
#include <string>

#include "ConnectionSocket.h"
#include "SendHook.h"

namespace errknow::backend {
namespace {
enum class Hold { None, Armed, Holding };
thread_local Hold tHold = Hold::None;
thread_local int tHeldSocket = -1;
thread_local bool tHeldHere = false;  // the header block is in tHeld, not in the socket
thread_local std::string tHeld;
thread_local std::function<void()> tBeforeLeaving;

// Runs the answer's last step before it leaves, once.
void leaving() {
  if (!tBeforeLeaving) return;
  std::function<void()> f = std::move(tBeforeLeaving);
  tBeforeLeaving = nullptr;
  f();
}

// Sends every byte of `iov` without blocking past the write timeout: the bytes sent, or -1.
ssize_t sendWhole(int fd, iovec* iov, int count, int flags) {
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + answerWriteTimeout();
  ssize_t sent = 0;
  while (count > 0) {
    if (iov->iov_len == 0) {
      ++iov;
      --count;
      continue;
    }
    msghdr m{};
    m.msg_iov = iov;
    m.msg_iovlen = static_cast<std::size_t>(count);
    const auto n = static_cast<ssize_t>(syscall(SYS_sendmsg, fd, &m, flags | MSG_DONTWAIT));
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno != EAGAIN && errno != EWOULDBLOCK) return -1;
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      if (left <= 0 || pollSocket(fd, POLLOUT, static_cast<int>(left)) == 0) {
        errno = ETIMEDOUT;
        return -1;
      }
      continue;
    }
    sent += n;
    auto done = static_cast<std::size_t>(n);
    while (count > 0 && done >= iov->iov_len) {
      done -= iov->iov_len;
      ++iov;
      --count;
    }
    if (count > 0) {
      iov->iov_base = static_cast<char*>(iov->iov_base) + done;
      iov->iov_len -= done;
    }
  }
  return sent;
}
}  // namespace

void keepSendHook() {}
void holdNextSend(std::function<void()> beforeLeaving) {
  tHold = Hold::Armed;
  tBeforeLeaving = std::move(beforeLeaving);
}
bool answerBeingWritten() { return tHold == Hold::Armed || (tHold == Hold::Holding && tHeldHere); }

void dropAnswerHold() {
  tHold = Hold::None;
  tHeldSocket = -1;
  tHeldHere = false;
  tHeld.clear();
  tBeforeLeaving = nullptr;
}

void endOfAnswer() {
  if (tHold == Hold::Holding) leaving();
  if (tHold == Hold::Holding && tHeldHere) {
    iovec iov{tHeld.data(), tHeld.size()};
    sendWhole(tHeldSocket, &iov, 1, MSG_NOSIGNAL);
  } else if (tHold == Hold::Holding) {
    // Setting TCP_NODELAY pushes whatever the socket holds; the connection keeps it, which only
    // means that later small writes are never delayed.
    const int on = 1;
    setsockopt(tHeldSocket, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
  }
  dropAnswerHold();
}
}  // namespace errknow::backend

extern "C" ssize_t send(int fd, const void* buf, size_t len, int flags) {
  namespace be = errknow::backend;
  if (be::tHold == be::Hold::Armed) {
    be::tHold = be::Hold::Holding;
    be::tHeldSocket = fd;
    be::tHeldHere = fd >= 0 && fd == be::shortenedSocket();
    if (be::tHeldHere) {
      be::tHeld.assign(static_cast<const char*>(buf), len);
      return static_cast<ssize_t>(len);
    }
    flags |= MSG_MORE;
  } else if (be::tHold == be::Hold::Holding && fd == be::tHeldSocket) {
    be::leaving();
    const bool here = be::tHeldHere;
    be::tHold = be::Hold::None;  // this write takes the held bytes with its own
    if (here) {
      iovec iov[2] = {{be::tHeld.data(), be::tHeld.size()}, {const_cast<void*>(buf), len}};
      const ssize_t n = be::sendWhole(fd, iov, 2, flags);
      be::dropAnswerHold();
      return n < 0 ? -1 : static_cast<ssize_t>(len);
    }
  }
  return static_cast<ssize_t>(syscall(SYS_sendto, fd, buf, len, flags, nullptr, 0));
}
