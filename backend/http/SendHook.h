// The server's own `send` (SendHook.cpp): an answer's header block and its body leave together.
// cpp-httplib writes the two with separate send() calls; alone, the header block costs a transmit
// of its own, and the client a wakeup of its own, for a hundred bytes. On the connection a worker
// serves with shortcuts (ConnectionSocket.h), the header block is kept in memory and goes out with
// the body in one sendmsg; on any other socket it goes with MSG_MORE, and the body's send pushes
// both. Like the recv hook, it is linked in through keepSendHook().
#pragma once

#include <functional>

namespace errknow::backend {
void keepSendHook();
// The calling thread's next send() writes the header block of an answer whose body follows at
// once. `beforeLeaving`, if given, runs just before the send that lets the whole answer out (the
// body's, or the header block's alone when no body follows): the last moment before the client
// can see it, with no other thread woken in between. It does not run when the answer never goes
// out through send() (TLS writes with write()).
void holdNextSend(std::function<void()> beforeLeaving = {});
// The answer is written (the access logger calls this): a header block still held, because no body
// send followed it (a HEAD request, a failed write), is sent now, and an unused hold dropped.
void endOfAnswer();
// Between holdNextSend() and the send of the body: the answer is being written.
bool answerBeingWritten();
// Forgets any hold without sending (a new connection or request starts on this thread).
void dropAnswerHold();
}  // namespace errknow::backend
