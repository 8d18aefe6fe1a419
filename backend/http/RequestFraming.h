// The requests of the connection a worker thread serves, as its recv sees them (RequestFraming.cpp).
// cpp-httplib reads a request through a 4 KiB buffer that it drops once the request is answered:
// bytes of the next request read with it (pipelining) were lost and the rest of the stream taken
// from the middle. And it frames bodies loosely: a chunk longer than its size line ends the body
// early (the rest ran as another request), a size "0x0d" read as 13. So on a plain-HTTP
// connection the server's recv (RecvHook.cpp) reads ahead into a buffer of its own and hands
// cpp-httplib only the bytes of the current request that RequestFramer accepts: a request's end
// is end of file until its answer is written (endRequest), then the next request's bytes follow
// from the buffer. A broken framing fails the read (cpp-httplib answers 400 and the connection
// ends), and a request that was not read to its end ends the connection: no byte of one request
// is ever read as another. Over TLS (OpenSSL reads with read(), not recv) nothing is seen here.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <cstdint>

namespace errknow::backend::RequestFraming {

// The largest body accepted (chunked bodies included).
void configure(std::size_t maxBodyBytes);
// On a worker thread: the connection on `socket` is taken up (-1: its bytes are not seen here).
void startConnection(int socket);
// The connection's socket (-1: not watched).
int socket();

// Once the server has checked the head (before cpp-httplib reads the body): how it is framed.
void expectBody(std::uint64_t length);
void expectChunkedBody();
// What the head held beyond what cpp-httplib reports (RequestFramer.h).
bool headHadNul();
bool headHadBareLf();
bool headTooLarge();
int authorizationHeaders();
bool bodyTooLarge();

// The connection ends once the current answer is written (its next read sees end of file).
void closeAfterAnswer();
bool closing();
// The answer is written: the next request may begin. True when the connection must end instead
// (closeAfterAnswer, or the request was not read to its end).
bool endRequest();

// recv on the connection's socket (the recv hook's).
ssize_t receive(int fd, void* buf, std::size_t len, int flags);
// For a poll of the connection's socket for reading: true when a recv would return at once
// without the kernel (bytes read ahead, or the request's end). `timeoutMs` 0 asks whether the
// client sent anything, which only the read-ahead bytes answer here.
bool readableNow(int timeoutMs);

}  // namespace errknow::backend::RequestFraming
