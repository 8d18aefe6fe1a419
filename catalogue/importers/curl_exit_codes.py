#!/usr/bin/env python3
"""curl exit codes / libcurl CURLcode values.

Reads: the `CURLcode` enum of /usr/include/x86_64-linux-gnu/curl/curl.h (Debian package
libcurl4-openssl-dev) for every CURLE_ name and its number, and the message text of each code
from libcurl itself, `curl_easy_strerror()` in libcurl.so.4 (package libcurl4), via ctypes.
Skipped: CURLE_OK (success) and the CURLE_OBSOLETEnn placeholders, which libcurl never returns.
Run: python3 catalogue/importers/curl_exit_codes.py [--drafts DIR]
"""
import ctypes
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402


HEADER = "/usr/include/x86_64-linux-gnu/curl/curl.h"


def curl_codes():
    text = open(HEADER, encoding="utf-8").read()
    start = text.index("CURLE_OK = 0")
    body = text[start:text.index("CURL_LAST", start)]
    names = re.findall(r"^\s*(CURLE_\w+)", body, re.M)
    lib = ctypes.CDLL("libcurl.so.4")
    lib.curl_easy_strerror.restype = ctypes.c_char_p
    lib.curl_easy_strerror.argtypes = [ctypes.c_int]
    for number, name in enumerate(names):
        yield number, name, lib.curl_easy_strerror(number).decode()


def entries():
    for number, name, text in curl_codes():
        if number == 0 or name.startswith("CURLE_OBSOLETE"):
            continue
        patterns = [(rf"curl: \({number}\) ", 0.9),
                    (common.re2_escape(text), 0.7),
                    (rf"cURL error {number}:", 0.85)]
        record = common.draft(str(number), text, f"curl: ({number}) {{details}}", patterns,
                              aliases=[name])
        slug = common.slugify(name[len("CURLE_"):].replace("_", " "))
        yield [str(number), name], slug, record


if __name__ == "__main__":
    sys.exit(common.run("curl", "curl.h CURLcode and curl_easy_strerror (libcurl 4)", entries()))
