// The language server's stdio: Content-Length framed messages read from standard input and
// written, whole and one at a time, to standard output. Nothing else may write to stdout.
#pragma once

#include <mutex>
#include <string>

#include "errknow/rpc/Framing.h"
#include "errknow/rpc/Message.h"

namespace errknow::lsp {

class StdioTransport {
 public:
  explicit StdioTransport(std::size_t maxMessageBytes);
  rpc::ContentLengthReader& reader() { return reader_; }
  // Thread-safe; a failed write (the client went away) is dropped.
  void send(const rpc::Json& message);

 private:
  rpc::ContentLengthReader reader_;
  std::mutex writeMutex_;
};

}  // namespace errknow::lsp
