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
blocked-host public-base-mismatch postcss-plugin-missing"
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
[ "$1" != command-not-found ] && install_vite
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
  page /src/main.js
  echo "import App from './App.js';
console.log(App);" > src/main.js
  echo "export default function App() {
  return <div className=\"app\">Hello</div>;
}" > src/App.js
  dev /src/main.js /src/App.js ;;
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
  page /src/main.js
  echo "import dayjs from 'dayjs';
console.log(dayjs().format());" > src/main.js
  build ;;
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
  page /src/main.js
  node -e "let s='export const data = [';for(let i=0;i<60000;i++)s+=JSON.stringify('item-'+i+'-'+Math.random().toString(36))+',';s+='];';require('fs').writeFileSync('src/data.js',s)"
  echo "import { data } from './data.js';
console.log(data.join(','));" > src/main.js
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
  page /src/main.js
  echo "const r = await fetch('/api'); console.log(r);" > src/main.js
  echo "export default { build: { target: 'es2019' } };" > vite.config.js
  build ;;
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
  PORT=$(free_port)
  $VITE --port "$PORT" --strictPort --host 127.0.0.1 --clearScreen false >dev.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  curl -s -H 'Host: app.example.com' "http://127.0.0.1:$PORT/"; echo ;;
public-base-mismatch)
  page /src/main.js
  echo "console.log('hi');" > src/main.js
  echo "export default { base: '/admin/' };" > vite.config.js
  PORT=$(free_port)
  $VITE --port "$PORT" --strictPort --host 127.0.0.1 --clearScreen false >dev.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  curl -s "http://127.0.0.1:$PORT/dashboard"; echo ;;
postcss-plugin-missing)
  # postcss.config.js names a plugin (tailwindcss) that is not installed
  echo "export default { plugins: { tailwindcss: {}, autoprefixer: {} } };" > postcss.config.js
  echo "body { color: red; }" > src/style.css
  page /src/main.js
  echo "import './style.css'; console.log('styled');" > src/main.js
  dev /src/style.css ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
