// What cpp-httplib does not check about how a request is framed, watched from the bytes it reads.
// Its parser reads header values through C strings (a NUL byte cuts a value short, so
// "Bearer <key>\0junk" would pass as the key alone) and reads chunked bodies without the size
// limit. The recv hook (RecvHook.cpp) shows every byte a worker thread reads to observe(), which
// notes a NUL byte in a request head and counts body bytes against the limit; the server's
// pre-routing checks ask headHadNul(), the error handler asks bodyTooLarge(). closeAfterAnswer()
// makes the connection end once the current answer is written (the next read sees end of file),
// so bytes left over from a badly framed request can never run as a request of their own.
#pragma once

#include <cstddef>

namespace errknow::backend::RequestFraming {

// The largest body accepted (chunked bodies included), plus room for chunk framing.
void configure(std::size_t maxBodyBytes);
// On a worker thread: a connection was taken up / an answer was written and the next request
// may begin (the connection still ends if closeAfterAnswer() was called for the last one).
void startConnection();
void startRequest();
// The bytes a recv on this thread returned.
void observe(const char* data, std::size_t n);
bool headHadNul();
bool bodyTooLarge();
void closeAfterAnswer();
bool closing();

}  // namespace errknow::backend::RequestFraming
