#!/usr/bin/env bash
# Installs the language servers that errknow's editor tests run as themselves (issue 31) and prints
# the directory of their node_modules as the last line:
#   install.sh CACHE_DIR
# npm's from the committed package-lock.json (`npm ci`, registry only, once per lock); Debian's
# gopls, go, clangd and shellcheck must be on PATH (scripts/setup-debian.sh installs them).
# Exit 0 when all are there, 1 when one is missing in CI or npm fails, 77 when one is missing
# outside CI (the caller then skips).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="${1:?usage: install.sh CACHE_DIR}"
for tool in node npm gopls go clangd shellcheck; do
  if ! command -v "$tool" >/dev/null; then
    if [ -n "${CI:-}" ]; then echo "FAIL: $tool not found in CI (scripts/setup-debian.sh installs it)" >&2; exit 1; fi
    echo "SKIP: $tool not found (scripts/setup-debian.sh installs it)" >&2; exit 77
  fi
done
mkdir -p "$cache"
cache="$(cd "$cache" && pwd)"
if ! cmp -s "$here/package-lock.json" "$cache/node_modules/.errknow-lock" 2>/dev/null; then
  cp "$here/package.json" "$here/package-lock.json" "$cache/"
  (cd "$cache" && npm ci --no-audit --no-fund > npm-ci.log 2>&1) || { tail -30 "$cache/npm-ci.log" >&2; exit 1; }
  cp "$here/package-lock.json" "$cache/node_modules/.errknow-lock"
fi
echo "$cache/node_modules"
