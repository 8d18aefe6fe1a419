#!/usr/bin/env bash
# Capture cases for catalogue/fastapi: each case writes a small FastAPI or Pydantic program into a
# temporary directory and runs it with Debian's packages (TestClient, uvicorn on 127.0.0.1), printing
# what FastAPI, Starlette, Pydantic and uvicorn print (stderr merged).
# Debian packages: python3-fastapi (0.92), python3-starlette, python3-pydantic (1.10),
# python3-uvicorn (0.17), python3-httpx, python3-sqlalchemy (1.4, depends-called-directly-db),
# python3 (/usr/bin/python3, 3.11).
# Usage: bash catalogue/capture/fastapi.sh CASE    (no argument: list the cases)
set -u
PY=${PYTHON:-/usr/bin/python3}
# Cases marked "Pydantic 2" need a Python with Pydantic 2.x (pip; here pyenv's 3.11.7 with Pydantic 2.13).
PY2=${PYTHON_PYDANTIC2:-python3}
CASES="validation-422-missing validation-422-type pydantic-validation-error uvicorn-module-not-found
uvicorn-attribute-not-found uvicorn-address-in-use form-needs-multipart invalid-response-field
asgi-exception validation-422-json-decode response-validation-error
cors-preflight-400 root-validator-skip-on-failure config-keys-renamed from-orm-needs-from-attributes
non-annotated-attribute arbitrary-type-v2 arbitrary-type-v1 model-not-fully-defined forward-ref-v1
protected-namespace deprecated-dict email-validator-missing wsgi-server
static-directory-missing jinja2-templates-missing url-for-no-match status-204-body
websocket-disconnect uvicorn-no-websocket-library uvicorn-invalid-http-request
content-length-mismatch middleware-after-start jsonable-encoder-coroutine uvicorn-reload-import-string
content-length-short cors-preflight-headers starlette-templates-missing jsonable-encoder-slots
middleware-after-startup deprecated-parse-obj email-validator-missing-v1 non-annotated-value
from-orm-row root-validator-call validation-422-json-truncated url-for-static-filename
static-directory-dist status-304-body uvicorn-import-string-format uvicorn-package-not-found
uvicorn-invalid-http-debug websocket-client-going-away
orm-mode-response-v1 from-orm-needs-orm-mode-v1 depends-called-directly depends-called-directly-db"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
w() { mkdir -p "$(dirname "$1")"; cat > "$1"; }
run() { "$PY" "$@" 2>&1; }
# serve_main: `uvicorn main:app` on a free port ($PORT), in the background, its log in server.log.
serve_main() {
  PORT=$(free_port)
  "$PY" -m uvicorn main:app --port "$PORT" >server.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}
# fetch PATH: GET PATH from serve_main's server, whatever error the request meets (the server's
# log is what a case prints), then give the log a moment to be written.
fetch() {
  python3 -c 'import sys, urllib.request
try:
    urllib.request.urlopen("http://127.0.0.1:%s%s" % (sys.argv[1], sys.argv[2]), timeout=3).read()
except Exception:
    pass' "$PORT" "$1"
  sleep 0.5
}
# arbitrary_type PYTHON: a model with a field of a plain class, run with PYTHON (its Pydantic version).
arbitrary_type() {
  w app.py <<'EOF'
from pydantic import BaseModel

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

class Shape(BaseModel):
    name: str
    origin: Point
EOF
  "$1" app.py 2>&1
}

case "$1" in
validation-422-missing)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import BaseModel

app = FastAPI()

class Item(BaseModel):
    name: str
    price: float

@app.post("/items")
def create_item(item: Item):
    return item

r = TestClient(app).post("/items", json={"name": "lamp"})
print(r.status_code, r.reason_phrase)
print(r.text)
EOF
  run app.py ;;
validation-422-type)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.testclient import TestClient

app = FastAPI()

@app.get("/items/{item_id}")
def read_item(item_id: int, limit: int = 10):
    return {"item_id": item_id}

r = TestClient(app).get("/items/abc?limit=ten")
print(r.status_code, r.reason_phrase)
print(r.text)
EOF
  run app.py ;;
validation-422-json-decode)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import BaseModel

app = FastAPI()

class Item(BaseModel):
    name: str

@app.post("/items")
def create_item(item: Item):
    return item

r = TestClient(app).post("/items", content=b"{'name': 'lamp'}", headers={"content-type": "application/json"})
print(r.status_code, r.reason_phrase)
print(r.text)
EOF
  run app.py ;;
pydantic-validation-error)
  w app.py <<'EOF'
from pydantic import BaseModel

class User(BaseModel):
    id: int
    email: str
    age: int

User(id="x1", email="ana@example.com")
EOF
  run app.py ;;
uvicorn-module-not-found)
  w server.py <<'EOF'
from fastapi import FastAPI

app = FastAPI()
EOF
  PORT=$(free_port)
  timeout 10 "$PY" -m uvicorn main:app --port "$PORT" 2>&1 ;;
uvicorn-attribute-not-found)
  w main.py <<'EOF'
from fastapi import FastAPI

api = FastAPI()
EOF
  PORT=$(free_port)
  timeout 10 "$PY" -m uvicorn main:app --port "$PORT" 2>&1 ;;
uvicorn-address-in-use)
  w main.py <<'EOF'
from fastapi import FastAPI

app = FastAPI()
EOF
  PORT=$(free_port)
  hold_port "$PORT"
  timeout 10 "$PY" -m uvicorn main:app --port "$PORT" 2>&1 ;;
form-needs-multipart)
  # python3-multipart is a dependency of Debian's python3-fastapi: the case hides it from the import
  # system so that FastAPI's own check runs as it does where the package is absent.
  w app.py <<'EOF'
import sys
sys.modules["multipart"] = None
from fastapi import FastAPI, Form

app = FastAPI()

@app.post("/login")
def login(username: str = Form(...), password: str = Form(...)):
    return {"user": username}
EOF
  run app.py ;;
invalid-response-field)
  w app.py <<'EOF'
from fastapi import FastAPI
from sqlalchemy.orm import Session

app = FastAPI()

def get_db():
    yield None

@app.get("/users")
def list_users(db: Session = None) -> Session:
    return []
EOF
  run app.py ;;
asgi-exception)
  w main.py <<'EOF'
from fastapi import FastAPI

app = FastAPI()
USERS = {1: {"name": "ana"}}

@app.get("/users/{user_id}")
def get_user(user_id: int):
    return {"name": USERS[user_id]["name"]}
EOF
  serve_main
  fetch /users/2
  sed -n '/^INFO: .*500/,$p' server.log ;;
response-validation-error)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import BaseModel

app = FastAPI()

class UserOut(BaseModel):
    id: int
    email: str

@app.get("/me", response_model=UserOut)
def me():
    return {"id": 1}

TestClient(app).get("/me")
EOF
  run app.py ;;
cors-preflight-400)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.testclient import TestClient

app = FastAPI()
app.add_middleware(CORSMiddleware, allow_origins=["http://localhost:3000"], allow_methods=["GET"])

@app.post("/items")
def create_item():
    return {}

r = TestClient(app).options("/items", headers={"Origin": "http://localhost:5173", "Access-Control-Request-Method": "POST"})
print(r.status_code, r.reason_phrase)
print(r.text)
EOF
  run app.py ;;
root-validator-skip-on-failure)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel, root_validator

class Signup(BaseModel):
    password: str
    password2: str

    @root_validator
    def passwords_match(cls, values):
        return values
EOF
  "$PY2" app.py 2>&1 ;;
config-keys-renamed)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel

class UserOut(BaseModel):
    id: int
    email: str

    class Config:
        orm_mode = True
        allow_population_by_field_name = True
EOF
  "$PY2" -W default app.py 2>&1 ;;
from-orm-needs-from-attributes)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel

class Row:
    id = 1
    email = "ana@example.com"

class UserOut(BaseModel):
    id: int
    email: str

UserOut.from_orm(Row())
EOF
  "$PY2" -W ignore app.py 2>&1 ;;
non-annotated-attribute)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel, Field

class Item(BaseModel):
    name: str
    price = Field(default=0)
EOF
  "$PY2" app.py 2>&1 ;;
arbitrary-type-v2) arbitrary_type "$PY2" ;;   # Pydantic 2
arbitrary-type-v1) arbitrary_type "$PY" ;;
model-not-fully-defined)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel

class Author(BaseModel):
    name: str
    books: list["Book"]

Author(name="ana", books=[])

class Book(BaseModel):
    title: str
EOF
  "$PY2" app.py 2>&1 ;;
forward-ref-v1)
  w app.py <<'EOF'
from typing import List
from pydantic import BaseModel

class Author(BaseModel):
    name: str
    books: List["Book"]

class Book(BaseModel):
    title: str

Author(name="ana", books=[])
EOF
  run app.py ;;
protected-namespace)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel

class Prediction(BaseModel):
    model_dump_path: str
    score: float
EOF
  "$PY2" app.py 2>&1 ;;
deprecated-dict)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel

class Item(BaseModel):
    name: str

print(Item(name="lamp").dict())
EOF
  "$PY2" -W default app.py 2>&1 ;;
email-validator-missing)   # Pydantic 2, without the email-validator package
  w app.py <<'EOF'
import sys
sys.modules["email_validator"] = None
from pydantic import BaseModel, EmailStr

class User(BaseModel):
    email: EmailStr
EOF
  "$PY2" app.py 2>&1 ;;
wsgi-server)
  w app.py <<'EOF'
import sys, threading, urllib.request
from wsgiref.simple_server import make_server
from fastapi import FastAPI

app = FastAPI()

@app.get("/")
def root():
    return {"ok": True}

server = make_server("127.0.0.1", int(sys.argv[1]), app)
threading.Thread(target=server.handle_request).start()
try:
    urllib.request.urlopen("http://127.0.0.1:%s/" % sys.argv[1])
except Exception as e:
    print(e)
EOF
  run app.py "$(free_port)" ;;
static-directory-missing)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

app = FastAPI()
app.mount("/static", StaticFiles(directory="static"), name="static")
EOF
  run app.py ;;
jinja2-templates-missing)
  w app.py <<'EOF'
import sys
sys.modules["jinja2"] = None
from fastapi import FastAPI
from fastapi.templating import Jinja2Templates

app = FastAPI()
templates = Jinja2Templates(directory="templates")
EOF
  run app.py ;;
url-for-no-match)
  w app.py <<'EOF'
from fastapi import FastAPI, Request
from fastapi.testclient import TestClient

app = FastAPI()

@app.get("/items/{item_id}")
def read_item(item_id: int):
    return {"item_id": item_id}

@app.get("/")
def index(request: Request):
    return {"link": str(request.url_for("get_item", id=1))}

TestClient(app).get("/")
EOF
  run app.py ;;
status-204-body)
  w app.py <<'EOF'
from fastapi import FastAPI

app = FastAPI()

@app.delete("/items/{item_id}", status_code=204)
def delete_item(item_id: int) -> dict:
    return {"deleted": item_id}
EOF
  run app.py ;;
websocket-disconnect)
  w app.py <<'EOF'
from fastapi import FastAPI, WebSocket
from fastapi.testclient import TestClient

app = FastAPI()

@app.websocket("/ws")
async def chat(websocket: WebSocket):
    await websocket.accept()
    while True:
        text = await websocket.receive_text()
        await websocket.send_text(text)

with TestClient(app).websocket_connect("/ws") as ws:
    ws.send_text("hi")
    ws.receive_text()
    ws.close()
EOF
  run app.py ;;
uvicorn-no-websocket-library)
  # wsproto is installed here: uvicorn is started with websockets and wsproto hidden from the import
  # system, as where neither is installed (a plain `pip install uvicorn`).
  w main.py <<'EOF'
from fastapi import FastAPI, WebSocket

app = FastAPI()

@app.websocket("/ws")
async def chat(websocket: WebSocket):
    await websocket.accept()
EOF
  PORT=$(free_port)
  "$PY" -c 'import sys; sys.modules["websockets"] = None; sys.modules["wsproto"] = None
import uvicorn; uvicorn.main()' main:app --port "$PORT" >server.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  python3 -c 'import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.sendall(b"GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
s.recv(4096)' "$PORT"
  sleep 0.5
  grep '^WARNING' server.log ;;
uvicorn-invalid-http-request)
  w main.py <<'EOF'
from fastapi import FastAPI

app = FastAPI()
EOF
  serve_main
  # a TLS ClientHello sent to the plain-HTTP port, as a browser asking for https:// does
  python3 -c 'import socket, ssl, sys
ctx = ssl.create_default_context(); ctx.check_hostname = False; ctx.verify_mode = ssl.CERT_NONE
try:
    ctx.wrap_socket(socket.create_connection(("127.0.0.1", int(sys.argv[1]))), server_hostname="localhost")
except Exception:
    pass' "$PORT"
  sleep 0.5
  grep '^WARNING' server.log ;;
content-length-mismatch)
  w main.py <<'EOF'
from fastapi import FastAPI, Response

app = FastAPI()

@app.get("/report")
def report():
    body = "ünïcode report"
    return Response(content=body, media_type="text/plain", headers={"Content-Length": str(len(body))})
EOF
  serve_main
  fetch /report
  sed -n '/^ERROR/,$p' server.log ;;
middleware-after-start)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.testclient import TestClient

app = FastAPI()

@app.get("/")
def index():
    return {}

TestClient(app).get("/")
app.add_middleware(GZipMiddleware)
EOF
  run app.py ;;
jsonable-encoder-coroutine)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.testclient import TestClient

app = FastAPI()

async def load_user(user_id: int):
    return {"id": user_id}

@app.get("/users/{user_id}")
def get_user(user_id: int):
    return load_user(user_id)

TestClient(app).get("/users/1")
EOF
  run app.py ;;
uvicorn-reload-import-string)
  w main.py <<'EOF'
import sys
import uvicorn
from fastapi import FastAPI

app = FastAPI()

if __name__ == "__main__":
    uvicorn.run(app, port=int(sys.argv[1]), reload=True)
EOF
  timeout 10 "$PY" main.py "$(free_port)" 2>&1 ;;
content-length-short)
  w main.py <<'EOF'
from fastapi import FastAPI, Response

app = FastAPI()

@app.get("/export.csv")
def export():
    body = "id,name\n1,ana\n"
    return Response(content=body, media_type="text/csv", headers={"Content-Length": str(len(body) + 10)})
EOF
  serve_main
  fetch /export.csv
  sed -n '/^ERROR/,$p' server.log ;;
cors-preflight-headers)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.testclient import TestClient

app = FastAPI()
app.add_middleware(CORSMiddleware, allow_origins=["https://app.example.com"], allow_methods=["*"])

@app.get("/profile")
def profile():
    return {}

r = TestClient(app).options("/profile", headers={"Origin": "https://app.example.com", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization"})
print(r.status_code, r.reason_phrase)
print(r.text)
EOF
  run app.py ;;
starlette-templates-missing)
  w app.py <<'EOF'
import sys
sys.modules["jinja2"] = None
from starlette.applications import Starlette
from starlette.templating import Jinja2Templates

templates = Jinja2Templates(directory="app/templates")
app = Starlette()
EOF
  run app.py ;;
jsonable-encoder-slots)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.testclient import TestClient

app = FastAPI()

class Money:
    __slots__ = ("amount", "currency")

    def __init__(self, amount, currency):
        self.amount, self.currency = amount, currency

@app.get("/balance")
def balance():
    return {"balance": Money(10, "EUR")}

TestClient(app).get("/balance")
EOF
  run app.py ;;
middleware-after-startup)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.testclient import TestClient

app = FastAPI()

with TestClient(app):
    app.add_middleware(CORSMiddleware, allow_origins=["*"])
EOF
  run app.py ;;
deprecated-parse-obj)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel

class Settings(BaseModel):
    debug: bool = False

settings = Settings.parse_obj({"debug": True})
EOF
  "$PY2" -W default app.py 2>&1 ;;
email-validator-missing-v1)   # Pydantic 1, without the email-validator package
  w app.py <<'EOF'
import sys
sys.modules["email_validator"] = None
from pydantic import BaseModel, EmailStr

class Signup(BaseModel):
    email: EmailStr
    password: str
EOF
  run app.py ;;
non-annotated-value)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel

class Settings(BaseModel):
    app_name: str
    timeout = 30
EOF
  "$PY2" app.py 2>&1 ;;
from-orm-row)   # Pydantic 2
  w app.py <<'EOF'
from dataclasses import dataclass
from pydantic import BaseModel

@dataclass
class OrderRow:
    id: int
    total: float

class Order(BaseModel):
    id: int
    total: float

print(Order.from_orm(OrderRow(7, 9.5)))
EOF
  "$PY2" -W ignore app.py 2>&1 ;;
root-validator-call)   # Pydantic 2
  w app.py <<'EOF'
from pydantic import BaseModel, root_validator

class DateRange(BaseModel):
    start: int
    end: int

    @root_validator()
    def check_order(cls, values):
        return values
EOF
  "$PY2" app.py 2>&1 ;;
validation-422-json-truncated)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import BaseModel

app = FastAPI()

class Order(BaseModel):
    sku: str
    qty: int

@app.post("/orders")
def create_order(order: Order):
    return order

r = TestClient(app).post("/orders", content=b'{"sku": "A1" "qty": 2}', headers={"content-type": "application/json"})
print(r.status_code, r.reason_phrase)
print(r.text)
EOF
  run app.py ;;
url-for-static-filename)
  w app.py <<'EOF'
from fastapi import FastAPI, Request
from fastapi.staticfiles import StaticFiles
from fastapi.testclient import TestClient
import os

os.makedirs("static", exist_ok=True)
app = FastAPI()
app.mount("/static", StaticFiles(directory="static"), name="static")

@app.get("/")
def index(request: Request):
    return {"css": str(request.url_for("static", filename="style.css"))}

TestClient(app).get("/")
EOF
  run app.py ;;
static-directory-dist)
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

app = FastAPI()
app.mount("/", StaticFiles(directory="frontend/dist", html=True), name="spa")
EOF
  run app.py ;;
status-304-body)
  w app.py <<'EOF'
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

class Item(BaseModel):
    name: str

@app.get("/items/{item_id}", status_code=304, response_model=Item)
def cached_item(item_id: int):
    return {"name": "lamp"}
EOF
  run app.py ;;
uvicorn-import-string-format)
  w main.py <<'EOF'
from fastapi import FastAPI

app = FastAPI()
EOF
  PORT=$(free_port)
  timeout 10 "$PY" -m uvicorn main --port "$PORT" 2>&1 ;;
uvicorn-package-not-found)
  # the package app/ exists, its module main.py does not (it is app/server.py)
  w app/__init__.py </dev/null
  w app/server.py <<'EOF'
from fastapi import FastAPI

app = FastAPI()
EOF
  PORT=$(free_port)
  timeout 10 "$PY" -m uvicorn app.main:app --port "$PORT" 2>&1 ;;
uvicorn-invalid-http-debug)
  w main.py <<'EOF'
from fastapi import FastAPI

app = FastAPI()
EOF
  PORT=$(free_port)
  "$PY" -m uvicorn main:app --port "$PORT" --log-level debug >server.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  python3 -c 'import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.sendall(b"HELLO WORLD\r\n\r\n")
s.recv(4096)' "$PORT"
  sleep 0.5
  sed -n '/^WARNING/,$p' server.log ;;
websocket-client-going-away)
  w app.py <<'EOF'
from fastapi import FastAPI, WebSocket
from fastapi.testclient import TestClient

app = FastAPI()

@app.websocket("/ws/{room}")
async def room(websocket: WebSocket, room: str):
    await websocket.accept()
    while True:
        data = await websocket.receive_json()
        await websocket.send_json(data)

with TestClient(app).websocket_connect("/ws/lobby") as ws:
    ws.send_json({"msg": "hi"})
    ws.receive_json()
    ws.close(code=1001)
EOF
  run app.py ;;
orm-mode-response-v1)   # Pydantic 1: an ORM-style object returned for a response_model without orm_mode
  w app.py <<'EOF'
from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import BaseModel

class ItemOut(BaseModel):
    id: int
    name: str

class ItemRow:
    def __init__(self, id, name):
        self.id, self.name = id, name

app = FastAPI()

@app.get("/items/{item_id}", response_model=ItemOut)
def read_item(item_id: int):
    return ItemRow(item_id, "lamp")

TestClient(app).get("/items/1")
EOF
  run app.py ;;
from-orm-needs-orm-mode-v1)   # Pydantic 1
  w app.py <<'EOF'
from pydantic import BaseModel

class ItemOut(BaseModel):
    id: int
    name: str

class ItemRow:
    def __init__(self, id, name):
        self.id, self.name = id, name

print(ItemOut.from_orm(ItemRow(1, "lamp")))
EOF
  run app.py ;;
depends-called-directly)
  w app.py <<'EOF'
from fastapi import Depends, FastAPI

def get_settings():
    return {"debug": True}

def report(settings: dict = Depends(get_settings)):
    return settings.get("debug")

app = FastAPI()
print(report())
EOF
  run app.py ;;
depends-called-directly-db)
  w app.py <<'EOF'
from fastapi import Depends
from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("sqlite://")
SessionLocal = sessionmaker(bind=engine)

def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()

def count_users(db: Session = Depends(get_db)):
    return db.execute("SELECT 1").scalar()

def nightly_job():
    print(count_users())

nightly_job()
EOF
  run app.py ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
