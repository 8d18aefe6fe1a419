#!/usr/bin/env bash
# Runs one SDK test against `errknow mcp` or, for the *-http scripts, errknow-server's POST /mcp
# (CTest, see tests/CMakeLists.txt).
#   run_sdk_test.sh install SRC_DIR WORK_DIR          npm ci into WORK_DIR (once per package-lock)
#   run_sdk_test.sh run SRC_DIR WORK_DIR SCRIPT BINARY     (errknow, or errknow-server for *-http)
# The packages go to the build directory, never the source tree. Exit 77 (skipped) only when node
# or npm is absent.
set -euo pipefail
mode=$1 src=$2 work=$3
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "SKIP: node and npm are needed for the MCP SDK tests"
  exit 77
fi
mkdir -p "$work"
cp "$src"/package.json "$src"/package-lock.json "$src"/*.mjs "$work"/
if [[ $mode == install ]]; then
  stamp="$work/node_modules/.errknow-lock"
  if [[ -f $stamp ]] && cmp -s "$stamp" "$work/package-lock.json"; then
    echo "SDK packages already installed"
    exit 0
  fi
  (cd "$work" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$work/package-lock.json" "$stamp"
  exit 0
fi
script=$4 bin=$5
cd "$work"
exec node "$script" "$bin"
