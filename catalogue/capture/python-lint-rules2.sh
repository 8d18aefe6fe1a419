#!/usr/bin/env bash
# Capture cases for catalogue/python's rule records of Flake8 and Ruff (second batch): a small app.py
# per rule, checked by the real linter. Flake8 cases print the findings of that rule as the terminal
# shows them (`app.py:line:col: CODE message`); the message part is what editors publish (source
# "Flake8", code "E225"). Ruff cases run Ruff compiled to WebAssembly with only that rule selected
# and print "CODE | message", the code and message the Ruff language server publishes (source "Ruff").
# Needs: the Debian package flake8 (5.0.4: pycodestyle 2.10.0, pyflakes 2.5.0, mccabe 0.7.0) and, from
# npm, @astral-sh/ruff-wasm-nodejs 0.17.4 (RUFF_WASM, default /tmp/reg-npm/node_modules/@astral-sh/
# ruff-wasm-nodejs) with nodejs. Nothing runs but the linters.
# Usage: bash catalogue/capture/python-lint-rules2.sh CASE   (no argument lists the cases)
set -u
RUFF_WASM=${RUFF_WASM:-/tmp/reg-npm/node_modules/@astral-sh/ruff-wasm-nodejs}
CASES="flake8-f821 flake8-e225 flake8-e711 flake8-e712 flake8-e128 flake8-w293 flake8-w292 flake8-e265
flake8-e303 flake8-e305 flake8-e741 flake8-c901 flake8-f541 flake8-e402 flake8-w391 flake8-e261
ruff-b006 ruff-b008 ruff-s101 ruff-t201 ruff-ble001 ruff-b904 ruff-arg001 ruff-d103 ruff-n802
ruff-ruf012 ruff-s113 ruff-g004 ruff-em101 ruff-dtz005 ruff-up006 ruff-sim108 ruff-ret504 ruff-pth123
ruff-b007 ruff-c408"

# flake8_check CODE [OPTION...]: write app.py from stdin, run flake8 on it, print its findings of rule CODE.
flake8_check() {
  local code=$1
  shift
  cat > app.py
  /usr/bin/python3 -m flake8 "$@" app.py | grep -F ": $code "
}
# ruff_check CODE: check the module read from stdin with only rule CODE selected, print "CODE | message".
ruff_check() {
  RUFF_WASM="$RUFF_WASM" node -e '
const { Workspace, PositionEncoding } = require(process.env.RUFF_WASM);
const code = require("fs").readFileSync(0, "utf8");
const ws = new Workspace({ lint: { select: [process.argv[1]] } }, PositionEncoding.UTF16);
for (const d of ws.check(code)) if (d.code === process.argv[1]) console.log(d.code + " | " + d.message);' "$1"
}

case_body() {
  case "$1" in
  flake8-f821) flake8_check F821 <<'PY'
def total(items):
    return sum(item.price for item in itmes)
PY
  ;;
  flake8-e225) flake8_check E225 <<'PY'
count=0
print(count)
PY
  ;;
  flake8-e711) flake8_check E711 <<'PY'
def check(value):
    if value == None:
        return "missing"
    return value
PY
  ;;
  flake8-e712) flake8_check E712 <<'PY'
def check(enabled):
    if enabled == True:
        return "on"
    return "off"
PY
  ;;
  flake8-e128) flake8_check E128 <<'PY'
result = dict(name="demo",
    size=3)
PY
  ;;
  flake8-w293) printf 'def main():\n    x = 1\n    \n    return x\n' | flake8_check W293
  ;;
  flake8-w292) printf 'print("hello")' | flake8_check W292
  ;;
  flake8-e265) flake8_check E265 <<'PY'
#TODO: read the settings file
print("hello")
PY
  ;;
  flake8-e303) flake8_check E303 <<'PY'
import os



print(os.sep)
PY
  ;;
  flake8-e305) flake8_check E305 <<'PY'
def main():
    return 0

main()
PY
  ;;
  flake8-e741) flake8_check E741 <<'PY'
l = [1, 2, 3]
print(l)
PY
  ;;
  flake8-c901) flake8_check C901 --max-complexity=3 <<'PY'
def grade(score):
    if score > 90:
        return "A"
    elif score > 80:
        return "B"
    elif score > 70:
        return "C"
    return "F"
PY
  ;;
  flake8-f541) flake8_check F541 <<'PY'
print(f"hello world")
PY
  ;;
  flake8-e402) flake8_check E402 <<'PY'
import sys
sys.path.insert(0, "lib")
import helpers
print(helpers)
PY
  ;;
  flake8-w391) printf 'print("hello")\n\n' | flake8_check W391
  ;;
  flake8-e261) flake8_check E261 <<'PY'
timeout = 30 # seconds
print(timeout)
PY
  ;;
  ruff-b006) ruff_check B006 <<'PY'
def add(item, bucket=[]):
    bucket.append(item)
    return bucket
PY
  ;;
  ruff-b008) ruff_check B008 <<'PY'
import time


def log(message, stamp=time.time()):
    return stamp, message
PY
  ;;
  ruff-s101) ruff_check S101 <<'PY'
def divide(a, b):
    assert b != 0
    return a / b
PY
  ;;
  ruff-t201) ruff_check T201 <<'PY'
print("debug")
PY
  ;;
  ruff-ble001) ruff_check BLE001 <<'PY'
try:
    value = int("x")
except Exception:
    value = 0
PY
  ;;
  ruff-b904) ruff_check B904 <<'PY'
def parse(text):
    try:
        return int(text)
    except ValueError:
        raise RuntimeError("not a number")
PY
  ;;
  ruff-arg001) ruff_check ARG001 <<'PY'
def handler(event, context):
    return event
PY
  ;;
  ruff-d103) ruff_check D103 <<'PY'
def load(path):
    return path
PY
  ;;
  ruff-n802) ruff_check N802 <<'PY'
def loadConfig():
    return {}
PY
  ;;
  ruff-ruf012) ruff_check RUF012 <<'PY'
class Settings:
    plugins = []
PY
  ;;
  ruff-s113) ruff_check S113 <<'PY'
import requests

response = requests.get("https://example.org")
PY
  ;;
  ruff-g004) ruff_check G004 <<'PY'
import logging

user = "demo"
logging.info(f"login by {user}")
PY
  ;;
  ruff-em101) ruff_check EM101 <<'PY'
def check(value):
    if value < 0:
        raise ValueError("value must not be negative")
PY
  ;;
  ruff-dtz005) ruff_check DTZ005 <<'PY'
import datetime

now = datetime.datetime.now()
PY
  ;;
  ruff-up006) ruff_check UP006 <<'PY'
from typing import List


def names() -> List[str]:
    return []
PY
  ;;
  ruff-sim108) ruff_check SIM108 <<'PY'
def label(flag):
    if flag:
        text = "yes"
    else:
        text = "no"
    return text
PY
  ;;
  ruff-ret504) ruff_check RET504 <<'PY'
def total(items):
    result = sum(items)
    return result
PY
  ;;
  ruff-pth123) ruff_check PTH123 <<'PY'
with open("settings.ini") as handle:
    text = handle.read()
PY
  ;;
  ruff-b007) ruff_check B007 <<'PY'
for index in range(3):
    print("tick")
PY
  ;;
  ruff-c408) ruff_check C408 <<'PY'
options = dict()
PY
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
