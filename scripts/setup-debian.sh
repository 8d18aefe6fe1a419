#!/usr/bin/env bash
# Installs the Debian 12 packages errknow needs to build and test, only those that are missing.
# Uses sudo when not root. Nothing is downloaded from anywhere but Debian's package archive.
set -euo pipefail
PACKAGES=(
  g++ cmake make pkg-config git ca-certificates python3 python3-yaml curl
  libcpp-httplib-dev nlohmann-json3-dev libre2-dev libsqlite3-dev zlib1g-dev libcurl4-openssl-dev
  libyaml-cpp-dev libvectorscan-dev libsodium-dev libpq-dev postgresql nginx wrk systemd
  libgtest-dev libgmock-dev libbenchmark-dev
  clang-14 libclang-rt-14-dev
  neovim
  chromium libkrb5-dev ripgrep
  gopls golang-go clangd shellcheck
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# node and npm for the LSP protocol test (tests/lsp/protocol): Debian's packages, only when the
# commands are missing (a NodeSource nodejs already carries npm and conflicts with Debian's npm).
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
