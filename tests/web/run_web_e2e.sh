#!/usr/bin/env bash
# The website in a real browser: Debian's Chromium, headless, driven by playwright-core (npm ci from
# tests/web/package-lock.json into CACHE_DIR, once) against the real errknow-server:
#   run_web_e2e.sh ERRKNOW_SERVER CACHE_DIR
# Screenshots go to CACHE_DIR/screenshots. Exit 0 when all pass, 1 on a failure, 77 (SKIP) only
# when node is absent outside CI.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
server="${1:?usage: run_web_e2e.sh ERRKNOW_SERVER CACHE_DIR}"
cache="${2:?cache dir}"
[ -x "$server" ] || { echo "FAIL: $server is not an executable errknow-server"; exit 1; }
server="$(cd "$(dirname "$server")" && pwd)/$(basename "$server")"
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  if [ -n "${CI:-}" ]; then echo "FAIL: node/npm not found in CI (scripts/setup-debian.sh installs them)"; exit 1; fi
  echo "SKIP: node and npm are needed for the website's browser test"; exit 77
fi
command -v chromium >/dev/null || { echo "FAIL: chromium is missing (scripts/setup-debian.sh installs it)"; exit 1; }
mkdir -p "$cache/driver"
cache="$(cd "$cache" && pwd)"
driver="$cache/driver"
cp "$here/package.json" "$here/package-lock.json" "$driver/"
if ! cmp -s "$driver/package-lock.json" "$driver/node_modules/.errknow-lock" 2>/dev/null; then
  (cd "$driver" && npm ci --no-audit --no-fund > npm-ci.log 2>&1) || { tail -30 "$driver/npm-ci.log"; echo "0 passed, 1 failed"; exit 1; }
  cp "$driver/package-lock.json" "$driver/node_modules/.errknow-lock"
fi
work="$cache/run"
rm -rf "$work"
mkdir -p "$work"
DRIVER_NODE_MODULES="$driver/node_modules" ERRKNOW_SERVER="$server" WORK="$work" SHOTS="$cache/screenshots" \
  timeout 300 node "$here/browser.mjs"
