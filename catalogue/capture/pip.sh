#!/usr/bin/env bash
# Capture cases for catalogue/pip: runs pip against local wheels only (--no-index --find-links DIR)
# or a loopback index served by `python3 -m http.server`; pip never contacts a real index.
# Debian packages: python3, python3-venv and python3-pip (pip 23.0.1 in a venv and for the
# externally-managed case), util-linux (setpriv), openssl (self-signed certificate for ssl-certificate).
# Usage: bash catalogue/capture/pip.sh CASE    (no argument: list the cases)
set -u
SYSPY=/usr/bin/python3
CASES="no-matching-distribution no-matching-distribution-index externally-managed
resolution-impossible requirements-file-not-found invalid-requirement permission-denied
build-wheel-failed metadata-generation-failed hash-mismatch connection-refused
requires-python unsupported-wheel dependency-conflict ssl-certificate
not-installable-directory not-installable-directory-editable uninstall-no-record
build-wheel-failed-pip-wheel uninstall-no-record-uninstall dependency-conflict-new-dependent
externally-managed-requirements hash-mismatch-two-packages connection-refused-download
invalid-requirement-file metadata-generation-failed-pip-wheel permission-denied-upgrade
requirements-file-not-found-nested requires-python-upper-bound resolution-impossible-pins
ssl-certificate-download unsupported-wheel-macos get-requires-failed get-requires-failed-pip-wheel
require-hashes-unpinned require-hashes-missing read-timeout read-timeout-download
user-install-default user-install-default-requirements legacy-install-failure legacy-install-failure-requirements
proxy-error proxy-error-download proxy-auth-required
uninstall-distutils uninstall-distutils-upgrade invalid-distribution invalid-distribution-list
build-editable-missing build-editable-missing-requirements backend-unavailable backend-unavailable-poetry
build-deps-failed build-deps-failed-pip-wheel use-2to3-invalid use-2to3-invalid-requirements
no-requirement-given no-requirement-given-wheel"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir, free_port, certificates
T=$W
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 PIP_CONFIG_FILE=/dev/null PIP_NO_CACHE_DIR=1
unset PIP_INDEX_URL PIP_EXTRA_INDEX_URL PIP_FIND_LINKS

# A tiny wheel builder: mkwheel NAME VERSION [Requires-Dist ...] ; REQPY / TAG from the environment.
cat > mkwheel.py <<'EOF'
import base64, hashlib, os, sys, zipfile
name, version, deps = sys.argv[1], sys.argv[2], sys.argv[3:]
reqpy, tag = os.environ.get("REQPY"), os.environ.get("TAG", "py3-none-any")
mod = name.replace("-", "_")
dist = f"{mod}-{version}.dist-info"
meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
if reqpy:
    meta += f"Requires-Python: {reqpy}\n"
meta += "".join(f"Requires-Dist: {d}\n" for d in deps)
files = {f"{mod}/__init__.py": f"__version__ = '{version}'\n", f"{dist}/METADATA": meta,
         f"{dist}/WHEEL": f"Wheel-Version: 1.0\nGenerator: mkwheel\nRoot-Is-Purelib: true\nTag: {tag}\n"}
record = ""
for p, c in files.items():
    h = base64.urlsafe_b64encode(hashlib.sha256(c.encode()).digest()).rstrip(b"=").decode()
    record += f"{p},sha256={h},{len(c.encode())}\n"
record += f"{dist}/RECORD,,\n"
files[f"{dist}/RECORD"] = record
os.makedirs("wheels", exist_ok=True)
with zipfile.ZipFile(f"wheels/{mod}-{version}-{tag}.whl", "w") as z:
    for p, c in files.items():
        z.writestr(p, c)
EOF
mkwheel() { "$SYSPY" mkwheel.py "$@"; }
venv() { "$SYSPY" -m venv "$T/venv" >/dev/null 2>&1 || { echo "venv creation failed" >&2; exit 1; }; }
PIP="$T/venv/bin/python -m pip"
# serve_index_https CN: an HTTPS package index (./index) on a free port $PORT, with a fresh
# self-signed certificate for CN that pip does not trust.
serve_index_https() {
  self_signed_cert key.pem cert.pem "$1"
  PORT=$(free_port)
  cat > serve.py <<EOF
import http.server, ssl, functools
handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory="index")
httpd = http.server.HTTPServer(("127.0.0.1", $PORT), handler)
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain("cert.pem", "key.pem")
httpd.socket = ctx.wrap_socket(httpd.socket, server_side=True)
httpd.serve_forever()
EOF
  "$SYSPY" serve.py >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}

# an in-tree PEP 517 backend that fails in the named hook
broken_project() {
  mkdir -p broken-pkg
  cat > broken-pkg/pyproject.toml <<'EOF'
[build-system]
requires = []
build-backend = "backend"
backend-path = ["."]
EOF
  cat > broken-pkg/backend.py <<EOF
import sys

def get_requires_for_build_wheel(config_settings=None):
    if "$1" == "getreq":
        print("broken-pkg: this demo backend always fails while listing its build requirements", file=sys.stderr)
        raise SystemExit(1)
    return []

def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    if "$1" == "metadata":
        print("broken-pkg: this demo backend always fails while preparing metadata", file=sys.stderr)
        raise SystemExit(1)
    import os
    d = os.path.join(metadata_directory, "broken_pkg-1.0.dist-info")
    os.makedirs(d)
    open(os.path.join(d, "METADATA"), "w").write("Metadata-Version: 2.1\nName: broken-pkg\nVersion: 1.0\n")
    return "broken_pkg-1.0.dist-info"

def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    print("broken-pkg: this demo backend always fails while building the wheel", file=sys.stderr)
    raise SystemExit(1)
EOF
}

case "$1" in
no-matching-distribution)
  venv; mkwheel demo-pkg 1.0; mkwheel demo-pkg 1.1
  $PIP install --no-index --find-links wheels 'demo-pkg==2.0' 2>&1 ;;
no-matching-distribution-index)
  venv; mkdir -p index/simple
  PORT=$(free_port)
  "$SYSPY" -m http.server --bind 127.0.0.1 --directory index "$PORT" >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  $PIP install --index-url "http://127.0.0.1:$PORT/simple" --retries 0 reqests 2>&1 ;;
externally-managed)
  mkwheel demo-pkg 1.0
  "$SYSPY" -m pip install --no-index --find-links wheels demo-pkg 2>&1 ;;
resolution-impossible)
  venv
  mkwheel webapp 1.0 'libcore==1.0'; mkwheel clitool 2.0 'libcore>=2.0'
  mkwheel libcore 1.0; mkwheel libcore 2.0
  $PIP install --no-index --find-links wheels webapp clitool 2>&1 ;;
requirements-file-not-found)
  venv
  $PIP install --no-index -r requirements.txt 2>&1 ;;
invalid-requirement)
  venv
  $PIP install --no-index 'demo-pkg=1.0' 2>&1 ;;
legacy-install-failure|legacy-install-failure-requirements)
  # a setup.py-only project (no pyproject.toml) while the wheel package is absent: pip 23.0 falls
  # back to `setup.py install`, and the project's install step fails there
  venv; mkdir -p fastcodec
  cat > fastcodec/setup.py <<'EOF'
from setuptools import setup
from setuptools.command.install import install

class Install(install):
    def run(self):
        raise SystemExit("fastcodec: this demo project always fails in its install step")

setup(name="fastcodec", version="0.4.2", py_modules=[], cmdclass={"install": Install})
EOF
  if [ "$1" = legacy-install-failure ]; then $PIP install --no-index ./fastcodec 2>&1
  else printf './fastcodec\n' > requirements.txt; $PIP install --no-index -r requirements.txt 2>&1; fi ;;
user-install-default|user-install-default-requirements)
  # an ordinary user runs the system pip (outside any venv): site-packages belongs to root, so pip
  # falls back to ~/.local; --break-system-packages gets past Debian's externally-managed marker
  mkwheel demo-pkg 1.0; mkwheel demo-tool 2.3 'demo-pkg>=1.0'
  mkdir -p "$T/home" && chmod 755 "$T" && chown -R 65534:65534 "$T/home"
  if [ "$1" = user-install-default ]; then set -- demo-pkg; else printf 'demo-tool==2.3\n' > requirements.txt; set -- -r requirements.txt; fi
  setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$T/home" PATH=/usr/bin:/bin \
    "$SYSPY" -m pip install --break-system-packages --no-index --find-links wheels "$@" 2>&1 ;;
permission-denied)
  venv; mkwheel demo-pkg 1.0
  chmod 755 "$T"
  setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$T" $PIP install --no-index --find-links wheels demo-pkg 2>&1 ;;
get-requires-failed)
  venv; broken_project getreq
  $PIP install --no-index ./broken-pkg 2>&1 ;;
get-requires-failed-pip-wheel)
  venv; broken_project getreq
  $PIP wheel --no-index --no-deps -w dist ./broken-pkg 2>&1 ;;
require-hashes-unpinned)
  venv; mkwheel demo-pkg 1.0
  echo 'demo-pkg>=1.0 --hash=sha256:0000000000000000000000000000000000000000000000000000000000000000' > requirements.txt
  $PIP install --no-index --find-links wheels -r requirements.txt 2>&1 ;;
require-hashes-missing)
  venv; mkwheel demo-pkg 1.0; mkwheel extra-pkg 2.0
  { echo "demo-pkg==1.0 --hash=sha256:$(sha256sum wheels/demo_pkg-1.0-py3-none-any.whl | cut -d' ' -f1)"
    echo 'extra-pkg==2.0'; } > requirements.txt
  $PIP install --no-index --find-links wheels -r requirements.txt 2>&1 ;;
read-timeout)
  # an index that accepts the connection and never answers
  venv
  PORT=$(free_port); hold_port "$PORT"
  $PIP install --index-url "http://127.0.0.1:$PORT/simple" --retries 1 --timeout 2 demo-pkg 2>&1 ;;
read-timeout-download)
  venv
  PORT=$(free_port); hold_port "$PORT"
  $PIP download --index-url "http://127.0.0.1:$PORT/simple" --retries 1 --timeout 2 -d dl demo-pkg 2>&1 ;;
build-wheel-failed)
  venv; broken_project wheel
  $PIP install --no-index ./broken-pkg 2>&1 ;;
metadata-generation-failed)
  venv; broken_project metadata
  $PIP install --no-index ./broken-pkg 2>&1 ;;
hash-mismatch)
  venv; mkwheel demo-pkg 1.0
  echo 'demo-pkg==1.0 --hash=sha256:0000000000000000000000000000000000000000000000000000000000000000' > requirements.txt
  $PIP install --no-index --find-links wheels -r requirements.txt 2>&1 ;;
connection-refused)
  venv
  PORT=$(free_port)
  $PIP install --index-url "http://127.0.0.1:$PORT/simple" --retries 2 --timeout 2 demo-pkg 2>&1 ;;
proxy-error|proxy-error-download)
  # a proxy configured for pip (as on a corporate network) that is not running or not reachable
  venv
  PROXYPORT=$(free_port)
  if [ "$1" = proxy-error ]; then
    $PIP install --proxy "http://127.0.0.1:$PROXYPORT" --retries 1 --timeout 2 requests 2>&1
  else
    HTTPS_PROXY="http://127.0.0.1:$PROXYPORT" $PIP download --retries 1 --timeout 2 -d dl numpy==1.26.4 2>&1
  fi ;;
proxy-auth-required)
  # a corporate proxy that wants credentials: it answers pip's CONNECT with 407
  venv
  PROXYPORT=$(free_port)
  cat > proxy407.py <<'EOF'
import http.server, sys
class H(http.server.BaseHTTPRequestHandler):
    def do_CONNECT(self):
        self.send_response(407, "Proxy Authentication Required")
        self.send_header("Proxy-Authenticate", 'Basic realm="corp-proxy"')
        self.send_header("Content-Length", "0"); self.end_headers()
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
EOF
  "$SYSPY" proxy407.py "$PROXYPORT" & PIDS+=($!)
  wait_port "$PROXYPORT"
  $PIP install --proxy "http://127.0.0.1:$PROXYPORT" --retries 1 --timeout 2 flask 2>&1 ;;
requires-python)
  venv; REQPY='>=3.99' mkwheel demo-pkg 1.0
  $PIP install --no-index --find-links wheels demo-pkg 2>&1 ;;
dependency-conflict)
  venv
  mkwheel webapp 1.0 'libcore<2.0'; mkwheel libcore 1.0; mkwheel libcore 2.0
  $PIP install --no-index --find-links wheels webapp >/dev/null 2>&1
  $PIP install --no-index --find-links wheels 'libcore==2.0' 2>&1 ;;
ssl-certificate)
  venv; mkdir -p index/simple/demo-pkg
  serve_index_https 127.0.0.1
  $PIP install --index-url "https://127.0.0.1:$PORT/simple" --retries 1 demo-pkg 2>&1 ;;
unsupported-wheel)
  venv; TAG=cp27-cp27m-win32 mkwheel demo-pkg 1.0
  $PIP install --no-index wheels/demo_pkg-1.0-cp27-cp27m-win32.whl 2>&1 ;;
not-installable-directory|not-installable-directory-editable)
  venv; mkdir -p myproject/src
  echo 'print("hello")' > myproject/src/main.py
  cd myproject || exit 1
  if [ "$1" = not-installable-directory ]; then $PIP install --no-index . 2>&1
  else $PIP install --no-index -e . 2>&1; fi ;;
uninstall-no-record)
  venv; mkwheel demo-pkg 1.0; mkwheel demo-pkg 2.0
  $PIP install --no-index --find-links wheels 'demo-pkg==1.0' >/dev/null 2>&1
  rm "$T"/venv/lib/python3*/site-packages/demo_pkg-1.0.dist-info/RECORD
  $PIP install --no-index --find-links wheels 'demo-pkg==2.0' 2>&1 ;;
build-wheel-failed-pip-wheel)
  venv; broken_project wheel
  $PIP wheel --no-index --no-deps -w dist ./broken-pkg 2>&1 ;;
uninstall-no-record-uninstall)
  venv; mkwheel demo-pkg 1.0
  $PIP install --no-index --find-links wheels 'demo-pkg==1.0' >/dev/null 2>&1
  rm "$T"/venv/lib/python3*/site-packages/demo_pkg-1.0.dist-info/RECORD
  $PIP uninstall -y demo-pkg 2>&1 ;;
dependency-conflict-new-dependent)
  venv
  mkwheel webapp 1.0 'libcore<2.0'; mkwheel reports 1.0 'libcore>=2.0'
  mkwheel libcore 1.0; mkwheel libcore 2.0
  $PIP install --no-index --find-links wheels webapp >/dev/null 2>&1
  $PIP install --no-index --find-links wheels reports 2>&1 ;;
externally-managed-requirements)
  mkwheel demo-pkg 1.0
  echo 'demo-pkg==1.0' > requirements.txt
  "$SYSPY" -m pip install --user --no-index --find-links wheels -r requirements.txt 2>&1 ;;
hash-mismatch-two-packages)
  venv; mkwheel webapp 1.0; mkwheel libcore 1.0
  WHASH=$(sha256sum wheels/webapp-1.0-py3-none-any.whl | cut -d' ' -f1)
  printf 'webapp==1.0 --hash=sha256:%s\nlibcore==1.0 --hash=sha256:%s\n' "$WHASH" "$WHASH" > requirements.txt
  $PIP install --no-index --find-links wheels -r requirements.txt 2>&1 ;;
connection-refused-download)
  venv
  PORT=$(free_port)
  $PIP download --index-url "http://127.0.0.1:$PORT/simple" --retries 1 --timeout 2 -d dl 'libcore==2.0' 2>&1 ;;
invalid-requirement-file)
  venv
  printf 'flask>=2.0\nrequests[security\n' > requirements.txt
  $PIP install --no-index -r requirements.txt 2>&1 ;;
metadata-generation-failed-pip-wheel)
  venv; broken_project metadata
  $PIP wheel --no-index --no-deps -w dist ./broken-pkg 2>&1 ;;
permission-denied-upgrade)
  venv; mkwheel demo-pkg 1.0; mkwheel demo-pkg 2.0
  $PIP install --no-index --find-links wheels 'demo-pkg==1.0' >/dev/null 2>&1
  chmod 755 "$T"
  setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$T" $PIP install --no-index --find-links wheels --upgrade demo-pkg 2>&1 ;;
requirements-file-not-found-nested)
  venv; mkdir -p requirements
  echo '-r base.txt' > requirements/dev.txt
  $PIP install --no-index -r requirements/dev.txt 2>&1 ;;
requires-python-upper-bound)
  venv; REQPY='<3.8' mkwheel legacy-lib 0.9
  $PIP install --no-index wheels/legacy_lib-0.9-py3-none-any.whl 2>&1 ;;
resolution-impossible-pins)
  venv; mkwheel libcore 1.0; mkwheel libcore 2.0
  printf 'libcore==1.0\n' > requirements.txt; printf 'libcore==2.0\n' > requirements-dev.txt
  $PIP install --no-index --find-links wheels -r requirements.txt -r requirements-dev.txt 2>&1 ;;
ssl-certificate-download)
  venv; mkdir -p index/simple/demo-pkg
  serve_index_https localhost
  $PIP download --index-url "https://localhost:$PORT/simple" --retries 0 -d dl demo-pkg 2>&1 ;;
unsupported-wheel-macos)
  venv; TAG=cp311-cp311-macosx_11_0_arm64 mkwheel fastparse 3.2
  $PIP install --no-index wheels/fastparse-3.2-cp311-cp311-macosx_11_0_arm64.whl 2>&1 ;;
uninstall-distutils|uninstall-distutils-upgrade)
  # a project installed by plain distutils leaves only a bare `.egg-info` file and no file list
  venv; mkwheel legacydist 2.0
  SP=$(echo "$T"/venv/lib/python3*/site-packages)
  printf 'Metadata-Version: 1.0\nName: legacydist\nVersion: 1.0\n' > "$SP/legacydist-1.0-py3.11.egg-info"
  echo "VERSION = '1.0'" > "$SP/legacydist.py"
  if [ "$1" = uninstall-distutils ]; then $PIP uninstall -y legacydist 2>&1
  else $PIP install --no-index --find-links wheels --upgrade legacydist 2>&1; fi ;;
invalid-distribution|invalid-distribution-list)
  # an uninstall that was interrupted leaves pip's renamed leftovers (`~emo_pkg`) in site-packages
  venv; mkwheel demo-pkg 1.0; mkwheel libcore 1.0
  $PIP install --no-index --find-links wheels demo-pkg >/dev/null 2>&1
  SP=$(echo "$T"/venv/lib/python3*/site-packages)
  mv "$SP/demo_pkg" "$SP/~emo_pkg"; mv "$SP/demo_pkg-1.0.dist-info" "$SP/~emo_pkg-1.0.dist-info"
  if [ "$1" = invalid-distribution ]; then $PIP install --no-index --find-links wheels libcore 2>&1
  else $PIP list 2>&1; fi ;;
build-editable-missing|build-editable-missing-requirements)
  # a pyproject.toml-only project whose build backend has no PEP 660 build_editable hook
  venv; mkdir -p flatpkg
  cat > flatpkg/pyproject.toml <<'EOF'
[build-system]
requires = []
build-backend = "oldbackend"
backend-path = ["."]
EOF
  cat > flatpkg/oldbackend.py <<'EOF'
def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    raise SystemExit("not reached")

def build_sdist(sdist_directory, config_settings=None):
    raise SystemExit("not reached")
EOF
  if [ "$1" = build-editable-missing ]; then cd flatpkg && $PIP install --no-index -e . 2>&1
  else printf -- '-e ./flatpkg\n' > requirements.txt; $PIP install --no-index -r requirements.txt 2>&1; fi ;;
backend-unavailable|backend-unavailable-poetry)
  # --no-build-isolation builds with what the venv has; the backend named in pyproject.toml is not there
  venv; $PIP uninstall -y setuptools >/dev/null 2>&1; mkdir -p app
  if [ "$1" = backend-unavailable ]; then BACKEND=setuptools.build_meta; REQ=setuptools
  else BACKEND=poetry.core.masonry.api; REQ=poetry-core; fi
  printf '[build-system]\nrequires = ["%s"]\nbuild-backend = "%s"\n\n[project]\nname = "app"\nversion = "0.1.0"\n' "$REQ" "$BACKEND" > app/pyproject.toml
  $PIP install --no-index --no-build-isolation ./app 2>&1 ;;
build-deps-failed|build-deps-failed-pip-wheel)
  # build isolation installs the build requirements into a fresh environment first; here the
  # index (only local wheels, none of them setuptools) cannot provide them
  venv; mkdir -p app wheels
  printf '[build-system]\nrequires = ["setuptools>=61.0", "wheel"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "app"\nversion = "0.1.0"\n' > app/pyproject.toml
  if [ "$1" = build-deps-failed ]; then $PIP install --no-index --find-links wheels ./app 2>&1
  else $PIP wheel --no-index --find-links wheels -w dist ./app 2>&1; fi ;;
use-2to3-invalid|use-2to3-invalid-requirements)
  # an old setup.py that still asks for 2to3, which setuptools 58 removed
  venv; mkdir -p anyoldlib
  cat > anyoldlib/setup.py <<'EOF'
from setuptools import setup

setup(name="anyoldlib", version="0.3.3", py_modules=[], use_2to3=True)
EOF
  if [ "$1" = use-2to3-invalid ]; then $PIP install --no-index --no-build-isolation ./anyoldlib 2>&1
  else printf './anyoldlib\n' > requirements.txt; $PIP install --no-index --no-build-isolation -r requirements.txt 2>&1; fi ;;
no-requirement-given)
  venv; $PIP install 2>&1 ;;
no-requirement-given-wheel)
  venv; $PIP wheel --no-index 2>&1 ;;
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
