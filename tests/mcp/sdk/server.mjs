// Starts the real errknow-server on 127.0.0.1 with a port the OS picks and a temporary accounts
// store, for the SDK tests over HTTP; returns its /mcp URL, the development key it printed, and stop().
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function startServer(serverBin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'errknow-mcp-http-'));
  const proc = spawn(serverBin, ['--listen', '127.0.0.1:0', '--store', path.join(dir, 'store.db')],
                     { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('errknow-server did not start: ' + out)), 30000);
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const port = out.match(/listening on 127\.0\.0\.1:(\d+)/);
      const key = out.match(/(ek_[A-Za-z0-9]{32,})/);
      if (port && key) {
        clearTimeout(timer);
        resolve({ url: new URL(`http://127.0.0.1:${port[1]}/mcp`), key: key[1] });
      }
    });
    proc.on('exit', (code) => reject(new Error(`errknow-server exited (${code}): ${out}`)));
  });
  const { url, key } = await ready;
  const stop = async () => {
    const exited = new Promise((r) => proc.on('exit', r));
    proc.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, key, stop };
}
