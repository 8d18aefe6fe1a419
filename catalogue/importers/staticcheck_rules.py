#!/usr/bin/env python3
"""Check registry of Staticcheck (source "staticcheck"; code the check id, e.g. SA1019).

Reads: the Debian package go-staticcheck (tested with 2023.1, v0.4.0; the binary is named
go-staticcheck): `go-staticcheck -list-checks` (every check and its title) and
`go-staticcheck -explain ID` for each (the "Available since" line: the release, and
"non-default" for checks that are off unless enabled; the "Online documentation" URL).
"message" is the check's title;
the long explanation is not copied. "messages": the texts the check reports, from the Go
sources of the same release in golang-honnef-go-tools-dev (--src; report.Report(...) and
Invalid(...) literals of the check's Run function or of its call-checker rules, Printf verbs
kept; messages built in variables are not found).
Writes: data/staticcheck_rules.json. Nothing is downloaded.

    apt-get install -y go-staticcheck golang-honnef-go-tools-dev
    python3 catalogue/importers/staticcheck_rules.py [--staticcheck go-staticcheck] [--src DIR]
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


GO_STR = r'"((?:[^"\\\n]|\\.)*)"|`([^`]*)`'
REPORT = re.compile(r"report\.Report\(\s*pass\s*,[^\n;]*?,\s*(?:fmt\.Sprintf\(\s*)?(?:"
                    + GO_STR + ")")
INVALID = re.compile(r"\bInvalid\(\s*(?:fmt\.Sprintf\(\s*)?(?:" + GO_STR + ")")


def go_blocks(text):
    """{function name: body} for the top-level funcs of one Go file."""
    out = {}
    for m in re.finditer(r"^func (?:\([^)]*\) )?(\w+)\(", text, re.M):
        i = text.find("{\n", m.end())  # gofmt: the body opens at the end of the line
        depth, j = 0, i
        while j < len(text):
            ch = text[j]
            if ch in "\"`'":
                end = {"\"": "\"", "`": "`", "'": "'"}[ch]
                j += 1
                while j < len(text) and text[j] != end:
                    j += 2 if text[j] == "\\" and ch != "`" else 1
            elif text.startswith("//", j):
                j = text.find("\n", j)
            elif ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        out[m.group(1)] = text[i:j + 1]
    return out


def go_unquote(double, raw):
    if raw is not None:
        return raw
    return double.replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "\n")


def source_messages(src):
    """{check id: [message templates]} from the analysers' Go sources (report.Report and
    Invalid(...) literals of each check's Run function, or of the functions its call-checker
    rule map names)."""
    found = {}
    for pkg in ("staticcheck", "simple", "stylecheck", "quickfix", "unused"):
        folder = os.path.join(src, pkg)
        if not os.path.isdir(folder):
            continue
        texts, funcs = {}, {}
        for name in sorted(os.listdir(folder)):
            if name.endswith(".go") and not name.endswith("_test.go"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    texts[name] = handle.read()
                funcs.update(go_blocks(texts[name]))
        allsrc = "\n".join(texts.values())

        def literals(body):
            msgs = []
            for regex in (REPORT, INVALID):
                for m in regex.finditer(body):
                    msg = go_unquote(m.group(1), m.group(2))
                    if msg and msg not in msgs:
                        msgs.append(msg)
            return msgs

        if pkg == "unused":
            found["U1000"] = literals(allsrc)
            continue
        analysis = texts.get("analysis.go", "")
        entry = r'"([A-Z]+\d+)":\s*(?:\{[^}]*?Run:\s*(\w+)|makeCallCheckerAnalyzer\((\w+))'
        for m in re.finditer(entry,
                             analysis, re.S):
            code, run_fn, rules_var = m.groups()
            msgs = []
            if run_fn and run_fn in funcs:
                msgs = literals(funcs[run_fn])
            elif rules_var:
                vm = re.search(r"\b%s\s*=\s*map\[string\]CallCheck\{(.*?)\n\t\}" % rules_var,
                               allsrc, re.S)
                if vm:
                    msgs = literals(vm.group(1))
                    for ref in dict.fromkeys(re.findall(r":\s*(\w+)", vm.group(1))):
                        if ref in funcs:
                            msgs += [x for x in literals(funcs[ref]) if x not in msgs]
            found[code] = msgs
    return found


def run(*cmd):
    return subprocess.run(list(cmd), capture_output=True, text=True, check=True).stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default="/usr/share/gocode/src/honnef.co/go/tools",
                        help="the checks' Go sources (golang-honnef-go-tools-dev) for messages")
    parser.add_argument("--staticcheck",
                        default=shutil.which("go-staticcheck") or "staticcheck")
    args = parser.parse_args()
    version = run(args.staticcheck, "-version").strip().split(" ", 1)[1]
    messages = source_messages(args.src) if os.path.isdir(args.src) else {}
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
            "messages": messages.get(code),
            "category": CATEGORY.get(code[:2], code[:2]),
            "since": since_text.split(",")[0].strip() or None,
            "default_enabled": "non-default" not in since_text,
            "docs": online.group(1) if online else DOCS.format(code=code),
        })
    lrc.write("staticcheck", ["staticcheck", "go-staticcheck", "Staticcheck"], version,
              f"Debian go-staticcheck {version}: -list-checks and -explain; messages from "
              "golang-honnef-go-tools-dev's sources", rules)


if __name__ == "__main__":
    main()
