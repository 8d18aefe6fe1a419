#!/usr/bin/env bash
# Capture cases for catalogue/python's Pyright and mypy rule records that python-linters.sh does
# not cover: a small app.py per rule, checked by the real tool. Pyright cases print the
# diagnostic's message and rule (what an editor publishes, from --outputjson) and then the CLI
# lines; mypy cases print mypy's lines for that error code.
# Needs: pyright 1.1.414 from npm (PYRIGHT, default /tmp/reg-npm/node_modules/.bin/pyright, with
# nodejs) and the Debian package python3-mypy (mypy 1.0.1). Nothing runs but the checkers.
# Usage: bash catalogue/capture/python-typecheck-rules.sh CASE   (no argument lists the cases)
set -u
PYRIGHT=${PYRIGHT:-/tmp/reg-npm/node_modules/.bin/pyright}
CASES="pyright-incompatible-method-override pyright-incompatible-variable-override
pyright-redeclaration pyright-self-cls-parameter-name pyright-unused-coroutine
pyright-typeddict-not-required-access pyright-operator-issue pyright-unused-expression
pyright-invalid-string-escape pyright-optional-operand pyright-optional-call pyright-invalid-type-form
pyright-abstract-usage pyright-unnecessary-isinstance pyright-unused-variable pyright-unused-import
mypy-misc mypy-override mypy-call-overload mypy-has-type mypy-type-arg mypy-valid-type mypy-no-redef
mypy-unused-coroutine mypy-no-untyped-call mypy-func-returns-value mypy-typeddict-item mypy-abstract
mypy-truthy-function mypy-no-any-return mypy-unreachable mypy-misc-not-callable mypy-misc-subclass-any
mypy-misc-untyped-decorator mypy-misc-unpack-count mypy-misc-read-only-property mypy-misc-dynamic-base-class
pyright-attr-cannot-access pyright-attr-cannot-assign pyright-attr-unknown-import-symbol
pyright-attr-assign-type pyright-call-no-parameter-named pyright-call-argument-missing
pyright-call-no-overloads pyright-call-not-callable pyright-return-all-code-paths
pyright-index-setitem pyright-param-default-none pyright-general-index-out-of-range
mypy-attr-defined-class mypy-attr-defined-module-import mypy-attr-defined-not-exported
mypy-call-arg-missing-positional mypy-call-arg-unexpected-keyword mypy-call-arg-missing-named
mypy-call-arg-too-few mypy-index-invalid-type mypy-index-unsupported-target
mypy-operator-none-operand mypy-return-value-none-expected mypy-return-value-expected
mypy-assignment-default-none mypy-no-redef-import mypy-misc-tuple-index
mypy-union-attr-not-iterable mypy-index-optional
pyright-argument-optional mypy-arg-type-optional"

# A program that reads attributes its classes do not have (one case for each checker).
misspelled_attribute_program() {
  cat <<'PY'
class Order:
    def __init__(self) -> None:
        self.total = 0


order = Order()
print(order.totl)
print("abc".lenght)
PY
}

# A program that passes Optional[str] values where str is expected (one case for each checker).
optional_argument_program() {
  cat <<'PY'
import os
from pathlib import Path
from typing import Optional


def greet(name: str) -> str:
    return "hello " + name


def find_user(key: str) -> Optional[str]: ...


greet(os.environ.get("USER"))
greet(find_user("a"))
home = Path(os.environ.get("APP_HOME"))
PY
}

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
# mypy CODE [OPTION...]: check app.py (read from stdin) with mypy and print what it reports.
mypy() {
  cat > app.py
  shift
  /usr/bin/python3 -m mypy --no-error-summary "$@" app.py
}

case_body() {
  case "$1" in
  pyright-incompatible-method-override) pyright reportIncompatibleMethodOverride <<'PY'
class Store:
    def save(self, key: str, value: int) -> None: ...

class FileStore(Store):
    def save(self, key: str) -> None: ...
PY
  ;;
  pyright-incompatible-variable-override) pyright reportIncompatibleVariableOverride <<'PY'
class Base:
    name: str = "base"

class Child(Base):
    name: int = 3
PY
  ;;
  pyright-redeclaration) pyright reportRedeclaration <<'PY'
class Report:
    def render(self) -> str:
        return "a"

    def render(self, fmt: str) -> str:
        return fmt
PY
  ;;
  pyright-self-cls-parameter-name) pyright reportSelfClsParameterName <<'PY'
class Job:
    def run():
        print("running")
PY
  ;;
  pyright-unused-coroutine) pyright reportUnusedCoroutine <<'PY'
import asyncio

async def fetch() -> int:
    await asyncio.sleep(0)
    return 1

async def main() -> None:
    fetch()
PY
  ;;
  pyright-typeddict-not-required-access) pyright reportTypedDictNotRequiredAccess <<'PY'
from typing import TypedDict, NotRequired

class User(TypedDict):
    name: str
    email: NotRequired[str]

def contact(u: User) -> str:
    return u["email"]
PY
  ;;
  pyright-operator-issue) pyright reportOperatorIssue <<'PY'
count = 3
label = "items: " + count
PY
  ;;
  pyright-unused-expression) pyright reportUnusedExpression <<'PY'
total = 0
total == 1
PY
  ;;
  pyright-invalid-string-escape) pyright reportInvalidStringEscapeSequence <<'PY'
import re
digits = re.compile("\d+")
PY
  ;;
  pyright-optional-operand) pyright reportOptionalOperand <<'PY'
prices = {"a": 1}
total = prices.get("b") + 1
PY
  ;;
  pyright-optional-call) pyright reportOptionalCall <<'PY'
from typing import Callable, Optional

def run(hook: Optional[Callable[[], None]] = None) -> None:
    hook()
PY
  ;;
  pyright-invalid-type-form) pyright reportInvalidTypeForm <<'PY'
def pick():
    return int

Number = pick()

def double(x: Number) -> Number:
    return x * 2
PY
  ;;
  pyright-abstract-usage) pyright reportAbstractUsage <<'PY'
from abc import ABC, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

s = Shape()
PY
  ;;
  pyright-unnecessary-isinstance) pyright reportUnnecessaryIsInstance <<'PY'
# pyright: strict
def size(text: str) -> int:
    if isinstance(text, str):
        return len(text)
    return 0
PY
  ;;
  pyright-unused-variable) pyright reportUnusedVariable <<'PY'
# pyright: strict
def compute() -> int:
    result = 2 * 21
    return 42
PY
  ;;
  pyright-unused-import) pyright reportUnusedImport <<'PY'
# pyright: strict
import os
PY
  ;;
  mypy-misc) mypy misc <<'PY'
from typing import Final

RETRIES: Final = 3
RETRIES = 4
PY
  ;;
  mypy-misc-not-callable) mypy misc <<'PY'
handler = None
handler()
PY
  ;;
  mypy-misc-subclass-any) mypy misc --disallow-subclassing-any <<'PY'
from typing import Any

Base: Any = object


class Child(Base):
    pass
PY
  ;;
  mypy-misc-untyped-decorator) mypy misc --disallow-untyped-decorators <<'PY'
def deco(f):
    return f


@deco
def run(x: int) -> int:
    return x
PY
  ;;
  mypy-misc-unpack-count) mypy misc <<'PY'
a, b = (1, 2, 3)
c, d, e = (1, 2)
PY
  ;;
  mypy-misc-read-only-property) mypy misc <<'PY'
class Box:
    @property
    def size(self) -> int:
        return 1


Box().size = 3
PY
  ;;
  mypy-misc-dynamic-base-class) mypy misc <<'PY'
def make() -> type:
    return int


class Number(make()):
    pass
PY
  ;;
  mypy-override) mypy override <<'PY'
class Store:
    def save(self, key: str, value: int) -> None: ...

class FileStore(Store):
    def save(self, key: str) -> None: ...
PY
  ;;
  mypy-call-overload) mypy call-overload <<'PY'
price = int(3.5, 10)
PY
  ;;
  mypy-has-type) mypy has-type <<'PY'
class Order:
    def __init__(self) -> None:
        self.total = Invoice().amount

class Invoice:
    def __init__(self) -> None:
        self.amount = Order().total
PY
  ;;
  mypy-type-arg) mypy type-arg --disallow-any-generics <<'PY'
def names(rows: list) -> dict:
    return {}
PY
  ;;
  mypy-valid-type) mypy valid-type <<'PY'
def pick():
    return int

Number = pick()

def double(x: Number) -> Number:
    return x * 2
PY
  ;;
  mypy-no-redef) mypy no-redef <<'PY'
def render() -> str:
    return "a"

def render() -> str:
    return "b"
PY
  ;;
  mypy-unused-coroutine) mypy unused-coroutine <<'PY'
import asyncio

async def fetch() -> int:
    await asyncio.sleep(0)
    return 1

async def main() -> None:
    fetch()
PY
  ;;
  mypy-no-untyped-call) mypy no-untyped-call --disallow-untyped-calls <<'PY'
def legacy(x):
    return x

def typed() -> None:
    legacy(1)
PY
  ;;
  mypy-func-returns-value) mypy func-returns-value <<'PY'
def save(path: str) -> None:
    print(path)

result = save("report.txt")
PY
  ;;
  mypy-typeddict-item) mypy typeddict-item <<'PY'
from typing import TypedDict

class User(TypedDict):
    name: str
    age: int

u: User = {"name": "a", "age": "old"}
PY
  ;;
  mypy-abstract) mypy abstract <<'PY'
from abc import ABC, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

s = Shape()
PY
  ;;
  mypy-truthy-function) mypy truthy-function <<'PY'
def is_ready() -> bool:
    return False

if is_ready:
    print("go")
PY
  ;;
  mypy-no-any-return) mypy no-any-return --warn-return-any <<'PY'
import json

def port(text: str) -> int:
    return json.loads(text)["port"]
PY
  ;;
  mypy-unreachable) mypy unreachable --warn-unreachable <<'PY'
def label(n: int) -> str:
    if isinstance(n, int):
        return "number"
    return "other"
PY
  ;;
  pyright-attr-cannot-access) misspelled_attribute_program | pyright reportAttributeAccessIssue ;;
  pyright-attr-cannot-assign) pyright reportAttributeAccessIssue <<'PY'
class Box:
    @property
    def size(self) -> int:
        return 1


box = Box()
box.size = 3
box.colour = "red"
PY
  ;;
  pyright-attr-unknown-import-symbol) pyright reportAttributeAccessIssue <<'PY'
from os import getcwdu
from collections import Mapping
PY
  ;;
  pyright-attr-assign-type) pyright reportAttributeAccessIssue <<'PY'
class Counter:
    def __init__(self) -> None:
        self.count: int = 0


c = Counter()
c.count = "ten"
PY
  ;;
  pyright-call-no-parameter-named) pyright reportCallIssue <<'PY'
def connect(host: str, port: int = 5432) -> None: ...


connect("db", prot=5433)
connect(hostname="db")
PY
  ;;
  pyright-call-argument-missing) pyright reportCallIssue <<'PY'
def connect(host: str, port: int, user: str) -> None: ...


connect("db", 5432)
connect()
PY
  ;;
  pyright-call-no-overloads) pyright reportCallIssue <<'PY'
import subprocess

subprocess.run(["ls"], text=True, capture_output="yes", shell=1, bogus=2)
print(max())
PY
  ;;
  pyright-call-not-callable) pyright reportCallIssue <<'PY'
limit = 10
print(limit())
name = "x"
name()
PY
  ;;
  pyright-return-all-code-paths) pyright reportReturnType <<'PY'
def sign(n: int) -> str:
    if n > 0:
        return "+"
    elif n < 0:
        return "-"


def lookup(key: str) -> int:
    for k in ("a", "b"):
        if k == key:
            return 1
PY
  ;;
  pyright-index-setitem) pyright reportIndexIssue <<'PY'
point = (1, 2)
point[0] = 3
name = "abc"
name[0] = "A"
PY
  ;;
  pyright-general-index-out-of-range) pyright reportGeneralTypeIssues <<'PY'
pair = (1, 2)
print(pair[2])
row: tuple[str, int, float] = ("a", 1, 2.0)
print(row[-4])
PY
  ;;
  pyright-param-default-none) pyright reportArgumentType <<'PY'
def greet(name: str = None) -> str:
    return "hello " + (name or "")


def scale(factor: float = None, items: list[int] = None) -> None: ...
PY
  ;;
  mypy-attr-defined-class) misspelled_attribute_program | mypy attr-defined ;;
  mypy-attr-defined-module-import) mypy attr-defined <<'PY'
from os import getcwdu
from collections import Mapping
PY
  ;;
  mypy-attr-defined-not-exported) mkdir -p shapes && printf 'from typing import List\n' > shapes/__init__.py
    mypy attr-defined --no-implicit-reexport <<'PY'
from shapes import List
PY
  ;;
  mypy-call-arg-missing-positional) mypy call-arg <<'PY'
def connect(host: str, port: int, user: str) -> None: ...


connect("db", 5432)
connect("db")
PY
  ;;
  mypy-call-arg-unexpected-keyword) mypy call-arg <<'PY'
def connect(host: str, port: int = 5432) -> None: ...


connect("db", prot=5433)
PY
  ;;
  mypy-call-arg-missing-named) mypy call-arg <<'PY'
from dataclasses import dataclass


@dataclass(frozen=True)
class User:
    name: str
    email: str


def send(*, to: str, subject: str) -> None: ...


send(to="a@example.com")
User("ann")
PY
  ;;
  mypy-call-arg-too-few) mypy call-arg <<'PY'
from typing import Callable


def run(callback: Callable[[int, str], None]) -> None:
    callback(1)
PY
  ;;
  mypy-index-invalid-type) mypy index <<'PY'
from typing import Dict

ports: Dict[str, int] = {"http": 80}
codes: Dict[int, str] = {200: "ok"}
print(ports[80])
print(codes["200"])
PY
  ;;
  mypy-index-unsupported-target) mypy index <<'PY'
point = (1, 2)
point[0] = 3
name = "abc"
name[0] = "A"
PY
  ;;
  mypy-operator-none-operand) mypy operator <<'PY'
from typing import Optional


def total(price: Optional[int], tax: int) -> int:
    return price + tax


def discounted(price: Optional[float]) -> float:
    return price * 0.9
PY
  ;;
  mypy-return-value-none-expected) mypy return-value <<'PY'
def save(path: str) -> None:
    print(path)
    return len(path)
PY
  ;;
  mypy-return-value-expected) mypy return-value <<'PY'
def port(text: str) -> int:
    if not text:
        return
    return int(text)
PY
  ;;
  mypy-assignment-default-none) mypy assignment <<'PY'
def greet(name: str = None) -> str:
    return "hello " + (name or "")


def scale(factor: float = None) -> None: ...
PY
  ;;
  mypy-no-redef-import) mypy no-redef <<'PY'
import json
from os import path


def json() -> None: ...


class path: ...
PY
  ;;
  mypy-misc-tuple-index) mypy misc <<'PY'
pair = (1, 2)
print(pair[2])
PY
  ;;
  mypy-union-attr-not-iterable) mypy union-attr <<'PY'
import os
from typing import Optional


def letters(word: Optional[str]) -> None:
    for c in word:
        print(c)


for part in os.environ.get("PATH"):
    print(part)
PY
  ;;
  mypy-index-optional) mypy index <<'PY'
import re
from typing import Dict, Optional


def first(row: Optional[Dict[str, int]]) -> int:
    return row["id"]


m = re.match(r"(\d+)", "42")
print(m[1])
PY
  ;;
  pyright-argument-optional) optional_argument_program | pyright reportArgumentType ;;
  mypy-arg-type-optional) optional_argument_program | mypy arg-type ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
