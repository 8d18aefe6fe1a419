"""Shared helpers for the linter and language-server rule importers (`*_rules.py`, issue 31).

Each of those importers reads one tool's rule registry (codes, symbolic names, the tool's own
message templates, categories, default severities, documentation URLs) from a package installed
on this machine and writes it, whole, to data/<tool>_rules.json:

    {"tool": ..., "source_ids": [...], "version": ..., "origin": ..., "rules": [
        {"code": ..., "name": ..., "aliases": [...], "message": ..., "category": ...,
         "severity": ..., "default_enabled": ..., "docs": ...}, ...]}

Facts only, no prose. The output is deterministic: rules sorted by code, keys sorted, empty
fields dropped, so re-running an importer on the same package gives the same file.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")

FIELDS = ("code", "name", "aliases", "message", "messages", "category", "severity",
          "default_enabled", "docs", "fixable", "deprecated", "replaced_by", "languages")


def clean_rule(rule):
    """Drop empty fields, de-duplicate aliases (keeping order, never repeating the code)."""
    out = {}
    for key, value in rule.items():
        if value is None or value == "" or value == [] or value == {}:
            continue
        if key == "aliases":
            seen, kept = {str(rule.get("code"))}, []
            for alias in value:
                alias = str(alias)
                if alias not in seen:
                    seen.add(alias)
                    kept.append(alias)
            if not kept:
                continue
            value = kept
        out[key] = value
    out["code"] = str(out["code"])
    return out


def write(tool, source_ids, version, origin, rules, extra=None, sort_key=None):
    """Write data/<tool>_rules.json and print a one-line summary. Returns the path."""
    rules = [clean_rule(r) for r in rules]
    codes = [r["code"] for r in rules]
    dupes = sorted({c for c in codes if codes.count(c) > 1})
    if dupes:
        raise SystemExit(f"{tool}: duplicate codes {dupes[:10]}")
    rules.sort(key=sort_key or (lambda r: r["code"]))
    doc = {"tool": tool, "source_ids": list(source_ids), "version": version,
           "origin": origin, "rules": rules}
    if extra:
        doc.update(extra)
    os.makedirs(DATA, exist_ok=True)
    path = os.path.join(DATA, f"{tool}_rules.json")
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(doc, handle, indent=1, ensure_ascii=False, sort_keys=False)
        handle.write("\n")
    print(f"{tool}: {len(rules)} rules, version {version} -> {os.path.relpath(path)}",
          file=sys.stderr)
    return path


def js_unescape(text):
    """Decode the escapes of a JavaScript string literal's body (\\n, \\xHH, \\uHHHH, \\', ...)."""
    out, i, n = [], 0, len(text)
    simple = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
    while i < n:
        ch = text[i]
        if ch != "\\" or i + 1 >= n:
            out.append(ch)
            i += 1
            continue
        nxt = text[i + 1]
        if nxt == "x":
            out.append(chr(int(text[i + 2:i + 4], 16)))
            i += 4
        elif nxt == "u" and text[i + 2:i + 3] == "{":
            end = text.index("}", i)
            out.append(chr(int(text[i + 3:end], 16)))
            i = end + 1
        elif nxt == "u":
            code = int(text[i + 2:i + 6], 16)
            i += 6
            if 0xD800 <= code < 0xDC00 and text[i:i + 2] == "\\u":
                low = int(text[i + 2:i + 6], 16)
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                i += 6
            out.append(chr(code))
        elif nxt == "\n":
            i += 2
        else:
            out.append(simple.get(nxt, nxt))
            i += 2
    return "".join(out)


def git_reader(repo):
    """A function running `git ARGS...` on a repository (its .git directory, a checkout, or a bare
    mirror such as the fetch tool's), returning stdout; it raises when git fails."""
    git_dir = os.path.join(repo, ".git") if os.path.isdir(os.path.join(repo, ".git")) else repo

    def run(*args):
        return subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True,
                              check=True).stdout
    return run


def rust_unescape(text):
    """Decode a Rust string literal's body: line continuations, \\, \" and \n."""
    text = re.sub(r"\\\n\s*", "", text)
    return text.replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "\n")
