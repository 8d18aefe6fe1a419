// Server discovery: the documented order, the --version probe against the real errknow-lsp, and
// failure messages that name the setting to change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './lib.mjs';

const d = load('serverDiscovery');
const LSP = process.env.ERRKNOW_LSP;

test('order: setting alone when set; else bundled, then each PATH directory', () => {
  assert.deepEqual(d.candidates(' /opt/x/errknow-lsp ', '/ext', '/a:/b'), [{ source: 'setting', path: '/opt/x/errknow-lsp' }]);
  assert.deepEqual(d.candidates('', '/ext', '/a::/b'), [
    { source: 'bundled', path: '/ext/server/errknow-lsp' },
    { source: 'PATH', path: '/a/errknow-lsp' },
    { source: 'PATH', path: '/b/errknow-lsp' },
  ]);
  assert.deepEqual(d.candidates('', '/ext', undefined), [{ source: 'bundled', path: '/ext/server/errknow-lsp' }]);
});

test('parseVersion accepts only errknow-lsp', () => {
  assert.equal(d.parseVersion('errknow-lsp 0.1.0\n'), '0.1.0');
  assert.equal(d.parseVersion('errknow-lsp 1.2.3-rc1'), '1.2.3-rc1');
  assert.equal(d.parseVersion('bash 5.2'), undefined);
  assert.equal(d.parseVersion(''), undefined);
});

test('the first candidate that answers wins; earlier failures are skipped', async () => {
  const probe = async (p) => (p === '/b/errknow-lsp' ? { ok: true, version: '9.9.9' } : { ok: false, problem: 'does not exist' });
  const r = await d.discoverServer(d.candidates('', '/ext', '/a:/b'), probe);
  assert.deepEqual(r, { source: 'PATH', path: '/b/errknow-lsp', version: '9.9.9' });
  assert.ok(d.isFound(r));
});

test('nothing found: the message names errknow.server.path', async () => {
  const r = await d.discoverServer(d.candidates('', '/ext', '/a'), async () => ({ ok: false, problem: 'does not exist' }));
  assert.ok(!d.isFound(r));
  assert.match(r.message, /errknow-lsp was not found/);
  assert.match(r.message, /errknow\.server\.path/);
  assert.equal(r.tried.length, 2);
});

test('a wrong setting is reported with its path, never replaced by PATH', async () => {
  const r = await d.discoverServer(d.candidates('/nope/errknow-lsp', '/ext', process.env.PATH));
  assert.ok(!d.isFound(r));
  assert.match(r.message, /"\/nope\/errknow-lsp" \(setting errknow\.server\.path\) does not exist/);
  assert.match(r.message, /Change errknow\.server\.path/);
});

test('real probe: the real errknow-lsp answers its version', { skip: !LSP && 'ERRKNOW_LSP not set' }, async () => {
  const r = await d.probeExecutable(LSP);
  assert.equal(r.ok, true, JSON.stringify(r));
  assert.match(r.version, /^\d+\.\d+\.\d+/);
  const found = await d.discoverServer(d.candidates('', '/nonexistent-ext', path.dirname(LSP)));
  assert.equal(found.source, 'PATH');
  assert.equal(found.path, path.join(path.dirname(LSP), 'errknow-lsp'));
});

test('real probe: not executable, another program, a hanging program', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ek-disc-'));
  try {
    const plain = path.join(dir, 'plain');
    fs.writeFileSync(plain, 'x');
    assert.deepEqual(await d.probeExecutable(plain), { ok: false, problem: 'is not executable' });
    const other = path.join(dir, 'other');
    fs.writeFileSync(other, '#!/bin/sh\necho "something else 1.0"\n', { mode: 0o755 });
    const r = await d.probeExecutable(other);
    assert.equal(r.ok, false);
    assert.match(r.problem, /not errknow-lsp/);
    const failing = path.join(dir, 'failing');
    fs.writeFileSync(failing, '#!/bin/sh\nexit 3\n', { mode: 0o755 });
    assert.match((await d.probeExecutable(failing)).problem, /failed on --version/);
    const hang = path.join(dir, 'hang');
    fs.writeFileSync(hang, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
    const t0 = Date.now();
    const h = await d.probeExecutable(hang);
    assert.match(h.problem, /did not answer --version within 2 s/);
    assert.ok(Date.now() - t0 < 6000);
    const msg = (await d.discoverServer([{ source: 'setting', path: other }])).message;
    assert.match(msg, /answered --version with "something else 1.0", not errknow-lsp/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
