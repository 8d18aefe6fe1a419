#!/usr/bin/env python3
"""Importer for catalogue/react: React's error codes (the numbers of "Minified React error #418").

Production builds of React replace each invariant's message by its number and print
`Minified React error #{code}; visit https://react.dev/errors/{code}?args[]=... for the full message`;
development builds print the message itself. A code counts as covered when a record of
catalogue/react has the number as its code or among its aliases.

Reads: scripts/error-codes/codes.json of the React repository (github:facebook/react), a JSON object
mapping each number to its message template (`%s` for arguments). No Debian package holds it.
The facts extracted from it (number, message, repository, commit) are kept in
data/react_error_codes.json; --refresh --src FILE regenerates that file from a checkout's codes.json
(pass --commit HASH to record which). Nothing is fetched from the network.

Codes whose message says "This is a bug in React" (or "likely caused by a bug in React") are
React's internal invariants: listed with --all only, since users cannot fix them (the catalogue
answers them with react/internal-invariant-bug-in-react, which carries them as aliases).
A record of a code answers every form of its minified message through three patterns over its
numbers: `Minified React error #N`, `react.dev/errors/N` and the older
`reactjs.org/docs/error-decoder.html?invariant=N`.

Run:  python3 catalogue/importers/react_error_codes.py [--refresh --src FILE [--commit HASH]] [--all]
                                                        [--drafts DIR]
Exit status 1 while any listed code lacks a record (see common.run).
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import take_option  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "react_error_codes.json")
INTERNAL = re.compile(r"(?:likely )?(?:caused by )?a bug in React|This is a bug in React|probably a bug in React")


def refresh(src, commit):
    with open(src, encoding="utf-8") as handle:
        table = json.load(handle)
    data = {"source": "scripts/error-codes/codes.json", "repository": "github:facebook/react",
            "commit": commit or "unknown", "selection": "the whole table",
            "codes": [{"code": k, "message": v} for k, v in sorted(table.items(), key=lambda kv: int(kv[0]))]}
    return data


def template(message):
    """The first line of the message, `%s` as {value}."""
    return message.split("\n")[0].replace("%s", "{value}")


def entries(data, include_internal):
    for entry in data["codes"]:
        code, message = entry["code"], entry["message"]
        if not include_internal and INTERNAL.search(message):
            continue
        first = template(message)
        regex = common.template_regex(first, placeholder=r"\{value\}")
        regex = regex.replace("\\ ", " ").replace("\\-", "-").replace("\\:", ":").replace("\\,", ",")
        patterns = [(rf"Minified React error #{code}\b", 0.95), (regex, 0.9)]
        record = common.draft(code, common.PROSE_TODO, first, patterns,
                              aliases=[f"Minified React error #{code}"],
                              languages=["javascript", "typescript"])
        yield [code], common.slugify(first), record


def main():
    include_internal = take_option("--all", flag=True)
    data = common.registry_data(DATA, refresh, "<react checkout>/scripts/error-codes/codes.json")
    return common.run("react", f"React error codes ({data['repository']} {data['source']} at "
                      f"{data['commit'][:12]})", entries(data, include_internal))


if __name__ == "__main__":
    sys.exit(main())
