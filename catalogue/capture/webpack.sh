#!/usr/bin/env bash
# Capture real webpack 5 / webpack-cli output for the catalogue/webpack records.
# Debian packages: nodejs (Node 20), npm (the npm registry must be reachable), python3 (lib.sh).
# Usage: bash catalogue/capture/webpack.sh CASE   (no argument lists the cases)
# Installs webpack and webpack-cli into the scratch directory; set FE_MODULES to a directory whose
# node_modules already holds them (npm install webpack@5 webpack-cli) to skip that install.
set -u
CASES="module-not-found-relative module-not-found-package module-parse-failed-css module-parse-failed-jsx
node-polyfill-breaking-change node-polyfill-fs invalid-configuration-object fully-specified
export-not-found package-path-not-exported custom-loader-failed asset-size-limit mode-not-set
critical-dependency conflict-same-filename entry-not-found config-load-failed unknown-cli-option
plugin-invalid-options json-named-export javascript-dynamic-sourcetype command-not-found cli-not-installed
commons-chunk-plugin-removed define-plugin-conflict source-map-parse-failed dev-server-invalid-host
dev-server-middleware-deprecated serve-without-dev-server dev-server-v3-options"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory $W
mkdir -p "$W/app/src" && cd "$W/app" || exit 1
echo '{"name":"app","version":"1.0.0","private":true}' > package.json
if [ "$1" = command-not-found ] || [ "$1" = cli-not-installed ] || [ "${1#dev-server-}" != "$1" ]; then
  : # these cases install less (below)
elif [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/webpack" ]; then
  ln -s "$FE_MODULES/node_modules" node_modules
else
  npm install --no-audit --no-fund --silent webpack@5 webpack-cli >/dev/null 2>&1
fi
WP="node node_modules/webpack-cli/bin/cli.js"
build() { $WP --mode development --no-stats-colors "$@" 2>&1; }
# install_dev_server: webpack-dev-server 4 with webpack-cli 5 (the dev-server-* cases);
# FE_DEVSERVER_MODULES may name a directory whose node_modules holds them already.
install_dev_server() {
  if [ -n "${FE_DEVSERVER_MODULES:-}" ] && [ -d "$FE_DEVSERVER_MODULES/node_modules/webpack-dev-server" ]; then
    ln -s "$FE_DEVSERVER_MODULES/node_modules" node_modules
  else
    npm install --no-audit --no-fund --silent webpack@5 webpack-cli@5 webpack-dev-server@4 >/dev/null 2>&1
  fi
}

case "$1" in
module-not-found-relative)
  echo "import { formatDate } from './utils/format';
console.log(formatDate(new Date()));" > src/index.js
  build ;;
module-not-found-package)
  echo "import debounce from 'lodash.debounce';
window.addEventListener('resize', debounce(() => console.log('resized'), 100));" > src/index.js
  build ;;
module-parse-failed-css)
  echo '@use "sass:math"; $gap: 8px; .card { padding: math.div($gap, 2); }' > src/styles.scss
  echo "import './styles.scss';
console.log('ready');" > src/index.js
  build ;;
module-parse-failed-jsx)
  echo "const App = () => <h1>Hello</h1>;
export default App;" > src/index.js
  build ;;
node-polyfill-breaking-change)
  echo "import crypto from 'crypto';
console.log(crypto.createHash('sha256').update('x').digest('hex'));" > src/index.js
  build ;;
node-polyfill-fs)
  echo "const path = require('path');
const fs = require('fs');
console.log(fs.readFileSync(path.join('a', 'b')));" > src/index.js
  build ;;
invalid-configuration-object)
  echo "module.exports = { entry: './src/index.js', output: { path: 'dist' }, module: { loaders: [] } };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
fully-specified)
  echo '{"name":"app","version":"1.0.0","private":true,"type":"module"}' > package.json
  echo "export const add = (a, b) => a + b;" > src/math.js
  echo "import { add } from './math';
console.log(add(1, 2));" > src/index.js
  build ;;
export-not-found)
  echo "export const add = (a, b) => a + b;" > src/math.js
  echo "import { sum } from './math';
console.log(sum(1, 2));" > src/index.js
  build ;;
package-path-not-exported)
  mkdir -p node_modules_local/widget
  rm -f node_modules; mkdir node_modules
  [ -n "${FE_MODULES:-}" ] && for d in "$FE_MODULES"/node_modules/* "$FE_MODULES"/node_modules/.bin; do ln -s "$d" node_modules/; done
  [ -z "${FE_MODULES:-}" ] && npm install --no-audit --no-fund --silent webpack@5 webpack-cli >/dev/null 2>&1
  mkdir -p node_modules/widget/lib
  echo '{"name":"widget","version":"2.0.0","exports":{".":"./lib/index.js"}}' > node_modules/widget/package.json
  echo "module.exports = {};" > node_modules/widget/lib/index.js
  echo "module.exports = {};" > node_modules/widget/lib/helpers.js
  echo "import helpers from 'widget/lib/helpers';
console.log(helpers);" > src/index.js
  build ;;
custom-loader-failed)
  echo "module.exports = function (source) { throw new Error('Unexpected character in template at line 3'); };" > template-loader.js
  echo "module.exports = { module: { rules: [{ test: /\.tpl$/, use: './template-loader.js' }] } };" > webpack.config.js
  echo "<p>{{ name }</p>" > src/card.tpl
  echo "import card from './card.tpl';
console.log(card);" > src/index.js
  build ;;
asset-size-limit)
  node -e "let s='export const data = [';for(let i=0;i<40000;i++)s+=JSON.stringify('item-'+i+'-'+Math.random().toString(36))+',';s+='];';require('fs').writeFileSync('src/data.js',s)"
  echo "import { data } from './data';
console.log(data.join(','));" > src/index.js
  $WP --mode production --no-stats-colors 2>&1 ;;
mode-not-set)
  echo "console.log('hi');" > src/index.js
  $WP --no-stats-colors 2>&1 ;;
critical-dependency)
  echo "const name = process.argv[2];
const plugin = require(name);
console.log(plugin);" > src/index.js
  build ;;
conflict-same-filename)
  echo "module.exports = { entry: { main: './src/index.js', admin: './src/admin.js' }, output: { filename: 'bundle.js' } };" > webpack.config.js
  echo "console.log('main');" > src/index.js
  echo "console.log('admin');" > src/admin.js
  build ;;
entry-not-found)
  rm -rf src
  build ;;
config-load-failed)
  echo "const HtmlWebpackPlugin = require('html-webpack-plugin');
module.exports = { plugins: [new HtmlWebpackPlugin()] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
unknown-cli-option)
  echo "console.log('hi');" > src/index.js
  $WP --mode development --hot-only 2>&1 ;;
plugin-invalid-options)
  echo "const webpack = require('webpack');
module.exports = { plugins: [new webpack.ProgressPlugin({ showActiveModules: true, colour: true })] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
json-named-export)
  echo '{"version":"1.4.0","name":"app"}' > src/meta.json
  echo "import { version } from './meta.json';
console.log(version);" > src/index.js
  build ;;
javascript-dynamic-sourcetype)
  echo '{"name":"app","version":"1.0.0","private":true,"type":"commonjs"}' > package.json
  echo "import { render } from './render';
render();" > src/index.js
  echo "export function render() {}" > src/render.js
  build ;;
command-not-found)
  echo '{"name":"app","version":"1.0.0","private":true,"scripts":{"build":"webpack --mode production"}}' > package.json
  npm run build 2>&1 ;;
cli-not-installed)
  # webpack without webpack-cli: its bin asks whether to install the CLI; answer no
  echo '{"name":"app","version":"1.0.0","private":true,"scripts":{"build":"webpack --mode production"}}' > package.json
  if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/webpack" ]; then
    mkdir -p node_modules/webpack/bin node_modules/.bin
    cp "$FE_MODULES/node_modules/webpack/package.json" node_modules/webpack/
    cp "$FE_MODULES/node_modules/webpack/bin/webpack.js" node_modules/webpack/bin/
    ln -s ../webpack/bin/webpack.js node_modules/.bin/webpack
    ln -s "$FE_MODULES/node_modules/graceful-fs" node_modules/graceful-fs
  else
    npm install --no-audit --no-fund --silent webpack@5 >/dev/null 2>&1
  fi
  echo "console.log('hi');" > src/index.js
  echo n | npm run build 2>&1 ;;
commons-chunk-plugin-removed)
  echo "const webpack = require('webpack');
module.exports = { plugins: [new webpack.optimize.CommonsChunkPlugin({ name: 'vendor' })] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
define-plugin-conflict)
  echo "const webpack = require('webpack');
module.exports = { plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('development') })] };" > webpack.config.js
  echo "console.log(process.env.NODE_ENV);" > src/index.js
  $WP --mode production --no-stats-colors 2>&1 ;;
source-map-parse-failed)
  # source-map-loader (installed here) reads a sourceMappingURL whose map file is missing
  [ -d node_modules/source-map-loader ] || npm install --no-audit --no-fund --silent source-map-loader >/dev/null 2>&1
  printf "console.log('lib');\n//# sourceMappingURL=lib.js.map\n" > src/lib.js
  echo "import './lib.js';" > src/index.js
  echo "module.exports = { devtool: 'source-map', module: { rules: [{ test: /\.js$/, enforce: 'pre', use: ['source-map-loader'] }] } };" > webpack.config.js
  build ;;
serve-without-dev-server)
  # webpack-cli's serve command without webpack-dev-server installed; answer no to the install prompt
  echo "console.log('hi');" > src/index.js
  echo n | $WP serve --mode development 2>&1; echo ;;
dev-server-v3-options)
  install_dev_server
  echo "console.log('hi');" > src/index.js
  echo "module.exports = { mode: 'development', devServer: { contentBase: './dist', disableHostCheck: true } };" > webpack.config.js
  timeout 30 $WP serve --port "$(free_port)" --host 127.0.0.1 2>&1 ;;
dev-server-invalid-host|dev-server-middleware-deprecated)
  install_dev_server
  echo "console.log('hi');" > src/index.js
  echo "module.exports = { mode: 'development', devServer: { onAfterSetupMiddleware() {}, onBeforeSetupMiddleware() {} } };" > webpack.config.js
  PORT=$(free_port)
  $WP serve --port "$PORT" --host 127.0.0.1 >dev.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  if [ "$1" = dev-server-invalid-host ]; then
    curl -s -H 'Host: app.example.com' "http://127.0.0.1:$PORT/"; echo
  else
    sleep 1; head -n 4 dev.log
  fi ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
