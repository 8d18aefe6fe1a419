#!/usr/bin/env python3
"""Importer for catalogue/browser: Chromium's network error codes (net::ERR_NAME_NOT_RESOLVED, ...).

Chrome, Edge, Electron, CEF, Puppeteer and Playwright report a failed load with the name of its
net error: `GET https://... net::ERR_CONNECTION_REFUSED` in the console,
`This site can't be reached ... ERR_NAME_NOT_RESOLVED` on the error page,
`page.goto: net::ERR_CERT_AUTHORITY_INVALID at https://...` in automation, and sometimes the number
(`-105`, Electron's `ERR_NAME_NOT_RESOLVED (-105)`). Our records use `ERR_<NAME>` as their code with
`net::ERR_<NAME>` among the aliases; a code counts as covered when a record of catalogue/browser has
either spelling as code or alias.

Reads: net/base/net_error_list.h of the Chromium source (github:chromium/chromium, or any mirror of
it: find_files path net/base/net_error_list.h), `NET_ERROR(NAME, -value)` entries. Debian's
chromium package ships only binaries. The extracted facts (name, value, repository, commit) are
kept in data/chromium_net_errors.json; --refresh --src FILE regenerates it.
Internal codes (IO_PENDING, CERT_END, the cache and certificate-manager ranges, which no page
shows) are listed with --all only. Nothing is fetched from the network.

Run:  python3 catalogue/importers/chromium_net_errors.py [--refresh --src FILE [--commit HASH]]
                                                          [--all] [--drafts DIR]
Exit status 1 while any listed code lacks a record (see common.run).
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import take_option  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "chromium_net_errors.json")
INTERNAL = {"IO_PENDING", "CERT_END", "READ_IF_READY_NOT_IMPLEMENTED", "WS_UPGRADE",
            "UNABLE_TO_REUSE_CONNECTION_FOR_PROXY_AUTH", "PRECONNECT_MAX_SOCKET_LIMIT"}

SELECTION = "every NET_ERROR(NAME, value) entry of the file at that commit"


def internal(name, value):
    # -400..-499 HTTP cache, -600..-699 FTP (removed from Chrome), -700..-799 certificate manager
    return name in INTERNAL or -499 <= value <= -400 or -799 <= value <= -600


def refresh(src, commit):
    with open(src, encoding="utf-8") as handle:
        text = handle.read()
    text = re.sub(r"//[^\n]*", "", text)
    codes = [{"name": m.group(1), "value": int(m.group(2))}
             for m in re.finditer(r"NET_ERROR\(\s*(\w+)\s*,\s*(-\d+)\s*\)", text)]
    data = {"repository": "github:chromium/chromium", "path": "net/base/net_error_list.h",
            "commit": commit or "unknown", "selection": SELECTION, "codes": codes}
    return data


def entries(data, include_internal):
    for entry in data["codes"]:
        name, value = entry["name"], entry["value"]
        if not include_internal and internal(name, value):
            continue
        code = f"ERR_{name}"
        record = common.draft(code, common.PROSE_TODO, f"net::{code}",
                              [(rf"\b{code}\b", 0.9)], aliases=[f"net::{code}"],
                              languages=["javascript"])
        yield [code, f"net::{code}"], common.slugify(code), record


def main():
    include_internal = take_option("--all", flag=True)
    data = common.registry_data(DATA, refresh, "FILE (net/base/net_error_list.h)")
    return common.run("browser", f"Chromium net errors ({data['repository']} {data['path']} at "
                      f"{data['commit'][:12]})", entries(data, include_internal))


if __name__ == "__main__":
    sys.exit(main())
