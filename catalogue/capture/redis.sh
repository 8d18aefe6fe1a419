#!/usr/bin/env bash
# Capture cases for catalogue/redis: each case starts a throw-away redis-server on a free port of
# 127.0.0.1 (no persistence unless the case needs it), runs redis-cli (or redis-py) against it and
# prints what the client shows (stderr merged); server-side cases print the server's log lines.
# Debian packages: redis-server, redis-tools (redis-cli, Redis 7.0), python3-redis (redis-py), python3.
# The node-redis and ioredis cases need nodejs and the npm packages redis@4 and ioredis@5 installed in
# REDIS_JS_MODULES (default /tmp/redisjs/node_modules: `mkdir -p /tmp/redisjs && cd /tmp/redisjs &&
# npm install redis@4 ioredis@5`); an unhandled rejection prints the throwing line, the error and its stack.
# Usage: bash catalogue/capture/redis.sh CASE    (no argument: list the cases)
set -u
CASES="connection-refused noauth wrongpass wrongtype oom misconf readonly unknown-command
wrong-number-of-args crossslot moved max-clients protected-mode bind-in-use bad-directive
not-integer busy-script noscript execabort noperm db-index-out-of-range security-attack
py-connection-refused py-noauth py-wrongtype py-oom py-readonly py-timeout overcommit-warning
invalid-expire bad-directive-arguments py-db-index-out-of-range py-execabort
clusterdown py-clusterdown busygroup py-busygroup auth-no-password py-auth-no-password masterdown
py-masterdown nogroup py-nogroup exec-without-multi py-exec-without-multi script-error script-error-global
py-script-error loading py-loading py-moved ask node-redis-client-closed node-redis-after-quit
ioredis-connection-closed ioredis-disconnected ioredis-wrongtype
py-blpop-timeout ioredis-command-timeout node-redis-socket-closed py-server-shutdown
py-unknown-command rb-connection-refused rb-noauth"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
# CASE+tty: the same case with redis-cli attached to a pseudo-terminal (python3's pty module), so
# that it prints replies as people see them interactively: "(error) WRONGTYPE ...".
CASE=${1%+tty}
TTY=""
[ "$CASE" != "$1" ] && TTY=1
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
CLI=${REDIS_CLI:-/usr/bin/redis-cli}
SRV=${REDIS_SERVER:-/usr/bin/redis-server}
PY=${PYTHON:-/usr/bin/python3}

# server PORT [config lines...]: a redis-server on 127.0.0.1:PORT logging to $W/redis-PORT.log.
server() {
  local port=$1; shift
  {
    echo "port $port"; echo "bind 127.0.0.1"; echo "save \"\""; echo "appendonly no"
    echo "dir $W"; echo "logfile $W/redis-$port.log"; echo "daemonize no"
    printf '%s\n' "$@"
  } >"$W/redis-$port.conf"
  "$SRV" "$W/redis-$port.conf" >/dev/null 2>&1 &
  PIDS+=($!)
  slow_wait "$port"
}
# slow_wait PORT: like wait_port, with a longer limit for loaded machines (cluster nodes start slowly).
slow_wait() {
  for _ in $(seq 1 600); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "server on port $1 did not start" >&2
  exit 1
}
cli() {
  if [ -n "$TTY" ]; then
    python3 -c 'import pty, sys; pty.spawn(sys.argv[1:])' "$CLI" -p "$P" "$@" </dev/null | tr -d '\r'
  else
    "$CLI" -p "$P" "$@" 2>&1
  fi
}
# low_port: a free port below 55536, for cluster nodes (their bus listens on port + 10000).
low_port() {
  local p
  for _ in $(seq 1 50); do p=$(free_port); [ "$p" -lt 55536 ] && { echo "$p"; return; }; done
  echo 6390
}
JS_MODULES=${REDIS_JS_MODULES:-/tmp/redisjs/node_modules}
js() { NODE_PATH="$JS_MODULES" node -e "$1" "$P" 2>&1 | grep -v '^Node.js v'; }
py() { "$PY" -c "$1" "$P" 2>&1; }
P=$(free_port)

case "$CASE" in
connection-refused)
  cli ping ;;
noauth)
  server "$P" "requirepass s3cret-pass"
  cli set session:42 active ;;
wrongpass)
  server "$P" "requirepass s3cret-pass"
  cli -a wrong-pass --no-auth-warning ping ;;
wrongtype)
  server "$P"
  cli set user:1 alice >/dev/null
  cli lpush user:1 bob ;;
oom)
  server "$P" "maxmemory 1mb" "maxmemory-policy noeviction"
  for i in $(seq 1 40); do
    out=$(cli set "blob:$i" "$(head -c 60000 /dev/zero | tr '\0' x)")
    case "$out" in *OOM*) echo "$out"; break ;; esac
  done ;;
misconf)
  mkdir -p "$W/data"
  server "$P" "dir $W/data" "save 3600 1" "stop-writes-on-bgsave-error yes"
  cli set k v >/dev/null
  rm -rf "$W/data"
  cli bgsave >/dev/null; sleep 1
  cli set counter 1
  "$CLI" -p "$P" shutdown nosave >/dev/null 2>&1 ;;   # a final save would fail and keep it running
readonly)
  M=$(free_port); server "$M"
  server "$P" "replicaof 127.0.0.1 $M"
  sleep 1
  cli set cart:7 item ;;
unknown-command)
  server "$P"
  cli JSON.GET doc:1 '$' ;;
wrong-number-of-args)
  server "$P"
  cli get ;;
crossslot)
  server "$P" "cluster-enabled yes" "cluster-config-file $W/nodes-$P.conf"
  cli cluster addslotsrange 0 16383 >/dev/null; sleep 1
  cli mset user:1 a user:2 b ;;
moved)
  Q=$(free_port)
  server "$P" "cluster-enabled yes" "cluster-config-file $W/nodes-$P.conf"
  server "$Q" "cluster-enabled yes" "cluster-config-file $W/nodes-$Q.conf"
  cli cluster addslotsrange 0 8191 >/dev/null
  "$CLI" -p "$Q" cluster addslotsrange 8192 16383 >/dev/null
  cli cluster meet 127.0.0.1 "$Q" >/dev/null
  for _ in $(seq 1 50); do cli cluster info | grep -q 'cluster_state:ok' && break; sleep 0.2; done
  cli get user:1 ;;
max-clients)
  server "$P" "maxclients 1"
  python3 -c 'import socket, sys, time
s = socket.create_connection(("127.0.0.1", int(sys.argv[1]))); s.sendall(b"PING\r\n"); s.recv(64)
open(sys.argv[2], "w").close(); time.sleep(30)' "$P" "$W/held" &
  PIDS+=($!); wait_ready "$W/held"
  cli ping ;;
protected-mode)
  ADDR=$(hostname -I | awk '{print $1}')
  {
    echo "port $P"; echo "bind * -::*"; echo "protected-mode yes"; echo "save \"\""
    echo "dir $W"; echo "logfile $W/redis-$P.log"
  } >"$W/redis-$P.conf"
  "$SRV" "$W/redis-$P.conf" >/dev/null 2>&1 &
  PIDS+=($!); wait_port "$P"
  "$CLI" -h "$ADDR" -p "$P" ping 2>&1 ;;
bind-in-use)
  hold_port "$P"
  timeout 5 "$SRV" --port "$P" --bind 127.0.0.1 --save '' 2>&1 | grep -E '#|bind' ;;
bad-directive)
  printf 'port %s\nmaxmemory-policy allkeys-lru\nmaxmemory 256mb\nslaveof-read-only yes\n' "$P" >"$W/bad.conf"
  "$SRV" "$W/bad.conf" 2>&1 ;;
not-integer)
  server "$P"
  cli set views 12.5 >/dev/null
  cli incr views ;;
busy-script)
  server "$P" "busy-reply-threshold 100"
  "$CLI" -p "$P" eval 'while true do end' 0 >/dev/null 2>&1 &
  PIDS+=($!); sleep 0.6
  cli ping
  cli script kill >/dev/null ;;
noscript)
  server "$P"
  cli evalsha 6b1bf486c81ceb7edf3c093f4c48582e38c0e791 0 ;;
execabort)
  server "$P"
  printf 'MULTI\nSET a 1\nINCRBY a\nEXEC\n' | "$CLI" -p "$P" 2>&1 ;;
noperm)
  server "$P" "user reporter on >viewpass ~* +@read"
  cli --user reporter --pass viewpass --no-auth-warning set report:1 done ;;
db-index-out-of-range)
  server "$P"
  cli -n 20 ping ;;
security-attack)
  server "$P"
  curl -s --max-time 2 -X POST -d 'x=1' "http://127.0.0.1:$P/" >/dev/null 2>&1
  sleep 0.3; grep -E 'SECURITY ATTACK' "$W/redis-$P.log" ;;
py-connection-refused)
  py 'import sys, redis
r = redis.Redis(host="localhost", port=int(sys.argv[1]))
r.get("session:42")' ;;
py-noauth)
  server "$P" "requirepass s3cret-pass"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.set("session:42", "active")' ;;
py-wrongtype)
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.set("cart:7", "1")
r.hset("cart:7", "sku", 2)' ;;
py-oom)
  server "$P" "maxmemory 1mb" "maxmemory-policy noeviction"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
for i in range(100):
    r.set(f"blob:{i}", "x" * 60000)' ;;
py-readonly)
  M=$(free_port); server "$M"
  server "$P" "replicaof 127.0.0.1 $M"
  sleep 1
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.set("cart:7", "1")' ;;
py-timeout)
  hold_port "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]), socket_timeout=1)
r.ping()' ;;
overcommit-warning)
  server "$P"
  sleep 0.3; grep -E 'WARNING' "$W/redis-$P.log" | head -3 ;;
invalid-expire)
  server "$P"
  cli set otp:42 123456 EX 0 ;;
bad-directive-arguments)
  printf 'port %s\nbind 127.0.0.1\nrequirepass my secret pass\n' "$P" >"$W/bad.conf"
  "$SRV" "$W/bad.conf" 2>&1 ;;
py-db-index-out-of-range)
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]), db=16)
r.get("session:42")' ;;
py-execabort)
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
with r.pipeline(transaction=True) as pipe:
    pipe.set("stock:7", 10)
    pipe.execute_command("INCRBY", "stock:7")
    pipe.execute()' ;;
clusterdown)
  # a cluster node with no hash slots assigned: no slot is served
  server "$P" "cluster-enabled yes" "cluster-config-file $W/nodes-$P.conf"
  cli set user:1 alice ;;
py-clusterdown)
  server "$P" "cluster-enabled yes" "cluster-config-file $W/nodes-$P.conf"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.get("user:1")' ;;
busygroup)
  server "$P"
  cli xgroup create orders workers '$' MKSTREAM >/dev/null
  cli xgroup create orders workers '$' MKSTREAM ;;
py-busygroup)
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.xgroup_create("orders", "workers", id="$", mkstream=True)
r.xgroup_create("orders", "workers", id="$", mkstream=True)' ;;
auth-no-password)
  server "$P"
  cli -a s3cret-pass --no-auth-warning ping ;;
py-auth-no-password)
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]), password="s3cret-pass")
r.ping()' ;;
masterdown)
  # a replica of a primary that is not running, told not to serve stale data
  M=$(free_port)
  server "$P" "replicaof 127.0.0.1 $M" "replica-serve-stale-data no"
  cli get cart:7 ;;
py-masterdown)
  M=$(free_port)
  server "$P" "replicaof 127.0.0.1 $M" "replica-serve-stale-data no"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.get("cart:7")' ;;
nogroup)
  server "$P"
  cli xadd orders '*' item 7 >/dev/null
  cli xreadgroup GROUP workers consumer-1 COUNT 1 STREAMS orders '>' ;;
py-nogroup)
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.xadd("orders", {"item": 7})
r.xreadgroup("workers", "consumer-1", {"orders": ">"}, count=1)' ;;
exec-without-multi)
  server "$P"
  cli exec ;;
py-exec-without-multi)
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.execute_command("EXEC")' ;;
script-error)
  server "$P"
  cli eval 'return redis.call("incr", KEYS[1], "extra")' 1 counter ;;
script-error-global)
  server "$P"
  cli eval 'return undefined_total + 1' 0 ;;
py-script-error)
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.set("counter", "abc")
r.eval("return redis.call(\"incr\", KEYS[1])", 1, "counter")' ;;
loading)
  # a data set saved to an RDB file, then a restart that loads it slowly (key-load-delay)
  server "$P" "dir $W" "enable-debug-command yes" "rdbcompression no"
  cli debug populate 50000 order 200 >/dev/null
  cli save >/dev/null
  cli shutdown nosave >/dev/null 2>&1; sleep 0.5
  server "$P" "dir $W" "dbfilename dump.rdb" "key-load-delay 200"
  cli get order:1 ;;
py-loading)
  server "$P" "dir $W" "enable-debug-command yes" "rdbcompression no"
  cli debug populate 50000 order 200 >/dev/null
  cli save >/dev/null
  cli shutdown nosave >/dev/null 2>&1; sleep 0.5
  server "$P" "dir $W" "dbfilename dump.rdb" "key-load-delay 200"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]), retry_on_error=None)
r.get("order:1")' ;;
py-moved|ask)
  P=$(low_port); Q=$(low_port)
  server "$P" "cluster-enabled yes" "cluster-config-file $W/nodes-$P.conf"
  server "$Q" "cluster-enabled yes" "cluster-config-file $W/nodes-$Q.conf"
  cli cluster addslotsrange 0 8191 >/dev/null
  "$CLI" -p "$Q" cluster addslotsrange 8192 16383 >/dev/null
  cli cluster meet 127.0.0.1 "$Q" >/dev/null
  for _ in $(seq 1 50); do cli cluster info | grep -q 'cluster_state:ok' && break; sleep 0.2; done
  if [ "$CASE" = ask ]; then
    # the slot of user:7 (served here) is being migrated to the other node, which holds the key now
    cli cluster setslot "$(cli cluster keyslot user:7)" migrating "$("$CLI" -p "$Q" cluster myid)" >/dev/null
    cli get user:7
  else
    py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.get("user:1")'
  fi ;;
node-redis-client-closed)
  # node-redis 4: a command before connect()
  server "$P"
  js 'const { createClient } = require("redis")
async function main() {
  const client = createClient({ url: "redis://127.0.0.1:" + process.argv[1] })
  await client.set("session:42", "active")
}
main()' | sed -n '1,9p' ;;
node-redis-after-quit)
  server "$P"
  js 'const { createClient } = require("redis")
async function main() {
  const client = createClient({ url: "redis://127.0.0.1:" + process.argv[1] })
  await client.connect()
  await client.quit()
  await client.get("session:42")
}
main()' | sed -n '1,7p' ;;
ioredis-connection-closed)
  server "$P"
  js 'const Redis = require("ioredis")
const r = new Redis(+process.argv[1])
r.quit().then(async () => { await r.get("session:42") })' ;;
ioredis-disconnected)
  server "$P"
  js 'const Redis = require("ioredis")
const r = new Redis(+process.argv[1], { lazyConnect: true })
async function main() {
  await r.connect()
  r.disconnect()
  try { await r.hgetall("user:1") } catch (e) { console.error(e) }
}
main()' ;;
ioredis-wrongtype)
  server "$P"
  js 'const Redis = require("ioredis")
const r = new Redis(+process.argv[1])
r.set("cart:7", "x").then(() => r.lpush("cart:7", "y")).finally(() => r.quit())' ;;
py-blpop-timeout)
  # a blocking pop that waits longer than the client's socket timeout
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]), socket_timeout=1)
r.blpop("jobs", timeout=5)' ;;
ioredis-command-timeout)
  server "$P"
  js 'const Redis = require("ioredis")
const r = new Redis(+process.argv[1], { commandTimeout: 500 })
r.blpop("jobs", 5).finally(() => r.disconnect())' ;;
node-redis-socket-closed)
  # node-redis 4 connected and idle; another client kills its connection (CLIENT KILL)
  server "$P"
  js 'const { createClient } = require("redis")
async function main() {
  const client = createClient({ url: "redis://127.0.0.1:" + process.argv[1], socket: { reconnectStrategy: false } })
  await client.connect()
  const admin = createClient({ url: "redis://127.0.0.1:" + process.argv[1] })
  await admin.connect()
  await admin.sendCommand(["CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes"])
  await admin.quit()
}
main()' | sed -n '1,12p' ;;
py-server-shutdown)
  # the server shuts down while redis-py waits in BLPOP
  server "$P"
  ( sleep 1; "$CLI" -p "$P" shutdown nosave >/dev/null 2>&1 ) &
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.blpop("jobs", timeout=10)' ;;
py-unknown-command)
  # a RedisJSON command on a server without the module
  server "$P"
  py 'import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]))
r.execute_command("JSON.SET", "doc:1", "$", "{}")' ;;
rb-connection-refused)
  ruby -e 'require "redis"; Redis.new(host: "127.0.0.1", port: ARGV[0].to_i).ping' "$P" 2>&1 | sed -n '1,3p' ;;
rb-noauth)
  server "$P" "requirepass s3cret-pass"
  ruby -e 'require "redis"; Redis.new(host: "127.0.0.1", port: ARGV[0].to_i).set("session:42", "active")' "$P" 2>&1 | sed -n '1,3p' ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
