#!/usr/bin/env python3
"""Check registry of Staticcheck (source "staticcheck"; code the check id, e.g. SA1019).

Reads: the Debian package go-staticcheck (tested with 2023.1, v0.4.0; the binary is named
go-staticcheck): `go-staticcheck -list-checks` (every check and its title) and
`go-staticcheck -explain ID` for each (the "Available since" line: the release, and
"non-default" for checks that are off unless enabled; the "Online documentation" URL). "message" is the check's title;
the long explanation is not copied.
Writes: data/staticcheck_rules.json. Nothing is downloaded.

    apt-get install -y go-staticcheck
    python3 catalogue/importers/staticcheck_rules.py [--staticcheck go-staticcheck]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://staticcheck.dev/docs/checks/#{code}"
CATEGORY = {"SA": "staticcheck (bugs)", "S1": "simple", "ST": "stylecheck", "U1": "unused",
            "QF": "quickfix"}


def run(*cmd):
    return subprocess.run(list(cmd), capture_output=True, text=True, check=True).stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--staticcheck",
                        default=shutil.which("go-staticcheck") or "staticcheck")
    args = parser.parse_args()
    version = run(args.staticcheck, "-version").strip().split(" ", 1)[1]
    rules = []
    for line in run(args.staticcheck, "-list-checks").splitlines():
        code, _, title = line.partition(" ")
        if not re.fullmatch(r"[A-Z]+\d+", code):
            continue
        explain = run(args.staticcheck, "-explain", code)
        since = re.search(r"Available since\s*\n\s*(.+)", explain)
        since_text = since.group(1).strip() if since else ""
        online = re.search(r"Online documentation\s*\n\s*(\S+)", explain)
        rules.append({
            "code": code,
            "aliases": [f"staticcheck({code})", f"go-staticcheck({code})"],
            "message": title.strip(),
            "category": CATEGORY.get(code[:2], code[:2]),
            "since": since_text.split(",")[0].strip() or None,
            "default_enabled": "non-default" not in since_text,
            "docs": online.group(1) if online else DOCS.format(code=code),
        })
    lrc.write("staticcheck", ["staticcheck", "go-staticcheck", "Staticcheck"], version,
              f"Debian go-staticcheck {version}: -list-checks and -explain", rules)


if __name__ == "__main__":
    main()
