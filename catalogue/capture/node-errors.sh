#!/usr/bin/env bash
# Capture real Node.js ERR_* and system-error output for the catalogue/javascript records that
# catalogue/importers/node_errors.py drafts.
# Debian packages: nodejs (Node 20), coreutils.
# Usage: bash catalogue/capture/node-errors.sh CASE   (no argument lists the cases)
# Each case writes a small script into a mktemp -d directory (removed afterwards) and runs it with
# node; nothing listens on or connects to anything but 127.0.0.1.
set -u
CASES="enotdir enotempty err-unknown-encoding err-buffer-out-of-bounds err-unhandled-error
err-unsupported-esm-url-scheme err-script-execution-timeout err-crypto-invalid-keylen
err-crypto-unknown-cipher err-crypto-timing-safe-equal-length err-crypto-hash-finalized
err-missing-passphrase err-fs-cp-dir-to-non-dir err-fs-eisdir err-socket-bad-port err-out-of-range
err-invalid-arg-value err-server-already-listen err-unknown-signal err-worker-path
err-package-import-not-defined err-http-invalid-status-code err-invalid-http-token
err-http-invalid-header-value err-invalid-char err-method-not-implemented err-stream-push-after-eof
err-child-process-stdio-maxbuffer err-assertion err-stream-premature-close err-invalid-protocol
err-stream-destroyed err-invalid-url-scheme err-unknown-builtin-module"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
T=$(mktemp -d)
trap 'cd /; rm -rf "$T"' EXIT
mkdir "$T/demo" && cd "$T/demo" || exit 1
run() { cat > app.js; node app.js 2>&1; }
runm() { cat > app.mjs; node app.mjs 2>&1; }

case "$1" in
enotdir)
  echo 'retries=3' > config
  run <<'EOF2'
const fs = require('fs');
console.log(fs.readdirSync('config'));
EOF2
  ;;
enotempty)
  mkdir -p cache/v1 && echo x > cache/v1/blob
  run <<'EOF2'
const fs = require('fs');
fs.rmdirSync('cache');
EOF2
  ;;
err-unknown-encoding)
  run <<'EOF2'
const payload = Buffer.from([0x68, 0x00, 0x69, 0x00]);
console.log(payload.toString('utf-16'));
EOF2
  ;;
err-buffer-out-of-bounds)
  run <<'EOF2'
const header = Buffer.from([0x01, 0x02]);
console.log(header.readUInt32BE(0));
EOF2
  ;;
err-unhandled-error)
  run <<'EOF2'
const EventEmitter = require('events');
const queue = new EventEmitter();
queue.emit('error', 'job 42 failed');
EOF2
  ;;
err-unsupported-esm-url-scheme)
  runm <<'EOF2'
await import('c:/projects/app/plugin.mjs');
EOF2
  ;;
err-script-execution-timeout)
  run <<'EOF2'
const vm = require('vm');
vm.runInNewContext('let i = 0; while (true) { i++; }', {}, { timeout: 100 });
EOF2
  ;;
err-crypto-invalid-keylen)
  run <<'EOF2'
const crypto = require('crypto');
const cipher = crypto.createCipheriv('aes-256-cbc', 'my secret password', crypto.randomBytes(16));
EOF2
  ;;
err-crypto-unknown-cipher)
  run <<'EOF2'
const crypto = require('crypto');
crypto.createCipheriv('aes256-gcm', crypto.randomBytes(32), crypto.randomBytes(12));
EOF2
  ;;
err-crypto-timing-safe-equal-length)
  run <<'EOF2'
const crypto = require('crypto');
const expected = crypto.createHmac('sha256', 'k').update('body').digest();
const received = Buffer.from('deadbeef', 'hex');
console.log(crypto.timingSafeEqual(expected, received));
EOF2
  ;;
err-crypto-hash-finalized)
  run <<'EOF2'
const crypto = require('crypto');
const hash = crypto.createHash('sha256').update('payload');
console.log(hash.digest('hex'));
console.log(hash.digest('base64'));
EOF2
  ;;
err-missing-passphrase)
  run <<'EOF2'
const crypto = require('crypto');
const { privateKey } = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'der', cipher: 'aes-256-cbc', passphrase: 'top secret' },
});
crypto.createPrivateKey({ key: privateKey, format: 'der', type: 'pkcs8' });
EOF2
  ;;
err-fs-cp-dir-to-non-dir)
  mkdir assets && echo a > assets/logo.svg && echo stale > dist
  run <<'EOF2'
const fs = require('fs');
fs.cpSync('assets', 'dist', { recursive: true });
EOF2
  ;;
err-fs-eisdir)
  mkdir -p build/out && echo x > build/out/a.js
  run <<'EOF2'
const fs = require('fs');
fs.rmSync('build');
EOF2
  ;;
err-socket-bad-port)
  run <<'EOF2'
const http = require('http');
http.createServer((req, res) => res.end('ok')).listen(Number('80800'), '127.0.0.1');
EOF2
  ;;
err-out-of-range)
  run <<'EOF2'
const buf = Buffer.alloc(4);
buf.writeUInt8(300, 0);
EOF2
  ;;
err-invalid-arg-value)
  run <<'EOF2'
const fs = require('fs');
fs.writeFileSync('notes.txt', 'hello');
console.log(fs.readFileSync('notes.txt', 'utf-16'));
EOF2
  ;;
err-server-already-listen)
  run <<'EOF2'
const http = require('http');
const server = http.createServer((req, res) => res.end('ok'));
server.listen(0, '127.0.0.1', () => {
  server.listen(0, '127.0.0.1');
});
EOF2
  ;;
err-unknown-signal)
  run <<'EOF2'
const { spawn } = require('child_process');
const child = spawn('sleep', ['5']);
child.kill('term');
EOF2
  ;;
err-worker-path)
  echo "require('worker_threads').parentPort.postMessage('hi')" > worker.js
  run <<'EOF2'
const { Worker } = require('worker_threads');
new Worker('worker.js');
EOF2
  ;;
err-package-import-not-defined)
  echo '{ "name": "demo", "type": "module" }' > package.json
  runm <<'EOF2'
import { slugify } from '#utils/strings.js';
console.log(slugify('Hello'));
EOF2
  ;;
err-http-invalid-status-code)
  run <<'EOF2'
const http = require('http');
const server = http.createServer((req, res) => {
  const err = new Error('boom');
  res.writeHead(err.status);
  res.end();
});
server.listen(0, '127.0.0.1', () => {
  http.get({ host: '127.0.0.1', port: server.address().port }, () => {});
});
EOF2
  ;;
err-invalid-http-token)
  run <<'EOF2'
const http = require('http');
const req = http.request('http://127.0.0.1:9/', { headers: { 'Content Type': 'application/json' } });
EOF2
  ;;
err-http-invalid-header-value)
  run <<'EOF2'
const http = require('http');
const req = http.request('http://127.0.0.1:9/', { headers: { Authorization: process.env.NO_SUCH_TOKEN } });
EOF2
  ;;
err-invalid-char)
  run <<'EOF2'
const http = require('http');
const token = 'abc123\n';
const req = http.request('http://127.0.0.1:9/', { headers: { 'X-Api-Key': token } });
EOF2
  ;;
err-method-not-implemented)
  run <<'EOF2'
const { Transform } = require('stream');
class Upper extends Transform {
  _transfrom(chunk, enc, cb) { cb(null, chunk.toString().toUpperCase()); }
}
const t = new Upper();
t.write('hello');
EOF2
  ;;
err-stream-push-after-eof)
  run <<'EOF2'
const { Readable } = require('stream');
const r = new Readable({ read() {} });
r.push('first');
r.push(null);
r.push('late');
r.on('data', () => {});
EOF2
  ;;
err-child-process-stdio-maxbuffer)
  run <<'EOF2'
const { execFile } = require('child_process');
execFile('seq', ['1', '500000'], (err, stdout) => {
  if (err) throw err;
  console.log(stdout.length);
});
EOF2
  ;;
err-assertion)
  run <<'EOF2'
const assert = require('assert');
const total = [1, 2, 3].reduce((a, b) => a + b, 0);
assert.strictEqual(total, 7);
EOF2
  ;;
err-stream-premature-close)
  run <<'EOF2'
const { pipeline, Readable, Writable } = require('stream');
const source = new Readable({ read() {} });
source.push('partial');
const sink = new Writable({ write(chunk, enc, cb) { cb(); } });
pipeline(source, sink, (err) => { if (err) throw err; });
setTimeout(() => source.destroy(), 20);
EOF2
  ;;
err-invalid-protocol)
  run <<'EOF2'
const http = require('http');
http.get('https://127.0.0.1:9/health', (res) => console.log(res.statusCode));
EOF2
  ;;
err-stream-destroyed)
  run <<'EOF2'
const fs = require('fs');
const out = fs.createWriteStream('report.txt');
out.destroy();
out.write('line 1\n', (err) => { if (err) throw err; });
EOF2
  ;;
err-invalid-url-scheme)
  run <<'EOF2'
const fs = require('fs');
fs.readFileSync(new URL('https://example.org/config.json'));
EOF2
  ;;
err-unknown-builtin-module)
  runm <<'EOF2'
import { something } from 'node:nonexistent';
EOF2
  ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
