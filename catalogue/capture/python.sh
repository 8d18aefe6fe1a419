#!/usr/bin/env bash
# Capture cases for catalogue/python: each case writes a small script into a temporary
# directory and runs it with Debian's interpreter, printing the traceback (stderr merged).
# Debian packages: python3 (/usr/bin/python3, 3.11), util-linux (setpriv), coreutils (timeout).
# Servers, where a case needs one, run inside the script on 127.0.0.1 on a free port.
# Usage: bash catalogue/capture/python.sh CASE    (no argument: list the cases)
set -u
PY=${PYTHON:-/usr/bin/python3}
CASES="module-not-found import-error-cannot-import-name import-error-circular attribute-error
attribute-error-nonetype attribute-error-module key-error index-error value-error
value-error-invalid-int value-error-unpack-too-many value-error-unpack-not-enough
value-error-float value-error-math-domain type-error type-error-nonetype-subscript
type-error-unsupported-operand type-error-concatenate-str type-error-missing-argument
type-error-not-callable type-error-not-iterable name-error unbound-local-error
zero-division-error file-not-found permission-error is-a-directory not-a-directory
file-exists connection-refused connection-reset broken-pipe timeout-error os-error
recursion-error memory-error overflow-error assertion-error stop-iteration keyboard-interrupt
eof-error unicode-decode-error unicode-encode-error json-decode-error syntax-error
indentation-error tab-error not-implemented-error runtime-error url-error remote-disconnected
re-error asyncio-wait-for-timeout asyncio-timeout called-process-error
import-error-relative type-error-unexpected-keyword type-error-json-serializable
value-error-closed-file runtime-error-running-loop
assertion-error-bare runtime-error-running-loop-helper asyncio-wait-for-timeout-queue
attribute-error-dict-append broken-pipe-subprocess-stdin called-process-error-check-output
type-error-concatenate-list import-error-circular-package connection-refused-http-client
connection-reset-http-client value-error-float-empty zero-division-error-modulo eof-error-pipe
file-exists-makedirs file-not-found-subprocess import-error-cannot-import-name-typo
indentation-error-unexpected index-error-string value-error-invalid-int-decimal
value-error-closed-file-read is-a-directory-write json-decode-error-single-quotes
key-error-environ keyboard-interrupt-input value-error-math-domain-log memory-error-list
type-error-missing-arguments-two attribute-error-module-removed module-not-found-submodule
name-error-typing attribute-error-nonetype-sort type-error-nonetype-subscript-environ
not-a-directory-listdir not-implemented-error-bare type-error-json-serializable-set
type-error-not-callable-str type-error-not-iterable-nonetype os-error-bad-fd
overflow-error-int-to-float permission-error-write recursion-error-getattr
re-error-nothing-to-repeat import-error-relative-script remote-disconnected-http-client
runtime-error-set-changed stop-iteration-generator syntax-error-missing-colon
tab-error-if-block timeout-error-http-client type-error-unhashable-dict
unbound-local-error-branch type-error-unexpected-keyword-function unicode-decode-error-bytes
unicode-encode-error-encode type-error-unsupported-operand-str-int url-error-unknown-scheme
value-error-remove"

CASES="$CASES type-error-takes-positional type-error-takes-positional-function"
CASES="$CASES type-error-not-supported-between type-error-not-supported-between-sort"
CASES="$CASES type-error-no-len type-error-no-len-generator"
CASES="$CASES type-error-string-indices type-error-list-indices"
CASES="$CASES type-error-int-not-subscriptable type-error-method-not-subscriptable"
CASES="$CASES type-error-item-assignment-str type-error-item-assignment-tuple"
CASES="$CASES type-error-bytes-like-split type-error-bytes-like-write type-error-write-argument-must-be-str"
CASES="$CASES type-error-pathlike-open type-error-pathlike-join"
CASES="$CASES type-error-interpreted-as-integer type-error-interpreted-as-integer-str"
CASES="$CASES type-error-int-argument type-error-float-argument"
CASES="$CASES type-error-join-int type-error-join-none"
CASES="$CASES type-error-not-all-arguments type-error-not-all-arguments-format"
CASES="$CASES type-error-multiply-sequence type-error-multiply-sequence-list"
CASES="$CASES type-error-abstract-class type-error-abstract-class-methods"
CASES="$CASES type-error-naive-aware-compare type-error-naive-aware-subtract"
CASES="$CASES type-error-unsupported-format-none type-error-unsupported-format-list"
CASES="$CASES type-error-expected-string-re type-error-expected-string-re-sub"
CASES="$CASES type-error-json-object-dict type-error-json-object-file"
CASES="$CASES type-error-await-none type-error-await-int"
CASES="$CASES type-error-context-manager type-error-async-context-manager"
CASES="$CASES type-error-bad-operand-unary type-error-mro"
CASES="$CASES value-error-unconverted-data"
CASES="$CASES value-error-not-in-list-index value-error-substring-not-found"
CASES="$CASES value-error-unknown-format-code value-error-unknown-format-code-str"
CASES="$CASES value-error-nan-to-integer value-error-nan-round"
CASES="$CASES value-error-max-empty value-error-min-empty"
CASES="$CASES value-error-signal-thread value-error-signal-thread-alarm"
CASES="$CASES value-error-dict-update-sequence value-error-dict-update-json"
CASES="$CASES value-error-day-out-of-range value-error-month-range"
CASES="$CASES value-error-isoformat value-error-isoformat-datetime"
CASES="$CASES value-error-embedded-null value-error-embedded-null-subprocess"
CASES="$CASES value-error-unknown-url-type value-error-unknown-url-type-empty"
CASES="$CASES value-error-check-hostname value-error-check-hostname-none"
CASES="$CASES value-error-single-open-brace"
CASES="$CASES index-error-replacement-index index-error-replacement-index-list"
CASES="$CASES index-error-pop-empty index-error-pop-empty-deque key-error-pop-empty-set"
CASES="$CASES index-error-list-assignment index-error-list-assignment-presized"
CASES="$CASES attribute-error-str-decode attribute-error-dict-iteritems attribute-error-dict-has-key"
CASES="$CASES attribute-error-type-object attribute-error-type-object-class"
CASES="$CASES attribute-error-property-no-setter attribute-error-namedtuple-set attribute-error-frozen-dataclass"
CASES="$CASES value-error-single-brace-close"
CASES="$CASES value-error-binary-encoding value-error-negative-shift"
CASES="$CASES syntax-error-paren-never-closed"
CASES="$CASES syntax-error-expected-colon-class"
CASES="$CASES syntax-error-forgot-comma syntax-error-forgot-comma-call"
CASES="$CASES syntax-error-unterminated-string syntax-error-unterminated-triple-quoted"
CASES="$CASES syntax-error-f-string-expecting-brace syntax-error-f-string-backslash syntax-error-f-string-single-brace"
CASES="$CASES syntax-error-missing-parentheses-print syntax-error-missing-parentheses-exec"
CASES="$CASES syntax-error-unmatched-paren syntax-error-mismatched-bracket"
CASES="$CASES syntax-error-invalid-character"
CASES="$CASES syntax-error-invalid-decimal-literal syntax-error-leading-zeros"
CASES="$CASES syntax-error-cannot-assign-call syntax-error-maybe-meant-equals"
CASES="$CASES syntax-error-return-outside-function syntax-error-await-outside-function syntax-error-break-outside-loop"
CASES="$CASES syntax-error-positional-follows-keyword syntax-error-non-default-follows-default"
CASES="$CASES syntax-error-non-utf8"
CASES="$CASES syntax-error-unicodeescape syntax-error-unicodeescape-n"
CASES="$CASES syntax-error-expected-except"
CASES="$CASES syntax-error-non-printable-char"
CASES="$CASES syntax-error-non-utf8-utf16"
CASES="$CASES syntax-error-expected-except-typo"
CASES="$CASES syntax-error-invalid-syntax syntax-error-invalid-syntax-import"
CASES="$CASES runtime-error-event-loop-closed-reuse"
CASES="$CASES runtime-error-no-current-event-loop"
CASES="$CASES runtime-error-different-loop"
CASES="$CASES runtime-error-reuse-coroutine runtime-error-reuse-coroutine-gather"
CASES="$CASES runtime-warning-never-awaited runtime-warning-never-awaited-sync"
CASES="$CASES"
CASES="$CASES broken-process-pool broken-process-pool-signal"
CASES="$CASES runtime-error-thread-started-once runtime-error-thread-started-once-subclass"
CASES="$CASES type-error-cannot-pickle-lock attribute-error-cant-pickle-local pickling-error-lambda"
CASES="$CASES attribute-error-cant-get-attribute"
CASES="$CASES subprocess-timeout-expired subprocess-timeout-expired-check-output"
CASES="$CASES os-error-exec-format os-error-exec-format-binary"
CASES="$CASES runtime-error-event-loop-closed-run"
CASES="$CASES runtime-error-no-running-loop"
CASES="$CASES runtime-error-bound-different-loop"
CASES="$CASES runtime-error-mp-spawn-process runtime-error-mp-spawn-exitcode"
CASES="$CASES attribute-error-cant-get-attribute-function"
CASES="$CASES runtime-error-super-no-arguments runtime-error-join-current-thread"
CASES="$CASES json-decode-error-html"
CASES="$CASES json-decode-error-extra-data json-decode-error-extra-data-append"
CASES="$CASES json-decode-error-trailing-comma"
CASES="$CASES csv-field-larger-than-limit csv-field-larger-than-limit-blob"
CASES="$CASES csv-error-bytes"
CASES="$CASES http-client-incomplete-read http-client-incomplete-read-chunked"
CASES="$CASES http-client-invalid-url-control"
CASES="$CASES sqlite3-same-thread sqlite3-same-thread-pool"
CASES="$CASES sqlite3-incorrect-bindings sqlite3-incorrect-bindings-count"
CASES="$CASES sqlite3-closed-database sqlite3-closed-cursor"
CASES="$CASES sqlite3-unsupported-type sqlite3-unsupported-type-dict"
CASES="$CASES module-not-found-not-a-package module-not-found-not-a-package-from"
CASES="$CASES module-not-found-tkinter module-not-found-tkinter-from"
CASES="$CASES import-error-bad-magic-number import-error-bad-magic-number-old"
CASES="$CASES csv-error-bytes-gzip"
CASES="$CASES"
CASES="$CASES json-decode-error-unterminated-string json-decode-error-invalid-control-character"
CASES="$CASES http-client-invalid-url-newline"
CASES="$CASES eof-error-ran-out-of-input eof-error-ran-out-of-input-loop"
CASES="$CASES unpickling-error-html unpickling-error-lfs-pointer"
CASES="$CASES bad-zip-file bad-zip-file-truncated"
CASES="$CASES bad-gzip-file bad-gzip-file-tar"
CASES="$CASES binascii-incorrect-padding binascii-invalid-base64"
CASES="$CASES locale-error-unsupported locale-error-unsupported-env"
CASES="$CASES zoneinfo-not-found zoneinfo-not-found-abbreviation"
CASES="$CASES argparse-arguments-required argparse-unrecognized-arguments argparse-invalid-choice"
CASES="$CASES configparser-no-section"
CASES="$CASES value-error-int-str-digits value-error-int-str-digits-parse"
CASES="$CASES"
CASES="$CASES queue-empty-nowait"
CASES="$CASES configparser-missing-section-header"
CASES="$CASES queue-empty-multiprocessing"
CASES="$CASES cant-open-file cant-open-file-manage"
CASES="$CASES init-fs-encoding init-fs-encoding-venv"
CASES="$CASES module-not-found-setuptools module-not-found-pkg-resources"
CASES="$CASES requests-connection-refused requests-connection-refused-https requests-name-resolution"
CASES="$CASES requests-read-timeout requests-read-timeout-post requests-connect-timeout requests-connect-timeout-https"
CASES="$CASES requests-ssl-self-signed requests-ssl-hostname-mismatch"
CASES="$CASES requests-http-error-404 requests-http-error-500"
CASES="$CASES requests-missing-schema requests-missing-schema-session requests-invalid-schema requests-invalid-schema-scheme"
CASES="$CASES requests-json-decode-html requests-too-many-redirects"
CASES="$CASES sqlalchemy-no-such-module sqlalchemy-no-such-module-driver"
CASES="$CASES sqlalchemy-not-executable sqlalchemy-not-executable-session"
CASES="$CASES sqlalchemy-rfc1738-url sqlalchemy-rfc1738-url-password"
CASES="$CASES sqlalchemy-pending-rollback sqlalchemy-pending-rollback-commit"
CASES="$CASES sqlalchemy-queuepool-limit sqlalchemy-queuepool-limit-session"
CASES="$CASES sqlalchemy-result-no-rows sqlalchemy-result-no-rows-insert"
CASES="$CASES pandas-key-error-column pandas-key-error-csv-header"
CASES="$CASES requests-chunked-encoding requests-chunked-encoding-incomplete"
CASES="$CASES requests-proxy-error requests-proxy-error-env"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
T=$W
w() { cat > "$1"; }            # write a file from the here-document
run() { "$PY" "$@" 2>&1; }

case "$1" in
module-not-found)
  w app.py <<'EOF'
import requests_toolbelt

print(requests_toolbelt.__version__)
EOF
  run app.py ;;
import-error-cannot-import-name)
  w app.py <<'EOF'
from collections import Mapping

print(Mapping)
EOF
  run app.py ;;
import-error-circular)
  w models.py <<'EOF'
from services import notify

class User:
    pass
EOF
  w services.py <<'EOF'
from models import User

def notify(user: User) -> None:
    print("hello", user)
EOF
  w app.py <<'EOF'
import models
EOF
  run app.py ;;
attribute-error)
  w app.py <<'EOF'
names = ["ada", "linus"]
names.push("guido")
EOF
  run app.py ;;
attribute-error-nonetype)
  w app.py <<'EOF'
import re

match = re.match(r"(\d+)-(\d+)", "version 3-11")
print(match.group(1))
EOF
  run app.py ;;
attribute-error-module)
  w random.py <<'EOF'
# a local file that happens to share its name with the standard library module
print("my own random helpers")
EOF
  w app.py <<'EOF'
import random

print(random.randint(1, 6))
EOF
  run app.py ;;
key-error)
  w app.py <<'EOF'
config = {"host": "localhost", "port": 5432}
print(config["user"])
EOF
  run app.py ;;
index-error)
  w app.py <<'EOF'
import sys

args = sys.argv[1:]
print("first argument:", args[0])
EOF
  run app.py ;;
value-error)
  w app.py <<'EOF'
from datetime import datetime

print(datetime.strptime("2024-13-01", "%Y-%m-%d"))
EOF
  run app.py ;;
value-error-invalid-int)
  w app.py <<'EOF'
answer = "42 apples"
print(int(answer) + 1)
EOF
  run app.py ;;
value-error-unpack-too-many)
  w app.py <<'EOF'
line = "alice,30,london"
name, age = line.split(",")
EOF
  run app.py ;;
value-error-unpack-not-enough)
  w app.py <<'EOF'
line = "alice"
name, age = line.split(",")
EOF
  run app.py ;;
value-error-float)
  w app.py <<'EOF'
price = "12,50"
print(float(price))
EOF
  run app.py ;;
value-error-math-domain)
  w app.py <<'EOF'
import math

print(math.sqrt(-4))
EOF
  run app.py ;;
type-error)
  w app.py <<'EOF'
seen = set()
seen.add(["a", "b"])
EOF
  run app.py ;;
type-error-nonetype-subscript)
  w app.py <<'EOF'
def find_user(name):
    users = {"ada": {"id": 1}}
    users.get(name)

user = find_user("ada")
print(user["id"])
EOF
  run app.py ;;
type-error-unsupported-operand)
  w app.py <<'EOF'
total = None
total += 5
EOF
  run app.py ;;
type-error-concatenate-str)
  w app.py <<'EOF'
count = 3
print("items: " + count)
EOF
  run app.py ;;
type-error-missing-argument)
  w app.py <<'EOF'
class Greeter:
    def greet(self, name):
        return "hello " + name

print(Greeter.greet("ada"))
EOF
  run app.py ;;
type-error-not-callable)
  w app.py <<'EOF'
values = [3, 1, 2]
sum = 0
print(sum(values))
EOF
  run app.py ;;
type-error-not-iterable)
  w app.py <<'EOF'
count = 3
for i in count:
    print(i)
EOF
  run app.py ;;
name-error)
  w app.py <<'EOF'
message = "hello"
print(mesage)
EOF
  run app.py ;;
unbound-local-error)
  w app.py <<'EOF'
counter = 0

def increment():
    counter += 1

increment()
EOF
  run app.py ;;
zero-division-error)
  w app.py <<'EOF'
scores = []
print(sum(scores) / len(scores))
EOF
  run app.py ;;
file-not-found)
  w app.py <<'EOF'
with open("config.json") as fh:
    print(fh.read())
EOF
  run app.py ;;
permission-error)
  chmod 755 "$T"
  echo "token=abc" > secret.txt; chmod 600 secret.txt
  w app.py <<'EOF'
with open("secret.txt") as fh:
    print(fh.read())
EOF
  setpriv --reuid=65534 --regid=65534 --clear-groups "$PY" app.py 2>&1 ;;
is-a-directory)
  mkdir logs
  w app.py <<'EOF'
with open("logs") as fh:
    print(fh.read())
EOF
  run app.py ;;
not-a-directory)
  echo "x" > data
  w app.py <<'EOF'
with open("data/input.csv") as fh:
    print(fh.read())
EOF
  run app.py ;;
file-exists)
  mkdir output
  w app.py <<'EOF'
import os

os.mkdir("output")
EOF
  run app.py ;;
connection-refused)
  w app.py <<'EOF'
import socket

s = socket.socket()
s.bind(("127.0.0.1", 0))
port = s.getsockname()[1]
s.close()  # nothing listens on this port any more

conn = socket.create_connection(("127.0.0.1", port))
EOF
  run app.py ;;
connection-reset)
  w app.py <<'EOF'
import socket, struct, threading

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()

def server():
    conn, _ = srv.accept()
    # close with SO_LINGER 0: the kernel answers with a TCP reset
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    conn.close()

threading.Thread(target=server).start()
client = socket.create_connection(srv.getsockname())
client.sendall(b"PING\r\n")
print(client.recv(1024))
EOF
  run app.py ;;
broken-pipe)
  w app.py <<'EOF'
for i in range(100000):
    print("line", i)
EOF
  { "$PY" app.py | head -n 1; } 2>&1 ;;
timeout-error)
  w app.py <<'EOF'
import socket

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()  # accepts the connection but never answers

client = socket.create_connection(srv.getsockname(), timeout=1)
print(client.recv(1024))
EOF
  run app.py ;;
os-error)
  echo "id,name" > users.csv
  w app.py <<'EOF'
import os

fd = os.open("users.csv", os.O_RDONLY)
with os.fdopen(fd) as fh:
    print(fh.readline().strip())
os.close(fd)  # the with block already closed this descriptor
EOF
  run app.py ;;
recursion-error)
  w app.py <<'EOF'
def factorial(n):
    return n * factorial(n - 1)

print(factorial(10))
EOF
  run app.py ;;
memory-error)
  w app.py <<'EOF'
buffer = bytearray(4 * 1024 ** 3)
EOF
  ( ulimit -v 1000000; run app.py ) ;;
overflow-error)
  w app.py <<'EOF'
import math

print(math.exp(1000))
EOF
  run app.py ;;
assertion-error)
  w app.py <<'EOF'
def apply_discount(price, rate):
    assert 0 <= rate <= 1, f"rate must be between 0 and 1, got {rate}"
    return price * (1 - rate)

print(apply_discount(100, 15))
EOF
  run app.py ;;
stop-iteration)
  w app.py <<'EOF'
rows = iter([])
header = next(rows)
EOF
  run app.py ;;
keyboard-interrupt)
  w app.py <<'EOF'
import time

while True:
    time.sleep(0.1)
EOF
  timeout -s INT 1 "$PY" app.py 2>&1 ;;
eof-error)
  w app.py <<'EOF'
name = input("Your name: ")
print("hello", name)
EOF
  run app.py < /dev/null ;;
unicode-decode-error)
  printf 'caf\xe9\n' > menu.txt
  w app.py <<'EOF'
with open("menu.txt", encoding="utf-8") as fh:
    print(fh.read())
EOF
  run app.py ;;
unicode-encode-error)
  w app.py <<'EOF'
with open("out.txt", "w", encoding="ascii") as fh:
    fh.write("naïve café\n")
EOF
  run app.py ;;
json-decode-error)
  printf '' > response.json
  w app.py <<'EOF'
import json

with open("response.json") as fh:
    data = json.load(fh)
EOF
  run app.py ;;
syntax-error)
  w app.py <<'EOF'
items = [1, 2, 3
print(len(items))
EOF
  run app.py ;;
indentation-error)
  w app.py <<'EOF'
def main():
print("hello")
EOF
  run app.py ;;
tab-error)
  printf 'def main():\n        x = 1\n\treturn x\n' > app.py
  run app.py ;;
not-implemented-error)
  w app.py <<'EOF'
class Storage:
    def save(self, key, value):
        raise NotImplementedError("subclasses must implement save()")

class DiskStorage(Storage):
    pass

DiskStorage().save("k", "v")
EOF
  run app.py ;;
runtime-error)
  w app.py <<'EOF'
stock = {"apple": 0, "pear": 3}
for fruit in stock:
    if stock[fruit] == 0:
        del stock[fruit]
EOF
  run app.py ;;
url-error)
  w app.py <<'EOF'
import socket
import urllib.request

s = socket.socket()
s.bind(("127.0.0.1", 0))
port = s.getsockname()[1]
s.close()  # nothing listens on this port any more

urllib.request.urlopen(f"http://127.0.0.1:{port}/health")
EOF
  run app.py ;;
remote-disconnected)
  w app.py <<'EOF'
import socket, threading
import urllib.request

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()

def server():
    conn, _ = srv.accept()
    conn.recv(65536)   # read the request, then hang up without a response
    conn.close()

threading.Thread(target=server).start()
host, port = srv.getsockname()
urllib.request.urlopen(f"http://{host}:{port}/api")
EOF
  run app.py ;;
re-error)
  w app.py <<'EOF'
import re

pattern = re.compile(r"price: ($\d+")
EOF
  run app.py ;;
asyncio-wait-for-timeout)
  w app.py <<'EOF'
import asyncio

async def fetch():
    await asyncio.sleep(5)

async def main():
    await asyncio.wait_for(fetch(), timeout=0.5)

asyncio.run(main())
EOF
  run app.py ;;
asyncio-timeout)
  w app.py <<'EOF'
import asyncio

async def main():
    async with asyncio.timeout(0.5):
        await asyncio.sleep(5)

asyncio.run(main())
EOF
  run app.py ;;
called-process-error)
  w app.py <<'EOF'
import subprocess

subprocess.run(["ls", "does-not-exist"], check=True)
EOF
  run app.py ;;
import-error-relative)
  mkdir -p shop
  w shop/cart.py <<'EOF'
from .pricing import total

print(total([3, 4]))
EOF
  w shop/pricing.py <<'EOF'
def total(items):
    return sum(items)
EOF
  run shop/cart.py ;;
type-error-unexpected-keyword)
  w app.py <<'EOF'
class Client:
    def __init__(self, host, port=80):
        self.host, self.port = host, port

client = Client("example.org", timeout=5)
EOF
  run app.py ;;
type-error-json-serializable)
  w app.py <<'EOF'
import json
from datetime import datetime

event = {"name": "deploy", "at": datetime(2024, 5, 1, 12, 0)}
print(json.dumps(event))
EOF
  run app.py ;;
value-error-closed-file)
  w app.py <<'EOF'
with open("log.txt", "w") as fh:
    fh.write("started\n")
fh.write("finished\n")
EOF
  run app.py ;;
runtime-error-running-loop)
  w app.py <<'EOF'
import asyncio

async def fetch():
    return 42

async def handler():
    # calling asyncio.run() from code that already runs inside the event loop
    return asyncio.run(fetch())

asyncio.run(handler())
EOF
  run app.py ;;
assertion-error-bare)
  w app.py <<'EOF'
def parse_port(value):
    port = int(value)
    assert 0 < port < 65536
    return port

print(parse_port("70000"))
EOF
  run app.py ;;
runtime-error-running-loop-helper)
  w app.py <<'EOF'
import asyncio

async def load_user(user_id):
    return {"id": user_id}

def get_user_sync(user_id):
    # a synchronous helper that starts its own event loop
    return asyncio.run(load_user(user_id))

async def main():
    print(get_user_sync(7))

asyncio.run(main())
EOF
  run app.py ;;
asyncio-wait-for-timeout-queue)
  w app.py <<'EOF'
import asyncio

async def main():
    queue = asyncio.Queue()
    item = await asyncio.wait_for(queue.get(), timeout=0.2)
    print(item)

asyncio.run(main())
EOF
  run app.py ;;
attribute-error-dict-append)
  w app.py <<'EOF'
settings = {"plugins": []}
settings.append("auth")
EOF
  run app.py ;;
broken-pipe-subprocess-stdin)
  w app.py <<'EOF'
import subprocess

proc = subprocess.Popen(["true"], stdin=subprocess.PIPE)
proc.wait()  # the child exited without reading its input
proc.stdin.write(b"x" * 1000000)
proc.stdin.flush()
EOF
  run app.py ;;
called-process-error-check-output)
  w app.py <<'EOF'
import subprocess

branch = subprocess.check_output(["git", "rev-parse", "--abbrev-ref", "HEAD"], stderr=subprocess.DEVNULL)
print(branch)
EOF
  run app.py ;;
type-error-concatenate-list)
  w app.py <<'EOF'
tags = ["python", "errors"]
tags = tags + "tutorial"
EOF
  run app.py ;;
import-error-circular-package)
  mkdir -p shop
  w shop/__init__.py <<'EOF'
EOF
  w shop/orders.py <<'EOF'
from shop.customers import Customer

class Order:
    pass
EOF
  w shop/customers.py <<'EOF'
from shop.orders import Order

class Customer:
    pass
EOF
  w app.py <<'EOF'
from shop.customers import Customer
EOF
  run app.py ;;
connection-refused-http-client)
  w app.py <<'EOF'
import http.client
import socket

s = socket.socket()
s.bind(("127.0.0.1", 0))
port = s.getsockname()[1]
s.close()  # nothing listens on this port any more

conn = http.client.HTTPConnection("127.0.0.1", port)
conn.request("GET", "/status")
EOF
  run app.py ;;
connection-reset-http-client)
  w app.py <<'EOF'
import http.client, socket, struct, threading

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()

def server():
    conn, _ = srv.accept()
    conn.recv(65536)
    # drop the connection with a TCP reset instead of an HTTP response
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    conn.close()

threading.Thread(target=server).start()
host, port = srv.getsockname()
conn = http.client.HTTPConnection(host, port)
conn.request("GET", "/items")
print(conn.getresponse().status)
EOF
  run app.py ;;
value-error-float-empty)
  w app.py <<'EOF'
import csv, io

rows = csv.DictReader(io.StringIO("item,weight\nbolt,\n"))
for row in rows:
    print(float(row["weight"]))
EOF
  run app.py ;;
zero-division-error-modulo)
  w app.py <<'EOF'
per_page = 0
page = 17 % per_page
EOF
  run app.py ;;
eof-error-pipe)
  w app.py <<'EOF'
count = int(input())
for _ in range(count):
    print(input())
EOF
  printf '2\nfirst\n' | "$PY" app.py 2>&1 ;;
file-exists-makedirs)
  mkdir -p build/cache
  w app.py <<'EOF'
import os

os.makedirs("build/cache")
EOF
  run app.py ;;
file-not-found-subprocess)
  w app.py <<'EOF'
import subprocess

subprocess.run(["./scripts/migrate.sh", "--dry-run"])
EOF
  run app.py ;;
import-error-cannot-import-name-typo)
  w app.py <<'EOF'
from json import load_string

print(load_string("{}"))
EOF
  run app.py ;;
indentation-error-unexpected)
  w app.py <<'EOF'
total = 0
    total += 1
print(total)
EOF
  run app.py ;;
index-error-string)
  w app.py <<'EOF'
code = ""
print(code[0].upper())
EOF
  run app.py ;;
value-error-invalid-int-decimal)
  w app.py <<'EOF'
import sys

retries = int(sys.argv[1])
print(retries)
EOF
  run app.py 2.5 ;;
value-error-closed-file-read)
  echo "id,name" > users.csv
  w app.py <<'EOF'
def open_users():
    with open("users.csv") as fh:
        return fh

fh = open_users()
print(fh.readline())
EOF
  run app.py ;;
is-a-directory-write)
  mkdir report
  w app.py <<'EOF'
with open("report", "w") as fh:
    fh.write("done\n")
EOF
  run app.py ;;
json-decode-error-single-quotes)
  w app.py <<'EOF'
import json

payload = "{'name': 'ada', 'age': 36}"
print(json.loads(payload))
EOF
  run app.py ;;
key-error-environ)
  w app.py <<'EOF'
import os

url = os.environ["DATABASE_URL"]
EOF
  env -u DATABASE_URL "$PY" app.py 2>&1 ;;
keyboard-interrupt-input)
  w app.py <<'EOF'
import subprocess

subprocess.run(["sleep", "30"])
EOF
  timeout -s INT 1 "$PY" app.py 2>&1 ;;
value-error-math-domain-log)
  w app.py <<'EOF'
import math

balance = 0
print(math.log(balance))
EOF
  run app.py ;;
memory-error-list)
  w app.py <<'EOF'
rows = [0] * (2 ** 31)
EOF
  ( ulimit -v 1000000; run app.py ) ;;
type-error-missing-arguments-two)
  w app.py <<'EOF'
def connect(host, port, user):
    return f"{user}@{host}:{port}"

print(connect("db.local"))
EOF
  run app.py ;;
attribute-error-module-removed)
  w app.py <<'EOF'
import os

print(os.getcwdu())
EOF
  run app.py ;;
module-not-found-submodule)
  mkdir -p utils
  w utils/__init__.py <<'EOF'
EOF
  w app.py <<'EOF'
from utils.dates import parse_date

print(parse_date("2024-05-01"))
EOF
  run app.py ;;
name-error-typing)
  w app.py <<'EOF'
def first(items: List[int]) -> int:
    return items[0]
EOF
  run app.py ;;
attribute-error-nonetype-sort)
  w app.py <<'EOF'
names = ["linus", "ada"]
names = names.sort()
names.append("guido")
EOF
  run app.py ;;
type-error-nonetype-subscript-environ)
  w app.py <<'EOF'
import os

home = os.environ.get("APP_HOME")
print(home[0])
EOF
  env -u APP_HOME "$PY" app.py 2>&1 ;;
not-a-directory-listdir)
  echo "x" > exports
  w app.py <<'EOF'
import os

print(os.listdir("exports"))
EOF
  run app.py ;;
not-implemented-error-bare)
  w app.py <<'EOF'
class Shape:
    def area(self):
        raise NotImplementedError

class Circle(Shape):
    def __init__(self, r):
        self.r = r

print(Circle(2).area())
EOF
  run app.py ;;
type-error-json-serializable-set)
  w app.py <<'EOF'
import json

user = {"name": "ada", "roles": {"admin", "dev"}}
print(json.dumps(user))
EOF
  run app.py ;;
type-error-not-callable-str)
  w app.py <<'EOF'
str = "count: "
print(str(5))
EOF
  run app.py ;;
type-error-not-iterable-nonetype)
  w app.py <<'EOF'
def load_rows():
    rows = ["a", "b"]

for row in load_rows():
    print(row)
EOF
  run app.py ;;
os-error-bad-fd)
  w app.py <<'EOF'
import os

os.write(99, b"hello\n")
EOF
  run app.py ;;
overflow-error-int-to-float)
  w app.py <<'EOF'
big = 10 ** 400
print(float(big))
EOF
  run app.py ;;
permission-error-write)
  chmod 755 "$T"
  mkdir -p out; chmod 755 out
  w app.py <<'EOF'
with open("out/report.txt", "w") as fh:
    fh.write("done\n")
EOF
  setpriv --reuid=65534 --regid=65534 --clear-groups "$PY" app.py 2>&1 ;;
recursion-error-getattr)
  w app.py <<'EOF'
class Config:
    def __init__(self, data):
        self.data = data

    def __getattr__(self, name):
        return self.data[name]

import copy
copy.copy(Config({"a": 1})).a
EOF
  run app.py ;;
re-error-nothing-to-repeat)
  w app.py <<'EOF'
import re

print(re.findall("*.txt", "a.txt b.txt"))
EOF
  run app.py ;;
import-error-relative-script)
  mkdir -p tools
  w tools/__init__.py <<'EOF'
EOF
  w tools/helpers.py <<'EOF'
def slugify(s):
    return s.lower().replace(" ", "-")
EOF
  w tools/cli.py <<'EOF'
from . import helpers

print(helpers.slugify("Hello World"))
EOF
  cd tools && run cli.py ;;
remote-disconnected-http-client)
  w app.py <<'EOF'
import http.client, socket, threading

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()

def server():
    conn, _ = srv.accept()
    conn.recv(65536)   # read the request, then hang up without a response
    conn.close()

threading.Thread(target=server).start()
host, port = srv.getsockname()
conn = http.client.HTTPConnection(host, port)
conn.request("POST", "/upload", body=b"data")
print(conn.getresponse().status)
EOF
  run app.py ;;
runtime-error-set-changed)
  w app.py <<'EOF'
pending = {"a", "b", "c"}
for job in pending:
    pending.discard(job)
EOF
  run app.py ;;
stop-iteration-generator)
  w app.py <<'EOF'
def lines():
    yield "header"

gen = lines()
next(gen)
print(next(gen))
EOF
  run app.py ;;
syntax-error-missing-colon)
  w app.py <<'EOF'
def main()
    print("hello")
EOF
  run app.py ;;
tab-error-if-block)
  printf 'for i in range(3):\n    if i:\n\tprint(i)\n' > app.py
  run app.py ;;
timeout-error-http-client)
  w app.py <<'EOF'
import http.client, socket

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()  # accepts the connection but never answers

host, port = srv.getsockname()
conn = http.client.HTTPConnection(host, port, timeout=1)
conn.request("GET", "/slow")
print(conn.getresponse().status)
EOF
  run app.py ;;
type-error-unhashable-dict)
  w app.py <<'EOF'
cache = {}
key = {"user": 1}
cache[key] = "cached"
EOF
  run app.py ;;
unbound-local-error-branch)
  w app.py <<'EOF'
def label(score):
    if score > 50:
        result = "pass"
    return result

print(label(10))
EOF
  run app.py ;;
type-error-unexpected-keyword-function)
  w app.py <<'EOF'
def send_mail(to, subject, body=""):
    print(to, subject, body)

send_mail("ada@example.org", subject="hi", cc="linus@example.org")
EOF
  run app.py ;;
unicode-decode-error-bytes)
  w app.py <<'EOF'
data = bytes([0x89, 0x50, 0x4e, 0x47])  # the start of a PNG file
print(data.decode("utf-8"))
EOF
  run app.py ;;
unicode-encode-error-encode)
  w app.py <<'EOF'
name = "Zoë"
print(name.encode("latin-1").decode("latin-1"), "→ ok")
print("→".encode("latin-1"))
EOF
  run app.py ;;
type-error-unsupported-operand-str-int)
  w app.py <<'EOF'
age = input("age: ")
print(age - 1)
EOF
  echo 41 | "$PY" app.py 2>&1 ;;
url-error-unknown-scheme)
  w app.py <<'EOF'
import urllib.request

urllib.request.urlopen("htp://127.0.0.1/index.html")
EOF
  run app.py ;;
value-error-remove)
  w app.py <<'EOF'
queue = ["build", "test"]
queue.remove("deploy")
EOF
  run app.py ;;
type-error-takes-positional)
  w app.py <<'EOF'
class Report:
    def render():
        return "report"

print(Report().render())
EOF
  run app.py ;;
type-error-takes-positional-function)
  w app.py <<'EOF'
def greet(name):
    return "hello " + name

print(greet("ada", "lovelace"))
EOF
  run app.py ;;
type-error-not-supported-between)
  w app.py <<'EOF'
limit = input("limit: ")
if limit > 10:
    print("too many")
EOF
  echo 12 | "$PY" app.py 2>&1 ;;
type-error-not-supported-between-sort)
  w app.py <<'EOF'
scores = [72, None, 85, 64]
print(sorted(scores))
EOF
  run app.py ;;
type-error-no-len)
  w app.py <<'EOF'
def load_tags(text):
    tags = text.split(",")
    tags.sort()

tags = load_tags("b,a")
print(len(tags))
EOF
  run app.py ;;
type-error-no-len-generator)
  w app.py <<'EOF'
evens = (n for n in range(10) if n % 2 == 0)
print("count:", len(evens))
EOF
  run app.py ;;
type-error-string-indices)
  w app.py <<'EOF'
import json

payload = json.loads('{"users": ["ada", "linus"]}')
for user in payload["users"]:
    print(user["name"])
EOF
  run app.py ;;
type-error-list-indices)
  w app.py <<'EOF'
import json

rows = json.loads('[{"id": 1}, {"id": 2}]')
print(rows["id"])
EOF
  run app.py ;;
type-error-int-not-subscriptable)
  w app.py <<'EOF'
def count_items(items):
    return len(items)

result = count_items(["a", "b"])
print(result[0])
EOF
  run app.py ;;
type-error-method-not-subscriptable)
  w app.py <<'EOF'
config = {"hosts": ["db1", "db2"]}
print(config.get["hosts"])
EOF
  run app.py ;;
type-error-item-assignment-str)
  w app.py <<'EOF'
name = "ada lovelace"
name[0] = "A"
EOF
  run app.py ;;
type-error-item-assignment-tuple)
  w app.py <<'EOF'
point = (3, 4)
point[0] = 10
EOF
  run app.py ;;
type-error-bytes-like-split)
  w app.py <<'EOF'
import subprocess

out = subprocess.check_output(["echo", "a,b,c"])
print(out.split(","))
EOF
  run app.py ;;
type-error-bytes-like-write)
  w app.py <<'EOF'
with open("out.bin", "wb") as f:
    f.write("header\n")
EOF
  run app.py ;;
type-error-write-argument-must-be-str)
  w app.py <<'EOF'
with open("out.txt", "w") as f:
    f.write(b"header\n")
EOF
  run app.py ;;
type-error-pathlike-open)
  w app.py <<'EOF'
import os

log_path = os.environ.get("APP_LOG_FILE")
with open(log_path) as f:
    print(f.read())
EOF
  run app.py ;;
type-error-pathlike-join)
  w app.py <<'EOF'
import os

base = os.environ.get("DATA_DIR")
print(os.path.join(base, "input.csv"))
EOF
  run app.py ;;
type-error-interpreted-as-integer)
  w app.py <<'EOF'
items = ["a", "b", "c", "d", "e"]
half = len(items) / 2
for i in range(half):
    print(items[i])
EOF
  run app.py ;;
type-error-interpreted-as-integer-str)
  w app.py <<'EOF'
import sys

count = sys.argv[1] if len(sys.argv) > 1 else "3"
print("-" * 3)
for _ in range(count):
    print("tick")
EOF
  run app.py ;;
type-error-int-argument)
  w app.py <<'EOF'
import os

workers = int(os.environ.get("WORKERS"))
print(workers)
EOF
  run app.py ;;
type-error-float-argument)
  w app.py <<'EOF'
line = "3.5 4.25"
price = float(line.split())
print(price)
EOF
  run app.py ;;
type-error-join-int)
  w app.py <<'EOF'
ids = [17, 42, 99]
print(",".join(ids))
EOF
  run app.py ;;
type-error-join-none)
  w app.py <<'EOF'
parts = ["ada", None, "lovelace"]
print(" ".join(parts))
EOF
  run app.py ;;
type-error-not-all-arguments)
  w app.py <<'EOF'
number = input("number: ")
if number % 2 == 0:
    print("even")
EOF
  echo 12 | "$PY" app.py 2>&1 ;;
type-error-not-all-arguments-format)
  w app.py <<'EOF'
name, count = "ada", 3
print("user {} has %d items" % (name, count))
EOF
  run app.py ;;
type-error-multiply-sequence)
  w app.py <<'EOF'
price = input("price: ")
print(price * 1.2)
EOF
  echo 10 | "$PY" app.py 2>&1 ;;
type-error-multiply-sequence-list)
  w app.py <<'EOF'
weights = [0.5, 1.5, 2.0]
print(weights * 0.5)
EOF
  run app.py ;;
type-error-abstract-class)
  w app.py <<'EOF'
from abc import ABC, abstractmethod

class Storage(ABC):
    @abstractmethod
    def save(self, data): ...

class DiskStorage(Storage):
    def store(self, data):
        print("saved", data)

DiskStorage()
EOF
  run app.py ;;
type-error-abstract-class-methods)
  w app.py <<'EOF'
from abc import ABC, abstractmethod

class Plugin(ABC):
    @abstractmethod
    def load(self): ...

    @abstractmethod
    def run(self): ...

Plugin()
EOF
  run app.py ;;
type-error-naive-aware-compare)
  w app.py <<'EOF'
from datetime import datetime

expires = datetime.fromisoformat("2030-01-01T00:00:00+00:00")
if datetime.now() > expires:
    print("expired")
EOF
  run app.py ;;
type-error-naive-aware-subtract)
  w app.py <<'EOF'
from datetime import datetime, timezone

started = datetime.now(timezone.utc)
print(datetime.utcnow() - started)
EOF
  run app.py ;;
type-error-unsupported-format-none)
  w app.py <<'EOF'
def average(values):
    if values:
        return sum(values) / len(values)

print(f"mean: {average([]):.2f}")
EOF
  run app.py ;;
type-error-unsupported-format-list)
  w app.py <<'EOF'
prices = [1.5, 2.25]
print("total: {:>10.2f}".format(prices))
EOF
  run app.py ;;
type-error-expected-string-re)
  w app.py <<'EOF'
import re

record = {"name": "ada", "email": None}
print(re.match(r"[^@]+@", record["email"]))
EOF
  run app.py ;;
type-error-expected-string-re-sub)
  w app.py <<'EOF'
import re

phone = 5551234
print(re.sub(r"\D", "", phone))
EOF
  run app.py ;;
type-error-json-object-dict)
  w app.py <<'EOF'
import json

message = {"event": "signup", "user": 7}
data = json.loads(message)
EOF
  run app.py ;;
type-error-json-object-file)
  w app.py <<'EOF'
import json

with open("app.py") as f:
    print(json.loads(f))
EOF
  run app.py ;;
type-error-await-none)
  w app.py <<'EOF'
import asyncio

def save(record):
    print("saved", record)

async def main():
    await save({"id": 1})

asyncio.run(main())
EOF
  run app.py ;;
type-error-await-int)
  w app.py <<'EOF'
import asyncio

def fetch_count():
    return 3

async def main():
    total = await fetch_count()
    print(total)

asyncio.run(main())
EOF
  run app.py ;;
type-error-context-manager)
  w app.py <<'EOF'
def connect():
    return {"host": "localhost"}

with connect as conn:
    print(conn)
EOF
  run app.py ;;
type-error-async-context-manager)
  w app.py <<'EOF'
import asyncio

class Session:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return False

async def main():
    async with Session() as s:
        print(s)

asyncio.run(main())
EOF
  run app.py ;;
type-error-bad-operand-unary)
  w app.py <<'EOF'
offset = "5"
print(-offset)
EOF
  run app.py ;;
type-error-mro)
  w app.py <<'EOF'
class Base: pass
class Mixin(Base): pass
class Widget(Base, Mixin): pass
EOF
  run app.py ;;
value-error-unconverted-data)
  w app.py <<'EOF'
from datetime import datetime

stamp = "2024-03-01 12:30:45.123"
print(datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S"))
EOF
  run app.py ;;
value-error-not-in-list-index)
  w app.py <<'EOF'
stages = ["build", "test", "deploy"]
print(stages.index("release"))
EOF
  run app.py ;;
value-error-substring-not-found)
  w app.py <<'EOF'
header = "Content-Type: text/html"
print(header[header.index(";") + 1:])
EOF
  run app.py ;;
value-error-unknown-format-code)
  w app.py <<'EOF'
total = 7 / 2
print(f"items: {total:d}")
EOF
  run app.py ;;
value-error-unknown-format-code-str)
  w app.py <<'EOF'
row = {"price": "19.5"}
print("price: {:.2f}".format(row["price"]))
EOF
  run app.py ;;
value-error-nan-to-integer)
  w app.py <<'EOF'
readings = [12.0, float("nan"), 15.5]
print([int(r) for r in readings])
EOF
  run app.py ;;
value-error-nan-round)
  w app.py <<'EOF'
import statistics

values = [float("nan"), 3.0]
print(round(statistics.mean(values)))
EOF
  run app.py ;;
value-error-max-empty)
  w app.py <<'EOF'
scores = [s for s in [40, 55, 38] if s > 60]
print("best:", max(scores))
EOF
  run app.py ;;
value-error-min-empty)
  w app.py <<'EOF'
import os

sizes = (os.path.getsize(f) for f in os.listdir(".") if f.endswith(".log"))
print("smallest:", min(sizes))
EOF
  run app.py ;;
value-error-signal-thread)
  w app.py <<'EOF'
import signal
import threading

def worker():
    signal.signal(signal.SIGTERM, lambda *a: print("bye"))

t = threading.Thread(target=worker)
t.start(); t.join()
EOF
  run app.py ;;
value-error-signal-thread-alarm)
  w app.py <<'EOF'
import signal
from concurrent.futures import ThreadPoolExecutor

def with_timeout():
    signal.signal(signal.SIGALRM, lambda *a: None)
    signal.alarm(5)

with ThreadPoolExecutor() as pool:
    pool.submit(with_timeout).result()
EOF
  run app.py ;;
value-error-dict-update-sequence)
  w app.py <<'EOF'
lines = ["host=localhost", "port=5432"]
print(dict(lines))
EOF
  run app.py ;;
value-error-dict-update-json)
  w app.py <<'EOF'
text = '{"a": 1}'
print(dict([text]))
EOF
  run app.py ;;
value-error-day-out-of-range)
  w app.py <<'EOF'
from datetime import date

today = date(2024, 1, 31)
print(today.replace(month=today.month + 1))
EOF
  run app.py ;;
value-error-month-range)
  w app.py <<'EOF'
from datetime import date

year, month = 2024, 12
print(date(year, month + 1, 1))
EOF
  run app.py ;;
value-error-isoformat)
  w app.py <<'EOF'
from datetime import date

print(date.fromisoformat("2024/01/05"))
EOF
  run app.py ;;
value-error-isoformat-datetime)
  w app.py <<'EOF'
from datetime import datetime

print(datetime.fromisoformat("05.01.2024 10:00"))
EOF
  run app.py ;;
value-error-embedded-null)
  w app.py <<'EOF'
name = "report\x00.csv"
open(name)
EOF
  run app.py ;;
value-error-embedded-null-subprocess)
  w app.py <<'EOF'
import subprocess

subprocess.run(["echo", "ok\x00"])
EOF
  run app.py ;;
value-error-unknown-url-type)
  w app.py <<'EOF'
import urllib.request

urllib.request.urlopen("localhost/health")
EOF
  run app.py ;;
value-error-unknown-url-type-empty)
  w app.py <<'EOF'
import os
import urllib.request

base = os.environ.get("API_URL", "")
urllib.request.urlopen(base + "/status")
EOF
  run app.py ;;
value-error-check-hostname)
  w app.py <<'EOF'
import socket
import ssl

ctx = ssl.create_default_context()
sock = socket.socket()
ctx.wrap_socket(sock)
EOF
  run app.py ;;
value-error-check-hostname-none)
  w app.py <<'EOF'
import ssl
import socket

ctx = ssl.create_default_context()
with socket.socket() as raw:
    ctx.wrap_socket(raw, server_hostname=None)
EOF
  run app.py ;;
value-error-single-open-brace)
  w app.py <<'EOF'
css = "body { color: {} ;"
print(css.format("red"))
EOF
  run app.py ;;
index-error-replacement-index)
  w app.py <<'EOF'
print("{} scored {} points".format("ada"))
EOF
  run app.py ;;
index-error-replacement-index-list)
  w app.py <<'EOF'
row = ["ada", 42]
print("{} scored {} points".format(row))
EOF
  run app.py ;;
index-error-pop-empty)
  w app.py <<'EOF'
stack = ["a"]
stack.pop()
print(stack.pop())
EOF
  run app.py ;;
index-error-pop-empty-deque)
  w app.py <<'EOF'
from collections import deque

jobs = deque()
print(jobs.popleft())
EOF
  run app.py ;;
key-error-pop-empty-set)
  w app.py <<'EOF'
pending = set()
print(pending.pop())
EOF
  run app.py ;;
index-error-list-assignment)
  w app.py <<'EOF'
squares = []
for i in range(3):
    squares[i] = i * i
EOF
  run app.py ;;
index-error-list-assignment-presized)
  w app.py <<'EOF'
slots = [None] * 3
slots[3] = "late"
EOF
  run app.py ;;
attribute-error-str-decode)
  w app.py <<'EOF'
import base64

token = base64.b64encode(b"user:secret").decode("ascii")
print(token.decode("utf-8"))
EOF
  run app.py ;;
attribute-error-dict-iteritems)
  w app.py <<'EOF'
settings = {"debug": True}
for key, value in settings.iteritems():
    print(key, value)
EOF
  run app.py ;;
attribute-error-dict-has-key)
  w app.py <<'EOF'
settings = {"debug": True}
if settings.has_key("debug"):
    print("debug on")
EOF
  run app.py ;;
attribute-error-type-object)
  w app.py <<'EOF'
from datetime import datetime

print(datetime.datetime.now())
EOF
  run app.py ;;
attribute-error-type-object-class)
  w app.py <<'EOF'
class User:
    def __init__(self):
        self.name = "ada"

print(User.name)
EOF
  run app.py ;;
attribute-error-property-no-setter)
  w app.py <<'EOF'
class Circle:
    def __init__(self, r):
        self.r = r

    @property
    def area(self):
        return 3.14159 * self.r ** 2

c = Circle(2)
c.area = 10
EOF
  run app.py ;;
attribute-error-namedtuple-set)
  w app.py <<'EOF'
from collections import namedtuple

Point = namedtuple("Point", "x y")
p = Point(1, 2)
p.x = 5
EOF
  run app.py ;;
attribute-error-frozen-dataclass)
  w app.py <<'EOF'
from dataclasses import dataclass

@dataclass(frozen=True)
class Config:
    debug: bool = False

cfg = Config()
cfg.debug = True
EOF
  run app.py ;;
value-error-single-brace-close)
  w app.py <<'EOF'
line = "total: {} }"
print(line.format(42))
EOF
  run app.py ;;
value-error-binary-encoding)
  w app.py <<'EOF'
with open("data.bin", "rb", encoding="utf-8") as f:
    print(f.read())
EOF
  run app.py ;;
value-error-negative-shift)
  w app.py <<'EOF'
bits = -2
print(1 << bits)
EOF
  run app.py ;;
syntax-error-paren-never-closed)
  w app.py <<'EOF'
total = sum(
    [1, 2, 3]

print(total)
EOF
  run app.py ;;
syntax-error-expected-colon-class)
  w app.py <<'EOF'
class Settings
    debug = False
EOF
  run app.py ;;
syntax-error-forgot-comma)
  w app.py <<'EOF'
hosts = [
    "db1.internal"
    "db2.internal",
    9200
    "cache.internal",
]
EOF
  run app.py ;;
syntax-error-forgot-comma-call)
  w app.py <<'EOF'
print("total" 42)
EOF
  run app.py ;;
syntax-error-unterminated-string)
  w app.py <<'EOF'
message = 'it's done'
print(message)
EOF
  run app.py ;;
syntax-error-unterminated-triple-quoted)
  w app.py <<'EOF'
def main():
    """Run the job.
    return 0
EOF
  run app.py ;;
syntax-error-f-string-expecting-brace)
  w app.py <<'EOF'
user = "ada"
print(f"hello {user")
EOF
  run app.py ;;
syntax-error-f-string-backslash)
  w app.py <<'EOF'
lines = ["a", "b"]
print(f"{'\n'.join(lines)}")
EOF
  run app.py ;;
syntax-error-f-string-single-brace)
  w app.py <<'EOF'
total = 3
print(f"total: {total}}")
EOF
  run app.py ;;
syntax-error-missing-parentheses-print)
  w app.py <<'EOF'
name = "ada"
print "hello", name
EOF
  run app.py ;;
syntax-error-missing-parentheses-exec)
  w app.py <<'EOF'
exec "x = 1"
EOF
  run app.py ;;
syntax-error-unmatched-paren)
  w app.py <<'EOF'
print(len([1, 2, 3])))
EOF
  run app.py ;;
syntax-error-mismatched-bracket)
  w app.py <<'EOF'
point = (3, 4]
EOF
  run app.py ;;
syntax-error-invalid-character)
  w app.py <<'EOF'
greeting = “hello”
print(greeting)
EOF
  run app.py ;;
syntax-error-invalid-decimal-literal)
  w app.py <<'EOF'
1st_place = "ada"
print(1st_place)
EOF
  run app.py ;;
syntax-error-leading-zeros)
  w app.py <<'EOF'
release_month = 08
print(release_month)
EOF
  run app.py ;;
syntax-error-cannot-assign-call)
  w app.py <<'EOF'
values = {}
values("total") = 10
EOF
  run app.py ;;
syntax-error-maybe-meant-equals)
  w app.py <<'EOF'
status = 200
if status = 200:
    print("ok")
EOF
  run app.py ;;
syntax-error-return-outside-function)
  w app.py <<'EOF'
def load():
    data = [1, 2]
return data
EOF
  run app.py ;;
syntax-error-await-outside-function)
  w app.py <<'EOF'
import asyncio

await asyncio.sleep(1)
EOF
  run app.py ;;
syntax-error-break-outside-loop)
  w app.py <<'EOF'
for n in range(3):
    print(n)
if True:
    break
EOF
  run app.py ;;
syntax-error-positional-follows-keyword)
  w app.py <<'EOF'
def connect(host, port=5432, timeout=5):
    return host, port, timeout

connect("db", timeout=3, 5433)
EOF
  run app.py ;;
syntax-error-non-default-follows-default)
  w app.py <<'EOF'
def send(to, subject="", body):
    print(to, subject, body)
EOF
  run app.py ;;
syntax-error-non-utf8)
  printf '# prices\nlabel = "caf\xe9"\nprint(label)\n' > app.py
  run app.py ;;
syntax-error-unicodeescape)
  printf 'path = "C:\\\\Users\\\\ada\\\\data.csv"\nprint(path)\n' > app.py
  sed -i 's/\\\\/\\/g' app.py
  run app.py ;;
syntax-error-unicodeescape-n)
  w app.py <<'EOF'
label = "Total\N items"
print(label)
EOF
  run app.py ;;
syntax-error-expected-except)
  w app.py <<'EOF'
try:
    value = int("3")
print(value)
except ValueError:
    value = 0
EOF
  run app.py ;;
syntax-error-non-printable-char)
  printf 'total =\xc2\xa01 + 2\nprint(total)\n' > app.py
  run app.py ;;
syntax-error-non-utf8-utf16)
  printf '\xff\xfep\x00r\x00i\x00n\x00t\x00(\x001\x00)\x00' > tool.py
  run tool.py ;;
syntax-error-expected-except-typo)
  w app.py <<'EOF'
try:
    import json
excpet ImportError:
    json = None
EOF
  run app.py ;;
syntax-error-invalid-syntax)
  w app.py <<'EOF'
while True print("tick")
EOF
  run app.py ;;
syntax-error-invalid-syntax-import)
  w app.py <<'EOF'
import os.path as
EOF
  run app.py ;;
runtime-error-event-loop-closed-reuse)
  w app.py <<'EOF'
import asyncio

async def ping():
    await asyncio.sleep(0)
    return "pong"

loop = asyncio.new_event_loop()
asyncio.set_event_loop(loop)
print(loop.run_until_complete(ping()))
loop.close()
loop.call_soon(print, "late")
EOF
  run app.py ;;
runtime-error-no-current-event-loop)
  w app.py <<'EOF'
import asyncio
import threading

def worker():
    loop = asyncio.get_event_loop()
    loop.run_until_complete(asyncio.sleep(0))

t = threading.Thread(target=worker)
t.start(); t.join()
EOF
  run app.py ;;
runtime-error-different-loop)
  w app.py <<'EOF'
import asyncio

async def make_future():
    return asyncio.get_running_loop().create_future()

first = asyncio.new_event_loop()
fut = first.run_until_complete(make_future())

async def wait_for_it():
    await fut

asyncio.run(wait_for_it())
EOF
  run app.py ;;
runtime-error-reuse-coroutine)
  w app.py <<'EOF'
import asyncio

async def fetch():
    await asyncio.sleep(0)
    raise ConnectionError("flaky")

async def main():
    attempt = fetch()
    for _ in range(3):
        try:
            return await attempt
        except ConnectionError:
            continue

asyncio.run(main())
EOF
  run app.py ;;
runtime-error-reuse-coroutine-gather)
  w app.py <<'EOF'
import asyncio

async def ping():
    await asyncio.sleep(0)
    return "pong"

async def main():
    coro = ping()
    print(await coro)
    print(await coro)

asyncio.run(main())
EOF
  run app.py ;;
runtime-warning-never-awaited)
  w app.py <<'EOF'
import asyncio

async def save(record):
    await asyncio.sleep(0)
    print("saved", record)

async def main():
    save({"id": 1})
    print("done")

asyncio.run(main())
EOF
  run app.py ;;
runtime-warning-never-awaited-sync)
  w app.py <<'EOF'
import asyncio

async def notify(user):
    await asyncio.sleep(0)

def on_signup(user):
    notify(user)

on_signup("ada")
EOF
  run app.py ;;
broken-process-pool)
  w app.py <<'EOF'
import os
from concurrent.futures import ProcessPoolExecutor

def task(n):
    if n == 2:
        os._exit(1)
    return n

if __name__ == "__main__":
    with ProcessPoolExecutor(2) as pool:
        print(list(pool.map(task, range(4))))
EOF
  run app.py ;;
broken-process-pool-signal)
  w app.py <<'EOF'
import os
import signal
from concurrent.futures import ProcessPoolExecutor

def task(n):
    os.kill(os.getpid(), signal.SIGKILL)

if __name__ == "__main__":
    with ProcessPoolExecutor(1) as pool:
        pool.submit(task, 1).result()
EOF
  run app.py ;;
runtime-error-thread-started-once)
  w app.py <<'EOF'
import threading

def beat():
    print("beat")

heartbeat = threading.Thread(target=beat)
for _ in range(2):
    heartbeat.start()
    heartbeat.join()
EOF
  run app.py ;;
runtime-error-thread-started-once-subclass)
  w app.py <<'EOF'
import threading

class Sync(threading.Thread):
    def run(self):
        print("sync")

job = Sync()
job.start(); job.join()
job.start()
EOF
  run app.py ;;
type-error-cannot-pickle-lock)
  w app.py <<'EOF'
import pickle
import threading

class Counter:
    def __init__(self):
        self.lock = threading.Lock()
        self.value = 0

pickle.dumps(Counter())
EOF
  run app.py ;;
attribute-error-cant-pickle-local)
  w app.py <<'EOF'
from concurrent.futures import ProcessPoolExecutor

def main():
    def double(n):
        return n * 2
    with ProcessPoolExecutor(2) as pool:
        print(list(pool.map(double, [1, 2])))

if __name__ == "__main__":
    main()
EOF
  run app.py ;;
pickling-error-lambda)
  w app.py <<'EOF'
import pickle

pickle.dumps(lambda n: n * 2)
EOF
  run app.py ;;
attribute-error-cant-get-attribute)
  w save.py <<'EOF'
import pickle

class Model:
    weights = [0.1, 0.2]

with open("model.pkl", "wb") as f:
    pickle.dump(Model(), f)
EOF
  w app.py <<'EOF'
import pickle

with open("model.pkl", "rb") as f:
    model = pickle.load(f)
EOF
  "$PY" save.py && run app.py ;;
subprocess-timeout-expired)
  w app.py <<'EOF'
import subprocess

subprocess.run(["sleep", "5"], timeout=1)
EOF
  run app.py ;;
subprocess-timeout-expired-check-output)
  w app.py <<'EOF'
import subprocess

subprocess.check_output(["cat"], timeout=1)
EOF
  "$PY" app.py 2>&1 < /dev/zero | tail -n 20 ;;
os-error-exec-format)
  printf 'echo hello\n' > deploy.sh && chmod +x deploy.sh
  w app.py <<'EOF'
import subprocess

subprocess.run(["./deploy.sh"])
EOF
  run app.py ;;
os-error-exec-format-binary)
  printf '\x7fELF\x01\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x28\x00' > tool && chmod +x tool
  w app.py <<'EOF'
import subprocess

subprocess.check_call(["./tool", "--version"])
EOF
  run app.py ;;
runtime-error-event-loop-closed-run)
  w app.py <<'EOF'
import asyncio

loop = asyncio.new_event_loop()
loop.close()

loop.run_forever()
EOF
  run app.py ;;
runtime-error-no-running-loop)
  w app.py <<'EOF'
import asyncio

def schedule_refresh():
    loop = asyncio.get_running_loop()
    loop.call_later(60, print, "refresh")

schedule_refresh()
EOF
  run app.py ;;
runtime-error-bound-different-loop)
  w app.py <<'EOF'
import asyncio

queue = asyncio.Queue()

async def poll():
    try:
        print(await asyncio.wait_for(queue.get(), 0.1))
    except asyncio.TimeoutError:
        print("empty")

asyncio.run(poll())
asyncio.run(poll())
EOF
  run app.py ;;
runtime-error-mp-spawn-process)
  w app.py <<'EOF'
import multiprocessing as mp

def work():
    print("child")

ctx = mp.get_context("spawn")
p = ctx.Process(target=work)
p.start()
p.join()
EOF
  timeout 60 "$PY" app.py 2>&1 | tail -n 30 ;;
runtime-error-mp-spawn-exitcode)
  w app.py <<'EOF'
import multiprocessing as mp

def work():
    print("child")

mp.set_start_method("spawn")
p = mp.Process(target=work)
p.start()
p.join()
print("exit code", p.exitcode)
EOF
  timeout 60 "$PY" app.py 2>&1 | tail -n 30 ;;
attribute-error-cant-get-attribute-function)
  w save.py <<'EOF'
import pickle

def tokenize(text):
    return text.split()

with open("pipeline.pkl", "wb") as f:
    pickle.dump({"tokenizer": tokenize}, f)
EOF
  "$PY" save.py && "$PY" -c 'import pickle; print(pickle.load(open("pipeline.pkl", "rb")))' 2>&1 ;;
runtime-error-super-no-arguments)
  w app.py <<'EOF'
class Base:
    def greet(self):
        return "hi"

def greet(self):
    return super().greet()

class Child(Base):
    pass

Child.greet = greet
print(Child().greet())
EOF
  run app.py ;;
runtime-error-join-current-thread)
  w app.py <<'EOF'
import threading

def worker():
    threading.current_thread().join()

t = threading.Thread(target=worker)
t.start(); t.join()
EOF
  run app.py ;;
json-decode-error-html)
  w app.py <<'EOF'
import json

body = "<html><body><h1>502 Bad Gateway</h1></body></html>"
print(json.loads(body))
EOF
  run app.py ;;
json-decode-error-extra-data)
  w app.py <<'EOF'
import json

with open("events.jsonl", "w") as f:
    f.write('{"event": "login"}\n{"event": "logout"}\n')
with open("events.jsonl") as f:
    print(json.load(f))
EOF
  run app.py ;;
json-decode-error-extra-data-append)
  w app.py <<'EOF'
import json

text = '{"runs": 1}{"runs": 2}'
print(json.loads(text))
EOF
  run app.py ;;
json-decode-error-trailing-comma)
  w app.py <<'EOF'
import json

config = """{
    "debug": true,
    "workers": 4,
}"""
print(json.loads(config))
EOF
  run app.py ;;
csv-field-larger-than-limit)
  w app.py <<'EOF'
import csv

with open("notes.csv", "w") as f:
    f.write('id,note\n1,"started\n')
    f.write("x" * 140000 + "\n")
with open("notes.csv", newline="") as f:
    for row in csv.reader(f):
        print(row[0])
EOF
  run app.py ;;
csv-field-larger-than-limit-blob)
  w app.py <<'EOF'
import csv

with open("blobs.csv", "w", newline="") as f:
    csv.writer(f).writerow(["1", "A" * 200000])
with open("blobs.csv", newline="") as f:
    print(len(next(csv.reader(f))[1]))
EOF
  run app.py ;;
csv-error-bytes)
  w app.py <<'EOF'
import csv

with open("users.csv", "w") as f:
    f.write("id,name\n1,ada\n")
with open("users.csv", "rb") as f:
    for row in csv.reader(f):
        print(row)
EOF
  run app.py ;;
http-client-incomplete-read)
  PORT=$(free_port)
  "$PY" -c 'import socket, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
c, _ = s.accept(); c.recv(4096)
c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\npartial"); c.close()' "$PORT" &
  PIDS+=($!)
  wait_ready_port() { for _ in $(seq 1 100); do (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0; sleep 0.05; done; }
  sleep 0.5
  w app.py <<'EOF'
import sys
import urllib.request

print(urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/report.csv").read())
EOF
  run app.py "$PORT" ;;
http-client-incomplete-read-chunked)
  PORT=$(free_port)
  "$PY" -c 'import socket, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
c, _ = s.accept(); c.recv(4096)
c.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\nonly-half"); c.close()' "$PORT" &
  PIDS+=($!)
  sleep 0.5
  w app.py <<'EOF'
import http.client
import sys

conn = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]))
conn.request("GET", "/export")
print(conn.getresponse().read())
EOF
  run app.py "$PORT" ;;
http-client-invalid-url-control)
  w app.py <<'EOF'
import urllib.request

url = "http://127.0.0.1/search?q=two words"
urllib.request.urlopen(url)
EOF
  run app.py ;;
sqlite3-same-thread)
  w app.py <<'EOF'
import sqlite3
import threading

db = sqlite3.connect("app.db")

def record_visit():
    db.execute("CREATE TABLE IF NOT EXISTS visits (n INTEGER)")

t = threading.Thread(target=record_visit)
t.start(); t.join()
EOF
  run app.py ;;
sqlite3-same-thread-pool)
  w app.py <<'EOF'
import sqlite3
from concurrent.futures import ThreadPoolExecutor

conn = sqlite3.connect(":memory:")
cursor = conn.cursor()

with ThreadPoolExecutor(1) as pool:
    print(pool.submit(cursor.execute, "SELECT 1").result())
EOF
  run app.py ;;
sqlite3-incorrect-bindings)
  w app.py <<'EOF'
import sqlite3

db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE users (name TEXT)")
db.execute("INSERT INTO users VALUES (?)", "ada")
EOF
  run app.py ;;
sqlite3-incorrect-bindings-count)
  w app.py <<'EOF'
import sqlite3

db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE users (name TEXT, email TEXT)")
db.execute("INSERT INTO users VALUES (?, ?)", ("ada",))
EOF
  run app.py ;;
sqlite3-closed-database)
  w app.py <<'EOF'
import sqlite3

def open_db():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (x INTEGER)")
    conn.close()
    return conn

db = open_db()
db.execute("SELECT * FROM t")
EOF
  run app.py ;;
sqlite3-closed-cursor)
  w app.py <<'EOF'
import sqlite3

conn = sqlite3.connect(":memory:")
cur = conn.execute("SELECT 1 UNION SELECT 2")
conn.close()
print(cur.fetchall())
EOF
  run app.py ;;
sqlite3-unsupported-type)
  w app.py <<'EOF'
import sqlite3

db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE posts (title TEXT, tags TEXT)")
db.execute("INSERT INTO posts VALUES (?, ?)", ("hello", ["python", "sqlite"]))
EOF
  run app.py ;;
sqlite3-unsupported-type-dict)
  w app.py <<'EOF'
import sqlite3

db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE events (payload TEXT)")
db.execute("INSERT INTO events VALUES (?)", ({"type": "signup"},))
EOF
  run app.py ;;
module-not-found-not-a-package)
  w logging.py <<'EOF'
# project helpers that happen to be called logging
LEVEL = "info"
EOF
  w app.py <<'EOF'
import logging.handlers

print(logging.handlers.RotatingFileHandler)
EOF
  run app.py ;;
module-not-found-not-a-package-from)
  w utils.py <<'EOF'
def slug(text):
    return text.lower()
EOF
  w app.py <<'EOF'
from utils.text import slug
EOF
  run app.py ;;
module-not-found-tkinter)
  w app.py <<'EOF'
import tkinter as tk

root = tk.Tk()
EOF
  run app.py ;;
module-not-found-tkinter-from)
  w app.py <<'EOF'
from tkinter import filedialog

print(filedialog.askopenfilename())
EOF
  run app.py ;;
import-error-bad-magic-number)
  printf 'print(1)\n' > helpers.pyc
  w app.py <<'EOF'
import helpers
EOF
  run app.py ;;
import-error-bad-magic-number-old)
  printf '\x03\xf3\r\n\x00\x00\x00\x00c\x00\x00\x00' > settings.pyc
  w app.py <<'EOF'
from settings import DEBUG
EOF
  run app.py ;;
csv-error-bytes-gzip)
  w app.py <<'EOF'
import csv
import gzip

with gzip.open("users.csv.gz", "wt", newline="") as f:
    f.write("id,name\r\n1,ada\r\n")
with gzip.open("users.csv.gz") as f:
    for row in csv.DictReader(f):
        print(row)
EOF
  run app.py ;;
json-decode-error-unterminated-string)
  w app.py <<'EOF'
import json

print(json.loads('{"name": "ada'))
EOF
  run app.py ;;
json-decode-error-invalid-control-character)
  w app.py <<'EOF'
import json

print(json.loads('{"note": "line one\nline two"}'))
EOF
  run app.py ;;
http-client-invalid-url-newline)
  w app.py <<'EOF'
import http.client

path = open("app.py").readline()
conn = http.client.HTTPConnection("127.0.0.1")
conn.request("GET", "/" + path)
EOF
  run app.py ;;
eof-error-ran-out-of-input)
  w app.py <<'EOF'
import pickle

open("cache.pkl", "wb").close()
with open("cache.pkl", "rb") as f:
    print(pickle.load(f))
EOF
  run app.py ;;
eof-error-ran-out-of-input-loop)
  w app.py <<'EOF'
import pickle

with open("events.pkl", "wb") as f:
    pickle.dump({"id": 1}, f)
with open("events.pkl", "rb") as f:
    print(pickle.load(f))
    print(pickle.load(f))
EOF
  run app.py ;;
unpickling-error-html)
  w app.py <<'EOF'
import pickle

with open("model.pkl", "w") as f:
    f.write("<!DOCTYPE html><html><body>Sign in</body></html>")
with open("model.pkl", "rb") as f:
    pickle.load(f)
EOF
  run app.py ;;
unpickling-error-lfs-pointer)
  w app.py <<'EOF'
import pickle

with open("weights.pkl", "w") as f:
    f.write("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 1024\n")
with open("weights.pkl", "rb") as f:
    pickle.load(f)
EOF
  run app.py ;;
bad-zip-file)
  w app.py <<'EOF'
import zipfile

with open("dataset.zip", "w") as f:
    f.write("<html><body>404 Not Found</body></html>")
zipfile.ZipFile("dataset.zip")
EOF
  run app.py ;;
bad-zip-file-truncated)
  w app.py <<'EOF'
import zipfile

with zipfile.ZipFile("full.zip", "w") as z:
    z.writestr("data.csv", "id,name\n" * 1000)
data = open("full.zip", "rb").read()
open("partial.zip", "wb").write(data[: len(data) // 2])
zipfile.ZipFile("partial.zip").extractall()
EOF
  run app.py ;;
bad-gzip-file)
  w app.py <<'EOF'
import gzip

with open("logs.gz", "w") as f:
    f.write("<!DOCTYPE html><title>Forbidden</title>")
print(gzip.open("logs.gz").read())
EOF
  run app.py ;;
bad-gzip-file-tar)
  w app.py <<'EOF'
import tarfile

with open("backup.tar.gz", "w") as f:
    f.write("not really an archive")
tarfile.open("backup.tar.gz", "r:gz")
EOF
  run app.py ;;
binascii-incorrect-padding)
  w app.py <<'EOF'
import base64

token = "eyJ1c2VyIjoiYWRhIn0"
print(base64.b64decode(token))
EOF
  run app.py ;;
binascii-invalid-base64)
  w app.py <<'EOF'
import base64

print(base64.b64decode("abcde", validate=True))
EOF
  run app.py ;;
locale-error-unsupported)
  w app.py <<'EOF'
import locale

locale.setlocale(locale.LC_ALL, "de_DE.UTF-8")
EOF
  run app.py ;;
locale-error-unsupported-env)
  w app.py <<'EOF'
import locale

print(locale.setlocale(locale.LC_ALL, ""))
EOF
  LC_ALL=fr_CA.UTF-8 "$PY" app.py 2>&1 ;;
zoneinfo-not-found)
  w app.py <<'EOF'
from zoneinfo import ZoneInfo

print(ZoneInfo("Europe/Atlantis"))
EOF
  run app.py ;;
zoneinfo-not-found-abbreviation)
  w app.py <<'EOF'
from datetime import datetime
from zoneinfo import ZoneInfo

print(datetime.now(ZoneInfo("PST")))
EOF
  run app.py ;;
argparse-arguments-required)
  w app.py <<'EOF'
import argparse

parser = argparse.ArgumentParser(prog="backup")
parser.add_argument("source")
parser.add_argument("--dest", required=True)
args = parser.parse_args()
EOF
  run app.py ;;
argparse-unrecognized-arguments)
  w app.py <<'EOF'
import argparse

parser = argparse.ArgumentParser(prog="resize")
parser.add_argument("image")
parser.add_argument("--width", type=int)
args = parser.parse_args()
EOF
  "$PY" app.py photo.png --widht 300 2>&1 ;;
argparse-invalid-choice)
  w app.py <<'EOF'
import argparse

parser = argparse.ArgumentParser(prog="deploy")
parser.add_argument("env", choices=["staging", "production"])
args = parser.parse_args()
EOF
  "$PY" app.py prod 2>&1 ;;
configparser-no-section)
  w app.py <<'EOF'
import configparser

config = configparser.ConfigParser()
config.read("settings.ini")
print(config.get("database", "host"))
EOF
  run app.py ;;
value-error-int-str-digits)
  w app.py <<'EOF'
import math

print(math.factorial(2000))
EOF
  run app.py ;;
value-error-int-str-digits-parse)
  w app.py <<'EOF'
digits = "7" * 5000
print(int(digits) % 97)
EOF
  run app.py ;;
queue-empty-nowait)
  w app.py <<'EOF'
import queue

jobs = queue.Queue()
print(jobs.get_nowait())
EOF
  run app.py ;;
configparser-missing-section-header)
  w app.py <<'EOF'
import configparser

config = configparser.ConfigParser()
config.read_string("host = localhost\nport = 5432\n")
EOF
  run app.py ;;
queue-empty-multiprocessing)
  w app.py <<'EOF'
import multiprocessing as mp

def worker(q):
    pass

if __name__ == "__main__":
    results = mp.Queue()
    p = mp.Process(target=worker, args=(results,))
    p.start(); p.join()
    print(results.get(timeout=1))
EOF
  run app.py ;;
cant-open-file)
  # the script path is relative to the current directory, which is not the project's
  mkdir -p project && w project/main.py <<'EOF'
print("hello")
EOF
  run main.py ;;
cant-open-file-manage)
  mkdir -p mysite/mysite && : > mysite/manage.py
  run manage.py runserver ;;
init-fs-encoding)
  # PYTHONHOME points at a directory without the standard library
  PYTHONHOME="$T/nothing-here" "$PY" -c 'print("hi")' 2>&1 ;;
init-fs-encoding-venv)
  # PYTHONHOME set to a virtual environment, which holds site-packages but not the standard library
  "$PY" -m venv --without-pip venv >/dev/null 2>&1
  PYTHONHOME="$T/venv" venv/bin/python3 -c 'print("hi")' 2>&1 ;;
module-not-found-setuptools|module-not-found-pkg-resources)
  # a venv without setuptools (the default from Python 3.12 on) running code that expects it
  "$PY" -m venv venv >/dev/null 2>&1 && venv/bin/python -m pip uninstall -y setuptools >/dev/null 2>&1
  if [ "$1" = module-not-found-setuptools ]; then
    w setup.py <<'EOF'
from setuptools import setup

setup(name="mytool", version="1.0", py_modules=["mytool"])
EOF
    venv/bin/python setup.py develop 2>&1
  else
    w app.py <<'EOF'
import pkg_resources

print(pkg_resources.get_distribution("pip").version)
EOF
    venv/bin/python app.py 2>&1
  fi ;;
requests-connection-refused|requests-connection-refused-https)
  port=$(free_port)   # nothing listens on it
  scheme=http; [ "$1" = requests-connection-refused-https ] && scheme=https
  w app.py <<EOF
import requests

resp = requests.get("$scheme://127.0.0.1:$port/api/v1/status")
print(resp.status_code)
EOF
  run app.py ;;
requests-name-resolution)
  w app.py <<'EOF'
import requests

resp = requests.get("https://api.no-such-host.invalid/v1/items")
print(resp.json())
EOF
  run app.py ;;
requests-read-timeout|requests-read-timeout-post)
  port=$(free_port); hold_port "$port"   # accepts the connection, never answers
  if [ "$1" = requests-read-timeout ]; then
    w app.py <<EOF
import requests

resp = requests.get("http://127.0.0.1:$port/report", timeout=2)
EOF
  else
    w app.py <<EOF
import requests

resp = requests.post("http://127.0.0.1:$port/upload", json={"id": 1}, timeout=(3.05, 1))
EOF
  fi
  run app.py ;;
requests-connect-timeout|requests-connect-timeout-https)
  port=$(free_port); fill_backlog "$port"   # SYNs are dropped, the connect never completes
  if [ "$1" = requests-connect-timeout ]; then
    w app.py <<EOF
import requests

resp = requests.get("http://127.0.0.1:$port/health", timeout=2)
EOF
  else
    w app.py <<EOF
import requests

with requests.Session() as s:
    s.post("https://localhost:$port/oauth/token", data={"grant_type": "client_credentials"}, timeout=(1.5, 30))
EOF
  fi
  run app.py ;;
requests-ssl-self-signed|requests-ssl-hostname-mismatch)
  self_signed_cert key.pem cert.pem localhost
  serve_tls cert.pem key.pem
  host=localhost; verify=True
  # trusting the certificate itself, but asking for an address it does not name
  [ "$1" = requests-ssl-hostname-mismatch ] && { host=127.0.0.1; verify="'cert.pem'"; }
  w app.py <<EOF
import requests

resp = requests.get("https://$host:$PORT/", verify=$verify)
EOF
  run app.py ;;
requests-http-error-404|requests-http-error-500)
  port=$(free_port)
  w server.py <<'EOF'
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

class H(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path.startswith("/api/users"):
            self.send_error(404, "Not Found")
        else:
            self.send_error(500, "Internal Server Error")
    def log_message(self, *a):
        pass

HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
EOF
  "$PY" server.py "$port" & PIDS+=($!); wait_port "$port"
  path=/api/users/42; [ "$1" = requests-http-error-500 ] && path=/reports/daily
  w app.py <<EOF
import requests

resp = requests.get("http://127.0.0.1:$port$path")
resp.raise_for_status()
EOF
  run app.py ;;
requests-missing-schema)
  w app.py <<'EOF'
import requests

resp = requests.get("api.github.com/repos/psf/requests")
EOF
  run app.py ;;
requests-missing-schema-session)
  w app.py <<'EOF'
import os
import requests

base = os.environ.get("API_URL", "")
with requests.Session() as s:
    s.post(base + "/login", data={"user": "me"})
EOF
  run app.py ;;
requests-invalid-schema|requests-invalid-schema-scheme)
  url='localhost:8000/api/items'; [ "$1" = requests-invalid-schema-scheme ] && url='htps://example.com/'
  w app.py <<EOF
import requests

resp = requests.get("$url")
EOF
  run app.py ;;
requests-json-decode-html)
  port=$(free_port)
  mkdir site && echo '<html><body>Login required</body></html>' > site/index.html
  (cd site && "$PY" -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1) & PIDS+=($!); wait_port "$port"
  w app.py <<EOF
import requests

data = requests.get("http://127.0.0.1:$port/").json()
EOF
  run app.py ;;
requests-too-many-redirects)
  port=$(free_port)
  w server.py <<'EOF'
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

class H(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(302)
        self.send_header("Location", "/login" if self.path != "/login" else "/dashboard")
        self.end_headers()
    def log_message(self, *a):
        pass

HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
EOF
  "$PY" server.py "$port" & PIDS+=($!); wait_port "$port"
  w app.py <<EOF
import requests

resp = requests.get("http://127.0.0.1:$port/dashboard")
EOF
  run app.py ;;
sqlalchemy-no-such-module|sqlalchemy-no-such-module-driver)
  url='postgres://app:secret@localhost:5432/app'
  [ "$1" = sqlalchemy-no-such-module-driver ] && url='mssql+pyodbcx://app:secret@dbhost/app'
  w app.py <<EOF
from sqlalchemy import create_engine

engine = create_engine("$url")
EOF
  run app.py ;;
sqlalchemy-not-executable|sqlalchemy-not-executable-session)
  if [ "$1" = sqlalchemy-not-executable ]; then
    w app.py <<'EOF'
from sqlalchemy import create_engine

engine = create_engine("sqlite://", future=True)
with engine.connect() as conn:
    rows = conn.execute("SELECT 1").all()
EOF
  else
    w app.py <<'EOF'
from sqlalchemy import create_engine

engine = create_engine("sqlite:///app.db", future=True)
with engine.begin() as conn:
    conn.execute(f"CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, kind TEXT)")
EOF
  fi
  run app.py ;;
sqlalchemy-rfc1738-url|sqlalchemy-rfc1738-url-password)
  url='app.db'; [ "$1" = sqlalchemy-rfc1738-url-password ] && url='${DATABASE_URL}'
  w app.py <<EOF
from sqlalchemy import create_engine

engine = create_engine("$url")
EOF
  run app.py ;;
sqlalchemy-pending-rollback|sqlalchemy-pending-rollback-commit)
  w app.py <<'EOF'
import sys
from sqlalchemy import Column, Integer, String, create_engine
from sqlalchemy.orm import Session, declarative_base

Base = declarative_base()

class User(Base):
    __tablename__ = "users"
    id = Column(Integer, primary_key=True)
    email = Column(String, unique=True)

engine = create_engine("sqlite://")
Base.metadata.create_all(engine)
session = Session(engine)
session.add_all([User(email="a@example.com"), User(email="a@example.com")])
try:
    session.flush()
except Exception as exc:
    print("flush failed:", type(exc).__name__)
if sys.argv[1] == "query":
    print(session.query(User).count())
else:
    session.add(User(email="b@example.com"))
    session.commit()
EOF
  arg=query; [ "$1" = sqlalchemy-pending-rollback-commit ] && arg=commit
  run app.py "$arg" ;;
sqlalchemy-queuepool-limit|sqlalchemy-queuepool-limit-session)
  w app.py <<'EOF'
import sys
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session
from sqlalchemy.pool import QueuePool

engine = create_engine("sqlite:///app.db", poolclass=QueuePool, pool_size=2, max_overflow=1, pool_timeout=1)
held = []
for i in range(4):
    if sys.argv[1] == "conn":
        held.append(engine.connect())
    else:
        s = Session(engine)
        s.execute(text("SELECT 1"))
        held.append(s)
EOF
  arg=conn; [ "$1" = sqlalchemy-queuepool-limit-session ] && arg=session
  run app.py "$arg" ;;
sqlalchemy-result-no-rows|sqlalchemy-result-no-rows-insert)
  stmt='CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)'
  w app.py <<EOF
from sqlalchemy import create_engine, text

engine = create_engine("sqlite://")
with engine.begin() as conn:
    conn.execute(text("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)"))
    result = conn.execute(text("$( [ "$1" = sqlalchemy-result-no-rows ] && echo "UPDATE items SET name = 'x' WHERE id = 1" || echo "INSERT INTO items (name) VALUES ('x')" )"))
    print(result.fetchall())
EOF
  run app.py ;;
pandas-key-error-column)
  w app.py <<'EOF'
import pandas as pd

df = pd.DataFrame({"Price": [1.5, 2.0], "qty": [3, 4]})
print(df["price"].sum())
EOF
  run app.py ;;
pandas-key-error-csv-header)
  printf 'id, name, qty\n1, apple, 3\n2, pear, 5\n' > stock.csv
  w app.py <<'EOF'
import pandas as pd

df = pd.read_csv("stock.csv")
print(df.loc[df["qty"] > 3])
EOF
  run app.py ;;
requests-chunked-encoding|requests-chunked-encoding-incomplete)
  port=$(free_port)
  w server.py <<'EOF'
import socket, sys

s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
while True:
    c, _ = s.accept(); c.recv(65536)
    if sys.argv[2] == "chunked":  # one chunk, then the connection drops before the last chunk
        c.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n")
    else:                         # announces a 10-byte chunk, sends 5 of it, then drops
        c.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\na\r\nhello")
    c.close()
EOF
  mode=chunked; [ "$1" = requests-chunked-encoding-incomplete ] && mode=length
  "$PY" server.py "$port" "$mode" & PIDS+=($!); wait_port "$port"
  w app.py <<EOF
import requests

resp = requests.get("http://127.0.0.1:$port/export.csv")
print(len(resp.content))
EOF
  run app.py ;;
requests-proxy-error|requests-proxy-error-env)
  port=$(free_port)   # no proxy listens here
  if [ "$1" = requests-proxy-error ]; then
    w app.py <<EOF
import requests

proxies = {"http": "http://127.0.0.1:$port", "https": "http://127.0.0.1:$port"}
resp = requests.get("https://pypi.org/simple/", proxies=proxies, timeout=5)
EOF
    run app.py
  else
    w app.py <<'EOF'
import requests

resp = requests.get("http://example.com/api/ping", timeout=5)
EOF
    HTTP_PROXY=http://127.0.0.1:$port run app.py
  fi ;;
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
