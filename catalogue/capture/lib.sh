# Sourced by the capture scripts: a scratch directory ($W, also $WORK) that is the current directory
# and is removed on exit together with every process recorded in PIDS (PIDS+=($!)), and helpers for
# the servers and certificates that cases need. Everything listens on 127.0.0.1 only.
# Needs python3 (and openssl for the certificate helpers).
W=$(mktemp -d)
WORK=$W
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do
    kill "$p" 2>/dev/null
    wait "$p" 2>/dev/null
  done
  cd / && rm -rf "$W"
}
trap cleanup EXIT
cd "$W" || exit 1

# --- ports and servers ---------------------------------------------------------------------------
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
# wait_port PORT: wait until PORT accepts connections (the probe is one connection the server sees);
# the script stops with a message if it never does.
wait_port() {
  for _ in $(seq 1 200); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.05
  done
  echo "server on port $1 did not start" >&2
  exit 1
}
# wait_ready [FILE]: wait until a helper server has written FILE (default ./ready), for servers that
# must not see a probe connection; returns 1 if it never appears.
wait_ready() {
  for _ in $(seq 1 100); do [ -f "${1:-ready}" ] && return 0; sleep 0.1; done
  return 1
}
# stop_pid PID: stop one background process early (the rest are stopped on exit).
stop_pid() { kill "$1" 2>/dev/null; wait "$1" 2>/dev/null; }
# hold_port PORT: a listener on PORT that completes the handshake but never accepts or answers
# (connections to it time out on read; binding PORT again fails). Its pid is in PIDS and $!.
hold_port() {
  rm -f "$W/.held-$1"
  python3 -c 'import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
open(sys.argv[2], "w").close(); time.sleep(600)' "$1" "$W/.held-$1" &
  PIDS+=($!)
  wait_ready "$W/.held-$1"
}
# fill_backlog PORT: a listener on PORT whose accept queue is already full, so the kernel drops new
# SYNs and connecting to it times out. Its pid is in PIDS and $!.
fill_backlog() {
  rm -f "$W/.full-$1"
  python3 -c 'import socket, sys, time
port = int(sys.argv[1])
s = socket.socket(); s.bind(("127.0.0.1", port)); s.listen(0)
fill = [socket.create_connection(("127.0.0.1", port)) for _ in range(2)]
open(sys.argv[2], "w").close(); time.sleep(600)' "$1" "$W/.full-$1" &
  PIDS+=($!)
  wait_ready "$W/.full-$1"
}
# serve_tls CERT KEY [s_server options]: an openssl s_server answering HTTPS (-www) on a free port
# $PORT; its output goes to $W/server.log.
serve_tls() {
  PORT=$(free_port)
  openssl s_server -accept "127.0.0.1:$PORT" -cert "$1" -key "$2" -www "${@:3}" >"$W/server.log" 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}

# --- certificates ---------------------------------------------------------------------------------
# self_signed_cert KEY CERT [CN [DAYS [EXT...]]]: a throw-away self-signed certificate, by default for
# CN localhost and 2 days; each EXT (e.g. "$SAN") is added with -addext.
self_signed_cert() {
  local key=$1 cert=$2 cn=${3:-localhost} days=${4:-2}
  shift $(($# < 4 ? $# : 4))
  local args=()
  for e in "$@"; do args+=(-addext "$e"); done
  openssl req -x509 -newkey rsa:2048 -nodes -keyout "$key" -out "$cert" -days "$days" \
    -subj "/CN=$cn" "${args[@]}" >/dev/null 2>&1
}
# A small local CA: make_root NAME CN writes NAME.key/NAME.pem; make_csr NAME CN [EXT...] a key and a
# request with those extensions; sign NAME CA [openssl ca options] signs NAME.csr into NAME.pem
# (write_ca_cnf first); make_leaf NAME CA [options] a 30-day localhost/127.0.0.1 certificate.
SAN="subjectAltName=DNS:localhost,IP:127.0.0.1"
make_root() {
  openssl req -x509 -newkey rsa:2048 -nodes -keyout "$1.key" -out "$1.pem" -days 3650 \
    -subj "/CN=$2" >/dev/null 2>&1
}
make_csr() {
  local n=$1 cn=$2; shift 2
  local args=()
  for e in "$@"; do args+=(-addext "$e"); done
  openssl req -newkey rsa:2048 -nodes -keyout "$n.key" -out "$n.csr" -subj "/CN=$cn" "${args[@]}" >/dev/null 2>&1
}
write_ca_cnf() { # ca.cnf, index.txt, serial and newcerts/ for `openssl ca` in the current directory
  cat >ca.cnf <<'EOF'
[ ca ]
default_ca = local_ca
[ local_ca ]
dir = .
database = index.txt
new_certs_dir = newcerts
serial = serial
default_md = sha256
policy = any
copy_extensions = copy
unique_subject = no
[ any ]
commonName = supplied
[ v3_inter ]
basicConstraints = critical,CA:true
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
EOF
  mkdir -p newcerts; : >index.txt; echo 01 >serial
}
sign() {
  local n=$1 ca=$2; shift 2
  openssl ca -batch -config ca.cnf -cert "$ca.pem" -keyfile "$ca.key" -in "$n.csr" -out "$n.pem" \
    -notext "$@" >/dev/null 2>&1
}
make_leaf() {
  local n=$1 ca=$2; shift 2
  make_csr "$n" localhost "$SAN"
  sign "$n" "$ca" -days 30 "$@"
}
