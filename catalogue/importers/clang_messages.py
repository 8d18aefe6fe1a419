#!/usr/bin/env python3
"""clang's wording of the C and C++ errors the catalogue knows -> extra patterns on their records.

The c-cpp records were written from gcc's output; clang (macOS, Xcode, Android NDK, clangd) says
the same things in other words: gcc's `request for member 'x' in 'y', which is of non-class type`
is clang's `member reference base type 'int' is not a structure or union`. A record names the
clang diagnostics it stands for by their internal names among its aliases (`no_member`,
`typecheck_member_reference_struct_union`, as clangd publishes them in `code`). For each such name,
every message template clang has for that diagnostic (data/clang_rules.json, read from
libclang-14-dev's Diagnostic*Kinds.inc by clang_rules.py) becomes a pattern of the record, in a
marked block at the end of its `patterns:` that each run rewrites.

A template becomes RE2: `%0`-style arguments (clang prints types and names in single quotes)
match anything on the line, `%select{a|b}0` and `%plural{1:a|:b}0` become alternations of their
texts, `%diff{ from $ to $|text}0,1` the two forms, `%s0` an optional `s`, `%ordinal0` a number
with its suffix. A pattern starts at the severity clang prints before the message (`error: `,
`warning: `, `fatal error: `), so prose that quotes the words is not taken for the diagnostic. A
template whose fixed text is shorter than MIN_FIXED characters is left out (`expected %0` would
find anything), and so is one that also matches another record's clang message or one of its
examples: the two records could not be told apart by it.

Weight: the record's strongest pattern's weight, at most WEIGHT (clang's text says as much as
gcc's); 0.85 when the record has none.

    python3 catalogue/importers/clang_messages.py           # rewrite the blocks
    python3 catalogue/importers/clang_messages.py --check   # exit 1 when a block differs
"""
import json
import os
import re
import sys

import yaml

from translations import rewrite_blocks  # the same marked blocks, under this importer's mark

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOGUE = os.path.dirname(HERE)
DATA = os.path.join(HERE, "data", "clang_rules.json")
CATEGORY = "c-cpp"
MIN_FIXED = 14
WEIGHT = 0.95
MARK = "# clang_messages.py: clang's wording of this error (regenerated; do not edit)"
SEVERITY = r"(?:fatal )?(?:error|warning): "
ANY = "[^\\n]+?"


def escape(text):
    return re.sub(r"([\\.^$|?*+()\[\]{}])", r"\\\1", text)


def split_top(body, sep="|"):
    """Split `body` at `sep` outside braces."""
    parts, depth, cur = [], 0, []
    for ch in body:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return parts


def braced(template, i):
    """(text inside the braces that open at template[i], index after the closing brace)."""
    depth = 0
    for j in range(i, len(template)):
        if template[j] == "{":
            depth += 1
        elif template[j] == "}":
            depth -= 1
            if depth == 0:
                return template[i + 1:j], j + 1
    raise ValueError("unbalanced braces: " + template)


ARG_NUMBERS = re.compile(r"\d+(?:,\d+)*")


def to_regex(template, dollar=False):
    """(RE2 text, fixed characters of its shortest form) for one clang message template."""
    out, fixed, i = [], 0, 0
    while i < len(template):
        ch = template[i]
        if dollar and ch == "$":
            out.append(ANY)
            i += 1
            continue
        if ch != "%":
            out.append(escape(ch))
            fixed += 1
            i += 1
            continue
        if template.startswith("%%", i):
            out.append("%")
            fixed += 1
            i += 2
            continue
        m = re.match(r"%([a-z]*)", template[i:])
        name = m.group(1)
        j = i + 1 + len(name)
        if j < len(template) and template[j] == "{":
            body, j = braced(template, j)
            alternatives = split_top(body)
            if name == "plural":
                alternatives = [a.split(":", 1)[1] if ":" in a else a for a in alternatives]
            converted = [to_regex(a, dollar=(name == "diff")) for a in alternatives]
            out.append("(?:" + "|".join(c[0] for c in converted) + ")")
            fixed += min(c[1] for c in converted)
            n = ARG_NUMBERS.match(template, j)
            i = n.end() if n else j
            continue
        n = ARG_NUMBERS.match(template, j)
        i = n.end() if n else j
        if name == "s":
            out.append("s?")
        elif name == "ordinal":
            out.append(r"\d+(?:st|nd|rd|th)")
        else:  # %0, %q0, %objcclass0, %objcinstance0: a value
            out.append(ANY)
    return "".join(out), fixed


def pattern_for(template):
    rx, fixed = to_regex(template)
    if fixed < MIN_FIXED:
        return None
    rx = re.sub(r"(?:\[\^\\n\]\+\?)+$", "", rx)  # a trailing value adds nothing to a search
    return SEVERITY + rx


def sample_of(template):
    """One text clang could print for the template: first alternatives, values as 'x'."""
    def expand(t, dollar=False):
        out, i = [], 0
        while i < len(t):
            ch = t[i]
            if dollar and ch == "$":
                out.append("'x'")
                i += 1
                continue
            if ch != "%":
                out.append(ch)
                i += 1
                continue
            if t.startswith("%%", i):
                out.append("%")
                i += 2
                continue
            name = re.match(r"%([a-z]*)", t[i:]).group(1)
            j = i + 1 + len(name)
            if j < len(t) and t[j] == "{":
                body, j = braced(t, j)
                first = split_top(body)[0]
                if name == "plural" and ":" in first:
                    first = first.split(":", 1)[1]
                out.append(expand(first, dollar=(name == "diff")))
            elif name == "s":
                out.append("s")
            elif name == "ordinal":
                out.append("1st")
            else:
                out.append("'x'")
            n = ARG_NUMBERS.match(t, j)
            i = n.end() if n else j
        return "".join(out)
    return "error: " + expand(template)


def clang_names():
    with open(DATA, encoding="utf-8") as handle:
        rules = json.load(handle)["rules"]
    names = {}
    for rule in rules:
        messages = rule.get("messages") or ([rule["message"]] if rule.get("message") else [])
        if not messages or rule.get("category") in ("note", "remark", "warning group"):
            continue
        for name in [rule["code"], rule["name"]] + list(rule.get("aliases") or []):
            names.setdefault(name, messages)
    return names


def wanted_patterns():
    """record path (relative to catalogue/) -> (weight, sorted patterns), and every record's path."""
    names = clang_names()
    folder = os.path.join(CATALOGUE, CATEGORY)
    templates_of, examples_of, weight_of, paths = {}, {}, {}, []
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".yaml"):
            continue
        rel = os.path.join(CATEGORY, file)
        paths.append(rel)
        with open(os.path.join(CATALOGUE, rel), encoding="utf-8") as handle:
            record = yaml.safe_load(handle) or {}
        examples_of[rel] = [e.get("text", "") for e in record.get("examples") or [] if isinstance(e, dict)]
        if record.get("tool"):
            continue  # a rule of clangd or clang-tidy is found by source and code
        own = [a for a in record.get("aliases") or [] if isinstance(a, str) and a in names]
        if not own:
            continue
        templates_of[rel] = sorted({t for a in own for t in names[a]})
        weights = [float(p.get("weight", 0)) for p in record.get("patterns") or []
                   if isinstance(p, dict) and not str(p.get("regex", "")).startswith(SEVERITY)]
        weight_of[rel] = min(WEIGHT, max(weights)) if weights else 0.85
    samples = {rel: [sample_of(t) for t in ts] for rel, ts in templates_of.items()}
    out = {}
    for rel, templates in templates_of.items():
        others = [s for other, ss in samples.items() if other != rel for s in ss]
        others += [e for other, es in examples_of.items() if other != rel for e in es]
        kept = set()
        for template in templates:
            rx = pattern_for(template)
            if rx and not any(re.search(rx, text) for text in others):
                kept.add(rx)
        out[rel] = (weight_of[rel], sorted(kept))
    return out, paths


def main():
    check = "--check" in sys.argv
    wanted, paths = wanted_patterns()
    changed = rewrite_blocks(paths, wanted, MARK, check)
    total = sum(len(v[1]) for v in wanted.values())
    print(f"clang_messages: {sum(1 for v in wanted.values() if v[1])} records, {total} patterns; "
          f"{changed} records {'differ' if check else 'rewritten'}")
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
