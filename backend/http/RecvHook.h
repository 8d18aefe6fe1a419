// The server's own `recv` (RecvHook.cpp): the request deadline and the framing guard live there.
// It is defined in a static library, and the linker only takes an archive member that something
// refers to: the server calls keepRecvHook() so that the definition is always linked in.
#pragma once

namespace errknow::backend {
void keepRecvHook();
}  // namespace errknow::backend
