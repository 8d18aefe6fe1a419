#!/usr/bin/env python3
"""Check registry of clang-tidy (clangd publishes them with source "clang-tidy" and the check
name as code, e.g. bugprone-integer-division).

Reads: the Debian package clang-tidy (clang-tidy-14, 1:14.0.6): `clang-tidy --list-checks
-checks='*'` (every check, including the clang-analyzer-* static-analyzer checks) and
`clang-tidy --list-checks` (the ones on without a .clang-tidy file -> default_enabled).
clang-tidy has only names: its message texts live in the binary without a name attached, so
"message" is left out, except for the clang-analyzer-* checks, whose one-line descriptions
`clang -cc1 -analyzer-checker-help` prints (Debian clang-14). Each check's documentation page
is given in "docs" (LLVM 14 layout).
Writes: data/clang_tidy_rules.json. Nothing is downloaded.

    apt-get install -y clang-tidy
    python3 catalogue/importers/clang_tidy_rules.py [--clang-tidy clang-tidy-14]
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = ("https://releases.llvm.org/{major}.0.0/tools/clang/tools/extra/docs/clang-tidy/checks/"
        "{name}.html")


def checks(binary, *extra):
    out = subprocess.run([binary, "--list-checks", *extra], capture_output=True, text=True,
                         check=True, cwd="/").stdout
    return [line.strip() for line in out.splitlines() if line.startswith("    ") and line.strip()]


def analyzer_descriptions(clang):
    """The static analyzer's own one-line description of each checker (clang -cc1
    -analyzer-checker-help), keyed by checker name (core.DivideZero)."""
    try:
        out = subprocess.run([clang, "-cc1", "-analyzer-checker-help"], capture_output=True,
                             text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return {}
    found, name = {}, None
    for line in out.split("CHECKERS:", 1)[-1].splitlines():
        m = re.match(r"  (\S+)(?:\s+(.*))?$", line)
        if m and not line.startswith("   "):
            name = m.group(1)
            if m.group(2):
                found[name] = m.group(2).strip()
        elif name and line.strip() and name not in found:
            found[name] = line.strip()
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clang-tidy", default="clang-tidy")
    parser.add_argument("--clang", default="clang", help="for the analyzer checks' descriptions")
    args = parser.parse_args()
    version_text = subprocess.run([args.clang_tidy, "--version"], capture_output=True, text=True,
                                  check=True).stdout
    version = re.search(r"version (\d+\.\d+\.\d+)", version_text).group(1)
    major = version.split(".")[0]
    every = checks(args.clang_tidy, "-checks=*")
    default = set(checks(args.clang_tidy))
    analyzer = analyzer_descriptions(args.clang)
    rules = []
    for name in every:
        group = "clang-analyzer" if name.startswith("clang-analyzer-") else name.split("-")[0]
        rules.append({
            "code": name,
            "name": name,
            "aliases": [f"clang-tidy({name})", f"[{name}]"],
            "message": analyzer.get(name[len("clang-analyzer-"):])
            if group == "clang-analyzer" else None,
            "category": group,
            "default_enabled": name in default,
            "docs": DOCS.format(major=major, name=name),
        })
    lrc.write("clang_tidy", ["clang-tidy", "clangd", "clang_tidy"], version,
              f"Debian clang-tidy-{major} {version}: clang-tidy --list-checks -checks='*'; "
              "clang -cc1 -analyzer-checker-help",
              rules, extra={"default_enabled_means": "listed by `clang-tidy --list-checks` "
                                                     "without a configuration"})


if __name__ == "__main__":
    main()
