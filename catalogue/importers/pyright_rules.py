#!/usr/bin/env python3
"""Rule registry of pyright (source "Pyright"; the diagnostic's code is the rule name).

Reads: the npm package `pyright` (tested with 1.1.414), file dist/pyright-internal.js:
  - the DiagnosticRule enum (every `report*` rule name, which is what pyright puts in `code`),
  - the four built-in rule sets off/basic/standard/strict (each rule's severity in each mode;
    `severity` below is the one of "standard", pyright's default mode),
  - every `addDiagnostic(DiagnosticRule.reportX, LocMessage.key()...)` call site, which gives the
    message keys each rule is emitted with (for a rule with none, the LocMessage keys assigned
    to the variable such a call passes, just before it), and
  - the English localisation table (package.nls.en-us.json, embedded in the bundle) for those
    keys' message templates ({name} placeholders as pyright writes them).
Writes: data/pyright_rules.json. Nothing is downloaded.

Install the package outside the repository and point the importer at it:
    npm install --prefix /tmp/reg-npm pyright
    python3 catalogue/importers/pyright_rules.py [--root /tmp/reg-npm/node_modules/pyright]
"""
import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://github.com/microsoft/pyright/blob/main/docs/configuration.md#{code}"
MODES = ("off", "basic", "standard", "strict")


def js_string_at(text, start):
    """The body of the single-quoted JS string literal opening at text[start] == "'"."""
    i = start + 1
    while text[i] != "'":
        i += 2 if text[i] == "\\" else 1
    return text[start + 1:i]


def english_table(bundle):
    for match in re.finditer(r"JSON\.parse\('", bundle):
        body = js_string_at(bundle, match.end() - 1)
        if '"CallHierarchy"' not in body[:40]:
            continue
        table = json.loads(lrc.js_unescape(body))
        if table.get("CallHierarchy", {}).get("library") == "Library":
            return table
    raise SystemExit("pyright: English localisation table not found in the bundle")


def rule_sets(bundle, rules):
    """The four object literals holding a severity for every rule, in source order."""
    first = rules[0]
    sets = []
    for match in re.finditer(r"\{[^{}]*?\b%s:\"(\w+)\"[^{}]*\}" % re.escape(first), bundle):
        obj = match.group(0)
        values = dict(re.findall(r"\b(report\w+):\"(\w+)\"", obj))
        if len(values) >= len(rules) * 0.9:
            sets.append(values)
    return sets


def text(entry):
    """An en-us entry is a string or {"message": ..., "comment": ...} (a translator's note)."""
    return entry.get("message") if isinstance(entry, dict) else entry


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default="/tmp/reg-npm/node_modules/pyright")
    args = parser.parse_args()
    with open(os.path.join(args.root, "package.json"), encoding="utf-8") as handle:
        version = json.load(handle)["version"]
    with open(os.path.join(args.root, "dist", "pyright-internal.js"), encoding="utf-8") as handle:
        bundle = handle.read()

    enum = re.findall(r"\w\.(report\w+)=\"(report\w+)\"", bundle)
    names = []
    for key, value in enum:
        if key == value and value not in names:
            names.append(value)
    sets = rule_sets(bundle, names)
    if len(sets) != 4:
        raise SystemExit("pyright: expected 4 rule sets (off/basic/standard/strict), "
                         f"found {len(sets)}")
    english = english_table(bundle).get("Diagnostic", {})

    keys = {}
    for rule, key in re.findall(
            r"DiagnosticRule\.(report\w+),[^()]{0,60}?Loc(?:Message|Addendum)\.(\w+)\(", bundle):
        keys.setdefault(rule, [])
        if key not in keys[rule]:
            keys[rule].append(key)

    # call sites that pass a message chosen earlier: addDiagnostic(DiagnosticRule.reportX, m...)
    # where m = cond ? LocMessage.a() : LocMessage.b() shortly before (only for rules that
    # have no direct call site)
    for m in re.finditer(r"DiagnosticRule\.(report\w+),(\w+)(?=[.+,])(?!\.DiagnosticRule)", bundle):
        rule, var = m.groups()
        if keys.get(rule):
            continue
        back = bundle[max(0, m.start() - 1500):m.start()]
        assigned = list(re.finditer(r"\b%s=([^;]{0,400})" % re.escape(var), back))
        if assigned:
            for key in re.findall(r"Loc(?:Message|Addendum)\.(\w+)\(", assigned[-1].group(1)):
                keys.setdefault(rule + "#", [])
                if key not in keys[rule + "#"]:
                    keys[rule + "#"].append(key)
    for rule in [k for k in keys if k.endswith("#")]:
        keys[rule[:-1]] = keys.pop(rule)

    rules = []
    for name in names:
        severities = {mode: sets[i].get(name) for i, mode in enumerate(MODES)}
        messages = [text(english[k]) for k in keys.get(name, []) if k in english]
        rules.append({
            "code": name,
            "name": name,
            "aliases": [f"Pyright({name})", f"pyright({name})"],
            "message": messages[0] if messages else None,
            "messages": messages,
            "severity": severities["standard"],
            "default_enabled": severities["standard"] not in (None, "none"),
            "severity_by_mode": severities,
            "docs": DOCS.format(code=name),
        })
    lrc.write("pyright", ["Pyright", "pyright", "basedpyright", "Pylance"], version,
              f"npm pyright {version}: dist/pyright-internal.js (DiagnosticRule enum, rule sets "
              "off/basic/standard/strict, addDiagnostic call sites, package.nls.en-us.json)",
              rules)


if __name__ == "__main__":
    main()
