// The error-code names of ErrnoNames.h, in one sorted table.
#include "ErrnoNames.h"

#include <algorithm>
#include <iterator>

namespace errknow::core {
namespace {

// Sorted (std::binary_search). Linux's come from asm-generic/errno-base.h and errno.h (Debian's
// linux-libc-dev); macOS's and FreeBSD's from their <sys/errno.h>; Node.js's DNS codes from its
// `dns` module's documentation; npm's from the codes its CLI prints after `npm ERR! code`.
constexpr std::string_view kNames[] = {
    "E2BIG", "EACCES", "EADDRGETNETWORKPARAMS", "EADDRINUSE", "EADDRNOTAVAIL", "EADV", "EAFNOSUPPORT", "EAGAIN",
    "EALREADY", "EAUDITGLOBAL", "EAUTH", "EBADARCH", "EBADE", "EBADENGINE", "EBADEXEC", "EBADF", "EBADFAMILY",
    "EBADFD", "EBADFLAGS", "EBADHINTS", "EBADMACHO", "EBADMSG", "EBADNAME", "EBADPLATFORM", "EBADQUERY", "EBADR",
    "EBADRESP", "EBADRPC", "EBADRQC", "EBADSLT", "EBADSTR", "EBFONT", "EBUSY", "ECANCELED", "ECANCELLED",
    "ECAPMODE", "ECHARSET", "ECHILD", "ECHRNG", "ECIGLOBAL", "ECOMM", "ECONNABORTED", "ECONNREFUSED", "ECONNRESET",
    "EDEADLK", "EDEADLOCK", "EDESTADDRREQ", "EDESTRUCTION", "EDEVERR", "EDOM", "EDOOFUS", "EDOTDOT", "EDQUOT",
    "EEXIST", "EFAULT", "EFBIG", "EFILE", "EFORMERR", "EFTYPE", "EHOSTDOWN", "EHOSTUNREACH", "EHWPOISON", "EIDRM",
    "EILSEQ", "EINPROGRESS", "EINTEGRITY", "EINTR", "EINVAL", "EINVALIDPACKAGENAME", "EINVALIDSYNTAX",
    "EINVALIDTAGNAME", "EINVALIDTYPE", "EIO", "EISCONN", "EISDIR", "EISGIT", "EISNAM", "EJSONPARSE", "EKEYEXPIRED",
    "EKEYREJECTED", "EKEYREVOKED", "EL2HLT", "EL2NSYNC", "EL3HLT", "EL3RST", "ELIBACC", "ELIBBAD", "ELIBEXEC",
    "ELIBMAX", "ELIBSCN", "ELIFECYCLE", "ELINKGLOBAL", "ELNRNG", "ELOADIPHLPAPI", "ELOOP", "ELSPROBLEMS",
    "EMEDIUMTYPE", "EMFILE", "EMISSINGARG", "EMLINK", "EMSGSIZE", "EMULTIHOP", "ENAMETOOLONG", "ENAVAIL",
    "ENEEDAUTH", "ENETDOWN", "ENETRESET", "ENETUNREACH", "ENFILE", "ENOANO", "ENOATTR", "ENOAUDIT", "ENOBUFS",
    "ENOCSI", "ENODATA", "ENODEV", "ENOENT", "ENOEXEC", "ENOGIT", "ENOKEY", "ENOLCK", "ENOLINK", "ENOLOCK",
    "ENOMEDIUM", "ENOMEM", "ENOMSG", "ENONAME", "ENONET", "ENOPKG", "ENOPOLICY", "ENOPROTOOPT", "ENOSPC", "ENOSR",
    "ENOSTR", "ENOSYS", "ENOTBLK", "ENOTCAPABLE", "ENOTCONN", "ENOTDIR", "ENOTEMPTY", "ENOTFOUND", "ENOTIMP",
    "ENOTINITIALIZED", "ENOTNAM", "ENOTRECOVERABLE", "ENOTSOCK", "ENOTSUP", "ENOTTY", "ENOTUNIQ", "ENOWORKSPACES",
    "ENXIO", "EOF", "EOPNOTSUPP", "EOTP", "EOVERFLOW", "EOVERRIDEVALUE", "EOWNERDEAD", "EOWNERMUTATE",
    "EOWNERRM", "EPERM", "EPFNOSUPPORT", "EPIPE", "EPKGGLOBAL", "EPROCLIM", "EPROCUNAVAIL", "EPROGMISMATCH",
    "EPROGUNAVAIL", "EPROTO", "EPROTONOSUPPORT", "EPROTOTYPE", "EPUBLISHCONFLICT", "EPWROFF", "EQFULL", "ERANGE",
    "EREFUSED", "EREMCHG", "EREMOTE", "EREMOTEIO", "ERESOLVE", "ERESTART", "ERFKILL", "EROFS", "ERPCMISMATCH",
    "ESERVFAIL", "ESHLIBVERS", "ESHUTDOWN", "ESOCKTNOSUPPORT", "ESPIPE", "ESRCH", "ESRMNT", "ESTALE", "ESTRPIPE",
    "ETARGET", "ETIME", "ETIMEDOUT", "ETIMEOUT", "ETOOMANYREFS", "ETXTBSY", "EUCLEAN", "EUNATCH",
    "EUNSUPPORTEDPROTOCOL", "EUSAGE", "EUSERS", "EWOULDBLOCK", "EXDEV", "EXFULL",
};

static_assert(std::is_sorted(std::begin(kNames), std::end(kNames)), "kNames must stay sorted for binary_search");

}  // namespace

bool isErrnoName(std::string_view word) {
  // getaddrinfo's codes as Node.js and the C library print them: EAI_AGAIN, EAI_NONAME, ...
  if (word.size() > 4 && word.substr(0, 4) == "EAI_") return true;
  return std::binary_search(std::begin(kNames), std::end(kNames), word);
}

}  // namespace errknow::core
