#!/usr/bin/env bash
# Capture real Vite 7 output (dev server and build) for the catalogue/vite records.
# Debian packages: nodejs (Node 20.19+), npm (the npm registry must be reachable), python3 (lib.sh),
# curl (requests to the dev server on 127.0.0.1).
# Usage: bash catalogue/capture/vite.sh CASE   (no argument lists the cases)
# Installs vite into the scratch directory; set FE_MODULES to a directory whose node_modules
# already holds vite@7 to skip that install. Dev servers listen on 127.0.0.1 only.
set -u
CASES="dev-failed-resolve-import pre-transform-error failed-load-url jsx-in-js transform-failed
port-in-use proxy-error build-rollup-failed-resolve build-not-exported build-no-index-html
config-load-failed command-not-found chunk-size-warning preprocessor-missing dynamic-import-warning
build-missing-file externalized-node-module top-level-await-target failed-resolve-package-entry
blocked-host public-base-mismatch postcss-plugin-missing blocked-host-preview chunk-size-custom-limit
config-syntax-error dependency-scan-two-packages dynamic-import-function proxy-unknown-host transform-unterminated-string
jsx-in-js-build build-no-default-export port-in-use-preview postcss-config-syntax preprocessor-less
public-base-mismatch-app build-rollup-failed-resolve-ts top-level-await-chrome command-not-found-build
failed-resolve-package-exports-build failed-load-url-second-script sass-legacy-api
module-directive-ignored module-directive-ignored-dep eval-discouraged eval-discouraged-dep fs-allow-denied
fs-allow-denied-parent sourcemap-missing-sources sourcemap-missing-sources-dep permission-denied permission-denied-build
dynamic-require-config dynamic-require-bundle no-loader-node-file no-loader-node-bundle
esbuild-node-builtin esbuild-node-builtin-prefixed esbuild-import-meta-cjs esbuild-import-meta-env-cjs"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory $W, free_port, wait_port
mkdir -p "$W/app/src" && cd "$W/app" || exit 1
echo '{"name":"app","version":"1.0.0","private":true,"type":"module","scripts":{"dev":"vite","build":"vite build"}}' > package.json
install_vite() {
  if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/vite" ]; then
    ln -s "$FE_MODULES/node_modules" node_modules
  else
    npm install --no-audit --no-fund --silent vite@7 >/dev/null 2>&1
  fi
}
[ "$1" != command-not-found ] && [ "$1" != command-not-found-build ] && [ "$1" != sass-legacy-api ] && [ "$1" != dynamic-require-bundle ] && [ "$1" != no-loader-node-bundle ] && [ "${1#esbuild-}" = "$1" ] && install_vite
VITE="node node_modules/vite/bin/vite.js"
page() { printf '<!doctype html>\n<html><body><div id="app"></div><script type="module" src="%s"></script></body></html>\n' "$1" > index.html; }
# dev URL...: start the dev server, request each URL, print the server's output.
dev() {
  PORT=$(free_port)
  $VITE --port "$PORT" --strictPort --host 127.0.0.1 --clearScreen false >dev.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  for u in "$@"; do curl -s -o /dev/null "http://127.0.0.1:$PORT$u"; sleep 1; done
  sleep 1
  cat dev.log
}
build() { $VITE build 2>&1; }
# serve [ARGS...]: start `vite ARGS` (the dev server, or `preview`) on a free port $PORT, output in
# dev.log, and wait until it listens.
serve() {
  PORT=$(free_port)
  $VITE "$@" --port "$PORT" --strictPort --host 127.0.0.1 --clearScreen false >dev.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}
# jsx_in_js NAME SOURCE: src/NAME.js holds SOURCE (JSX in a .js file), imported by src/main.js; the
# dev server is asked for both.
jsx_in_js() {
  page /src/main.js
  echo "import $1 from './$1.js';
console.log($1);" > src/main.js
  echo "$2" > "src/$1.js"
  dev /src/main.js "/src/$1.js"
}
# big_data N: src/data.js exports an array of N random strings (a large chunk) and src/main.js uses it.
big_data() {
  page /src/main.js
  node -e "let s='export const data = [';for(let i=0;i<$1;i++)s+=JSON.stringify('item-'+i+'-'+Math.random().toString(36))+',';s+='];';require('fs').writeFileSync('src/data.js',s)"
  echo "import { data } from './data.js';
console.log(data.join(','));" > src/main.js
}
# base_mismatch BASE PATH: the dev server with `base: BASE` answers a request for PATH.
base_mismatch() {
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  echo "export default { base: '$1' };" > vite.config.js
  serve
  curl -s "http://127.0.0.1:$PORT$2"; echo
}
# build_import FILE SOURCE: page loads /FILE holding SOURCE, then `vite build`.
build_import() {
  page "/$1"
  echo "$2" > "$1"
  build
}
# await_target TARGET: a top-level await with `build.target: TARGET`, then `vite build`.
await_target() {
  page /src/main.js
  echo "const r = await fetch('/api'); console.log(r);" > src/main.js
  echo "export default { build: { target: $1 } };" > vite.config.js
  build
}

# local_dep NAME PACKAGE_JSON FILE CONTENT: node_modules/NAME (node_modules made a real directory of
# links first) with PACKAGE_JSON and FILE holding CONTENT.
local_dep() {
  if [ -L node_modules ]; then t=$(readlink node_modules); rm node_modules; mkdir node_modules
    for d in "$t"/* "$t"/.bin "$t"/.package-lock.json; do [ -e "$d" ] && ln -s "$d" node_modules/; done; fi
  mkdir -p "node_modules/$1/$(dirname "$3")"
  echo "$2" > "node_modules/$1/package.json"
  printf '%s\n' "$4" > "node_modules/$1/$3"
}
# sourcemapped FILE SOURCE: FILE ends with a sourceMappingURL to FILE.map, whose sources name
# SOURCE, which does not exist.
sourcemapped() {
  printf "export const greet = (n) => 'hi ' + n;\n//# sourceMappingURL=%s.map\n" "$(basename "$1")" > "$1"
  echo '{"version":3,"file":"'"$(basename "$1")"'","sources":["'"$2"'"],"names":[],"mappings":"AAAA"}' > "$1.map"
}

case "$1" in
dev-failed-resolve-import)
  page /src/main.js
  echo "import axios from 'axios';
axios.get('/api/items').then((r) => console.log(r.data));" > src/main.js
  dev /src/main.js ;;
pre-transform-error)
  page /src/main.js
  echo "import { createStore } from './store/index.js';
createStore();" > src/main.js
  dev / ;;
failed-load-url)
  page /src/main.ts
  dev / /src/main.ts ;;
jsx-in-js)
  jsx_in_js App "export default function App() {
  return <div className=\"app\">Hello</div>;
}" ;;
transform-failed)
  page /src/main.ts
  echo "const total: number = ;
console.log(total);" > src/main.ts
  dev /src/main.ts ;;
port-in-use)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  PORT=$(free_port)
  hold_port "$PORT"
  timeout 20 $VITE --port "$PORT" --strictPort --host 127.0.0.1 --clearScreen false 2>&1 ;;
proxy-error)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  DEAD=$(free_port)
  echo "export default { server: { proxy: { '/api': 'http://127.0.0.1:$DEAD' } } };" > vite.config.js
  dev /api/users ;;
build-rollup-failed-resolve)
  build_import src/main.js "import dayjs from 'dayjs';
console.log(dayjs().format());" ;;
build-not-exported)
  page /src/main.js
  echo "export const add = (a, b) => a + b;" > src/math.js
  echo "import { sum } from './math.js';
console.log(sum(1, 2));" > src/main.js
  build ;;
build-no-index-html)
  build ;;
build-missing-file)
  page /src/main.js
  echo "import './styles/theme.css';
console.log('hi');" > src/main.js
  build ;;
config-load-failed)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  echo "import react from '@vitejs/plugin-react';
export default { plugins: [react()] };" > vite.config.js
  timeout 20 $VITE --port "$(free_port)" --host 127.0.0.1 --clearScreen false 2>&1 ;;
command-not-found)
  npm run dev 2>&1 ;;
chunk-size-warning)
  big_data 60000
  build ;;
preprocessor-missing)
  page /src/main.js
  echo '$accent: #0af; .title { color: $accent; }' > src/theme.scss
  echo "import './theme.scss';
console.log('styled');" > src/main.js
  dev /src/main.js /src/theme.scss ;;
dynamic-import-warning)
  page /src/main.js
  echo "const page = new URLSearchParams(location.search).get('page');
import(page).then((m) => m.default());" > src/main.js
  dev /src/main.js ;;
externalized-node-module)
  page /src/main.js
  echo "import fs from 'fs'; console.log(fs.readFileSync);" > src/main.js
  build ;;
top-level-await-target)
  await_target "'es2019'" ;;
failed-resolve-package-entry)
  # a package whose "main" points to a file it does not ship (node_modules is a real directory here)
  if [ -L node_modules ]; then t=$(readlink node_modules); rm node_modules; mkdir node_modules
    for d in "$t"/* "$t"/.bin; do ln -s "$d" node_modules/; done; fi
  mkdir -p node_modules/broken-pkg
  echo '{"name":"broken-pkg","version":"1.0.0","main":"dist/index.js"}' > node_modules/broken-pkg/package.json
  page /src/main.js
  echo "import broken from 'broken-pkg'; console.log(broken);" > src/main.js
  dev /src/main.js ;;
blocked-host)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  serve
  curl -s -H 'Host: app.example.com' "http://127.0.0.1:$PORT/"; echo ;;
public-base-mismatch)
  base_mismatch /admin/ /dashboard ;;
postcss-plugin-missing)
  # postcss.config.js names a plugin (tailwindcss) that is not installed
  echo "export default { plugins: { tailwindcss: {}, autoprefixer: {} } };" > postcss.config.js
  echo "body { color: red; }" > src/style.css
  page /src/main.js
  echo "import './style.css'; console.log('styled');" > src/main.js
  dev /src/style.css ;;
blocked-host-preview)
  # `vite preview` of a build, asked for another Host
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  build >/dev/null
  serve preview
  curl -s -H 'Host: staging.shop.internal' "http://127.0.0.1:$PORT/"; echo ;;
chunk-size-custom-limit)
  big_data 15000
  echo "export default { build: { chunkSizeWarningLimit: 100 } };" > vite.config.js
  build ;;
config-syntax-error)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  echo "import { defineConfig } from 'vite';
export default defineConfig({
  server: { port: 3000 ,
});" > vite.config.ts
  timeout 20 $VITE --port "$(free_port)" --host 127.0.0.1 --clearScreen false 2>&1 ;;
dependency-scan-two-packages)
  page /src/main.jsx
  mkdir -p src/store
  echo "import { create } from 'zustand';
export const useCart = create(() => ({ items: [] }));" > src/store/cart.js
  echo "import { BrowserRouter } from 'react-router-dom';
import { useCart } from './store/cart.js';
console.log(BrowserRouter, useCart);" > src/main.jsx
  dev /src/main.jsx ;;
dynamic-import-function)
  page /src/main.js
  echo "export async function loadWidget(name) {
  const mod = await import(name);
  return mod.default;
}
loadWidget('chart');" > src/main.js
  dev /src/main.js ;;
proxy-unknown-host)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  echo "export default { server: { proxy: { '/graphql': { target: 'http://backend.invalid:4000', changeOrigin: true } } } };" > vite.config.js
  dev /graphql ;;
transform-unterminated-string)
  page /src/main.tsx
  echo "const title: string = 'Orders;
export default title;" > src/main.tsx
  dev /src/main.tsx ;;
jsx-in-js-component)
  jsx_in_js Button "export const Button = ({ label, onClick }) => (
  <button type=\"button\" onClick={onClick}>{label}</button>
);" ;;
build-no-default-export)
  echo "export const apiUrl = '/api';" > src/config.js
  build_import src/main.js "import config from './config.js';
console.log(config.apiUrl);" ;;
port-in-use-preview)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  build >/dev/null
  PORT=$(free_port)
  hold_port "$PORT"
  timeout 20 $VITE preview --port "$PORT" --strictPort --host 127.0.0.1 2>&1 ;;
postcss-config-syntax)
  echo "module.exports = { plugins: { autoprefixer: {} }" > postcss.config.cjs
  echo "body { color: red; }" > src/style.css
  page /src/main.js
  echo "import './style.css'; console.log('styled');" > src/main.js
  dev /src/style.css ;;
preprocessor-less)
  page /src/main.js
  echo '@primary: #1890ff; .btn { color: @primary; }' > src/button.less
  echo "import './button.less';
console.log('styled');" > src/main.js
  dev /src/main.js /src/button.less ;;
public-base-mismatch-app)
  base_mismatch /app/ /login ;;
build-rollup-failed-resolve-ts)
  build_import src/main.ts "import { z } from 'zod';
export const User = z.object({ name: z.string() });" ;;
top-level-await-chrome)
  await_target "['chrome87', 'safari14']" ;;
command-not-found-build)
  npm run build 2>&1 ;;
failed-resolve-package-exports-build)
  # a package whose "exports" point to files it does not ship, in a build
  if [ -L node_modules ]; then t=$(readlink node_modules); rm node_modules; mkdir node_modules
    for d in "$t"/* "$t"/.bin; do ln -s "$d" node_modules/; done; fi
  mkdir -p node_modules/@acme/ui-kit
  echo '{"name":"@acme/ui-kit","version":"3.1.0","type":"module","exports":{".":{"import":"./dist/index.mjs"}}}' > node_modules/@acme/ui-kit/package.json
  build_import src/main.js "import { Button } from '@acme/ui-kit'; console.log(Button);" ;;
failed-load-url-second-script)
  # index.html loads a second module script that does not exist
  echo "console.log('hi');" > src/main.js
  printf '<!doctype html>\n<html><body><div id="app"></div>\n<script type="module" src="/src/polyfills.js"></script>\n<script type="module" src="/src/main.js"></script></body></html>\n' > index.html
  dev / ;;
sass-legacy-api)
  # Vite 5.4 with Dart Sass 1.80 (Vite 5 calls the legacy JS API by default); FE_VITE5_MODULES may
  # name a directory whose node_modules holds vite@5.4 and sass@1.80 already
  if [ -n "${FE_VITE5_MODULES:-}" ] && [ -d "$FE_VITE5_MODULES/node_modules/sass" ]; then
    ln -s "$FE_VITE5_MODULES/node_modules" node_modules
  else
    npm install --no-audit --no-fund --silent vite@5.4 sass@1.80 >/dev/null 2>&1
  fi
  page /src/main.js
  echo '$radius: 4px; .card { border-radius: $radius; }' > src/card.scss
  echo "import './card.scss';
console.log('styled');" > src/main.js
  build ;;
module-directive-ignored)
  echo '"use client";
export const Counter = () => 0;' > src/Counter.js
  build_import src/main.js "import { Counter } from './Counter.js';
console.log(Counter());" ;;
module-directive-ignored-dep)
  local_dep @acme/widgets '{"name":"@acme/widgets","version":"2.4.0","type":"module","module":"dist/index.mjs"}' dist/index.mjs "'use client';
export function Tooltip() { return 'tooltip'; }"
  build_import src/main.js "import { Tooltip } from '@acme/widgets';
console.log(Tooltip());" ;;
eval-discouraged)
  build_import src/main.js "const expr = location.hash.slice(1);
console.log(eval(expr));" ;;
eval-discouraged-dep)
  local_dep legacy-template '{"name":"legacy-template","version":"0.9.1","type":"module","module":"index.js"}' index.js "export const compile = (src) => eval('(function(){' + src + '})');"
  build_import src/main.js "import { compile } from 'legacy-template';
console.log(compile('return 1')());" ;;
fs-allow-denied)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  serve
  curl -s "http://127.0.0.1:$PORT/@fs/etc/hostname"; echo ;;
fs-allow-denied-parent)
  # a file outside the project root (the scratch directory holds both) requested through /@fs/
  echo "API_KEY=abc" > "$W/shared.env"
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  echo "export default { server: { fs: { strict: true } } };" > vite.config.js
  serve
  curl -s "http://127.0.0.1:$PORT/@fs$W/shared.env?import&raw"; echo
  sleep 1; cat dev.log ;;
sourcemap-missing-sources)
  mkdir -p src/vendor
  sourcemapped src/vendor/greet.js ../../lib/greet.ts
  page /src/main.js
  echo "import { greet } from './vendor/greet.js'; console.log(greet('x'));" > src/main.js
  dev /src/main.js /src/vendor/greet.js ;;
sourcemap-missing-sources-dep)
  local_dep @acme/greeter '{"name":"@acme/greeter","version":"1.0.0","type":"module","module":"dist/index.js"}' dist/index.js ""
  sourcemapped node_modules/@acme/greeter/dist/index.js ../src/index.ts
  echo "export default { optimizeDeps: { exclude: ['@acme/greeter'] } };" > vite.config.js
  page /src/main.js
  echo "import { greet } from '@acme/greeter'; console.log(greet('x'));" > src/main.js
  dev /src/main.js /node_modules/@acme/greeter/dist/index.js ;;
permission-denied|permission-denied-build)
  # node_modules/.bin/vite lost its execute bit (node_modules copied from another system or unpacked
  # from an archive that dropped modes)
  if [ -L node_modules ]; then t=$(readlink node_modules); rm node_modules; mkdir node_modules
    for d in "$t"/*; do ln -s "$d" node_modules/; done; mkdir node_modules/.bin
    cp "$t/vite/bin/vite.js" node_modules/.bin/vite
  else rm -f node_modules/.bin/vite; cp node_modules/vite/bin/vite.js node_modules/.bin/vite; fi
  chmod a-x node_modules/.bin/vite
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  if [ "$1" = permission-denied ]; then timeout 20 npm run dev 2>&1; else npm run build 2>&1; fi ;;
dynamic-require-config)
  # vite.config.js imports a local CommonJS helper that calls require(); Vite bundles it into ESM
  mkdir -p build
  echo "const path = require('path');
module.exports = { alias: { '@': path.resolve(__dirname, '../src') } };" > build/aliases.cjs
  echo "import aliases from './build/aliases.cjs';
export default { resolve: { alias: aliases.alias } };" > vite.config.js
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  timeout 20 $VITE --port "$(free_port)" --host 127.0.0.1 --clearScreen false 2>&1 ;;
dynamic-require-bundle)
  # an ESM bundle made by esbuild from CommonJS code that requires a Node built-in, run by Node
  # (FE_MODULES with esbuild, or installed here)
  if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/esbuild" ]; then ln -s "$FE_MODULES/node_modules" node_modules
  else npm install --no-audit --no-fund --silent esbuild >/dev/null 2>&1; fi
  echo "const os = require('os');
module.exports = () => os.hostname();" > src/host.cjs
  echo "import host from './host.cjs';
console.log(host());" > src/server.mjs
  node_modules/esbuild/bin/esbuild src/server.mjs --bundle --platform=node --format=esm --outfile=dist/server.mjs --log-level=warning --color=false 2>&1
  node dist/server.mjs 2>&1 ;;
no-loader-node-file)
  local_dep fast-hash '{"name":"fast-hash","version":"3.0.2","main":"index.js"}' index.js "module.exports = require('./build/Release/fast_hash.node');"
  mkdir -p node_modules/fast-hash/build/Release && printf '\177ELF' > node_modules/fast-hash/build/Release/fast_hash.node
  page /src/main.js
  echo "import hash from 'fast-hash'; console.log(hash);" > src/main.js
  dev /src/main.js ;;
esbuild-node-builtin|esbuild-node-builtin-prefixed)
  # esbuild bundling for the browser (its default platform) code that requires Node built-ins
  if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/esbuild" ]; then ln -s "$FE_MODULES/node_modules" node_modules
  else npm install --no-audit --no-fund --silent esbuild >/dev/null 2>&1; fi
  if [ "$1" = esbuild-node-builtin ]; then
    echo "const fs = require('fs');
module.exports = (p) => fs.readFileSync(p, 'utf8');" > src/read.cjs
  else
    echo "import { createHash } from 'node:crypto';
export const sha = (s) => createHash('sha256').update(s).digest('hex');" > src/read.js
  fi
  node_modules/esbuild/bin/esbuild src/read.* --bundle --outfile=dist/read.js --log-level=warning --color=false 2>&1 ;;
esbuild-import-meta-cjs|esbuild-import-meta-env-cjs)
  # ES module code that reads import.meta, bundled by esbuild to CommonJS
  if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/esbuild" ]; then ln -s "$FE_MODULES/node_modules" node_modules
  else npm install --no-audit --no-fund --silent esbuild >/dev/null 2>&1; fi
  if [ "$1" = esbuild-import-meta-cjs ]; then
    echo "import { fileURLToPath } from 'node:url';
export const here = fileURLToPath(new URL('.', import.meta.url));" > src/paths.mjs
    node_modules/esbuild/bin/esbuild src/paths.mjs --bundle --platform=node --format=cjs --outfile=dist/paths.cjs --log-level=warning --color=false 2>&1
  else
    echo "export const apiUrl = import.meta.env.VITE_API_URL;" > src/config.ts
    node_modules/esbuild/bin/esbuild src/config.ts --format=cjs --outfile=dist/config.js --log-level=warning --color=false 2>&1
  fi ;;
no-loader-node-bundle)
  # esbuild bundling (platform node) a package that requires a native addon
  if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/esbuild" ]; then ln -s "$FE_MODULES/node_modules" node_modules
  else npm install --no-audit --no-fund --silent esbuild >/dev/null 2>&1; fi
  local_dep bcrypt-native '{"name":"bcrypt-native","version":"5.1.1","main":"bcrypt.js"}' bcrypt.js "module.exports = require('./lib/binding/napi-v3/bcrypt_lib.node');"
  mkdir -p node_modules/bcrypt-native/lib/binding/napi-v3 && printf '\177ELF' > node_modules/bcrypt-native/lib/binding/napi-v3/bcrypt_lib.node
  echo "const bcrypt = require('bcrypt-native'); console.log(bcrypt);" > src/server.js
  node_modules/esbuild/bin/esbuild src/server.js --bundle --platform=node --outfile=dist/server.js --log-level=warning --color=false 2>&1 ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
