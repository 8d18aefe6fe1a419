#!/usr/bin/env python3
"""Error-code registry of mypy (source "Mypy"/"mypy"; the diagnostic's code is the error code,
e.g. attr-defined, as `--show-error-codes` prints it in brackets).

Reads: the Debian package python3-mypy (tested with 1.0.1): mypy/errorcodes.py (every
ErrorCode(code, description, category, default_enabled=..., sub_code_of=...)) and
mypy/message_registry.py (the ErrorMessage constants and the code each is reported with;
a message without a code is reported as "misc"), plus the
`self.fail(<literal or f-string>, ctx, code=codes.X)` calls of every mypy/*.py ({} for each
interpolation; texts built in variables are not listed). "message" is the code's own
description from errorcodes.py, "messages" the templates found. The files are read as Python
syntax trees: the installed modules are compiled with mypyc and do not expose every field.
Writes: data/mypy_rules.json. Nothing is downloaded.

    apt-get install -y python3-mypy
    /usr/bin/python3 catalogue/importers/mypy_rules.py [--src /usr/lib/python3/dist-packages/mypy]
"""
import argparse
import ast
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://mypy.readthedocs.io/en/stable/_refs.html#code-{code}"


def literal(node):
    try:
        return ast.literal_eval(node)
    except ValueError:
        return None


def string_of(node):
    """A str constant or an implicit/explicit concatenation of constants; f-strings as {}."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = string_of(node.left), string_of(node.right)
        return left + right if left is not None and right is not None else None
    return None


def assignments(path, call):
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    for node in tree.body:
        target = value = None
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            target, value = node.target.id, node.value
        elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            target, value = node.targets[0].id, node.value
        if (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                and value.func.id == call):
            yield target, value


def fail_calls(path, by_var, rules):
    """Add the literal texts of `*.fail(text, ctx, code=codes.X)` calls in one file."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "fail" and node.args):
            continue
        code_node = {k.arg: k.value for k in node.keywords}.get("code")
        if not isinstance(code_node, ast.Attribute) or code_node.attr not in by_var:
            continue
        text = string_of(node.args[0])
        code = by_var[code_node.attr]
        if text and text not in rules[code]["messages"]:
            rules[code]["messages"].append(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default="/usr/lib/python3/dist-packages/mypy")
    args = parser.parse_args()
    version = None
    with open(os.path.join(args.src, "version.py"), encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("__version__"):
                version = ast.literal_eval(line.split("=", 1)[1].strip())

    by_var, rules = {}, {}
    for var, call in assignments(os.path.join(args.src, "errorcodes.py"), "ErrorCode"):
        pos = [literal(a) for a in call.args]
        kw = {k.arg: k.value for k in call.keywords}
        code = pos[0]
        by_var[var] = code
        default_enabled = literal(kw["default_enabled"]) if "default_enabled" in kw else (
            pos[3] if len(pos) > 3 else True)
        sub = kw.get("sub_code_of")
        rules[code] = {
            "code": code,
            "name": var,
            "aliases": [f"[{code}]", f"mypy({code})"],
            "message": pos[1],
            "category": pos[2],
            "default_enabled": bool(default_enabled),
            "sub_code_of": by_var.get(sub.id) if isinstance(sub, ast.Name) else None,
            "messages": [],
            "docs": DOCS.format(code=code),
        }
    for _var, call in assignments(os.path.join(args.src, "message_registry.py"), "ErrorMessage"):
        text = string_of(call.args[0]) if call.args else None
        code_node = call.args[1] if len(call.args) > 1 else {
            k.arg: k.value for k in call.keywords}.get("code")
        code = "misc"
        if isinstance(code_node, ast.Attribute):
            code = by_var.get(code_node.attr, code)
        if text and code in rules and text not in rules[code]["messages"]:
            rules[code]["messages"].append(text)
    # mypy/*.py: self.fail(<text>, context, code=codes.X) with a literal or f-string text
    for name in sorted(os.listdir(args.src)):
        if name.endswith(".py"):
            fail_calls(os.path.join(args.src, name), by_var, rules)
    lrc.write("mypy", ["Mypy", "mypy"], version,
              f"Debian python3-mypy {version}: mypy/errorcodes.py, message_registry.py and "
              "the fail() calls of mypy/*.py",
              list(rules.values()))


if __name__ == "__main__":
    main()
