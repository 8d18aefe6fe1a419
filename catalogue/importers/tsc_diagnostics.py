#!/usr/bin/env python3
"""Importer for the TypeScript compiler's diagnostics (tsc error codes TS1000 and up).

Reads: the diagnostic table compiled into the TypeScript compiler,
  /usr/share/nodejs/typescript/lib/typescript.js
from the Debian package `node-typescript` (`apt-get install node-typescript`). Each diagnostic is
a line such as
  Type_0_is_not_assignable_to_type_1: diag(2322, ts.DiagnosticCategory.Error, "...", "Type '{0}' ...")
Only diagnostics of category Error are taken (Message, Suggestion and Warning entries are not
errors tsc reports as failures).

Run from the repository root:
  python3 catalogue/importers/tsc_diagnostics.py                      # report missing codes
  python3 catalogue/importers/tsc_diagnostics.py --range 1000-1999    # only codes in a range
  python3 catalogue/importers/tsc_diagnostics.py --range 1000-1999 --drafts /tmp/drafts
  python3 catalogue/importers/tsc_diagnostics.py --source /path/to/typescript.js

Exit status 1 while any code in the range lacks a record in catalogue/typescript/.
Nothing is fetched from the network.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

CATEGORY = "typescript"
DEFAULT_SOURCE = "/usr/share/nodejs/typescript/lib/typescript.js"
DIAG = re.compile(
    r'(\w+): diag\((\d+), ts\.DiagnosticCategory\.(\w+), '
    r'"((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)"')
PLACEHOLDER = r"\{\d+\}"
# A message-only pattern (without the code) is added only when the template has at least this
# many literal characters and matches no other diagnostic's text.
MIN_LITERAL = 45


def js_string(body):
    """The value of a double-quoted JavaScript string literal body."""
    return json.loads('"' + body + '"')


def read_diagnostics(path):
    """[(number, category, name, message)] from the compiler's diagnostic table, first wins."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    seen = {}
    for match in DIAG.finditer(text):
        name, number, category, _key, message = match.groups()
        number = int(number)
        if number not in seen:
            seen[number] = (number, category, name, js_string(message))
    return [seen[n] for n in sorted(seen)]


def sample(message):
    """A sample text of a template: each placeholder replaced by a plausible value."""
    return re.sub(PLACEHOLDER, "x", message)


def title_of(message):
    """The template with placeholders as "..."; a long multi-sentence text keeps its first one."""
    text = re.sub(PLACEHOLDER, "...", message).strip()
    if len(text) > 80 and ". " in text:
        text = text.split(". ", 1)[0]
    return text[:-1] if text.endswith(".") else text


def build_entries(diagnostics, low, high):
    samples = [(number, sample(message)) for number, _c, _n, message in diagnostics]
    entries = []
    for number, category, name, message in diagnostics:
        if category != "Error":
            continue
        code = f"TS{number}"
        body = common.template_regex(message, PLACEHOLDER).replace("\\ ", " ")
        patterns = [(f"error {code}: {body}", 0.95), (rf"\berror {code}\b", 0.85),
                    (rf"\bts\({number}\)", 0.85)]
        literal = re.sub(PLACEHOLDER, "", message)
        if len(literal) >= MIN_LITERAL:
            compiled = re.compile(body)
            clash = any(compiled.search(text) for other, text in samples if other != number)
            if not clash:
                patterns.append((body, 0.7))
        record = common.draft(code, title_of(message), f"error {code}: {message}", patterns,
                              languages=["typescript"])
        slug = common.slugify(re.sub(PLACEHOLDER, " ", message))
        entries.append(([code], slug, record))
    # Two templates may slug alike, or a slug may already name a record of another code: suffix
    # the code to keep slugs unique. Slugs are computed over all codes, so a --range run gives
    # the same slug as a full run.
    counts = {}
    for _codes, slug, _r in entries:
        counts[slug] = counts.get(slug, 0) + 1
    taken = existing_slugs()
    out = []
    for codes, slug, record in entries:
        number = int(codes[0][2:])
        if not (low <= number <= high):
            continue
        if counts[slug] > 1 or taken.get(slug, codes[0]) != codes[0]:
            slug = f"{slug}-{codes[0].lower()}"
        out.append((codes, slug, record))
    return out


def existing_slugs():
    """slug -> code of the records already in catalogue/typescript."""
    folder = os.path.join(common.CATALOGUE, CATEGORY)
    taken = {}
    if os.path.isdir(folder):
        for name in os.listdir(folder):
            if name.endswith(".yaml"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    match = re.search(r"^code: '?\"?([^'\"\n]+)", handle.read(), re.M)
                taken[name[:-5]] = match.group(1).strip() if match else None
    return taken


def main():
    argv = sys.argv[1:]
    low, high, source = 0, 10 ** 9, DEFAULT_SOURCE
    rest = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in ("--range", "--source") and i + 1 < len(argv):
            value = argv[i + 1]
            i += 2
        elif arg.startswith("--range=") or arg.startswith("--source="):
            arg, value = arg.split("=", 1)
            i += 1
        else:
            rest.append(arg)
            i += 1
            continue
        if arg == "--range":
            first, _, last = value.partition("-")
            low, high = int(first.upper().lstrip("TS")), int((last or first).upper().lstrip("TS"))
        else:
            source = value
    if not os.path.exists(source):
        sys.exit(f"{source} not found: install the Debian package node-typescript")
    sys.argv = [sys.argv[0]] + rest
    entries = build_entries(read_diagnostics(source), low, high)
    label = f"tsc diagnostics ({source}, node-typescript)"
    if (low, high) != (0, 10 ** 9):
        label += f" TS{low}-TS{high}"
    return common.run(CATEGORY, label, entries)


if __name__ == "__main__":
    sys.exit(main())
