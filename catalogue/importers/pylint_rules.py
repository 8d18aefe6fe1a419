#!/usr/bin/env python3
"""Message registry of pylint (source "Pylint"/"pylint"; code "E0401" or, as vscode-pylint
publishes it, "E0401:import-error").

Reads: the Debian package `pylint` (tested with 2.16.2, astroid 2.14.2), through its own
message store: PyLinter with the default checkers plus every optional extension under
pylint/extensions/ (the same table `pylint --list-msgs` prints after `--load-plugins`): msgid,
symbol, message template (%s placeholders), description, old names, checker, default_enabled.
Messages of an optional extension carry "extension" and are off until that plugin is loaded.
Old ids (C0111 missing-docstring, ...) stay in "old_names", not in aliases: one old id can
have been split into several messages.
Writes: data/pylint_rules.json. Nothing is downloaded.

    apt-get install -y pylint
    /usr/bin/python3 catalogue/importers/pylint_rules.py
"""
import os
import pkgutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

CATEGORY = {"C": "convention", "R": "refactor", "W": "warning", "E": "error", "F": "fatal",
            "I": "info"}
DOCS = "https://pylint.readthedocs.io/en/latest/user_guide/messages/{category}/{symbol}.html"


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
    lrc.write("pylint", ["Pylint", "pylint"], version,
              f"Debian pylint {version}: the message store of pylint.lint.PyLinter with the "
              f"default checkers and the {len(extensions)} optional extensions",
              rules, extra={"extensions": extensions})


if __name__ == "__main__":
    main()
