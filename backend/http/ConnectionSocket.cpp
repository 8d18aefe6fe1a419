// The server's own accept, accept4, poll, getpeername and getsockname: see ConnectionSocket.h.
// Each is the plain system call except on a worker thread, for the socket of the connection it
// serves, with shortcuts on (plain HTTP).
#include "ConnectionSocket.h"

#include <poll.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstring>

#include "RequestFraming.h"
#include "SendHook.h"

namespace errknow::backend {
namespace {
std::atomic<bool> gShortcuts{false};
std::atomic<long long> gWriteTimeoutMs{5000};

thread_local int tAccepted = -1;  // listener thread: the socket accept() returned last
thread_local int tSocket = -1;    // worker thread: its connection's socket, while shortcuts are on
thread_local bool tReadable = false;  // the last poll of tSocket found a request to read, unread since

// A socket address asked once per connection.
struct KnownName {
  bool known = false;
  sockaddr_storage addr{};
  socklen_t len = 0;
};
thread_local KnownName tPeer, tLocal;

int realPoll(pollfd* fds, nfds_t n, int timeoutMs) {
  timespec ts{}, *tsp = nullptr;
  if (timeoutMs >= 0) {
    ts.tv_sec = timeoutMs / 1000;
    ts.tv_nsec = static_cast<long>(timeoutMs % 1000) * 1000000L;
    tsp = &ts;
  }
  return static_cast<int>(syscall(SYS_ppoll, fds, n, tsp, nullptr, 0));
}

// getpeername/getsockname through `known` for the connection's socket.
int askName(long call, KnownName& known, int fd, sockaddr* addr, socklen_t* len) {
  const bool cacheable = fd >= 0 && fd == tSocket && addr && len;
  if (!cacheable) return static_cast<int>(syscall(call, fd, addr, len));
  if (!known.known) {
    socklen_t cap = sizeof known.addr;
    if (syscall(call, fd, reinterpret_cast<sockaddr*>(&known.addr), &cap) != 0) return -1;
    known.len = cap;
    known.known = true;
  }
  // As the system call does: copy what fits, report the full length.
  std::memcpy(addr, &known.addr, std::min(*len, known.len));
  *len = known.len;
  return 0;
}
}  // namespace

void configureConnectionSockets(bool plainHttp, std::chrono::milliseconds writeTimeout) {
  gShortcuts = plainHttp;
  gWriteTimeoutMs = writeTimeout.count();
}

int takeAcceptedSocket() {
  const int s = tAccepted;
  tAccepted = -1;
  return s;
}

void beginConnection(int socket) {
  tSocket = gShortcuts ? socket : -1;
  tReadable = false;
  tPeer = {};
  tLocal = {};
  dropAnswerHold();
}

void endConnection() { beginConnection(-1); }

int shortenedSocket() { return tSocket; }
std::chrono::milliseconds answerWriteTimeout() { return std::chrono::milliseconds(gWriteTimeoutMs.load()); }
void noteSocketRead() { tReadable = false; }

int pollSocket(int socket, short events, int timeoutMs) {
  pollfd p{socket, events, 0};
  return realPoll(&p, 1, timeoutMs);
}

}  // namespace errknow::backend

extern "C" int accept(int fd, sockaddr* addr, socklen_t* len) {
  const int s = static_cast<int>(syscall(SYS_accept4, fd, addr, len, 0));
  if (s >= 0) errknow::backend::tAccepted = s;
  return s;
}

extern "C" int accept4(int fd, sockaddr* addr, socklen_t* len, int flags) {
  const int s = static_cast<int>(syscall(SYS_accept4, fd, addr, len, flags));
  if (s >= 0) errknow::backend::tAccepted = s;
  return s;
}

extern "C" int getpeername(int fd, sockaddr* addr, socklen_t* len) {
  return errknow::backend::askName(SYS_getpeername, errknow::backend::tPeer, fd, addr, len);
}

extern "C" int getsockname(int fd, sockaddr* addr, socklen_t* len) {
  return errknow::backend::askName(SYS_getsockname, errknow::backend::tLocal, fd, addr, len);
}

// glibc declares poll's array write-only (the kernel only fills revents); this one reads the fds.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
extern "C" int poll(pollfd* fds, nfds_t n, int timeout) {
  namespace be = errknow::backend;
  if (n != 1 || !fds || fds[0].fd < 0 || fds[0].fd != be::tSocket) return be::realPoll(fds, n, timeout);
  pollfd& p = fds[0];
  if (be::answerBeingWritten()) {
    // cpp-httplib asks before each send whether the socket is writable and whether the client
    // sent anything (a sign it is gone). The send waits for room itself (SendHook), and a client
    // that is gone makes it fail, so neither question needs the kernel.
    if (p.events == POLLOUT) {
      p.revents = POLLOUT;
      return 1;
    }
    if (p.events == POLLIN && timeout == 0) {
      p.revents = 0;
      return 0;
    }
  } else if (p.events == POLLIN && be::RequestFraming::readableNow(timeout)) {
    // The next bytes were read ahead (pipelined requests), or the request's end answers at once.
    p.revents = POLLIN;
    return 1;
  } else if (p.events == POLLIN && be::tReadable) {
    // The poll just before found the request readable, and nothing was read since.
    be::tReadable = false;
    p.revents = POLLIN;
    return 1;
  }
  be::tReadable = false;
  const int rc = be::realPoll(fds, n, timeout);
  if (rc == 1 && p.events == POLLIN && p.revents == POLLIN) be::tReadable = true;
  return rc;
}
#pragma GCC diagnostic pop
