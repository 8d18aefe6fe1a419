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
dev-server-middleware-deprecated serve-without-dev-server dev-server-v3-options entrypoint-size-limit
config-syntax-error split-chunks-same-filename critical-dependency-require-map define-plugin-two-instances
dev-server-v3-before-public export-default-not-found fully-specified-mjs
invalid-configuration-devtool json-named-export-nested mode-not-set-with-config async-loader-failed
javascript-dynamic-rule-type package-subpath-not-exported-conditions plugin-invalid-options-ignore
serve-without-dev-server-npm unknown-cli-option-v4-flag command-not-found-serve automatic-public-path-node
compiler-plugin-not-a-function html-plugin-v3-hook normal-module-loader-moved compilation-assets-frozen
compilation-assets-frozen-delete copy-plugin-unable-to-locate copy-plugin-unable-to-locate-glob ruleset-loader-and-use
ruleset-options-and-use ruleset-exclamation-loaders eager-consumption eager-consumption-react
ajv-codegen-schema-utils ajv-codegen-keywords source-map-missing-sources-dep
config-yargs-dev-server config-yargs-npm-script get-options-style-loader get-options-css-loader
optimize-chunk-assets-deprecated cli-without-webpack cli-without-webpack-watch
node-only-fs node-only-net-dependency unhandled-scheme-node unhandled-scheme-node-dependency"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory $W
mkdir -p "$W/app/src" && cd "$W/app" || exit 1
echo '{"name":"app","version":"1.0.0","private":true}' > package.json
if [ "${1#cli-without-webpack}" != "$1" ] || [ "${1#ajv-}" != "$1" ] || [ "${1#config-yargs-}" != "$1" ] || [ "${1#get-options-}" != "$1" ] || [ "$1" = command-not-found ] || [ "$1" = command-not-found-serve ] || [ "$1" = cli-not-installed ] || [ "${1#dev-server-}" != "$1" ]; then
  : # these cases install less (below)
elif [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/webpack" ]; then
  ln -s "$FE_MODULES/node_modules" node_modules
else
  npm install --no-audit --no-fund --silent webpack@5 webpack-cli >/dev/null 2>&1
fi
WP="node node_modules/webpack-cli/bin/cli.js"
build() { $WP --mode development --no-stats-colors "$@" 2>&1; }
# big_data N: src/data.js exports an array of N random strings (a large asset), used by src/index.js.
big_data() {
  node -e "let s='export const data = [';for(let i=0;i<$1;i++)s+=JSON.stringify('item-'+i+'-'+Math.random().toString(36))+',';s+='];';require('fs').writeFileSync('src/data.js',s)"
  echo "import { data } from './data';
console.log(data.join(','));" > src/index.js
}
# npm_script NAME COMMAND: package.json whose script NAME runs COMMAND (webpack not installed), then
# `npm run NAME`.
npm_script() {
  echo '{"name":"app","version":"1.0.0","private":true,"scripts":{"'"$1"'":"'"$2"'"}}' > package.json
  npm run "$1" 2>&1
}
# dev_server_up CONFIG: webpack-dev-server 4 serving src/index.js with webpack.config.js CONFIG on a
# free port $PORT (output in dev.log).
dev_server_up() {
  install_dev_server
  echo "console.log('hi');" > src/index.js
  echo "$1" > webpack.config.js
  PORT=$(free_port)
  $WP serve --port "$PORT" --host 127.0.0.1 >dev.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}
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
  big_data 40000
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
  npm_script build "webpack --mode production" ;;
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
  dev_server_up "module.exports = { mode: 'development', devServer: { onAfterSetupMiddleware() {}, onBeforeSetupMiddleware() {} } };"
  if [ "$1" = dev-server-invalid-host ]; then
    curl -s -H 'Host: app.example.com' "http://127.0.0.1:$PORT/"; echo
  else
    sleep 1; head -n 4 dev.log
  fi ;;
entrypoint-size-limit)
  big_data 12000
  echo "module.exports = { performance: { maxAssetSize: 100000, maxEntrypointSize: 100000 } };" > webpack.config.js
  $WP --mode production --no-stats-colors 2>&1 ;;
config-syntax-error)
  echo "const path = require('path');
module.exports = {
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist') ,
};" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
split-chunks-same-filename)
  echo "module.exports = { output: { filename: 'app.js' }, optimization: { splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { vendor: { test: /node_modules|shared/, name: 'vendor' } } } } };" > webpack.config.js
  echo "export const shared = 1;" > src/shared.js
  echo "import { shared } from './shared'; console.log(shared);" > src/index.js
  build ;;
critical-dependency-require-map)
  echo "const plugins = ['./a', './b'].map(require);
console.log(plugins);" > src/index.js
  build ;;
define-plugin-two-instances)
  echo "const { DefinePlugin } = require('webpack');
module.exports = { plugins: [
  new DefinePlugin({ __API_URL__: JSON.stringify('https://api.example.com') }),
  new DefinePlugin({ __API_URL__: JSON.stringify('http://localhost:3000') }),
] };" > webpack.config.js
  echo "console.log(__API_URL__);" > src/index.js
  build ;;
dev-server-v3-before-public)
  install_dev_server
  echo "console.log('hi');" > src/index.js
  echo "module.exports = { mode: 'development', devServer: { before(app) { app.get('/api/ping', (req, res) => res.json({ ok: true })); }, public: 'myapp.test:8080' } };" > webpack.config.js
  timeout 30 $WP serve --port "$(free_port)" --host 127.0.0.1 2>&1 ;;
export-default-not-found)
  echo "export function formatPrice(n) { return n.toFixed(2); }" > src/format.js
  echo "import format from './format';
console.log(format(3));" > src/index.js
  build ;;
fully-specified-mjs)
  mkdir -p src/lib
  echo "export const slugify = (s) => s.toLowerCase();" > src/lib/strings.js
  echo "import { slugify } from './lib/strings';
console.log(slugify('Hello'));" > src/index.mjs
  build --entry ./src/index.mjs ;;
invalid-configuration-devtool)
  echo "module.exports = { devtool: 'cheap-module-eval-source-map' };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
json-named-export-nested)
  echo '{"name":"app","version":"1.0.0","private":true,"dependencies":{"react":"^18.2.0"}}' > package.json
  echo "import { dependencies } from '../package.json';
console.log(Object.keys(dependencies));" > src/index.js
  build ;;
mode-not-set-with-config)
  echo "const path = require('path');
module.exports = { entry: './src/app.js', output: { path: path.resolve(__dirname, 'build') } };" > webpack.config.js
  echo "console.log('app');" > src/app.js
  $WP --no-stats-colors 2>&1 ;;
async-loader-failed)
  echo "module.exports = function (source) {
  const callback = this.async();
  setTimeout(() => callback(new Error('markdown front matter is not valid YAML')), 10);
};" > md-loader.js
  echo "module.exports = { module: { rules: [{ test: /\.md$/, use: './md-loader.js' }] } };" > webpack.config.js
  printf -- '---\ntitle: [unclosed\n---\n# Hello\n' > src/post.md
  echo "import post from './post.md';
console.log(post);" > src/index.js
  build ;;
javascript-dynamic-rule-type)
  echo '{"name":"app","version":"1.0.0","private":true,"type":"commonjs"}' > package.json
  echo "module.exports = { module: { rules: [{ test: /\.js$/, type: 'javascript/dynamic' }] } };" > webpack.config.js
  echo "import { greet } from './greet';
greet();" > src/index.js
  echo "export function greet() { console.log('hi'); }" > src/greet.js
  build ;;
package-subpath-not-exported-conditions)
  rm -f node_modules; mkdir node_modules
  [ -n "${FE_MODULES:-}" ] && for d in "$FE_MODULES"/node_modules/* "$FE_MODULES"/node_modules/.bin; do ln -s "$d" node_modules/; done
  [ -z "${FE_MODULES:-}" ] && npm install --no-audit --no-fund --silent webpack@5 webpack-cli >/dev/null 2>&1
  mkdir -p node_modules/datekit/dist
  echo '{"name":"datekit","version":"1.2.0","exports":{".":{"node":"./dist/index.cjs"}}}' > node_modules/datekit/package.json
  echo "module.exports = {};" > node_modules/datekit/dist/index.cjs
  echo "import datekit from 'datekit';
console.log(datekit);" > src/index.js
  build ;;
plugin-invalid-options-ignore)
  echo "const webpack = require('webpack');
module.exports = { plugins: [new webpack.IgnorePlugin({ resourceRegex: /^\.\/locale$/, contextRegex: /moment$/ })] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
serve-without-dev-server-npm)
  echo '{"name":"app","version":"1.0.0","private":true,"scripts":{"start":"webpack serve --open"}}' > package.json
  echo "console.log('hi');" > src/index.js
  echo n | PATH="$PWD/node_modules/.bin:$PATH" npm start 2>&1; echo ;;
unknown-cli-option-v4-flag)
  echo "console.log('hi');" > src/index.js
  $WP --mode production --display-error-details 2>&1 ;;
command-not-found-serve)
  npm_script start "webpack serve --config webpack.dev.js" ;;
automatic-public-path-node)
  # a browser bundle with an asset module (publicPath 'auto') run where there is no document
  printf '<svg xmlns="http://www.w3.org/2000/svg"/>\n' > src/logo.svg
  echo "import logo from './logo.svg';
console.log(logo);" > src/index.js
  echo "module.exports = { module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] } };" > webpack.config.js
  build >/dev/null
  node dist/main.js 2>&1 ;;
compiler-plugin-not-a-function)
  # a plugin written for webpack 3 (Tapable's compiler.plugin) under webpack 5
  echo "class BuildInfoPlugin {
  apply(compiler) {
    compiler.plugin('emit', (compilation, done) => { console.log('emitting'); done(); });
  }
}
module.exports = { plugins: [new BuildInfoPlugin()] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
html-plugin-v3-hook)
  # a plugin that taps html-webpack-plugin 3's compilation hook, which later releases do not define
  echo "class InlineSourcePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineSourcePlugin', (compilation) => {
      compilation.hooks.htmlWebpackPluginAfterHtmlProcessing.tapAsync('InlineSourcePlugin', (data, cb) => cb(null, data));
    });
  }
}
module.exports = { plugins: [new InlineSourcePlugin()] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
normal-module-loader-moved)
  echo "class LoaderOptionsShim {
  apply(compiler) {
    compiler.hooks.compilation.tap('LoaderOptionsShim', (compilation) => {
      compilation.hooks.normalModuleLoader.tap('LoaderOptionsShim', (ctx) => { ctx.minimize = true; });
    });
  }
}
module.exports = { plugins: [new LoaderOptionsShim()] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
compilation-assets-frozen|compilation-assets-frozen-delete)
  # a webpack 4 style plugin that changes compilation.assets in the emit hook
  if [ "$1" = compilation-assets-frozen ]; then
    echo "class VersionFilePlugin {
  apply(compiler) {
    compiler.hooks.emit.tap('VersionFilePlugin', (compilation) => {
      const body = JSON.stringify({ builtAt: Date.now() });
      compilation.assets['version.json'] = { source: () => body, size: () => body.length };
    });
  }
}
module.exports = { plugins: [new VersionFilePlugin()] };" > webpack.config.js
  else
    echo "class DropLicensePlugin {
  apply(compiler) {
    compiler.hooks.emit.tap('DropLicensePlugin', (compilation) => {
      for (const name of Object.keys(compilation.assets)) if (name.endsWith('.map')) delete compilation.assets[name];
    });
  }
}
module.exports = { devtool: 'source-map', plugins: [new DropLicensePlugin()] };" > webpack.config.js
  fi
  echo "console.log('hi');" > src/index.js
  build ;;
copy-plugin-unable-to-locate|copy-plugin-unable-to-locate-glob)
  # copy-webpack-plugin (installed here) told to copy a folder or glob that matches nothing
  [ -d node_modules/copy-webpack-plugin ] || npm install --no-audit --no-fund --silent copy-webpack-plugin >/dev/null 2>&1
  if [ "$1" = copy-plugin-unable-to-locate ]; then FROM="'public'"; else FROM="'static/**/*.png'"; fi
  echo "const CopyPlugin = require('copy-webpack-plugin');
module.exports = { plugins: [new CopyPlugin({ patterns: [{ from: $FROM, to: 'assets' }] })] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
ruleset-loader-and-use|ruleset-options-and-use|ruleset-exclamation-loaders)
  # module.rules entries that webpack 5's RuleSetCompiler refuses
  case "$1" in
  ruleset-loader-and-use) RULE="{ test: /\.txt$/, loader: 'raw-loader', use: ['raw-loader'] }" ;;
  ruleset-options-and-use) RULE="{ test: /\.svg$/, use: 'svgo-loader', options: { plugins: [] } }" ;;
  *) RULE="{ test: /\.css$/, loader: 'style-loader!css-loader', options: { modules: true } }" ;;
  esac
  echo "module.exports = { module: { rules: [$RULE] } };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
eager-consumption|eager-consumption-react)
  # Module Federation: a shared module imported synchronously from the entry (no async boundary);
  # the bundle targets node so that Node runs it here
  mkdir -p node_modules_src
  rm -f node_modules; mkdir node_modules
  [ -n "${FE_MODULES:-}" ] && for d in "$FE_MODULES"/node_modules/* "$FE_MODULES"/node_modules/.bin; do ln -s "$d" node_modules/; done
  [ -z "${FE_MODULES:-}" ] && npm install --no-audit --no-fund --silent webpack@5 webpack-cli >/dev/null 2>&1
  if [ "$1" = eager-consumption ]; then LIB=date-utils; else LIB=react; fi
  rm -f "node_modules/$LIB"; mkdir -p "node_modules/$LIB"
  echo '{"name":"'"$LIB"'","version":"18.2.0","main":"index.js"}' > "node_modules/$LIB/package.json"
  echo "module.exports = { version: '18.2.0' };" > "node_modules/$LIB/index.js"
  echo '{"name":"app","version":"1.0.0","private":true,"dependencies":{"'"$LIB"'":"^18.2.0"}}' > package.json
  echo "import lib from '$LIB';
console.log(lib.version);" > src/index.js
  echo "const { ModuleFederationPlugin } = require('webpack').container;
module.exports = { target: 'node', plugins: [new ModuleFederationPlugin({ name: 'shell', shared: ['$LIB'] })] };" > webpack.config.js
  build >/dev/null
  node dist/main.js 2>&1 ;;
ajv-codegen-schema-utils|ajv-codegen-keywords)
  # ajv 6 hoisted to the top of node_modules while ajv-keywords 5 (which needs ajv 8) sits beside it,
  # as an old direct "ajv" dependency or a forced install leaves it; FE_AJV_MODULES may name a
  # directory whose node_modules holds ajv@6 ajv-keywords@5 schema-utils@4 (--legacy-peer-deps)
  if [ -n "${FE_AJV_MODULES:-}" ] && [ -d "$FE_AJV_MODULES/node_modules/ajv-keywords" ]; then
    ln -s "$FE_AJV_MODULES/node_modules" node_modules
  else
    npm install --no-audit --no-fund --silent --legacy-peer-deps ajv@6 ajv-keywords@5 schema-utils@4 >/dev/null 2>&1
  fi
  if [ "$1" = ajv-codegen-schema-utils ]; then
    echo "const { validate } = require('schema-utils');
validate({ type: 'object' }, {}, { name: 'Asset Manifest Plugin' });" > build.js
  else
    echo "const Ajv = require('ajv');
require('ajv-keywords')(new Ajv());" > build.js
  fi
  node build.js 2>&1 | sed -n '1,14p' ;;
source-map-missing-sources-dep)
  # source-map-loader (as react-scripts 5 runs it on node_modules) reads a package's map whose
  # "sources" were not published (FE_MODULES should hold source-map-loader)
  rm -f node_modules; mkdir node_modules
  [ -n "${FE_MODULES:-}" ] && for d in "$FE_MODULES"/node_modules/* "$FE_MODULES"/node_modules/.bin; do ln -s "$d" node_modules/; done
  [ -z "${FE_MODULES:-}" ] && npm install --no-audit --no-fund --silent webpack@5 webpack-cli source-map-loader >/dev/null 2>&1
  mkdir -p node_modules/@acme/charts/dist
  echo '{"name":"@acme/charts","version":"4.2.0","main":"dist/index.js"}' > node_modules/@acme/charts/package.json
  printf "exports.draw = function () { return 1; };\n//# sourceMappingURL=index.js.map\n" > node_modules/@acme/charts/dist/index.js
  echo '{"version":3,"file":"index.js","sources":["../src/index.ts"],"names":[],"mappings":"AAAA"}' > node_modules/@acme/charts/dist/index.js.map
  echo "import { draw } from '@acme/charts'; draw();" > src/index.js
  echo "module.exports = { devtool: 'source-map', module: { rules: [{ test: /\.js$/, enforce: 'pre', use: ['source-map-loader'] }] } };" > webpack.config.js
  build ;;
config-yargs-dev-server|config-yargs-npm-script)
  # webpack-dev-server 3 started through its own bin with webpack-cli 4 installed;
  # FE_WDS3_MODULES may name a directory whose node_modules holds webpack@5 webpack-cli@4 webpack-dev-server@3
  if [ -n "${FE_WDS3_MODULES:-}" ] && [ -d "$FE_WDS3_MODULES/node_modules/webpack-dev-server" ]; then
    ln -s "$FE_WDS3_MODULES/node_modules" node_modules
  else
    npm install --no-audit --no-fund --silent webpack@5 webpack-cli@4 webpack-dev-server@3 >/dev/null 2>&1
  fi
  echo "console.log('hi');" > src/index.js
  if [ "$1" = config-yargs-dev-server ]; then
    node node_modules/webpack-dev-server/bin/webpack-dev-server.js --mode development 2>&1 | sed -n '1,12p'
  else
    echo '{"name":"app","version":"1.0.0","private":true,"scripts":{"start":"webpack-dev-server --open --hot"}}' > package.json
    npm start 2>&1 | sed -n '1,14p'
  fi ;;
get-options-style-loader|get-options-css-loader)
  # webpack 4 running a loader major that needs webpack 5 (this.getOptions); Node 17+ needs the
  # legacy OpenSSL provider for webpack 4 itself. FE_WP4_MODULES may name a directory whose
  # node_modules holds webpack@4 webpack-cli@3 style-loader@3 css-loader@6 (--legacy-peer-deps, the way such trees arise)
  if [ -n "${FE_WP4_MODULES:-}" ] && [ -d "$FE_WP4_MODULES/node_modules/webpack" ]; then
    ln -s "$FE_WP4_MODULES/node_modules" node_modules
  else
    npm install --no-audit --no-fund --silent --legacy-peer-deps webpack@4 webpack-cli@3 style-loader@3 css-loader@6 >/dev/null 2>&1
  fi
  echo ".card { padding: 8px; }" > src/card.css
  echo "import './card.css';
console.log('styled');" > src/index.js
  if [ "$1" = get-options-style-loader ]; then USE="['style-loader', 'css-loader']"; else USE="['css-loader']"; fi
  echo "module.exports = { mode: 'development', module: { rules: [{ test: /\.css$/, use: $USE }] } };" > webpack.config.js
  NODE_OPTIONS=--openssl-legacy-provider node node_modules/webpack/bin/webpack.js 2>&1 ;;
optimize-chunk-assets-deprecated)
  # a webpack 4 style plugin using compilation.hooks.optimizeChunkAssets under webpack 5
  echo "class BannerShim {
  apply(compiler) {
    compiler.hooks.compilation.tap('BannerShim', (compilation) => {
      compilation.hooks.optimizeChunkAssets.tap('BannerShim', (chunks) => {});
    });
  }
}
module.exports = { plugins: [new BannerShim()] };" > webpack.config.js
  echo "console.log('hi');" > src/index.js
  build ;;
cli-without-webpack|cli-without-webpack-watch)
  # webpack-cli installed without webpack; answer no to its install prompt. FE_CLI_ONLY_MODULES may
  # name a directory whose node_modules holds webpack-cli@5 alone
  if [ -n "${FE_CLI_ONLY_MODULES:-}" ] && [ -d "$FE_CLI_ONLY_MODULES/node_modules/webpack-cli" ]; then
    ln -s "$FE_CLI_ONLY_MODULES/node_modules" node_modules
  else
    npm install --no-audit --no-fund --silent --legacy-peer-deps webpack-cli@5 >/dev/null 2>&1
  fi
  echo "console.log('hi');" > src/index.js
  if [ "$1" = cli-without-webpack ]; then
    echo '{"name":"app","version":"1.0.0","private":true,"scripts":{"build":"webpack-cli --mode production"}}' > package.json
    echo n | PATH="$PWD/node_modules/.bin:$PATH" npm run build 2>&1
  else
    echo n | node node_modules/webpack-cli/bin/cli.js watch 2>&1
  fi
  echo ;;
node-only-fs)
  # browser bundle (webpack's default target) of code that reads files with fs
  echo "const fs = require('fs');
module.exports = () => fs.readFileSync('./config.json', 'utf8');" > src/index.js
  build 2>&1 | sed -n '/^ERROR in/,/^resolve /p' ;;
node-only-net-dependency)
  # a dependency written for Node (it opens TCP sockets with net) imported into browser code
  rm -f node_modules; mkdir node_modules
  [ -n "${FE_MODULES:-}" ] && for d in "$FE_MODULES"/node_modules/* "$FE_MODULES"/node_modules/.bin; do ln -s "$d" node_modules/; done
  [ -z "${FE_MODULES:-}" ] && npm install --no-audit --no-fund --silent webpack@5 webpack-cli >/dev/null 2>&1
  mkdir -p node_modules/redis-lite/lib
  echo '{"name":"redis-lite","version":"0.4.0","main":"lib/client.js"}' > node_modules/redis-lite/package.json
  echo "const net = require('net');
exports.connect = (port) => net.createConnection(port);" > node_modules/redis-lite/lib/client.js
  echo "import { connect } from 'redis-lite';
connect(6379);" > src/index.js
  build 2>&1 | sed -n '/^ERROR in/,/^resolve /p' ;;
unhandled-scheme-node|unhandled-scheme-node-dependency)
  # a browser bundle that imports a built-in through the node: scheme (in app code, or in a dependency)
  if [ "$1" = unhandled-scheme-node ]; then
    echo "import { readFile } from 'node:fs/promises';
readFile('./settings.json', 'utf8').then(console.log);" > src/index.js
  else
    rm -f node_modules; mkdir node_modules
    [ -n "${FE_MODULES:-}" ] && for d in "$FE_MODULES"/node_modules/* "$FE_MODULES"/node_modules/.bin; do ln -s "$d" node_modules/; done
    [ -z "${FE_MODULES:-}" ] && npm install --no-audit --no-fund --silent webpack@5 webpack-cli >/dev/null 2>&1
    mkdir -p node_modules/token-kit
    echo '{"name":"token-kit","version":"2.0.1","type":"module","exports":"./index.js"}' > node_modules/token-kit/package.json
    echo "import { randomBytes } from 'node:crypto';
export const token = () => randomBytes(16).toString('hex');" > node_modules/token-kit/index.js
    echo "import { token } from 'token-kit';
console.log(token());" > src/index.js
  fi
  build 2>&1 | sed -n '/^ERROR in/,/^    at /p' ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
