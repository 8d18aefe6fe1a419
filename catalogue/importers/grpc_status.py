#!/usr/bin/env python3
"""gRPC status codes.

Reads: the `grpc::StatusCode` enum of grpcpp/support/status_code_enum.h (or the older
grpcpp/impl/codegen/status_code_enum.h) from the Debian package libgrpc++-dev. Installing it is
not needed: `apt-get download libgrpc++-dev && dpkg-deb -x libgrpc++-dev_*.deb DIR` and set
GRPC_INCLUDE=DIR/usr/include. OK (0, success) and DO_NOT_USE are skipped.
Run: GRPC_INCLUDE=... python3 catalogue/importers/grpc_status.py [--drafts DIR]
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

CANDIDATES = ["grpcpp/impl/codegen/status_code_enum.h", "grpcpp/support/status_code_enum.h"]


def header():
    roots = [os.environ.get("GRPC_INCLUDE", ""), "/usr/include"]
    for root in roots:
        for rel in CANDIDATES:
            path = os.path.join(root, rel)
            if root and os.path.exists(path) and re.search(r"\bCANCELLED = 1", open(path).read()):
                return path
    sys.exit("status_code_enum.h not found: install or extract libgrpc++-dev, set GRPC_INCLUDE")


def entries():
    text = open(header(), encoding="utf-8").read()
    for name, number in re.findall(r"^\s+([A-Z_]+) = (-?\d+),", text, re.M):
        if name in ("OK", "DO_NOT_USE"):
            continue
        camel = "".join(part.capitalize() for part in name.split("_"))
        patterns = [(rf"\b{number} {name}:", 0.95), (rf"StatusCode\.{name}\b", 0.95),
                    (rf"code = {camel} desc =", 0.95)]
        record = common.draft(name, name, f"{number} {name}: {{details}}", patterns,
                              aliases=[number, camel])
        yield [name, number], common.slugify(name.replace("_", " ")), record


if __name__ == "__main__":
    sys.exit(common.run("grpc", "grpc::StatusCode (libgrpc++-dev)", entries()))
