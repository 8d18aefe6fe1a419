#!/usr/bin/env bash
# HTTP load benchmark (issue 3): wrk against a bare cpp-httplib server returning fixed JSON and
# against errknow-server, in the same run, on loopback: POST /api/v1/analyze with a realistic mix
# of the dev set's errors, and GET /api/v1/errors lookups. Prints requests/s and p99 for each.
# Usage: bench/load.sh [BUILD_DIR] [SECONDS] [CONNECTIONS]   (needs wrk: apt-get install wrk)
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
}
echo "wrk -t2 -c$conns -d${secs}s on $(nproc) cores, $(date -u +%F)"
run "bare httplib, POST analyze" "$bare" "$tmp/analyze.lua"
run "errknow-server, analyze" "$port" "$tmp/analyze.lua"
run "bare httplib, GET errors" "$bare" "$tmp/lookup.lua"
run "errknow-server, errors" "$port" "$tmp/lookup.lua"
