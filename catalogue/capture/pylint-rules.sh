#!/usr/bin/env bash
# Capture cases for catalogue/python's Pylint rule records: a small app.py per message, checked by the
# real pylint. Each case prints the message Pylint gives for that rule, first as editors publish it
# (the "message" of --output-format=json, which the Pylint language servers send with source
# "Pylint" and code "C0103:invalid-name"), then as the terminal line (`app.py:3:0: C0103: ...`).
# Needs: the Debian package pylint (pylint 2.16.2, astroid 2.14.2, Python 3.11). Nothing runs but pylint.
# Usage: bash catalogue/capture/pylint-rules.sh CASE   (no argument lists the cases)
set -u
CASES="c0103 c0115 w0613 r0903 w0621 e0611 e0602 w1203 c0209 w0212 w0707 w0102 c0411 c0413 c0415 r1705
w1514 w0622 w0702 e1120"

# lint CODE: write app.py from stdin, run pylint on it and print its findings of message CODE:
# each message as JSON output carries it, then each terminal line.
lint() {
  cat > app.py
  pylint --persistent=n --output-format=json app.py 2>/dev/null | python3 -c '
import json, sys
for m in json.load(sys.stdin):
    if m["message-id"] == sys.argv[1]:
        print(m["message"])' "$1"
  pylint --persistent=n app.py 2>/dev/null | grep -F ": $1: "
}

case_body() {
  case "$1" in
  c0103) lint C0103 <<'PY'
"""Demo module."""
import sys

default_level = len(sys.argv)
print(default_level)
PY
  ;;
  c0115) lint C0115 <<'PY'
"""Demo module."""


class Report:
    def __init__(self, rows):
        self.rows = rows

    def size(self):
        """Number of rows."""
        return len(self.rows)

    def first(self):
        """First row."""
        return self.rows[0]
PY
  ;;
  w0613) lint W0613 <<'PY'
"""Demo module."""


def handle(event, context):
    """Handle one event."""
    return event["id"]
PY
  ;;
  r0903) lint R0903 <<'PY'
"""Demo module."""


class Settings:
    """Application settings."""

    def __init__(self, debug):
        self.debug = debug

    def is_debug(self):
        """Whether debugging is on."""
        return self.debug
PY
  ;;
  w0621) lint W0621 <<'PY'
"""Demo module."""
import sys

config = sys.argv[1:]


def load(config):
    """Load a configuration."""
    return list(config)


print(load(config))
PY
  ;;
  e0611) lint E0611 <<'PY'
"""Demo module."""
from os import getcwdu

print(getcwdu())
PY
  ;;
  e0602) lint E0602 <<'PY'
"""Demo module."""


def total(items):
    """Sum the prices."""
    return sum(item.price for item in itmes)
PY
  ;;
  w1203) lint W1203 <<'PY'
"""Demo module."""
import logging

LOG = logging.getLogger(__name__)


def load(path):
    """Load a file."""
    LOG.info(f"loading {path}")
PY
  ;;
  c0209) lint C0209 <<'PY'
"""Demo module."""


def greet(name):
    """Build a greeting."""
    return "Hello, %s!" % name
PY
  ;;
  w0212) lint W0212 <<'PY'
"""Demo module."""


class Cache:
    """A tiny cache."""

    def __init__(self):
        self._store = {}

    def get(self, key):
        """Return a cached value."""
        return self._store.get(key)


def size(cache):
    """Count cached entries."""
    return len(cache._store)
PY
  ;;
  w0707) lint W0707 <<'PY'
"""Demo module."""


def port(settings):
    """Read the port setting."""
    try:
        return int(settings["port"])
    except KeyError:
        raise ValueError("port is not configured")
PY
  ;;
  w0102) lint W0102 <<'PY'
"""Demo module."""


def add_item(item, items=[]):
    """Append an item."""
    items.append(item)
    return items
PY
  ;;
  c0411) lint C0411 <<'PY'
"""Demo module."""
import requests
import os

print(requests, os)
PY
  ;;
  c0413) lint C0413 <<'PY'
"""Demo module."""
import sys

sys.path.insert(0, "lib")
import json

print(json.dumps(sys.path))
PY
  ;;
  c0415) lint C0415 <<'PY'
"""Demo module."""


def dump(data):
    """Serialise data."""
    import json
    return json.dumps(data)
PY
  ;;
  r1705) lint R1705 <<'PY'
"""Demo module."""


def sign(number):
    """Return the sign of a number."""
    if number < 0:
        return -1
    else:
        return 1
PY
  ;;
  w1514) lint W1514 <<'PY'
"""Demo module."""


def read(path):
    """Read a text file."""
    with open(path) as handle:
        return handle.read()
PY
  ;;
  w0622) lint W0622 <<'PY'
"""Demo module."""


def lookup(table, id):
    """Find a row by id."""
    return table[id]
PY
  ;;
  w0702) lint W0702 <<'PY'
"""Demo module."""


def parse(text):
    """Parse an integer."""
    try:
        return int(text)
    except:
        return None
PY
  ;;
  e1120) lint E1120 <<'PY'
"""Demo module."""


def connect(host, port):
    """Connect somewhere."""
    return (host, port)


connect("localhost")
PY
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
