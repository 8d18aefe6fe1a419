// The one `recv` of errknow-server. The cpp-httplib shared library calls recv through the dynamic
// linker, so this definition is reached first: on worker threads it applies the request deadline
// (RequestDeadline.h) and the framing guard (RequestFraming.h); everywhere else, and within
// bounds, it is the plain system call.
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

#include "ConnectionSocket.h"
#include "RecvHook.h"
#include "RequestDeadline.h"
#include "RequestFraming.h"

namespace errknow::backend {
namespace {
thread_local int tSocket = -1;  // the socket this worker thread last read
}  // namespace
void keepRecvHook() {}
int currentSocket() { return tSocket; }
}  // namespace errknow::backend

extern "C" ssize_t recv(int fd, void* buf, size_t len, int flags) {
  namespace be = errknow::backend;
  be::tSocket = fd;
  be::noteSocketRead();
  if (be::RequestDeadline::expired()) {
    errno = ETIMEDOUT;
    return -1;
  }
  if (be::RequestFraming::closing()) return 0;  // the answer is written: the connection ends here
  if (be::RequestFraming::bodyTooLarge()) {
    errno = EMSGSIZE;
    return -1;
  }
  const auto n = static_cast<ssize_t>(syscall(SYS_recvfrom, fd, buf, len, flags, nullptr, nullptr));
  if (n > 0 && !(flags & MSG_PEEK)) be::RequestFraming::observe(static_cast<const char*>(buf), static_cast<std::size_t>(n));
  return n;
}
