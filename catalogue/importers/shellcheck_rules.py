#!/usr/bin/env python3
"""Check registry of ShellCheck (source "shellcheck"; code "SC2086", some tools give 2086).

ShellCheck has no machine-readable list of its checks: each one is a call in its Haskell source
that names a severity, the check's number and its message, e.g.
    infoWithFix id 2086 "Double quote to prevent globbing and word splitting." $
    parseProblemAt pos ErrorC 1073 "Couldn't parse this ..."
This importer reads those calls from ShellCheck's public source, github:koalaman/shellcheck, at
the tag of the installed Debian package (`shellcheck --version`; Debian 12 ships 0.9.0, tag
v0.9.0): every .hs file under src/ except tests (lines of `prop_` properties, `check`
assertions and code lists). The severity keyword gives the severity (err/ErrorC -> error,
warn/WarningC -> warning, info/InfoC -> info, style/StyleC -> style); the message is the string
literal(s) after the number, with each non-literal part of a `++` concatenation shown as {}.
A code reported from several places keeps every message. Codes whose text is computed
entirely at run time have no message.
Writes: data/shellcheck_rules.json. Nothing is downloaded.

    apt-get install -y shellcheck
    python3 catalogue/importers/shellcheck_rules.py --repo /path/to/shellcheck[.git] [--ref v0.9.0]
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://www.shellcheck.net/wiki/SC{code}"
SEVERITY = {"warnMsg": "warning", "err": "error", "ErrorC": "error", "warn": "warning",
            "WarningC": "warning",
            "info": "info", "InfoC": "info", "style": "style", "StyleC": "style"}
CALL = re.compile(
    r"\b(?P<kw>warnMsg|err|warn|info|style|ErrorC|WarningC|InfoC|StyleC)(?:WithFix)?\b"
    r"(?P<between>[^\"\n]{0,60}?)\b(?P<code>[123]\d{3})\b(?P<rest>.*)$")
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def hs_expression(text):
    """Parts of a Haskell string expression: literals as text, other operands of ++ as {}.

    Reading stops at the first operand not followed by ++ (e.g. at `$ fixWith ...`, `|`, `,`)."""
    parts, i, n = [], 0, len(text)
    text = text.strip()
    n = len(text)
    while i < n and text[i] in "$ ":
        i += 1
    while i < n:
        while i < n and text[i] == " ":
            i += 1
        if i >= n:
            break
        if text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            parts.append(text[i + 1:j].replace('\\"', '"').replace("\\\\", "\\"))
            i = j + 1
        elif text[i] == "(":
            depth, j = 0, i
            while j < n:
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                j += 1
                if depth == 0:
                    break
            inner = text[i + 1:j - 1].strip()
            parts.extend(hs_expression(inner) if inner.startswith('"') else ["{}"])
            i = j
        else:
            m = re.match(r"[A-Za-z_][\w.']*(?:\s+[A-Za-z_][\w.']*)*", text[i:])
            if not m:
                break
            parts.append("{}")
            i += m.end()
        m = re.match(r"\s*\+\+\s*", text[i:])
        if not m:
            break
        i += m.end()
    return parts


def message_of(rest, following):
    """The message after the code, from this line or, after a trailing `$`, the next one."""
    text = rest.strip()
    if text in ("", "$") or (not STRING.search(text) and text.endswith("$")):
        text = following.strip()
    if not STRING.search(text):
        return None
    parts = hs_expression(text)
    message = "".join(parts).strip()
    return message if message and message.replace("{}", "").strip() else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True)
    parser.add_argument("--ref", default=None, help="tag; default: v<installed shellcheck version>")
    args = parser.parse_args()
    ref = args.ref
    if not ref:
        out = subprocess.run(["shellcheck", "--version"], capture_output=True, text=True,
                             check=True).stdout
        ref = "v" + re.search(r"version: (\S+)", out).group(1)
    git_dir = os.path.join(args.repo, ".git") if os.path.isdir(os.path.join(args.repo, ".git")) \
        else args.repo
    git = ["git", "--git-dir", git_dir]
    commit = subprocess.run(git + ["rev-list", "-n1", ref], capture_output=True, text=True,
                            check=True).stdout.strip()
    files = [f for f in subprocess.run(git + ["ls-tree", "-r", "--name-only", commit, "src"],
                                       capture_output=True, text=True, check=True).stdout.split()
             if f.endswith(".hs")]
    support = subprocess.run(git + ["show", f"{commit}:src/ShellCheck/Checks/ShellSupport.hs"],
                             capture_output=True, text=True).stdout
    wrapper = None
    m = re.search(r"warnMsg id code s =(?:.|\n)*?else warn id code \$ (.*)", support)
    if m:
        wrapper = "".join(hs_expression(m.group(1)))
    rules = {}
    for path in sorted(files):
        text = subprocess.run(git + ["show", f"{commit}:{path}"], capture_output=True,
                              text=True, check=True).stdout
        lines = text.splitlines()
        for i, line in enumerate(lines):
            stripped = line.strip()
            if stripped.startswith(("prop_", "--")) or "check" in line and "==" in line:
                continue
            m = CALL.search(line)
            if not m:
                continue
            code = m.group("code")
            following = lines[i + 1] if i + 1 < len(lines) else ""
            message = message_of(m.group("rest"), following)
            if m.group("kw") == "warnMsg" and message:
                # ShellSupport's wrapper: warn "In POSIX sh, <s> undefined." (err in dash)
                message = wrapper.replace("{}", message, 1) if wrapper else message
            rule = rules.setdefault(code, {
                "code": f"SC{code}", "aliases": [code, f"shellcheck(SC{code})"],
                "severity": SEVERITY[m.group("kw")], "messages": [], "files": [],
                "docs": DOCS.format(code=code)})
            if message and message not in rule["messages"]:
                rule["messages"].append(message)
            if path not in rule["files"]:
                rule["files"].append(path)
    out = []
    for code, rule in rules.items():
        rule["message"] = rule["messages"][0] if rule["messages"] else None
        rule["category"] = {"1": "parser", "2": "analysis", "3": "shell-support"}[code[0]]
        rule["default_enabled"] = True
        out.append(rule)
    lrc.write("shellcheck", ["shellcheck", "ShellCheck", "bash-language-server"], ref.lstrip("v"),
              f"github:koalaman/shellcheck@{commit} ({ref}): the checks in src/**/*.hs", out,
              extra={"note": "optional checks (--enable, Checks/Commands optionalChecks) are "
                             "included; default_enabled is true for all"})


if __name__ == "__main__":
    main()
