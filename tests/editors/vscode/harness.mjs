// What the VS Code end-to-end tests (e2e.mjs, e2e-real-tools.mjs) share: the ok/FAIL reporter,
// scratch directories and settings for an isolated code-server, starting code-server and headless
// Chromium (one browser start per test), the editor helpers (commands, word boxes, the explanation
// view), and the ending that stops the browser and code-server's whole process group and prints
// "N passed, N failed" (also on a deadline and on SIGTERM/SIGINT).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

// An environment variable the test cannot run without; a missing one fails the test at once.
export const need = (k) => process.env[k] || (console.log(`FAIL - ${k} is not set`), console.log('0 passed, 1 failed'), process.exit(1));

const t0 = Date.now();
export const secs = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
let passed = 0;
let failed = 0;
export function check(name, ok, detail) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} - ${name} [${secs()}]${!ok && detail ? `: ${String(detail).slice(0, 1200)}` : ''}`);
  return ok;
}
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const visible = (loc, ms) => loc.first().waitFor({ state: 'visible', timeout: ms }).then(() => true, () => false);

// The scratch directories under WORK (data, ext, ws, home, XDG dirs, tmp, browser, and `extra`),
// the screenshot directory emptied, and `shot(page, name)` writing into it.
export function workspace(WORK, SHOTS, extra = []) {
  const dirs = Object.fromEntries(['data', 'ext', 'ws', 'home', 'xdg-config', 'xdg-data', 'xdg-cache', 'tmp', 'browser', ...extra]
    .map((d) => [d, path.join(WORK, d)]));
  for (const d of Object.values(dirs)) fs.mkdirSync(d, { recursive: true });
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const f of fs.readdirSync(SHOTS)) if (f.endsWith('.png')) fs.rmSync(path.join(SHOTS, f));
  const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) }).catch(() => undefined);
  return { dirs, shot };
}

// User settings for a quiet, reproducible VS Code with errknow-lsp at `lsp`, plus `more`.
export function writeSettings(dirs, lsp, more = {}) {
  fs.mkdirSync(path.join(dirs.data, 'User'), { recursive: true });
  fs.writeFileSync(path.join(dirs.data, 'User', 'settings.json'), JSON.stringify({
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'workbench.welcomePage.walkthroughs.openOnInstall': false,
    'security.workspace.trust.enabled': false,
    'telemetry.telemetryLevel': 'off',
    'update.mode': 'none',
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'extensions.ignoreRecommendations': true,
    'chat.disableAIFeatures': true,
    'git.enabled': false, // the scratch dir may sit inside a git checkout (a build dir)
    'git.openRepositoryInParentFolders': 'never',
    'editor.lightbulb.enabled': 'on',
    'editor.hover.delay': 100,
    'editor.minimap.enabled': false,
    'errknow.server.path': lsp,
    ...more,
  }, null, 2));
}

// code-server, Chromium, the language servers and the terminal's bash write config, logs and
// history under HOME/XDG: all inside the scratch dirs.
export function isolatedEnv(dirs, more = {}) {
  const env = {
    ...process.env, HOME: dirs.home, XDG_CONFIG_HOME: dirs['xdg-config'], XDG_DATA_HOME: dirs['xdg-data'],
    XDG_CACHE_HOME: dirs['xdg-cache'], TMPDIR: dirs.tmp, SHELL: '/bin/bash', ...more,
  };
  delete env.ERRKNOW_API_KEY;
  return env;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

function waitHttp(url, ms) {
  const end = Date.now() + ms;
  return new Promise((resolve) => {
    const once = () => http.get(url, (res) => { res.resume(); resolve(true); })
      .on('error', () => (Date.now() > end ? resolve(false) : setTimeout(once, 250)));
    once();
  });
}

let cs;
let browser;

// Installs the .vsix files, starts code-server on the workspace and Chromium on it; the page once
// the workbench is loaded, or null (the failure is reported).
export async function openWorkbench({ CODE_SERVER, CHROMIUM, chromium, dirs, env, WORK, vsixes, installCheck }) {
  const csArgs = ['--user-data-dir', dirs.data, '--extensions-dir', dirs.ext];
  const out = execFileSync(CODE_SERVER, [...csArgs, ...vsixes.flatMap((v) => ['--install-extension', v])], { env, encoding: 'utf8' });
  check(installCheck, (out.match(/successfully installed/g) || []).length === vsixes.length, out);
  const port = await freePort();
  cs = spawn(CODE_SERVER, [...csArgs, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--disable-telemetry',
    '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override', dirs.ws],
  { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }); // own process group: its ptyHost and servers outlive it
  const csLog = fs.createWriteStream(path.join(WORK, 'code-server.log'));
  cs.stdout.pipe(csLog);
  cs.stderr.pipe(csLog);
  if (!check('code-server answers on 127.0.0.1', await waitHttp(`http://127.0.0.1:${port}/healthz`, 30000))) return null;
  browser = await chromium.launchPersistentContext(dirs.browser, {
    executablePath: CHROMIUM, headless: true, env, viewport: { width: 1400, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const page = browser.pages()[0] || await browser.newPage();
  page.on('pageerror', (e) => fs.appendFileSync(path.join(WORK, 'page-errors.log'), `${e}\n`));
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(dirs.ws)}`);
  if (!check('workbench loaded', await page.waitForSelector('.monaco-workbench', { timeout: 60000 }).then(() => true, () => false))) return null;
  return page;
}

// Runs `main`, then ends the browser and code-server's process group, prints the summary and
// exits; also on the deadline (ms) and on SIGTERM/SIGINT. An exception is reported with a screenshot.
export async function run(main, { deadlineMs, SHOTS, WORK, shot }) {
  let finishing = false;
  const finish = async () => {
    if (finishing) return;
    finishing = true;
    try { if (browser) await Promise.race([browser.close(), sleep(5000)]); } catch { /* ignore */ }
    if (cs?.pid) {
      try { process.kill(-cs.pid, 'SIGTERM'); } catch { /* gone */ }
      await sleep(1000);
      try { process.kill(-cs.pid, 'SIGKILL'); } catch { /* gone */ }
    }
    console.log(`# ${secs()}; screenshots: ${SHOTS}; logs: ${WORK}`);
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed === 0 && passed > 0 ? 0 : 1);
  };
  setTimeout(() => { check(`finished within ${deadlineMs / 1000} s`, false); void finish(); }, deadlineMs).unref();
  for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => { check(`not interrupted (${sig})`, false); void finish(); });
  try {
    await main();
  } catch (e) {
    check('no exception', false, e && e.stack || e);
    try { const p = browser && browser.pages()[0]; if (p) await shot(p, 'error'); } catch { /* ignore */ }
  } finally {
    await finish();
  }
}

// The screen box of the first occurrence of `word` in an editor line (a DOM Range over its text,
// which the editor may split into several nodes and space with U+00A0).
export async function wordBox(line, word) {
  return line.evaluate((el, w) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let text = '';
    const nodes = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) { nodes.push([n, text.length]); text += n.textContent; }
    const i = text.replace(/\u00a0/g, ' ').indexOf(w);
    if (i < 0) return null;
    const at = (k) => { for (let j = nodes.length - 1; j >= 0; j--) if (nodes[j][1] <= k) return [nodes[j][0], k - nodes[j][1]]; return null; };
    const r = document.createRange();
    r.setStart(...at(i));
    r.setEnd(...at(i + w.length - 1));
    const e = r.getBoundingClientRect();
    const last = at(i + w.length - 1);
    const r2 = document.createRange();
    r2.setStart(last[0], last[1]);
    r2.setEnd(last[0], last[1] + 1);
    const e2 = r2.getBoundingClientRect();
    return { x: e.x, y: e.y, height: e.height, width: e2.right - e.x };
  }, word);
}

export async function runCommand(page, title) {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 10000 });
  await input.fill(`>${title}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().waitFor({ timeout: 10000 });
  await page.keyboard.press('Enter');
  await sleep(300);
}

// The text of the explanation webview (VS Code nests it in two iframes), '' when absent.
export async function explanationText(page) {
  for (const f of page.frames()) {
    const t = await f.evaluate(() => (document.querySelector('section.finding') ? document.body.textContent : '')).catch(() => '');
    if (t) return t;
  }
  return '';
}

export async function waitExplanation(page, want, ms) {
  const end = Date.now() + ms;
  let last = '';
  while (Date.now() < end) {
    last = await explanationText(page);
    if (want.every((w) => last.includes(w))) return last;
    await sleep(300);
  }
  return last;
}
