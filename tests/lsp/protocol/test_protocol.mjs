// errknow-lsp driven by vscode-languageserver-protocol 3.17.5, the library under VS Code's
// language client: the real binary over stdio, every message typed and framed by that library.
//   ERRKNOW_LSP_BIN=build/lsp/errknow-lsp node --test tests/lsp/protocol/test_protocol.mjs
// (run_protocol_test.sh installs the library into the build dir and runs this).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import pkg from 'vscode-languageserver-protocol/node.js';

const {
  createProtocolConnection, StreamMessageReader, StreamMessageWriter, CancellationTokenSource, ResponseError,
  InitializeRequest, InitializedNotification, DidOpenTextDocumentNotification, DidChangeTextDocumentNotification,
  PublishDiagnosticsNotification, HoverRequest, CodeActionRequest, ExecuteCommandRequest, ShutdownRequest,
  ExitNotification, RequestType, ErrorCodes, LSPErrorCodes,
} = pkg;

const binary = process.env.ERRKNOW_LSP_BIN;
const AnalyzeRequest = new RequestType('errknow/analyze');

// One server process and its connection; diagnostics are collected per URI as they arrive.
function startServer(t) {
  assert.ok(binary, 'set ERRKNOW_LSP_BIN to the errknow-lsp binary');
  const proc = spawn(binary, ['--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d) => { stderr += d; });
  const exited = new Promise((resolve) => proc.on('exit', (code, signal) => resolve(signal ? `signal ${signal}` : code)));
  const conn = createProtocolConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  const published = [];
  const waiters = [];
  conn.onNotification(PublishDiagnosticsNotification.type, (p) => {
    published.push(p);
    waiters.splice(0).forEach((w) => w());
  });
  conn.listen();
  t.after(() => {
    conn.dispose();
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  });
  // The next diagnostics for `uri` whose version is at least `version`.
  const diagnosticsFor = (uri, version) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no publishDiagnostics for ${uri} v${version}; stderr: ${stderr}`)), 10000);
    const check = () => {
      const hit = published.find((p) => p.uri === uri && (p.version ?? 0) >= version);
      if (hit) { clearTimeout(timer); resolve(hit); } else waiters.push(check);
    };
    check();
  });
  return { proc, conn, exited, diagnosticsFor, stderr: () => stderr };
}

const range = (line, from, to) => ({ start: { line, character: from }, end: { line, character: to } });

test('errknow-lsp through vscode-languageserver-protocol', { timeout: 60000 }, async (t) => {
  const { conn, exited, diagnosticsFor } = startServer(t);

  const init = await conn.sendRequest(InitializeRequest.type, {
    processId: process.pid, rootUri: 'file:///work', workspaceFolders: null,
    capabilities: {
      general: { positionEncodings: ['utf-16'] },
      textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] },
        codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } } } },
    },
  });
  await t.test('initialize announces errknow\'s capabilities and UTF-16', () => {
    const c = init.capabilities;
    assert.equal(c.positionEncoding, 'utf-16');
    assert.equal(c.hoverProvider, true);
    assert.deepEqual(c.textDocumentSync, { openClose: true, change: 2 });
    assert.deepEqual(c.codeActionProvider.codeActionKinds, ['quickfix']);
    assert.ok(c.executeCommandProvider.commands.includes('errknow.analyze'));
    assert.equal(init.serverInfo.name, 'errknow-lsp');
  });
  await conn.sendNotification(InitializedNotification.type, {});

  // A log: errknow's diagnostics.
  const logUri = 'file:///work/app.log';
  const log = '2026-11-22 10:00:01 INFO starting\n'
    + '2026-11-22 10:00:02 ERROR connect ECONNREFUSED 127.0.0.1:5432\n'
    + '2026-11-22 10:00:03 INFO retrying\n';
  await conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: logUri, languageId: 'log', version: 1, text: log } });
  const first = await diagnosticsFor(logUri, 1);
  const own = first.diagnostics[0];
  await t.test('didOpen of a log publishes errknow diagnostics', () => {
    assert.equal(first.diagnostics.length, 1);
    assert.equal(own.source, 'errknow');
    assert.equal(own.code, 'ECONNREFUSED');
    assert.equal(own.range.start.line, 1);
    assert.match(own.codeDescription.href, /^http:\/\/127\.0\.0\.1:8080\/errors\/[a-z-]+\/[a-z0-9-]+/);
  });

  // A source document: hover on codes, nothing on ordinary numbers.
  const jsUri = 'file:///work/server.js';
  await conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: jsUri, languageId: 'javascript', version: 1,
    text: '// listening on port 8080\nif (err.code === \'ECONNREFUSED\') retry();\n// rustc: error[E0308]: mismatched types\n' } });
  const refused = await conn.sendRequest(HoverRequest.type, { textDocument: { uri: jsUri }, position: { line: 1, character: 22 } });
  const e0308 = await conn.sendRequest(HoverRequest.type, { textDocument: { uri: jsUri }, position: { line: 2, character: 19 } });
  const port = await conn.sendRequest(HoverRequest.type, { textDocument: { uri: jsUri }, position: { line: 0, character: 22 } });
  await t.test('hover explains error codes in markdown and ignores a port number', () => {
    assert.equal(refused.contents.kind, 'markdown');
    assert.match(refused.contents.value, /ECONNREFUSED/);
    assert.deepEqual(refused.range, range(1, 18, 30));
    assert.equal(e0308.contents.kind, 'markdown');
    assert.match(e0308.contents.value, /E0308/);
    assert.equal(port, null);
  });

  // Code actions on errknow's own diagnostic and on another linter's, in one request.
  const foreign = { range: range(1, 0, 10), severity: 1, source: 'Pylance', message: 'ModuleNotFoundError: No module named \'requests\'' };
  const actions = await conn.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: logUri }, range: own.range, context: { diagnostics: [own, foreign], only: ['quickfix'] } });
  await t.test('code actions on errknow\'s and another source\'s diagnostics', () => {
    const explains = actions.filter((a) => a.title.startsWith('Explain: '));
    assert.equal(explains.length, 2);
    assert.deepEqual(explains.map((a) => a.diagnostics[0].source).sort(), ['Pylance', 'errknow']);
    assert.ok(actions.every((a) => a.kind === 'quickfix'));
    const codes = explains.map((a) => a.command.arguments[0].code).sort();
    assert.deepEqual(codes, ['ECONNREFUSED', 'ModuleNotFoundError']);
    assert.equal(actions.filter((a) => a.command.command === 'errknow.openPage').length, 2);
    assert.ok(!actions.some((a) => a.command.command === 'errknow.deepAnalysis'), 'deep analysis only when aiActions is on');
  });

  // An incremental change: line 2 becomes a Python error; the diagnostics follow.
  await conn.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri: logUri, version: 2 },
    contentChanges: [{ range: range(2, 20, 33), text: 'ERROR ModuleNotFoundError: No module named \'requests\'' }],
  });
  const second = await diagnosticsFor(logUri, 2);
  await t.test('an incremental didChange publishes new diagnostics', () => {
    assert.equal(second.version, 2);
    const codes = second.diagnostics.map((d) => d.code);
    assert.ok(codes.includes('ModuleNotFoundError'), `codes: ${codes}`);
    const moved = second.diagnostics.find((d) => d.code === 'ModuleNotFoundError');
    assert.equal(moved.range.start.line, 2);
  });

  const byRequest = await conn.sendRequest(AnalyzeRequest, { text: 'TypeError: Cannot read properties of undefined (reading \'map\')' });
  const byCommand = await conn.sendRequest(ExecuteCommandRequest.type,
    { command: 'errknow.analyze', arguments: ['psql: error: connection refused\nERROR:  relation "users" does not exist', 'sql'] });
  await t.test('errknow/analyze and the errknow.analyze command answer analyses', () => {
    assert.equal(byRequest.detected.category, 'javascript');
    assert.equal(byCommand.detected.category, 'postgresql');
  });
  await t.test('errknow/analyze without text is InvalidParams', async () => {
    await assert.rejects(conn.sendRequest(AnalyzeRequest, { language: 'python' }),
      (e) => e instanceof ResponseError && e.code === ErrorCodes.InvalidParams);
  });

  await conn.sendRequest(ShutdownRequest.type);
  await conn.sendNotification(ExitNotification.type);
  const code = await exited;
  await t.test('shutdown then exit ends with 0', () => assert.equal(code, 0));
});

// Cancellation of a queued request, with no race: the server works in remote mode against a
// stand-in backend (on loopback) that holds every analysis until the test releases it, so both
// workers stay busy; an unknown method, which the reader answers itself and in order, proves the
// cancellation was read before the release.
test('a request cancelled while queued answers RequestCancelled and never runs', { timeout: 30000 }, async (t) => {
  const held = [];
  let calls = 0;
  let arrived = () => {};
  const backend = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => { calls += 1; held.push(res); arrived(); });
  });
  await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
  t.after(() => { backend.closeAllConnections(); backend.close(); });
  const release = () => held.splice(0).forEach((res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ detected: { code: 'GATED' } }));
  });

  const { conn } = startServer(t);
  await conn.sendRequest(InitializeRequest.type, {
    processId: null, rootUri: null, capabilities: {},
    initializationOptions: { mode: 'remote', backendUrl: `http://127.0.0.1:${backend.address().port}`, apiKey: 'ek_test' },
  });
  conn.sendNotification(InitializedNotification.type, {});
  const twoHeld = new Promise((resolve) => { arrived = () => { if (held.length >= 2) resolve(); }; });
  const busy = [1, 2].map((n) => conn.sendRequest(AnalyzeRequest, { text: `held ${n}` }));
  await twoHeld;
  const source = new CancellationTokenSource();
  const queued = conn.sendRequest(AnalyzeRequest, { text: 'ECONNREFUSED' }, source.token);
  source.cancel();
  await assert.rejects(conn.sendRequest(new RequestType('errknow/noSuchMethod'), {}),
    (e) => e instanceof ResponseError && e.code === ErrorCodes.MethodNotFound);
  release();
  await assert.rejects(queued, (e) => e instanceof ResponseError && e.code === LSPErrorCodes.RequestCancelled);
  for (const answer of await Promise.all(busy)) assert.equal(answer.detected.code, 'GATED');
  assert.equal(calls, 2, 'the cancelled request reached the backend');
});

test('UTF-8 is negotiated when the client offers it', { timeout: 30000 }, async (t) => {
  const { conn, exited } = startServer(t);
  const init = await conn.sendRequest(InitializeRequest.type,
    { processId: null, rootUri: null, capabilities: { general: { positionEncodings: ['utf-8', 'utf-16'] } } });
  assert.equal(init.capabilities.positionEncoding, 'utf-8');
  await conn.sendNotification(InitializedNotification.type, {});
  const uri = 'file:///work/e.txt';
  // "🔥错误 " is 11 bytes: ECONNREFUSED starts at byte 19 (UTF-16 column 13).
  await conn.sendNotification(DidOpenTextDocumentNotification.type,
    { textDocument: { uri, languageId: 'markdown', version: 1, text: '🔥错误 connect ECONNREFUSED 127.0.0.1:5432\n' } });
  const h = await conn.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 22 } });
  assert.deepEqual(h.range, range(0, 19, 31));
  await conn.sendRequest(ShutdownRequest.type);
  await conn.sendNotification(ExitNotification.type);
  assert.equal(await exited, 0);
});
