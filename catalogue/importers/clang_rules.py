#!/usr/bin/env python3
"""Diagnostic registry of the clang compiler as clangd publishes it (source "clang"): a warning
that has a flag comes with code "-W<flag>" (e.g. -Wunused-variable), any other diagnostic with
its internal name less the err_/warn_/ext_ prefix (e.g. no_member for err_no_member).
(clang-tidy's checks, source "clang-tidy", are in clang_tidy_rules.json.)

Reads clang's own diagnostic tables as generated from its .td files and shipped in the Debian
package libclang-14-dev (14.0.6), /usr/lib/llvm-14/include/clang/Basic/:
  - Diagnostic*Kinds.inc: DIAG(name, class, default severity, "message", group index, ...),
  - DiagnosticGroups.inc: the warning groups (flags) in index order (DIAG_ENTRY lines).
One rule per warning flag (its diagnostics' message templates, %0/%select{...} as clang writes
them; default_enabled when one of them is not Ignored by default), and one per diagnostic that
has no flag (errors, and warnings/extensions without a group); notes and remarks are left out.
libclang-14-dev is large and not needed on the machine: unpack it instead,
    apt-get download libclang-14-dev && dpkg-deb -x libclang-14-dev_*.deb /tmp/clangdev
and pass --include /tmp/clangdev/usr/lib/llvm-14/include/clang/Basic.
Writes: data/clang_rules.json. Nothing is downloaded.

    python3 catalogue/importers/clang_rules.py [--include DIR] [--version 14.0.6]
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DIAG = re.compile(r'^DIAG\((\w+), CLASS_(\w+), \(unsigned\)diag::Severity::(\w+), '
                  r'"((?:[^"\\]|\\.)*)", (\d+),', re.M)
ENTRY = re.compile(r"^DIAG_ENTRY\((\w+) /\* (.*?) \*/", re.M)
PREFIXES = ("err_", "warn_", "ext_", "extwarn_")
DOCS = "https://releases.llvm.org/{major}.0.0/tools/clang/docs/DiagnosticsReference.html#w{anchor}"


def c_unescape(text):
    return text.replace('\\"', '"').replace("\\\\", "\\")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--include", default="/usr/lib/llvm-14/include/clang/Basic")
    parser.add_argument("--version", default="14.0.6")
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.include, "DiagnosticGroups.inc")):
        raise SystemExit(f"no DiagnosticGroups.inc in {args.include}: unpack libclang-14-dev "
                         "(see the top comment) and pass --include")
    with open(os.path.join(args.include, "DiagnosticGroups.inc"), encoding="utf-8") as handle:
        groups = [name for _ident, name in ENTRY.findall(handle.read())]
    diags = []
    for file in sorted(os.listdir(args.include)):
        if re.fullmatch(r"Diagnostic\w*Kinds\.inc", file):
            with open(os.path.join(args.include, file), encoding="utf-8") as handle:
                for m in DIAG.finditer(handle.read()):
                    diags.append((file,) + m.groups())
    major = args.version.split(".")[0]
    rules = {}
    for file, name, klass, severity, message, group in diags:
        if klass in ("NOTE", "REMARK"):
            continue
        message = c_unescape(message)
        component = file[len("Diagnostic"):-len("Kinds.inc")]
        flag = groups[int(group)] if int(group) and int(group) < len(groups) else ""
        if flag and klass in ("WARNING", "EXTENSION"):
            code = f"-W{flag}"
            rule = rules.setdefault(code, {
                "code": code, "name": flag, "aliases": [f"clang({code})", f"[{code}]"],
                "messages": [], "diagnostics": [], "category": "warning",
                "default_enabled": False,
                "docs": DOCS.format(major=major, anchor=flag.replace("#", "")),
            })
        else:
            short = name
            for prefix in PREFIXES:
                if name.startswith(prefix):
                    short = name[len(prefix):]
                    break
            code = short
            rule = rules.setdefault(code, {
                "code": code, "name": code, "aliases": [], "messages": [],
                "category": {"ERROR": "error", "WARNING": "warning",
                             "EXTENSION": "extension"}.get(klass, klass.lower()),
                "default_enabled": False, "component": component,
            })
            rule["aliases"].append(name)
        if message not in rule["messages"]:
            rule["messages"].append(message)
        if code.startswith("-W"):
            rule["diagnostics"].append(name)  # the others list theirs in aliases
        if severity != "Ignored":
            rule["default_enabled"] = True
    for rule in rules.values():
        rule["message"] = rule["messages"][0] if rule["messages"] else None
    # groups made only of sub-groups (e.g. -Wall, -Wunused) still are flags users see
    for flag in groups:
        if flag and f"-W{flag}" not in rules:
            rules[f"-W{flag}"] = {"code": f"-W{flag}", "name": flag,
                                  "aliases": [f"clang(-W{flag})", f"[-W{flag}]"],
                                  "category": "warning group",
                                  "docs": DOCS.format(major=major, anchor=flag.replace("#", ""))}
    lrc.write("clang", ["clang", "clangd"], args.version,
              f"Debian libclang-{major}-dev {args.version}: include/clang/Basic/"
              "Diagnostic*Kinds.inc and DiagnosticGroups.inc", list(rules.values()),
              extra={"note": "clangd: code -W<flag> for a warning with a flag, else the "
                             "diagnostic's name without err_/warn_/ext_"})


if __name__ == "__main__":
    main()
