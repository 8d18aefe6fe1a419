#!/usr/bin/env python3
"""SQLite result codes: compare the library's primary and extended codes with catalogue/sqlite.

Reads, all on this machine:
  /usr/include/sqlite3.h        (Debian package libsqlite3-dev)
      every SQLITE_* result code, primary (SQLITE_BUSY 5) and extended
      (SQLITE_CONSTRAINT_UNIQUE = SQLITE_CONSTRAINT | 8<<8 = 2067);
  libsqlite3.so.0               (Debian package libsqlite3-0), through python3 ctypes
      sqlite3_errstr(code), the English text the library gives each code.

Run:
  python3 catalogue/importers/sqlite_codes.py                 # report codes without a record
  python3 catalogue/importers/sqlite_codes.py --drafts /tmp/d # write drafts to /tmp/d/sqlite/
"""
import ctypes
import ctypes.util
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HEADER = "/usr/include/sqlite3.h"

# Codes that are not result codes although they look like them.
NOT_RESULT_CODES = re.compile(
    r"SQLITE_(OPEN|VERSION|SOURCE|IOCAP|LOCK_|SYNC|ACCESS|FCNTL|SHM|DBCONFIG|CONFIG|"
    r"LIMIT|PREPARE|UTF|ANY|DETERMINISTIC|DIRECTONLY|SUBTYPE|INNOCUOUS|INDEX|STATUS|"
    r"DBSTATUS|STMTSTATUS|CHECKPOINT|VTAB|ROLLBACK$|IGNORE$|DENY$|FAIL$|REPLACE$|"
    r"INTEGER|FLOAT|BLOB|NULL|TEXT|TRACE|TXN|SERIALIZE|DESERIALIZE|CREATE_|DROP_|"
    r"ALTER_|ANALYZE|ATTACH|DETACH|DELETE|INSERT|PRAGMA|READ$|SELECT|TRANSACTION|UPDATE|"
    r"REINDEX|FUNCTION|SAVEPOINT|RECURSIVE|COPY|MUTEX|TESTCTRL|SCANSTAT|STATIC|TRANSIENT|"
    r"WIN32|GET_LOCKPROXYFILE|SET_LOCKPROXYFILE|LAST_ERRNO|EXTERN|API|CDECL|APICALL|"
    r"STDCALL|CALLBACK|SYSAPI|OMIT|HAS_|SESSION|CHANGESET|FTS5|RTREE|MAX_|LIMIT_)")

PRIMARY = re.compile(r"#define (SQLITE_[A-Z]+)\s+(\d+)\s*/\*")
EXTENDED = re.compile(r"#define (SQLITE_[A-Z]+_[A-Z_]+)\s+\((SQLITE_[A-Z]+)\s*\|\s*\((\d+)<<8\)\)")


def result_codes():
    """(name, number, primary name) for every result code in sqlite3.h, in header order."""
    codes, primary = [], {}
    with open(HEADER, encoding="utf-8") as handle:
        for line in handle:
            m = PRIMARY.match(line)
            if m and not NOT_RESULT_CODES.match(m.group(1)):
                # Primary result codes are the block from SQLITE_OK to SQLITE_DONE.
                if m.group(1) == "SQLITE_OK" or primary and "SQLITE_DONE" not in primary:
                    primary[m.group(1)] = int(m.group(2))
                    codes.append((m.group(1), int(m.group(2)), m.group(1)))
                continue
            m = EXTENDED.match(line.replace(" |  (", " | ("))
            if m and m.group(2) in primary:
                number = primary[m.group(2)] | (int(m.group(3)) << 8)
                codes.append((m.group(1), number, m.group(2)))
    return codes


def errstr_function():
    path = ctypes.util.find_library("sqlite3") or "libsqlite3.so.0"
    lib = ctypes.CDLL(path)
    lib.sqlite3_errstr.restype = ctypes.c_char_p
    lib.sqlite3_errstr.argtypes = [ctypes.c_int]
    return lambda code: lib.sqlite3_errstr(code).decode("utf-8")


# Library texts too short or too common to point at one code on their own.
GENERIC_TEXTS = {"access permission denied", "unknown error", "query aborted",
                 "unknown operation", "warning message", "notification message"}


def entries():
    errstr = errstr_function()
    for name, number, primary in result_codes():
        text = errstr(number)
        own_text = name == primary or text != errstr(primary_number(primary))
        patterns = [(rf"\b{name}\b", 0.95 if name != primary else 0.9)]
        if own_text and text not in GENERIC_TEXTS:
            patterns.append((rf"\b{common.re2_escape(text)}\b", 0.8 if name == primary else 0.85))
        readable = name == primary and text not in GENERIC_TEXTS
        slug = common.slugify(text if readable else name.replace("_", " "))
        record = common.draft(name, text, text, patterns, aliases=[str(number)],
                              languages=["sql"])
        yield [name, str(number)], slug, record


_PRIMARY_NUMBERS = {}


def primary_number(primary):
    if not _PRIMARY_NUMBERS:
        for name, number, prim in result_codes():
            if name == prim:
                _PRIMARY_NUMBERS[name] = number
    return _PRIMARY_NUMBERS[primary]


if __name__ == "__main__":
    sys.exit(common.run("sqlite", "sqlite3.h and sqlite3_errstr()", entries()))
