#!/usr/bin/env bash
# HTTP load benchmark (issue 3): wrk against a bare cpp-httplib server returning fixed JSON and
# against errknow-server, in the same run, on loopback: POST /api/v1/analyze with a realistic mix
# of the dev set's errors, and GET /api/v1/errors lookups. Prints requests/s and p99 for each.
# With --topology, also two errknow-server instances on a throw-away PostgreSQL behind nginx with
# deploy/nginx/errknow.conf (issue 10), and the database transactions per request there.
# Usage: bench/load.sh [BUILD_DIR] [SECONDS] [CONNECTIONS] [--topology]   (needs wrk, nginx, postgresql)
# ROUNDS=N (default 1) alternates the bare server and errknow-server N times for each kind of
# request and prints each round's share and their median: on a shared VM whose speed drifts by 10%
# within a minute, a share is only worth something between runs taken side by side.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build} secs=${2:-10} conns=${3:-16}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)"; exit 2; }
tmp=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT

# A Lua script that posts the dev set's errors in turn (each thread starts at another offset).
python3 - "$root/tests/data/dev.jsonl" "$tmp/analyze.lua" <<'PY'
import json, sys
items = [json.loads(l) for l in open(sys.argv[1])]
bodies = [json.dumps({"error": it["text"][:8000]}) for it in items]
with open(sys.argv[2], "w") as f:
    f.write("local bodies = {\n")
    for b in bodies:
        f.write("  %s,\n" % json.dumps(b))
    f.write("}\n")
    f.write("""
local i = 0
local key = os.getenv("ERRKNOW_KEY") or ""
function setup(thread) thread:set("offset", math.random(1, #bodies)) end
function init(args) i = offset or 1 end
request = function()
  i = i % #bodies + 1
  return wrk.format("POST", "/api/v1/analyze", {["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. key}, bodies[i])
end
""")
PY
cat > "$tmp/lookup.lua" <<'LUA'
local paths = {"/api/v1/errors/http/404", "/api/v1/errors/postgresql/42P01", "/api/v1/errors/python/ModuleNotFoundError",
               "/api/v1/errors/javascript/ECONNREFUSED", "/api/v1/errors/rust/E0308", "/api/v1/errors/linux/ENOENT"}
local i = 0
local key = os.getenv("ERRKNOW_KEY") or ""
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], {["Authorization"] = "Bearer " .. key})
end
LUA

wait_port() { for _ in $(seq 1 200); do grep -qE "$2" "$1" 2>/dev/null && break; sleep 0.05; done; grep -oE "$2" "$1" | grep -oE '[0-9]+$' | head -1; }

"$build/bench/errknow_bare_server" 16 > "$tmp/bare.log" 2>&1 & pids+=($!)
bare=$(wait_port "$tmp/bare.log" 'listening on [0-9]+')
echo '{"plans": {"developer": {"calls_per_day": 100000000, "ai_per_day": 0}}}' > "$tmp/config.json"
"$build/backend/errknow-server" --listen 127.0.0.1:0 --store "$tmp/store.db" --config "$tmp/config.json" \
  > "$tmp/srv.log" 2> /dev/null & pids+=($!)
port=$(wait_port "$tmp/srv.log" 'listening on 127\.0\.0\.1:[0-9]+')
export ERRKNOW_KEY=$(grep -oE 'ek_[A-Za-z0-9]{32,}' "$tmp/srv.log" | head -1)

run() {  # name port script
  local out
  out=$(wrk -t2 -c"$conns" -d"${secs}s" --latency -s "$3" "http://127.0.0.1:$2" 2>&1)
  local rps p99
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  local non2xx
  non2xx=$(echo "$out" | awk '/Non-2xx/ {print $NF}')
  printf '%-28s %10s req/s   p99 %8s   non-2xx %s\n' "$1" "$rps" "$p99" "${non2xx:-0}"
  last_rps=$rps
}
# One kind of request on both servers, ROUNDS times side by side: name, script.
compare() {
  local shares=() r bare_rps
  for r in $(seq 1 "${ROUNDS:-1}"); do
    run "bare httplib, $1" "$bare" "$2"; bare_rps=$last_rps
    run "errknow-server, $1" "$port" "$2"
    shares+=("$(python3 -c "print(round(100 * $last_rps / $bare_rps, 1))")")
  done
  echo "$1: errknow-server's share of bare: ${shares[*]} (%), median $(printf '%s\n' "${shares[@]}" | sort -n | \
    python3 -c 'import sys, statistics; print(statistics.median(float(l) for l in sys.stdin))')%"
}
echo "wrk -t2 -c$conns -d${secs}s on $(nproc) cores, $(date -u +%F)"
# Warm-up, not counted: RE2 builds its automata's states lazily, on the first texts that need them,
# so errknow-server's first second is slower than its steady state (the bare server has none).
for p in "$bare" "$port"; do wrk -t2 -c"$conns" -d2s -s "$tmp/analyze.lua" "http://127.0.0.1:$p" > /dev/null 2>&1; done
compare "POST analyze" "$tmp/analyze.lua"
compare "GET errors" "$tmp/lookup.lua"

[ "${4:-}" = "--topology" ] || exit 0
# The production topology on this machine: PostgreSQL (initdb as the postgres user when root),
# two instances on it, nginx in front with the deploy file (listen port and upstreams path set).
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
mkdir -p "$tmp/pg" && chmod 755 "$tmp" && { [ "$(id -u)" -ne 0 ] || chown postgres "$tmp/pg"; }
pgport=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
as_pg "$pgbin/initdb" -D "$tmp/pg/data" -U errknow --auth=trust -E UTF8 --no-sync > /dev/null
as_pg "$pgbin/pg_ctl" -D "$tmp/pg/data" -w -o "-p $pgport -k $tmp/pg -c listen_addresses=127.0.0.1 -c max_connections=200" \
  -l "$tmp/pg/log" start > /dev/null
stop_pg() { as_pg "$pgbin/pg_ctl" -D "$tmp/pg/data" -m immediate -w stop > /dev/null 2>&1 || true; }
trap 'stop_pg; cleanup' EXIT
url="postgresql://errknow@127.0.0.1:$pgport/postgres"
"$build/cli/errknow" users add bench@example.com --plan developer --store "$url" --config "$tmp/config.json" > /dev/null
export ERRKNOW_KEY=$("$build/cli/errknow" keys create bench@example.com --store "$url" | grep -oE 'ek_[A-Za-z0-9]+' | head -1)
: > "$tmp/upstreams.conf"
for n in 1 2; do
  ERRKNOW_DATA_DIR="$tmp/data$n" "$build/backend/errknow-server" --listen 127.0.0.1:0 --store "$url" --config "$tmp/config.json" \
    --no-dev-user > "$tmp/pg$n.log" 2> /dev/null & pids+=($!)
  p=$(wait_port "$tmp/pg$n.log" 'listening on 127\.0\.0\.1:[0-9]+')
  echo "server 127.0.0.1:$p;" >> "$tmp/upstreams.conf"
  [ "$n" = 1 ] && first=$p
done
run "1 x errknow on PostgreSQL" "$first" "$tmp/analyze.lua"
edge=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
sed -e "s#listen 8080;#listen 127.0.0.1:$edge;#" -e "s#/etc/errknow/upstreams.conf#$tmp/upstreams.conf#" \
  -e 's#rate=200r/s#rate=1000000r/s#' "$root/deploy/nginx/errknow.conf" > "$tmp/errknow.conf"
mkdir -p "$tmp/ngx"
cat > "$tmp/nginx.conf" <<NGINX
$([ "$(id -u)" -eq 0 ] && echo "user root;")
daemon off; worker_processes 1; pid $tmp/nginx.pid; error_log $tmp/nginx-error.log;
events { worker_connections 4096; }
http { access_log off; client_body_temp_path $tmp/ngx; proxy_temp_path $tmp/ngx; fastcgi_temp_path $tmp/ngx;
       uwsgi_temp_path $tmp/ngx; scgi_temp_path $tmp/ngx; include $tmp/errknow.conf; }
NGINX
nginx -c "$tmp/nginx.conf" -p "$tmp" & pids+=($!)
sleep 1
xacts() { "$pgbin/psql" -qtA "$url" -c "SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = 'postgres'"; }
before=$(xacts)
out=$(wrk -t2 -c"$conns" -d"${secs}s" --latency -s "$tmp/analyze.lua" "http://127.0.0.1:$edge" 2>&1)
after=$(xacts)
reqs=$(echo "$out" | awk '/requests in/ {print $1}')
printf '%-28s %10s req/s   p99 %8s   non-2xx %s\n' "2 x errknow on PostgreSQL, nginx" \
  "$(echo "$out" | awk '/Requests\/sec/ {print $2}')" "$(echo "$out" | awk '$1 == "99%" {print $2}')" \
  "$(echo "$out" | awk '/Non-2xx/ {print $NF}')"
echo "PostgreSQL transactions: $((after - before)) for $reqs requests ($(python3 -c "print(round(($after - $before) / max(1, $reqs), 4))") per request)"
