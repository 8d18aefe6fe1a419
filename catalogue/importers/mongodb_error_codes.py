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
--refresh --src FILE regenerates it from a checkout's file (--commit HASH records which).
Codes named OBSOLETE_* and those in the InternalOnly category are left out.
Nothing is fetched from the network.

Run:  python3 catalogue/importers/mongodb_error_codes.py [--refresh --src FILE [--commit HASH]]
                                                          [--drafts DIR]
Exit status 1 while any code lacks a record (see common.run).
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import take_option  # noqa: E402

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


def refresh(src, commit):
    with open(src, encoding="utf-8") as handle:
        codes = list(parse(handle.read()))
    data = {"repository": "github:mongodb/mongo", "path": "src/mongo/base/error_codes.yml",
            "commit": commit or "unknown", "selection": "the whole table", "codes": codes}
    return data


def entries(data):
    for entry in data["codes"]:
        code, name = str(entry["code"]), entry["name"]
        patterns = [(rf"codeName:? ?['\"]?{name}\b", 0.9),
                    (rf"['\"]?code['\"]?: ?{code}\b", 0.5)]
        record = common.draft(code, common.PROSE_TODO, None, patterns, aliases=[name])
        yield [code, name], common.slugify(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)), record


def main():
    data = common.registry_data(DATA, refresh, "<mongo checkout>/src/mongo/base/error_codes.yml")
    return common.run("mongodb", f"MongoDB error codes ({data['repository']} {data['path']} at "
                      f"{data['commit'][:12]})", entries(data))


if __name__ == "__main__":
    sys.exit(main())
