#!/usr/bin/env python3
"""Rule registry of Hadolint (source "hadolint"; codes DL3008 ..., and SC codes for the
ShellCheck findings in RUN instructions, which are ShellCheck's: see shellcheck_rules.json).

No Debian package ships Hadolint, so this reads its public source, github:hadolint/hadolint
(a git directory or a checkout), at its latest release tag (tested: v2.15.1):
  - src/Hadolint/Rule/DL*.hs: each rule's `code`, `severity` (DLErrorC -> error, DLWarningC ->
    warning, DLInfoC -> info, DLStyleC -> style) and `message` string (Haskell string gaps
    joined; a message built at run time keeps its literal parts with {} for the rest),
  - DL1000, the code the formatters give a Dockerfile parse error (src/Hadolint/Formatter).
Every rule is on by default (severity can be overridden in .hadolint.yaml).
Writes: data/hadolint_rules.json. Nothing is downloaded.

    python3 catalogue/importers/hadolint_rules.py --repo /path/to/hadolint[.git] [--ref v2.15.1]
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://github.com/hadolint/hadolint/wiki/{code}"
SEVERITY = {"DLErrorC": "error", "DLWarningC": "warning", "DLInfoC": "info",
            "DLStyleC": "style", "DLIgnoreC": "ignore"}
HS_STRING = re.compile(r'"((?:[^"\\]|\\.|\\\s*\n\s*\\)*)"', re.S)


def hs_unquote(text):
    text = re.sub(r"\\\s*\n\s*\\", "", text)  # string gap
    return text.replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "\n")


def message_expr(expr):
    """A message from a Haskell expression: literals kept, other `<>`/`++` operands as {}."""
    parts = []
    pos = 0
    for m in HS_STRING.finditer(expr):
        between = expr[pos:m.start()].strip(" \n()")
        if between and re.search(r"[A-Za-z]", between.replace("<>", "").replace("++", "")):
            parts.append("{}")
        parts.append(hs_unquote(m.group(1)))
        pos = m.end()
    tail = expr[pos:].strip(" \n()")
    if tail and re.search(r"[A-Za-z]", tail.replace("<>", "").replace("++", "")) and parts:
        parts.append("{}")
    return "".join(parts) or None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True)
    parser.add_argument("--ref", default=None, help="default: the latest tag before HEAD")
    args = parser.parse_args()
    git_dir = os.path.join(args.repo, ".git") if os.path.isdir(os.path.join(args.repo, ".git")) \
        else args.repo
    git = ["git", "--git-dir", git_dir]

    def run(*a):
        return subprocess.run(git + list(a), capture_output=True, text=True, check=True).stdout

    ref = args.ref or run("describe", "--tags", "--abbrev=0", "HEAD").strip()
    commit = run("rev-list", "-n1", ref).strip()
    files = [f for f in run("ls-tree", "--name-only", commit, "src/Hadolint/Rule/").split()
             if re.search(r"/DL\d{4}\.hs$", f)]
    rules = []
    for path in sorted(files):
        text = run("show", f"{commit}:{path}")
        code_m = re.search(r'code\s*=\s*"(DL\d{4})"', text)
        sev_m = re.search(r"severity\s*=\s*(DL\w+C)", text)
        msg_m = re.search(r"\n(\s+)message\s*=\s*(.*?)(?=\n\1\w+.*=|\n\S|\n\s*\{-#)", text, re.S)
        code = code_m.group(1) if code_m else os.path.basename(path)[:-3]
        rules.append({
            "code": code,
            "aliases": [f"hadolint({code})", f"hadolint:{code}"],
            "message": message_expr(msg_m.group(2)) if msg_m else None,
            "severity": SEVERITY.get(sev_m.group(1)) if sev_m else None,
            "category": {"1": "meta", "3": "instruction", "4": "dockerfile"}.get(code[2], None),
            "default_enabled": True,
            "docs": DOCS.format(code=code),
        })
    formatters = run("grep", "-l", '"DL1000"', commit, "--", "src/Hadolint/Formatter")
    if formatters.strip() and "DL1000" not in {r["code"] for r in rules}:
        rules.append({"code": "DL1000", "aliases": ["hadolint(DL1000)"],
                      "message": None, "severity": "error", "category": "parse error",
                      "default_enabled": True, "docs": DOCS.format(code="DL1000"),
                      "note": "given to a Dockerfile parse error; the text is the parser's"})
    lrc.write("hadolint", ["hadolint", "Hadolint", "hadolint-ls"], ref.lstrip("v"),
              f"github:hadolint/hadolint@{commit} ({ref}): src/Hadolint/Rule/DL*.hs, "
              "src/Hadolint/Formatter (DL1000)", rules,
              extra={"shellcheck_codes": "SC#### codes hadolint reports are ShellCheck's "
                                         "(data/shellcheck_rules.json)"})


if __name__ == "__main__":
    main()
