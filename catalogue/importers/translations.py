#!/usr/bin/env python3
"""Localised wordings of the tools' own messages -> extra patterns on the records that hold them.

GNU tools print their messages in the user's language: a German `make` says `*** Fehlender
Trenner.  Schluss.` where an English one says `*** missing separator.  Stop.`, a French gcc
`« buflen » n'a pas été déclaré dans cette portée`, glibc's strerror `Datei oder Verzeichnis
nicht gefunden`. People paste what their terminal shows, so a record written from the English
text must also be found by each translation the tool ships.

Reads the gettext catalogues Debian installs (`/usr/share/locale/<lang>/LC_MESSAGES/<domain>.mo`):
make (package make), libc (libc-l10n: strerror and other glibc texts), git (git), gcc-12 and
cpplib-12 (gcc-12-locales). For each domain (DOMAINS), a msgid belongs to a record of the
domain's category when the msgid, its printf conversions read as "anything", matches the record's
`message` (its {placeholders} read as values) and its fixed text is long enough to be the message
rather than a fragment of it (MIN_FIXED characters and at least half of the message's own fixed
text). Each translation of such a msgid whose fixed text is long enough becomes a pattern
(conversions as `.+?`; the weight of the record's own pattern for the English text, at most WEIGHT) in a marked block at the end of that record's `patterns:`.
The block is rewritten on every run, so translations that disappear are removed.

`--refresh` reads the .mo files and keeps the facts used (msgid, language, msgstr, package and
version) in data/translations.json; without it, the block is regenerated from that file, so the
machine needs no locale packages. `--check` only reports (exit status 1 when a record's block
differs from what the data gives).

    apt-get install -y make libc-l10n git gcc-12-locales
    python3 catalogue/importers/translations.py --refresh     # read the .mo files, write records
    python3 catalogue/importers/translations.py               # rewrite records from the data file
"""
import gettext
import glob
import json
import os
import re
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOGUE = os.path.dirname(HERE)
DATA = os.path.join(HERE, "data", "translations.json")
LOCALE = "/usr/share/locale"
MIN_FIXED = 12   # characters of fixed text a msgid or a translation needs to become a pattern
WEIGHT = 0.86
MARK = "# translations.py: the tool's own translations of this message (regenerated; do not edit)"

# domain -> (package, category, restrict to records whose message starts like this, or None)
DOMAINS = {
    "make": ("make", "build", None),
    "libc": ("libc-l10n", "linux", None),
    "git": ("git", "git", None),
    "gcc-12": ("gcc-12-locales", "c-cpp", None),
    "cpplib-12": ("gcc-12-locales", "c-cpp", None),
}
CONVERSION = re.compile(r"%(?:\d+\$)?[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|L|q|z|j|t)*"
                        r"[diouxXeEfgGcsSpnDETVFqKR<>]|%[<>]")


def fixed_text(template):
    """The words of a msgid or message without its conversions or placeholders."""
    text = CONVERSION.sub("", template)
    text = re.sub(r"\{[^}]*\}", "", text)
    return re.sub(r"\s+", " ", text).strip(" .:'\"")


def msg_regex(msg):
    """An RE2 pattern for a msgid or msgstr: conversions match anything, quotes of any kind."""
    out = []
    for i, part in enumerate(CONVERSION.split(msg)):
        if i:
            out.append(".+?")
        escaped = re.sub(r"([\\.^$|?*+()\[\]{}])", r"\\\1", part)
        out.append(escaped.replace("\n", "\\n"))
    rx = "".join(out)
    rx = re.sub(r"^(?:\.\+\?)+", "", rx)
    rx = re.sub(r"(?:\.\+\?)+$", "", rx)
    return rx.strip()


def message_sample(message):
    """A record's message with each {placeholder} as a plain value, for matching msgids."""
    return re.sub(r"\{[^}]*\}", "1", message)


def version_of(package):
    try:
        return subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True,
                              text=True, check=False).stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def records(category):
    folder = os.path.join(CATALOGUE, category)
    for name in sorted(os.listdir(folder)):
        if name.endswith(".yaml"):
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as handle:
                data = yaml.safe_load(handle) or {}
            yield path, data


def refresh():
    """Read every .mo file of every domain; keep the msgids that belong to a record."""
    out = {"origin": "gettext catalogues of Debian 12 packages, /usr/share/locale/*/LC_MESSAGES",
           "domains": {}}
    for domain, (package, category, _) in DOMAINS.items():
        catalogues = {}
        for path in sorted(glob.glob(os.path.join(LOCALE, "*", "LC_MESSAGES", domain + ".mo"))):
            lang = path.split(os.sep)[-3]
            with open(path, "rb") as handle:
                catalogues[lang] = gettext.GNUTranslations(handle)._catalog
        msgids = sorted({k for c in catalogues.values() for k in c if isinstance(k, str) and k})
        samples = [(path, message_sample(str(rec["message"])), len(fixed_text(str(rec["message"]))))
                   for path, rec in records(category) if rec.get("message")]
        used = {}
        for msgid in msgids:
            fixed = fixed_text(msgid)
            if len(fixed) < MIN_FIXED or "\n" in msgid.strip():
                continue
            needle = max(CONVERSION.split(msgid), key=len)
            rx = None
            for path, sample, sample_fixed in samples:
                if needle not in sample or len(fixed) * 2 < sample_fixed:
                    continue
                rx = rx or re.compile(msg_regex(msgid))
                if not rx.search(sample):
                    continue
                tr = {lang: c[msgid] for lang, c in sorted(catalogues.items())
                      if isinstance(c.get(msgid), str) and c[msgid] and c[msgid] != msgid}
                if tr:
                    used.setdefault(msgid, {"records": [], "translations": tr})
                    used[msgid]["records"].append(os.path.relpath(path, CATALOGUE))
        out["domains"][domain] = {"package": package, "version": version_of(package),
                                  "category": category, "languages": sorted(catalogues),
                                  "msgids": used}
    return out


def english_weight(path, msgids):
    """The weight of the record's strongest pattern that finds its English message (its `message`
    and each msgid, placeholders and conversions as values), capped at WEIGHT: a translation says no more than the
    English text it stands for. 0.6 when no pattern of the record finds it."""
    with open(path, encoding="utf-8") as handle:
        rec = yaml.safe_load(handle) or {}
    texts = [CONVERSION.sub("1", m) for m in msgids]
    if rec.get("message"):
        texts.append(message_sample(str(rec["message"])))
    best = 0.0
    for pat in rec.get("patterns") or []:
        try:
            rx = re.compile(pat["regex"])
        except (re.error, KeyError, TypeError):
            continue
        if any(rx.search(t) for t in texts):
            best = max(best, float(pat.get("weight", 0)))
    return min(WEIGHT, best) if best else 0.6


def patterns_for(data):
    """record path (relative to catalogue/) -> (weight, sorted unique translation patterns)."""
    msgids_of = {}
    # Domains in name order, as the data file keeps them: a msgid in two domains (gcc-12 and
    # cpplib-12 share some) takes the later one's entry, so `--refresh` (DOMAINS order in memory)
    # and a run from the file must walk them alike or they write different records.
    for _, domain in sorted(data["domains"].items()):
        for msgid, entry in domain["msgids"].items():
            for rec in entry["records"]:
                msgids_of.setdefault(rec, {})[msgid] = entry
    out = {}
    for rec, entries in msgids_of.items():
        # "Too many open files" is part of "Too many open files in system": a record keeps only
        # the msgids that are not inside another msgid it matched.
        keep = [m for m in entries if not any(m != o and m in o for o in entries)]
        regexes = set()
        for msgid in keep:
            for msgstr in entries[msgid]["translations"].values():
                if len(fixed_text(msgstr).encode("utf-8")) < MIN_FIXED:
                    continue
                rx = msg_regex(msgstr)
                if rx:
                    regexes.add(rx)
        if regexes:
            weight = english_weight(os.path.join(CATALOGUE, rec), keep)
            out[rec] = (weight, regexes)
    # A translation that also finds another record's translated message says nothing about which
    # of the two it is (French gcc: "%qD n'a pas été déclaré" is inside "%qD n'a pas été déclaré
    # dans cette portée"): it is left out, and the English text stays the only way to that record.
    samples = {rec: [CONVERSION.sub("1", t) for e in entries.values() for t in e["translations"].values()]
               for rec, entries in msgids_of.items()}
    for rec, (weight, regexes) in list(out.items()):
        others = [t for other, texts in samples.items() if other != rec for t in texts]
        kept = sorted(rx for rx in regexes if not any(re.search(rx, t) for t in others))
        out[rec] = (weight, kept)
    return out


def with_block(text, weighted, mark=MARK):
    """The record's text with the block under `mark` in its `patterns:` list replaced: where it
    was, or at the end of the list (another importer's block keeps its place)."""
    lines = text.split("\n")
    kept, skipping, at = [], False, None
    for line in lines:
        if line.strip() == mark:
            skipping = True
            at = len(kept)
            continue
        if skipping and (line.lstrip().startswith("- regex: ") or line.lstrip().startswith("weight: ")):
            continue
        skipping = False
        kept.append(line)
    start = next((i for i, l in enumerate(kept) if l == "patterns:"), None)
    if start is None:
        return text
    end = start + 1
    while end < len(kept) and (kept[end].startswith("- ") or kept[end].startswith("  ")
                               or kept[end].startswith("#")):
        end += 1
    if at is not None and start < at <= end:
        end = at
    block = []
    weight, regexes = weighted
    first = kept[start + 1] if start + 1 < len(kept) else "- "
    indent = first[:len(first) - len(first.lstrip())] if first.lstrip().startswith("- ") else ""
    if regexes:
        block.append(indent + mark)
        for rx in regexes:
            block.append(indent + "- regex: " + json.dumps(rx, ensure_ascii=False))
            block.append(indent + f"  weight: {weight:.2f}")
    return "\n".join(kept[:end] + block + kept[end:])


def rewrite_blocks(paths, wanted, mark, check):
    """Rewrite the block under `mark` of each record (paths relative to catalogue/) from `wanted`
    (path -> (weight, patterns); a path absent from it loses its block); with `check`, only
    count. Returns how many records differ."""
    changed = 0
    for rel in paths:
        path = os.path.join(CATALOGUE, rel)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        new = with_block(text, wanted.get(rel, (0, [])), mark)
        if new == text:
            continue
        changed += 1
        if not check:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(new)
    return changed


def main():
    check = "--check" in sys.argv
    if "--refresh" in sys.argv:
        data = refresh()
        with open(DATA, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1, ensure_ascii=False, sort_keys=True)
            handle.write("\n")
    else:
        with open(DATA, encoding="utf-8") as handle:
            data = json.load(handle)
    wanted = patterns_for(data)
    paths = set(wanted)
    for domain in data["domains"].values():
        for path, _ in records(domain["category"]):
            paths.add(os.path.relpath(path, CATALOGUE))
    changed = rewrite_blocks(sorted(paths), wanted, MARK, check)
    total = sum(len(v[1]) for v in wanted.values())
    print(f"translations: {len(wanted)} records, {total} patterns; {changed} records "
          f"{'differ' if check else 'rewritten'}")
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
