#!/usr/bin/env bash
# Runs the Neovim plugin's tests (unit_test.lua, then e2e_test.lua against the real errknow-lsp)
# in headless Neovim with editors/nvim on the runtimepath.
#   run_nvim_tests.sh ERRKNOW_LSP [NVIM]             NVIM defaults to nvim on $PATH (Debian: 0.7)
#   run_nvim_tests.sh ERRKNOW_LSP --0.10 CACHE_DIR   Neovim 0.10 from Debian 13 (fetch_nvim_0_10.sh)
# Exit 0 when all pass, 1 on a failure, 77 (SKIP) when that Neovim cannot be had.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
plugin="$(cd "$here/../../../editors/nvim" && pwd)"
lsp="${1:?usage: run_nvim_tests.sh ERRKNOW_LSP [NVIM | --0.10 CACHE_DIR]}"
[ -x "$lsp" ] || { echo "FAIL: $lsp is not an executable errknow-lsp" >&2; exit 1; }
lsp="$(cd "$(dirname "$lsp")" && pwd)/$(basename "$lsp")"
expect=""
if [ "${2:-}" = "--0.10" ]; then
  fetched="$(bash "$here/fetch_nvim_0_10.sh" "${3:?--0.10 needs a cache dir}")"
  rc=$?
  nvim="$(printf '%s\n' "$fetched" | tail -1)"
  if [ "$rc" -eq 77 ]; then echo "SKIP: Neovim 0.10 could not be fetched (see above)"; exit 77; fi
  [ "$rc" -eq 0 ] || { echo "FAIL: fetching Neovim 0.10 failed" >&2; exit 1; }
  expect="0.10"
else
  nvim="${2:-nvim}"
  if ! command -v "$nvim" >/dev/null; then
    # CI installs neovim (scripts/setup-debian.sh), so there a missing nvim is a failure
    if [ -n "${CI:-}" ]; then echo "FAIL: $nvim not found in CI (scripts/setup-debian.sh installs it)"; exit 1; fi
    echo "SKIP: $nvim not found (scripts/setup-debian.sh installs Debian's neovim)"; exit 77
  fi
fi
command -v python3 >/dev/null || { echo "FAIL: python3 is needed for the stand-in server" >&2; exit 1; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# keep Neovim's log, shada and state out of $HOME
export XDG_CACHE_HOME="$scratch/cache" XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config"
export ERRKNOW_LSP="$lsp" EXPECT_NVIM="$expect"
unset ERRKNOW_API_KEY
status=0
for test in unit_test.lua e2e_test.lua; do
  echo "== $test ($("$nvim" --version | head -1))"
  timeout "${ERRKNOW_NVIM_TEST_TIMEOUT:-180}" "$nvim" --headless -u NONE -i NONE -n \
    --cmd "set rtp^=$plugin" -c "luafile $here/$test" </dev/null || status=1
done
exit $status
