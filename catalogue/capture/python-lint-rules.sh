#!/usr/bin/env bash
# Capture cases for catalogue/python's linter rules (flake8 and pylint): a small module per rule,
# checked by the real linter, printing its findings for that rule as a terminal or CI log shows them
# (`file:line:col: CODE message`). The message part is what editors publish as the diagnostic's
# message (source "flake8" with code "F401"; source "Pylint" with code "W0611:unused-import").
# Ruff is not packaged in Debian 12 (and PyPI is unreachable here), so ruff's records cite public pages.
# Needs: the Debian packages flake8 (5.0.4: pycodestyle 2.10.0, pyflakes 2.5.0) and pylint (2.16.2).
# Usage: bash catalogue/capture/python-lint-rules.sh CASE   (no argument lists the cases)
set -u
CASES="flake8-e501 flake8-f401 flake8-f841 flake8-e302 flake8-w291 flake8-e231 flake8-f811 flake8-e722 flake8-w605
pylint-c0114 pylint-c0116 pylint-w0611 pylint-e0401 pylint-c0301 pylint-w0612 pylint-r0913 pylint-e1101 pylint-w0718"

# flake8_check CODE: write app.py from stdin, run flake8 on it, print its findings of rule CODE.
flake8_check() {
  cat > app.py
  /usr/bin/python3 -m flake8 app.py | grep -F ": $1 "
}
# pylint_check CODE: write app.py from stdin, run pylint on it, print its findings of rule CODE.
pylint_check() {
  cat > app.py
  pylint --persistent=n app.py | grep -F ": $1: "
}

case_body() {
  case "$1" in
  flake8-e501) flake8_check E501 <<'PY'
MESSAGE = "The configuration file could not be read because it is missing or unreadable here"
PY
  ;;
  flake8-f401) flake8_check F401 <<'PY'
import os
print("hello")
PY
  ;;
  flake8-f841) flake8_check F841 <<'PY'
def load(path):
    result = open(path).read()
    return path
PY
  ;;
  flake8-e302) flake8_check E302 <<'PY'
import sys

def main():
    return sys.argv
PY
  ;;
  flake8-w291) printf 'name = "demo"   \nprint(name)\n' | flake8_check W291
  ;;
  flake8-e231) flake8_check E231 <<'PY'
point = [1,2]
print(point)
PY
  ;;
  flake8-f811) flake8_check F811 <<'PY'
def helper():
    return 1


def helper():
    return 2
PY
  ;;
  flake8-e722) flake8_check E722 <<'PY'
try:
    import json
except:
    json = None
PY
  ;;
  flake8-w605) flake8_check W605 <<'PY'
import re
DIGITS = re.compile("\d+")
PY
  ;;
  pylint-c0114) pylint_check C0114 <<'PY'
print("hello")
PY
  ;;
  pylint-c0116) pylint_check C0116 <<'PY'
"""Demo module."""


def load(path):
    return path
PY
  ;;
  pylint-w0611) pylint_check W0611 <<'PY'
"""Demo module."""
import os
print("hello")
PY
  ;;
  pylint-e0401) pylint_check E0401 <<'PY'
"""Demo module."""
import requests_not_installed
print(requests_not_installed)
PY
  ;;
  pylint-c0301) pylint_check C0301 <<'PY'
"""Demo module."""
MESSAGE = "The configuration file could not be read because it is missing or unreadable on this host"
PY
  ;;
  pylint-w0612) pylint_check W0612 <<'PY'
"""Demo module."""


def load(path):
    """Load a file."""
    result = path.upper()
    return path
PY
  ;;
  pylint-r0913) pylint_check R0913 <<'PY'
"""Demo module."""


def connect(host, port, user, password, database, timeout):
    """Connect."""
    return (host, port, user, password, database, timeout)
PY
  ;;
  pylint-e1101) pylint_check E1101 <<'PY'
"""Demo module."""
import os
print(os.getcwdu())
PY
  ;;
  pylint-w0718) pylint_check W0718 <<'PY'
"""Demo module."""
try:
    VALUE = int("x")
except Exception:
    VALUE = 0
PY
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
