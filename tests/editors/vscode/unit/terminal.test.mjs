// The terminal decision: failed commands are analysed, empty output is reported honestly,
// successes and Ctrl+C are left alone; escape sequences are stripped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from './lib.mjs';

const t = load('terminal');

test('stripAnsi removes OSC 633 markers, colours and line redraws', () => {
  const raw = '\x1b]633;C\x07\x1b[31mls: cannot access \'/x\': No such file or directory\x1b[0m\r\n50%\r100%\n\x1b]633;D;2\x07';
  assert.equal(t.stripAnsi(raw), "ls: cannot access '/x': No such file or directory\n100%\n");
});

test('exit 0, no exit code and Ctrl+C are ignored', () => {
  assert.equal(t.decide({ commandLine: 'ls', exitCode: 0, output: 'a' }).action, 'ignore');
  assert.equal(t.decide({ commandLine: 'ls', exitCode: undefined, output: 'a' }).action, 'ignore');
  assert.equal(t.decide({ commandLine: 'sleep 9', exitCode: 130, output: '^C' }).action, 'ignore');
});

test('a failure with output is analysed with the command line first', () => {
  const d = t.decide({ commandLine: ' npm test ', exitCode: 1, output: '\x1b[31mError: Cannot find module \'x\'\x1b[0m\r\n' });
  assert.deepEqual(d, { action: 'analyze', text: "$ npm test\nError: Cannot find module 'x'" });
});

test('a failure whose output arrived empty says so and names the way out', () => {
  const d = t.decide({ commandLine: 'ls /no/such', exitCode: 2, output: '\x1b]633;C\x07\r\n' });
  assert.equal(d.action, 'empty');
  assert.match(d.message, /`ls \/no\/such` failed \(exit code 2\)/);
  assert.match(d.message, /none of its output/);
  assert.match(d.message, /analyse the selection/);
});

test('long output keeps its last lines within the limits', () => {
  const lines = Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\n');
  const d = t.decide({ commandLine: 'make', exitCode: 2, output: lines });
  const got = d.text.split('\n');
  assert.equal(got[0], '$ make');
  assert.equal(got.length, t.MAX_OUTPUT_LINES + 1);
  assert.equal(got.at(-1), 'line 999');
  assert.ok(t.tail('x'.repeat(100000)).length <= t.MAX_OUTPUT_CHARS);
});

test('failureNotice: the detected error for known errors, nothing for unknown', () => {
  const cmd = { commandLine: 'ls /nope', exitCode: 2, output: '' };
  const a = { findings: [{ detected: { code: 'ENOENT', title: 'No such file or directory', category: 'linux' } }] };
  assert.equal(t.failureNotice(cmd, a), 'errknow: `ls /nope` failed (exit code 2): ENOENT: No such file or directory');
  assert.equal(t.failureNotice(cmd, { detected: { category: 'general', code: 'unrecognized' } }), undefined);
  assert.equal(t.shortCommand('x'.repeat(100)).length, 60);
});
