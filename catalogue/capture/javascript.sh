#!/usr/bin/env bash
# Capture real Node.js error output for the catalogue/javascript records.
# Debian packages: nodejs (Node 20), python3 (free-port helper), util-linux (runuser, unshare),
# iproute2 (ip, for the ETIMEDOUT case run in a private network namespace), procps (sysctl).
# Usage: bash catalogue/capture/javascript.sh CASE   (no argument lists the cases)
# Everything runs in a mktemp -d directory that is removed afterwards; servers bind 127.0.0.1 only.
set -u
CASES="econnrefused fetch-failed eaddrinuse eacces-listen eacces-open enoent-open enoent-spawn
eisdir eexist emfile epipe econnreset socket-hang-up etimedout err-module-not-found
err-module-not-found-relative module-not-found err-require-esm err-require-async-module
err-invalid-arg-type err-invalid-url err-unhandled-rejection err-http-headers-sent
err-unknown-file-extension err-package-path-not-exported err-import-attribute-missing
err-unsupported-dir-import abort-err err-stream-write-after-end typeerror-read-undefined
typeerror-read-null typeerror-not-a-function typeerror-not-iterable typeerror-const-assignment
typeerror-set-undefined typeerror-circular-json typeerror-not-a-constructor rangeerror-call-stack
rangeerror-invalid-array-length referenceerror-not-defined referenceerror-before-initialization
syntaxerror-unexpected-token syntaxerror-import-outside-module syntaxerror-json-parse
syntaxerror-json-end syntaxerror-await-outside-async heap-out-of-memory
referenceerror-require-esm referenceerror-dirname-esm err-ossl-evp-unsupported
typeerror-destructure-undefined typeerror-convert-undefined-to-object typeerror-reduce-empty-array rangeerror-invalid-time-value
eaddrinuse-net typeerror-const-reassign-object syntaxerror-await-in-callback referenceerror-class-before-init typeerror-entries-null typeerror-destructure-find module-not-found-relative typeerror-read-null-json typeerror-read-undefined-argv typeerror-set-undefined-array econnrefused-net typeerror-circular-json-tree node-base-validation eexist-wx eisdir-write err-import-attribute-missing-dynamic err-invalid-arg-type-path-join rangeerror-array-length-set rangeerror-invalid-time-value-format err-invalid-url-no-scheme typeerror-arrow-not-constructor typeerror-not-a-function-import referenceerror-window typeerror-for-of-undefined syntaxerror-json-parse-quotes rangeerror-call-stack-getter enoent-readdir typeerror-reduce-empty-max err-require-esm-mjs err-require-async-module-dep socket-hang-up-timeout enoent-spawn-cwd emfile-promises syntaxerror-json-end-partial syntaxerror-unexpected-token-paren err-unhandled-rejection-object err-unknown-file-extension-jsx err-unsupported-dir-import-pkg err-stream-write-after-end-http err-http-headers-sent-writehead syntaxerror-import-outside-module-dep err-package-path-not-exported-esm err-ossl-evp-unsupported-cipher abort-err-fetch abort-signal-timeout-fetch abort-signal-timeout-caught fetch-failed-closed heap-out-of-memory-map epipe-child-stdin econnreset-http etimedout-http syntaxerror-identifier-declared syntaxerror-identifier-declared-import syntaxerror-missing-paren syntaxerror-missing-paren-call syntaxerror-invalid-token syntaxerror-invalid-token-quotes max-listeners-emitter max-listeners-abort-signal max-listeners-process dep0040-punycode err-invalid-protocol-http err-http-invalid-header-value-undefined err-socket-bad-port-env err-unsupported-esm-url-scheme-windows-path referenceerror-fetch-not-defined referenceerror-fetch-not-defined-esm experimental-warning-wasi experimental-warning-loader node-options-not-allowed node-bad-option syntaxerror-named-export-cjs syntaxerror-named-export-cjs-alias syntaxerror-export-not-provided syntaxerror-export-not-provided-default"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory, free_port, servers
T=$W
chmod 755 "$T"
mkdir "$T/demo" && cd "$T/demo" || exit 1
# run_against_full_backlog: run app.js against 127.0.0.1:7000, a listener whose accept queue is full
# so the kernel drops new SYNs; inside a private network namespace with tcp_syn_retries=1 the
# kernel gives up after about 3 seconds.
run_against_full_backlog() {
  cat > full.py <<'EOF'
import socket, time
s = socket.socket(); s.bind(("127.0.0.1", 7000)); s.listen(0)
held = []
for _ in range(2):
    c = socket.socket(); c.setblocking(False); c.connect_ex(("127.0.0.1", 7000)); held.append(c)
open("ready", "w").close()
time.sleep(30)
EOF
  unshare -n sh -c 'ip link set lo up; sysctl -q -w net.ipv4.tcp_syn_retries=1;
    python3 full.py & P=$!; while [ ! -e ready ]; do sleep 0.1; done; sleep 0.5;
    node app.js 2>&1; kill $P'
}

case "$1" in
econnrefused)
  PORT=$(free_port)
  cat > app.js <<EOF
const http = require('http');
http.get('http://127.0.0.1:$PORT/health', (res) => console.log(res.statusCode));
EOF
  node app.js 2>&1 ;;
fetch-failed)
  PORT=$(free_port)
  cat > app.mjs <<EOF
const res = await fetch('http://127.0.0.1:$PORT/api/items');
console.log(await res.json());
EOF
  node app.mjs 2>&1 ;;
eaddrinuse)
  PORT=$(free_port)
  cat > app.js <<EOF
const http = require('http');
http.createServer((q, s) => s.end('one')).listen($PORT, '127.0.0.1', () => {
  http.createServer((q, s) => s.end('two')).listen($PORT, '127.0.0.1');
});
EOF
  node app.js 2>&1 ;;
eacces-listen)
  cat > app.js <<'EOF'
const http = require('http');
http.createServer((q, s) => s.end('hi')).listen(80, '127.0.0.1');
EOF
  runuser -u nobody -- node app.js 2>&1 ;;
eacces-open)
  echo 'secret=1' > settings.env && chmod 600 settings.env
  cat > app.js <<'EOF'
const fs = require('fs');
console.log(fs.readFileSync('settings.env', 'utf8'));
EOF
  runuser -u nobody -- node app.js 2>&1 ;;
enoent-open)
  cat > app.js <<'EOF'
const fs = require('fs');
const config = JSON.parse(fs.readFileSync('config.json', 'utf8'));
console.log(config);
EOF
  node app.js 2>&1 ;;
enoent-spawn)
  cat > app.js <<'EOF'
const { spawn } = require('child_process');
spawn('imagemagick-convert', ['in.png', 'out.jpg']);
EOF
  node app.js 2>&1 ;;
eisdir)
  mkdir uploads
  cat > app.js <<'EOF'
const fs = require('fs');
console.log(fs.readFileSync('uploads').length);
EOF
  node app.js 2>&1 ;;
eexist)
  mkdir build
  cat > app.js <<'EOF'
const fs = require('fs');
fs.mkdirSync('build');
EOF
  node app.js 2>&1 ;;
emfile)
  : > data.txt
  cat > app.js <<'EOF'
const fs = require('fs');
const fds = [];
for (let i = 0; i < 100000; i++) fds.push(fs.openSync('data.txt', 'r'));
EOF
  (ulimit -n 64; node app.js 2>&1) ;;
epipe)
  cat > app.js <<'EOF'
process.stdout.write('first line\n');
setInterval(() => process.stdout.write('x'.repeat(1000) + '\n'), 1);
EOF
  node app.js 2>err.txt | head -n 1 >/dev/null
  cat err.txt ;;
econnreset)
  PORT=$(free_port)
  cat > app.js <<EOF
const net = require('net');
const server = net.createServer((sock) => sock.once('data', () => sock.resetAndDestroy()));
server.listen($PORT, '127.0.0.1', () => {
  const c = net.connect($PORT, '127.0.0.1', () => c.write('PING\r\n'));
  c.on('data', (d) => console.log(String(d)));
});
EOF
  node app.js 2>&1 ;;
socket-hang-up)
  PORT=$(free_port)
  cat > app.js <<EOF
const http = require('http');
const server = http.createServer((req, res) => req.socket.destroy());
server.listen($PORT, '127.0.0.1', () => {
  http.get('http://127.0.0.1:$PORT/report', (res) => console.log(res.statusCode));
});
EOF
  node app.js 2>&1 ;;
etimedout)
  # A listener whose accept queue is full drops new SYNs; with tcp_syn_retries=1 (only inside a
  # private network namespace) the kernel gives up after about 3 seconds.
  cat > app.js <<'EOF'
const net = require('net');
const c = net.connect(7000, '127.0.0.1', () => console.log('connected'));
EOF
  run_against_full_backlog ;;
err-module-not-found)
  echo '{"name":"demo","type":"module"}' > package.json
  cat > server.js <<'EOF'
import express from 'express';
express().listen(3000);
EOF
  node server.js 2>&1 ;;
err-module-not-found-relative)
  echo '{"name":"demo","type":"module"}' > package.json
  echo 'export const add = (a, b) => a + b;' > util.js
  cat > main.js <<'EOF'
import { add } from './util';
console.log(add(1, 2));
EOF
  node main.js 2>&1 ;;
module-not-found)
  cat > server.js <<'EOF'
const express = require('express');
express().listen(3000);
EOF
  node server.js 2>&1 ;;
err-require-esm)
  # Node 20.19+ loads ESM through require() by default; the flag restores the classic refusal
  # that Node 12-20.18 and 22.0-22.11 print.
  mkdir -p node_modules/esm-only
  echo '{"name":"esm-only","version":"1.0.0","type":"module","exports":"./index.js"}' > node_modules/esm-only/package.json
  echo 'export default function hello() { return "hi"; }' > node_modules/esm-only/index.js
  echo "const hello = require('esm-only');" > app.js
  node --no-experimental-require-module app.js 2>&1 ;;
err-require-async-module)
  echo 'const cfg = await Promise.resolve({ port: 3000 }); export default cfg;' > config.mjs
  echo "const cfg = require('./config.mjs');" > app.js
  node app.js 2>&1 ;;
err-invalid-arg-type)
  cat > app.js <<'EOF'
const fs = require('fs');
const file = process.env.CONFIG_FILE;
console.log(fs.readFileSync(file, 'utf8'));
EOF
  env -u CONFIG_FILE node app.js 2>&1 ;;
err-invalid-url)
  cat > app.js <<'EOF'
const base = process.env.API_URL || 'localhost:8080';
const url = new URL('/v1/users', base);
console.log(url.href);
EOF
  env -u API_URL node app.js 2>&1 ;;
err-unhandled-rejection)
  cat > app.js <<'EOF'
async function load() { throw 'config missing'; }
load();
EOF
  node app.js 2>&1 ;;
err-http-headers-sent)
  PORT=$(free_port)
  cat > app.js <<EOF
const http = require('http');
const server = http.createServer((req, res) => {
  res.end('ok');
  res.setHeader('Content-Type', 'text/plain');
});
server.listen($PORT, '127.0.0.1', () => http.get('http://127.0.0.1:$PORT/', (r) => r.resume()));
EOF
  node app.js 2>&1 ;;
err-unknown-file-extension)
  echo '{"name":"demo","type":"module"}' > package.json
  echo 'const port: number = 3000; console.log(port);' > server.ts
  node server.ts 2>&1 ;;
err-package-path-not-exported)
  mkdir -p node_modules/toolkit/lib
  echo '{"name":"toolkit","version":"2.0.0","exports":{".":"./index.js"}}' > node_modules/toolkit/package.json
  echo 'module.exports = {};' > node_modules/toolkit/index.js
  echo 'module.exports = () => 1;' > node_modules/toolkit/lib/helper.js
  echo "const helper = require('toolkit/lib/helper');" > app.js
  node app.js 2>&1 ;;
err-import-attribute-missing)
  echo '{"name":"demo","version":"1.0.0"}' > package.json
  echo '{"port": 3000}' > config.json
  cat > app.mjs <<'EOF'
import config from './config.json';
console.log(config.port);
EOF
  node app.mjs 2>&1 ;;
err-unsupported-dir-import)
  mkdir -p lib && echo 'export const x = 1;' > lib/index.js
  echo '{"name":"demo","type":"module"}' > package.json
  echo "import { x } from './lib';" > main.js
  node main.js 2>&1 ;;
abort-err)
  cat > app.mjs <<'EOF'
import { setTimeout as sleep } from 'node:timers/promises';
const ac = new AbortController();
setTimeout(() => ac.abort(), 10);
await sleep(5000, null, { signal: ac.signal });
EOF
  node app.mjs 2>&1 ;;
err-stream-write-after-end)
  cat > app.js <<'EOF'
const fs = require('fs');
const out = fs.createWriteStream('log.txt');
out.end('done\n');
out.write('one more line\n');
EOF
  node app.js 2>&1 ;;
typeerror-read-undefined)
  cat > app.js <<'EOF'
const user = { name: 'Ada' };
console.log(user.address.city);
EOF
  node app.js 2>&1 ;;
typeerror-read-null)
  cat > app.js <<'EOF'
const match = 'v20'.match(/^(\d+)\.(\d+)/);
console.log(match[1]);
EOF
  node app.js 2>&1 ;;
typeerror-not-a-function)
  cat > app.js <<'EOF'
const items = { a: 1, b: 2 };
items.map((x) => x * 2);
EOF
  node app.js 2>&1 ;;
typeerror-not-iterable)
  cat > app.js <<'EOF'
const settings = { retries: 3 };
for (const s of settings) console.log(s);
EOF
  node app.js 2>&1 ;;
typeerror-const-assignment)
  cat > app.js <<'EOF'
const total = 0;
for (const n of [1, 2, 3]) total += n;
EOF
  node app.js 2>&1 ;;
typeerror-set-undefined)
  cat > app.js <<'EOF'
const state = {};
state.session.token = 'abc';
EOF
  node app.js 2>&1 ;;
typeerror-circular-json)
  cat > app.js <<'EOF'
const node = { name: 'root' };
node.self = node;
console.log(JSON.stringify(node));
EOF
  node app.js 2>&1 ;;
typeerror-not-a-constructor)
  mkdir -p node_modules/cachelib
  echo '{"name":"cachelib","version":"1.0.0","main":"index.js"}' > node_modules/cachelib/package.json
  echo 'class Cache {}; module.exports = { Cache };' > node_modules/cachelib/index.js
  cat > app.js <<'EOF'
const Cache = require('cachelib');
const c = new Cache();
EOF
  node app.js 2>&1 ;;
rangeerror-call-stack)
  cat > app.js <<'EOF'
function factorial(n) { return n * factorial(n - 1); }
console.log(factorial(5));
EOF
  node app.js 2>&1 ;;
rangeerror-invalid-array-length)
  cat > app.js <<'EOF'
const size = -1;
const buf = new Array(size);
EOF
  node app.js 2>&1 ;;
referenceerror-not-defined)
  cat > app.js <<'EOF'
function main() { console.log(cofig.port); }
main();
EOF
  node app.js 2>&1 ;;
referenceerror-before-initialization)
  cat > app.js <<'EOF'
console.log(limit);
let limit = 10;
EOF
  node app.js 2>&1 ;;
syntaxerror-unexpected-token)
  cat > app.js <<'EOF'
const config = {
  port: 3000,
  host: 'localhost',
}};
EOF
  node app.js 2>&1 ;;
syntaxerror-import-outside-module)
  echo '{"name":"demo","version":"1.0.0","type":"commonjs"}' > package.json
  cat > app.js <<'EOF'
import fs from 'fs';
console.log(fs.existsSync('.'));
EOF
  node app.js 2>&1 ;;
syntaxerror-json-parse)
  cat > app.js <<'EOF'
const body = '<html><body>502 Bad Gateway</body></html>';
const data = JSON.parse(body);
EOF
  node app.js 2>&1 ;;
syntaxerror-json-end)
  cat > app.js <<'EOF'
const body = '';
const data = JSON.parse(body);
EOF
  node app.js 2>&1 ;;
syntaxerror-await-outside-async)
  cat > app.js <<'EOF'
function load() {
  const res = await fetch('http://127.0.0.1:1/');
}
EOF
  node app.js 2>&1 ;;
heap-out-of-memory)
  cat > app.js <<'EOF'
const rows = [];
while (true) rows.push({ id: rows.length, payload: 'x'.repeat(64) + rows.length });
EOF
  node --max-old-space-size=32 app.js 2>&1 | cat ;;
referenceerror-require-esm)
  echo '{"name":"demo","version":"1.0.0","type":"module"}' > package.json
  cat > index.js <<'EOF'
const path = require('path');
console.log(path.resolve('.'));
EOF
  node index.js 2>&1 ;;
referenceerror-dirname-esm)
  echo '{"name":"demo","version":"1.0.0","type":"module"}' > package.json
  cat > index.js <<'EOF'
import { join } from 'node:path';
console.log(join(__dirname, 'public'));
EOF
  node index.js 2>&1 ;;
err-ossl-evp-unsupported)
  # webpack 4 hashes modules with MD4, which OpenSSL 3 (Node 17+) no longer enables by default.
  cat > app.js <<'EOF'
const crypto = require('crypto');
console.log(crypto.createHash('md4').update('module source').digest('hex'));
EOF
  node app.js 2>&1 ;;
typeerror-destructure-undefined)
  cat > app.js <<'EOF'
function connect({ host, port }) { return `${host}:${port}`; }
console.log(connect());
EOF
  node app.js 2>&1 ;;
typeerror-convert-undefined-to-object)
  cat > app.js <<'EOF'
const response = { data: { items: undefined } };
for (const key of Object.keys(response.data.items)) console.log(key);
EOF
  node app.js 2>&1 ;;
typeerror-reduce-empty-array)
  cat > app.js <<'EOF'
const orders = [];
const total = orders.map((o) => o.amount).reduce((a, b) => a + b);
EOF
  node app.js 2>&1 ;;
rangeerror-invalid-time-value)
  cat > app.js <<'EOF'
const created = new Date('31/12/2024 10:00');
console.log(created.toISOString());
EOF
  node app.js 2>&1 ;;
eaddrinuse-net)
  PORT=$(free_port); hold_port "$PORT"; echo "$PORT" > port
  cat > worker.js <<'EOF'
const net = require('net');
const port = Number(require('fs').readFileSync('port', 'utf8'));
net.createServer((c) => c.end('pong')).listen(port, '127.0.0.1');
EOF
  node worker.js 2>&1 ;;
typeerror-const-reassign-object)
  cat > app.js <<'EOF'
const config = { port: 3000 };
config = { ...config, port: 8080 };
EOF
  node app.js 2>&1 ;;
syntaxerror-await-in-callback)
  cat > app.js <<'EOF'
async function saveAll(items) {
  items.forEach((item) => {
    await fetch('http://127.0.0.1:1/items', { method: 'POST', body: item });
  });
}
EOF
  node app.js 2>&1 ;;
referenceerror-class-before-init)
  cat > app.js <<'EOF'
const log = new Logger('app');
class Logger { constructor(name) { this.name = name; } }
EOF
  node app.js 2>&1 ;;
typeerror-entries-null)
  cat > app.js <<'EOF'
const headers = null;
for (const [k, v] of Object.entries(headers)) console.log(k, v);
EOF
  node app.js 2>&1 ;;
typeerror-destructure-find)
  cat > app.js <<'EOF'
const users = [{ id: 1, name: 'Ada' }];
const { name } = users.find((u) => u.id === 3);
console.log(name);
EOF
  node app.js 2>&1 ;;
module-not-found-relative)
  cat > index.js <<'EOF'
const db = require('./config/database');
db.connect();
EOF
  node index.js 2>&1 ;;
typeerror-read-null-json)
  cat > app.js <<'EOF'
const payload = JSON.parse('null');
console.log(payload.items.length);
EOF
  node app.js 2>&1 ;;
typeerror-read-undefined-argv)
  cat > cli.js <<'EOF'
const command = process.argv[2].toLowerCase();
console.log(command);
EOF
  node cli.js 2>&1 ;;
typeerror-set-undefined-array)
  cat > app.js <<'EOF'
const rows = [];
rows[0].status = 'done';
EOF
  node app.js 2>&1 ;;
econnrefused-net)
  PORT=$(free_port)
  cat > client.js <<EOF
const net = require('net');
const sock = net.connect($PORT, '127.0.0.1', () => sock.write('PING\r\n'));
EOF
  node client.js 2>&1 ;;
typeerror-circular-json-tree)
  cat > app.js <<'EOF'
const parent = { name: 'menu', children: [] };
parent.children.push({ name: 'item', parent });
console.log(JSON.stringify(parent));
EOF
  node app.js 2>&1 ;;
node-base-validation)
  cat > app.js <<'EOF'
function parsePort(value) {
  const port = Number(value);
  if (!Number.isInteger(port)) throw new Error(`invalid port: ${value}`);
  return port;
}
parsePort('80a');
EOF
  node app.js 2>&1 ;;
eexist-wx)
  echo 'lock' > app.lock
  cat > app.js <<'EOF'
const fs = require('fs');
fs.writeFileSync('app.lock', String(process.pid), { flag: 'wx' });
EOF
  node app.js 2>&1 ;;
eisdir-write)
  mkdir logs
  cat > app.js <<'EOF'
const fs = require('fs');
fs.writeFileSync('logs', 'started\n');
EOF
  node app.js 2>&1 ;;
err-import-attribute-missing-dynamic)
  echo '{"name":"demo","version":"1.2.3"}' > package.json
  cat > app.mjs <<'EOF'
const pkg = await import('./package.json');
console.log(pkg.default.version);
EOF
  node app.mjs 2>&1 ;;
err-invalid-arg-type-path-join)
  cat > app.js <<'EOF'
const path = require('path');
const out = path.join(process.env.OUTPUT_DIR, 'report.html');
EOF
  env -u OUTPUT_DIR node app.js 2>&1 ;;
rangeerror-array-length-set)
  cat > app.js <<'EOF'
const queue = [1, 2, 3];
queue.length = queue.length - 5;
EOF
  node app.js 2>&1 ;;
rangeerror-invalid-time-value-format)
  cat > app.js <<'EOF'
const fmt = new Intl.DateTimeFormat('en-GB');
console.log(fmt.format(new Date('2024-13-45')));
EOF
  node app.js 2>&1 ;;
err-invalid-url-no-scheme)
  cat > app.js <<'EOF'
const db = new URL(process.env.DATABASE_URL || '127.0.0.1:5432/app');
console.log(db.hostname);
EOF
  env -u DATABASE_URL node app.js 2>&1 ;;
typeerror-arrow-not-constructor)
  cat > app.js <<'EOF'
const Point = (x, y) => ({ x, y });
const p = new Point(1, 2);
EOF
  node app.js 2>&1 ;;
typeerror-not-a-function-import)
  cat > app.js <<'EOF'
const { readFileAsync } = require('fs');
readFileAsync('notes.txt');
EOF
  node app.js 2>&1 ;;
referenceerror-window)
  cat > app.js <<'EOF'
const width = window.innerWidth;
console.log(width);
EOF
  node app.js 2>&1 ;;
typeerror-for-of-undefined)
  cat > app.js <<'EOF'
const response = { data: {} };
for (const row of response.data.rows) console.log(row);
EOF
  node app.js 2>&1 ;;
syntaxerror-json-parse-quotes)
  cat > app.js <<'EOF'
const body = 'Unauthorized';
const data = JSON.parse(body);
EOF
  node app.js 2>&1 ;;
rangeerror-call-stack-getter)
  cat > app.js <<'EOF'
class User {
  get name() { return this.name; }
}
console.log(new User().name);
EOF
  node app.js 2>&1 ;;
enoent-readdir)
  cat > app.js <<'EOF'
const fs = require('fs');
for (const f of fs.readdirSync('uploads')) console.log(f);
EOF
  node app.js 2>&1 ;;
typeerror-reduce-empty-max)
  cat > app.js <<'EOF'
const scores = [];
const best = scores.reduce((a, b) => Math.max(a, b));
EOF
  node app.js 2>&1 ;;
err-require-esm-mjs)
  echo 'export const sum = (a, b) => a + b;' > math.mjs
  echo "const { sum } = require('./math.mjs');" > app.js
  node --no-experimental-require-module app.js 2>&1 ;;
err-require-async-module-dep)
  mkdir -p node_modules/dbconf
  echo '{"name":"dbconf","version":"1.0.0","type":"module","exports":"./index.js"}' > node_modules/dbconf/package.json
  echo 'export const url = await Promise.resolve("postgres://127.0.0.1/app");' > node_modules/dbconf/index.js
  echo "const { url } = require('dbconf');" > app.js
  node app.js 2>&1 ;;
socket-hang-up-timeout)
  PORT=$(free_port)
  cat > app.js <<EOF
const http = require('http');
const server = http.createServer((req, res) => {});
server.listen($PORT, '127.0.0.1', () => {
  const req = http.get('http://127.0.0.1:$PORT/slow', (res) => console.log(res.statusCode));
  req.setTimeout(200, () => req.destroy());
});
EOF
  node app.js 2>&1 ;;
enoent-spawn-cwd)
  cat > app.js <<'EOF'
const { spawn } = require('child_process');
spawn('ls', ['-l'], { cwd: 'build/output' });
EOF
  node app.js 2>&1 ;;
emfile-promises)
  : > data.txt
  cat > app.mjs <<'EOF'
import { open } from 'node:fs/promises';
const handles = [];
for (let i = 0; i < 1000; i++) handles.push(await open('data.txt'));
EOF
  (ulimit -n 64; node app.mjs 2>&1) ;;
syntaxerror-json-end-partial)
  cat > app.js <<'EOF'
const chunk = '{"id": 7, "tags": [';
const data = JSON.parse(chunk);
EOF
  node app.js 2>&1 ;;
syntaxerror-unexpected-token-paren)
  cat > app.js <<'EOF'
console.log('starting'));
EOF
  node app.js 2>&1 ;;
err-unhandled-rejection-object)
  cat > app.js <<'EOF'
function getUser() { return Promise.reject({ status: 404 }); }
getUser().then((u) => console.log(u));
EOF
  node app.js 2>&1 ;;
err-unknown-file-extension-jsx)
  echo '{"name":"demo","type":"module"}' > package.json
  echo 'export default function App() { return <h1>hi</h1>; }' > App.jsx
  echo "import App from './App.jsx';" > main.js
  node main.js 2>&1 ;;
err-unsupported-dir-import-pkg)
  mkdir -p node_modules/uikit/components && echo 'export const Button = 1;' > node_modules/uikit/components/index.js
  echo '{"name":"uikit","version":"1.0.0","type":"module"}' > node_modules/uikit/package.json
  echo '{"name":"demo","type":"module"}' > package.json
  echo "import { Button } from 'uikit/components';" > main.js
  node main.js 2>&1 ;;
err-stream-write-after-end-http)
  PORT=$(free_port)
  cat > app.js <<EOF
const http = require('http');
const server = http.createServer((req, res) => {
  res.end('done');
  res.write('extra');
});
server.listen($PORT, '127.0.0.1', () => http.get('http://127.0.0.1:$PORT/', (r) => r.resume()));
EOF
  node app.js 2>&1 ;;
err-http-headers-sent-writehead)
  PORT=$(free_port)
  cat > app.js <<EOF
const http = require('http');
const server = http.createServer((req, res) => {
  res.write('partial');
  res.writeHead(500, { 'Content-Type': 'text/plain' });
});
server.listen($PORT, '127.0.0.1', () => http.get('http://127.0.0.1:$PORT/', (r) => r.resume()));
EOF
  node app.js 2>&1 ;;
syntaxerror-import-outside-module-dep)
  mkdir -p node_modules/colorlib
  echo '{"name":"colorlib","version":"1.0.0","type":"commonjs","main":"index.js"}' > node_modules/colorlib/package.json
  printf "import chalk from 'chalk';\nexport default chalk;\n" > node_modules/colorlib/index.js
  echo "const colors = require('colorlib');" > app.js
  node app.js 2>&1 ;;
err-package-path-not-exported-esm)
  mkdir -p node_modules/toolkit
  echo '{"name":"toolkit","version":"2.0.0","exports":{".":"./index.js"}}' > node_modules/toolkit/package.json
  echo 'module.exports = {};' > node_modules/toolkit/index.js
  echo '{"name":"demo","type":"module"}' > package.json
  echo "import pkg from 'toolkit/package.json' with { type: 'json' };" > main.js
  node main.js 2>&1 ;;
err-ossl-evp-unsupported-cipher)
  cat > app.js <<'EOF'
const crypto = require('crypto');
const c = crypto.createCipheriv('bf-cbc', Buffer.alloc(16), Buffer.alloc(8));
EOF
  node app.js 2>&1 ;;
abort-err-fetch)
  PORT=$(free_port)
  cat > app.mjs <<EOF
import http from 'node:http';
const server = http.createServer(() => {}).listen($PORT, '127.0.0.1');
const ac = new AbortController();
setTimeout(() => ac.abort(), 100);
await fetch('http://127.0.0.1:$PORT/export', { signal: ac.signal });
EOF
  node app.mjs 2>&1 ;;
abort-signal-timeout-fetch)
  PORT=$(free_port)
  cat > app.mjs <<EOF
import http from 'node:http';
const server = http.createServer(() => {}).listen($PORT, '127.0.0.1');
const res = await fetch('http://127.0.0.1:$PORT/reports', { signal: AbortSignal.timeout(200) });
console.log(res.status);
EOF
  node app.mjs 2>&1 ;;
abort-signal-timeout-caught)
  PORT=$(free_port)
  cat > app.mjs <<EOF
import http from 'node:http';
const server = http.createServer(() => {}).listen($PORT, '127.0.0.1');
try {
  await fetch('http://127.0.0.1:$PORT/inventory', { signal: AbortSignal.timeout(150) });
} catch (err) {
  console.error('inventory sync failed:', err);
  process.exitCode = 1;
}
server.close();
EOF
  node app.mjs 2>&1 ;;
fetch-failed-closed)
  cat > app.mjs <<'EOF'
const res = await fetch('http://payments.internal.invalid/api/orders');
console.log(res.status);
EOF
  node app.mjs 2>&1 ;;
heap-out-of-memory-map)
  cat > app.js <<'EOF'
const cache = new Map();
let i = 0;
while (true) cache.set('key-' + i, { value: i++, tags: ['a', 'b'] });
EOF
  node --max-old-space-size=48 app.js 2>&1 | cat ;;
epipe-child-stdin)
  cat > app.js <<'EOF'
const { spawn } = require('child_process');
const child = spawn('head', ['-n', '1']);
setInterval(() => child.stdin.write('row\n'.repeat(1000)), 5);
EOF
  node app.js 2>&1 ;;
econnreset-http)
  PORT=$(free_port)
  cat > app.js <<EOF
const http = require('http');
const server = http.createServer((req, res) => {
  res.writeHead(200); res.write('part');
  setTimeout(() => req.socket.resetAndDestroy(), 50);
});
server.listen($PORT, '127.0.0.1', () => {
  http.get('http://127.0.0.1:$PORT/stream', (res) => res.on('data', () => {}));
});
EOF
  node app.js 2>&1 ;;
etimedout-http)
  cat > app.js <<'EOF'
const http = require('http');
http.get('http://127.0.0.1:7000/status', (res) => console.log(res.statusCode));
EOF
  run_against_full_backlog ;;
syntaxerror-identifier-declared)
  printf 'const x = 1;\nfunction f() {}\nconst x = 2;\n' > app.js
  node app.js 2>&1 ;;
syntaxerror-identifier-declared-import)
  printf 'import { readFile } from "node:fs";\nconst readFile = 1;\n' > app.mjs
  node app.mjs 2>&1 ;;
syntaxerror-missing-paren)
  printf 'console.log("a" "b");\n' > app.js
  node app.js 2>&1 ;;
syntaxerror-missing-paren-call)
  printf 'const total = Math.max(1, 2;\n' > app.js
  node app.js 2>&1 ;;
syntaxerror-invalid-token)
  printf 'const s = "abc;\nconsole.log(s);\n' > app.js
  node app.js 2>&1 ;;
syntaxerror-invalid-token-quotes)
  # typographic quotes pasted from a document or chat
  printf 'console.log(\xe2\x80\x9chello\xe2\x80\x9d);\n' > app.js
  node app.js 2>&1 ;;
max-listeners-emitter)
  printf 'const { EventEmitter } = require("events");\nconst bus = new EventEmitter();\nfor (let i = 0; i < 11; i++) bus.on("message", () => {});\n' > app.js
  node app.js 2>&1 ;;
max-listeners-abort-signal)
  printf 'const c = new AbortController();\nfor (let i = 0; i < 11; i++) c.signal.addEventListener("abort", () => {});\n' > app.js
  node app.js 2>&1 ;;
max-listeners-process)
  printf 'for (let i = 0; i < 11; i++) process.on("exit", () => {});\n' > app.js
  node app.js 2>&1 ;;
dep0040-punycode)
  # Node 20 deprecates punycode only with --pending-deprecation; Node 21+ warns by default
  printf 'const punycode = require("punycode");\nconsole.log(punycode.toASCII("bücher.example"));\n' > app.js
  node --pending-deprecation app.js 2>&1 ;;
err-invalid-protocol-http)
  # an http:// URL from configuration handed to the https module
  printf 'const https = require("https");\nconst url = process.env.API_URL || "http://127.0.0.1/health";\nhttps.get(url, (res) => console.log(res.statusCode));\n' > app.js
  node app.js 2>&1 ;;
err-http-invalid-header-value-undefined)
  PORT=$(free_port)
  printf 'const http = require("http");\nhttp.createServer((req, res) => { res.setHeader("X-Token", process.env.TOKEN); res.end(); })\n  .listen(%s, "127.0.0.1", () => http.get("http://127.0.0.1:%s/"));\n' "$PORT" "$PORT" > app.js
  env -u TOKEN node app.js 2>&1 ;;
err-socket-bad-port-env)
  # a port read from the environment with stray text after the number
  printf 'const net = require("net");\nnet.connect({ host: "127.0.0.1", port: process.env.DB_PORT });\n' > app.js
  DB_PORT='5432/tcp' node app.js 2>&1 ;;
err-unsupported-esm-url-scheme-windows-path)
  # a Windows absolute path handed to import(): the drive letter is read as the URL scheme
  printf 'const file = "C:\\\\app\\\\plugins\\\\auth.mjs";\nimport(file).then((m) => console.log(m));\n' > app.mjs
  node app.mjs 2>&1 ;;
referenceerror-fetch-not-defined|referenceerror-fetch-not-defined-esm)
  # Node 20 with the global fetch turned off behaves like Node 16 and older, which had none
  if [ "$1" = referenceerror-fetch-not-defined ]; then
    printf 'async function main() {\n  const res = await fetch("http://127.0.0.1:9/api/status");\n  console.log(res.status);\n}\nmain();\n' > app.js
    node --no-experimental-fetch app.js 2>&1
  else
    printf 'const res = await fetch("http://127.0.0.1:9/api/status");\nconsole.log(await res.json());\n' > app.mjs
    node --no-experimental-fetch app.mjs 2>&1
  fi ;;
experimental-warning-wasi)
  printf 'const { WASI } = require("wasi");\nconst wasi = new WASI({ version: "preview1" });\nconsole.log(typeof wasi.start);\n' > app.js
  node app.js 2>&1 ;;
experimental-warning-loader)
  # a custom ESM loader passed the old way (as ts-node/esm and others document it)
  printf 'export async function resolve(specifier, context, next) { return next(specifier, context); }\n' > loader.mjs
  printf 'console.log("started");\n' > app.mjs
  node --experimental-loader ./loader.mjs app.mjs 2>&1 ;;
node-options-not-allowed)
  # NODE_OPTIONS accepts only an allow-listed set of flags
  printf 'console.log("started");\n' > app.js
  NODE_OPTIONS="--openssl-legacy-provider --inspect-brk-node" node app.js 2>&1 ;;
node-bad-option)
  # a misspelled flag (Node 16 and older print the same for --openssl-legacy-provider, which they lack)
  printf 'console.log("started");\n' > app.js
  node --openssl-legacy-providr app.js 2>&1 ;;
syntaxerror-named-export-cjs)
  # a CommonJS package whose exports Node's static analysis cannot see (assigned to an object later)
  mkdir -p node_modules/legacy-render
  echo '{"name":"legacy-render","version":"1.0.0","main":"index.js"}' > node_modules/legacy-render/package.json
  printf 'const api = {};\napi.render = function () {};\nmodule.exports = api;\n' > node_modules/legacy-render/index.js
  printf "import { render } from 'legacy-render';\nrender();\n" > app.mjs
  node app.mjs 2>&1 ;;
syntaxerror-named-export-cjs-alias)
  # a named import, renamed locally, from a local CommonJS file built by Object.assign
  printf 'module.exports = Object.assign({}, { parse: (s) => s.split(",") });\n' > csv.cjs
  printf "import { parse as parseCsv } from './csv.cjs';\nconsole.log(parseCsv('a,b'));\n" > app.mjs
  node app.mjs 2>&1 ;;
syntaxerror-export-not-provided)
  printf 'export const formatDate = (d) => d.toISOString();\n' > utils.mjs
  printf "import { formatTime } from './utils.mjs';\nconsole.log(formatTime(new Date()));\n" > app.mjs
  node app.mjs 2>&1 ;;
syntaxerror-export-not-provided-default)
  # a default import from an ES module that has only named exports
  mkdir -p node_modules/named-only
  echo '{"name":"named-only","version":"2.0.0","type":"module","exports":"./index.js"}' > node_modules/named-only/package.json
  echo 'export function connect() { return "ok"; }' > node_modules/named-only/index.js
  printf "import client from 'named-only';\nconsole.log(client.connect());\n" > app.mjs
  node app.mjs 2>&1 ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
