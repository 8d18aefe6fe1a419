#!/usr/bin/env bash
# Runs real_tools_test.lua: the Neovim plugin beside the real language servers (pyright,
# typescript-language-server, ESLint's server, gopls, clangd, bash-language-server with shellcheck).
#   run_nvim_real_tools.sh ERRKNOW_LSP CACHE_DIR [NVIM]             NVIM defaults to nvim (Debian: 0.7)
#   run_nvim_real_tools.sh ERRKNOW_LSP CACHE_DIR --0.10 NVIM_CACHE  Neovim 0.10 (fetch_nvim_0_10.sh)
# The npm servers are installed into CACHE_DIR by ../real-tools/install.sh.
# Exit 0 when all pass, 1 on a failure, 77 (SKIP) when a tool or that Neovim cannot be had outside CI.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
plugin="$(cd "$here/../../../editors/nvim" && pwd)"
lsp="${1:?usage: run_nvim_real_tools.sh ERRKNOW_LSP CACHE_DIR [NVIM | --0.10 NVIM_CACHE]}"
cache="${2:?cache dir}"
[ -x "$lsp" ] || { echo "FAIL: $lsp is not an executable errknow-lsp" >&2; exit 1; }
lsp="$(cd "$(dirname "$lsp")" && pwd)/$(basename "$lsp")"
if [ "${3:-}" = "--0.10" ]; then
  fetched="$(bash "$here/fetch_nvim_0_10.sh" "${4:?--0.10 needs a cache dir}")"
  rc=$?
  nvim="$(printf '%s\n' "$fetched" | tail -1)"
  if [ "$rc" -eq 77 ]; then echo "SKIP: Neovim 0.10 could not be fetched (see above)"; exit 77; fi
  [ "$rc" -eq 0 ] || { echo "FAIL: fetching Neovim 0.10 failed" >&2; exit 1; }
else
  nvim="${3:-nvim}"
  if ! command -v "$nvim" >/dev/null; then
    if [ -n "${CI:-}" ]; then echo "FAIL: $nvim not found in CI (scripts/setup-debian.sh installs it)"; exit 1; fi
    echo "SKIP: $nvim not found (scripts/setup-debian.sh installs Debian's neovim)"; exit 77
  fi
fi
modules="$(bash "$here/../real-tools/install.sh" "$cache" | tail -1)"
rc=${PIPESTATUS[0]}
[ "$rc" -eq 77 ] && exit 77
[ "$rc" -eq 0 ] && [ -d "$modules" ] || { echo "FAIL: installing the language servers failed"; exit 1; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# keep Neovim's and the servers' logs, caches and state out of $HOME
export HOME="$scratch/home" XDG_CACHE_HOME="$scratch/cache" XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data" \
  XDG_CONFIG_HOME="$scratch/config" TMPDIR="$scratch"
mkdir -p "$HOME"
export ERRKNOW_LSP="$lsp" TOOLS_NODE_MODULES="$modules"
unset ERRKNOW_API_KEY
echo "== real_tools_test.lua ($("$nvim" --version | head -1))"
timeout "${ERRKNOW_NVIM_TEST_TIMEOUT:-600}" "$nvim" --headless -u NONE -i NONE -n \
  --cmd "set rtp^=$plugin" -c "luafile $here/real_tools_test.lua" </dev/null
