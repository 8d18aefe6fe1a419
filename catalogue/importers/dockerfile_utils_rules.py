#!/usr/bin/env python3
"""Diagnostic registry of dockerfile-utils, the validator inside dockerfile-language-server-nodejs
(source "dockerfile-utils"; the diagnostic's code is a number, the ValidationCode enum's value,
e.g. 0 = CASING_INSTRUCTION).

Reads dockerfile-utils' public source, github:rcjsuen/dockerfile-utils (a git directory or a
checkout; tested at v0.16.1; the npm package dockerfile-utils ships the same in lib/):
  - src/main.ts: `export enum ValidationCode { ... }` (number = position, or its `= N`),
  - src/dockerValidator.ts: the `dockerProblems` message table (${0} placeholders), the
    getDiagnosticMessage_* functions that pick a message, and the createError/createWarning
    calls that pair a message with a ValidationCode (which gives the code's message(s) and the
    severities it is reported with; several are configurable in the validator's settings).
Writes: data/dockerfile_utils_rules.json. Nothing is downloaded.

    python3 catalogue/importers/dockerfile_utils_rules.py --repo /path/to/dockerfile-utils[.git]
"""
import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://github.com/rcjsuen/dockerfile-utils/blob/master/src/main.ts"
CREATE_SEVERITY = {"createError": "error", "createWarning": "warning",
                   "createInformation": "information", "createHint": "hint"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True)
    parser.add_argument("--ref", default="HEAD")
    args = parser.parse_args()
    git_dir = os.path.join(args.repo, ".git") if os.path.isdir(os.path.join(args.repo, ".git")) \
        else args.repo
    git = ["git", "--git-dir", git_dir]

    def run(*a):
        return subprocess.run(git + list(a), capture_output=True, text=True, check=True).stdout

    commit = run("rev-list", "-n1", args.ref).strip()
    version = json.loads(run("show", f"{commit}:package.json"))["version"]
    main_ts = run("show", f"{commit}:src/main.ts")
    validator = run("show", f"{commit}:src/dockerValidator.ts")

    body = main_ts[main_ts.index("export enum ValidationCode"):]
    body = body[body.index("{") + 1:body.index("\n}")]
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    body = re.sub(r"//[^\n]*", "", body)
    codes, value = {}, 0
    for item in [i.strip() for i in body.split(",") if i.strip()]:
        m = re.fullmatch(r"(\w+)(?:\s*=\s*(\d+))?", item)
        if not m:
            continue
        if m.group(2):
            value = int(m.group(2))
        codes[m.group(1)] = value
        value += 1

    table_src = validator[validator.index("dockerProblems = {"):]
    table_src = table_src[:table_src.index("\n    };")]
    table = {k: lrc.js_unescape(v) for k, v in
             re.findall(r'"(\w+)":\s*"((?:[^"\\]|\\.)*)"', table_src)}
    getters = {}
    for name, fn_body in re.findall(
            r"static getDiagnosticMessage_(\w+)\([^)]*\)[^{]*\{(.*?)\n    \}", validator, re.S):
        getters[name] = [table[k] for k in re.findall(r'dockerProblems\["(\w+)"\]', fn_body)
                         if k in table]
    found = {}
    for stmt in validator.split(";"):
        code_m = re.findall(r"ValidationCode\.(\w+)", stmt)
        if not code_m:
            continue
        code = code_m[-1]
        entry = found.setdefault(code, {"messages": [], "severities": []})
        for getter in re.findall(r"getDiagnosticMessage_(\w+)\(", stmt):
            for msg in getters.get(getter, []):
                if msg not in entry["messages"]:
                    entry["messages"].append(msg)
        for create in re.findall(r"\b(create(?:Error|Warning|Information|Hint))\(", stmt):
            if CREATE_SEVERITY[create] not in entry["severities"]:
                entry["severities"].append(CREATE_SEVERITY[create])
    by_number = {}
    for name, number in codes.items():
        # the enum gives two names the same value (FLAG_INVALID_LINK_VALUE and
        # FLAG_EXPECTED_BOOLEAN_VALUE = 48): one code, both names
        by_number.setdefault(number, []).append(name)
    rules = []
    for number, names in by_number.items():
        messages, severities = [], []
        for name in names:
            entry = found.get(name, {"messages": [], "severities": []})
            messages += [m for m in entry["messages"] if m not in messages]
            severities += [v for v in entry["severities"] if v not in severities]
        aliases = []
        for name in names:
            aliases += [name, f"ValidationCode.{name}"]
        rules.append({
            "code": str(number),
            "name": names[0],
            "aliases": aliases + [f"dockerfile-utils({number})"],
            "message": messages[0] if messages else None,
            "messages": messages,
            "severity": severities[0] if len(severities) == 1 else None,
            "severities": severities,
            "default_enabled": True,
            "shared_by": names if len(names) > 1 else None,
            "docs": DOCS,
        })
    lrc.write("dockerfile_utils", ["dockerfile-utils", "dockerfile-language-server-nodejs"],
              version, f"github:rcjsuen/dockerfile-utils@{commit} (v{version}): src/main.ts "
              "(ValidationCode), src/dockerValidator.ts (dockerProblems, createError/Warning)",
              rules, sort_key=lambda r: int(r["code"]))


if __name__ == "__main__":
    main()
