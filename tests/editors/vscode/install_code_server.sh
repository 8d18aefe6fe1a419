#!/usr/bin/env bash
# Installs code-server (real VS Code, pinned) from the npm registry into PREFIX, once.
#   install_code_server.sh PREFIX [VERSION]      prints the code-server executable's path last
# code-server 4.100.3 is VS Code 1.100.3, the last release that runs on Node 20. Its install
# needs libkrb5-dev and ripgrep from Debian (scripts/setup-debian.sh) and these work-arounds:
# - postinstall refuses root unless npm_config_unsafe_perm=true (an environment variable);
# - node-pty runs `npx node-gyp`, cancelled by `yes=false` in an npmrc unless npm_config_yes=true;
# - @vscode/ripgrep downloads rg from GitHub; its cache in $TMPDIR is seeded with Debian's rg.
set -euo pipefail
prefix="${1:?usage: install_code_server.sh PREFIX [VERSION]}"
version="${2:-4.100.3}"
bin="$prefix/node_modules/.bin/code-server"
if [ -x "$bin" ] && [ "$(cat "$prefix/.installed" 2>/dev/null)" = "$version" ]; then echo "$bin"; exit 0; fi
command -v rg >/dev/null || { echo "ripgrep (rg) is missing: run scripts/setup-debian.sh" >&2; exit 1; }
[ -f /usr/include/gssapi/gssapi.h ] || { echo "libkrb5-dev is missing: run scripts/setup-debian.sh" >&2; exit 1; }
mkdir -p "$prefix"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export TMPDIR="$tmp"

# Which @vscode/ripgrep (and which rg release tag) this code-server uses, to seed its cache.
(cd "$tmp" && npm pack --silent "code-server@$version" >/dev/null && tar xzf code-server-*.tgz package/lib/vscode/npm-shrinkwrap.json)
rg_pkg="$(node -p 'require(process.argv[1]).packages["node_modules/@vscode/ripgrep"].version' "$tmp/package/lib/vscode/npm-shrinkwrap.json")"
(cd "$tmp" && npm pack --silent "@vscode/ripgrep@$rg_pkg" >/dev/null && mkdir rgpkg && tar xzf vscode-ripgrep-*.tgz -C rgpkg)
rg_tag="$(sed -n "s/^const VERSION = '\(.*\)';.*/\1/p" "$tmp/rgpkg/package/lib/postinstall.js")"
mkdir -p "$tmp/vscode-ripgrep-cache-$rg_pkg" "$tmp/stage"
cp "$(command -v rg)" "$tmp/stage/rg"
tar czf "$tmp/vscode-ripgrep-cache-$rg_pkg/ripgrep-$rg_tag-x86_64-unknown-linux-musl.tar.gz" -C "$tmp/stage" rg

[ -f "$prefix/package.json" ] || echo '{"name":"code-server-for-tests","private":true}' > "$prefix/package.json"
# node-gyp builds against the installed Node's headers when they are there (NodeSource ships them)
[ -f /usr/include/node/node_version.h ] && export npm_config_nodedir=/usr
if ! (cd "$prefix" && npm_config_unsafe_perm=true npm_config_yes=true \
      npm install --no-audit --no-fund --no-save "code-server@$version" > "$prefix/install.log" 2>&1); then
  tail -40 "$prefix/install.log" >&2
  exit 1
fi
echo "$version" > "$prefix/.installed"
echo "$bin"
