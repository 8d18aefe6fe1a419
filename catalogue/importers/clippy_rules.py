#!/usr/bin/env python3
"""Lint registry of Clippy (cargo clippy / rust-analyzer's flycheck publish source "clippy" and
code "clippy::needless_return").

No Debian package ships Clippy (Debian 12's rustc comes without it), so this reads Clippy's
public source, github:rust-lang/rust-clippy (a git directory or a checkout; tested at commit
e57f468d8f07, the Rust 1.98 cycle):
  - every `declare_clippy_lint! { ... }` under clippy_lints/src/: the lint's NAME (lower-cased
    as rustc and cargo print it), its group (correctness, suspicious, style, complexity, perf,
    pedantic, restriction, nursery, cargo), the one-line description that ends the macro, the
    first sentence of its "### What it does" doc and #[clippy::version],
  - clippy_lints/src/deprecated_lints.rs: the DEPRECATED lints (with the reason Clippy gives)
    and the RENAMED ones, whose old names become aliases of the lint they now point to.
Default level, as Clippy sets it per group: correctness deny; suspicious, style, complexity,
perf warn; pedantic, restriction, nursery, cargo allow (default_enabled false).
Writes: data/clippy_rules.json. Nothing is downloaded.

    python3 catalogue/importers/clippy_rules.py --repo /path/to/rust-clippy[.git]
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://rust-lang.github.io/rust-clippy/master/index.html#{name}"
LEVEL = {"correctness": "deny", "suspicious": "warn", "style": "warn", "complexity": "warn",
         "perf": "warn", "pedantic": "allow", "restriction": "allow", "nursery": "allow",
         "cargo": "allow"}
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"', re.S)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True)
    args = parser.parse_args()
    run = lrc.git_reader(args.repo)
    commit = run("rev-parse", "HEAD").strip()
    describe = run("describe", "--tags", "--always", commit).strip()
    cargo = run("show", f"{commit}:Cargo.toml")
    version = re.search(r'^version = "([^"]+)"', cargo, re.M).group(1)
    files = [f for f in run("ls-tree", "-r", "--name-only", commit, "clippy_lints/src").split()
             if f.endswith(".rs")]
    rules = {}
    for path in sorted(files):
        text = run("show", f"{commit}:{path}")
        for m in re.finditer(r"declare_clippy_lint!\s*\{(.*?)\n\}", text, re.S):
            body = "\n".join(line for line in m.group(1).splitlines()
                             if not (line.strip().startswith("//")
                                     and not line.strip().startswith("///")))
            head = re.search(r"pub\s+([A-Z0-9_]+)\s*,\s*(\w+)\s*,", body)
            if not head:
                continue
            name = head.group(1).lower()
            group = head.group(2)
            desc = STRING.search(body, head.end())
            version_m = re.search(r'#\[clippy::version\s*=\s*"([^"]*)"\]', body)
            what = []
            doc = body.split("### What it does", 1)
            if len(doc) == 2:
                for line in doc[1].splitlines()[1:]:
                    line = line.strip()
                    if not line.startswith("///") or line == "///" or line.startswith("/// ###"):
                        break
                    what.append(line[3:].strip())
            rules[name] = {
                "code": f"clippy::{name}",
                "name": name,
                "aliases": [name, f"clippy::{name.replace('_', '-')}", f"clippy({name})"],
                "message": lrc.rust_unescape(desc.group(1)) if desc else None,
                "description": " ".join(what) or None,
                "category": group,
                "severity": LEVEL.get(group),
                "default_enabled": LEVEL.get(group, "allow") != "allow",
                "since": version_m.group(1) if version_m else None,
                "path": path,
                "docs": DOCS.format(name=name),
            }
    deprecated = run("show", f"{commit}:clippy_lints/src/deprecated_lints.rs")
    blocks = dict(re.findall(r"declare_with_version!\s*\{\s*(\w+)\(\w+\)\s*=\s*\[(.*?)\n\]\}",
                             deprecated, re.S))
    for version_text, old, reason in re.findall(
            r'#\[clippy::version = "([^"]*)"\]\s*\("clippy::(\w+)",\s*"((?:[^"\\]|\\.)*)"\)',
            blocks.get("DEPRECATED", "")):
        rules.setdefault(old, {
            "code": f"clippy::{old}", "name": old, "aliases": [old, f"clippy({old})"],
            "message": lrc.rust_unescape(reason), "category": "deprecated", "deprecated": True,
            "default_enabled": False, "since": version_text or None,
            "docs": DOCS.format(name=old)})
    renamed = []
    for old, new in re.findall(r'\("clippy::(\w+)",\s*"([\w:]+)"\)', blocks.get("RENAMED", "")):
        target = new[len("clippy::"):] if new.startswith("clippy::") else None
        if target and target in rules:
            rules[target]["aliases"] += [f"clippy::{old}", old]
        renamed.append({"from": f"clippy::{old}", "to": new})
    lrc.write("clippy", ["clippy", "Clippy", "cargo clippy"],
              f"{version} ({describe})",
              f"github:rust-lang/rust-clippy@{commit} ({describe}): declare_clippy_lint! in "
              "clippy_lints/src, clippy_lints/src/deprecated_lints.rs",
              list(rules.values()), extra={"renamed": renamed})


if __name__ == "__main__":
    main()
