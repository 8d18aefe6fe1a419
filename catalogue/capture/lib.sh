# Sourced by the capture scripts that start servers: a scratch directory ($W, also $WORK) that is
# removed on exit together with every process recorded in PIDS (PIDS+=($!)), a free loopback TCP
# port, and a wait until a port accepts connections (the script stops with a message if it never
# does). Needs python3.
W=$(mktemp -d)
WORK=$W
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do
    kill "$p" 2>/dev/null
    wait "$p" 2>/dev/null
  done
  rm -rf "$W"
}
trap cleanup EXIT
cd "$W" || exit 1

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
wait_port() {
  for _ in $(seq 1 200); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.05
  done
  echo "server on port $1 did not start" >&2
  exit 1
}
