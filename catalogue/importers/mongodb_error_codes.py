#!/usr/bin/env python3
"""Importer for catalogue/mongodb: the server's error codes (11000 DuplicateKey, 13 Unauthorized, ...).

Every server error carries a number and a codeName, and the drivers print both
(`MongoServerError: ...` with `code: 11000, codeName: 'DuplicateKey'`, PyMongo's
`full error: {'ok': 0.0, 'errmsg': ..., 'code': 13, 'codeName': 'Unauthorized'}`). Our records use
the number as their code and list the codeName among their aliases; a code counts as covered
when a record of catalogue/mongodb has its number or its name as code or alias.

Reads: src/mongo/base/error_codes.yml of the MongoDB server repository (github:mongodb/mongo),
`- {code: N, name: Name, categories: [...]}` entries. MongoDB is not in Debian. The extracted facts
(number, name, repository, path, commit) are kept in data/mongodb_error_codes.json;
--refresh --src FILE regenerates it from a checkout's file (--commit HASH records which). The file
holds a selection, the codes a client, driver or shell user can meet (about 450 upstream codes are
internal to sharding, replication or Atlas Stream Processing): a refresh takes the selected codes
anew (numbers and names as the file has them; a selected name the file no longer has is dropped
and printed) and prints how many upstream codes lie outside the selection; --whole takes them all.
Codes named OBSOLETE_* and those in the InternalOnly category are left out.
Nothing is fetched from the network.

Run:  python3 catalogue/importers/mongodb_error_codes.py [--refresh --src FILE [--commit HASH] [--whole]]
                                                          [--drafts DIR]
Exit status 1 while any code lacks a record (see common.run).
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "mongodb_error_codes.json")


def parse(text):
    """(code, name) of every `{code: N, name: X, ...}` entry, flow style over one or more lines."""
    body = text[text.index("error_codes:"):]
    body = re.sub(r"#[^\n]*", "", body)
    for m in re.finditer(r"\{\s*code:\s*(\d+),\s*name:\s*(\w+)([^}]*)\}", body):
        code, name, rest = int(m.group(1)), m.group(2), m.group(3)
        if name.startswith("OBSOLETE_") or "InternalOnly" in rest:
            continue
        yield {"code": code, "name": name}


SELECTION = ("the codes a client, driver or shell user can meet (the rest of the file is internal to "
             "sharding, replication or Atlas Stream Processing); --refresh keeps this selection, "
             "--refresh --whole takes every code")


def refresh(src, commit, whole):
    with open(src, encoding="utf-8") as handle:
        codes = list(parse(handle.read()))
    selection = "the whole table"
    if not whole and os.path.exists(DATA):
        with open(DATA, encoding="utf-8") as handle:
            old = json.load(handle)
        if old.get("selection") != "the whole table":
            codes = common.keep_selection("mongodb", old["codes"], codes)
            selection = SELECTION
    return {"repository": "github:mongodb/mongo", "path": "src/mongo/base/error_codes.yml",
            "commit": commit or "unknown", "selection": selection, "codes": codes}


def entries(data):
    for entry in data["codes"]:
        code, name = str(entry["code"]), entry["name"]
        patterns = [(rf"codeName:? ?['\"]?{name}\b", 0.9),
                    (rf"['\"]?code['\"]?: ?{code}\b", 0.5)]
        record = common.draft(code, common.PROSE_TODO, None, patterns, aliases=[name])
        yield [code, name], common.slugify(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)), record


def main():
    data = common.registry_data(DATA, refresh, "<mongo checkout>/src/mongo/base/error_codes.yml",
                                selective=True)
    return common.run("mongodb", f"MongoDB error codes ({data['repository']} {data['path']} at "
                      f"{data['commit'][:12]})", entries(data))


if __name__ == "__main__":
    sys.exit(main())
