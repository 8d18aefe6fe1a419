#!/usr/bin/env bash
# Capture cases for catalogue/python's records of the messages that Pylint's optional extensions
# add (pylint.extensions.*, loaded with --load-plugins): a small app.py per message, checked by the
# real pylint with that one extension loaded. Each case prints the message Pylint gives for that
# rule, first as editors publish it (the "message" of --output-format=json, which the Pylint
# language servers send with source "Pylint" and code "W0149:while-used"), then as the terminal
# line (`app.py:3:0: W0149: ...`), as catalogue/capture/pylint-rules.sh does for the built-in ones.
# Needs: the Debian package pylint (pylint 2.16.2, astroid 2.14.2, Python 3.11). Nothing runs but pylint.
# Usage: bash catalogue/capture/pylint-extensions.sh CASE   (no argument lists the cases)
set -u
CASES="c0198 c0199 c0501 c2201 c2701 c3401 e6004 e6005 r2044 r3501 r5601 r6002 r6006 r6101 r6102
r6103 r6104 r6201 w0149 w0160 w0714 w0717 w3201 w9005 w9008 w9010 w9013 w9014 w9017 w9018 w9019
w9020"

# lint CODE EXTENSION [PYLINT OPTION...]: write app.py from stdin, run pylint on it with
# pylint.extensions.EXTENSION loaded (and the options given) and print its findings of message
# CODE: each message as JSON output carries it, then each terminal line.
lint() {
  local code=$1 ext=$2
  shift 2
  cat > app.py
  pylint --persistent=n --load-plugins="pylint.extensions.$ext" "$@" --output-format=json app.py \
    2>/dev/null | python3 -c '
import json, sys
for m in json.load(sys.stdin):
    if m["message-id"] == sys.argv[1]:
        print(m["message"])' "$code"
  pylint --persistent=n --load-plugins="pylint.extensions.$ext" "$@" app.py 2>/dev/null \
    | grep -F ": $code: "
}

case_body() {
  case "$1" in
  c0198) lint C0198 docstyle <<'PY'
"""Demo module."""


def greet(name):
    '''Return a greeting.'''
    return "Hello " + name
PY
  ;;
  c0199) lint C0199 docstyle <<'PY'
"""Demo module."""


def greet(name):
    """
    Return a greeting.
    """
    return "Hello " + name
PY
  ;;
  c0501) lint C0501 for_any_all <<'PY'
"""Demo module."""


def has_negative(values):
    """Whether any value is below zero."""
    for value in values:
        if value < 0:
            return True
    return False
PY
  ;;
  c2201) lint C2201 comparison_placement <<'PY'
"""Demo module."""
import sys

if 1 == len(sys.argv):
    print("no arguments")
PY
  ;;
  c2701) lint C2701 private_import <<'PY'
"""Demo module."""
from collections import _count_elements

COUNTS = {}
_count_elements(COUNTS, "hello")
print(COUNTS)
PY
  ;;
  c3401) lint C3401 dict_init_mutate <<'PY'
"""Demo module."""

settings = {}
settings["debug"] = True
print(settings)
PY
  ;;
  e6004) lint E6004 typing --py-version=3.7.0 <<'PY'
"""Demo module."""
from typing import Callable, NoReturn


def run(handler: Callable[[], NoReturn]) -> None:
    """Run the handler."""
    handler()
PY
  ;;
  e6005) lint E6005 typing --py-version=3.9.0 <<'PY'
"""Demo module."""
import collections.abc
from typing import Optional


def run(handler: Optional[collections.abc.Callable[[int], None]]) -> None:
    """Run the handler."""
    if handler:
        handler(0)
PY
  ;;
  r2044) lint R2044 empty_comment <<'PY'
"""Demo module."""

#
LIMIT = 10
print(LIMIT)
PY
  ;;
  r3501) lint R3501 consider_refactoring_into_while_condition <<'PY'
"""Demo module."""


def drain(queue):
    """Empty a list."""
    while True:
        if not queue:
            break
        queue.pop()
PY
  ;;
  r5601) lint R5601 confusing_elif <<'PY'
"""Demo module."""


def describe(count, strict):
    """Describe a count."""
    if count > 10:
        if strict:
            return "many"
        elif count > 100:
            return "lots"
    elif count > 0:
        return "some"
    return "none"
PY
  ;;
  r6002) lint R6002 typing --py-version=3.8 --runtime-typing=n <<'PY'
"""Demo module."""
from typing import List


def total(values: List[int]) -> int:
    """Sum the values."""
    return sum(values)
PY
  ;;
  r6006) lint R6006 typing <<'PY'
"""Demo module."""
from typing import Union


LIMIT: Union[int, str, int] = 10
print(LIMIT)
PY
  ;;
  r6101) lint R6101 code_style <<'PY'
"""Demo module."""

SERVERS = {
    "web": {"host": "localhost", "port": 8080},
    "api": {"host": "localhost", "port": 9090},
}
print(SERVERS)
PY
  ;;
  r6102) lint R6102 code_style <<'PY'
"""Demo module."""

for name in ["alpha", "beta", "gamma"]:
    print(name)
PY
  ;;
  r6103) lint R6103 code_style --py-version=3.8 <<'PY'
"""Demo module."""
import re
import sys

match = re.match(r"\d+", sys.argv[1])
if match:
    print(match.group())
PY
  ;;
  r6104) lint R6104 code_style --enable=consider-using-augmented-assign <<'PY'
"""Demo module."""


def count(items):
    """Count the items."""
    total = 0
    for _ in items:
        total = total + 1
    return total
PY
  ;;
  r6201) lint R6201 set_membership <<'PY'
"""Demo module."""


def is_weekend(day):
    """Whether a day is on the weekend."""
    return day in ("saturday", "sunday")
PY
  ;;
  w0149) lint W0149 while_used <<'PY'
"""Demo module."""


def countdown(start):
    """Print a countdown."""
    while start > 0:
        print(start)
        start -= 1
PY
  ;;
  w0160) lint W0160 consider_ternary_expression <<'PY'
"""Demo module."""


def label(count):
    """Label a count."""
    if count == 1:
        word = "item"
    else:
        word = "items"
    return f"{count} {word}"
PY
  ;;
  w0714) lint W0714 overlapping_exceptions <<'PY'
"""Demo module."""


def parse(text):
    """Parse an integer."""
    try:
        return int(text)
    except (ValueError, ArithmeticError, Exception):
        return None
PY
  ;;
  w0717) lint W0717 broad_try_clause <<'PY'
"""Demo module."""


def load(path):
    """Load a number from a file."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        return int(text)
    except OSError:
        return None
PY
  ;;
  w3201) lint W3201 dunder <<'PY'
"""Demo module."""


class Point:
    """A point."""

    def __inti__(self, x, y):
        self.x = x
        self.y = y
PY
  ;;
  w9005) lint W9005 docparams --no-docstring-rgx=^$ <<'PY'
"""Demo module."""


class Point:
    """A point.

    Args:
        x (int): horizontal position.
    """

    def __init__(self, x):
        """Make a point.

        Args:
            x (int): horizontal position.
        """
        self.x = x
PY
  ;;
  w9008) lint W9008 docparams <<'PY'
"""Demo module."""


def show(value):
    """Print a value.

    Args:
        value (str): what to print.

    Returns:
        str: the printed value.
    """
    print(value)
PY
  ;;
  w9010) lint W9010 docparams <<'PY'
"""Demo module."""


def show(value):
    """Print a value.

    Args:
        value (str): what to print.

    Yields:
        str: the printed value.
    """
    print(value)
PY
  ;;
  w9013) lint W9013 docparams --accept-no-yields-doc=n <<'PY'
"""Demo module."""


def numbers(limit):
    """Count up to a limit.

    Args:
        limit (int): where to stop.
    """
    yield from range(limit)
PY
  ;;
  w9014) lint W9014 docparams --accept-no-yields-doc=n <<'PY'
"""Demo module."""


def numbers(limit):
    """Count up to a limit.

    Args:
        limit (int): where to stop.

    Yields:
        the next number.
    """
    yield from range(limit)
PY
  ;;
  w9017) lint W9017 docparams <<'PY'
"""Demo module."""


def scale(value, factor):
    """Scale a value.

    Args:
        value (float): the value.
        ratio (float): the multiplier.
    """
    return value * factor
PY
  ;;
  w9018) lint W9018 docparams <<'PY'
"""Demo module."""


def scale(value, factor):
    """Scale a value.

    :param value: the value.
    :type value: float
    :param factor: the multiplier.
    :type ratio: float
    """
    return value * factor
PY
  ;;
  w9019) lint W9019 docparams <<'PY'
"""Demo module."""


def handle(event, _context):
    """Handle one event.

    Args:
        event (dict): the event.
        _context (object): unused runtime context.
    """
    return event["id"]
PY
  ;;
  w9020) lint W9020 docparams <<'PY'
"""Demo module."""


def handle(event, _context):
    """Handle one event.

    :param event: the event.
    :type event: dict
    :type _context: object
    """
    return event["id"]
PY
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
