#!/usr/bin/env python3
"""Message registry of pylint (source "Pylint"/"pylint"; code "E0401" or, as vscode-pylint
publishes it, "E0401:import-error").

Reads: the Debian package `pylint` (tested with 2.16.2, astroid 2.14.2), through its own
message store: PyLinter with the default checkers plus every optional extension under
pylint/extensions/ (the same table `pylint --list-msgs` prints after `--load-plugins`): msgid,
symbol, message template (%s placeholders), description, old names, checker, default_enabled.
Messages of an optional extension carry "extension" and are off until that plugin is loaded.
Old ids (C0111 missing-docstring, ...) stay in "old_names", not in aliases: one old id can
have been split into several messages. "renamed" maps each old id and old symbol to the
messages that took it over (one: the rule record carries it as an alias; several: the old name
is a record of its own that points at them). A symbol pylint made up for an old id
(`old-import-error` for F0401, when import-error became E0401: every "old-..." name) is left
out of "renamed": it was never a name anyone wrote. "deleted" lists the messages pylint removed
(pylint/message/_deleted_message_ids.py, DELETED_MESSAGES_IDS and MOVED_TO_EXTENSIONS): id,
symbol, old names, the change that removed it and the release it was removed in
(REMOVED_IN, read from each change's release notes).
Writes: data/pylint_rules.json. Nothing is downloaded. With `--aliases`, it then gives each
rule record (catalogue/python/pylint-*.yaml) the old ids and old symbols that only its message
took over (`C0102` and `blacklisted-name` on C0104 disallowed-name) and a pattern for each old
id as an old pylint prints it (`: C0102: `), and a removed message's record its own old names, so a hover on an old config's `disable=blacklisted-name` or a
diagnostic of an old pylint lands on the message of today. An old name several messages took
over (`C0111` missing-docstring, `E0012` bad-option-value) is a record of its own.

    apt-get install -y pylint
    /usr/bin/python3 catalogue/importers/pylint_rules.py [--aliases]
"""
import glob
import os
import pkgutil
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

CATEGORY = {"C": "convention", "R": "refactor", "W": "warning", "E": "error", "F": "fatal",
            "I": "info"}
DOCS = "https://pylint.readthedocs.io/en/latest/user_guide/messages/{category}/{symbol}.html"

# The release each removal in _deleted_message_ids.py first shipped in, by the change that
# _deleted_message_ids.py gives as its explanation (from pylint's release notes; the 1.4.3
# entry names its release itself). A change missing here stops the import: look it up.
REMOVED_IN = {
    "https://github.com/PyCQA/pylint/pull/4942": "2.11",   # python3 porting checker (py3k)
    "https://github.com/PyCQA/pylint/pull/3578": "2.6",    # mixed-indentation
    "https://github.com/PyCQA/pylint/pull/3577": "2.6",    # bad-whitespace
    "https://github.com/PyCQA/pylint/pull/3571": "2.6",    # bad-continuation
    "https://pylint.pycqa.org/en/latest/whatsnew/1/1.4.html#what-s-new-in-pylint-1-4-3": "1.4.3",
    "https://github.com/PyCQA/pylint/issues/2409": "2.14",  # no-init (pull 6373)
    "https://github.com/PyCQA/pylint/pull/6421": "2.14",   # assign-to-new-keyword
    "https://pylint.pycqa.org/en/latest/whatsnew/2/2.14/summary.html#removed-checkers": "2.14",
}


def made_up_symbol(old_symbol):
    """pylint's stand-in symbol for an old id whose symbol lives on (old-import-error for F0401,
    old-missing-returns-doc for W9007): every old name pylint spells "old-..." is one."""
    return old_symbol.startswith("old-")


def deleted_messages(current):
    """pylint's removed messages (and those moved to an extension), oldest names included."""
    from pylint.message import _deleted_message_ids as dm
    out, seen = [], set()
    for moved, table in ((False, dm.DELETED_MESSAGES_IDS), (True, dm.MOVED_TO_EXTENSIONS)):
        for reference, messages in table.items():
            if reference not in REMOVED_IN:
                raise SystemExit(f"pylint: no release known for the removal {reference}")
            for m in messages:
                if m.msgid in seen:  # W1601 is listed twice
                    continue
                seen.add(m.msgid)
                entry = {"code": m.msgid, "name": m.symbol,
                         "old_names": [{"code": c, "name": n} for c, n in m.old_names],
                         "removed_in": REMOVED_IN[reference], "reference": reference}
                if moved:
                    entry["moved_to"] = sorted(c for c, r in current.items() if r["name"] == m.symbol)
                out.append(entry)
    return sorted(out, key=lambda e: e["code"])


def renamed_names(rules):
    """Old id or old symbol -> the current messages that took it over."""
    out = {}
    for r in rules:
        for old in r.get("old_names") or []:
            out.setdefault(old["code"], []).append(r["code"])
            if not made_up_symbol(old["name"]):
                out.setdefault(old["name"], []).append(r["code"])
    return {k: sorted(set(v)) for k, v in sorted(out.items())}


def main():
    try:
        import pylint
        import pylint.extensions
        from pylint.lint import PyLinter
    except ImportError:
        raise SystemExit("pylint is not importable: install Debian's pylint and run this with "
                         "/usr/bin/python3")
    linter = PyLinter()
    linter.load_default_plugins()
    core = {m.msgid for m in linter.msgs_store.messages}
    extensions = sorted(name for _, name, _ in pkgutil.iter_modules(pylint.extensions.__path__)
                        if not name.startswith("_"))
    owner = {}
    for ext in extensions:
        before = {m.msgid for m in linter.msgs_store.messages}
        linter.load_plugin_modules([f"pylint.extensions.{ext}"])
        for m in linter.msgs_store.messages:
            if m.msgid not in before:
                owner[m.msgid] = ext
    rules = []
    for m in linter.msgs_store.messages:
        category = CATEGORY[m.msgid[0]]
        rules.append({
            "code": m.msgid,
            "name": m.symbol,
            "aliases": [f"{m.msgid}:{m.symbol}", m.symbol, f"{m.symbol}:{m.msgid}",
                        f"{m.symbol} ({m.msgid})"],
            "message": m.msg,
            "description": " ".join(m.description.split()) if m.description else None,
            "category": category,
            "severity": category,
            "default_enabled": bool(m.default_enabled) and m.msgid in core,
            "checker": m.checker_name,
            "extension": owner.get(m.msgid),
            "old_names": [{"code": c, "name": n} for c, n in (m.old_names or [])],
            "docs": DOCS.format(category=category, symbol=m.symbol),
        })
    version = pylint.__version__
    current = {r["code"]: r for r in rules}
    deleted = deleted_messages(current)
    lrc.write("pylint", ["Pylint", "pylint"], version,
              f"Debian pylint {version}: the message store of pylint.lint.PyLinter with the "
              f"default checkers and the {len(extensions)} optional extensions",
              rules, extra={"extensions": extensions, "renamed": renamed_names(rules),
                                  "deleted": deleted})


def add_old_aliases(data_path):
    """Append the old names of data["renamed"] (one successor) and data["deleted"] to the records'
    block-style `aliases:` lists, keeping every other line as it is. Returns the files changed."""
    import json
    with open(data_path, encoding="utf-8") as handle:
        data = json.load(handle)
    wanted = {}
    for old, codes in data["renamed"].items():
        if len(codes) == 1:
            wanted.setdefault(codes[0], []).append(old)
    for d in data["deleted"]:
        for old in d["old_names"]:
            wanted.setdefault(d["code"], []).append(old["code"])
            if not made_up_symbol(old["name"]):
                wanted[d["code"]].append(old["name"])
    changed = []
    root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python")
    for path in sorted(glob.glob(os.path.join(root, "pylint-*.yaml"))):
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        code = next((re.match(r'code: "?(\w+)"?$', l).group(1) for l in lines
                     if re.match(r'code: "?(\w+)"?$', l)), None)
        if code not in wanted:
            continue
        start = lines.index("aliases:")
        end = start + 1
        while end < len(lines) and lines[end].startswith("- "):
            end += 1
        have = {l[2:].strip().strip('"\'') for l in lines[start + 1:end]}
        new = [f'- "{a}"' for a in wanted[code] if a not in have and a != code]
        if new:
            lines[end:end] = new
        # The old ids as an old pylint's text output shows them, after the record's patterns
        # (the last key of every pylint record).
        text = "\n".join(lines)
        olds = [a for a in wanted[code] if re.fullmatch(r"[CRWEFI]\d{4}", a)
                and f": {a}: " not in text and f"{a[:3]}(?:" not in text]
        if olds and "patterns:" in lines:
            while lines and lines[-1] == "":
                lines.pop()
            for a in olds:
                lines += [f'- regex: ": {a}: "', "  weight: 0.9"]
            lines.append("")
            new = new or olds
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines))
            changed.append(os.path.basename(path))
    return changed


if __name__ == "__main__":
    main()
    if "--aliases" in sys.argv[1:]:
        for name in add_old_aliases(os.path.join(lrc.DATA, "pylint_rules.json")):
            print(f"aliases: {name}", file=sys.stderr)
