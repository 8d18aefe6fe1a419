// The request deadline: a client has `seconds` to send each request, head and body, counted from
// when its connection is taken up (or its previous answer was written). cpp-httplib only bounds
// each single read, so a client that trickles one byte a second would keep a worker forever.
//
// How: the worker threads mark when the clock starts (ElasticThreadPool, the access logger), and
// the server's `recv` (RecvHook.cpp), which the cpp-httplib shared library calls through the
// dynamic linker, asks expired(). On a worker thread past its deadline, recv fails with ETIMEDOUT and
// cpp-httplib closes the connection; on any other thread, and before the deadline, it is the
// plain system call. TLS connections read through OpenSSL, not recv: they keep only the per-read
// timeout (production puts TLS in front, at nginx).
#pragma once

namespace errknow::backend::RequestDeadline {

// 0 turns the deadline off. Call once, before serving.
void configure(int seconds);
// On a worker thread: a connection is taken up / the request is read and its handler runs (no
// deadline while the server works: a handler's own outbound calls use recv too) / its answer was
// written / it is done.
void beginConnection();
void handlerStarted();
void requestDone();
void endConnection();
// True on a worker thread whose current request is past its deadline.
bool expired();

}  // namespace errknow::backend::RequestDeadline
