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
value-error-closed-file runtime-error-running-loop"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1
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
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
