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
failed-resolve-package-exports-build failed-load-url-second-script sass-legacy-api"
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
[ "$1" != command-not-found ] && [ "$1" != command-not-found-build ] && [ "$1" != sass-legacy-api ] && install_vite
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
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
