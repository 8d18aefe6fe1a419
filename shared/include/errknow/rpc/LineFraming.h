// The newline framing of JSON-RPC messages, as MCP's stdio transport uses it: one message per
// line, no embedded newlines. Like the Content-Length reader beside it (Framing.h), the reader
// never trusts the stream: a line longer than the limit is read past without being kept (so one
// huge message never ends the session or the memory), and blank lines are skipped.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "errknow/rpc/Message.h"

namespace errknow::rpc {

class LineReader {
 public:
  // `read` fills up to n bytes and returns how many (0 at the end of the stream, <0 on error).
  using ReadFn = std::function<long(char* buffer, std::size_t n)>;
  LineReader(ReadFn read, std::size_t maxMessageBytes) : read_(std::move(read)), max_(maxMessageBytes) {}

  enum class Status { Message, Skipped, End };
  // Message: `body` holds one line (without its newline and a trailing CR). Skipped: `problem`
  // says what was dropped. End: no more (a last line without a newline is still a Message).
  Status next(std::string& body, std::string& problem);

 private:
  bool fill();  // reads more into buffer_; false at the end
  Status skipLongLine(std::size_t held, std::string& problem);
  ReadFn read_;
  std::size_t max_;
  std::string buffer_;
  std::size_t pos_ = 0;
  bool ended_ = false;
};

// One message as a line: compact JSON (which never holds a raw newline) and "\n". Invalid UTF-8
// in strings is replaced, so that writing never throws.
std::string frameAsLine(const Json& message);

}  // namespace errknow::rpc
