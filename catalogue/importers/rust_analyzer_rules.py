#!/usr/bin/env python3
"""Diagnostic registry of rust-analyzer's own (native) diagnostics (source "rust-analyzer";
code e.g. "unresolved-import"-style names, rustc's E0432, rustc lints such as
unused_variables, or a few clippy:: lints it re-implements). Diagnostics from `cargo check` /
clippy that rust-analyzer relays come with source "rustc"/"clippy" instead: see
rustc_error_codes.py and clippy_rules.json.

No Debian package ships rust-analyzer, so this reads its public source,
github:rust-lang/rust-analyzer (a git directory or a checkout; tested at commit
d2e55da49132): every handler in crates/ide-diagnostics/src/handlers/*.rs and lib.rs (tests cut off):
each `DiagnosticCode::Kind("code"[, Severity::X])` it reports, the message literal or
format! string next to it, and the `// Diagnostic: name` doc's first paragraph. The kinds:
RustcHardError (a rustc error code), RustcLint, Clippy, Ra and RaLint (rust-analyzer's own,
with its default severity); "syntax-error" for SyntaxError. "docs" is built the way
DiagnosticCode::url does in crates/ide-diagnostics/src/lib.rs.
Writes: data/rust_analyzer_rules.json. Nothing is downloaded.

    python3 catalogue/importers/rust_analyzer_rules.py --repo /path/to/rust-analyzer[.git]
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

HANDLERS = "crates/ide-diagnostics/src/handlers/"
URL = {"RustcHardError": "https://doc.rust-lang.org/stable/error_codes/{code}.html",
       "SyntaxError": "https://doc.rust-lang.org/stable/reference/",
       "RustcLint": "https://doc.rust-lang.org/rustc/?search={code}",
       "Clippy": "https://rust-lang.github.io/rust-clippy/master/#/{code}",
       "Ra": "https://rust-analyzer.github.io/book/diagnostics.html#{code}",
       "RaLint": "https://rust-analyzer.github.io/book/diagnostics.html#{code}"}
SEVERITY = {"Error": "error", "Warning": "warning", "WeakWarning": "weak-warning",
            "Allow": "allow"}
CODE = re.compile(r'DiagnosticCode::(RustcHardError|RustcLint|Clippy|RaLint|Ra|SyntaxError)'
                  r'(?:\(\s*"([^"]+)"\s*(?:,\s*(?:[\w:]*::)?Severity::(\w+))?\s*\))?')
LITERAL = re.compile(r'(?:format!\(\s*)?"((?:[^"\\]|\\.)*)"', re.S)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True)
    args = parser.parse_args()
    run = lrc.git_reader(args.repo)
    commit = run("rev-parse", "HEAD").strip()
    date = run("log", "-1", "--format=%cs", commit).strip()
    files = [f for f in run("ls-tree", "--name-only", commit, HANDLERS).split()
             if f.endswith(".rs")] + ["crates/ide-diagnostics/src/lib.rs"]
    rules = {}
    for path in sorted(files):
        text = run("show", f"{commit}:{path}")
        text = re.split(r"\n#\[cfg\(test\)\]", text)[0]
        docs = {}
        for m in re.finditer(r"// Diagnostic: ([\w-]+)\n((?://[^\n]*\n)*)", text):
            para = []
            for line in m.group(2).splitlines():
                line = line[2:].strip()
                if not line and para:
                    break
                if line:
                    para.append(line)
            docs[m.group(1)] = " ".join(para) or None
        for m in CODE.finditer(text):
            kind, code, severity = m.group(1), m.group(2), m.group(3)
            if kind == "SyntaxError":
                code = "syntax-error"
            if not code:
                continue
            after = text[m.end():m.end() + 400]
            message = None
            for lit in LITERAL.finditer(after.split(";")[0]):
                if " " in lit.group(1).strip():  # a message, not a name or format argument
                    message = lrc.rust_unescape(lit.group(1))
                    break
            rule = rules.setdefault(code, {
                "code": code, "name": code,
                "aliases": [f"rust-analyzer({code})", code.replace("_", "-")
                            if kind in ("Ra", "RaLint") else code],
                "messages": [], "category": kind,
                "severity": SEVERITY.get(severity) if severity else (
                    "error" if kind in ("RustcHardError", "SyntaxError") else None),
                "description": docs.get(code) or docs.get(code.replace("_", "-")),
                "handlers": [],
                "default_enabled": severity != "Allow",
                "docs": URL[kind].format(code=code)})
            if message and message not in rule["messages"]:
                rule["messages"].append(message)
            handler = os.path.basename(path)[:-3]
            if handler not in rule["handlers"]:
                rule["handlers"].append(handler)
    for rule in rules.values():
        rule["message"] = rule["messages"][0] if rule["messages"] else None
    lrc.write("rust_analyzer", ["rust-analyzer", "rust_analyzer"], f"git {commit[:12]} ({date})",
              f"github:rust-lang/rust-analyzer@{commit}: {HANDLERS}*.rs and "
              "crates/ide-diagnostics/src/lib.rs",
              list(rules.values()))


if __name__ == "__main__":
    main()
