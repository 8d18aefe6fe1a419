#!/usr/bin/env python3
"""OpenSSL certificate verification errors (X509_V_ERR_*).

Reads: every `#define X509_V_ERR_<NAME> <n>` of /usr/include/openssl/x509_vfy.h (Debian package
libssl-dev) and the text OpenSSL prints for it, `X509_verify_cert_error_string(n)` from
libcrypto.so.3 (package libssl3), called through ctypes.
Run: python3 catalogue/importers/openssl_verify.py [--drafts DIR]
"""
import ctypes
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402


HEADER = "/usr/include/openssl/x509_vfy.h"


def verify_errors():
    text = open(HEADER, encoding="utf-8").read()
    lib = ctypes.CDLL("libcrypto.so.3")
    lib.X509_verify_cert_error_string.restype = ctypes.c_char_p
    lib.X509_verify_cert_error_string.argtypes = [ctypes.c_long]
    for name, number in re.findall(r"#\s*define\s+(X509_V_ERR_\w+)\s+(\d+)", text):
        yield name, int(number), lib.X509_verify_cert_error_string(int(number)).decode()


def entries():
    for name, number, text in verify_errors():
        short = name[len("X509_V_ERR_"):]
        patterns = [(rf"(?:verify error:num={number}:|error {number} at \d+ depth lookup: ?)"
                     + common.re2_escape(text), 0.95),
                    (r"(?:SSL certificate problem|certificate verify failed): " + common.re2_escape(text), 0.9),
                    (common.re2_escape(text), 0.75 if len(text) >= 25 else 0.5)]
        record = common.draft(name, text, text, patterns, aliases=[str(number), short])
        yield [name, str(number)], common.slugify(text), record


if __name__ == "__main__":
    sys.exit(common.run("tls", "OpenSSL x509_vfy.h and X509_verify_cert_error_string (OpenSSL 3)",
                        entries()))
