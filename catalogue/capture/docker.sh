#!/usr/bin/env bash
# Capture cases for catalogue/docker: errors the Docker CLIENT prints on its own (no daemon runs here).
# Needs: the docker CLI (docker-ce-cli or Debian's docker.io client; here Docker 28.2.2 without the
# compose and buildx plugins), python3 (to create a unix socket) and util-linux (runuser).
# No daemon is started: the socket made for the permission case has no listener behind it.
# The credential-helper cases put a stand-in HTTP responder on a scratch socket that only says 200 to
# `docker login`, so the CLI goes on to store the password and prints its own credential-helper error.
# Run as root: the permission case creates a root-owned socket and calls docker as user nobody.
# The compose-v1-* cases need Debian's docker-compose package (Compose 1.29.2, the Python `docker-compose`);
# they only read and validate the compose file (`docker-compose config`), which needs no daemon, except
# compose-v1-daemon-missing, which calls a daemon whose socket does not exist.
# Usage: bash catalogue/capture/docker.sh CASE   (no argument lists the cases)
set -u
unset DOCKER_HOST DOCKER_CONTEXT

CASES="daemon-not-running daemon-not-running-tcp invalid-reference-uppercase invalid-reference-format
socket-permission-denied context-not-found unknown-command compose-plugin-missing compose-plugin-missing-flag buildx-plugin-missing
unknown-flag flag-needs-argument requires-argument
socket-permission-denied-images context-use-not-found unknown-command-subcommand unknown-shorthand-flag
flag-needs-argument-long requires-arguments-exec credential-helper-missing-login credential-helper-missing-login-pass
build-no-dockerfile build-context-path-missing build-dockerfile-flag-missing not-a-tty
login-non-tty login-non-tty-username
compose-v1-no-config-file compose-v1-yaml-parser-error compose-v1-yaml-tab compose-v1-yaml-mapping-values
compose-v1-variable-not-set compose-v1-undefined-service compose-v1-invalid-type-ports compose-v1-invalid-type-environment
compose-v1-daemon-missing
buildkit-buildx-missing legacy-builder-deprecated legacy-builder-disabled
compose-v1-no-image-or-build compose-v1-unsupported-option compose-v1-unsupported-option-v1-file"

# Start a stand-in for the daemon's HTTP API on a unix socket that answers every request with 200,
# then log in with config.json naming the credential helper $1 (docker-credential-$1, not installed).
login_with_store() {
  mkdir -p "$work/home/.docker"
  printf '{"auths":{},"credsStore":"%s"}\n' "$1" > "$work/home/.docker/config.json"
  python3 - "$work/api.sock" <<'PY' &
import socketserver, sys
from http.server import BaseHTTPRequestHandler
class H(BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'
    def reply(self):
        n = int(self.headers.get('Content-Length') or 0)
        self.rfile.read(n)
        body = b'{"Status":"Login Succeeded"}'
        self.send_response(200)
        self.send_header('Api-Version', '1.50')
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        if self.command != 'HEAD':
            self.wfile.write(body)
    do_HEAD = do_GET = do_POST = reply
    def address_string(self): return 'unix'
    def log_message(self, *a): pass
socketserver.UnixStreamServer(sys.argv[1], H).serve_forever()
PY
  api_pid=$!
  for _ in 1 2 3 4 5 6 7 8 9 10; do [ -S "$work/api.sock" ] && break; sleep 0.3; done
  echo secret | HOME="$work/home" DOCKER_HOST="unix://$work/api.sock" docker login -u someone --password-stdin 2>&1
  kill "$api_pid" 2>/dev/null
  wait "$api_pid" 2>/dev/null
}

case_body() {
  case "$1" in
  daemon-not-running) docker ps 2>&1 ;;
  daemon-not-running-tcp) DOCKER_HOST=tcp://127.0.0.1:1 docker ps 2>&1 ;;
  invalid-reference-uppercase) docker run MyImage 2>&1 ;;
  invalid-reference-format) docker run nginx: 2>&1 ;;
  socket-permission-denied)
    # A socket only root may open, and an unprivileged user (nobody) who tries to reach it.
    chmod 755 "$work"
    python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$work/docker.sock"
    chmod 660 "$work/docker.sock"
    mkdir -p "$work/home" && chown nobody "$work/home"
    runuser -u nobody -- env HOME="$work/home" DOCKER_HOST="unix://$work/docker.sock" docker ps 2>&1
    ;;
  context-not-found) docker --context staging ps 2>&1 ;;
  unknown-command) docker imgaes 2>&1 ;;
  compose-plugin-missing) docker compose up 2>&1 ;;
  compose-plugin-missing-flag) docker compose up -d 2>&1 ;;
  buildx-plugin-missing) docker buildx build -t demo . 2>&1 ;;
  unknown-flag) docker run --detatch nginx 2>&1 ;;
  flag-needs-argument) docker run -p 2>&1 ;;
  requires-argument) docker build 2>&1 ;;
  socket-permission-denied-images)
    # The same root-only socket at another path, reached by user nobody listing images.
    chmod 755 "$work"
    mkdir -p "$work/run"
    python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$work/run/docker.sock"
    chmod 660 "$work/run/docker.sock"
    mkdir -p "$work/home" && chown nobody "$work/home"
    runuser -u nobody -- env HOME="$work/home" DOCKER_HOST="unix://$work/run/docker.sock" docker images 2>&1
    ;;
  context-use-not-found)
    # Switching to a context that was never created (a scratch HOME, so ~/.docker is untouched).
    mkdir -p "$work/home"
    HOME="$work/home" docker context use production 2>&1
    ;;
  unknown-command-subcommand) docker image pul nginx 2>&1 ;;
  unknown-shorthand-flag) docker ps -z 2>&1 ;;
  flag-needs-argument-long) docker logs --tail 2>&1 ;;
  requires-arguments-exec) docker exec web 2>&1 ;;
  credential-helper-missing-login)
    # `docker login` stores the password through the credsStore helper named in config.json, which is
    # not installed. The socket answers only the client's HTTP calls with 200 (stand-in for a daemon
    # that accepts the login), so the failure printed is the CLI's own, when it saves the credentials.
    login_with_store desktop
    ;;
  credential-helper-missing-login-pass) login_with_store pass ;;
  build-no-dockerfile) docker build -t app . 2>&1 ;;
  build-context-path-missing) DOCKER_BUILDKIT=0 docker build -t app ./service 2>&1 ;;
  build-dockerfile-flag-missing) DOCKER_BUILDKIT=0 docker build -f Dockerfile.dev -t app . 2>&1 ;;
  not-a-tty) echo | docker run -it alpine sh 2>&1 ;;
  # `docker login` with stdin not a terminal and no password given: the CLI cannot prompt.
  login-non-tty) mkdir -p "$work/home"; HOME="$work/home" docker login </dev/null 2>&1 ;;
  login-non-tty-username) mkdir -p "$work/home"; HOME="$work/home" docker login -u someone </dev/null 2>&1 ;;
  compose-v1-no-config-file) docker-compose up 2>&1 ;;
  compose-v1-yaml-parser-error)
    # `ports:` indented one space less than `image:`.
    printf 'services:\n  web:\n    image: nginx\n   ports:\n      - "80:80"\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-yaml-tab)
    printf 'services:\n  web:\n    image: nginx\n    ports:\n    - "80:80"\n\tvolumes: []\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-yaml-mapping-values)
    printf 'services:\n  web:\n    image: nginx\n    command: echo a: b\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-variable-not-set)
    printf 'services:\n  web:\n    image: nginx:${TAG}\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-undefined-service)
    printf 'services:\n  web:\n    image: nginx\n    depends_on:\n      - db\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-invalid-type-ports)
    printf 'version: "3.8"\nservices:\n  web:\n    image: nginx\n    ports: "80:80"\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-invalid-type-environment)
    printf 'version: "3.8"\nservices:\n  web:\n    image: nginx\n    environment: FOO\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  # docker build without the buildx plugin (not installed here). The daemon socket does not exist: the
  # CLI prints its builder messages before it connects, so the cases keep only those first lines.
  buildkit-buildx-missing)
    printf 'FROM alpine\n' > Dockerfile
    DOCKER_HOST="unix://$work/missing.sock" DOCKER_BUILDKIT=1 docker build -t app . 2>&1 ;;
  legacy-builder-deprecated)
    printf 'FROM alpine\n' > Dockerfile
    DOCKER_HOST="unix://$work/missing.sock" docker build -t app . 2>&1 | head -n 3 ;;
  legacy-builder-disabled)
    printf 'FROM alpine\n' > Dockerfile
    DOCKER_HOST="unix://$work/missing.sock" DOCKER_BUILDKIT=0 docker build -t app . 2>&1 | head -n 3 ;;
  compose-v1-no-image-or-build)
    printf 'services:\n  web:\n    restart: always\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-unsupported-option)
    printf 'version: "2"\nservices:\n  web:\n    imag: nginx\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-unsupported-option-v1-file)
    # A file in the old version-1 layout (services at the top level) with an unknown key.
    printf 'web:\n  image: nginx\n  foo: bar\n' > docker-compose.yml
    docker-compose config 2>&1 ;;
  compose-v1-daemon-missing)
    printf 'services:\n  web:\n    image: nginx\n' > docker-compose.yml
    DOCKER_HOST="unix://$work/missing.sock" docker-compose ps 2>&1 | tail -n 1 ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
case_body "$1"
exit 0
