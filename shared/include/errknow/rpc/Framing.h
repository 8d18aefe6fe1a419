// Framings of JSON-RPC messages on a byte stream. The language server uses LSP's base protocol:
// "Content-Length: N\r\n\r\n" then N bytes. A reader never trusts the stream: a header block
// without a usable Content-Length is skipped up to the next one, and a message longer than the
// limit is read past without being kept, so one bad message never ends the session.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace errknow::rpc {

class ContentLengthReader {
 public:
  // `read` fills up to n bytes and returns how many (0 at the end of the stream, <0 on error).
  using ReadFn = std::function<long(char* buffer, std::size_t n)>;
  ContentLengthReader(ReadFn read, std::size_t maxMessageBytes) : read_(std::move(read)), max_(maxMessageBytes) {}

  enum class Status { Message, Skipped, End };
  // Message: `body` holds one message. Skipped: `problem` says what was dropped. End: no more.
  Status next(std::string& body, std::string& problem);

 private:
  bool fill();                 // reads more into buffer_; false at the end
  bool readLine(std::string& line);
  ReadFn read_;
  std::size_t max_;
  std::string buffer_;
  std::size_t pos_ = 0;
  bool ended_ = false;
};

// One message with its Content-Length header.
std::string frameWithContentLength(const std::string& body);

}  // namespace errknow::rpc
