// The system calls a worker makes on its connection's socket, and the ones it can do without
// (ConnectionSocket.cpp). cpp-httplib makes about thirteen calls per keep-alive request: a poll
// before every read and two before every write, getpeername and getsockname on every request,
// one send for the header block and one for the body. On this kind of virtual machine a system
// call costs over a microsecond, and the answer itself needs only four: the poll that waits for
// the request, its recv, one send, and the access log's write. So, on a plain-HTTP connection:
// - the socket's two addresses are asked once per connection, not once per request;
// - a poll that follows a poll which found the request readable, with nothing read in between,
//   is answered "readable" at once, and so is one when the recv hook holds bytes read ahead
//   (pipelined requests) or would answer at once (RequestFraming.h);
// - while an answer is written (SendHook.h), the polls before each send are answered "writable"
//   and "nothing to read", and the header block and body leave in one sendmsg that itself waits
//   for room, at most the write timeout (so a client that never reads still cannot hold a worker).
// Only the socket the worker's task was accepted for is concerned: the listener's accept() is
// seen here, and the thread pool hands its socket to the task (ElasticThreadPool). Other sockets
// (PostgreSQL, an AI provider) and every other thread get the plain system calls. Over TLS nothing
// is shortened: OpenSSL reads and writes with read() and write(), which are not watched here.
#pragma once

#include <chrono>

namespace errknow::backend {

// Set once at start-up: whether connections are plain HTTP (shortcuts on), and the write timeout.
void configureConnectionSockets(bool plainHttp, std::chrono::milliseconds writeTimeout);

// The socket the calling (listener) thread accepted last, handed over once; -1 if none.
int takeAcceptedSocket();

// A worker thread starts and ends serving the connection on `socket` (-1: not known).
void beginConnection(int socket);
void endConnection();

// The socket of the connection the calling worker serves, when its calls may be shortened; else -1.
int shortenedSocket();
std::chrono::milliseconds answerWriteTimeout();

// The worker read from its socket: a poll after this asks the kernel again.
void noteSocketRead();

// The plain poll() system call on one socket, whatever the thread.
int pollSocket(int socket, short events, int timeoutMs);

}  // namespace errknow::backend
