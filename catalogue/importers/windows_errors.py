"""Windows system error codes and HRESULTs people meet -> catalogue/windows.

Reads two sources on this machine:
  * the names and values: winerror.h of MinGW-w64 (Debian package mingw-w64-common,
    /usr/share/mingw-w64/include/winerror.h), every `#define NAME value` of a Win32 error
    (ERROR_*, WSA*, RPC_S_*, ...), with WSABASEERR and the HRESULT typedef macros resolved;
  * the message texts: MinGW's header carries no comments, so the text Windows prints
    ("Access is denied.") comes from Samba's error library (Debian package samba-libs,
    libsamba-errors.so.1, built from Microsoft's MS-ERREF tables): get_friendly_werror_msg()
    for Win32 codes and hresult_errstr_const() for HRESULTs, called through ctypes.
From the header the importer keeps the codes in COMMON; a name the header lacks is reported
and skipped.

Record codes: the symbolic name (ERROR_ACCESS_DENIED, WSAECONNREFUSED, E_FAIL); aliases: the
decimal number for Win32 codes and the HRESULT in hex (0x80070005 = HRESULT_FROM_WIN32(5)),
unless an HRESULT of COMMON (E_ACCESSDENIED) owns that value. Patterns: the symbolic name, the
hex form (case-insensitive) and the message text Windows prints, at moderate weight.

Run:  python3 catalogue/importers/windows_errors.py                  # report codes without a record
      python3 catalogue/importers/windows_errors.py --drafts /tmp/d  # write drafts to /tmp/d/windows/
Nothing is fetched from the network.
"""
import ctypes
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HEADERS = ["/usr/share/mingw-w64/include/winerror.h",
           "/usr/x86_64-w64-mingw32/include/winerror.h"]
SAMBA_ERRORS = "libsamba-errors.so.1"

COMMON = """
ERROR_INVALID_FUNCTION ERROR_FILE_NOT_FOUND ERROR_PATH_NOT_FOUND ERROR_TOO_MANY_OPEN_FILES
ERROR_ACCESS_DENIED ERROR_INVALID_HANDLE ERROR_NOT_ENOUGH_MEMORY ERROR_OUTOFMEMORY
ERROR_WRITE_PROTECT ERROR_NOT_READY ERROR_GEN_FAILURE ERROR_SHARING_VIOLATION ERROR_LOCK_VIOLATION
ERROR_NOT_SUPPORTED ERROR_BAD_NETPATH ERROR_UNEXP_NET_ERR ERROR_NETNAME_DELETED
ERROR_NETWORK_ACCESS_DENIED ERROR_BAD_NET_NAME ERROR_FILE_EXISTS ERROR_INVALID_PARAMETER
ERROR_BROKEN_PIPE ERROR_DISK_FULL ERROR_SEM_TIMEOUT ERROR_INVALID_NAME ERROR_MOD_NOT_FOUND
ERROR_PROC_NOT_FOUND ERROR_DIR_NOT_EMPTY ERROR_BUSY ERROR_ALREADY_EXISTS ERROR_BAD_EXE_FORMAT
ERROR_ENVVAR_NOT_FOUND ERROR_FILENAME_EXCED_RANGE ERROR_PIPE_BUSY ERROR_NO_DATA
ERROR_PIPE_NOT_CONNECTED WAIT_TIMEOUT ERROR_DIRECTORY ERROR_OPERATION_ABORTED ERROR_IO_PENDING
ERROR_SERVICE_REQUEST_TIMEOUT ERROR_SERVICE_ALREADY_RUNNING ERROR_SERVICE_DISABLED
ERROR_SERVICE_DOES_NOT_EXIST ERROR_SERVICE_NOT_ACTIVE ERROR_FAILED_SERVICE_CONTROLLER_CONNECT
ERROR_SERVICE_SPECIFIC_ERROR ERROR_PROCESS_ABORTED ERROR_SERVICE_DEPENDENCY_FAIL
ERROR_SERVICE_LOGON_FAILED ERROR_SERVICE_MARKED_FOR_DELETE ERROR_SERVICE_EXISTS
ERROR_SESSION_CREDENTIAL_CONFLICT ERROR_CONNECTION_REFUSED ERROR_NETWORK_UNREACHABLE
ERROR_HOST_UNREACHABLE ERROR_CONNECTION_ABORTED ERROR_NO_LOGON_SERVERS ERROR_PRIVILEGE_NOT_HELD
ERROR_LOGON_FAILURE ERROR_PASSWORD_EXPIRED ERROR_ACCOUNT_DISABLED ERROR_LOGON_TYPE_NOT_GRANTED
ERROR_NO_SYSTEM_RESOURCES ERROR_INSTALL_FAILURE ERROR_INSTALL_ALREADY_RUNNING
ERROR_INSTALL_PACKAGE_OPEN_FAILED RPC_S_SERVER_UNAVAILABLE RPC_S_CALL_FAILED EPT_S_NOT_REGISTERED
ERROR_ACCOUNT_LOCKED_OUT ERROR_CANT_ACCESS_FILE ERROR_SXS_CANT_GEN_ACTCTX
WSAEACCES WSAEWOULDBLOCK WSAEADDRINUSE WSAEADDRNOTAVAIL WSAENETUNREACH WSAECONNABORTED WSAECONNRESET
WSAENOTCONN WSAETIMEDOUT WSAECONNREFUSED WSAEHOSTUNREACH WSANOTINITIALISED WSAHOST_NOT_FOUND
WSATRY_AGAIN
E_UNEXPECTED E_NOTIMPL E_OUTOFMEMORY E_INVALIDARG E_NOINTERFACE E_FAIL E_ACCESSDENIED
REGDB_E_CLASSNOTREG CO_E_NOTINITIALIZED CO_E_SERVER_EXEC_FAILURE RPC_E_DISCONNECTED
RPC_E_SERVERCALL_RETRYLATER DISP_E_EXCEPTION DISP_E_TYPEMISMATCH TRUST_E_NOSIGNATURE CERT_E_EXPIRED
CERT_E_UNTRUSTEDROOT CERT_E_CN_NO_MATCH CRYPT_E_REVOCATION_OFFLINE SEC_E_UNTRUSTED_ROOT
SEC_E_WRONG_PRINCIPAL NTE_BAD_KEYSET
"""


def header_values():
    """{name: int} for every #define of winerror.h whose value resolves to a number."""
    path = next(p for p in HEADERS if os.path.exists(p))
    raw = {}
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            m = re.match(r"#define\s+(\w+)\s+(.+?)\s*(?://.*|/\*.*)?$", line)
            if m:
                raw.setdefault(m.group(1), m.group(2))
    values = {}

    def resolve(name, depth=0):
        if name in values:
            return values[name]
        expr = raw.get(name)
        if expr is None or depth > 10:
            return None
        expr = re.sub(r"__MSABI_LONG|_HRESULT_TYPEDEF_|_NDIS_ERROR_TYPEDEF_|\(HRESULT\)|\(DWORD\)"
                      r"|\(LONG\)|\(SCODE\)", "", expr)
        expr = re.sub(r"\b(0x[0-9A-Fa-f]+|\d+)[UuLl]+\b", r"\1", expr)
        for ident in set(re.findall(r"\b[A-Za-z_]\w*\b", expr)):
            sub = resolve(ident, depth + 1)
            if sub is None:
                return None
            expr = re.sub(rf"\b{ident}\b", str(sub), expr)
        if not re.fullmatch(r"[\s()+\-|0-9xXa-fA-F]+", expr):
            return None
        try:
            value = eval(expr, {"__builtins__": {}})  # digits, hex, + - | and parentheses only
        except Exception:
            return None
        values[name] = value & 0xFFFFFFFF
        return values[name]

    for name in raw:
        resolve(name)
    return values


def samba_texts():
    lib = ctypes.CDLL(SAMBA_ERRORS)
    for fn in ("get_friendly_werror_msg", "hresult_errstr_const"):
        getattr(lib, fn).restype = ctypes.c_char_p
        getattr(lib, fn).argtypes = [ctypes.c_uint32]

    def text(value, hresult):
        raw = (lib.hresult_errstr_const(value) if hresult
               else lib.get_friendly_werror_msg(value))
        text = (raw or b"").decode("utf-8", "replace").strip()
        return None if not text or text.lower().startswith(("unknown", "hres code")) else text
    return text


def entries():
    values = header_values()
    text = samba_texts()
    names = COMMON.split()
    hresult_names = {n for n in names if values.get(n, 0) >= 0x80000000}
    owned_hex = {values[n] for n in hresult_names}
    for name in names:
        if name not in values:
            print(f"  not in winerror.h, skipped: {name}", file=sys.stderr)
            continue
        value = values[name]
        hresult = name in hresult_names
        aliases, patterns = [], [(rf"\b{name}\b", 0.9)]
        if hresult:
            hexform = f"0x{value:08X}"
            aliases.append(hexform)
        else:
            aliases.append(str(value))
            hexform = f"0x{0x80070000 | value:08X}" if 0 < value <= 0xFFFF else None
            if hexform and int(hexform, 16) in owned_hex:
                hexform = None
            elif hexform:
                aliases.append(hexform)
        if hexform:
            patterns.append((rf"(?i)\b{hexform}\b", 0.85))
        message = text(value, hresult)
        if message:
            # FormatMessage inserts (%1, %2) become {1}, {2} in the template and .+? in the pattern
            message = re.sub(r"%(\d)", r"{\1}", message)
            escaped = common.template_regex(message).replace("\\ ", " ")
            patterns.append((escaped, 0.6 if len(message) >= 30 else 0.4))
        record = common.draft(name, name, message, patterns, aliases=aliases,
                              extra={"platforms": ["windows"]})
        yield [name] + aliases, common.slugify(name.replace("_", " ")), record


if __name__ == "__main__":
    sys.exit(common.run("windows", "MinGW-w64 winerror.h with message texts from Samba's "
                        "libsamba-errors (MS-ERREF)", entries()))
