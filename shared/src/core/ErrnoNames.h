// The names a program prints for an operating-system or runtime error code: POSIX and Linux errno
// names, the extra ones of macOS and the BSDs, libuv's and Node.js's (getaddrinfo's EAI_* and the
// DNS resolver's), and npm's own `npm ERR! code` names. An all-capitals word that starts with E
// (ERROR, EXPOSE, ENTRYPOINT) is such a code only when it is one of these. Internal to the core
// library.
#pragma once

#include <string_view>

namespace errknow::core {

bool isErrnoName(std::string_view word);

}  // namespace errknow::core
