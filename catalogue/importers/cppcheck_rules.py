#!/usr/bin/env python3
"""Check registry of Cppcheck (source "cppcheck"; the diagnostic's code is the error id, e.g.
nullPointer, as `--template={id}` and editor integrations print it).

Reads: the Debian package cppcheck (tested with 2.10): `cppcheck --errorlist`, Cppcheck's own
XML list of every message it can give: id, severity, msg (the short text, with sample names
where the real message names a variable), verbose (the long text) and CWE number.
default_enabled: only severity "error" is reported without --enable=...
Cppcheck has no per-id documentation pages, so "docs" is left out.
Writes: data/cppcheck_rules.json. Nothing is downloaded.

    apt-get install -y cppcheck
    python3 catalogue/importers/cppcheck_rules.py [--cppcheck cppcheck]
"""
import argparse
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cppcheck", default="cppcheck")
    args = parser.parse_args()
    xml = subprocess.run([args.cppcheck, "--errorlist"], capture_output=True, text=True,
                         check=True).stdout
    root = ET.fromstring(xml)
    version = root.find("cppcheck").get("version")
    rules = []
    for err in root.iter("error"):
        cwe = err.get("cwe")
        verbose = err.get("verbose")
        rules.append({
            "code": err.get("id"),
            "name": err.get("id"),
            "aliases": [f"cppcheck({err.get('id')})", f"[{err.get('id')}]"],
            "message": err.get("msg"),
            "description": verbose if verbose and verbose != err.get("msg") else None,
            "severity": err.get("severity"),
            "category": err.get("severity"),
            "cwe": int(cwe) if cwe else None,
            "default_enabled": err.get("severity") == "error",
        })
    lrc.write("cppcheck", ["cppcheck", "Cppcheck"], version,
              f"Debian cppcheck {version}: cppcheck --errorlist", rules,
              extra={"default_enabled_means": "severity error (the others need --enable)"})


if __name__ == "__main__":
    main()
