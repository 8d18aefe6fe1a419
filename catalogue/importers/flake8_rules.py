#!/usr/bin/env python3
"""Code registry of flake8 with its default plugins (source "Flake8"/"flake8"; also
python-lsp-server's "pycodestyle" and "pyflakes" sources), codes such as E501, W291, F401, C901.

Reads, from the Debian packages python3-flake8 (5.0.4), python3-pycodestyle (2.10.0),
python3-pyflakes (2.5.0) and python3-mccabe (0.7.0) as installed:
  - pycodestyle.py: every E/W code its checks register (pycodestyle._checks), the messages it
    prints for its own docstring examples ("E225: i=i+1", run through pycodestyle.Checker), and
    the message strings in its syntax tree that start with a code (%s/{} placeholders kept);
    "message" is the first printed one,
  - flake8/plugins/pyflakes.py: FLAKE8_PYFLAKES_CODES (pyflakes message class -> F code), and
    each class's `message` template in pyflakes/messages.py,
  - mccabe.py: C901's template; flake8/checker.py: flake8's own E999 (and E902 reused),
  - flake8/defaults.py: IGNORE and SELECT (C90 is selected but off until --max-complexity).
Writes: data/flake8_rules.json. Nothing is downloaded.

    apt-get install -y python3-flake8 python3-pycodestyle python3-pyflakes
    /usr/bin/python3 catalogue/importers/flake8_rules.py
"""
import ast
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

CODE = re.compile(r"^([EWCF]\d{3}) (.+)$", re.S)
PYCODESTYLE_DOCS = "https://pycodestyle.pycqa.org/en/latest/intro.html#error-codes"
FLAKE8_DOCS = "https://flake8.pycqa.org/en/latest/user/error-codes.html"


def render(node):
    """A template from a str constant or f-string: constant parts kept, the rest as {}."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def codes_in_source(path):
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    found = {}
    for node in ast.walk(tree):
        pairs = []
        text = render(node)
        if text:
            m = CODE.match(text)
            if m and m.group(2).strip():
                pairs.append((m.group(1), m.group(2)))
        for code, message in pairs:
            found.setdefault(code, [])
            if message not in found[code]:
                found[code].append(message)
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            doc = ast.get_docstring(node) or ""
            for code in re.findall(r"^\s*([EW]\d{3}):", doc, re.M):
                found.setdefault(code, [])
    return found


def pycodestyle_examples(pycodestyle):
    """Run every check's docstring examples ("E225: i=i+1") through pycodestyle itself.

    Returns {code: [messages as printed]} and the codes the checks register (from their
    docstrings, pycodestyle's own registry)."""
    class Collect(pycodestyle.BaseReport):
        def __init__(self, options):
            super().__init__(options)
            self.seen = {}

        def error(self, line_number, offset, text, check):
            self.seen.setdefault(text[:4], [])
            if text[5:] not in self.seen[text[:4]]:
                self.seen[text[:4]].append(text[5:])
            return text[:4]

    style = pycodestyle.StyleGuide(select=["E", "W"], ignore=[], max_doc_length=72, quiet=True)
    report = Collect(style.options)
    registered = set()
    for kind in sorted(pycodestyle._checks):
        for check, (codes, _args) in sorted(pycodestyle._checks[kind].items(),
                                            key=lambda kv: kv[0].__name__):
            registered.update(c for c in codes if c)
            for line in (check.__doc__ or "").splitlines():
                m = re.match(r"\s*([EW]\d{3}):\s(.*)$", line)
                if not m:
                    continue
                lines = m.group(2).replace(r"\n", "\n").replace(r"\t", "\t").splitlines(True)
                if lines and not lines[-1].endswith("\n"):
                    lines[-1] += "\n"
                pycodestyle.Checker(lines=lines, options=style.options, report=report).check_all()
    return report.seen, registered


def main():
    try:
        import flake8
        import flake8.checker
        import flake8.defaults
        import flake8.plugins.pyflakes as f8pyflakes
        import mccabe
        import pycodestyle
        import pyflakes
        import pyflakes.messages
    except ImportError:
        raise SystemExit("flake8, pycodestyle, pyflakes or mccabe is not importable: install the "
                         "Debian packages and run this with /usr/bin/python3")
    ignore = tuple(flake8.defaults.IGNORE)

    def enabled(code):
        return code.startswith(tuple(flake8.defaults.SELECT)) and not code.startswith(ignore)

    rules = []
    templates = codes_in_source(pycodestyle.__file__)
    examples, registered = pycodestyle_examples(pycodestyle)
    for code in sorted(set(templates) | set(examples) | registered):
        if code[0] not in "EW":
            continue
        printed = examples.get(code, [])
        # a template with placeholders first, then what pycodestyle printed for its examples
        placeholders = [t for t in templates.get(code, []) if re.search(r"%[sdr]|\{\}", t)]
        messages = list(dict.fromkeys(placeholders + printed + templates.get(code, [])))
        rules.append({"code": code, "message": messages[0] if messages else None,
                      "messages": messages, "plugin": f"pycodestyle {pycodestyle.__version__}",
                      "category": "error" if code[0] == "E" else "warning",
                      "default_enabled": enabled(code),
                      "aliases": [f"pycodestyle({code})", f"flake8({code})"],
                      "docs": PYCODESTYLE_DOCS})
    for name, code in sorted(f8pyflakes.FLAKE8_PYFLAKES_CODES.items(), key=lambda kv: kv[1]):
        cls = getattr(pyflakes.messages, name, None)
        rules.append({"code": code, "name": name,
                      "message": getattr(cls, "message", None) if cls else None,
                      "plugin": f"pyflakes {pyflakes.__version__}", "category": "pyflakes",
                      "default_enabled": enabled(code),
                      "aliases": [f"flake8({code})"],
                      "docs": FLAKE8_DOCS})
    tmpl = mccabe.McCabeChecker._error_tmpl
    m = CODE.match(tmpl)
    rules.append({"code": m.group(1), "message": m.group(2),
                  "plugin": f"mccabe {mccabe.__version__}", "category": "mccabe",
                  "default_enabled": False, "docs": FLAKE8_DOCS,
                  "aliases": [f"flake8({m.group(1)})"],
                  "note": "selected by default (C90) but reported only with --max-complexity"})
    with open(flake8.checker.__file__, encoding="utf-8") as handle:
        checker_src = handle.read()
    if '"E999"' in checker_src:
        # flake8's own: report(code, row, col, f"{type(e).__name__}: {e.args[0]}") for a
        # SyntaxError (E999); a tokenize.TokenError or unreadable file reuses E902.
        rules.append({"code": "E999", "message": "{exception_type}: {exception_message}",
                      "plugin": f"flake8 {flake8.__version__}", "category": "flake8",
                      "default_enabled": True, "docs": FLAKE8_DOCS,
                      "aliases": ["flake8(E999)"]})
    lrc.write("flake8", ["Flake8", "flake8", "pycodestyle", "pyflakes", "mccabe"],
              flake8.__version__,
              f"Debian python3-flake8 {flake8.__version__}, python3-pycodestyle "
              f"{pycodestyle.__version__}, python3-pyflakes {pyflakes.__version__}, "
              f"python3-mccabe {mccabe.__version__}: pycodestyle.py, pyflakes/messages.py, "
              "flake8/plugins/pyflakes.py, mccabe.py, flake8/checker.py, flake8/defaults.py",
              rules, extra={"default_ignore": list(ignore),
                            "default_select": list(flake8.defaults.SELECT)})


if __name__ == "__main__":
    main()
