#!/usr/bin/env python3
"""Analyzer registry of go vet (source "go vet"/"govet"/"vet" with the analyzer as code; gopls
publishes the same analyzers with the analyzer's name as `source` and no code).

Reads, from the Debian packages golang-1.19-go and golang-1.19-src:
  - `go tool vet help`: every analyzer vet runs, with its one-line description (all of them
    run by default),
  - the analyzers' sources vendored in the Go tree
    (src/cmd/vendor/golang.org/x/tools/go/analysis/passes/<dir>/*.go): the analyzer's Name and
    the format strings of its pass.Reportf / ReportRangef calls and Diagnostic{Message: ...}
    literals (Printf verbs kept), as message templates.
Writes: data/govet_rules.json. Nothing is downloaded.

    apt-get install -y golang-1.19-go golang-1.19-src
    python3 catalogue/importers/govet_rules.py [--go /usr/lib/go-1.19/bin/go]
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://pkg.go.dev/golang.org/x/tools/go/analysis/passes/{dir}"
PASSES = "cmd/vendor/golang.org/x/tools/go/analysis/passes"
GO_STRING = r'"((?:[^"\\\n]|\\.)*)"|`([^`]*)`'
REPORT = re.compile(r"\b(?:Reportf|ReportRangef)\(\s*[^\"`;{}]{0,160}?,\s*(?:" + GO_STRING + ")")
MESSAGE = re.compile(r"\bMessage:\s*(?:fmt\.Sprintf\(\s*)?(?:" + GO_STRING + ")")


def go_unquote(double, raw):
    if raw is not None:
        return raw
    for escaped, plain in (('\\"', '"'), ("\\\\", "\\"), ("\\n", "\n"), ("\\t", "\t")):
        double = double.replace(escaped, plain)
    return double


def analyzer_sources(passes_dir):
    """{analyzer name: (dir, [message templates])} from the vendored passes."""
    found = {}
    for folder in sorted(os.listdir(passes_dir)):
        path = os.path.join(passes_dir, folder)
        if not os.path.isdir(path):
            continue
        name, messages = None, []
        for file in sorted(os.listdir(path)):
            if not file.endswith(".go") or file.endswith("_test.go"):
                continue
            with open(os.path.join(path, file), encoding="utf-8") as handle:
                text = handle.read()
            m = re.search(r'\bName:\s*"([^"]+)"', text)
            if m and name is None:
                name = m.group(1)
            for regex in (REPORT, MESSAGE):
                for m in regex.finditer(text):
                    before = text[max(0, m.start() - 80):m.start()]
                    if regex is MESSAGE and "SuggestedFix" in before:
                        continue  # a fix's title, not a diagnostic
                    msg = go_unquote(m.group(1), m.group(2))
                    if msg and msg not in messages and True:
                        messages.append(msg)
        if name:
            found[name] = (folder, messages)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--go", default="/usr/lib/go-1.19/bin/go")
    args = parser.parse_args()
    goroot = subprocess.run([args.go, "env", "GOROOT"], capture_output=True, text=True,
                            check=True).stdout.strip()
    version = subprocess.run([args.go, "env", "GOVERSION"], capture_output=True, text=True,
                             check=True).stdout.strip()
    help_text = subprocess.run([args.go, "tool", "vet", "help"], capture_output=True, text=True,
                               check=True).stdout
    block = help_text.split("Registered analyzers:", 1)[1].split("By default", 1)[0]
    listed = re.findall(r"^    (\S+)\s+(.*)$", block, re.M)
    sources = analyzer_sources(os.path.join(goroot, "src", PASSES))
    rules = []
    for name, doc in listed:
        folder, messages = sources.get(name, (name, []))
        rules.append({
            "code": name,
            "name": name,
            "aliases": [f"vet({name})", f"govet({name})", f"go vet({name})"],
            "message": doc.strip(),
            "messages": messages,
            "category": "vet",
            "default_enabled": True,
            "docs": DOCS.format(dir=folder),
        })
    lrc.write("govet", ["go vet", "govet", "vet", "go-vet"], version,
              f"Debian golang-1.19-go/-src {version}: `go tool vet help` and "
              f"$GOROOT/src/{PASSES}/*", rules,
              extra={"note": "gopls publishes these analyzers with source = the analyzer name "
                             "(e.g. source \"printf\") and no code"})


if __name__ == "__main__":
    main()
