#!/usr/bin/env python3
"""Importer for catalogue/django: the ids of Django's system check framework.

`manage.py check`, `runserver` and `migrate` print each problem the check framework finds as
`<object>: (<id>) <message>` under ERRORS: or WARNINGS:, with a `HINT:` line after some
(`app.Book.author: (fields.E300) Field defines a relation with model 'Author', which is either
not installed, or is abstract.`). The id (`fields.E300`, `admin.E108`, `models.W042`,
`security.W004`) is what people search for, so it is the record's code.

Reads: the Python sources of Debian's python3-django (3.2.25 on bookworm) under
`/usr/lib/python3/dist-packages/django`, parsed with `ast` (Django is not imported). Every string
constant shaped like a check id (`fields.E300`, `2_0.W001`) is an id; its message template is the
first argument of the `Error(...)`/`Warning(...)`/`Critical(...)`/`Info(...)` call (or the
`checks.*` helper) that carries it, or the `'msg'` of the dict that names it (removed fields).
`%s`, `{}` and f-string parts become `{}`. The loop that builds `admin.E401`/`E405`/`E406`
from numbers is spelled out in COMPUTED. Ids Django added after 3.2 (`4_0.E001`,
`fields.E180`...) are not in this source; records of them are kept by hand.
A check id counts as covered when a record of catalogue/django has it as its code or an alias.
Nothing is fetched from the network.

Run:  python3 catalogue/importers/django_checks.py [--root DIR] [--drafts DIR]
Exit status 1 while any listed id lacks a record (see common.run).
"""
import ast
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

ROOT = "/usr/lib/python3/dist-packages/django"
ID_RE = re.compile(r"^[a-z0-9_]+\.[EWCI]\d{3}$")
LEVELS = {"Error", "Warning", "Critical", "Info", "Debug", "CheckMessage"}
# admin's helpers that build the message from their arguments (contrib/admin/checks.py)
HELPERS = {
    "must_be": "The value of '{option}' must be {type}.",
    "must_inherit_from": "The value of '{option}' must inherit from '{parent}'.",
    "refer_to_missing_field": "The value of '{option}' refers to '{field}', which is not an attribute of '{}'.",
}
COMPUTED = {
    "admin.E401": "'django.contrib.contenttypes' must be in INSTALLED_APPS in order to use the admin application.",
    "admin.E405": "'django.contrib.auth' must be in INSTALLED_APPS in order to use the admin application.",
    "admin.E406": "'django.contrib.messages' must be in INSTALLED_APPS in order to use the admin application.",
}


def template(node):
    """A message template from a string expression: literal text, `{}` for every variable part."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.sub(r"%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdrif]|\{[^{}]*\}", "{}", node.value)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return template(node.left)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = template(node.left), template(node.right)
        return (left or "{}") + (right or "{}")
    if isinstance(node, ast.JoinedStr):
        out = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                out.append(str(value.value))
            else:
                out.append("{}")
        return "".join(out)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return template(node.func.value)
    if isinstance(node, ast.Attribute) and node.attr == "msg":
        return None
    return None


def call_name(call):
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def helper_message(call):
    """The message of an admin helper call, its constant arguments filled in, others `{}`."""
    def fill(match):
        for keyword in call.keywords:
            if keyword.arg == match.group(1) and isinstance(keyword.value, ast.Constant):
                return str(keyword.value.value)
        if match.group(1) == "type" and call.args and isinstance(call.args[0], ast.Constant):
            return str(call.args[0].value)
        return "{}"
    return re.sub(r"\{(\w+)\}", fill, HELPERS[call_name(call)])


def scan(path):
    """(id, message template or None, file) for every check id constant of one source file."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    parents = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str) and ID_RE.match(node.value)):
            continue
        parent = parents.get(node)
        message = None
        if isinstance(parent, ast.keyword):
            call = parents.get(parent)
            if isinstance(call, ast.Call) and call_name(call) in HELPERS:
                message = helper_message(call)
            elif isinstance(call, ast.Call) and call.args:
                message = template(call.args[0])
        elif isinstance(parent, ast.Dict):
            for key, value in zip(parent.keys, parent.values):
                if isinstance(key, ast.Constant) and key.value == "msg":
                    message = template(value)
        elif isinstance(parent, ast.Call) and call_name(parent) in LEVELS and parent.args:
            message = template(parent.args[0])
        yield node.value, message, path


def checks(root):
    """{id: (message template, file)} over Django's sources, tests left out."""
    found = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in ("tests", "__pycache__", "locale"))
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            for check_id, message, path in scan(os.path.join(folder, name)):
                old = found.get(check_id)
                if old is None or (old[0] is None and message):
                    found[check_id] = (message, os.path.relpath(path, root))
    for check_id, message in COMPUTED.items():
        found.setdefault(check_id, (message, "contrib/admin/checks.py"))
    return found


def sort_key(check_id):
    prefix, rest = check_id.split(".")
    return prefix, rest[0], int(rest[1:])


def entries(root):
    found = checks(root)
    for check_id in sorted(found, key=sort_key):
        message, path = found[check_id]
        patterns = [(r"\(" + common.re2_escape(check_id) + r"\) ", 0.95)]
        title = f"Django system check {check_id}"
        full = f"({check_id}) {message}" if message else None
        record = common.draft(check_id, title, full, patterns, languages=["python"],
                              extra={"platforms": ["django"]})
        slug = "check-" + common.slugify(check_id.replace(".", "-") + " " + (message or ""), 48)
        yield [check_id], slug, record


def main():
    root = common.take_option("--root", ROOT)
    return common.run("django", f"Django's system checks ({root})", entries(root))


if __name__ == "__main__":
    sys.exit(main())
