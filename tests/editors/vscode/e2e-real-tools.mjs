// errknow's packaged VS Code extension beside the real language servers people run (issue 31), in
// real VS Code (code-server) in headless Chromium (playwright-core), ONE browser start: pyright,
// typescript-language-server, ESLint's server, gopls, clangd and bash-language-server with
// shellcheck, started through vscode-languageclient by real-tools-client/, each publish their own
// diagnostic on a real file. For each: the squiggle and the Problems panel row (source and code),
// then the user's path: cursor on it, Ctrl+. , errknow's "Explain: ..." entry naming the tool's
// rule, chosen, the explanation view showing that title; and a hover on the rule id in a
// suppression comment showing errknow's record. Same cases as tests/editors/nvim/real_tools_test.lua.
// Prints "N passed, N failed"; exit 1 on any failure. Screenshots go to $SHOTS.
// Env: CODE_SERVER, VSIX, ERRKNOW_LSP, CLIENT_VSIX (real-tools-client/ packaged), TOOLS_NODE_MODULES
//      (tests/editors/real-tools/install.sh), DRIVER_NODE_MODULES (playwright-core), WORK, SHOTS,
//      CHROMIUM (default /usr/bin/chromium), ERRKNOW_REAL_TOOLS (comma-separated tools: only those).
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
const CLIENT_VSIX = need('CLIENT_VSIX');
const NM = need('TOOLS_NODE_MODULES');
const WORK = need('WORK');
const SHOTS = need('SHOTS');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const { chromium } = createRequire(path.join(need('DRIVER_NODE_MODULES'), 'x'))('playwright-core');
const TOOL_WAIT_MS = Number(process.env.TOOL_WAIT_MS || 120000); // a cold gopls or pyright on a loaded machine

// One case per tool, as in real_tools_test.lua: its file, the diagnostic it must publish (source,
// code, 0-based line, a word inside its range), a pattern the errknow action's title must match,
// and a suppression comment whose rule id a hover must explain.
const CASES = [
  {
    tool: 'pyright', file: 'imports.py',
    lines: ['import os', 'import requests_missing_pkg', 'import yaml_missing_pkg  # pyright: ignore[reportMissingImports]',
      'print(os.sep, requests_missing_pkg, yaml_missing_pkg)'],
    source: 'Pyright', code: 'reportMissingImports', line: 1, word: 'requests_missing_pkg', title: /reportmissingimports/i,
    hover: { line: 2, word: 'reportMissingImports' },
  },
  {
    tool: 'typescript-language-server', file: 'main.ts',
    lines: ['const port: number = "3000";', 'console.log(port);'],
    source: 'typescript', code: '2322', line: 0, word: 'port', title: /assignable/i,
  },
  {
    tool: 'eslint', file: 'app.js',
    lines: ['const unusedThing = 1;', '// eslint-disable-next-line no-unused-vars', 'const alsoUnused = 2;'],
    extra: { '.eslintrc.json': ['{"root": true, "parserOptions": {"ecmaVersion": 2022}, "rules": {"no-unused-vars": "error"}}'] },
    source: 'eslint', code: 'no-unused-vars', line: 0, word: 'unusedThing', title: /no-unused-vars/i,
    hover: { line: 1, word: 'no-unused-vars' },
  },
  {
    tool: 'gopls', file: 'main.go',
    lines: ['package main', '', '//lint:ignore SA4006 the first value is a default', 'func main() {', '\tcount := 1', '}'],
    extra: { 'go.mod': ['module example.com/app', '', 'go 1.19'] },
    source: 'compiler', code: 'UnusedVar', line: 4, word: 'count', title: /not used/i,
    hover: { line: 2, word: 'SA4006' },
  },
  {
    tool: 'clangd', file: 'main.c',
    lines: ['int main(void) {', '  // NOLINTNEXTLINE(bugprone-use-after-move)', '  return undeclared_value;', '}'],
    source: 'clang', code: 'undeclared_var_use', line: 2, word: 'undeclared_value', title: /undeclared identifier/i,
    hover: { line: 1, word: 'bugprone-use-after-move' },
  },
  {
    tool: 'bash-language-server', file: 'run.sh',
    lines: ['#!/bin/bash', '# shellcheck disable=SC2034', 'unused_name=1', 'echo $1'],
    source: 'shellcheck', code: 'SC2086', line: 3, word: '$1', title: /sc2086/i,
    hover: { line: 1, word: 'SC2034' },
  },
];
const only = (process.env.ERRKNOW_REAL_TOOLS || '').split(',').filter(Boolean);
const cases = CASES.filter((c) => only.length === 0 || only.includes(c.tool));

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

const dirs = Object.fromEntries(['data', 'ext', 'ws', 'home', 'xdg-config', 'xdg-data', 'xdg-cache', 'tmp', 'browser', 'scratch']
  .map((d) => [d, path.join(WORK, d)]));
for (const d of Object.values(dirs)) fs.mkdirSync(d, { recursive: true });
fs.mkdirSync(SHOTS, { recursive: true });
for (const f of fs.readdirSync(SHOTS)) if (f.endsWith('.png')) fs.rmSync(path.join(SHOTS, f));
const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) }).catch(() => undefined);

// The workspace: one small project per tool, in the directory named after it (real-tools-client
// starts each tool's server there).
for (const c of CASES) {
  const dir = path.join(dirs.ws, c.tool);
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, lines] of Object.entries(c.extra || {})) fs.writeFileSync(path.join(dir, name), `${lines.join('\n')}\n`);
  fs.writeFileSync(path.join(dir, c.file), `${c.lines.join('\n')}\n`);
  if (c.tool === 'eslint') fs.symlinkSync(NM, path.join(dir, 'node_modules')); // the project's own eslint
}
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
  'git.enabled': false,
  'git.openRepositoryInParentFolders': 'never',
  // VS Code's own TypeScript support (built in) would report TS2322 too: typescript-language-server's alone
  'typescript.validate.enable': false,
  'javascript.validate.enable': false,
  'editor.lightbulb.enabled': 'on',
  'editor.hover.delay': 100,
  'editor.minimap.enabled': false,
  'errknow.server.path': LSP,
}, null, 2));

const env = {
  ...process.env, HOME: dirs.home, XDG_CONFIG_HOME: dirs['xdg-config'], XDG_DATA_HOME: dirs['xdg-data'],
  XDG_CACHE_HOME: dirs['xdg-cache'], TMPDIR: dirs.tmp, SHELL: '/bin/bash',
  REAL_TOOLS_NODE_MODULES: NM, REAL_TOOLS_SCRATCH: dirs.scratch, REAL_TOOLS_LOG: path.join(WORK, 'real-tools-client.log'),
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
    const b = { x: e.x, y: e.y, height: e.height };
    const last = at(i + w.length - 1);
    const r2 = document.createRange();
    r2.setStart(last[0], last[1]);
    r2.setEnd(last[0], last[1] + 1);
    const e2 = r2.getBoundingClientRect();
    return { ...b, width: e2.right - e.x };
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

// Opens a workspace file the way a user does without the mouse: Quick Open (Ctrl+P), its path.
async function openFile(page, rel) {
  const name = path.basename(rel);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.press('Control+p');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: 10000 });
    await input.fill(rel);
    const row = page.locator('.quick-input-list .monaco-list-row', { hasText: name });
    if (await visible(row, 10000)) {
      await page.keyboard.press('Enter');
      if (await visible(page.locator('.tab.active', { hasText: name }), 10000)) return true;
    }
    await page.keyboard.press('Escape');
    await sleep(1000);
  }
  return false;
}

// The text of the explanation webview (VS Code nests it in two iframes), '' when absent: an
// analysis (section.finding) or the server's Markdown of the action's record (a <pre>).
const views = new Map();
async function explanationText(page) {
  for (const f of page.frames()) {
    const t = await f.evaluate(() => {
      if (document.querySelector('section.finding')) return `analysis\n${document.body.textContent}`;
      if (document.querySelector('body > pre') && document.querySelector('meta[http-equiv="Content-Security-Policy"]')) return `markdown\n${document.body.textContent}`;
      return '';
    }).catch(() => '');
    if (t) { const i = t.indexOf('\n'); views.set('last', t.slice(0, i)); return t.slice(i + 1); }
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

// The squiggle's class (squiggly-error, -warning, -info) under the box of a word, or ''.
async function squiggleUnder(page, box) {
  return page.evaluate((b) => {
    for (const el of document.querySelectorAll('.monaco-editor .view-overlays [class*="squiggly-"]')) {
      const r = el.getBoundingClientRect();
      const cy = b.y + b.height / 2;
      if (r.top <= cy + 2 && r.bottom >= cy - 2 && r.left <= b.x + b.width && r.right >= b.x) {
        return [...el.classList].find((c) => c.startsWith('squiggly-')) || 'squiggly';
      }
    }
    return '';
  }, box);
}

async function untilTrue(fn, ms, every = 500) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v || Date.now() > end) return v;
    await sleep(every);
  }
}

// The editor line (a .view-line) whose text starts like `text`.
function viewLine(page, text) {
  return page.locator('.editor-group-container.active .monaco-editor .view-line', { hasText: text.trim().slice(0, 24) }).first();
}

async function runCase(page, c, n) {
  const tag = `${n}-${c.tool}`;
  if (!check(`${c.tool}: ${c.tool}/${c.file} opens`, await openFile(page, `${c.tool}/${c.file}`))) return;
  const line = viewLine(page, c.lines[c.line].replace(/\t/g, ' '));
  await line.waitFor({ timeout: 15000 }).catch(() => undefined);

  // 1. the tool's diagnostic: the squiggle under its word, its source and code in the Problems panel
  let box = null;
  const squiggle = await untilTrue(async () => {
    box = await wordBox(line, c.word).catch(() => null);
    return box ? squiggleUnder(page, box) : '';
  }, TOOL_WAIT_MS);
  check(`${c.tool}: squiggle under "${c.word}" on line ${c.line + 1}`, squiggle !== '', `no squiggle (log: ${WORK}/real-tools-client.log)`);
  await runCommand(page, 'View: Focus Problems');
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = page.locator('.markers-panel .monaco-list-row', { hasText: new RegExp(`${esc(c.source)}\\s*\\(?${esc(c.code)}`) })
    .filter({ hasText: `[Ln ${c.line + 1},` });
  const rowOk = await visible(row, squiggle ? 15000 : 5000);
  const problems = await page.locator('.markers-panel').innerText().catch(() => '');
  check(`${c.tool}: Problems panel lists ${c.source}(${c.code}) on line ${c.line + 1}`, rowOk, problems);
  await shot(page, `${tag}-1-problems`);
  if (!squiggle || !box) return;

  // 2. the user's path: cursor on the diagnostic, Ctrl+. , errknow's "Explain: ..." (the menu can
  // open before errknow has answered for the diagnostic: close it and ask again, a few times)
  const click = async () => { await page.mouse.click(box.x + Math.max(2, Math.min(box.width / 2, 12)), box.y + box.height / 2); await page.mouse.move(5, 450); };
  const explainRow = page.locator('.action-widget .monaco-list-row', { hasText: 'Explain: ' }).filter({ hasText: c.title });
  let menuOk = false;
  for (let attempt = 0; attempt < 5 && !menuOk; attempt++) {
    if (attempt > 0) {
      await page.keyboard.press('Escape');
      await sleep(1000);
    }
    await click();
    await page.keyboard.press('Control+.');
    menuOk = await visible(explainRow, 6000);
  }
  const menuText = await page.locator('.action-widget').first().innerText().catch(() => '(no menu)');
  check(`${c.tool}: the quick-fix menu (Ctrl+.) offers errknow's "Explain" matching ${c.title}`, menuOk, menuText);
  await shot(page, `${tag}-2-quickfix`);
  if (menuOk) {
    const explain = (await explainRow.first().innerText()).split('\n').find((s) => s.includes('Explain: ')).trim();
    const title = explain.slice(explain.indexOf('Explain: ') + 'Explain: '.length).trim();
    console.log(`# ${c.tool}: "${explain}"`);
    const focused = page.locator('.action-widget .monaco-list-row.focused');
    for (let i = 0; i < 12 && !(await focused.first().innerText().catch(() => '')).includes(explain); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const view = await waitExplanation(page, [title], 15000);
    check(`${c.tool}: choosing it opens the explanation view titled "${title}"`, view.includes(title), view || '(no explanation view)');
    if (view) console.log(`# ${c.tool}: the view shows ${views.get('last') === 'analysis' ? 'an analysis of the diagnostic\'s text' : 'the record\'s Markdown (no analysis recognised the text)'}`);
    await shot(page, `${tag}-3-explanation`);
  } else {
    await page.keyboard.press('Escape');
  }

  // 3. a hover on the rule id where the user wrote it, in a suppression comment
  if (c.hover) {
    await openFile(page, `${c.tool}/${c.file}`);
    const hline = viewLine(page, c.lines[c.hover.line]);
    const hbox = await wordBox(hline, c.hover.word).catch(() => null);
    const hover = page.locator('.monaco-hover:visible', { hasText: c.hover.word });
    let hoverText = '';
    const errknowHover = async () => {
      // errknow's record: the rule id, more than a line of Markdown under it and its bold section
      // headings ("Likely causes", ...)
      const texts = await hover.allInnerTexts().catch(() => []);
      hoverText = texts.join('\n---\n');
      return texts.some((t) => t.trim().split('\n').filter((s) => s.trim()).length >= 2) && await hover.locator('strong').count() > 0;
    };
    let hoverOk = false;
    if (hbox) {
      const x = hbox.x + Math.max(2, Math.min(hbox.width / 2, 10));
      const y = hbox.y + hbox.height / 2;
      for (let attempt = 0; attempt < 3 && !hoverOk; attempt++) {
        await page.mouse.move(5, 450);
        await sleep(300);
        await page.mouse.move(x, y);
        hoverOk = await visible(hover, 6000) && await untilTrue(errknowHover, 4000);
        if (!hoverOk) {
          await page.mouse.click(x, y);
          await runCommand(page, 'Show or Focus Hover');
          hoverOk = await visible(hover, 6000) && await untilTrue(errknowHover, 4000);
        }
      }
    }
    check(`${c.tool}: hover on ${c.hover.word} in the suppression comment shows its record`, hoverOk,
      hbox ? hoverText || await page.locator('.monaco-hover').allInnerTexts().then((t) => t.join(' | ')).catch(() => '(no hover)') : 'word not found on the line');
    await shot(page, `${tag}-4-hover`);
    await page.mouse.move(5, 450);
    await page.keyboard.press('Escape');
  }
}

let cs;
let browser;
async function main() {
  const out = execFileSync(CODE_SERVER, [...csArgs, '--install-extension', VSIX, '--install-extension', CLIENT_VSIX], { env, encoding: 'utf8' });
  check('the errknow .vsix and real-tools-client install with code-server --install-extension',
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
  if (!check('workbench loaded', await page.waitForSelector('.monaco-workbench', { timeout: 60000 }).then(() => true, () => false))) return;
  await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 30000 }).catch(() => undefined);
  let n = 1;
  for (const c of cases) await runCase(page, c, n++);
}

// Ends the browser and code-server's whole process group (the language servers are its
// children), prints the summary and exits; also on the overall deadline and on SIGTERM/SIGINT.
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
const deadlineMs = Number(process.env.E2E_DEADLINE_MS || 360000);
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
