#!/usr/bin/env python3
"""Analyzer registry of gopls (the Go language server). gopls publishes an analyzer's finding
with `source` = the analyzer's name (e.g. "printf", "nonewvars") and no code; its type-checker
errors come with source "compiler" and the type checker's code (UnusedVar, ...), which are in
data/go_types_errors.json (go_types_errors.py), not here.

Reads: the Debian package gopls (tested with 1:0.5.0+ds-1): `gopls api-json`, gopls's own
description of its settings, whose "Analyzers" list gives every analyzer's name, its doc
(the first line is its title, kept as "message") and whether it is on by default.
Writes: data/gopls_rules.json. Nothing is downloaded.

    apt-get install -y gopls
    python3 catalogue/importers/gopls_rules.py [--gopls gopls]
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

VET = "https://pkg.go.dev/golang.org/x/tools/go/analysis/passes/{name}"
GOPLS = "https://github.com/golang/tools/blob/master/gopls/doc/analyzers.md#{name}"
VET_DIRS = {"composites": "composite", "copylocks": "copylock"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gopls", default="gopls")
    args = parser.parse_args()
    api = json.loads(subprocess.run([args.gopls, "api-json"], capture_output=True, text=True,
                                    check=True, timeout=120).stdout)
    version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "gopls"],
                             capture_output=True, text=True).stdout.strip() or "unknown"
    vet = set()
    govet = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "govet_rules.json")
    if os.path.exists(govet):
        with open(govet, encoding="utf-8") as handle:
            vet = {r["code"] for r in json.load(handle)["rules"]}
    rules = []
    for analyzer in api["Analyzers"]:
        name = analyzer["Name"]
        doc = analyzer.get("Doc") or ""
        rules.append({
            "code": name,
            "name": name,
            "aliases": [f"gopls({name})", f"{name} (gopls)"],
            "message": doc.strip().splitlines()[0] if doc.strip() else None,
            "category": "vet" if name in vet else "gopls",
            "default_enabled": bool(analyzer.get("Default")),
            "docs": VET.format(name=VET_DIRS.get(name, name)) if name in vet
            else GOPLS.format(name=name),
        })
    lrc.write("gopls", ["gopls"], version, f"Debian gopls {version}: gopls api-json (Analyzers)",
              rules, extra={
                  "source_is_code": True,
                  "note": "gopls sets a diagnostic's source to the analyzer name and leaves code "
                          "empty; look the source up among these codes. Source \"compiler\" "
                          "carries go/types error codes: see go_types_errors.json"})


if __name__ == "__main__":
    main()
