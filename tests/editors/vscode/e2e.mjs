// End-to-end test of the packaged errknow extension in real VS Code (code-server) in headless
// Chromium (playwright-core), against the real errknow-lsp, with ONE browser start:
// diagnostics in the Problems panel for a .log file, hover on an error code, errknow's quick
// fixes on another extension's diagnostic (other-linter/), the explanation view, "Explain Error
// at Cursor", "Analyze Selection", and a failed terminal command analysed (notification, "Show fixes").
// Prints "N passed, N failed"; exit 1 on any failure. Screenshots go to $SHOTS.
// Env: CODE_SERVER, VSIX, ERRKNOW_LSP, OTHER_VSIX (other-linter/ packaged), DRIVER_NODE_MODULES (playwright-core),
//      WORK (scratch dir), SHOTS, CHROMIUM (default /usr/bin/chromium).
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const need = (k) => process.env[k] || (console.log(`FAIL - ${k} is not set`), console.log('0 passed, 1 failed'), process.exit(1));
const CODE_SERVER = need('CODE_SERVER');
const VSIX = need('VSIX');
const LSP = need('ERRKNOW_LSP');
const OTHER_VSIX = need('OTHER_VSIX');
const WORK = need('WORK');
const SHOTS = need('SHOTS');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const { chromium } = createRequire(path.join(need('DRIVER_NODE_MODULES'), 'x'))('playwright-core');

const t0 = Date.now();
const secs = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
let passed = 0;
let failed = 0;
function check(name, ok, detail) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} - ${name} [${secs()}]${!ok && detail ? `: ${String(detail).slice(0, 1200)}` : ''}`);
  return ok;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const visible = (loc, ms) => loc.first().waitFor({ state: 'visible', timeout: ms }).then(() => true, () => false);

const dirs = Object.fromEntries(['data', 'ext', 'ws', 'home', 'xdg-config', 'xdg-data', 'xdg-cache', 'tmp', 'browser'].map((d) => [d, path.join(WORK, d)]));
for (const d of Object.values(dirs)) fs.mkdirSync(d, { recursive: true });
fs.mkdirSync(SHOTS, { recursive: true });
for (const f of fs.readdirSync(SHOTS)) if (f.endsWith('.png')) fs.rmSync(path.join(SHOTS, f));
const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) }).catch(() => undefined);

// The workspace: a log errknow diagnoses, and a Markdown note (no errknow diagnostics there)
// on which only other-linter reports.
fs.writeFileSync(path.join(dirs.ws, 'app.log'), [
  '2024-05-01 10:00:00 INFO starting worker',
  '2024-05-01 10:00:01 ERROR Error: connect ECONNREFUSED 127.0.0.1:5432',
  '2024-05-01 10:00:02 INFO retrying in 5s',
  '',
].join('\n'));
fs.writeFileSync(path.join(dirs.ws, 'notes.md'), ['# Notes', '', 'The app failed with: connect ECONNREFUSED 127.0.0.1:5432 at startup.', ''].join('\n'));
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
  'terminal.integrated.shellIntegration.enabled': true,
  'terminal.integrated.defaultProfile.linux': 'bash',
  'errknow.server.path': LSP,
}, null, 2));

// code-server, Chromium and the terminal's bash write config, logs and history under HOME/XDG.
const env = {
  ...process.env, HOME: dirs.home, XDG_CONFIG_HOME: dirs['xdg-config'], XDG_DATA_HOME: dirs['xdg-data'],
  XDG_CACHE_HOME: dirs['xdg-cache'], TMPDIR: dirs.tmp, SHELL: '/bin/bash',
};
delete env.ERRKNOW_API_KEY;
const csArgs = ['--user-data-dir', dirs.data, '--extensions-dir', dirs.ext];

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

// The screen box of the first occurrence of `word` in an editor line (a DOM Range over its text).
async function wordBox(line, word) {
  return line.evaluate((el, w) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.textContent.indexOf(w);
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(n, i);
      r.setEnd(n, i + w.length);
      const b = r.getBoundingClientRect();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    }
    return null;
  }, word);
}

async function runCommand(page, title) {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 10000 });
  await input.fill(`>${title}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().waitFor({ timeout: 10000 });
  await page.keyboard.press('Enter');
  await sleep(300);
}

async function openFile(page, name) {
  const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: name });
  await row.first().waitFor({ timeout: 30000 });
  await row.first().click();
  await page.locator('.tab.active', { hasText: name }).first().waitFor({ timeout: 15000 });
}

// The text of the explanation webview (VS Code nests it in two iframes), '' when absent.
async function explanationText(page) {
  for (const f of page.frames()) {
    const t = await f.evaluate(() => (document.querySelector('section.finding') ? document.body.textContent : '')).catch(() => '');
    if (t) return t;
  }
  return '';
}

async function waitExplanation(page, want, ms) {
  const end = Date.now() + ms;
  let last = '';
  while (Date.now() < end) {
    last = await explanationText(page);
    if (want.every((w) => last.includes(w))) return last;
    await sleep(300);
  }
  return last;
}

let cs;
let browser;
async function main() {
  const out = execFileSync(CODE_SERVER, [...csArgs, '--install-extension', VSIX, '--install-extension', OTHER_VSIX], { env, encoding: 'utf8' });
  check('the packaged .vsix (and other-linter) install with code-server --install-extension',
    (out.match(/successfully installed/g) || []).length === 2, out);

  const port = await freePort();
  cs = spawn(CODE_SERVER, [...csArgs, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--disable-telemetry',
    '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override', dirs.ws],
  { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }); // own process group: its ptyHost outlives it
  const csLog = fs.createWriteStream(path.join(WORK, 'code-server.log'));
  cs.stdout.pipe(csLog);
  cs.stderr.pipe(csLog);
  if (!check('code-server answers on 127.0.0.1', await waitHttp(`http://127.0.0.1:${port}/healthz`, 30000))) return;

  browser = await chromium.launchPersistentContext(dirs.browser, {
    executablePath: CHROMIUM, headless: true, env, viewport: { width: 1400, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const page = browser.pages()[0] || await browser.newPage();
  page.on('pageerror', (e) => fs.appendFileSync(path.join(WORK, 'page-errors.log'), `${e}\n`));
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(dirs.ws)}`);
  check('workbench loaded', await page.waitForSelector('.monaco-workbench', { timeout: 60000 }).then(() => true, () => false));

  // 1. diagnostics: squiggle and the Problems panel
  await openFile(page, 'app.log');
  const logLine = page.locator('.monaco-editor .view-line', { hasText: 'ECONNREFUSED 127.0.0.1:5432' }).first();
  await logLine.waitFor({ timeout: 20000 });
  check('app.log: errknow error squiggle', await visible(page.locator('.monaco-editor .squiggly-error'), 30000));
  await runCommand(page, 'View: Focus Problems');
  const problemsOk = await visible(page.locator('.markers-panel .monaco-list-row', { hasText: 'nothing accepted the connection' }), 20000);
  const problems = await page.locator('.markers-panel').innerText().catch(() => '');
  check('Problems panel: errknow diagnostic with source and code', problemsOk && /errknow\s*\(?ECONNREFUSED/.test(problems), problems);
  await shot(page, '1-problems');
  await page.keyboard.press('Escape');

  // 2. hover on the error code: errknow's Markdown, rendered (bold section headings)
  const wbox = await wordBox(logLine, 'ECONNREFUSED');
  await page.mouse.move(wbox.x + Math.min(20, wbox.width / 2), wbox.y + wbox.height / 2);
  const hover = page.locator('.monaco-hover', { hasText: 'Likely causes' });
  let hoverOk = await visible(hover, 8000);
  if (!hoverOk) {
    await page.mouse.click(wbox.x + Math.min(20, wbox.width / 2), wbox.y + wbox.height / 2);
    await runCommand(page, 'Show or Focus Hover');
    hoverOk = await visible(hover, 8000);
  }
  const hoverText = hoverOk ? await hover.first().innerText() : await page.locator('.monaco-hover').first().innerText().catch(() => '');
  check('hover on ECONNREFUSED: errknow Markdown with bold headings',
    hoverOk && await page.locator('.monaco-hover strong', { hasText: 'Quick fix' }).count() > 0, hoverText);
  await shot(page, '2-hover');
  await page.mouse.move(5, 450);
  await page.keyboard.press('Escape');

  // 3. another extension's diagnostic in notes.md (no errknow diagnostics there): lightbulb, menu
  await openFile(page, 'notes.md');
  const noteLine = page.locator('.monaco-editor .view-line', { hasText: 'The app failed with' }).first();
  await noteLine.waitFor({ timeout: 15000 });
  check('notes.md: other-linter warning squiggle', await visible(page.locator('.monaco-editor .squiggly-warning'), 15000));
  check('notes.md: no errknow diagnostic (errors) there', (await page.locator('.monaco-editor .squiggly-error').count()) === 0);
  const nbox = await wordBox(noteLine, 'ECONNREFUSED');
  await page.mouse.click(nbox.x + 10, nbox.y + nbox.height / 2);
  await page.mouse.move(5, 450);
  const bulb = await visible(page.locator('.monaco-editor .lightBulbWidget, .monaco-editor [class*="codicon-light"], .monaco-editor [class*="lightbulb"]'), 10000);
  check('lightbulb on the other extension\'s diagnostic', bulb);
  // The menu can open before the language server has answered for this diagnostic (it then says
  // "No code actions available"); close it and ask again, as a user would, a few times.
  const menu = page.locator('.action-widget', { hasText: 'Explain: connect ECONNREFUSED' });
  let menuOk = false;
  for (let attempt = 0; attempt < 5 && !menuOk; attempt++) {
    if (attempt > 0) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1000);
      await page.mouse.click(nbox.x + 10, nbox.y + nbox.height / 2);
    }
    await page.keyboard.press('Control+.');
    menuOk = await visible(menu, 6000);
  }
  const menuText = await page.locator('.action-widget').first().innerText().catch(() => '');
  check('quick-fix menu lists errknow\'s "Explain" and "Open the page" for it', menuOk && menuText.includes('Open the page'), menuText);
  await shot(page, '3-quickfix-other-extension');

  // 4. the explanation view from the "Explain" action: move the focus to its row, press Enter (a
  // click is intercepted by the menu's pointer block)
  if (menuOk) {
    const focused = page.locator('.action-widget .monaco-list-row.focused');
    for (let i = 0; i < 5 && !(await focused.first().innerText().catch(() => '')).includes('Explain: connect ECONNREFUSED'); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
  }
  const tab = await visible(page.locator('.tab', { hasText: /errknow: .*ECONNREFUSED/ }), 15000);
  const view = await waitExplanation(page, ['Likely causes', 'Quick fix', 'Checks', 'More: http'], 15000);
  check('explanation view opened from the quick fix (tab title)', tab);
  check('explanation view: title, meaning, causes, quick fix, checks, link',
    /nothing accepted the connection/.test(view) && ['Likely causes', 'Quick fix', 'Checks', 'More: http'].every((s) => view.includes(s)), view);
  await shot(page, '4-explanation');

  // 5. "errknow: Explain Error at Cursor" on the log line
  await openFile(page, 'app.log');
  await logLine.click();
  await runCommand(page, 'errknow: Explain Error at Cursor');
  const atCursor = await waitExplanation(page, ['nothing accepted the connection', 'ERROR Error: connect ECONNREFUSED'], 15000);
  check('Explain Error at Cursor shows the line\'s error in the view',
    atCursor.includes('nothing accepted the connection') && atCursor.includes('ERROR Error: connect ECONNREFUSED'), atCursor);

  // 5b. "errknow: Analyze Selection" on the whole log
  await logLine.click();
  await page.keyboard.press('Control+a');
  await runCommand(page, 'errknow: Analyze Selection');
  const selection = await waitExplanation(page, ['nothing accepted the connection', 'INFO starting worker'], 15000);
  check('Analyze Selection explains the selected log', selection.includes('INFO starting worker') && selection.includes('Quick fix'), selection);

  // 6. terminal: a failing command is analysed; a notification offers "Show fixes"
  await runCommand(page, 'Terminal: Create New Terminal');
  const xterm = page.locator('.terminal-wrapper .xterm').first();
  await xterm.waitFor({ timeout: 20000 });
  await sleep(2500); // bash starts and shell integration reports in
  await xterm.click();
  await page.keyboard.type('sleep 0.5; ls /no/such/dir-e2e', { delay: 10 });
  await page.keyboard.press('Enter');
  const toast = page.locator('.notification-toast', { hasText: 'failed (exit code 2): ENOENT' });
  const toastOk = await visible(toast, 20000);
  const toasts = await page.locator('.notifications-toasts').innerText().catch(() => '');
  check('failed terminal command: notification names the detected error (ENOENT)', toastOk, toasts || '(no notification)');
  await shot(page, '5-terminal-notification');
  if (toastOk) {
    await toast.first().locator('a.monaco-button, .monaco-button', { hasText: 'Show fixes' }).first().click();
    const fixes = await waitExplanation(page, ['ENOENT', 'No such file or directory', 'Quick fix'], 15000);
    const fixesTab = await visible(page.locator('.tab', { hasText: 'errknow: ENOENT' }), 5000);
    check('"Show fixes" opens the explanation of the terminal failure (ENOENT)', fixesTab && fixes.includes('Quick fix') && fixes.includes('ENOENT'), fixes);
    await shot(page, '6-terminal-fixes');
  }
  // An instantly failing command: its output often arrives empty; either way the user is told.
  await xterm.click();
  await page.keyboard.type('ls /no/such/instant', { delay: 10 });
  await page.keyboard.press('Enter');
  const either = page.locator('.notification-toast', { hasText: /`ls \/no\/such\/instant` failed \(exit code 2\)/ });
  const eitherOk = await visible(either, 15000);
  const how = eitherOk ? await either.first().innerText() : await page.locator('.notifications-toasts').innerText().catch(() => '');
  check('instant failing command: analysed, or told honestly that no output arrived', eitherOk, how);
  if (eitherOk) console.log(`# info: instant command: ${/none of its output/.test(how) ? 'output arrived empty (offered Analyze Terminal Selection)' : 'output arrived and was analysed'}`);
  await shot(page, '7-terminal-instant');
}

// Ends the browser and code-server's whole process group (its ptyHost and shells outlive it),
// prints the summary and exits; also on the overall deadline and on SIGTERM/SIGINT.
let finishing = false;
async function finish() {
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
}
const deadlineMs = Number(process.env.E2E_DEADLINE_MS || 240000);
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
