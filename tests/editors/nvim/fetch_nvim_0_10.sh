#!/usr/bin/env bash
# Provides Neovim 0.10 on Debian 12 without changing the system: apt-get downloads Debian 13's
# neovim and the libraries it needs (newer glibc included) through a private sources list that
# names this machine's own Debian mirror, dpkg -x unpacks them into CACHE_DIR, and a wrapper runs
# that nvim with Debian 13's dynamic loader (child processes such as errknow-lsp keep the host's
# libraries). A second call reuses the cache.
#   fetch_nvim_0_10.sh CACHE_DIR   -> prints the wrapper's path (CACHE_DIR/nvim) on the last line
# Exits 77 when the mirror cannot be reached (the test reports SKIP), 1 on other failures.
set -euo pipefail
CACHE="${1:?usage: fetch_nvim_0_10.sh CACHE_DIR}"
mkdir -p "$CACHE" && CACHE="$(cd "$CACHE" && pwd)" # apt takes its Dir:: options from /
WRAPPER="$CACHE/nvim"
if [ -x "$WRAPPER" ] && [ -f "$CACHE/.complete" ]; then echo "$WRAPPER"; exit 0; fi

mirror="${ERRKNOW_DEBIAN_MIRROR:-}" # for testing the SKIP path; normally this machine's mirror:
[ -n "$mirror" ] || mirror=$({ grep -rhoE '^(URIs:|deb) +[a-z]+://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null || true; } \
         | grep -oE '[a-z]+://[^ ]+' | head -1 || true)
if [ -z "$mirror" ]; then echo "SKIP: no Debian mirror in /etc/apt sources" >&2; exit 77; fi

rm -rf "$CACHE/apt" "$CACHE/debs" "$CACHE/root" "$WRAPPER" # a partial earlier attempt
mkdir -p "$CACHE/apt/lists/partial" "$CACHE/apt/cache/archives/partial" "$CACHE/debs" "$CACHE/root"
echo "deb $mirror trixie main" > "$CACHE/apt/sources.list"
apt_private=(-o Dir::Etc::SourceList="$CACHE/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o Dir::State::Lists="$CACHE/apt/lists" -o Dir::Cache="$CACHE/apt/cache" -o Dir::State::status=/dev/null
  -o APT::Sandbox::User=root)
if ! apt-get "${apt_private[@]}" update -qq >"$CACHE/apt-update.log" 2>&1 \
   || ! ls "$CACHE"/apt/lists/*_Packages* >/dev/null 2>&1; then
  echo "SKIP: the Debian 13 mirror ($mirror trixie) is unreachable:" >&2
  tail -3 "$CACHE/apt-update.log" >&2
  exit 77
fi
packages=(neovim neovim-runtime libc6 libgcc-s1 libluajit-5.1-2 libmsgpack-c2 libtree-sitter0.22
  libunibilium4 libuv1t64 libvterm0 lua-lpeg lua-luv libutf8proc3)
(cd "$CACHE/debs" && apt-get "${apt_private[@]}" download "${packages[@]}" >/dev/null)
for deb in "$CACHE"/debs/*.deb; do dpkg -x "$deb" "$CACHE/root"; done

root="$CACHE/root"
libs="$root/usr/lib/x86_64-linux-gnu"
cat > "$WRAPPER" <<WRAP
#!/bin/sh
# Debian 13's nvim with Debian 13's libraries, through their own loader (made by fetch_nvim_0_10.sh).
export VIMRUNTIME="$root/usr/share/nvim/runtime"
exec "$libs/ld-linux-x86-64.so.2" --library-path "$libs" "$root/usr/bin/nvim" "\$@"
WRAP
chmod +x "$WRAPPER"
rm -rf "$CACHE/debs" "$CACHE/apt/cache"
touch "$CACHE/.complete"
echo "$WRAPPER"
