// The server's own `send` (SendHook.cpp): it lets an answer's header block and its body leave in
// one TCP segment. cpp-httplib writes the two with separate send() calls; alone, the header block
// costs a transmit of its own, and the client a wakeup of its own, for a hundred bytes. Like the
// recv hook, it is linked in through keepSendHook().
#pragma once

namespace errknow::backend {
void keepSendHook();
// The calling thread's next send() writes the header block of an answer whose body follows at
// once: it goes with MSG_MORE, and the body's send() pushes both out together.
void holdNextSend();
// The answer is written (the access logger calls this): a header block still held, because no body
// send followed it (a HEAD request, a failed write), is pushed out now, and an unused hold dropped.
void endOfAnswer();
}  // namespace errknow::backend
