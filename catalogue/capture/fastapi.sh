#!/usr/bin/env bash
# Capture cases for catalogue/fastapi: each case writes a small FastAPI or Pydantic program into a
# temporary directory and runs it with Debian's packages (TestClient, uvicorn on 127.0.0.1), printing
# what FastAPI, Starlette, Pydantic and uvicorn print (stderr merged).
# Debian packages: python3-fastapi (0.92), python3-starlette, python3-pydantic (1.10),
# python3-uvicorn (0.17), python3-httpx, python3 (/usr/bin/python3, 3.11).
# Usage: bash catalogue/capture/fastapi.sh CASE    (no argument: list the cases)
set -u
PY=${PYTHON:-/usr/bin/python3}
CASES="validation-422-missing validation-422-type pydantic-validation-error uvicorn-module-not-found
uvicorn-attribute-not-found uvicorn-address-in-use form-needs-multipart invalid-response-field
asgi-exception validation-422-json-decode response-validation-error
cors-preflight-400"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
w() { mkdir -p "$(dirname "$1")"; cat > "$1"; }
run() { "$PY" "$@" 2>&1; }

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
  PORT=$(free_port)
  "$PY" -m uvicorn main:app --port "$PORT" >server.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  python3 -c 'import sys, urllib.request
try:
    urllib.request.urlopen("http://127.0.0.1:%s/users/2" % sys.argv[1])
except Exception as e:
    print(e)' "$PORT" >/dev/null
  sleep 0.5
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
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
