// The explanation's rendering: sections in order, this platform's fixes first, HTML escaped,
// and an honest page when nothing is recognised.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from './lib.mjs';

const r = load('render');
const finding = {
  detected: { code: 'ECONNREFUSED', title: 'Connection refused', category: 'javascript', url: 'https://errknow.example/errors/javascript/econnrefused', meaning: 'Nothing listens on the port.', confidence: 0.914 },
  causes: ['The server is not running.', 'Wrong port.'],
  quick_fix: ['Start it with `npm start`.', 'Check the port.'],
  platform_fixes: { windows: ['Check the firewall.'], docker: ['Use the service name.'], linux: ['Run `ss -ltnp`.'] },
  checks: [{ step: 'Is it listening?', check: '`ss -ltn` lists the port' }, 'plain check'],
};
const analysis = { ...finding, findings: [finding] };

test('platformId maps Node platforms', () => {
  assert.equal(r.platformId('linux'), 'linux');
  assert.equal(r.platformId('darwin'), 'macos');
  assert.equal(r.platformId('win32'), 'windows');
});

test('platformOrder: this platform first, then alphabetical; absent platform not invented', () => {
  assert.deepEqual(r.platformOrder(finding.platform_fixes, 'linux'), ['linux', 'docker', 'windows']);
  assert.deepEqual(r.platformOrder(finding.platform_fixes, 'windows'), ['windows', 'docker', 'linux']);
  assert.deepEqual(r.platformOrder(finding.platform_fixes, 'macos'), ['docker', 'linux', 'windows']);
  assert.deepEqual(r.platformOrder(undefined, 'linux'), []);
});

test('markdown: title, meaning, causes, quick fix, platform fixes (this one first), checks, link, in that order', () => {
  const md = r.renderMarkdown(analysis, 'windows');
  const order = ['# Connection refused', '`ECONNREFUSED` · javascript · confidence 91%', 'Nothing listens', '## Likely causes',
    '## Quick fix', '1. Start it with `npm start`.', '## On windows (this machine)', '## On docker', '## On linux', '## Checks',
    '- Is it listening? — check: `ss -ltn` lists the port', '- plain check', 'More: https://errknow.example/errors/javascript/econnrefused'];
  let at = -1;
  for (const s of order) {
    const i = md.indexOf(s);
    assert.ok(i > at, `"${s}" missing or out of order in:\n${md}`);
    at = i;
  }
});

test('html: the same sections, inline code, escaped text, strict CSP, link only for http(s)', () => {
  const evil = { ...finding, detected: { ...finding.detected, title: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' } };
  const html = r.renderHtml({ findings: [evil] }, { platform: 'linux', source: '<script>bad()</script>' });
  assert.ok(!html.includes('<img'), 'title must be escaped');
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  assert.ok(!html.includes('<script>'), 'source must be escaped');
  assert.ok(!html.includes('href="javascript:'), 'only http(s) links');
  assert.match(html, /Content-Security-Policy" content="default-src 'none'/);
  const good = r.renderHtml(analysis, { platform: 'linux' });
  assert.ok(good.includes('<code>npm start</code>'));
  assert.ok(good.indexOf('On linux (this machine)') < good.indexOf('On docker'));
  assert.ok(good.includes('<a href="https://errknow.example/errors/javascript/econnrefused">'));
  for (const h of ['Likely causes', 'Quick fix', 'Checks']) assert.ok(good.includes(`<h2>${h}</h2>`), h);
});

test('at most three findings; headline names code and title', () => {
  const many = { findings: [1, 2, 3, 4, 5].map((i) => ({ detected: { code: `E${i}`, title: `Error ${i}` } })) };
  assert.equal(r.findingsOf(many).length, 3);
  assert.equal((r.renderMarkdown(many, 'linux').match(/^# /gm) || []).length, 3);
  assert.equal(r.headline(analysis), 'ECONNREFUSED: Connection refused');
  assert.equal(r.headline({ detected: { code: 'E0308', title: 'E0308 mismatched types' } }), 'E0308 mismatched types');
});

test('unrecognised or missing analysis: says so', () => {
  const unknown = { detected: { category: 'general', code: 'unrecognized', title: 'Unrecognized' } };
  assert.equal(r.isRecognised(unknown), false);
  assert.equal(r.isRecognised(analysis), true);
  assert.equal(r.isRecognised(null), false);
  assert.match(r.renderMarkdown(unknown), /No known error recognised/);
  assert.match(r.renderHtml(undefined), /No known error recognised/);
});

test('the server\'s Markdown for a rule is rendered, every text escaped, links only for http(s)', () => {
  const md = [
    '### Variable declared but never used (ESLint no-unused-vars)',
    '',
    '`no-unused-vars` · javascript',
    '',
    'ESLint found a binding <script>alert(1)</script> that is never read.',
    '',
    '**Likely causes**',
    '',
    '1. An import was left behind.',
    '2. The value is read under a misspelt name `x<y>`.',
    '',
    '**Checks**',
    '',
    '- Search for the name: Run `grep -n name file`.',
    '',
    '```',
    'if (a < b) {}',
    '```',
    '[Open the errknow page](http://127.0.0.1:8080/errors/javascript/eslint-no-unused-vars) [bad](javascript:alert(1))',
  ].join('\n');
  const html = r.markdownHtml(md);
  assert.match(html, /<h1>Variable declared but never used \(ESLint no-unused-vars\)<\/h1>/);
  assert.match(html, /<p><code>no-unused-vars<\/code> · javascript<\/p>/);
  assert.match(html, /<h2>Likely causes<\/h2>\n<ol>\n<li>An import was left behind\.<\/li>\n<li>The value is read under a misspelt name <code>x&lt;y&gt;<\/code>\.<\/li>\n<\/ol>/);
  assert.match(html, /<ul>\n<li>Search for the name: Run <code>grep -n name file<\/code>\.<\/li>\n<\/ul>/);
  assert.match(html, /<pre><code>if \(a &lt; b\) \{\}<\/code><\/pre>/);
  assert.match(html, /<a href="http:\/\/127\.0\.0\.1:8080\/errors\/javascript\/eslint-no-unused-vars">Open the errknow page<\/a>/);
  assert.ok(!html.includes('<script>'), html);
  assert.ok(!html.includes('href="javascript:'), html);
  const page = r.pageHtml('t', html);
  assert.match(page, /default-src 'none'/);
});
