// The errknow VS Code extension: finds and starts errknow-lsp (serverDiscovery.ts), keeps its
// settings and API key in sync (settings.ts), hands every overlapping diagnostic from any
// extension to its code actions (diagnosticsAt.ts), and adds the commands, the explanation view
// (explainView.ts) and the terminal hook (terminal.ts).
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, Middleware, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { mergeDiagnostics, textAtCursor } from './diagnosticsAt';
import { showAnalysis, showMarkdown } from './explainView';
import { analysisLanguage } from './language';
import { Analysis, isRecognised } from './render';
import { SERVER_PATH_SETTING, candidates, discoverServer, isFound } from './serverDiscovery';
import { readSettings, remoteWithoutKey, serverSettings, ServerSettings } from './settings';
import { EndedCommand, decide, failureNotice } from './terminal';

const SECRET_KEY = 'errknow.apiKey';
let client: LanguageClient | undefined;
let out: vscode.OutputChannel;
let context: vscode.ExtensionContext;
let current: ServerSettings;

function log(msg: string): void {
  out.appendLine(`[${new Date().toISOString()}] ${msg}`);
}

async function computeSettings(): Promise<ServerSettings> {
  const cfg = vscode.workspace.getConfiguration('errknow');
  const key = await context.secrets.get(SECRET_KEY);
  return serverSettings(readSettings((k) => cfg.get(k)), key);
}

async function pushSettings(): Promise<void> {
  current = await computeSettings();
  const warning = remoteWithoutKey(current, process.env.ERRKNOW_API_KEY);
  if (warning) void vscode.window.showWarningMessage(warning, 'Set API Key').then((b) => b && vscode.commands.executeCommand('errknow.setApiKey'));
  if (client?.isRunning()) await client.sendNotification('workspace/didChangeConfiguration', { settings: { errknow: current } });
}

// Code actions: every diagnostic of the document that touches the range, from any source, goes
// to the server; "Explain" actions open the explanation view with the text they are about.
const middleware: Middleware = {
  async provideCodeActions(document, range, ctx, token, next) {
    const all = vscode.languages.getDiagnostics(document.uri);
    const diagnostics = mergeDiagnostics(ctx.diagnostics, all, range);
    const merged: vscode.CodeActionContext = { diagnostics, only: ctx.only, triggerKind: ctx.triggerKind };
    const actions = await next(document, range, merged, token);
    if (!actions) return actions;
    const lines = new Set<number>(); // the lines the diagnostics cover, at most 50 per diagnostic
    const addLines = (r: vscode.Range) => { for (let l = r.start.line; l <= Math.min(r.end.line, r.start.line + 49); l++) lines.add(l); };
    diagnostics.forEach((d) => addLines(d.range));
    if (!lines.size) addLines(range);
    const text = range.isEmpty || diagnostics.length
      ? textAtCursor([...lines].sort((a, b) => a - b).map((l) => document.lineAt(l).text).join('\n'), diagnostics)
      : document.getText(range);
    for (const a of actions) {
      const cmd = a instanceof vscode.CodeAction ? a.command : (a as vscode.Command);
      if (cmd?.command === 'errknow.explain') {
        cmd.command = 'errknow.showExplanation';
        cmd.arguments = [cmd.arguments?.[0], text, document.languageId];
      }
    }
    return actions;
  },
  async executeCommand(command, args, next) {
    if (command === 'errknow.explain') return showExplanation(args[0], undefined, undefined);
    return next(command, args);
  },
};

async function analyze(text: string, languageId?: string): Promise<Analysis | undefined> {
  if (!client?.isRunning()) {
    void vscode.window.showErrorMessage(`errknow: the language server is not running. Check ${SERVER_PATH_SETTING}, then run "errknow: Restart Language Server".`);
    return undefined;
  }
  const language = analysisLanguage(languageId);
  return client.sendRequest<Analysis>('errknow/analyze', language ? { text, language } : { text });
}

interface Ref {
  code?: string;
  title?: string;
  markdown?: string;
}

// The view for an "Explain" code action: a fresh analysis of the text (its finding for the
// action's code first), or the server's Markdown when the text gives nothing better.
async function showExplanation(ref: Ref | undefined, text: string | undefined, languageId: string | undefined): Promise<void> {
  log(`explain ${ref?.code ?? '?'} (${text ? `${text.length} chars of context` : 'no context'})`);
  if (text) {
    const a = await analyze(text, languageId);
    if (a && isRecognised(a)) {
      if (ref?.code && Array.isArray(a.findings)) {
        const i = a.findings.findIndex((f) => f.detected?.code === ref.code);
        if (i > 0) a.findings.unshift(...a.findings.splice(i, 1));
      }
      showAnalysis(a, text);
      return;
    }
  }
  if (ref?.markdown) showMarkdown(ref.title ?? ref.code ?? 'explanation', ref.markdown);
  else void vscode.window.showInformationMessage('errknow: nothing to explain here.');
}

async function analyzeAndShow(text: string, languageId?: string): Promise<void> {
  if (!text.trim()) {
    void vscode.window.showInformationMessage('errknow: there is no text to analyse.');
    return;
  }
  const a = await analyze(text, languageId);
  if (a) showAnalysis(a, text);
}

async function analyzeSelection(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return void vscode.window.showInformationMessage('errknow: open an editor and select the error text first.');
  const sel = editor.selections.filter((s) => !s.isEmpty);
  const text = sel.length ? sel.map((s) => editor.document.getText(s)).join('\n') : editor.document.getText();
  await analyzeAndShow(text, editor.document.languageId);
}

async function explainAtCursor(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return void vscode.window.showInformationMessage('errknow: open an editor and put the cursor on an error first.');
  const pos = editor.selection.active;
  const here = new vscode.Range(pos, pos);
  const diags = mergeDiagnostics([], vscode.languages.getDiagnostics(editor.document.uri), here);
  await analyzeAndShow(textAtCursor(editor.document.lineAt(pos.line).text, diags), editor.document.languageId);
}

// The terminal's selection, through the clipboard (the API has no other way), which is restored.
async function analyzeTerminalSelection(terminal?: vscode.Terminal): Promise<void> {
  const t = terminal ?? vscode.window.activeTerminal;
  if (!t) return void vscode.window.showInformationMessage('errknow: open a terminal and select the error text first.');
  t.show(false);
  const saved = await vscode.env.clipboard.readText();
  await vscode.env.clipboard.writeText('');
  await vscode.commands.executeCommand('workbench.action.terminal.copySelection');
  const text = await vscode.env.clipboard.readText();
  await vscode.env.clipboard.writeText(saved);
  if (!text.trim()) return void vscode.window.showInformationMessage('errknow: select the error in the terminal first (drag over it with the mouse), then run "errknow: Analyze Terminal Selection".');
  await analyzeAndShow(text);
}

async function onCommandFailed(cmd: EndedCommand, terminal: vscode.Terminal): Promise<void> {
  const d = decide(cmd);
  log(`terminal: \`${cmd.commandLine}\` exit=${cmd.exitCode} output=${cmd.output.length} chars -> ${d.action}`);
  if (d.action === 'ignore') return;
  if (d.action === 'empty') {
    const pick = await vscode.window.showInformationMessage(d.message, 'Analyze Terminal Selection');
    if (pick) await analyzeTerminalSelection(terminal);
    return;
  }
  const a = await analyze(d.text, 'shellscript');
  const notice = failureNotice(cmd, a);
  if (!a || !notice) return log('terminal: no known error in the output');
  const pick = await vscode.window.showWarningMessage(notice, 'Show fixes');
  if (pick) showAnalysis(a, d.text);
}

function watchTerminal(): void {
  const w = vscode.window;
  if (typeof w.onDidStartTerminalShellExecution !== 'function' || typeof w.onDidEndTerminalShellExecution !== 'function') {
    log('terminal: this VS Code has no shell-integration execution API; use "errknow: Analyze Terminal Selection"');
    return;
  }
  const outputs = new Map<vscode.TerminalShellExecution, Promise<string>>();
  context.subscriptions.push(
    // read() must start at once, or the beginning of the output is lost
    w.onDidStartTerminalShellExecution((e) => {
      if (!vscode.workspace.getConfiguration('errknow').get<boolean>('terminal.analyzeFailures', true)) return;
      outputs.set(e.execution, (async () => {
        let s = '';
        for await (const chunk of e.execution.read()) if (s.length < 1 << 20) s += chunk;
        return s;
      })().catch(() => ''));
    }),
    w.onDidEndTerminalShellExecution(async (e) => {
      const reading = outputs.get(e.execution);
      outputs.delete(e.execution);
      if (!reading) return;
      // the stream ends shortly after the command; do not wait forever
      const output = await Promise.race([reading, new Promise<string>((r) => setTimeout(() => r(''), 1500))]);
      await onCommandFailed({ commandLine: e.execution.commandLine.value, exitCode: e.exitCode, output }, e.terminal).catch((err) =>
        log(`terminal: ${String(err)}`),
      );
    }),
  );
}

async function startClient(): Promise<void> {
  const cfg = vscode.workspace.getConfiguration('errknow');
  const found = await discoverServer(candidates(cfg.get<string>('server.path', ''), context.extensionPath, process.env.PATH));
  if (!isFound(found)) {
    log(found.message);
    const pick = await vscode.window.showErrorMessage(found.message, 'Open Settings');
    if (pick) await vscode.commands.executeCommand('workbench.action.openSettings', SERVER_PATH_SETTING);
    return;
  }
  log(`server: ${found.path} (${found.source}), version ${found.version}`);
  current = await computeSettings();
  const serverOptions: ServerOptions = { command: found.path, args: ['--stdio'], transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: 'file' }, { scheme: 'untitled' }],
    initializationOptions: () => ({ errknow: current }),
    outputChannel: out,
    middleware,
  };
  client = new LanguageClient('errknow', 'errknow', serverOptions, clientOptions);
  await client.start();
  const warning = remoteWithoutKey(current, process.env.ERRKNOW_API_KEY);
  if (warning) void vscode.window.showWarningMessage(warning, 'Set API Key').then((b) => b && vscode.commands.executeCommand('errknow.setApiKey'));
}

async function restart(): Promise<void> {
  const old = client;
  client = undefined;
  if (old) await old.stop().catch(() => undefined);
  await startClient();
}

export async function activate(ctx: vscode.ExtensionContext): Promise<void> {
  context = ctx;
  out = vscode.window.createOutputChannel('errknow');
  // every command reports its failure instead of failing silently
  const reg = (id: string, fn: (...args: any[]) => unknown) =>
    ctx.subscriptions.push(vscode.commands.registerCommand(id, async (...args: any[]) => {
      try {
        return await fn(...args);
      } catch (err) {
        log(`${id}: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
        void vscode.window.showErrorMessage(`errknow: ${id} failed: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      }
    }));
  reg('errknow.analyzeSelection', analyzeSelection);
  reg('errknow.explainAtCursor', explainAtCursor);
  reg('errknow.analyzeTerminalSelection', () => analyzeTerminalSelection());
  reg('errknow.showExplanation', showExplanation);
  reg('errknow.restartServer', restart);
  reg('errknow.setApiKey', async () => {
    const key = await vscode.window.showInputBox({
      title: 'errknow: API key', prompt: 'The key for the errknow backend (kept in VS Code\'s secret storage, never in settings)',
      password: true, ignoreFocusOut: true,
    });
    if (key === undefined) return;
    if (key.trim() === '') await ctx.secrets.delete(SECRET_KEY);
    else await ctx.secrets.store(SECRET_KEY, key.trim());
    void vscode.window.showInformationMessage(key.trim() ? 'errknow: API key saved.' : 'errknow: API key removed.');
  });
  reg('errknow.clearApiKey', async () => {
    await ctx.secrets.delete(SECRET_KEY);
    void vscode.window.showInformationMessage('errknow: API key removed.');
  });
  ctx.subscriptions.push(
    ctx.secrets.onDidChange((e) => (e.key === SECRET_KEY ? pushSettings() : undefined)),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(SERVER_PATH_SETTING)) void restart();
      else if (e.affectsConfiguration('errknow')) void pushSettings();
    }),
  );
  watchTerminal();
  await startClient();
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}
