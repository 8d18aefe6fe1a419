#!/usr/bin/env bash
# Capture cases for catalogue/flask: each case writes a small Flask app into a temporary directory
# and runs it with Debian's Flask (via the test client, the flask CLI or the development server),
# printing what Flask and Werkzeug print (stderr merged).
# Debian packages: python3-flask (2.2), python3-werkzeug, python3-jinja2, python3-flask-sqlalchemy,
# python3-flask-migrate and python3-alembic (the alembic-* cases),
# python3 (/usr/bin/python3, 3.11).
# Usage: bash catalogue/capture/flask.sh CASE    (no argument: list the cases)
set -u
PY=${PYTHON:-/usr/bin/python3}
# Cases marked "Flask 3" need a Python with Flask 3.x (pip; here pyenv's 3.11.7 with Flask 3.1.3).
PY3=${PYTHON_FLASK3:-python3}
CASES="outside-app-context outside-request-context build-error template-not-found undefined-error
endpoint-overwrite no-app-found session-no-secret-key method-not-allowed method-not-allowed-page invalid-response-none
sqlalchemy-no-database-uri port-in-use import-error-app bad-request-key-error
csrf-token-missing csrf-secret-key-required jinja-unknown-tag jinja-nesting-mistake jinja-unexpected-end jinja-unexpected-char
jinja-no-filter before-first-request-removed json-415 json-decode-400 setup-after-first-request
blueprint-name-registered url-leading-slash sqlalchemy-not-registered sqlalchemy-already-registered
login-missing-user-loader dev-server-warning max-content-length abort-404 flask-removed-import
async-extra-missing async-extra-missing-flask3 blueprint-registered-twice csrf-secret-key-form jinja-no-filter-flask3 jinja-expected-token jinja-unexpected-end-if
json-decode-400-debug json-415-form-post login-current-user-no-loader get-or-404 max-content-length-form setup-blueprint-after-first-request sqlalchemy-two-instances sqlalchemy-other-app dev-server-warning-flask-run
alembic-not-up-to-date alembic-multiple-heads alembic-cant-locate-revision
alembic-cli-not-up-to-date alembic-cli-multiple-heads alembic-cli-cant-locate-revision
sqlalchemy-detached-refresh sqlalchemy-detached-lazy-load"

# A Flask app whose /items route takes GET only, served on a free port ($PORT).
serve_get_only_items() {
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
}

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
w() { mkdir -p "$(dirname "$1")"; cat > "$1"; }
run() { "$PY" "$@" 2>&1; }
flaskcli() { "$PY" -m flask "$@" 2>&1; }
# test_get PATH: writes app.py, the app read from stdin followed by a GET of PATH with the test
# client, and runs it.
test_get() {
  { cat; printf 'app.testing = True\napp.test_client().get("%s")\n' "$1"; } > app.py
  run app.py
}
# Writes app.py, which renders template $1 with keyword arguments $2 in a test request, and runs it
# with the Python $3 (default $PY, Flask 2).
render_page() {
  w app.py <<EOF
from flask import Flask, render_template

app = Flask(__name__)

@app.route("/")
def index():
    return render_template("$1", $2)

app.testing = True
app.test_client().get("/")
EOF
  "${3:-$PY}" app.py 2>&1
}

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
  test_get / <<'EOF'
from flask import Flask, redirect, url_for

app = Flask(__name__)

@app.route("/login")
def login_page():
    return "login"

@app.route("/")
def index():
    return redirect(url_for("login"))

EOF
  ;;
template-not-found)
  render_page index.html 'title="Home"' ;;
undefined-error)
  w templates/profile.html <<'EOF'
<h1>{{ user.name.upper() }}</h1>
EOF
  test_get /profile <<'EOF'
from flask import Flask, render_template

app = Flask(__name__)

@app.route("/profile")
def profile():
    return render_template("profile.html")

EOF
  ;;
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
  test_get /cart/add <<'EOF'
from flask import Flask, session

app = Flask(__name__)

@app.route("/cart/add")
def add_to_cart():
    session["items"] = session.get("items", 0) + 1
    return "added"

EOF
  ;;
method-not-allowed)
  serve_get_only_items
  python3 -c 'import sys, urllib.request
try:
    urllib.request.urlopen(urllib.request.Request("http://127.0.0.1:%s/items" % sys.argv[1], data=b"name=lamp", method="POST"))
except Exception as e:
    print(e)' "$PORT"
  sleep 0.5
  grep -v '^ \* \|^Press CTRL\|WARNING: This is a development' server.log | sed 's/^127.0.0.1 - - \[[^]]*\] /127.0.0.1 - - /' ;;
method-not-allowed-page)
  # The page Werkzeug answers a wrong method with, as a browser or curl shows it.
  serve_get_only_items
  curl -s -X POST "http://127.0.0.1:$PORT/items" ;;
invalid-response-none)
  test_get /search <<'EOF'
from flask import Flask, request

app = Flask(__name__)

@app.route("/search")
def search():
    q = request.args.get("q")
    if q:
        return f"results for {q}"

EOF
  ;;
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
csrf-token-missing)
  w app.py <<'EOF'
from flask import Flask
from flask_wtf.csrf import CSRFProtect

app = Flask(__name__)
app.config["SECRET_KEY"] = "dev"
CSRFProtect(app)

@app.route("/comment", methods=["POST"])
def comment():
    return "saved"

app.testing = True
r = app.test_client().post("/comment", data={"text": "hi"})
print(r.status_code, r.status)
print(r.get_data(as_text=True))
with app.test_request_context("/comment", method="POST", data={"text": "hi"}):
    app.preprocess_request()
EOF
  run app.py ;;
csrf-secret-key-required)
  w app.py <<'EOF'
from flask import Flask
from flask_wtf.csrf import CSRFProtect

app = Flask(__name__)
CSRFProtect(app)

@app.route("/comment", methods=["POST"])
def comment():
    return "saved"

with app.test_request_context("/comment", method="POST", data={"csrf_token": "x"}):
    app.preprocess_request()
EOF
  run app.py ;;
jinja-unknown-tag)
  w templates/base.html <<'EOF'
<ul>
{% for item in items %}
  <li>{{ item }}</li>
{% endblock %}
</ul>
EOF
  render_page base.html 'items=[1, 2]' ;;
jinja-nesting-mistake)
  w templates/list.html <<'EOF'
{% if items %}
<ul>
{% for item in items %}
  <li>{{ item }}</li>
</ul>
{% endif %}
EOF
  render_page list.html 'items=[1, 2]' ;;
jinja-unexpected-end)
  w templates/list.html <<'EOF'
<ul>
{% for item in items %}
  <li>{{ item }}</li>
</ul>
EOF
  render_page list.html 'items=[1, 2]' ;;
jinja-unexpected-char)
  w templates/user.html <<'EOF'
<p>Hello {{ user.name }</p>
<a href="{{ url_for('index') }}">home</a>
EOF
  render_page user.html 'user={"name": "ana"}' ;;
jinja-no-filter)
  w templates/post.html <<'EOF'
<time>{{ post.created | datetimeformat }}</time>
EOF
  render_page post.html 'post={"created": 0}' ;;
before-first-request-removed)   # Flask 3
  w app.py <<'EOF'
from flask import Flask

app = Flask(__name__)

@app.before_first_request
def create_tables():
    pass
EOF
  "$PY3" app.py 2>&1 ;;
json-415)   # Flask 3
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)

@app.route("/api/items", methods=["POST"])
def create_item():
    return {"name": request.json["name"]}

app.testing = True
r = app.test_client().post("/api/items", data='{"name": "lamp"}')
print(r.status_code, r.status)
print(r.get_data(as_text=True))
with app.test_request_context("/api/items", method="POST", data='{"name": "lamp"}'):
    create_item()
EOF
  "$PY3" app.py 2>&1 ;;
json-decode-400)   # Flask 3
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)

@app.route("/api/items", methods=["POST"])
def create_item():
    return {"name": request.get_json()["name"]}

app.testing = True
r = app.test_client().post("/api/items", data="{'name': 'lamp'}", content_type="application/json")
print(r.status_code, r.status)
print(r.get_data(as_text=True))
with app.test_request_context("/api/items", method="POST", data="{'name': 'lamp'}", content_type="application/json"):
    create_item()
EOF
  "$PY3" app.py 2>&1 ;;
setup-after-first-request)   # Flask 3
  w app.py <<'EOF'
from flask import Flask

app = Flask(__name__)

@app.route("/")
def index():
    return "home"

client = app.test_client()
client.get("/")

@app.route("/about")
def about():
    return "about"
EOF
  "$PY3" app.py 2>&1 ;;
blueprint-name-registered)   # Flask 3
  w app.py <<'EOF'
from flask import Blueprint, Flask

app = Flask(__name__)
admin = Blueprint("api", __name__, url_prefix="/admin")
public = Blueprint("api", __name__, url_prefix="/api")

app.register_blueprint(admin)
app.register_blueprint(public)
EOF
  "$PY3" app.py 2>&1 ;;
url-leading-slash)
  w app.py <<'EOF'
from flask import Flask

app = Flask(__name__)

@app.route("users/<int:user_id>")
def user(user_id):
    return str(user_id)
EOF
  run app.py ;;
sqlalchemy-not-registered)
  w app.py <<'EOF'
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite://"
    return app

app = create_app()
with app.app_context():
    db.create_all()
EOF
  run app.py ;;
sqlalchemy-already-registered)
  w app.py <<'EOF'
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite://"
db = SQLAlchemy(app)
db.init_app(app)
EOF
  run app.py ;;
login-missing-user-loader)
  test_get /account <<'EOF'
from flask import Flask
from flask_login import LoginManager, login_required

app = Flask(__name__)
app.config["SECRET_KEY"] = "dev"
login_manager = LoginManager(app)

@app.route("/account")
@login_required
def account():
    return "account"

EOF
  ;;
dev-server-warning)
  w app.py <<'EOF'
import sys
from flask import Flask

app = Flask(__name__)
app.run(port=int(sys.argv[1]))
EOF
  PORT=$(free_port)
  timeout 3 "$PY" app.py "$PORT" 2>&1 ;;
max-content-length)   # Flask 3
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 1024 * 1024

@app.route("/upload", methods=["POST"])
def upload():
    return str(len(request.files["file"].read()))

app.testing = True
import io
r = app.test_client().post("/upload", data={"file": (io.BytesIO(b"x" * 2 * 1024 * 1024), "photo.jpg")})
print(r.status_code, r.status)
print(r.get_data(as_text=True))
with app.test_request_context("/upload", method="POST", data={"file": (io.BytesIO(b"x" * 2 * 1024 * 1024), "photo.jpg")}):
    upload()
EOF
  "$PY3" app.py 2>&1 ;;
abort-404)   # Flask 3
  w app.py <<'EOF'
from flask import Flask, abort

app = Flask(__name__)
POSTS = {1: "hello"}

@app.route("/posts/<int:post_id>")
def post(post_id):
    if post_id not in POSTS:
        abort(404)
    return POSTS[post_id]

app.testing = True
r = app.test_client().get("/post/1")
print(r.status_code, r.status)
print(r.get_data(as_text=True))
with app.test_request_context("/posts/2"):
    post(2)
EOF
  "$PY3" app.py 2>&1 ;;
flask-removed-import)   # Flask 3
  w ext.py <<'EOF'
from flask import _app_ctx_stack
EOF
  w app.py <<'EOF'
try:
    from flask import Markup
except ImportError as e:
    print(type(e).__name__ + ":", e)
import ext
EOF
  "$PY3" app.py 2>&1 ;;
async-extra-missing)
  # asgiref comes with Debian's python3-flask: the case hides it as where it is not installed.
  test_get / <<'EOF'
import sys
sys.modules["asgiref"] = None
sys.modules["asgiref.sync"] = None
from flask import Flask

app = Flask(__name__)

@app.route("/")
async def index():
    return "home"

EOF
  ;;
async-extra-missing-flask3)   # Flask 3, without asgiref
  w app.py <<'EOF'
from flask import Blueprint, Flask

bp = Blueprint("reports", __name__)

@bp.route("/reports/<int:report_id>")
async def report(report_id):
    return {"id": report_id}

app = Flask(__name__)
app.register_blueprint(bp)
app.testing = True
app.test_client().get("/reports/3")
EOF
  "$PY3" app.py 2>&1 ;;
blueprint-registered-twice)
  w app.py <<'EOF'
from flask import Blueprint, Flask

admin = Blueprint("admin", __name__, url_prefix="/admin")

app = Flask(__name__)
app.register_blueprint(admin)
app.register_blueprint(admin, url_prefix="/backoffice")
EOF
  run app.py ;;
csrf-secret-key-form)
  test_get /search <<'EOF'
from flask import Flask
from flask_wtf import FlaskForm
from wtforms import StringField

app = Flask(__name__)

class SearchForm(FlaskForm):
    q = StringField("q")

@app.route("/search")
def search():
    form = SearchForm()
    return form.csrf_token()

EOF
  ;;
jinja-no-filter-flask3)   # Flask 3
  w templates/cart.html <<'EOF'
<p>Total: {{ cart.total | currency("EUR") }}</p>
EOF
  render_page cart.html 'cart={"total": 12.5}' "$PY3" ;;
jinja-expected-token)
  w templates/profile.html <<'EOF'
<h1>{{ user name }}</h1>
EOF
  render_page profile.html 'user={"name": "ana"}' ;;
jinja-unexpected-end-if)   # Flask 3
  w templates/nav.html <<'EOF'
<nav>
{% if current_user %}
  <a href="/logout">Log out</a>
</nav>
EOF
  render_page nav.html 'current_user="ana"' "$PY3" ;;
json-decode-400-debug)
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)
app.debug = True

@app.route("/api/orders", methods=["POST"])
def create_order():
    return {"qty": request.json["qty"]}

with app.test_request_context("/api/orders", method="POST", data='{"qty": 2,}', content_type="application/json"):
    create_order()
EOF
  run app.py ;;
json-415-form-post)
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)
app.debug = True   # Flask 2.2 turns the 415 into a plain 400 unless debug is on

@app.route("/api/login", methods=["POST"])
def login():
    return {"user": request.json["username"]}

with app.test_request_context("/api/login", method="POST", data={"username": "ana"}):
    login()
EOF
  run app.py ;;
login-current-user-no-loader)
  test_get / <<'EOF'
from flask import Flask
from flask_login import LoginManager, current_user

app = Flask(__name__)
app.config["SECRET_KEY"] = "dev"
LoginManager().init_app(app)

@app.route("/")
def index():
    return "hello " + ("member" if current_user.is_authenticated else "guest")

EOF
  ;;
get-or-404)
  w app.py <<'EOF'
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite://"
db = SQLAlchemy(app)

class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)

with app.app_context():
    db.create_all()
    db.get_or_404(User, 5)
EOF
  run app.py ;;
max-content-length-form)
  w app.py <<'EOF'
from flask import Flask, request

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 16 * 1024

@app.route("/notes", methods=["POST"])
def notes():
    return str(len(request.form["body"]))

with app.test_request_context("/notes", method="POST", data={"body": "x" * 64 * 1024}):
    notes()
EOF
  run app.py ;;
setup-blueprint-after-first-request)
  w app.py <<'EOF'
from flask import Blueprint, Flask

app = Flask(__name__)

@app.route("/")
def index():
    return "home"

app.test_client().get("/")
api = Blueprint("api", __name__)
app.register_blueprint(api, url_prefix="/api")
EOF
  run app.py ;;
sqlalchemy-two-instances)
  w app.py <<'EOF'
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///shop.db"
db = SQLAlchemy(app)
models_db = SQLAlchemy(app)
EOF
  run app.py ;;
sqlalchemy-other-app)
  w app.py <<'EOF'
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

class Note(db.Model):
    id = db.Column(db.Integer, primary_key=True)

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite://"
db.init_app(app)

worker = Flask("worker")
with worker.app_context():
    print(Note.query.all())
EOF
  run app.py ;;
dev-server-warning-flask-run)   # Flask 3
  w app.py <<'EOF'
from flask import Flask

app = Flask(__name__)
EOF
  PORT=$(free_port)
  timeout 3 "$PY3" -m flask --app app run --port "$PORT" 2>&1 ;;
alembic-not-up-to-date|alembic-multiple-heads|alembic-cant-locate-revision)
  # Flask-Migrate (Alembic) on SQLite: one applied migration, then the state each case needs.
  w app.py <<'EOF'
from flask import Flask
from flask_sqlalchemy import SQLAlchemy
from flask_migrate import Migrate

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///shop.db"
db = SQLAlchemy(app)
migrate = Migrate(app, db)

class Product(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(80))
EOF
  export FLASK_APP=app.py
  flaskcli db init >/dev/null; flaskcli db migrate -m init >/dev/null; flaskcli db upgrade >/dev/null
  sed -i 's/^    name = .*/&\n    price = db.Column(db.Integer)/' app.py
  flaskcli db migrate -m price >/dev/null
  case "$1" in
  alembic-not-up-to-date)
    flaskcli db migrate -m stock ;;
  alembic-multiple-heads)
    f=$(ls migrations/versions/*_price.py)
    sed "s/^revision = '.*'/revision = 'b2c3d4e5f6a7'/; s/^Revision ID: .*/Revision ID: b2c3d4e5f6a7/" "$f" > migrations/versions/b2c3d4e5f6a7_stock.py
    flaskcli db upgrade ;;
  alembic-cant-locate-revision)
    "$PY" -c "import sqlite3; c = sqlite3.connect('instance/shop.db'); c.execute(\"UPDATE alembic_version SET version_num = '4f2a9c1e7b3d'\"); c.commit()"
    flaskcli db upgrade ;;
  esac ;;
alembic-cli-not-up-to-date|alembic-cli-multiple-heads|alembic-cli-cant-locate-revision)
  # The same states with Alembic's own CLI (what Flask and FastAPI projects without Flask-Migrate run).
  "$PY" -m alembic init alembic >/dev/null 2>&1
  sed -i 's#^sqlalchemy.url = .*#sqlalchemy.url = sqlite:///app.db#' alembic.ini
  "$PY" -m alembic revision -m first >/dev/null 2>&1; "$PY" -m alembic upgrade head >/dev/null 2>&1
  "$PY" -m alembic revision -m second >/dev/null 2>&1
  case "$1" in
  alembic-cli-not-up-to-date)
    "$PY" -m alembic revision --autogenerate -m third 2>&1 ;;
  alembic-cli-multiple-heads)
    f=$(ls alembic/versions/*_second.py)
    sed "s/^revision = '.*'/revision = 'c0ffee123456'/" "$f" > alembic/versions/c0ffee123456_other.py
    "$PY" -m alembic upgrade head 2>&1 ;;
  alembic-cli-cant-locate-revision)
    "$PY" -c "import sqlite3; c = sqlite3.connect('app.db'); c.execute(\"UPDATE alembic_version SET version_num = '9d8e7f6a5b4c'\"); c.commit()"
    "$PY" -m alembic upgrade head 2>&1 ;;
  esac ;;
sqlalchemy-detached-refresh|sqlalchemy-detached-lazy-load)
  # Flask-SQLAlchemy: an object kept after its app context (and session) ended.
  w app.py <<'EOF'
import sys
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite://"
db = SQLAlchemy(app)

class Shop(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(80))
    products = db.relationship("Product", backref="shop")

class Product(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(80))
    shop_id = db.Column(db.Integer, db.ForeignKey("shop.id"))

with app.app_context():
    db.create_all()
    shop = Shop(name="Corner")
    db.session.add(shop)
    db.session.commit()
    if sys.argv[1] == "lazy":
        shop.name

print(shop.products if sys.argv[1] == "lazy" else shop.name)
EOF
  if [ "$1" = sqlalchemy-detached-lazy-load ]; then run app.py lazy; else run app.py refresh; fi ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
