#!/usr/bin/env bash
# Capture cases for catalogue/flask: each case writes a small Flask app into a temporary directory
# and runs it with Debian's Flask (via the test client, the flask CLI or the development server),
# printing what Flask and Werkzeug print (stderr merged).
# Debian packages: python3-flask (2.2), python3-werkzeug, python3-jinja2, python3-flask-sqlalchemy,
# python3 (/usr/bin/python3, 3.11).
# Usage: bash catalogue/capture/flask.sh CASE    (no argument: list the cases)
set -u
PY=${PYTHON:-/usr/bin/python3}
CASES="outside-app-context outside-request-context build-error template-not-found undefined-error
endpoint-overwrite no-app-found session-no-secret-key method-not-allowed invalid-response-none
sqlalchemy-no-database-uri port-in-use import-error-app bad-request-key-error"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
w() { mkdir -p "$(dirname "$1")"; cat > "$1"; }
run() { "$PY" "$@" 2>&1; }
flaskcli() { "$PY" -m flask "$@" 2>&1; }

case "$1" in
outside-app-context)
  w app.py <<'EOF'
from flask import Flask, current_app

app = Flask(__name__)
app.config["GREETING"] = "hello"

print(current_app.config["GREETING"])
EOF
  run app.py ;;
outside-request-context)
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)

def client_ip():
    return request.remote_addr

print(client_ip())
EOF
  run app.py ;;
build-error)
  w app.py <<'EOF'
from flask import Flask, redirect, url_for

app = Flask(__name__)

@app.route("/login")
def login_page():
    return "login"

@app.route("/")
def index():
    return redirect(url_for("login"))

app.testing = True
app.test_client().get("/")
EOF
  run app.py ;;
template-not-found)
  w app.py <<'EOF'
from flask import Flask, render_template

app = Flask(__name__)

@app.route("/")
def index():
    return render_template("index.html", title="Home")

app.testing = True
app.test_client().get("/")
EOF
  run app.py ;;
undefined-error)
  w templates/profile.html <<'EOF'
<h1>{{ user.name.upper() }}</h1>
EOF
  w app.py <<'EOF'
from flask import Flask, render_template

app = Flask(__name__)

@app.route("/profile")
def profile():
    return render_template("profile.html")

app.testing = True
app.test_client().get("/profile")
EOF
  run app.py ;;
endpoint-overwrite)
  w app.py <<'EOF'
from flask import Flask

app = Flask(__name__)

def login_required(view):
    def wrapper(*args, **kwargs):
        return view(*args, **kwargs)
    return wrapper

@app.route("/dashboard")
@login_required
def dashboard():
    return "dashboard"

@app.route("/settings")
@login_required
def settings():
    return "settings"
EOF
  run app.py ;;
no-app-found)
  mkdir -p project && cd project
  w server.py <<'EOF'
from flask import Flask

application_instance = None
EOF
  flaskcli run ;;
import-error-app)
  w app.py <<'EOF'
from flask import Flask
from flask_cors import CORS

app = Flask(__name__)
CORS(app)
EOF
  flaskcli --app app routes ;;
session-no-secret-key)
  w app.py <<'EOF'
from flask import Flask, session

app = Flask(__name__)

@app.route("/cart/add")
def add_to_cart():
    session["items"] = session.get("items", 0) + 1
    return "added"

app.testing = True
app.test_client().get("/cart/add")
EOF
  run app.py ;;
method-not-allowed)
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)

@app.route("/items")
def items():
    return "list"

PORT = __import__("sys").argv[1]
app.run(port=int(PORT))
EOF
  PORT=$(free_port)
  "$PY" app.py "$PORT" >server.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  python3 -c 'import sys, urllib.request
try:
    urllib.request.urlopen(urllib.request.Request("http://127.0.0.1:%s/items" % sys.argv[1], data=b"name=lamp", method="POST"))
except Exception as e:
    print(e)' "$PORT"
  sleep 0.5
  grep -v '^ \* \|^Press CTRL\|WARNING: This is a development' server.log | sed 's/^127.0.0.1 - - \[[^]]*\] /127.0.0.1 - - /' ;;
invalid-response-none)
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)

@app.route("/search")
def search():
    q = request.args.get("q")
    if q:
        return f"results for {q}"

app.testing = True
app.test_client().get("/search")
EOF
  run app.py ;;
sqlalchemy-no-database-uri)
  w app.py <<'EOF'
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
db = SQLAlchemy(app)
EOF
  run app.py ;;
port-in-use)
  w app.py <<'EOF'
import sys
from flask import Flask

app = Flask(__name__)
app.run(port=int(sys.argv[1]))
EOF
  PORT=$(free_port)
  hold_port "$PORT"
  timeout 10 "$PY" app.py "$PORT" 2>&1 ;;
bad-request-key-error)
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)

@app.route("/signup", methods=["POST"])
def signup():
    return "welcome " + request.form["email"]

with app.test_request_context("/signup", method="POST", data={"name": "ana"}):
    signup()
EOF
  run app.py ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
