#!/usr/bin/env bash
# Capture real npm client error output for the catalogue/npm records.
# Debian packages: nodejs and npm (npm 11 was used; the ELIFECYCLE case fetches npm@6 into the temp dir), python3 (stub registry on 127.0.0.1),
# util-linux (runuser). Needs the public npm registry for the E404/ETARGET/ERESOLVE/EINTEGRITY cases.
# The corepack-* cases use the Corepack that Node 20 bundles (0.34 was used); they download nothing.
# Usage: bash catalogue/capture/npm.sh CASE   (no argument lists the cases)
# Runs in a mktemp -d directory with its own npm cache and user config; removed afterwards.
set -u
CASES="e404-view e404-install etarget enoent-package-json missing-script lifecycle-script-failed
ejsonparse eresolve ebadengine-warn ebadengine-strict eacces-global eneedauth e401 e403
eintegrity econnrefused elsproblems eexist-bin
eunsupportedprotocol ebadplatform npx-no-executable
eneedauth-publish ejsonparse-run enoent-package-json-test missing-script-start elsproblems-invalid ebadplatform-cpu eunsupportedprotocol-catalog econnrefused-view npx-no-executable-local etarget-range eacces-project e401-stale-token e403-publish eresolve-eslint-config eintegrity-mirror lifecycle-script-failed-workspace eexist-link
gyp-find-python gyp-find-python-npm gyp-not-found-make gyp-not-found-make-npm self-signed-in-chain self-signed-in-chain-view
local-issuer local-issuer-view ci-out-of-sync ci-out-of-sync-removed ci-no-lockfile ci-no-lockfile-workspace deprecated deprecated-transitive etimedout etimedout-view
pnpm-no-matching-version pnpm-no-matching-version-range pnpm-outdated-lockfile pnpm-outdated-lockfile-removed
pnpm-peer-dep-issues pnpm-peer-dep-issues-missing yarn-engine-incompatible yarn-engine-incompatible-install yarn-frozen-lockfile
yarn-berry-checksum yarn-berry-checksum-two yarn-berry-immutable yarn-berry-immutable-removed
git-128-missing-repo git-128-github gyp-build-error gyp-build-error-cpp gyp-configure-error gyp-configure-error-syntax yarn-berry-package-not-found yarn-berry-package-not-found-scoped yarn-berry-no-candidates yarn-berry-no-candidates-range yarn-berry-build-failed yarn-berry-build-failed-two yarn-berry-not-in-lockfile yarn-berry-not-in-lockfile-run
pnpm-fetch-404 pnpm-fetch-404-scoped pnpm-no-script pnpm-no-script-prod pnpm-recursive-run-fail pnpm-recursive-run-fail-filter pnpm-unsupported-engine pnpm-unsupported-engine-pnpm pnpm-no-pkg-manifest yarn-couldnt-find-package yarn-couldnt-find-package-scoped yarn-no-matching-version
pnpm-ignored-builds pnpm-ignored-builds-strict corepack-package-manager-mismatch corepack-package-manager-mismatch-yarn eoverride eoverride-dev yarn-command-not-found yarn-command-not-found-dev pnpm-workspace-pkg-not-found pnpm-workspace-pkg-not-found-version pnpm-elifecycle pnpm-elifecycle-test enoent-spawn-script-shell enoent-open-tarball enoent-open-tarball-cache"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir, free_port, wait_port, PIDS
T=$W
chmod 755 "$T"
mkdir -p "$T/app" "$T/home" && cd "$T/app" || exit 1
printf 'cache=%s\nfund=false\naudit=false\nupdate-notifier=false\nloglevel=warn\n' "$T/cache" > "$T/npmrc"
export npm_config_userconfig="$T/npmrc" HOME="$T/home" NO_COLOR=1 npm_config_color=false
stub_registry() {  # $1 = HTTP status the stub answers every request with, $2 = 401 auth scheme (Basic)
  PORT=$(free_port)
  cat > "$T/stub.py" <<'EOF'
import http.server, json, sys
code, scheme = int(sys.argv[2]), sys.argv[3]
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"error": {401: "authentication required", 403: "forbidden"}.get(code, "error")}).encode()
        self.send_response(code)
        if code == 401: self.send_header("WWW-Authenticate", scheme + ' realm="registry"')
        self.send_header("Content-Type", "application/json"); self.send_header("Content-Length", str(len(body)))
        self.end_headers(); self.wfile.write(body)
    def do_PUT(self):  # npm publish: read the upload, then answer like GET
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.do_GET()
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
EOF
  python3 "$T/stub.py" "$PORT" "$1" "${2:-Basic}" &
  PIDS+=($!)
  wait_port "$PORT"
}
# npm_as_nobody ARGS...: npm run as the unprivileged user nobody (root bypasses permission checks),
# with this run's home, user config and cache handed over to nobody
npm_as_nobody() {
  chown -R nobody "$T/home" "$T/npmrc" 2>/dev/null; mkdir -p "$T/cache" && chown nobody "$T/cache"
  runuser -u nobody -- env HOME="$T/home" npm_config_userconfig="$T/npmrc" NO_COLOR=1 npm "$@" 2>&1
}
pkgjson() { printf '%s\n' "$1" > package.json; }

case "$1" in
e404-view)
  npm view errknow-no-such-package-7d3f2 version 2>&1 ;;
e404-install)
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install @errknow-missing-scope/utils 2>&1 ;;
etarget)
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install is-number@99.0.0 2>&1 ;;
enoent-package-json)
  npm run build 2>&1 ;;
missing-script)
  pkgjson '{"name":"app","version":"1.0.0","scripts":{"start":"node index.js","test":"node test.js"}}'
  npm run build 2>&1 ;;
lifecycle-script-failed)
  pkgjson '{"name":"app","version":"1.0.0","scripts":{"build":"node build.js"}}'
  echo 'console.error("build.js: src/ is empty"); process.exit(2);' > build.js
  # npm 7+ only passes the exit status on; the ELIFECYCLE report people paste comes from npm 6,
  # installed here into the temp directory.
  npm install --prefix "$T/npm6" npm@6 >/dev/null 2>&1
  "$T/npm6/node_modules/.bin/npm" run build 2>&1 ;;
ejsonparse)
  printf '{\n  "name": "app",\n  "version": "1.0.0",\n  "dependencies": {\n    "is-number": "^7.0.0",\n  }\n}\n' > package.json
  npm install 2>&1 ;;
eresolve)
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"react":"17.0.2","react-dom":"18.2.0"}}'
  npm install 2>&1 ;;
ebadengine-warn|ebadengine-strict)
  mkdir -p ../future-lib
  echo '{"name":"future-lib","version":"1.0.0","engines":{"node":">=99.0.0"}}' > ../future-lib/package.json
  pkgjson '{"name":"app","version":"1.0.0"}'
  if [ "$1" = ebadengine-strict ]; then npm install ../future-lib --engine-strict 2>&1
  else npm install ../future-lib 2>&1; fi ;;
eacces-global)
  npm_as_nobody install -g is-number ;;
eneedauth)
  npm whoami 2>&1 ;;
e401)
  stub_registry 401
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install @acme/design-tokens --registry "http://127.0.0.1:$PORT/" --fetch-retries=0 2>&1 ;;
e403)
  stub_registry 403
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install @acme/design-tokens --registry "http://127.0.0.1:$PORT/" --fetch-retries=0 2>&1 ;;
eintegrity)
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0"}}'
  npm install >/dev/null 2>&1
  rm -rf node_modules "$T/cache"
  sed -i 's#"integrity": "sha512-[^"]*"#"integrity": "sha512-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=="#' package-lock.json
  npm ci 2>&1 ;;
econnrefused)
  PORT=$(free_port)
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install left-pad --registry "http://127.0.0.1:$PORT/" --fetch-retries=0 2>&1 ;;
elsproblems)
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"^7.0.0"}}'
  npm ls 2>&1 ;;
eexist-bin)
  # A global install whose command name is already taken by a file npm did not create.
  mkdir -p ../hello-cli/bin "$T/global/bin"
  echo '{"name":"hello-cli","version":"1.0.0","bin":{"hello":"bin/hello.js"}}' > ../hello-cli/package.json
  printf '#!/usr/bin/env node\nconsole.log("hello");\n' > ../hello-cli/bin/hello.js
  printf '#!/bin/sh\necho old hello\n' > "$T/global/bin/hello" && chmod +x "$T/global/bin/hello"
  npm install -g --prefix "$T/global" --install-links ../hello-cli 2>&1 ;;
eunsupportedprotocol)
  pkgjson '{"name":"web","version":"1.0.0","dependencies":{"@acme/ui":"workspace:*"}}'
  npm install 2>&1 ;;
ebadplatform)
  mkdir -p ../win-helper
  echo '{"name":"win-helper","version":"1.0.0","os":["win32"],"cpu":["x64"]}' > ../win-helper/package.json
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install ../win-helper --install-links 2>&1 ;;
npx-no-executable)
  pkgjson '{"name":"app","version":"1.0.0"}'
  npx --yes is-number 2>&1 ;;
eneedauth-publish)
  PORT=$(free_port)
  pkgjson '{"name":"@acme/logger","version":"1.0.0"}'
  echo 'module.exports = console;' > index.js
  npm publish --registry "http://127.0.0.1:$PORT/" 2>&1 ;;
ejsonparse-run)
  printf '{\n  "name": "app",\n  "scripts": {\n    "build": "tsc"\n    "test": "jest"\n  }\n}\n' > package.json
  npm run build 2>&1 ;;
enoent-spawn-script-shell)
  # The shell npm runs scripts with (script-shell, or ComSpec on Windows) does not exist.
  pkgjson '{"name":"app","version":"1.0.0","scripts":{"build":"echo built"}}'
  npm run build --script-shell=/usr/local/bin/nosuchshell 2>&1 ;;
enoent-open-tarball)
  # A local tarball named on the command line (or in package.json) is not where it is said to be.
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install ./vendor/left-pad-1.3.0.tgz --offline 2>&1 ;;
enoent-open-tarball-cache)
  npm cache add ./missing.tgz 2>&1 ;;
enoent-package-json-test)
  mkdir -p src && echo 'console.log(1)' > src/index.js
  npm test 2>&1 ;;
missing-script-start)
  pkgjson '{"name":"api","version":"2.1.0","scripts":{"dev":"node --watch src/index.js"}}'
  npm start 2>&1 ;;
elsproblems-invalid)
  mkdir -p node_modules/left-pad
  echo '{"name":"left-pad","version":"1.1.0"}' > node_modules/left-pad/package.json
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"left-pad":"^1.3.0"}}'
  npm ls 2>&1 ;;
ebadplatform-cpu)
  mkdir -p ../arm-helper
  echo '{"name":"arm-helper","version":"1.0.0","cpu":["arm64"]}' > ../arm-helper/package.json
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install ../arm-helper --install-links 2>&1 ;;
eunsupportedprotocol-catalog)
  pkgjson '{"name":"api","version":"1.0.0","dependencies":{"zod":"catalog:"}}'
  npm install 2>&1 ;;
econnrefused-view)
  PORT=$(free_port)
  npm view express version --registry "http://127.0.0.1:$PORT/" --fetch-retries=0 2>&1 ;;
npx-no-executable-local)
  mkdir -p ../utils-lib
  echo '{"name":"utils-lib","version":"1.0.0","main":"index.js"}' > ../utils-lib/package.json
  echo 'module.exports = {};' > ../utils-lib/index.js
  pkgjson '{"name":"app","version":"1.0.0"}'
  npx --yes ../utils-lib 2>&1 ;;
etarget-range)
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"left-pad":"^2.0.0"}}'
  npm install 2>&1 ;;
eacces-project)
  mkdir -p ../local-lib
  echo '{"name":"local-lib","version":"1.0.0"}' > ../local-lib/package.json
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm_as_nobody install ../local-lib --install-links ;;
e401-stale-token)
  # a private registry in .npmrc with an auth token that has since been revoked
  stub_registry 401 Bearer
  printf '@acme:registry=http://127.0.0.1:%s/\n//127.0.0.1:%s/:_authToken=npm_revokedTokenFromLastYear000000000\n' "$PORT" "$PORT" >> "$T/npmrc"
  npm view @acme/billing-client versions --fetch-retries=0 2>&1 ;;
e403-publish)
  # publishing a scoped package to a registry where this token may read but not publish
  stub_registry 403
  printf '//127.0.0.1:%s/:_authToken=npm_readOnlyToken00000000000000000000\n' "$PORT" >> "$T/npmrc"
  pkgjson '{"name":"@acme/logger","version":"1.4.0"}'
  echo 'module.exports = console;' > index.js
  npm publish --registry "http://127.0.0.1:$PORT/" --fetch-retries=0 2>&1 ;;
eresolve-eslint-config)
  # upgrading eslint to 9 while a shared config still declares a peer range that stops at 8
  pkgjson '{"name":"web","version":"2.0.0","devDependencies":{"eslint":"^8.57.0","eslint-config-airbnb-base":"15.0.0"}}'
  npm install --save-dev eslint@9 2>&1 ;;
eintegrity-mirror)
  # a registry mirror serves a tarball whose bytes differ from the sha512 its own metadata lists
  mkdir -p ../src/package && cd ../src || exit 1
  echo '{"name":"date-utils-lite","version":"2.3.1","main":"index.js"}' > package/package.json
  echo 'module.exports = { today: () => new Date() };' > package/index.js
  tar -czf good.tgz package
  echo '// rebuilt by the mirror' >> package/index.js
  tar -czf served.tgz package
  cd "$T/app" || exit 1
  PORT=$(free_port)
  cat > "$T/mirror.py" <<'EOF'
import base64, hashlib, http.server, json, sys
port, src = int(sys.argv[1]), sys.argv[2]
good = open(src + "/good.tgz", "rb").read()
served = open(src + "/served.tgz", "rb").read()
base = "http://127.0.0.1:%d" % port
doc = {"name": "date-utils-lite", "dist-tags": {"latest": "2.3.1"}, "versions": {"2.3.1": {
    "name": "date-utils-lite", "version": "2.3.1", "main": "index.js",
    "dist": {"tarball": base + "/date-utils-lite/-/date-utils-lite-2.3.1.tgz",
             "integrity": "sha512-" + base64.b64encode(hashlib.sha512(good).digest()).decode()}}}}
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        code, ctype = 200, "application/json"
        if self.path.endswith(".tgz"): body, ctype = served, "application/octet-stream"
        elif self.path == "/date-utils-lite": body = json.dumps(doc).encode()
        else: code, body = 404, b'{"error":"not found"}'
        self.send_response(code)
        self.send_header("Content-Type", ctype); self.send_header("Content-Length", str(len(body)))
        self.end_headers(); self.wfile.write(body)
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", port), H).serve_forever()
EOF
  python3 "$T/mirror.py" "$PORT" "$T/src" &
  PIDS+=($!)
  wait_port "$PORT"
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install date-utils-lite --registry "http://127.0.0.1:$PORT/" --fetch-retries=0 2>&1 ;;
lifecycle-script-failed-workspace)
  # a monorepo: the web workspace's build script fails when run from the root with -w
  pkgjson '{"name":"monorepo","private":true,"workspaces":["packages/*"]}'
  mkdir -p packages/web/scripts
  echo '{"name":"@acme/web","version":"0.3.0","scripts":{"build":"node scripts/build.js"}}' > packages/web/package.json
  echo 'console.error("Error: env var API_URL is not set"); process.exit(1);' > packages/web/scripts/build.js
  npm run build -w @acme/web 2>&1 ;;
eexist-link)
  # npm link of a CLI under development while an older copy of its command sits in the global bin
  mkdir -p "$T/global/bin" ../deploy-tool/bin
  echo '{"name":"deploy-tool","version":"0.9.0","bin":{"deploy":"bin/deploy.js"}}' > ../deploy-tool/package.json
  printf '#!/usr/bin/env node\nconsole.log("deploy");\n' > ../deploy-tool/bin/deploy.js
  printf '#!/bin/sh\nexec /opt/deploy-tool-0.8/deploy "$@"\n' > "$T/global/bin/deploy" && chmod +x "$T/global/bin/deploy"
  cd ../deploy-tool || exit 1
  npm_config_prefix="$T/global" npm link 2>&1 ;;
gyp-find-python|gyp-find-python-npm|gyp-not-found-make|gyp-not-found-make-npm)
  # a native addon built by node-gyp on a machine whose PATH has node (and, for make, python3) only
  npm install --prefix "$T/tools" node-gyp@12 >/dev/null 2>&1
  mkdir -p "$T/bin" ../native-addon && ln -sf "$(command -v node)" "$T/bin/node"
  case "$1" in gyp-not-found-make*) ln -sf /usr/bin/python3 "$T/bin/python3" ;; esac
  cd ../native-addon || exit 1
  echo "{'targets':[{'target_name':'addon','sources':['addon.cc']}]}" > binding.gyp
  echo 'int addon_value = 1;' > addon.cc
  echo '{"name":"native-addon","version":"1.0.0","scripts":{"install":"node-gyp rebuild --nodedir=/usr"}}' > package.json
  ln -sf "$T/tools/node_modules/.bin/node-gyp" "$T/bin/node-gyp"
  case "$1" in
  *-npm)  # npm running the package's install script
    ln -sf "$(command -v npm)" "$T/bin/npm"; ln -sf /bin/sh "$T/bin/sh"
    env -i HOME="$T/home" PATH="$T/bin" npm_config_userconfig="$T/npmrc" NO_COLOR=1 npm run install 2>&1 ;;
  *) env -i HOME="$T/home" PATH="$T/bin" "$T/bin/node-gyp" rebuild --nodedir=/usr 2>&1 ;;
  esac ;;
self-signed-in-chain|self-signed-in-chain-view|local-issuer|local-issuer-view)
  # a TLS-inspecting proxy's certificate: the registry answers with a leaf signed by a root npm does not trust;
  # in-chain: the root is sent along with the leaf; local-issuer: only the leaf is sent
  cd "$T" && write_ca_cnf && make_root ca "Corp Security Proxy Root CA" && make_leaf leaf ca
  case "$1" in self-signed*) serve_tls leaf.pem leaf.key -cert_chain ca.pem ;; *) serve_tls leaf.pem leaf.key ;; esac
  cd "$T/app" || exit 1
  pkgjson '{"name":"app","version":"1.0.0"}'
  case "$1" in
  *-view) npm view typescript version --registry "https://localhost:$PORT/" --fetch-retries=0 2>&1 ;;
  *) npm install express --registry "https://localhost:$PORT/" --fetch-retries=0 2>&1 ;;
  esac ;;
ci-out-of-sync)
  # a dependency added to package.json by hand, package-lock.json not regenerated
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0"}}'
  npm install >/dev/null 2>&1 && rm -rf node_modules
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0","left-pad":"^1.3.0"}}'
  npm ci 2>&1 ;;
ci-out-of-sync-removed)
  # a version bumped in package.json while package-lock.json still pins the old one
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"6.0.0"}}'
  npm install >/dev/null 2>&1 && rm -rf node_modules
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"^7.0.0"}}'
  npm ci 2>&1 ;;
ci-no-lockfile)
  # a project whose lockfile was never committed (.gitignore'd), cleaned-installed in CI
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"^7.0.0"}}'
  npm ci 2>&1 ;;
ci-no-lockfile-workspace)
  # npm ci run inside a workspace folder: the lockfile lives at the monorepo root only
  pkgjson '{"name":"monorepo","private":true,"workspaces":["packages/*"]}'
  mkdir -p packages/api
  echo '{"name":"@acme/api","version":"1.0.0","dependencies":{"is-number":"^7.0.0"}}' > packages/api/package.json
  cd packages/api && npm ci 2>&1 ;;
deprecated)
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install left-pad 2>&1 ;;
deprecated-transitive)
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install glob@7 2>&1 ;;
etimedout|etimedout-view)
  # a registry (or proxy) that accepts the connection and never answers
  PORT=$(free_port); hold_port "$PORT"
  pkgjson '{"name":"app","version":"1.0.0"}'
  if [ "$1" = etimedout ]; then npm install lodash --registry "http://127.0.0.1:$PORT/" --fetch-retries=0 --fetch-timeout=3000 2>&1
  else npm view react version --registry "http://127.0.0.1:$PORT/" --fetch-retries=0 --fetch-timeout=3000 2>&1; fi ;;
git-128-missing-repo)
  # a git dependency whose repository does not exist (here a file:// URL, so no network is needed)
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install "git+file://$T/no-such-repo.git" 2>&1 ;;
git-128-github)
  # a GitHub shorthand: npm runs git over ssh, which fails before reaching the repository
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install github:errknow-missing-owner/no-such-repo 2>&1 ;;
gyp-build-error|gyp-build-error-cpp)
  # a native addon whose C++ source does not compile; node-gyp uses the Debian headers in /usr/include/node
  mkdir -p ../native-lib
  echo '{"name":"native-lib","version":"1.0.0","scripts":{"install":"node-gyp rebuild"},"gypfile":true}' > ../native-lib/package.json
  printf "{ 'targets': [ { 'target_name': 'addon', 'sources': [ 'addon.cc' ] } ] }\n" > ../native-lib/binding.gyp
  if [ "$1" = gyp-build-error ]; then
    printf '#include <node.h>\n#include "missing_header.h"\nvoid Init(v8::Local<v8::Object> exports) {}\nNODE_MODULE(addon, Init)\n' > ../native-lib/addon.cc
  else  # code written for an older V8 API
    printf '#include <node.h>\nvoid Init(v8::Handle<v8::Object> exports) { exports->Set(v8::String::New("x"), v8::Number::New(1)); }\nNODE_MODULE(addon, Init)\n' > ../native-lib/addon.cc
  fi
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install ../native-lib --nodedir=/usr 2>&1 ;;
gyp-configure-error|gyp-configure-error-syntax)
  # gyp cannot load the addon's binding.gyp: a `<!(...)` command in it fails (nan is not installed),
  # or the file is not a valid gyp dictionary
  mkdir -p ../native-lib
  echo '{"name":"native-lib","version":"1.0.0","scripts":{"install":"node-gyp rebuild"},"gypfile":true}' > ../native-lib/package.json
  if [ "$1" = gyp-configure-error ]; then
    cat > ../native-lib/binding.gyp <<'GYP'
{ 'targets': [ { 'target_name': 'addon', 'sources': [ 'addon.cc' ],
  'include_dirs': [ "<!(node -e \"require('nan')\")" ] } ] }
GYP
  else
    cat > ../native-lib/binding.gyp <<'GYP'
{ 'targets': [ { 'target_name': 'addon' 'sources': [ 'addon.cc' ] } ] }
GYP
  fi
  printf '#include <node.h>\nvoid Init(v8::Local<v8::Object> exports) {}\nNODE_MODULE(addon, Init)\n' > ../native-lib/addon.cc
  pkgjson '{"name":"app","version":"1.0.0"}'
  npm install ../native-lib --nodedir=/usr 2>&1 ;;
pnpm-ignored-builds|pnpm-ignored-builds-strict)
  # pnpm 10 no longer runs dependencies' install scripts unless they are approved
  npm install --prefix "$T/tools10" pnpm@10 >/dev/null 2>&1
  pkgjson '{"name":"app","version":"1.0.0"}'
  if [ "$1" = pnpm-ignored-builds ]; then "$T/tools10/node_modules/.bin/pnpm" add esbuild@0.25.0 --loglevel info 2>&1  # the user config sets loglevel=warn
  else "$T/tools10/node_modules/.bin/pnpm" add esbuild@0.25.0 --config.strict-dep-builds=true 2>&1; fi ;;
config-production-deprecated)
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0"}}'
  npm install --production --loglevel warn 2>&1 ;;
config-global-style-deprecated)
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0"}}'
  npm install --global-style --loglevel warn 2>&1 ;;
enotfound|enotfound-view)
  # a registry host name that does not resolve (.invalid never exists)
  pkgjson '{"name":"app","version":"1.0.0"}'
  if [ "$1" = enotfound ]; then npm install lodash --registry http://registry.errknow.invalid/ --fetch-retries=0 2>&1
  else npm view react version --registry http://npm.internal.errknow.invalid/ --fetch-retries=0 2>&1; fi ;;
yarn-berry-*)
  # Yarn 4 (berry), fetched from the registry as @yarnpkg/cli-dist into the temp dir
  npm install --prefix "$T/tools" @yarnpkg/cli-dist@4 >/dev/null 2>&1
  yarn4() { node "$T/tools/node_modules/@yarnpkg/cli-dist/bin/yarn.js" "$@"; }
  printf 'nodeLinker: node-modules\nenableTelemetry: false\nenableGlobalCache: false\n' > .yarnrc.yml
  touch yarn.lock
  case "$1" in
  yarn-berry-checksum|yarn-berry-checksum-two)
    # the checksum recorded in yarn.lock no longer matches the tarball the registry serves
    if [ "$1" = yarn-berry-checksum ]; then pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0"}}'
    else pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0","left-pad":"1.3.0"}}'; fi
    yarn4 install >/dev/null 2>&1
    sed -i 's#checksum: 10c0/[0-9a-f]\{8\}#checksum: 10c0/00000000#' yarn.lock
    rm -rf node_modules .yarn/cache
    yarn4 install 2>&1 ;;
  yarn-berry-immutable|yarn-berry-immutable-removed)
    # CI runs with --immutable (the default when CI is set) after package.json changed without yarn.lock
    pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0"}}'
    yarn4 install >/dev/null 2>&1
    if [ "$1" = yarn-berry-immutable ]; then pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0","left-pad":"^1.3.0"}}'
    else pkgjson '{"name":"app","version":"1.0.0","dependencies":{}}'; fi
    CI=true yarn4 install 2>&1 ;;
  yarn-berry-package-not-found|yarn-berry-package-not-found-scoped)
    pkgjson '{"name":"app","version":"1.0.0"}'
    if [ "$1" = yarn-berry-package-not-found ]; then yarn4 add errknow-no-such-package-7d3f2 2>&1
    else yarn4 add @errknow-missing-scope/utils 2>&1; fi ;;
  yarn-berry-no-candidates|yarn-berry-no-candidates-range)
    if [ "$1" = yarn-berry-no-candidates ]; then pkgjson '{"name":"app","version":"1.0.0"}'; yarn4 add is-number@99.0.0 2>&1
    else pkgjson '{"name":"app","version":"1.0.0","dependencies":{"left-pad":"^2.0.0"}}'; yarn4 install 2>&1; fi ;;
  yarn-berry-build-failed|yarn-berry-build-failed-two)
    # a dependency whose postinstall script exits non-zero
    printf 'enableScripts: true\n' >> .yarnrc.yml
    mkdir -p ../native-lib
    echo '{"name":"native-lib","version":"1.0.0","scripts":{"postinstall":"node -e \"console.error(\\\"prebuild-install warn install No prebuilt binaries found\\\"); process.exit(1)\""}}' > ../native-lib/package.json
    if [ "$1" = yarn-berry-build-failed ]; then pkgjson '{"name":"app","version":"1.0.0","dependencies":{"native-lib":"file:../native-lib"}}'
    else pkgjson '{"name":"app","version":"1.0.0","dependencies":{"native-lib":"file:../native-lib","is-number":"7.0.0"}}'; fi
    yarn4 install 2>&1 ;;
  yarn-berry-not-in-lockfile|yarn-berry-not-in-lockfile-run)
    # a command run in a project that was never installed (empty yarn.lock)
    pkgjson '{"name":"app","version":"1.0.0","scripts":{"start":"node index.js"},"dependencies":{"is-number":"7.0.0"}}'
    if [ "$1" = yarn-berry-not-in-lockfile ]; then FORCE_COLOR=0 yarn4 start 2>&1
    else FORCE_COLOR=0 yarn4 run start 2>&1; fi ;;
  esac ;;
pnpm-*|yarn-*)
  npm install --prefix "$T/tools" pnpm@9 yarn@1 >/dev/null 2>&1
  export PATH="$T/tools/node_modules/.bin:$PATH" npm_config_update_notifier=false
  case "$1" in
  pnpm-no-matching-version)
    pkgjson '{"name":"app","version":"1.0.0"}'
    pnpm add is-number@99.0.0 2>&1 ;;
  pnpm-no-matching-version-range)
    pkgjson '{"name":"app","version":"1.0.0","dependencies":{"left-pad":"^2.0.0"}}'
    pnpm install 2>&1 ;;
  pnpm-outdated-lockfile)
    pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0"}}'
    pnpm install >/dev/null 2>&1
    pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0","left-pad":"1.3.0"}}'
    CI=true pnpm install --frozen-lockfile 2>&1 ;;
  pnpm-outdated-lockfile-removed)
    pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"7.0.0","left-pad":"1.3.0"}}'
    pnpm install >/dev/null 2>&1
    pkgjson '{"name":"app","version":"1.0.0","dependencies":{"is-number":"^7.0.0"}}'
    CI=true pnpm install 2>&1 ;;
  pnpm-peer-dep-issues)
    pkgjson '{"name":"app","version":"1.0.0","dependencies":{"react":"17.0.2","react-dom":"18.2.0"}}'
    pnpm install --config.strict-peer-dependencies=true 2>&1 ;;
  pnpm-peer-dep-issues-missing)
    pkgjson '{"name":"web","version":"1.0.0","devDependencies":{"eslint-config-airbnb-base":"15.0.0"}}'
    pnpm install --config.strict-peer-dependencies=true --config.auto-install-peers=false 2>&1 ;;
  yarn-frozen-lockfile)
    # Yarn 1 in CI with --frozen-lockfile after a dependency was added to package.json only
    pkgjson '{"name":"app","version":"1.0.0","license":"MIT","dependencies":{"is-number":"7.0.0"}}'
    yarn install >/dev/null 2>&1
    pkgjson '{"name":"app","version":"1.0.0","license":"MIT","dependencies":{"is-number":"7.0.0","left-pad":"^1.3.0"}}'
    yarn install --frozen-lockfile 2>&1 ;;
  yarn-engine-incompatible|yarn-engine-incompatible-install)
    mkdir -p ../future-lib
    echo '{"name":"future-lib","version":"1.0.0","engines":{"node":">=99.0.0"}}' > ../future-lib/package.json
    if [ "$1" = yarn-engine-incompatible ]; then
      pkgjson '{"name":"app","version":"1.0.0","license":"MIT"}'
      yarn add file:../future-lib 2>&1
    else
      pkgjson '{"name":"app","version":"1.0.0","license":"MIT","dependencies":{"future-lib":"file:../future-lib"}}'
      yarn install --frozen-lockfile 2>&1
    fi ;;
  pnpm-fetch-404|pnpm-fetch-404-scoped)
    pkgjson '{"name":"app","version":"1.0.0"}'
    if [ "$1" = pnpm-fetch-404 ]; then pnpm add errknow-no-such-package-7d3f2 2>&1
    else pnpm add @errknow-missing-scope/utils 2>&1; fi ;;
  pnpm-no-script|pnpm-no-script-prod)
    pkgjson '{"name":"app","version":"1.0.0","scripts":{"start":"node index.js"}}'
    if [ "$1" = pnpm-no-script ]; then pnpm run build 2>&1; else pnpm run start:prod 2>&1; fi ;;
  pnpm-recursive-run-fail|pnpm-recursive-run-fail-filter)
    # a workspace where one package's build script fails
    mkdir -p packages/api packages/web
    echo '{"name":"mono","version":"1.0.0","private":true}' > package.json
    printf 'packages:\n  - "packages/*"\n' > pnpm-workspace.yaml
    echo '{"name":"api","version":"1.0.0","scripts":{"build":"node -e \"console.error(\\\"build: config file build.config.js is missing\\\"); process.exit(2)\""}}' > packages/api/package.json
    echo '{"name":"web","version":"1.0.0","scripts":{"build":"node -e \"console.log(1)\""}}' > packages/web/package.json
    pnpm install >/dev/null 2>&1
    if [ "$1" = pnpm-recursive-run-fail ]; then pnpm -r run build 2>&1; else pnpm --filter api build 2>&1; fi ;;
  pnpm-unsupported-engine|pnpm-unsupported-engine-pnpm)
    # node-version makes pnpm check engines against another Node release than the one running it
    pkgjson '{"name":"app","version":"1.0.0"}'
    if [ "$1" = pnpm-unsupported-engine ]; then pnpm add commander@14 --config.engine-strict=true --config.node-version=18.20.0 2>&1
    else pnpm add commander@13 --config.engine-strict=true --config.node-version=16.20.2 2>&1; fi ;;
  pnpm-exec-not-found|pnpm-exec-not-found-script)
    # a binary that is not installed in the project, via `pnpm <name>` and `pnpm exec <name>`
    pkgjson '{"name":"app","version":"1.0.0","scripts":{"start":"node index.js"}}'
    if [ "$1" = pnpm-exec-not-found ]; then pnpm exec tsc --noEmit 2>&1; else pnpm dev 2>&1; fi ;;
  pnpm-no-pkg-manifest)
    pnpm install 2>&1 ;;
  yarn-no-matching-version)
    # Yarn 1 (classic) asked for a version that was never published
    pkgjson '{"name":"app","version":"1.0.0","license":"MIT"}'
    yarn add is-number@99.0.0 2>&1 ;;
  yarn-couldnt-find-package|yarn-couldnt-find-package-scoped)
    # Yarn 1 (classic)
    pkgjson '{"name":"app","version":"1.0.0","license":"MIT"}'
    if [ "$1" = yarn-couldnt-find-package ]; then yarn add errknow-no-such-package-7d3f2 2>&1
    else yarn add @errknow-missing-scope/utils 2>&1; fi ;;
  pnpm-elifecycle|pnpm-elifecycle-test)
    # pnpm run of a script that exits non-zero (pnpm prints its ELIFECYCLE line after the script's output)
    pkgjson '{"name":"app","version":"1.0.0","scripts":{"build":"node -e \"process.exit(2)\"","test":"node -e \"process.exit(1)\""}}'
    if [ "$1" = pnpm-elifecycle ]; then pnpm run build 2>&1; else pnpm test 2>&1; fi ;;
  yarn-command-not-found|yarn-command-not-found-dev)
    # Yarn 1 (classic): `yarn <name>` for a script the package.json does not define
    pkgjson '{"name":"app","version":"1.0.0","license":"MIT","scripts":{"build":"node build.js"}}'
    if [ "$1" = yarn-command-not-found ]; then yarn start 2>&1; else yarn run dev 2>&1; fi ;;
  pnpm-workspace-pkg-not-found|pnpm-workspace-pkg-not-found-version)
    # a workspace: dependency on a package the workspace does not contain (or not at that version)
    mkdir -p packages/web packages/ui
    echo '{"name":"mono","version":"1.0.0","private":true}' > package.json
    printf 'packages:\n  - "packages/*"\n' > pnpm-workspace.yaml
    echo '{"name":"@acme/ui","version":"1.0.0"}' > packages/ui/package.json
    if [ "$1" = pnpm-workspace-pkg-not-found ]; then
      echo '{"name":"@acme/web","version":"1.0.0","dependencies":{"@acme/utils":"workspace:*"}}' > packages/web/package.json
    else
      echo '{"name":"@acme/web","version":"1.0.0","dependencies":{"@acme/ui":"workspace:^2.0.0"}}' > packages/web/package.json
    fi
    pnpm install 2>&1 ;;
  esac ;;
corepack-package-manager-mismatch)
  # Corepack (shipped with Node) refuses a package manager other than the one package.json names;
  # it stops before downloading anything
  pkgjson '{"name":"web","version":"1.0.0","packageManager":"yarn@4.5.0"}'
  COREPACK_HOME="$T/corepack" corepack pnpm install 2>&1 ;;
corepack-package-manager-mismatch-yarn)
  pkgjson '{"name":"api","version":"2.1.0","packageManager":"pnpm@9.12.0"}'
  COREPACK_HOME="$T/corepack" corepack yarn install 2>&1 ;;
eoverride)
  # an override that pins a direct dependency to another spec than the dependency's own range
  pkgjson '{"name":"app","version":"1.0.0","dependencies":{"ms":"^2.1.2"},"overrides":{"ms":"2.1.3"}}'
  npm install 2>&1 ;;
eoverride-dev)
  pkgjson '{"name":"tools","version":"0.3.0","devDependencies":{"semver":"^7.5.0"},"overrides":{"semver":"~7.6.0"}}'
  npm install 2>&1 ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
