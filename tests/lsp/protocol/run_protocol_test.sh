#!/usr/bin/env bash
# CTest runner for test_protocol.mjs: installs vscode-languageserver-protocol from the committed
# lock into WORK_DIR (once; again only when the lock changes), then runs the test against the real
# errknow-lsp. Exits 77 (CTest's SKIP) only when node itself is absent.
#   run_protocol_test.sh ERRKNOW_LSP_BIN WORK_DIR
set -euo pipefail
if [ $# -ne 2 ]; then echo "usage: $0 ERRKNOW_LSP_BIN WORK_DIR" >&2; exit 2; fi
lsp_bin=$(realpath "$1")
work=$2
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v node >/dev/null; then
  echo "SKIP: node is not installed (scripts/setup-debian.sh installs nodejs and npm)"
  exit 77
fi
if ! command -v npm >/dev/null; then echo "npm is not installed (scripts/setup-debian.sh installs it)" >&2; exit 1; fi
mkdir -p "$work"
cp "$here/package.json" "$here/package-lock.json" "$here/test_protocol.mjs" "$work/"
stamp="$work/node_modules/.errknow-installed-lock"
if ! cmp -s "$work/package-lock.json" "$stamp"; then
  (cd "$work" && npm ci --no-audit --no-fund)
  cp "$work/package-lock.json" "$stamp"
fi
cd "$work"
ERRKNOW_LSP_BIN="$lsp_bin" exec node --test test_protocol.mjs
