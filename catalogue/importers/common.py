"""Shared helpers for the registry importers in this folder.

An importer reads one registry's facts from a source on this machine (a header, a tool's own
output, a package's data file): codes, names and the tool's message texts. It never writes prose.
It compares the registry with the catalogue and, for every code without a record, writes a
draft record holding the facts and empty prose fields. A person then writes the prose and moves
the draft into catalogue/<category>/. `errknow catalogue check` refuses drafts as they are,
so nothing unwritten can slip into the catalogue.
"""
import argparse
import json
import os
import re
import sys

import yaml

CATALOGUE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROSE_TODO = "TODO"


def take_option(name, default=None, flag=False):
    """Remove `name VALUE` or `name=VALUE` (or a bare flag) from sys.argv, so run()'s parser never
    sees an importer's own options. A flag gives True or False; an option its value or `default`."""
    argv = sys.argv
    for i, arg in enumerate(argv):
        if arg == name:
            if flag:
                del argv[i]
                return True
            value = argv[i + 1] if i + 1 < len(argv) else None
            del argv[i:i + 2]
            return value
        if arg.startswith(name + "="):
            del argv[i]
            return True if flag else arg.split("=", 1)[1]
    return False if flag else default


def registry_data(path, refresh, needs, selective=False):
    """An importer's extracted facts (codes, names, message texts with their source and commit):
    with `--refresh --src SRC [--commit HASH]`, `refresh(SRC, HASH)` extracts them anew and they
    are written to `path` (data/<importer>.json); otherwise they are read from `path`. `needs`
    says what --src must name, for the error when it is missing. A `selective` importer stores a
    selection of its table: its refresh is called as `refresh(SRC, HASH, whole)`, `whole` being
    True when `--whole` asks for every entry instead of the stored selection (see keep_selection)."""
    src = take_option("--src")
    commit = take_option("--commit")
    whole = take_option("--whole", flag=True) if selective else False
    if not take_option("--refresh", flag=True):
        if whole:
            sys.exit("--whole only goes with --refresh")
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    if not src:
        sys.exit(f"--refresh needs --src {needs}")
    data = refresh(src, commit, whole) if selective else refresh(src, commit)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return data


def keep_selection(label, selected, now, key=lambda entry: entry["name"]):
    """A refresh of a table whose data file holds a selection: the entries of `now` (the table as its
    source has it today, in the source's order) whose key is among the `selected` ones, so their
    facts are read anew and the selection stays. Prints the selected keys the source no longer has
    and how many of its entries lie outside the selection (`--whole` takes them all)."""
    chosen = {key(entry) for entry in selected}
    kept = [entry for entry in now if key(entry) in chosen]
    gone = chosen - {key(entry) for entry in kept}
    if gone:
        names = sorted(str(k[-1] if isinstance(k, tuple) else k) for k in gone)
        print(f"{label}: selected entries no longer upstream: {', '.join(names)}")
    print(f"{label}: {len(now) - len(kept)} upstream entries outside the selection (--whole takes them)")
    return kept


def known_codes(category):
    """Every code and alias of the records in one category, lower-cased, mapped to its file."""
    known = {}
    folder = os.path.join(CATALOGUE, category)
    if not os.path.isdir(folder):
        return known
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".yaml"):
            continue
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as handle:
            record = yaml.safe_load(handle) or {}
        for code in [record.get("code")] + list(record.get("aliases") or []):
            if code is not None:
                known.setdefault(str(code).strip().lower(), path)
    return known


def slugify(text, limit=60):
    """A URL slug from a name or message: lowercase words joined by hyphens."""
    words = re.sub(r"[^a-z0-9]+", " ", text.lower()).split()
    slug = ""
    for word in words:
        candidate = f"{slug}-{word}" if slug else word
        if len(candidate) > limit:
            break
        slug = candidate
    return slug or "error"


def re2_escape(text):
    """Escape RE2 metacharacters only (re.escape would also escape spaces and hyphens)."""
    return re.sub(r"([\\.^$|?*+()\[\]{}])", r"\\\1", text)


def template_regex(template, placeholder=r"\{[^}]*\}"):
    """A RE2 pattern from a message template whose variable parts look like {0} or {name}."""
    parts = re.split(f"({placeholder})", template)
    out = []
    for part in parts:
        if re.fullmatch(placeholder, part):
            out.append(".+?")
        else:
            out.append(re.escape(part))
    pattern = "".join(out)
    while pattern.endswith(".+?"):
        pattern = pattern[: -len(".+?")] + ".+"
        break
    return pattern


def draft(code, title, message, patterns, aliases=(), languages=(), extra=None):
    """A draft record: the registry's facts, the prose left for a writer."""
    record = {"code": str(code)}
    if aliases:
        record["aliases"] = [str(a) for a in aliases]
    record["title"] = title
    if message:
        record["message"] = message
    record["meaning"] = PROSE_TODO
    record["likely_area"] = PROSE_TODO
    record["primary"] = True
    record["depth"] = "indexed"
    if languages:
        record["languages"] = list(languages)
    record["causes"] = [PROSE_TODO]
    record["quick_fix"] = [PROSE_TODO]
    record["checks"] = [{"step": PROSE_TODO, "check": PROSE_TODO, "effect": "read-only"}]
    record["patterns"] = [{"regex": regex, "weight": weight} for regex, weight in patterns]
    if extra:
        record.update(extra)
    return record


def dump(record, source):
    header = f"# Facts from {source}; prose written by the errknow team.\n"
    return header + yaml.safe_dump(record, sort_keys=False, allow_unicode=True, width=100)


def run(category, source, entries):
    """Report and draft. `entries` yields (codes, slug, record); codes[0] is the record's code."""
    parser = argparse.ArgumentParser(description=f"Compare {source} with catalogue/{category}.")
    parser.add_argument("--drafts", metavar="DIR",
                        help="write a draft record for every code without one into DIR/<category>/")
    args = parser.parse_args()
    known = known_codes(category)
    missing = []
    total = 0
    for codes, slug, record in entries:
        total += 1
        if any(str(c).lower() in known for c in codes):
            continue
        missing.append((codes[0], slug, record))
    print(f"{category}: {total} codes in {source}, {total - len(missing)} with a record, "
          f"{len(missing)} without")
    for code, slug, _ in missing:
        print(f"  missing {code} ({slug})")
    if args.drafts:
        folder = os.path.join(args.drafts, category)
        os.makedirs(folder, exist_ok=True)
        for _, slug, record in missing:
            with open(os.path.join(folder, slug + ".yaml"), "w", encoding="utf-8") as handle:
                handle.write(dump(record, source))
        print(f"drafts written to {folder}")
    return 1 if missing else 0
