#!/usr/bin/env bash
# Tests of the VS Code extension (editors/vscode), everything installed into CACHE_DIR:
#   run_vscode_tests.sh ERRKNOW_LSP CACHE_DIR unit   type check + node --test of the plain modules
#   run_vscode_tests.sh ERRKNOW_LSP CACHE_DIR e2e    the packaged .vsix in real VS Code (code-server
#                                                    4.100.3) in headless Chromium, real errknow-lsp
#   run_vscode_tests.sh ERRKNOW_LSP CACHE_DIR real-tools [TOOLS_DIR]
#                                                    the same beside the real language servers, installed
#                                                    by ../real-tools/install.sh into TOOLS_DIR
#                                                    (default CACHE_DIR/real-tools)
# npm packages come from the committed package-lock.json files (`npm ci`, registry only), once.
# Exit 0 when all pass, 1 on a failure, 77 (SKIP) only when node (or, for real-tools, one of the
# tools) is absent outside CI.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="$(cd "$here/../../../editors/vscode" && pwd)"
lsp="${1:?usage: run_vscode_tests.sh ERRKNOW_LSP CACHE_DIR unit|e2e|real-tools}"
cache="${2:?cache dir}"
what="${3:?unit, e2e or real-tools}"
[ -x "$lsp" ] || { echo "FAIL: $lsp is not an executable errknow-lsp"; exit 1; }
lsp="$(cd "$(dirname "$lsp")" && pwd)/$(basename "$lsp")"
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  if [ -n "${CI:-}" ]; then echo "FAIL: node/npm not found in CI (scripts/setup-debian.sh installs them)"; exit 1; fi
  echo "SKIP: node and npm are needed for the VS Code extension's tests"; exit 77
fi
mkdir -p "$cache"
cache="$(cd "$cache" && pwd)"
t0=$(date +%s)
step() { echo "== [$(( $(date +%s) - t0 ))s] $*"; }

# `npm ci` in DIR when its lock differs from the one installed last time.
npm_ci() {
  local dir="$1"
  if ! cmp -s "$dir/package-lock.json" "$dir/node_modules/.errknow-lock" 2>/dev/null; then
    (cd "$dir" && npm ci --no-audit --no-fund > npm-ci.log 2>&1) || { tail -30 "$dir/npm-ci.log"; return 1; }
    cp "$dir/package-lock.json" "$dir/node_modules/.errknow-lock"
  fi
}

# The extension's sources staged next to their node_modules (never inside the source tree).
ext="$cache/extension"
step "stage editors/vscode in $ext, npm ci"
mkdir -p "$ext"
rm -rf "$ext/src" "$ext/dist"
cp -r "$src/src" "$src/package.json" "$src/package-lock.json" "$src/esbuild.mjs" "$src/tsconfig.json" "$src/.vscodeignore" "$src/README.md" "$ext/"
npm_ci "$ext" || { echo "0 passed, 1 failed"; exit 1; }

if [ "$what" = unit ]; then
  status=0
  step "type check (tsc --noEmit)"
  if (cd "$ext" && node_modules/.bin/tsc --noEmit -p .); then echo "ok   - tsc --noEmit"; else echo "FAIL - tsc --noEmit"; status=1; fi
  step "bundle the plain modules, node --test"
  lib="$cache/unit-lib"
  rm -rf "$lib"
  (cd "$ext" && node esbuild.mjs --outdir "$lib" --entry src/serverDiscovery.ts --entry src/render.ts --entry src/terminal.ts \
     --entry src/settings.ts --entry src/diagnosticsAt.ts --entry src/language.ts) || { echo "FAIL - esbuild"; exit 1; }
  # the plain modules must not need vscode: they are loaded here without it
  if grep -l "require(\"vscode\")" "$lib"/*.js; then echo "FAIL - a plain module imports vscode"; status=1; fi
  ERRKNOW_VSCODE_LIB="$lib" ERRKNOW_LSP="$lsp" node --test --test-reporter=spec "$here"/unit/*.test.mjs > "$cache/unit.out" 2>&1
  rc=$?
  cat "$cache/unit.out"
  pass=$(sed -n 's/^ℹ pass \([0-9]*\)$/\1/p' "$cache/unit.out"); fail=$(sed -n 's/^ℹ fail \([0-9]*\)$/\1/p' "$cache/unit.out")
  [ "$rc" -eq 0 ] || status=1
  [ "$status" -eq 0 ] || fail=$(( ${fail:-0} + 1 ))
  echo "${pass:-0} passed, ${fail:-0} failed"
  exit $status
fi

[ "$what" = e2e ] || [ "$what" = real-tools ] || { echo "FAIL: unknown test kind $what (unit, e2e or real-tools)"; exit 1; }
if [ "$what" = real-tools ]; then
  step "the real tools' language servers (../real-tools/install.sh)"
  modules="$(bash "$here/../real-tools/install.sh" "${4:-$cache/real-tools}" | tail -1)"
  rc=${PIPESTATUS[0]}
  [ "$rc" -eq 77 ] && exit 77
  [ "$rc" -eq 0 ] && [ -d "$modules/vscode-languageclient" ] || { echo "FAIL: installing the language servers failed"; echo "0 passed, 1 failed"; exit 1; }
fi
for need in chromium rg; do
  command -v "$need" >/dev/null || { echo "FAIL: $need is missing (scripts/setup-debian.sh installs it)"; echo "0 passed, 1 failed"; exit 1; }
done
step "build and package the .vsix (esbuild, vsce)"
vsix="$cache/errknow.vsix"
rm -f "$vsix"
(cd "$ext" && node esbuild.mjs && node_modules/.bin/vsce package --skip-license --allow-missing-repository --no-dependencies -o "$vsix" > "$cache/vsce.log" 2>&1) \
  || { cat "$cache/vsce.log"; echo "0 passed, 1 failed"; exit 1; }
# the second extension that stands for any other one (other-linter/), packaged the same way
other="$cache/other-linter.vsix"
rm -rf "$cache/other-linter" "$other"
cp -r "$here/other-linter" "$cache/other-linter"
(cd "$cache/other-linter" && "$ext/node_modules/.bin/vsce" package --skip-license --allow-missing-repository --no-dependencies -o "$other" >> "$cache/vsce.log" 2>&1) \
  || { cat "$cache/vsce.log"; echo "0 passed, 1 failed"; exit 1; }
# the test-only extension that starts the real tools' servers (real-tools-client/), packaged the same way
client="$cache/real-tools-client.vsix"
if [ "$what" = real-tools ]; then
  rm -rf "$cache/real-tools-client" "$client"
  cp -r "$here/real-tools-client" "$cache/real-tools-client"
  (cd "$cache/real-tools-client" && "$ext/node_modules/.bin/vsce" package --skip-license --allow-missing-repository --no-dependencies -o "$client" >> "$cache/vsce.log" 2>&1) \
    || { cat "$cache/vsce.log"; echo "0 passed, 1 failed"; exit 1; }
fi
step "code-server (npm, once)"
code_server="$(bash "$here/install_code_server.sh" "$cache/code-server" | tail -1)" || { echo "0 passed, 1 failed"; exit 1; }
step "driver (playwright-core, npm ci)"
driver="$cache/driver"
mkdir -p "$driver"
cp "$here/package.json" "$here/package-lock.json" "$driver/"
npm_ci "$driver" || { echo "0 passed, 1 failed"; exit 1; }
if [ "$what" = real-tools ]; then
  step "drive VS Code beside the real tools"
  work="$cache/real-tools-run"
  rm -rf "$work"
  DRIVER_NODE_MODULES="$driver/node_modules" CODE_SERVER="$code_server" VSIX="$vsix" ERRKNOW_LSP="$lsp" CLIENT_VSIX="$client" \
    TOOLS_NODE_MODULES="$modules" WORK="$work" SHOTS="$cache/screenshots-real-tools" timeout 660 node "$here/e2e-real-tools.mjs"
  rc=$?
  step "done (screenshots in $cache/screenshots-real-tools, logs in $work)"
  exit $rc
fi
step "drive VS Code"
work="$cache/e2e-run"
rm -rf "$work"
DRIVER_NODE_MODULES="$driver/node_modules" CODE_SERVER="$code_server" VSIX="$vsix" ERRKNOW_LSP="$lsp" OTHER_VSIX="$other" \
  WORK="$work" SHOTS="$cache/screenshots" timeout 300 node "$here/e2e.mjs"
rc=$?
step "done (screenshots in $cache/screenshots, logs in $work)"
exit $rc
