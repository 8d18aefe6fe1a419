// Content-Length framed JSON-RPC over stdin and stdout. See Stdio.h.
#include "transport/Stdio.h"

#include <unistd.h>

#include <cerrno>

namespace errknow::lsp {

StdioTransport::StdioTransport(std::size_t maxMessageBytes)
    : reader_(
          [](char* buffer, std::size_t n) -> long {
            for (;;) {
              const ssize_t got = ::read(0, buffer, n);
              if (got < 0 && errno == EINTR) continue;
              return static_cast<long>(got);
            }
          },
          maxMessageBytes) {}

void StdioTransport::send(const rpc::Json& message) {
  const std::string frame =
      rpc::frameWithContentLength(message.dump(-1, ' ', false, rpc::Json::error_handler_t::replace));
  std::lock_guard<std::mutex> lock(writeMutex_);
  std::size_t done = 0;
  while (done < frame.size()) {
    const ssize_t n = ::write(1, frame.data() + done, frame.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

}  // namespace errknow::lsp
