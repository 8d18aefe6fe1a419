#!/usr/bin/env python3
"""CPython's own error message templates -> catalogue/python.

Python prints no error codes: its records are told apart by the exception class and the message
(`TypeError: 'NoneType' object is not subscriptable`). This importer lists the messages the
interpreter and its standard library raise, with their exception class, and reports the ones no
record of catalogue/python (or catalogue/pip) recognises.

Reads (with --refresh only):
  - the interpreter's C sources: every literal message passed to PyErr_SetString / PyErr_Format /
    _PyErr_SetString / _PyErr_Format with a PyExc_* class (Objects/, Python/, Parser/), the
    parser's RAISE_SYNTAX_ERROR* / RAISE_INDENTATION_ERROR actions (Grammar/python.gram,
    Parser/*.c) and the tokenizer's syntaxerror() calls. Source: Debian's source package
    python3.11 (its upstream tarball python3.11_3.11.2.orig.tar.gz, the interpreter Debian 12
    ships). Unpack it and pass --src DIR (the Python-3.11.2 folder). Without deb-src lines in
    apt's sources, a private list does it:
        printf 'deb-src http://deb.debian.org/debian bookworm main\\n' > /tmp/s.list
        apt-get -o Dir::Etc::SourceList=/tmp/s.list -o Dir::Etc::SourceParts=/nonexistent \\
                -o Dir::State::Lists=/tmp/lists update
        apt-get -o ... source --download-only python3.11 ; tar xzf python3.11_3.11.2.orig.tar.gz
    (the same tree is github:python/cpython at tag v3.11.2, commit 878ead1ac165).
  - the standard library installed here (/usr/lib/python3.11, package libpython3.11-stdlib):
    every `raise SomeError("literal")`, `raise SomeError(f"...")`, `"..." % args` and
    `"...".format(...)` found by the ast module (tests, idlelib, lib2to3, turtledemo and
    ensurepip's bundled wheels are left out).
The facts (class, template, source file, version) are kept in data/cpython_messages.json;
printf conversions and f-string fields become `{}` (`{d}` for integers). Re-running without
--refresh reads only that file, so the output is the same from any checkout.

Covered: some pattern of a record in catalogue/python or catalogue/pip matches the line
`<Class>: <template with placeholders filled>` (patterns are RE2; Python's re runs them here).

Run:  python3 catalogue/importers/cpython_messages.py [--refresh --src DIR [--stdlib DIR]]
                                                      [--only c|stdlib] [--drafts DIR]
Exit status 1 while any message lacks a record.
"""
import argparse
import ast
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from c_source import STRING as C_STRING, c_unescape, skip_args  # noqa: E402
from c_source import printf_template as c_printf_template  # noqa: E402
import yaml  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "cpython_messages.json")
CATEGORIES = ("python", "pip")
C_FOLDERS = ("Objects", "Python", "Parser", "Grammar")
STDLIB_SKIP = {"test", "tests", "idlelib", "lib2to3", "turtledemo", "ensurepip", "site-packages",
               "dist-packages", "__pycache__", "config-3.11-x86_64-linux-gnu"}
EXC_NAME = re.compile(r"^[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Iteration|Warning|Timeout)$")

# --- C sources ---------------------------------------------------------------------------------

C_CALL = re.compile(
    r"\b(?:_?PyErr_(?:SetString|Format(?:V)?)\s*\(\s*(?:tstate\s*,\s*)?PyExc_(?P<exc>\w+)\s*,"
    r"|PyErr_Warn(?:Ex|Format)\s*\(\s*PyExc_(?P<warn>\w+)\s*,(?:\s*\w+\s*,)?"
    r"|(?<![\w.])(?P<typeerror>type_error)\s*\("
    r"|(?P<macro>RAISE_(?:SYNTAX|INDENTATION)_ERROR(?:_KNOWN_RANGE|_KNOWN_LOCATION|_STARTING_FROM)?)"
    r"\s*\("
    r"|\b(?P<tok>syntaxerror(?:_known_range)?)\s*\(\s*tok\s*,)")
PRINTF = re.compile(r"%(?:[-+ #0]*)(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|z|t|j)?([a-zA-Z%])")


def printf_template(fmt):
    return c_printf_template(fmt, PRINTF)

def c_messages(src):
    for folder in C_FOLDERS:
        base = os.path.join(src, folder)
        for root, dirs, files in os.walk(base):
            dirs.sort()
            for name in sorted(files):
                if not (name.endswith(".c") or name.endswith(".gram")):
                    continue
                if name == "parser.c":   # generated from python.gram: read the grammar instead
                    continue
                path = os.path.join(root, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
                rel = os.path.relpath(path, src)
                for m in C_CALL.finditer(text):
                    pos = m.end()
                    if m.group("exc") or m.group("warn"):
                        exc = m.group("exc") or m.group("warn")
                    elif m.group("typeerror"):
                        exc = "TypeError"   # abstract.c's helper: PyErr_Format(PyExc_TypeError, msg, ...)
                    elif m.group("macro"):
                        macro = m.group("macro")
                        exc = "IndentationError" if "INDENTATION" in macro else "SyntaxError"
                        skip = 2 if "KNOWN_RANGE" in macro else 1 if ("KNOWN_LOCATION" in macro or "STARTING_FROM" in macro) else 0
                        pos = skip_args(text, pos, skip) if skip else pos
                        if pos is None:
                            continue
                    else:
                        exc = "SyntaxError"
                        if m.group("tok").endswith("_known_range"):
                            pos = skip_args(text, pos, 2)
                            if pos is None:
                                continue
                    parts = []
                    while True:
                        s = C_STRING.match(text, pos)
                        if not s:
                            break
                        parts.append(s.group(1))
                        pos = s.end()
                    if not parts:
                        continue
                    fmt = c_unescape("".join(parts))
                    yield exc, printf_template(fmt), rel


# --- standard library --------------------------------------------------------------------------

def exc_name(node):
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def fstring_template(node):
    out = []
    for value in node.values:
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            out.append(value.value)
        else:
            out.append("{}")
    return "".join(out)


def message_template(arg):
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, ast.JoinedStr):
        return fstring_template(arg)
    if (isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Mod)
            and isinstance(arg.left, ast.Constant) and isinstance(arg.left.value, str)):
        return printf_template(arg.left.value)
    if (isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute)
            and arg.func.attr == "format" and isinstance(arg.func.value, ast.Constant)
            and isinstance(arg.func.value.value, str)):
        text = re.sub(r"(?<!\{)\{[^{}]*\}(?!\})", "{}", arg.func.value.value)
        return text.replace("{{", "{").replace("}}", "}")
    if (isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Add)):
        left, right = message_template(arg.left), message_template(arg.right)
        return (left or "{}") + (right or "{}") if (left or right) else None
    return None


def stdlib_messages(stdlib):
    for root, dirs, files in os.walk(stdlib):
        dirs[:] = sorted(d for d in dirs if d not in STDLIB_SKIP)
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = os.path.join(root, name)
            try:
                with open(path, encoding="utf-8") as handle:
                    tree = ast.parse(handle.read())
            except (SyntaxError, UnicodeDecodeError, ValueError):
                continue
            rel = os.path.relpath(path, stdlib)
            for node in ast.walk(tree):
                if not isinstance(node, ast.Raise) or not isinstance(node.exc, ast.Call):
                    continue
                exc = exc_name(node.exc)
                if not exc or not EXC_NAME.match(exc) or not node.exc.args:
                    continue
                template = message_template(node.exc.args[0])
                if template is None:
                    continue
                yield exc, template, rel


def meaningful(template):
    """Drop templates that are only placeholders or a word or two of text."""
    text = template.replace("{}", " ").replace("{d}", " ")
    return len(re.findall(r"[A-Za-z]{2,}", text)) >= 2


def refresh(src, stdlib, version):
    seen = set()
    messages = []
    for origin, gen in (("c", c_messages(src)), ("stdlib", stdlib_messages(stdlib))):
        for exc, template, rel in gen:
            template = template.strip()
            if "\n" in template or not meaningful(template):
                continue
            key = (exc, template)
            if key in seen:
                continue
            seen.add(key)
            messages.append({"exception": exc, "template": template, "source": rel,
                             "origin": origin})
    messages.sort(key=lambda e: (e["origin"], e["source"], e["exception"], e["template"]))
    data = {"version": version,
            "c_source": "python3.11_3.11.2.orig.tar.gz (Debian 12 source package python3.11; "
                        "github:python/cpython tag v3.11.2, commit "
                        "878ead1ac1651965126322c1b3d124faf5484dc6)",
            "stdlib_source": "/usr/lib/python3.11 (Debian 12 package libpython3.11-stdlib "
                             "3.11.2-6+deb12u6)",
            "placeholders": "{} any value, {d} an integer (printf %d/%zd/%i/%u/%x, f-string "
                            "fields are {})",
            "messages": messages}
    with open(DATA, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return data


# --- comparison --------------------------------------------------------------------------------

def catalogue_patterns():
    found = []
    for category in CATEGORIES:
        folder = os.path.join(common.CATALOGUE, category)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".yaml"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                record = yaml.safe_load(handle) or {}
            if record.get("depth") == "generic":
                continue
            for pattern in record.get("patterns") or []:
                regex = pattern["regex"]
                if re.fullmatch(r"\\b\w+\\b|\(\?m\)\^\w+\$|\\b\w+: \.\+", regex):
                    continue    # a bare class name is no proof that this message is known
                try:
                    found.append((re.compile(regex, re.M), f"{category}/{name[:-5]}"))
                except re.error:
                    continue
    return found


def filled(template):
    return template.replace("{d}", "2").replace("{}", "name")


def entries(data, only):
    for entry in data["messages"]:
        if only and entry["origin"] != only:
            continue
        exc, template = entry["exception"], entry["template"]
        message = f"{exc}: {template.replace('{d}', '{}')}"
        regex = common.template_regex(message, placeholder=r"\{\}")
        regex = regex.replace("\\ ", " ").replace("\\-", "-").replace("\\:", ":").replace("\\'", "'")
        record = common.draft(exc, common.PROSE_TODO, message.replace("{}", "{value}"),
                              [(r"\b" + regex, 0.9)], languages=["python"])
        record["primary"] = False
        yield entry, common.slugify(template.replace("{}", " ").replace("{d}", " ")), record


def main():
    parser = argparse.ArgumentParser(description="Compare CPython's message templates with "
                                                 "catalogue/python and catalogue/pip.")
    parser.add_argument("--refresh", action="store_true", help="re-extract the facts")
    parser.add_argument("--src", default="Python-3.11.2", help="unpacked CPython source tree")
    parser.add_argument("--stdlib", default="/usr/lib/python3.11")
    parser.add_argument("--only", choices=("c", "stdlib"), help="report one origin only")
    parser.add_argument("--drafts", metavar="DIR",
                        help="write a draft record for every message without one into DIR/python/")
    args = parser.parse_args()
    if args.refresh:
        version = "unknown"
        patch = os.path.join(args.src, "Include", "patchlevel.h")
        if os.path.exists(patch):
            m = re.search(r'#define PY_VERSION\s+"([^"]+)"', open(patch, encoding="utf-8").read())
            version = m.group(1) if m else version
        data = refresh(args.src, args.stdlib, version)
    else:
        with open(DATA, encoding="utf-8") as handle:
            data = json.load(handle)
    patterns = catalogue_patterns()
    total = 0
    missing = []
    for entry, slug, record in entries(data, args.only):
        total += 1
        line = f"{entry['exception']}: {filled(entry['template'])}"
        if any(rx.search(line) for rx, _ in patterns):
            continue
        missing.append((entry, slug, record))
    print(f"python: {total} messages in CPython {data['version']} "
          f"({'C sources and stdlib' if not args.only else args.only}), "
          f"{total - len(missing)} matched by a record, {len(missing)} without")
    for entry, _, _ in missing:
        print(f"  missing {entry['exception']}: {entry['template']}  [{entry['source']}]")
    if args.drafts:
        folder = os.path.join(args.drafts, "python")
        os.makedirs(folder, exist_ok=True)
        used = set()
        for entry, slug, record in missing:
            name = slug
            n = 2
            while name in used:
                name, n = f"{slug}-{n}", n + 1
            used.add(name)
            with open(os.path.join(folder, name + ".yaml"), "w", encoding="utf-8") as handle:
                handle.write(common.dump(record, f"CPython {data['version']} {entry['source']}"))
        print(f"drafts written to {folder}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
