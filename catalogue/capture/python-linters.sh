#!/usr/bin/env bash
# Capture cases for catalogue/python's rules of Pyright and mypy: a small app.py per rule, checked by
# the real tool. Pyright cases print the diagnostic's message and rule (what an editor publishes,
# from --outputjson) and then the CLI line; mypy cases print mypy's lines for that error code.
# Needs: pyright 1.1.414 from npm (PYRIGHT, default /tmp/reg-npm/node_modules/.bin/pyright, with
# nodejs) and the Debian package python3-mypy (mypy 1.0.1). Nothing runs but the checkers.
# Usage: bash catalogue/capture/python-linters.sh CASE   (no argument lists the cases)
set -u
PYRIGHT=${PYRIGHT:-/tmp/reg-npm/node_modules/.bin/pyright}
CASES="pyright-missing-imports pyright-missing-module-source pyright-attribute-access
pyright-optional-member-access pyright-argument-type pyright-call-issue pyright-undefined-variable
pyright-possibly-unbound pyright-index-issue pyright-return-type pyright-assignment-type
pyright-optional-subscript mypy-import mypy-import-stubs mypy-attr-defined mypy-arg-type
mypy-assignment mypy-union-attr mypy-name-defined mypy-return-value mypy-call-arg mypy-index
mypy-var-annotated pyright-optional-iterable pyright-unbound-variable mypy-operator mypy-return
mypy-no-untyped-def mypy-assignment-hidden-codes mypy-return-value-hidden-codes"

# pyright RULE: check app.py (read from stdin) with pyright and print the findings of RULE, first
# as "rule | message" from the JSON output, then as the CLI prints them.
pyright() {
  cat > app.py
  "$PYRIGHT" --outputjson app.py | python3 -c '
import json, sys
for d in json.load(sys.stdin)["generalDiagnostics"]:
    if d.get("rule") == sys.argv[1]:
        print(d["rule"], "|", d["message"])' "$1"
  "$PYRIGHT" app.py | awk -v r="($1)" '/app\.py:[0-9]+:[0-9]+ - / { b = "" } { b = b $0 "\n" } index($0, r) { printf "%s", b; b = "" }'
}
# mypy CODE [OPTION...]: check app.py (read from stdin) with mypy and print what it reports (the error of code
# CODE and its notes).
mypy() {
  cat > app.py
  shift
  /usr/bin/python3 -m mypy --no-error-summary "$@" app.py
}

case_body() {
  case "$1" in
  pyright-missing-imports) pyright reportMissingImports <<'PY'
import acme_reports
PY
  ;;
  pyright-missing-module-source) pyright reportMissingModuleSource <<'PY'
import pytz
PY
  ;;
  pyright-attribute-access) pyright reportAttributeAccessIssue <<'PY'
import os
os.getcwdu()
PY
  ;;
  pyright-optional-member-access) pyright reportOptionalMemberAccess <<'PY'
import re
m = re.match(r"\d+", "abc")
print(m.group(0))
PY
  ;;
  pyright-argument-type) pyright reportArgumentType <<'PY'
def greet(name: str) -> str:
    return "hello " + name
greet(42)
PY
  ;;
  pyright-call-issue) pyright reportCallIssue <<'PY'
def greet(name: str) -> str:
    return "hello " + name
greet("a", "b")
PY
  ;;
  pyright-undefined-variable) pyright reportUndefinedVariable <<'PY'
print(undefined_name)
PY
  ;;
  pyright-possibly-unbound) pyright reportPossiblyUnboundVariable <<'PY'
import random

def main() -> None:
    if random.random() > 0.5:
        mode = "a"
    print(mode)
PY
  ;;
  pyright-index-issue) pyright reportIndexIssue <<'PY'
count = 3
print(count[0])
PY
  ;;
  pyright-return-type) pyright reportReturnType <<'PY'
def port() -> int:
    return "8080"
PY
  ;;
  pyright-assignment-type) pyright reportAssignmentType <<'PY'
retries: int = "3"
PY
  ;;
  pyright-optional-subscript) pyright reportOptionalSubscript <<'PY'
from typing import Optional
def first(items: Optional[list]) -> object:
    return items[0]
PY
  ;;
  mypy-import) mypy import <<'PY'
import acme_reports
PY
  ;;
  mypy-import-stubs) mypy import <<'PY'
import yaml
PY
  ;;
  mypy-attr-defined) mypy attr-defined <<'PY'
import os
os.getcwdu()
PY
  ;;
  mypy-arg-type) mypy arg-type <<'PY'
def greet(name: str) -> str:
    return "hello " + name
greet(42)
PY
  ;;
  mypy-assignment) mypy assignment <<'PY'
retries: int = "3"
PY
  ;;
  # mypy before 0.990 printed no [code]; --hide-error-codes still prints that form.
  mypy-assignment-hidden-codes) mypy assignment --hide-error-codes <<'PY'
retries: int = "3"
PY
  ;;
  mypy-return-value-hidden-codes) mypy return-value --hide-error-codes <<'PY'
def port() -> int:
    return "8080"
PY
  ;;
  mypy-union-attr) mypy union-attr <<'PY'
import re
m = re.match(r"\d+", "abc")
print(m.group(0))
PY
  ;;
  mypy-name-defined) mypy name-defined <<'PY'
print(undefined_name)
PY
  ;;
  mypy-return-value) mypy return-value <<'PY'
def port() -> int:
    return "8080"
PY
  ;;
  mypy-call-arg) mypy call-arg <<'PY'
def greet(name: str) -> str:
    return "hello " + name
greet("a", "b")
PY
  ;;
  mypy-index) mypy index <<'PY'
count = 3
print(count[0])
PY
  ;;
  mypy-var-annotated) mypy var-annotated <<'PY'
items = []
PY
  ;;
  pyright-optional-iterable) pyright reportOptionalIterable <<'PY'
from typing import Optional
def total(items: Optional[list[int]]) -> int:
    n = 0
    for i in items:
        n += i
    return n
PY
  ;;
  pyright-unbound-variable) pyright reportUnboundVariable <<'PY'
def main() -> None:
    print(mode)
    mode = "a"
PY
  ;;
  mypy-operator) mypy operator <<'PY'
count: int = 3
label = "items: " + count
PY
  ;;
  mypy-return) mypy return <<'PY'
def port(name: str) -> int:
    if name == "http":
        return 80
PY
  ;;
  mypy-no-untyped-def) mypy no-untyped-def --disallow-untyped-defs <<'PY'
def greet(name):
    return "hello " + name
PY
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
