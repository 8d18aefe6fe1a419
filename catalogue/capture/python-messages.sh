#!/usr/bin/env bash
# More capture cases for catalogue/python (and the pip/venv errors of catalogue/pip): each case
# writes a small script into a temporary directory and runs it with Debian's interpreter, printing
# what it prints (stderr merged).
# Debian packages: python3 (/usr/bin/python3, 3.11), python3-venv, python3-numpy, python3-pandas,
# gcc (the shared-library cases build a tiny extension module), coreutils.
# Usage: bash catalogue/capture/python-messages.sh CASE    (no argument: list the cases)
set -u
PY=${PYTHON:-/usr/bin/python3}
CASES="takes-no-arguments takes-no-arguments-misspelled-init
catch-non-exception raise-non-exception
isinstance-arg-2 issubclass-arg-1
super-obj-not-instance super-obj-reload
metaclass-conflict metaclass-conflict-abc
argument-after-double-star argument-after-star
join-non-iterable join-non-iterable-int
multiple-values-for-argument multiple-values-for-argument-method
argument-not-iterable argument-not-iterable-int
module-not-callable module-not-callable-pprint
address-in-use address-in-use-http-server
no-space-left no-space-left-flush
too-many-open-files too-many-open-files-socket
directory-not-empty directory-not-empty-rename
cannot-assign-requested-address cannot-assign-requested-address-connect
ssl-eof ssl-eof-urlopen
shared-object-missing shared-object-missing-ctypes
syntax-line-continuation syntax-line-continuation-if
syntax-future-feature
syntax-except-comma syntax-except-comma-tuple
syntax-trailing-comma-import syntax-trailing-comma-import-star
syntax-global-prior syntax-global-prior-assigned
syntax-bytes-ascii syntax-bytes-ascii-literal
venv-without-pip venv-without-pip-module
pip-user-in-venv pip-user-in-venv-install
setup-invalid-command setup-invalid-command-bdist
numpy-sequence numpy-sequence-ragged
numpy-broadcast numpy-broadcast-assign
numpy-truth-value numpy-truth-value-and
numpy-reshape numpy-reshape-minus-one
numpy-not-aligned numpy-matmul-mismatch
numpy-index-out-of-bounds numpy-index-out-of-bounds-axis1
numpy-too-many-indices numpy-too-many-indices-scalar
numpy-size-1-arrays numpy-size-1-arrays-int
numpy-removed-alias numpy-removed-alias-int
numpy-unable-to-allocate numpy-unable-to-allocate-zeros
pandas-truth-value pandas-truth-value-and
pandas-none-in-columns pandas-not-in-index
pandas-setting-with-copy pandas-setting-with-copy-chained
pandas-tokenizing pandas-tokenizing-sep
pandas-scalar-index pandas-scalar-index-dict
pandas-length-mismatch pandas-length-mismatch-columns
pandas-non-finite-int pandas-non-finite-int-inf
pandas-merge-dtype pandas-merge-dtype-reverse
pandas-duplicate-labels pandas-duplicate-labels-reindex
pandas-append-removed pandas-iteritems-removed
pandas-missing-optional-parquet
network-unreachable network-unreachable-urlopen
numpy-interpret-dtype numpy-interpret-dtype-ones
numpy-singular-matrix numpy-singular-matrix-solve
numpy-runtime-warning-divide numpy-runtime-warning-log
pandas-str-accessor pandas-dt-accessor
pandas-missing-optional-excel
overflow-c-long overflow-c-long-numpy
futures-after-shutdown futures-after-interpreter-shutdown
relative-import-beyond-top relative-import-beyond-top-module
import-name-differs import-name-differs-from
object-init-one-argument object-new-one-argument"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
w() { cat > "$1"; }            # write a file from the here-document
run() { "$PY" "$@" 2>&1; }
py() { w app.py; run app.py; }  # write app.py from the here-document and run it

case "$1" in
takes-no-arguments) py <<'EOF'
class Point:
    def __int__(self, x, y):
        self.x, self.y = x, y

p = Point(1, 2)
EOF
;;
takes-no-arguments-misspelled-init) py <<'EOF'
class Config:
    def _init_(self, path):
        self.path = path

cfg = Config("settings.ini")
EOF
;;
catch-non-exception) py <<'EOF'
import json

try:
    data = json.loads("{")
except "JSONDecodeError":
    data = {}
EOF
;;
raise-non-exception) py <<'EOF'
def check(value):
    if value < 0:
        raise "value must be positive"

check(-1)
EOF
;;
isinstance-arg-2) py <<'EOF'
value = "42"
if isinstance(value, "str"):
    print("text")
EOF
;;
issubclass-arg-1) py <<'EOF'
class Base: pass
obj = Base()
print(issubclass(obj, Base))
EOF
;;
super-obj-not-instance) py <<'EOF'
class Base:
    def greet(self):
        return "hi"

class Child(Base):
    def greet(self):
        return super(Child, Base()).greet()

Child().greet()
EOF
;;
super-obj-reload) py <<'EOF'
import importlib, sys, types

src = "class Base:\n    def run(self): return 1\nclass Job(Base):\n    def run(self): return super(Job, self).run()\n"
mod = types.ModuleType("jobs")
exec(src, mod.__dict__)
sys.modules["jobs"] = mod
job = mod.Job()
exec(src, mod.__dict__)   # the module is re-executed (a reload): Job is now a new class
job.run()
EOF
;;
metaclass-conflict) py <<'EOF'
class MetaA(type): pass
class MetaB(type): pass
class A(metaclass=MetaA): pass
class B(metaclass=MetaB): pass

class C(A, B):
    pass
EOF
;;
metaclass-conflict-abc) py <<'EOF'
from abc import ABC, abstractmethod
from enum import Enum

class Describable(ABC):
    @abstractmethod
    def describe(self): ...

class Color(Describable, Enum):
    RED = 1
EOF
;;
argument-after-double-star) py <<'EOF'
def connect(host, port):
    return f"{host}:{port}"

options = [("host", "db"), ("port", 5432)]
print(connect(**options))
EOF
;;
argument-after-star) py <<'EOF'
def area(width, height):
    return width * height

size = None
print(area(*size))
EOF
;;
join-non-iterable) py <<'EOF'
tags = None
print(", ".join(tags))
EOF
;;
join-non-iterable-int) py <<'EOF'
count = 12345
print("-".join(count))
EOF
;;
multiple-values-for-argument) py <<'EOF'
def resize(image, width, height=None):
    return (image, width, height)

resize("cat.png", 100, image="dog.png")
EOF
;;
multiple-values-for-argument-method) py <<'EOF'
class Client:
    def __init__(self, url, timeout=10):
        self.url, self.timeout = url, timeout

class ApiClient(Client):
    def __init__(self, *args, **kwargs):
        super().__init__(self, *args, **kwargs)

ApiClient(url="https://example.invalid")
EOF
;;
argument-not-iterable) py <<'EOF'
import os

path = os.environ.get("APP_CONFIG_DIR")
if "config" in path:
    print("found")
EOF
;;
argument-not-iterable-int) py <<'EOF'
allowed = 5
print(3 in allowed)
EOF
;;
module-not-callable) py <<'EOF'
import datetime

start = datetime(2024, 1, 1)
EOF
;;
module-not-callable-pprint) py <<'EOF'
import pprint

pprint({"a": 1})
EOF
;;
address-in-use) py <<'EOF'
import socket

first = socket.socket()
first.bind(("127.0.0.1", 0))
first.listen()
port = first.getsockname()[1]
second = socket.socket()
second.bind(("127.0.0.1", port))
EOF
;;
address-in-use-http-server)
  port=$(free_port)
  "$PY" -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1 & PIDS+=($!)
  wait_port "$port"
  "$PY" -m http.server "$port" --bind 127.0.0.1 2>&1 | grep -v '^$' ;;
no-space-left) py <<'EOF'
with open("/dev/full", "w") as out:
    out.write("report line\n" * 10)
EOF
;;
no-space-left-flush) py <<'EOF'
import shutil
shutil.copyfile("app.py", "/dev/full")
EOF
;;
too-many-open-files)
  w app.py <<'EOF'
handles = []
for i in range(100):
    handles.append(open(f"part-{i}.txt", "w"))
EOF
  ( ulimit -n 32; run app.py ) ;;
too-many-open-files-socket)
  w app.py <<'EOF'
import socket
conns = [socket.socket() for _ in range(100)]
EOF
  ( ulimit -n 32; run app.py ) ;;
directory-not-empty) py <<'EOF'
import os
os.makedirs("build/output", exist_ok=True)
open("build/output/log.txt", "w").close()
os.rmdir("build")
EOF
;;
directory-not-empty-rename) py <<'EOF'
import os
os.makedirs("new/data", exist_ok=True)
os.makedirs("current/data", exist_ok=True)
os.rename("new", "current")
EOF
;;
cannot-assign-requested-address) py <<'EOF'
import socket
s = socket.socket()
s.bind(("192.0.2.10", 8000))
EOF
;;
cannot-assign-requested-address-connect) py <<'EOF'
import socket
socket.create_connection(("127.0.0.1", 80), source_address=("192.0.2.7", 0))
EOF
;;
ssl-eof)
  port=$(free_port)
  "$PY" -c "
import socket
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(('127.0.0.1', $port)); s.listen()
open('ready', 'w').close()
while True:
    c, _ = s.accept(); c.recv(1024); c.send(b'\\x16\\x03\\x03\\x00\\x40'); c.close()
" >/dev/null 2>&1 & PIDS+=($!)
  wait_ready
  w app.py <<EOF
import socket, ssl
ctx = ssl.create_default_context()
with socket.create_connection(("127.0.0.1", $port)) as raw:
    with ctx.wrap_socket(raw, server_hostname="localhost") as tls:
        tls.sendall(b"GET / HTTP/1.0\r\n\r\n")
EOF
  run app.py ;;
ssl-eof-urlopen)
  port=$(free_port)
  "$PY" -c "
import socket
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(('127.0.0.1', $port)); s.listen()
open('ready', 'w').close()
while True:
    c, _ = s.accept(); c.recv(1024); c.close()
" >/dev/null 2>&1 & PIDS+=($!)
  wait_ready
  w app.py <<EOF
import urllib.request
urllib.request.urlopen("https://127.0.0.1:$port/health", timeout=5)
EOF
  run app.py ;;
shared-object-missing)
  w fastmath.c <<'EOF'
#include <Python.h>
extern int fm_add(int, int);
static PyObject *add(PyObject *self, PyObject *args) { int a, b; if (!PyArg_ParseTuple(args, "ii", &a, &b)) return NULL; return PyLong_FromLong(fm_add(a, b)); }
static PyMethodDef methods[] = {{"add", add, METH_VARARGS, ""}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "fastmath", "", -1, methods};
PyMODINIT_FUNC PyInit_fastmath(void) { return PyModule_Create(&mod); }
EOF
  echo 'int fm_add(int a, int b) { return a + b; }' > fm.c
  gcc -shared -fPIC -o libfastmath.so.1 -Wl,-soname,libfastmath.so.1 fm.c
  ln -s libfastmath.so.1 libfastmath.so
  gcc -shared -fPIC $("$PY"-config --includes 2>/dev/null || echo -I/usr/include/python3.11) \
      -o "fastmath$("$PY" -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')" \
      fastmath.c -L. -lfastmath
  rm libfastmath.so libfastmath.so.1
  py <<'EOF'
import fastmath
print(fastmath.add(1, 2))
EOF
;;
shared-object-missing-ctypes) py <<'EOF'
import ctypes
lib = ctypes.CDLL("libturbojpeg.so.0")
EOF
;;
syntax-line-continuation) py <<'EOF'
total = 10
print(total \ 2)
EOF
;;
syntax-line-continuation-if) py <<'EOF'
if total > 1 and \ total < 5:
    print(total)
EOF
;;
syntax-future-feature) py <<'EOF'
from __future__ import annotations, print_functions

def f(x: int) -> int:
    return x
EOF
;;
syntax-except-comma) py <<'EOF'
try:
    import json
except ImportError, e:
    print(e)
EOF
;;
syntax-except-comma-tuple) py <<'EOF'
try:
    value = int("x")
except ValueError, TypeError:
    value = 0
EOF
;;
syntax-trailing-comma-import) py <<'EOF'
from os.path import join, exists,
EOF
;;
syntax-trailing-comma-import-star) py <<'EOF'
from collections import OrderedDict, defaultdict,

print(OrderedDict, defaultdict)
EOF
;;
syntax-global-prior) py <<'EOF'
counter = 0

def bump():
    print(counter)
    global counter
    counter += 1
EOF
;;
syntax-global-prior-assigned) py <<'EOF'
cache = {}

def reset():
    cache = {}
    global cache
EOF
;;
syntax-bytes-ascii) py <<'EOF'
header = b"Größe"
EOF
;;
syntax-bytes-ascii-literal) py <<'EOF'
SEPARATOR = b"—"
EOF
;;
venv-without-pip)
  "$PY" -m venv --without-pip env
  env/bin/python -m pip install requests 2>&1 ;;
venv-without-pip-module)
  "$PY" -m venv --without-pip env
  env/bin/python -m pip --version 2>&1 ;;
pip-user-in-venv)
  "$PY" -m venv env >/dev/null
  env/bin/python -m pip install --user --no-index requests 2>&1 ;;
pip-user-in-venv-install)
  "$PY" -m venv env >/dev/null
  env/bin/pip install --user -r /dev/null 2>&1 ;;
setup-invalid-command)
  "$PY" -m venv env >/dev/null
  mkdir proj
  w proj/setup.py <<'EOF'
from setuptools import setup
setup(name="demo", version="1.0", py_modules=[])
EOF
  cd proj && ../env/bin/python setup.py bdist_wheel 2>&1 ;;
setup-invalid-command-bdist)
  "$PY" -m venv env >/dev/null
  mkdir proj
  w proj/setup.py <<'EOF'
from setuptools import setup
setup(name="demo", version="1.0", py_modules=[])
EOF
  cd proj && ../env/bin/python setup.py sdist bdist_wheel 2>&1 | tail -n 1 ;;
numpy-sequence) py <<'EOF'
import numpy as np
rows = [[1, 2, 3], [4, 5]]
arr = np.array(rows, dtype=float)
EOF
;;
numpy-sequence-ragged) py <<'EOF'
import numpy as np
arr = np.zeros(3)
arr[0] = [1.0, 2.0]
EOF
;;
numpy-broadcast) py <<'EOF'
import numpy as np
a = np.arange(3)
b = np.arange(4)
print(a + b)
EOF
;;
numpy-broadcast-assign) py <<'EOF'
import numpy as np
grid = np.zeros((4, 3))
grid[:, 0] = np.ones(3)
EOF
;;
numpy-truth-value) py <<'EOF'
import numpy as np
scores = np.array([0.2, 0.9])
if scores > 0.5:
    print("pass")
EOF
;;
numpy-truth-value-and) py <<'EOF'
import numpy as np
x = np.arange(5)
mask = (x > 1) and (x < 4)
EOF
;;
numpy-reshape) py <<'EOF'
import numpy as np
a = np.arange(10)
a.reshape(3, 4)
EOF
;;
numpy-reshape-minus-one) py <<'EOF'
import numpy as np
pixels = np.arange(100)
pixels.reshape(-1, 3)
EOF
;;
numpy-not-aligned) py <<'EOF'
import numpy as np
a = np.ones((2, 3))
b = np.ones((2, 3))
print(np.dot(a, b))
EOF
;;
numpy-matmul-mismatch) py <<'EOF'
import numpy as np
weights = np.ones((4, 3))
inputs = np.ones((4, 2))
print(weights @ inputs)
EOF
;;
numpy-index-out-of-bounds) py <<'EOF'
import numpy as np
a = np.arange(5)
print(a[5])
EOF
;;
numpy-index-out-of-bounds-axis1) py <<'EOF'
import numpy as np
table = np.zeros((3, 2))
print(table[0, 2])
EOF
;;
numpy-too-many-indices) py <<'EOF'
import numpy as np
labels = np.array([0, 1, 1])
print(labels[:, 0])
EOF
;;
numpy-too-many-indices-scalar) py <<'EOF'
import numpy as np
total = np.float64(3.5)
print(np.array(total)[0])
EOF
;;
numpy-size-1-arrays) py <<'EOF'
import math
import numpy as np
angles = np.array([0.0, 1.0])
print(math.sin(angles))
EOF
;;
numpy-size-1-arrays-int) py <<'EOF'
import numpy as np
values = np.array([1.5, 2.5])
print(int(values))
EOF
;;
numpy-removed-alias) py <<'EOF'
import numpy as np
prices = np.array(["1.5", "2"]).astype(np.float)
EOF
;;
numpy-removed-alias-int) py <<'EOF'
import numpy as np
counts = np.zeros(3, dtype=np.int)
EOF
;;
numpy-unable-to-allocate) py <<'EOF'
import numpy as np
big = np.empty((200000, 200000))
EOF
;;
numpy-unable-to-allocate-zeros) py <<'EOF'
import numpy as np
cube = np.zeros((5000, 5000, 5000), dtype=np.float32)
EOF
;;
pandas-truth-value) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"age": [17, 30]})
if df["age"] > 18:
    print("adult")
EOF
;;
pandas-truth-value-and) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"age": [17, 30], "score": [5, 9]})
adults = df[df["age"] > 18 and df["score"] > 6]
EOF
;;
pandas-none-in-columns) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"Name": ["a"], "Age": [1]})
print(df[["name", "age"]])
EOF
;;
pandas-not-in-index) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"name": ["a"], "age": [1]})
print(df[["name", "email"]])
EOF
;;
pandas-setting-with-copy) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"age": [17, 30], "group": ["x", "y"]})
adults = df[df["age"] > 18]
adults["group"] = "adult"
EOF
;;
pandas-setting-with-copy-chained) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"age": [17, 30], "group": ["x", "y"]})
df[df["age"] > 18]["group"] = "adult"
EOF
;;
pandas-tokenizing) printf 'id,name\n1,ada\n2,linus,torvalds\n' > data.csv; py <<'EOF'
import pandas as pd
df = pd.read_csv("data.csv")
EOF
;;
pandas-tokenizing-sep) printf 'id;name;city\n1;ada;london\n2;linus,torvalds;helsinki\n3,x,y,z\n' > data.csv; py <<'EOF'
import pandas as pd
df = pd.read_csv("data.csv")
EOF
;;
pandas-scalar-index) py <<'EOF'
import pandas as pd
row = {"name": "ada", "age": 36}
df = pd.DataFrame(row)
EOF
;;
pandas-scalar-index-dict) py <<'EOF'
import pandas as pd
stats = pd.DataFrame({"mean": 1.5, "max": 3})
EOF
;;
pandas-length-mismatch) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"a": [1, 2, 3, 4]})
df["b"] = [1, 2, 3]
EOF
;;
pandas-length-mismatch-columns) py <<'EOF'
import pandas as pd
df = pd.DataFrame([[1, 2, 3]], columns=["a", "b"])
EOF
;;
pandas-non-finite-int) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"qty": [1, None, 3]})
df["qty"] = df["qty"].astype(int)
EOF
;;
pandas-non-finite-int-inf) py <<'EOF'
import numpy as np
import pandas as pd
s = pd.Series([1.0, np.inf])
print(s.astype("int64"))
EOF
;;
pandas-merge-dtype) py <<'EOF'
import pandas as pd
orders = pd.DataFrame({"customer_id": ["1", "2"], "total": [5, 7]})
customers = pd.DataFrame({"customer_id": [1, 2], "name": ["a", "b"]})
orders.merge(customers, on="customer_id")
EOF
;;
pandas-merge-dtype-reverse) py <<'EOF'
import pandas as pd
left = pd.DataFrame({"key": [1, 2]})
right = pd.DataFrame({"key": ["1", "2"], "v": [3, 4]})
left.merge(right, on="key")
EOF
;;
pandas-duplicate-labels) py <<'EOF'
import pandas as pd
s = pd.Series([1, 2, 3], index=["a", "a", "b"])
s.reindex(["a", "b", "c"])
EOF
;;
pandas-duplicate-labels-reindex) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"v": [1, 2]}, index=["x", "x"])
df.reindex(["x", "y"])
EOF
;;
pandas-append-removed) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"a": [1]})
df = df.append({"a": 2}, ignore_index=True)
EOF
;;
pandas-iteritems-removed) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"a": [1]})
for name, col in df.iteritems():
    print(name)
EOF
;;
pandas-missing-optional) py <<'EOF'
import pandas as pd
pd.DataFrame({"a": [1]}).to_excel("out.xlsx")
EOF
;;
pandas-missing-optional-parquet) py <<'EOF'
import pandas as pd
pd.DataFrame({"a": [1]}).to_parquet("out.parquet")
EOF
;;
pandas-key-error-column) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"Price": [1.0]})
print(df["price"])
EOF
;;
pandas-key-error-column-space) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"total ": [1.0]})
print(df["total"])
EOF
;;
network-unreachable) py <<'EOF'
import socket
socket.create_connection(("2001:db8::10", 443), timeout=5)
EOF
;;
network-unreachable-urlopen) py <<'EOF'
import urllib.request
urllib.request.urlopen("http://[2001:db8::10]/status", timeout=5)
EOF
;;
numpy-interpret-dtype) py <<'EOF'
import numpy as np
grid = np.zeros(3, 4)
EOF
;;
numpy-interpret-dtype-ones) py <<'EOF'
import numpy as np
mask = np.ones(10, 10)
EOF
;;
numpy-singular-matrix) py <<'EOF'
import numpy as np
m = np.array([[1.0, 2.0], [2.0, 4.0]])
print(np.linalg.inv(m))
EOF
;;
numpy-singular-matrix-solve) py <<'EOF'
import numpy as np
a = np.zeros((3, 3))
print(np.linalg.solve(a, np.ones(3)))
EOF
;;
numpy-runtime-warning-divide) py <<'EOF'
import numpy as np
totals = np.array([0.0, 4.0])
counts = np.array([0.0, 2.0])
print(totals / counts)
EOF
;;
numpy-runtime-warning-log) py <<'EOF'
import numpy as np
print(np.log(np.array([0.0, 1.0])))
EOF
;;
pandas-str-accessor) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"zip": [10115, 20095]})
print(df["zip"].str.startswith("1"))
EOF
;;
pandas-dt-accessor) py <<'EOF'
import pandas as pd
df = pd.DataFrame({"day": ["2024-01-01", "2024-01-02"]})
print(df["day"].dt.year)
EOF
;;
pandas-missing-optional-excel) "$PY" -c "import zipfile; zipfile.ZipFile('report.xlsx', 'w').writestr('[Content_Types].xml', '<Types/>')"
  py <<'EOF'
import pandas as pd
pd.read_excel("report.xlsx", engine="openpyxl")
EOF
;;
overflow-c-long) py <<'EOF'
import numpy as np
ids = np.array([2**70, 1], dtype=np.int64)
EOF
;;
overflow-c-long-numpy) py <<'EOF'
import numpy as np
counts = np.zeros(3, dtype=np.int64)
counts[0] = 10**20
EOF
;;
futures-after-shutdown) py <<'EOF'
from concurrent.futures import ThreadPoolExecutor
pool = ThreadPoolExecutor(max_workers=2)
pool.shutdown()
pool.submit(print, "late job")
EOF
;;
futures-after-interpreter-shutdown) py <<'EOF'
import threading, time
from concurrent.futures import ThreadPoolExecutor

def background():
    time.sleep(0.5)
    ThreadPoolExecutor().submit(print, "flush")

threading.Thread(target=background).start()
EOF
;;
relative-import-beyond-top)
  mkdir -p app/api; touch app/__init__.py app/api/__init__.py
  echo 'from ...config import settings' > app/api/routes.py
  "$PY" -c "import app.api.routes" 2>&1 ;;
relative-import-beyond-top-module)
  mkdir -p service/handlers; touch service/__init__.py service/handlers/__init__.py
  echo 'from ..utils import helpers' > service/handlers/users.py
  cd service && "$PY" -m handlers.users 2>&1 ;;
import-name-differs) py <<'EOF'
import cv2
EOF
;;
import-name-differs-from) py <<'EOF'
from sklearn.model_selection import train_test_split
EOF
;;
object-init-one-argument) py <<'EOF'
class Base:
    def __init__(self, **kwargs):
        super().__init__(**kwargs)

class Widget(Base):
    def __init__(self, name, **kwargs):
        super().__init__(**kwargs)
        self.name = name

Widget("button", color="red")
EOF
;;
object-new-one-argument) py <<'EOF'
class Singleton:
    _instance = None
    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            cls._instance = super().__new__(cls, *args, **kwargs)
        return cls._instance
    def __init__(self, path):
        self.path = path

Singleton("settings.ini")
EOF
;;
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
