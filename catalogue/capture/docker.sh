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
compose-v1-no-image-or-build compose-v1-unsupported-option compose-v1-unsupported-option-v1-file
compose-v1-interpolation compose-v1-top-level-list compose-v1-top-level-empty compose-v1-build-path-missing
compose-v1-depends-on-condition run-invalid-container-port run-invalid-host-port run-env-file-missing
run-memory-invalid-size run-cpus-invalid-value
d-name-in-use d-run-executable-not-found d-exec-executable-not-found d-run-exec-format-error
d-run-shebang-interpreter-missing d-run-permission-denied d-exec-no-such-container d-start-no-such-container
d-run-network-not-found d-network-rm-not-found d-unable-to-find-user d-minimum-memory-limit d-invalid-container-name
d-bind-source-missing d-mount-dir-onto-file d-rm-running-container d-rmi-image-in-use d-exec-not-running
d-volume-in-use d-rmi-no-such-image d-invalid-restart-policy
d-build-classic-nonzero d-build-classic-nonzero-127 d-build-buildkit-executor-failed d-build-classic-copy-missing
d-build-buildkit-copy-missing d-build-classic-copy-from-stage-missing d-build-classic-unknown-instruction
d-build-buildkit-unknown-instruction d-build-classic-empty-dockerfile d-build-classic-outside-context
d-build-buildkit-outside-context d-build-classic-mount-requires-buildkit d-build-classic-base-name-blank
d-build-buildkit-base-name-blank d-build-buildkit-no-dockerfile
d-compose-v1-name-in-use d-compose-v1-unhealthy d-compose-v1-no-such-service d-compose-v1-undefined-network"

# The d-* cases talk to a real daemon: a private dockerd (Debian's docker.io 20.10.24, with its own
# containerd) started in the scratch directory on its own socket, data root and exec root, with vfs
# storage, no iptables rules and no docker0 bridge (containers run with --network none), so the host's
# network is left alone. Nothing is pulled: the only image, `demo`, is made here with `docker import`
# from busybox-static and a few small files. The classic builder is the 28.2.2 client with
# DOCKER_BUILDKIT=0; the BuildKit cases use Debian's 20.10 client (/usr/bin/docker), whose builds go to
# the daemon's built-in BuildKit (v0.8), so they print that release's wording.
# Needs (as root): docker.io, docker-compose, busybox-static.
daemon_pid=
start_daemon() {
  mkdir -p "$work/d"
  dockerd --data-root "$work/d/root" --exec-root "$work/d/exec" --host "unix://$work/d/docker.sock" \
    --pidfile "$work/d/docker.pid" --iptables=false --ip-masq=false --bridge=none --storage-driver=vfs \
    >"$work/d/dockerd.log" 2>&1 &
  daemon_pid=$!
  export DOCKER_HOST="unix://$work/d/docker.sock"
  for _ in $(seq 1 120); do docker version >/dev/null 2>&1 && break; sleep 0.5; done
  local r="$work/rootfs"
  mkdir -p "$r/bin" "$r/etc" "$r/app"
  cp "$(command -v busybox)" "$r/bin/busybox"
  for a in sh ls cat echo true false sleep; do ln -s busybox "$r/bin/$a"; done
  echo 'root:x:0:0:root:/root:/bin/sh' > "$r/etc/passwd"
  printf 'echo starting\n' > "$r/app/start.sh"; chmod 755 "$r/app/start.sh"          # no #! line
  printf '#!/bin/bash\necho starting\n' > "$r/app/entrypoint.sh"; chmod 755 "$r/app/entrypoint.sh"  # no bash in the image
  printf '#!/bin/sh\necho starting\n' > "$r/app/run.sh"; chmod 644 "$r/app/run.sh"    # no execute bit
  tar -C "$r" -c . | docker import - demo:latest >/dev/null
  cd "$work"
}
stop_daemon() {
  [ -n "$daemon_pid" ] || return 0
  docker ps -aq | xargs -r docker rm -f >/dev/null 2>&1
  kill "$daemon_pid" 2>/dev/null
  wait "$daemon_pid" 2>/dev/null
}
# Run a build in a fresh folder holding a Dockerfile with the text $1 (printf format).
dockerfile() { mkdir -p "$work/b" && cd "$work/b" && printf "$1" > Dockerfile; }
# compose_config YAML: write YAML (a printf format) to ./docker-compose.yml and validate it with docker-compose v1.
compose_config() { printf -- "$1" > docker-compose.yml; docker-compose config 2>&1; }
classic_build() { DOCKER_BUILDKIT=0 docker build --network none -t app . 2>&1; }
# Compose's progress lines and the daemon's exec errors end in CR LF on a pipe; keep LF only (as the analysis does).
crlf() { tr -d '\r'; }
buildkit_build() { DOCKER_BUILDKIT=1 /usr/bin/docker build --network none --progress plain -t app . 2>&1; }

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
    compose_config 'services:\n  web:\n    image: nginx\n   ports:\n      - "80:80"\n' ;;
  compose-v1-yaml-tab)
    compose_config 'services:\n  web:\n    image: nginx\n    ports:\n    - "80:80"\n\tvolumes: []\n' ;;
  compose-v1-yaml-mapping-values)
    compose_config 'services:\n  web:\n    image: nginx\n    command: echo a: b\n' ;;
  compose-v1-variable-not-set)
    compose_config 'services:\n  web:\n    image: nginx:${TAG}\n' ;;
  compose-v1-undefined-service)
    compose_config 'services:\n  web:\n    image: nginx\n    depends_on:\n      - db\n' ;;
  compose-v1-invalid-type-ports)
    compose_config 'version: "3.8"\nservices:\n  web:\n    image: nginx\n    ports: "80:80"\n' ;;
  compose-v1-invalid-type-environment)
    compose_config 'version: "3.8"\nservices:\n  web:\n    image: nginx\n    environment: FOO\n' ;;
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
    compose_config 'services:\n  web:\n    restart: always\n' ;;
  compose-v1-unsupported-option)
    compose_config 'version: "2"\nservices:\n  web:\n    imag: nginx\n' ;;
  compose-v1-unsupported-option-v1-file)
    # A file in the old version-1 layout (services at the top level) with an unknown key.
    compose_config 'web:\n  image: nginx\n  foo: bar\n' ;;
  compose-v1-daemon-missing)
    printf 'services:\n  web:\n    image: nginx\n' > docker-compose.yml
    DOCKER_HOST="unix://$work/missing.sock" docker-compose ps 2>&1 | tail -n 1 ;;
  compose-v1-interpolation)
    compose_config 'services:\n  web:\n    image: "nginx:${TAG"\n' ;;
  compose-v1-top-level-list)
    compose_config '- web\n- db\n' ;;
  compose-v1-top-level-empty)
    compose_config '# services to come\n' ;;
  compose-v1-build-path-missing)
    compose_config 'services:\n  web:\n    build: ./frontend\n' ;;
  compose-v1-depends-on-condition)
    compose_config 'version: "3.8"\nservices:\n  web:\n    image: nginx\n    depends_on:\n      db:\n        condition: started\n  db:\n    image: postgres\n' ;;
  run-invalid-container-port) DOCKER_HOST="unix://$work/missing.sock" docker run -p 8080:http nginx 2>&1 ;;
  run-invalid-host-port) DOCKER_HOST="unix://$work/missing.sock" docker run -p 99999:80 nginx 2>&1 ;;
  run-env-file-missing) DOCKER_HOST="unix://$work/missing.sock" docker run --env-file .env.local nginx 2>&1 ;;
  run-cpus-invalid-value) DOCKER_HOST="unix://$work/missing.sock" docker run --cpus two nginx 2>&1 ;;
  run-memory-invalid-size) DOCKER_HOST="unix://$work/missing.sock" docker run -m 1gig nginx 2>&1 ;;
  d-name-in-use)
    start_daemon
    docker run -d --network none --name web demo sleep 60 >/dev/null
    docker run -d --network none --name web demo sleep 60 2>&1 ;;
  d-run-executable-not-found) start_daemon; docker run --rm --network none demo bash 2>&1 ;;
  d-exec-executable-not-found)
    start_daemon
    docker run -d --network none --name web demo sleep 60 >/dev/null
    docker exec web bash 2>&1 | crlf ;;
  d-run-exec-format-error) start_daemon; docker run --rm --network none demo /app/start.sh 2>&1 ;;
  d-run-shebang-interpreter-missing) start_daemon; docker run --rm --network none demo /app/entrypoint.sh 2>&1 ;;
  d-run-permission-denied) start_daemon; docker run --rm --network none demo /app/run.sh 2>&1 ;;
  d-exec-no-such-container) start_daemon; docker exec -it api sh 2>&1 ;;
  d-start-no-such-container) start_daemon; docker start worker 2>&1 ;;
  d-run-network-not-found) start_daemon; docker run --rm --network backend demo true 2>&1 ;;
  d-network-rm-not-found) start_daemon; docker network rm backend 2>&1 ;;
  d-unable-to-find-user) start_daemon; docker run --rm --network none --user app demo true 2>&1 ;;
  d-minimum-memory-limit) start_daemon; docker run --rm --network none -m 4m demo true 2>&1 ;;
  d-invalid-container-name) start_daemon; docker run --rm --network none --name "my app" demo true 2>&1 ;;
  d-bind-source-missing)
    start_daemon
    docker run --rm --network none --mount type=bind,source="$work/config",target=/config demo true 2>&1 ;;
  d-mount-dir-onto-file)
    # The host path does not exist, so the daemon creates it as a directory, then mounts it on a file.
    start_daemon
    docker run --rm --network none -v "$work/passwd:/etc/passwd" demo true 2>&1 ;;
  d-rm-running-container)
    start_daemon
    docker run -d --network none --name web demo sleep 60 >/dev/null
    docker rm web 2>&1 ;;
  d-rmi-image-in-use)
    start_daemon
    docker run -d --network none --name web demo sleep 60 >/dev/null
    docker rmi demo 2>&1 ;;
  d-exec-not-running)
    start_daemon
    docker run --network none --name web demo true >/dev/null
    docker exec web ls 2>&1 ;;
  d-volume-in-use)
    start_daemon
    docker volume create pgdata >/dev/null
    docker run --network none --name db -v pgdata:/data demo true >/dev/null
    docker volume rm pgdata 2>&1 ;;
  d-rmi-no-such-image) start_daemon; docker rmi myapp:1.0 2>&1 ;;
  d-invalid-restart-policy) start_daemon; docker run -d --network none --restart alwyas demo true 2>&1 ;;
  d-build-classic-nonzero) start_daemon; dockerfile 'FROM demo\nRUN exit 3\n'; classic_build | tail -n 3 ;;
  d-build-classic-nonzero-127) start_daemon; dockerfile 'FROM demo\nRUN cd /app && ./build.sh 2>/dev/null\n'; classic_build | tail -n 3 ;;
  d-build-buildkit-executor-failed) start_daemon; dockerfile 'FROM demo\nRUN exit 3\n'; buildkit_build | tail -n 5 ;;
  d-build-classic-copy-missing) start_daemon; dockerfile 'FROM demo\nCOPY app.jar /app/\n'; classic_build | tail -n 2 ;;
  d-build-buildkit-copy-missing) start_daemon; dockerfile 'FROM demo\nCOPY app.jar /app/\n'; buildkit_build | tail -n 5 ;;
  d-build-classic-copy-from-stage-missing)
    start_daemon; dockerfile 'FROM demo AS build\nFROM demo\nCOPY --from=build /out/app /app\n'; classic_build | tail -n 2 ;;
  d-build-classic-unknown-instruction) start_daemon; dockerfile 'FROM demo\nRUNN true\n'; classic_build | tail -n 1 ;;
  d-build-buildkit-unknown-instruction) start_daemon; dockerfile 'FROM demo\nRUNN true\n'; buildkit_build | tail -n 1 ;;
  d-build-classic-empty-dockerfile) start_daemon; dockerfile ''; classic_build | tail -n 1 ;;
  d-build-classic-outside-context) start_daemon; dockerfile 'FROM demo\nCOPY ../shared /shared\n'; classic_build | tail -n 2 ;;
  d-build-buildkit-outside-context) start_daemon; dockerfile 'FROM demo\nCOPY ../shared /shared\n'; buildkit_build | tail -n 5 ;;
  d-build-classic-mount-requires-buildkit)
    start_daemon; dockerfile 'FROM demo\nRUN --mount=type=cache,target=/root/.cache true\n'; classic_build | tail -n 2 ;;
  d-build-classic-base-name-blank) start_daemon; dockerfile 'ARG BASE_IMAGE\nFROM ${BASE_IMAGE}\n'; classic_build | tail -n 3 ;;
  d-build-buildkit-base-name-blank) start_daemon; dockerfile 'ARG BASE_IMAGE\nFROM ${BASE_IMAGE}\n'; buildkit_build | tail -n 1 ;;
  d-build-buildkit-no-dockerfile) start_daemon; mkdir -p "$work/b" && cd "$work/b"; buildkit_build | tail -n 1 ;;
  d-compose-v1-name-in-use)
    start_daemon
    docker run -d --network none --name web demo sleep 60 >/dev/null
    mkdir -p "$work/shop" && cd "$work/shop"
    printf 'services:\n  web:\n    image: demo\n    network_mode: none\n    container_name: web\n    command: sleep 60\n' > docker-compose.yml
    docker-compose up -d 2>&1 | crlf ;;
  d-compose-v1-unhealthy)
    start_daemon
    mkdir -p "$work/shop" && cd "$work/shop"
    printf 'services:\n  web:\n    image: demo\n    network_mode: none\n    command: sleep 60\n    depends_on:\n      db:\n        condition: service_healthy\n  db:\n    image: demo\n    network_mode: none\n    command: sleep 60\n    healthcheck:\n      test: ["CMD", "false"]\n      interval: 1s\n      retries: 1\n' > docker-compose.yml
    docker-compose up -d 2>&1 | crlf ;;
  d-compose-v1-no-such-service)
    start_daemon
    mkdir -p "$work/shop" && cd "$work/shop"
    printf 'services:\n  web:\n    image: demo\n    network_mode: none\n' > docker-compose.yml
    docker-compose logs api 2>&1 ;;
  d-compose-v1-undefined-network)
    start_daemon
    mkdir -p "$work/shop" && cd "$work/shop"
    printf 'services:\n  web:\n    image: demo\n    networks:\n      - backend\n' > docker-compose.yml
    docker-compose up -d 2>&1 ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
work=$(mktemp -d)
trap 'stop_daemon; rm -rf "$work"' EXIT
cd "$work"
case_body "$1"
exit 0
