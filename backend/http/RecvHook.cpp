// The one `recv` of errknow-server. The cpp-httplib shared library calls recv through the dynamic
// linker, so this definition is reached first: on worker threads it applies the request deadline
// (RequestDeadline.h), and on the socket of the connection a worker serves it reads ahead and
// frames the requests (RequestFraming.h); everywhere else, and within bounds, it is the plain
// system call.
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

#include "ConnectionSocket.h"
#include "RecvHook.h"
#include "RequestDeadline.h"
#include "RequestFraming.h"

namespace errknow::backend {
void keepRecvHook() {}
}  // namespace errknow::backend

extern "C" ssize_t recv(int fd, void* buf, size_t len, int flags) {
  namespace be = errknow::backend;
  be::noteSocketRead();
  if (be::RequestDeadline::expired()) {
    errno = ETIMEDOUT;
    return -1;
  }
  if (fd >= 0 && fd == be::RequestFraming::socket()) return be::RequestFraming::receive(fd, buf, len, flags);
  return static_cast<ssize_t>(syscall(SYS_recvfrom, fd, buf, len, flags, nullptr, nullptr));
}
