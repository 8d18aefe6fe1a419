#!/usr/bin/env bash
# Capture gRPC status errors from grpc-js (Node), grpcio (Python) and grpc-go clients.
# Debian packages: nodejs npm python3 python3-grpcio golang-go golang-google-grpc-dev golang-google-protobuf-dev
# protobuf-compiler (protoc-* cases)
# npm packages (installed into the temporary directory): @grpc/grpc-js @grpc/proto-loader
# Usage: bash catalogue/capture/grpc.sh CASE   (no argument lists the cases)
# A small grpc-js server listens on 127.0.0.1 and a free port. Some statuses happen for real
# (no server listening, a deadline that runs out, a method the server does not implement, a
# reply larger than the client accepts, a call the client cancels, a handler that throws); the
# others are returned by the handler with a realistic message, the way application code does.
# node-* cases print what a grpc-js client logs (console.error(err)); python-* cases let the
# grpcio exception go uncaught so the interpreter prints its traceback; go-* cases print
# `log`-style "GetOrder failed: %v" of the grpc-go error (built in GOPATH mode against the
# Debian golang-google-grpc-dev sources, no module download).
set -u

NODE_CASES="tls-unknown-authority server-dies dns-resolution-failed unavailable unavailable-http1 unavailable-tls-mismatch deadline-exceeded unimplemented cancelled resource-exhausted resource-exhausted-quota unknown-throw
invalid-argument not-found already-exists permission-denied failed-precondition aborted
out-of-range internal data-loss unauthenticated"
PY_CASES="tls-unknown-authority server-dies dns-resolution-failed unavailable unavailable-http1 unavailable-tls-mismatch deadline-exceeded unimplemented resource-exhausted invalid-argument not-found
permission-denied unauthenticated internal aborted already-exists data-loss"
GO_CASES="tls-unknown-authority server-dies dns-resolution-failed unavailable unavailable-http1 unavailable-tls-mismatch deadline-exceeded unimplemented resource-exhausted not-found permission-denied
unauthenticated internal invalid-argument unknown-throw failed-precondition out-of-range
resource-exhausted-quota cancelled"
PROTOC_CASES="plugin-go plugin-go-grpc plugin-grpc-gateway import-not-found import-googleapis not-in-proto-path"

if [ $# -eq 0 ]; then
  for c in $NODE_CASES; do echo "node-$c"; done
  for c in $PY_CASES; do echo "python-$c"; done
  for c in $GO_CASES; do echo "go-$c"; done
  for c in $PROTOC_CASES; do echo "protoc-$c"; done
  exit 0
fi
CASE=$1
PY=/usr/bin/python3

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# protoc-* cases: the protobuf compiler (Debian protobuf-compiler) on a small service definition,
# with no code-generator plugins installed.
case "$CASE" in
  protoc-*)
    cat >orders.proto <<'PEOF'
syntax = "proto3";
package shop.v1;
option go_package = "example.com/shop/v1;shopv1";
message GetOrderRequest { string id = 1; }
message Order { string id = 1; }
service OrderService { rpc GetOrder (GetOrderRequest) returns (Order); }
PEOF
    cat >payments.proto <<'PEOF'
syntax = "proto3";
package shop.v1;
import "common/money.proto";
import "google/protobuf/timestamp.proto";
message Payment { string id = 1; }
PEOF
    case "$CASE" in
      protoc-plugin-go) PATH=/usr/bin:/bin protoc --go_out=. orders.proto 2>&1 ;;
      protoc-plugin-go-grpc) PATH=/usr/bin:/bin protoc --go-grpc_out=. --go-grpc_opt=paths=source_relative orders.proto 2>&1 ;;
      protoc-plugin-grpc-gateway) PATH=/usr/bin:/bin protoc -I . --grpc-gateway_out=. orders.proto 2>&1 ;;
      protoc-import-not-found) protoc -I . --python_out=. payments.proto 2>&1 ;;
      protoc-import-googleapis)
        # an HTTP annotation from googleapis, which is not vendored into any include root
        printf 'syntax = "proto3";\npackage shop.v1;\nimport "google/api/annotations.proto";\nmessage Ping { string id = 1; }\n' >gateway.proto
        protoc -I . --python_out=. gateway.proto 2>&1 ;;
      protoc-not-in-proto-path) protoc --proto_path=protos --python_out=. orders.proto 2>&1 ;;
      *) echo "unknown case: $CASE" >&2; exit 2 ;;
    esac
    exit 0 ;;
esac


mkdir app && cd app || exit 1
npm init -y >/dev/null 2>&1
npm install --prefer-offline --no-audit --no-fund --silent @grpc/grpc-js @grpc/proto-loader >/dev/null 2>&1 \
  || { echo "npm install of @grpc/grpc-js failed" >&2; exit 1; }

cat >orders.proto <<'PEOF'
syntax = "proto3";
package shop.v1;
message GetOrderRequest { string id = 1; string scenario = 2; }
message Order { string id = 1; string payload = 2; }
service OrderService {
  rpc GetOrder (GetOrderRequest) returns (Order);
  rpc CancelOrder (GetOrderRequest) returns (Order);
}
PEOF

cat >server.js <<'JEOF'
const grpc = require('@grpc/grpc-js');
const loader = require('@grpc/proto-loader');
const pkg = grpc.loadPackageDefinition(loader.loadSync(__dirname + '/orders.proto')).shop.v1;
const S = grpc.status;
const replies = {
  'invalid-argument': [S.INVALID_ARGUMENT, 'order id "" is not a valid UUID'],
  'not-found': [S.NOT_FOUND, 'order 8f14e45f-ceea-467f-a0e6-5b7c1e2d9a10 not found'],
  'already-exists': [S.ALREADY_EXISTS, 'order 8f14e45f-ceea-467f-a0e6-5b7c1e2d9a10 already exists'],
  'permission-denied': [S.PERMISSION_DENIED, 'caller "svc-reporting" lacks permission orders.read'],
  'failed-precondition': [S.FAILED_PRECONDITION, 'order is already shipped and can no longer be cancelled'],
  'aborted': [S.ABORTED, 'transaction aborted: concurrent update to order, retry'],
  'out-of-range': [S.OUT_OF_RANGE, 'page_token offset 5000 is past the end of the result set (1200 items)'],
  'internal': [S.INTERNAL, 'failed to encode order: invalid UTF-8 in field notes'],
  'data-loss': [S.DATA_LOSS, 'stored order record is corrupt: checksum mismatch'],
  'resource-exhausted-quota': [S.RESOURCE_EXHAUSTED, 'quota exceeded: 100 requests per minute allowed for project "acme-prod"'],
  'unauthenticated': [S.UNAUTHENTICATED, 'missing or invalid bearer token in "authorization" metadata'],
};
const server = new grpc.Server();
server.addService(
  // Only GetOrder is implemented: CancelOrder answers UNIMPLEMENTED on its own.
  { GetOrder: pkg.OrderService.service.GetOrder },
  {
    GetOrder(call, cb) {
      const sc = call.request.scenario || (call.metadata.get('x-scenario')[0] || '');
      if (sc === 'deadline-exceeded') return setTimeout(() => cb(null, { id: call.request.id }), 3000);
      if (sc === 'server-dies') return setTimeout(() => cb(null, { id: call.request.id }), 10000);
      if (sc === 'cancelled') return setTimeout(() => cb(null, { id: call.request.id }), 3000);
      if (sc === 'resource-exhausted') return cb(null, { id: call.request.id, payload: 'x'.repeat(6 * 1024 * 1024) });
      if (sc === 'unknown-throw') throw new TypeError("Cannot read properties of undefined (reading 'customerId')");
      const r = replies[sc];
      if (r) return cb({ code: r[0], details: r[1] });
      cb(null, { id: call.request.id });
    },
  });
server.bindAsync('127.0.0.1:' + process.argv[2], grpc.ServerCredentials.createInsecure(), (err) => {
  if (err) { console.error(err); process.exit(1); }
});
JEOF

cat >client.js <<'JEOF'
const grpc = require('@grpc/grpc-js');
const loader = require('@grpc/proto-loader');
const pkg = grpc.loadPackageDefinition(loader.loadSync(__dirname + '/orders.proto')).shop.v1;
const [port, scenario] = [process.argv[2], process.argv[3]];
const creds = process.env.SECURE ? grpc.credentials.createSsl() : grpc.credentials.createInsecure();
const client = new pkg.OrderService(process.env.TARGET || '127.0.0.1:' + port, creds,
  { 'grpc.max_receive_message_length': 4 * 1024 * 1024 });
const deadline = new Date(Date.now() + (scenario === 'deadline-exceeded' ? 500 : 5000));
const method = scenario === 'unimplemented' ? 'CancelOrder' : 'GetOrder';
const call = client[method]({ id: '8f14e45f-ceea-467f-a0e6-5b7c1e2d9a10', scenario }, { deadline }, (err, reply) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  console.log(reply);
  process.exit(0);
});
if (scenario === 'cancelled') setTimeout(() => call.cancel(), 200);
JEOF

cat >client.py <<'PYEOF'
import sys
import grpc

port, scenario = sys.argv[1], sys.argv[2]

def field(num, text):  # protobuf wire format for a string field
    data = text.encode()
    return bytes([(num << 3) | 2, len(data)]) + data

request = field(1, "8f14e45f-ceea-467f-a0e6-5b7c1e2d9a10") + field(2, scenario)
method = "/shop.v1.OrderService/CancelOrder" if scenario == "unimplemented" else "/shop.v1.OrderService/GetOrder"
import os
options = [("grpc.max_receive_message_length", 4 * 1024 * 1024)]
if os.environ.get("SECURE"):
    channel = grpc.secure_channel(os.environ.get("TARGET") or "127.0.0.1:%s" % port,
                                  grpc.ssl_channel_credentials(), options=options)
else:
    channel = grpc.insecure_channel(os.environ.get("TARGET") or "127.0.0.1:%s" % port, options=options)
get_order = channel.unary_unary(method)
timeout = 0.5 if scenario == "deadline-exceeded" else 5
reply = get_order(request, timeout=timeout)
print(reply)
PYEOF

cat >client.go <<'GEOF'
package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/metadata"
	"google.golang.org/protobuf/types/known/emptypb"
)

func main() {
	port, scenario := os.Args[1], os.Args[2]
	target := os.Getenv("TARGET")
	if target == "" {
		target = "127.0.0.1:" + port
	}
	creds := grpc.WithInsecure()
	if os.Getenv("SECURE") != "" {
		creds = grpc.WithTransportCredentials(credentials.NewClientTLSFromCert(nil, ""))
	}
	conn, err := grpc.Dial(target, creds)
	if err != nil {
		fmt.Fprintf(os.Stderr, "dial failed: %v\n", err)
		os.Exit(1)
	}
	defer conn.Close()
	timeout := 5 * time.Second
	if scenario == "deadline-exceeded" {
		timeout = 500 * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	if scenario == "cancelled" {
		// The caller gives up: e.g. the HTTP request that started this call was closed.
		go func() { time.Sleep(200 * time.Millisecond); cancel() }()
	}
	ctx = metadata.AppendToOutgoingContext(ctx, "x-scenario", scenario)
	method := "/shop.v1.OrderService/GetOrder"
	if scenario == "unimplemented" {
		method = "/shop.v1.OrderService/CancelOrder"
	}
	if err := conn.Invoke(ctx, method, new(emptypb.Empty), new(emptypb.Empty)); err != nil {
		fmt.Fprintf(os.Stderr, "GetOrder failed: %v\n", err)
		os.Exit(1)
	}
	fmt.Println("ok")
}
GEOF

build_go() {
  GO111MODULE=off GOPATH=/usr/share/gocode GOCACHE="$W/gocache" go build -o goclient client.go \
    || { echo "go build failed (needs golang-google-grpc-dev)" >&2; exit 1; }
}

run_client() { # run_client node|python|go PORT SCENARIO
  case "$1" in
    node) node client.js "$2" "$3" 2>&1 ;;
    python) $PY client.py "$2" "$3" 2>&1 ;;
    go) build_go; ./goclient "$2" "$3" 2>&1 ;;
  esac
}

start_server() {
  PORT=$(free_port)
  node server.js "$PORT" &
  PIDS+=($!)
  wait_port "$PORT"
}

case "$CASE" in
node-unavailable)
  node client.js "$(free_port)" unavailable 2>&1
  ;;
python-unavailable)
  $PY client.py "$(free_port)" unavailable 2>&1
  ;;
*-unavailable-http1)
  # A plain HTTP/1.1 server on the port the client dials.
  PORT=$(free_port)
  $PY -m http.server "$PORT" --bind 127.0.0.1 >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  run_client "${CASE%%-*}" "$PORT" unavailable
  ;;
*-unavailable-tls-mismatch)
  # A TLS-only server; the client uses an insecure (plaintext) channel.
  openssl req -x509 -newkey rsa:2048 -nodes -keyout tls.key -out tls.pem -days 1 -subj /CN=localhost >/dev/null 2>&1
  PORT=$(free_port)
  openssl s_server -accept "$PORT" -cert tls.pem -key tls.key -quiet </dev/null >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  run_client "${CASE%%-*}" "$PORT" unavailable
  ;;
*-tls-unknown-authority)
  # A TLS server whose self-signed certificate the client does not trust; the client uses TLS
  # credentials with the system roots (SECURE=1).
  openssl req -x509 -newkey rsa:2048 -nodes -keyout tls.key -out tls.pem -days 1 -subj /CN=localhost \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" >/dev/null 2>&1
  PORT=$(free_port)
  openssl s_server -accept "$PORT" -cert tls.pem -key tls.key -alpn h2 -quiet </dev/null >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  SECURE=1 run_client "${CASE%%-*}" "$PORT" unavailable
  ;;
*-server-dies)
  # The server process goes away while the call is in flight (crash, OOM kill, pod deleted).
  start_server
  [ "${CASE%%-*}" = go ] && build_go
  ( sleep 1.5; kill -9 "${PIDS[-1]}" ) &
  exec 2>/dev/null  # no "Killed" notice from this shell about the server (the client's own stderr goes to stdout)
  run_client "${CASE%%-*}" "$PORT" server-dies
  ;;
*-dns-resolution-failed)
  # The target's host name does not resolve: /etc/resolv.conf names only a local responder
  # (127.0.0.77:53, inside a private mount namespace) that answers NXDOMAIN to every query.
  [ "${CASE%%-*}" = go ] && build_go
  cat >dnsd.py <<'PYEOF'
import socket, struct
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.77", 53))
open("dns.ready", "w").close()
while True:
    q, peer = s.recvfrom(4096)
    qid, flags = struct.unpack(">HH", q[:4]); i = 12
    while q[i] != 0: i += q[i] + 1
    s.sendto(struct.pack(">HHHHHH", qid, 0x8583 | (flags & 0x0100), 1, 0, 0, 0) + q[12:i + 5], peer)
PYEOF
  $PY dnsd.py & PIDS+=($!)
  wait_ready dns.ready
  printf 'nameserver 127.0.0.77\noptions attempts:1 timeout:1\n' >resolv.conf
  export TARGET=orders.internal.example.test:50051
  case "${CASE%%-*}" in
    node) cmd="node client.js 0 unavailable" ;;
    python) cmd="$PY client.py 0 unavailable" ;;
    go) cmd="./goclient 0 unavailable" ;;
  esac
  unshare -m sh -c 'mount --bind "$0" /etc/resolv.conf && exec "$@"' "$PWD/resolv.conf" $cmd 2>&1
  ;;
go-unavailable)
  build_go
  ./goclient "$(free_port)" unavailable 2>&1
  ;;
go-*)
  build_go
  start_server
  ./goclient "$PORT" "${CASE#go-}" 2>&1
  ;;
node-*)
  start_server
  node client.js "$PORT" "${CASE#node-}" 2>&1
  ;;
python-*)
  start_server
  $PY client.py "$PORT" "${CASE#python-}" 2>&1
  ;;
*)
  echo "unknown case: $CASE" >&2
  exit 2
  ;;
esac
exit 0
