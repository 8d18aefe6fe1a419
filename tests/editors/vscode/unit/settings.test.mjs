// Settings to the server's settings object; the API key only from secret storage; code-action
// diagnostics merged from every source; the analysis language hint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from './lib.mjs';

const s = load('settings');
const da = load('diagnosticsAt');
const lang = load('language');

test('readSettings + serverSettings map errknow.* to the server keys', () => {
  const values = { mode: 'remote', backendUrl: ' https://ek.example ', 'diagnostics.languages': ['log'], 'diagnostics.patterns': ['*.txt'], aiActions: true };
  const got = s.serverSettings(s.readSettings((k) => values[k]), ' ek_secret ');
  assert.deepEqual(got, { mode: 'remote', aiActions: true, backendUrl: 'https://ek.example', apiKey: 'ek_secret', diagnosticLanguages: ['log'], diagnosticPatterns: ['*.txt'] });
});

test('defaults: embedded, no AI, an empty key is left out so $ERRKNOW_API_KEY still works', () => {
  const got = s.serverSettings(s.readSettings(() => undefined), '  ');
  assert.deepEqual(got, { mode: 'embedded', aiActions: false });
  assert.equal(s.serverSettings({ mode: 'bogus' }, undefined).mode, 'embedded');
});

test('remote without any key warns and names the command', () => {
  assert.match(s.remoteWithoutKey({ mode: 'remote', aiActions: false }, undefined), /errknow: Set API Key/);
  assert.equal(s.remoteWithoutKey({ mode: 'remote', aiActions: false }, 'ek_env'), undefined);
  assert.equal(s.remoteWithoutKey({ mode: 'remote', apiKey: 'k', aiActions: false }, undefined), undefined);
  assert.equal(s.remoteWithoutKey({ mode: 'embedded', aiActions: false }, undefined), undefined);
});

const R = (l1, c1, l2, c2) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });

test('mergeDiagnostics adds other sources touching the range, without repeats', () => {
  const own = { range: R(1, 0, 1, 30), message: 'ECONNREFUSED', source: 'errknow', code: 'ECONNREFUSED' };
  const other = { range: R(1, 20, 1, 25), message: 'suspicious', source: 'other-linter' };
  const elsewhere = { range: R(5, 0, 5, 3), message: 'far', source: 'x' };
  const got = da.mergeDiagnostics([own], [own, other, elsewhere], R(1, 21, 1, 21));
  assert.deepEqual(got.map((d) => d.source), ['errknow', 'other-linter']);
  // a cursor elsewhere on the line still gets the line's diagnostics
  assert.deepEqual(da.mergeDiagnostics([], [other, elsewhere], R(1, 2, 1, 2)).map((d) => d.source), ['other-linter']);
  // a selection only gets what it touches
  assert.deepEqual(da.mergeDiagnostics([], [other, elsewhere], R(1, 0, 1, 5)).map((d) => d.source), []);
  // structurally equal copies (VS Code converts them) are not repeated
  assert.equal(da.mergeDiagnostics([{ ...other }], [other], R(1, 21, 1, 21)).length, 1);
});

test('textAtCursor: diagnostics with source and code, then the line', () => {
  const d = [{ range: R(0, 0, 0, 4), message: 'mismatched types', source: 'rustc', code: { value: 'E0308' } }];
  assert.equal(da.textAtCursor('  let x: u8 = "a";  ', d), 'rustc E0308: mismatched types\nlet x: u8 = "a";');
  assert.equal(da.textAtCursor('connect ECONNREFUSED 127.0.0.1:5432', []), 'connect ECONNREFUSED 127.0.0.1:5432');
});

test('analysisLanguage passes known ids only', () => {
  assert.equal(lang.analysisLanguage('python'), 'python');
  assert.equal(lang.analysisLanguage('log'), undefined);
  assert.equal(lang.analysisLanguage(undefined), undefined);
});
