// Content-Length framed JSON-RPC over stdin and stdout. See Stdio.h.
#include "transport/Stdio.h"

#include "errknow/rpc/FdIo.h"

namespace errknow::lsp {

StdioTransport::StdioTransport(std::size_t maxMessageBytes)
    : reader_(
          [](char* buffer, std::size_t n) -> long { return rpc::readSome(0, buffer, n); },
          maxMessageBytes) {}

void StdioTransport::send(const rpc::Json& message) {
  const std::string frame =
      rpc::frameWithContentLength(message.dump(-1, ' ', false, rpc::Json::error_handler_t::replace));
  std::lock_guard<std::mutex> lock(writeMutex_);
  rpc::writeAll(1, frame);  // false: the client is gone, and the read loop ends the server
}

}  // namespace errknow::lsp
