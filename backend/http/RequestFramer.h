// Where one HTTP/1.1 request ends, read from its bytes as they arrive (RequestFramer.cpp). No I/O:
// the server's recv (RequestFraming.h) shows it the bytes that follow on a connection and hands
// cpp-httplib only those that take() accepts, so cpp-httplib never holds a byte of the next
// request (it drops its read buffer after each request) and never reads a body framed otherwise
// than here.
// - The head is read line by line as cpp-httplib reads it: a line ends at LF, the head at the
//   first line that is exactly CR LF after the request line. Noted on the way: a NUL byte, a line
//   ending in a bare LF (cpp-httplib skips such a header line, a proxy may not), the number of
//   Authorization headers (empty ones included: cpp-httplib drops a header with an empty value),
//   and a head over 64 KiB (refused: cpp-httplib would keep reading it into memory).
// - The body is declared by the server once it has checked the head (expectBody): a length, or
//   chunked. A chunk size is bare hexadecimal digits (at most 16), optionally followed by an
//   extension (';' and up to 256 bytes), then CR LF; the chunk's data is followed by CR LF; the
//   last chunk ("0") by CR LF, with no trailers (cpp-httplib reads none). Anything else breaks
//   the framing; chunk data past the body limit makes the body too large.
#pragma once

#include <cstddef>
#include <cstdint>

namespace errknow::backend {

class RequestFramer {
 public:
  enum class Stage {
    Head,          // reading the head
    AwaitingBody,  // the head is read; the server has not yet said how the body is framed
    Body,          // reading the body
    Done,          // the request ends here
    Broken,        // the framing is wrong (or the head too large): nothing more is read
    TooLarge,      // a chunked body past the limit
  };

  // The largest body accepted, chunked or not (0: no limit).
  void setBodyLimit(std::uint64_t maxBodyBytes) { bodyLimit_ = maxBodyBytes; }
  // A request begins (the bytes after the previous one).
  void reset();
  // Of the `n` bytes that follow, how many belong to this request and are well framed, in order.
  // It stops at the end of the head, at the request's end, or before a byte that breaks the
  // framing (stage() then says why).
  std::size_t take(const char* data, std::size_t n);
  // The body's framing, after the head: `length` bytes, or chunked.
  void expectBody(std::uint64_t length);
  void expectChunkedBody();

  Stage stage() const { return stage_; }
  bool headHadNul() const { return nul_; }
  bool headHadBareLf() const { return bareLf_; }
  bool headTooLarge() const { return headTooLarge_; }
  int authorizationHeaders() const { return authorizations_; }
  // While a length-framed body is read: how many bytes remain.
  std::uint64_t bodyLeft() const { return stage_ == Stage::Body && !chunked_ ? left_ : 0; }

 private:
  std::size_t takeHead(const char* data, std::size_t n);
  std::size_t takeChunked(const char* data, std::size_t n);
  void lineBytes(const char* p, std::size_t n);  // bytes of a head line, without its LF
  void lineEnd();
  void chunkByte(char c);

  enum class Chunk { SizeFirst, Size, Extension, SizeLf, Data, DataCr, DataLf, LastCr, LastLf };

  std::uint64_t bodyLimit_ = 0;
  Stage stage_ = Stage::Head;
  // Head
  std::size_t headBytes_ = 0;    // bytes of the head taken so far
  std::size_t line_ = 0;         // lines finished so far (0: in the request line)
  std::size_t lineBytes_ = 0;    // bytes of the current line so far
  char previous_ = 0;            // the line's last byte
  int nameMatch_ = 0;            // how much of "authorization" the line's name matched; -1: not it
  bool nul_ = false, bareLf_ = false, headTooLarge_ = false;
  int authorizations_ = 0;
  // Body
  bool chunked_ = false;
  Chunk chunk_ = Chunk::SizeFirst;
  std::uint64_t left_ = 0;       // bytes left of the body (length) or of the chunk (chunked)
  std::uint64_t size_ = 0;       // the chunk size being read
  int digits_ = 0, extension_ = 0;
  std::uint64_t data_ = 0;       // chunk data so far
};

}  // namespace errknow::backend
