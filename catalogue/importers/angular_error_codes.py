#!/usr/bin/env python3
"""Importer for catalogue/angular: Angular's runtime and compiler error codes (NG0100, NG8001, ...).

Angular prints every runtime error as `NG0` + the code's absolute value (`NG0100: ...`) and every
compiler (ngtsc) diagnostic as `NG` + the value (`error NG8001: ...`); a negative value in the
source marks a code with a guide at https://angular.dev/errors/NG....  A code counts as covered
when a record of catalogue/angular has the printed code as its code or among its aliases.

Reads: two TypeScript enums of the Angular repository (github:angular/angular):
  packages/core/src/errors.ts, enum RuntimeErrorCode
  packages/compiler-cli/src/ngtsc/diagnostics/src/error_code.ts, enum ErrorCode
No Debian package holds them. The names and values are kept in data/angular_error_codes.json with
the repository, path and commit; --refresh --src DIR regenerates it from a checkout.
Nothing is fetched from the network.

Run:  python3 catalogue/importers/angular_error_codes.py [--refresh --src DIR [--commit HASH]]
                                                          [--drafts DIR]
Exit status 1 while any code lacks a record (see common.run).
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import take_option  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "angular_error_codes.json")
TABLES = (("runtime", "packages/core/src/errors.ts", "RuntimeErrorCode"),
          ("compiler", "packages/compiler-cli/src/ngtsc/diagnostics/src/error_code.ts", "ErrorCode"))


def parse_enum(text, name):
    body = text[text.index(f"enum {name} {{"):]
    body = body[: body.index("\n}")]
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    body = re.sub(r"//[^\n]*", "", body)
    return [{"name": m.group(1), "value": int(m.group(2))}
            for m in re.finditer(r"\b([A-Z][A-Z0-9_]*)\s*=\s*(-?\d+)", body)]


def refresh(src, commit):
    """Re-read each enum found under `src` (with `commit` as its origin). A table whose file is not
    under `src` (a partial copy holding one of the two files, each read at its own commit) keeps its
    stored codes and commit."""
    with open(DATA, encoding="utf-8") as handle:
        old = {t["kind"]: t for t in json.load(handle)["tables"]}
    tables = []
    for kind, path, enum in TABLES:
        full = os.path.join(src, path)
        if not os.path.exists(full) and kind in old:
            print(f"{path} not under {src}: {kind} table kept at {old[kind]['commit'][:12]}")
            tables.append(old[kind])
            continue
        table = {"kind": kind, "repository": "github:angular/angular", "path": path,
                 "enum": enum, "commit": commit or "unknown"}
        if "printed" in old.get(kind, {}):  # ours, kept across refreshes
            table["printed"] = old[kind]["printed"]
        with open(full, encoding="utf-8") as handle:
            table["codes"] = parse_enum(handle.read(), enum)
        tables.append(table)
    data = {"tables": tables,
            "note": "Names and values copied from each enum as stored at the commit named; "
                    "--refresh --src <angular checkout> [--commit HASH] regenerates them (a table "
                    "whose file is not under --src keeps its stored codes and commit)."}
    with open(DATA, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return data


def printed(kind, value):
    return f"NG0{abs(value)}" if kind == "runtime" else f"NG{abs(value)}"


def entries(data):
    for table in data["tables"]:
        for entry in table["codes"]:
            code = printed(table["kind"], entry["value"])
            words = entry["name"].replace("_", " ").lower()
            pattern = rf"\b{code}\b" if table["kind"] == "runtime" else rf"error {code}:"
            record = common.draft(code, common.PROSE_TODO, None, [(pattern, 0.9)],
                                  aliases=[entry["name"]], languages=["typescript"])
            yield [code], common.slugify(f"{code} {words}"), record


def main():
    src = take_option("--src")
    commit = take_option("--commit")
    if take_option("--refresh", flag=True):
        if not src:
            sys.exit("--refresh needs --src <angular checkout>")
        data = refresh(src, commit)
    else:
        with open(DATA, encoding="utf-8") as handle:
            data = json.load(handle)
    source = ", ".join(f"{t['enum']} ({t['path']} at {t['commit'][:12]})" for t in data["tables"])
    return common.run("angular", f"Angular error codes: {source}", entries(data))


if __name__ == "__main__":
    sys.exit(main())
