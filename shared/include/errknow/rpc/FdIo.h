// Reading and writing a file descriptor the way every stdio transport and log here needs it:
// retried when a signal interrupts the call, and a write that goes on until every byte is out or
// the output is gone. Used by the LSP and MCP stdio transports and the server's access log.
#pragma once

#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <string_view>

namespace errknow::rpc {

// One read(2) of at most `n` bytes, retried on EINTR: the bytes read, 0 at the end, -1 on error.
inline long readSome(int fd, char* buffer, std::size_t n) {
  for (;;) {
    const ssize_t got = ::read(fd, buffer, n);
    if (got < 0 && errno == EINTR) continue;
    return static_cast<long>(got);
  }
}

// Writes all of `bytes`; false when the output is closed or failing (the rest is dropped).
inline bool writeAll(int fd, std::string_view bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace errknow::rpc
