#!/usr/bin/env bash
# Capture DNS and name-resolution failures without sending any query off this machine.
# Debian packages: bind9-dnsutils (dig, nslookup) python3 nodejs util-linux
# Usage: bash catalogue/capture/dns.sh CASE   (no argument lists the cases)
# A tiny python3 DNS responder on loopback answers every query with one fixed outcome
# (NXDOMAIN, SERVFAIL, REFUSED, an empty NOERROR, or silence). dig/nslookup query it
# directly (@127.0.0.1 -p PORT). getaddrinfo-based cases (python, node) run inside a
# private mount namespace (`unshare -m`, needs root) where /etc/resolv.conf is
# bind-mounted to a file naming only the responder on 127.0.0.77:53, so libc never
# asks the machine's real resolver.
set -u

CASES="dig-nxdomain nslookup-nxdomain dig-servfail nslookup-servfail dig-refused node-resolve-refused
node-enotfound python-name-not-known python-temporary-failure node-eai-again
python-no-address dig-no-servers dig-tcp-refused node-net-enotfound
python-connect-name-not-known python-gethostbyname-no-address go-dial-no-such-host go-http-no-such-host
go-dial-server-misbehaving go-http-server-misbehaving
go-dial-io-timeout go-http-io-timeout apt-temporary-failure-resolving apt-could-not-resolve dig-couldnt-get-address
python-servname-not-supported node-resolve-etimeout node-resolve-txt-etimeout"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
CASE=$1
PY=/usr/bin/python3
NAME=api.staging.example.test

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

cat >dnsd.py <<'EOF'
# dnsd.py ADDR PORT MODE : answer every UDP query with MODE
import socket, struct, sys
addr, port, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
RCODE = {"nxdomain": 3, "servfail": 2, "refused": 5, "nodata": 0}
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind((addr, port))
print("ready", flush=True)
while True:
    q, peer = s.recvfrom(4096)
    if mode == "silent" or len(q) < 12:
        continue
    qid, flags = struct.unpack(">HH", q[:4])
    i = 12
    while q[i] != 0:
        i += q[i] + 1
    question = q[12:i + 5]
    rd = flags & 0x0100
    ra = 0 if mode == "refused" else 0x0080
    aa = 0x0400 if mode in ("nxdomain", "nodata") else 0
    hdr = struct.pack(">HHHHHH", qid, 0x8000 | aa | rd | ra | RCODE[mode], 1, 0, 0, 0)
    s.sendto(hdr + question, peer)
EOF

start_dnsd() { # start_dnsd ADDR PORT MODE
  $PY dnsd.py "$1" "$2" "$3" >dnsd.out 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 100); do
    grep -q ready dnsd.out 2>/dev/null && return 0
    sleep 0.05
  done
  echo "dns responder did not start" >&2; exit 1
}
free_port() { $PY -c 'import socket; s=socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

# in_ns CMD... : run CMD with /etc/resolv.conf pointing only at 127.0.0.77 (our responder)
in_ns() {
  printf 'nameserver 127.0.0.77\noptions attempts:1 timeout:1\n' >resolv.conf
  unshare -m sh -c 'mount --bind "$0" /etc/resolv.conf && exec "$@"' "$W/resolv.conf" "$@"
}

py_resolve() {
  cat >resolve.py <<'EOF'
import socket, sys
print(socket.getaddrinfo(sys.argv[1], 443))
EOF
  in_ns $PY resolve.py "$NAME" 2>&1
}
node_lookup() {
  cat >lookup.js <<'EOF'
const dns = require('dns');
dns.lookup(process.argv[2], (err, address) => {
  if (err) { console.error(err); process.exitCode = 1; } else console.log(address);
});
EOF
  in_ns node lookup.js "$NAME" 2>&1
}

# go_run dial|http NAME: build a small Go program that dials NAME (dial) or fetches https://NAME/ (http)
# and run it with Go's own resolver (GODEBUG=netdns=go) inside the namespace.
go_run() {
  cat >main.go <<'EOF'
package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"time"
)

func main() {
	host := os.Args[2]
	if os.Args[1] == "http" {
		c := &http.Client{Timeout: 5 * time.Second}
		resp, err := c.Get("https://" + host + "/v1/health")
		if err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		resp.Body.Close()
		return
	}
	conn, err := net.DialTimeout("tcp", net.JoinHostPort(host, "5432"), 5*time.Second)
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	conn.Close()
}
EOF
  printf 'module probe\n\ngo 1.19\n' >go.mod
  HOME=$W GOCACHE=$W/gocache GOPATH=$W/gopath go build -o probe . || exit 1
  in_ns env GODEBUG=netdns=go ./probe "$1" "$2" 2>&1
}

case "$CASE" in
  go-dial-no-such-host)
    start_dnsd 127.0.0.77 53 nxdomain
    go_run dial db.internal.example.test
    ;;
  go-http-no-such-host)
    start_dnsd 127.0.0.77 53 nxdomain
    go_run http "$NAME"
    ;;
  go-dial-server-misbehaving)
    start_dnsd 127.0.0.77 53 servfail
    go_run dial db.internal.example.test
    ;;
  go-http-server-misbehaving)
    start_dnsd 127.0.0.77 53 servfail
    go_run http "$NAME"
    ;;
  dig-nxdomain|dig-servfail|dig-refused)
    PORT=$(free_port)
    start_dnsd 127.0.0.1 "$PORT" "${CASE#dig-}"
    dig @127.0.0.1 -p "$PORT" "$NAME" A +tries=1 +time=2 2>&1 | grep -v -e '^;; WHEN:' -e '^;; Query time:'
    ;;
  nslookup-nxdomain|nslookup-servfail)
    PORT=$(free_port)
    start_dnsd 127.0.0.1 "$PORT" "${CASE#nslookup-}"
    nslookup -port="$PORT" -timeout=2 -retry=1 "$NAME" 127.0.0.1 2>&1
    ;;
  node-resolve-refused)
    PORT=$(free_port)
    start_dnsd 127.0.0.1 "$PORT" refused
    cat >resolve.js <<'EOF'
const { Resolver } = require('dns');
const r = new Resolver({ timeout: 2000, tries: 1 });
r.setServers([`127.0.0.1:${process.argv[3]}`]);
r.resolve4(process.argv[2], (err, addrs) => {
  if (err) { console.error(err); process.exitCode = 1; } else console.log(addrs);
});
EOF
    node resolve.js "$NAME" "$PORT" 2>&1
    ;;
  node-enotfound)
    start_dnsd 127.0.0.77 53 nxdomain
    node_lookup
    ;;
  python-name-not-known)
    start_dnsd 127.0.0.77 53 nxdomain
    py_resolve
    ;;
  python-temporary-failure)
    start_dnsd 127.0.0.77 53 servfail
    py_resolve
    ;;
  node-eai-again)
    start_dnsd 127.0.0.77 53 servfail
    node_lookup
    ;;
  python-no-address)
    start_dnsd 127.0.0.77 53 nodata
    py_resolve
    ;;
  dig-no-servers)
    PORT=$(free_port)
    start_dnsd 127.0.0.1 "$PORT" silent
    dig @127.0.0.1 -p "$PORT" "$NAME" A +tries=1 +time=1 2>&1
    ;;
  dig-tcp-refused)
    PORT=$(free_port)
    dig +tcp @127.0.0.1 -p "$PORT" db.internal.example.test A +tries=1 +time=1 2>&1
    ;;
  node-net-enotfound)
    start_dnsd 127.0.0.77 53 nxdomain
    cat >connect.js <<'EOF'
const net = require('net');
const sock = net.connect({ host: 'redis.cache.example.test', port: 6379 });
sock.on('connect', () => { console.log('connected'); sock.end(); });
sock.on('error', (err) => { console.error(err); process.exitCode = 1; });
EOF
    in_ns node connect.js 2>&1
    ;;
  python-connect-name-not-known)
    start_dnsd 127.0.0.77 53 nxdomain
    cat >connect.py <<'EOF'
import socket
conn = socket.create_connection(("postgres.db.example.test", 5432), timeout=3)
EOF
    in_ns $PY connect.py 2>&1
    ;;
  python-gethostbyname-no-address)
    start_dnsd 127.0.0.77 53 nodata
    cat >lookup.py <<'EOF'
import socket
print(socket.gethostbyname("mail.example.test"))
EOF
    in_ns $PY lookup.py 2>&1
    ;;
  go-dial-io-timeout)
    start_dnsd 127.0.0.77 53 silent
    go_run dial db.internal.example.test
    ;;
  go-http-io-timeout)
    start_dnsd 127.0.0.77 53 silent
    go_run http "$NAME"
    ;;
  apt-temporary-failure-resolving|apt-could-not-resolve)
    # apt-get update with its lists and cache in the scratch directory, so nothing on the machine changes
    if [ "$CASE" = apt-temporary-failure-resolving ]; then start_dnsd 127.0.0.77 53 servfail; else start_dnsd 127.0.0.77 53 nxdomain; fi
    mkdir -p lists/partial cache/archives/partial
    echo 'deb http://deb.debian.org/debian bookworm main' >sources.list
    echo '$ apt-get update'
    in_ns apt-get -o Dir::State::Lists="$W/lists" -o Dir::Cache="$W/cache" -o Dir::Etc::SourceList="$W/sources.list" \
      -o Dir::Etc::SourceParts=/nonexistent -o Debug::NoLocking=1 -o APT::Sandbox::User=root -o Acquire::Retries=0 update 2>&1
    ;;
  dig-couldnt-get-address)
    # the server given with @ is a name, and that name does not resolve
    start_dnsd 127.0.0.77 53 nxdomain
    echo "\$ dig @ns1.corp.example.test $NAME"
    in_ns dig @ns1.corp.example.test "$NAME" A +tries=1 +time=1 2>&1
    ;;
  node-resolve-etimeout|node-resolve-txt-etimeout)
    # dns.promises Resolver (c-ares) against a server that never answers
    PORT=$(free_port)
    start_dnsd 127.0.0.1 "$PORT" silent
    if [ "$CASE" = node-resolve-etimeout ]; then rr=A; else rr=TXT; fi
    cat >resolve-timeout.mjs <<'EOF'
import { Resolver } from 'node:dns/promises';
const r = new Resolver({ timeout: 1000, tries: 1 });
r.setServers([`127.0.0.1:${process.argv[2]}`]);
await r.resolve(process.argv[3], process.argv[4]);
EOF
    node resolve-timeout.mjs "$PORT" "$NAME" "$rr" 2>&1
    ;;
  python-servname-not-supported)
    cat >svc.py <<'EOF'
import socket
print(socket.getaddrinfo("localhost", "postgresql-primary", type=socket.SOCK_STREAM))
EOF
    $PY svc.py 2>&1
    ;;
  *)
    echo "unknown case: $CASE" >&2
    exit 2
    ;;
esac
exit 0
