// Test-only extension for errknow's VS Code real-tools test (e2e-real-tools.mjs): starts the real
// tools' language servers through vscode-languageclient, one LanguageClient per tool, as their own
// extensions do, with the settings, initializationOptions and request handlers the Neovim test
// (tests/editors/nvim/real_tools_test.lua) gives them. Each serves the workspace's directory named
// after the tool (pyright/, typescript-language-server/, eslint/, gopls/, clangd/,
// bash-language-server/) and starts when a document of its language there is first opened.
// Env (set for code-server by the test): REAL_TOOLS_NODE_MODULES (tests/editors/real-tools/install.sh:
// vscode-languageclient and the npm servers), REAL_TOOLS_SCRATCH (writable dir for gopls's GOPATH and
// GOCACHE), REAL_TOOLS_LOG (file the clients' state changes are appended to).
'use strict';
const vscode = require('vscode');
const fs = require('fs');
const path = require('path');

const NM = process.env.REAL_TOOLS_NODE_MODULES;
const SCRATCH = process.env.REAL_TOOLS_SCRATCH || require('os').tmpdir();
const LOG = process.env.REAL_TOOLS_LOG;
const log = (s) => { if (LOG) fs.appendFileSync(LOG, `${new Date().toISOString()} ${s}\n`); };

function tools(dir) {
  const eslintSettings = {
    validate: 'on', useESLintClass: false, experimental: { useFlatConfig: false },
    codeActionOnSave: { enable: false, mode: 'all' }, format: false, quiet: false, onIgnoredFiles: 'off',
    rulesCustomizations: [], run: 'onType', problems: { shortenToSingleLine: false }, nodePath: '',
    workingDirectory: { mode: 'location' }, workspaceFolder: { uri: vscode.Uri.file(dir('eslint')).toString(), name: 'eslint' },
    codeAction: { disableRuleComment: { enable: true, location: 'separateLine' }, showDocumentation: { enable: true } },
  };
  const ok = () => ({});
  return [
    { tool: 'pyright', languages: ['python'], command: `${NM}/.bin/pyright-langserver`, args: ['--stdio'],
      settings: { python: { analysis: { diagnosticMode: 'openFilesOnly' } } } },
    { tool: 'typescript-language-server', languages: ['typescript', 'javascript'], command: `${NM}/.bin/typescript-language-server`, args: ['--stdio'],
      initializationOptions: { tsserver: { path: `${NM}/typescript/lib` } },
      // VS Code's own TypeScript support (built in; code-server cannot disable it) has registered
      // commands of the same names as this server's (typescript.tsserverRequest, ...): leave them to it
      skipTakenCommands: true },
    { tool: 'eslint', languages: ['javascript'], command: `${NM}/.bin/vscode-eslint-language-server`, args: ['--stdio'],
      settings: eslintSettings,
      requests: {
        'eslint/confirmESLintExecution': () => 4, // approved
        'eslint/openDoc': ok, 'eslint/probeFailed': ok, 'eslint/noLibrary': ok, 'eslint/noConfig': ok,
      } },
    { tool: 'gopls', languages: ['go'], command: 'gopls', args: [],
      env: { GOPATH: path.join(SCRATCH, 'gopath'), GOCACHE: path.join(SCRATCH, 'gocache'), GOFLAGS: '-mod=mod', GOPROXY: 'off' } },
    { tool: 'clangd', languages: ['c'], command: 'clangd', args: ['--log=error'] },
    { tool: 'bash-language-server', languages: ['shellscript'], command: `${NM}/.bin/bash-language-server`, args: ['start'] },
  ];
}

// What a workspace/configuration item's section names in the settings (the whole of them when
// the tool asks without a section, as ESLint's server does), as Neovim's client answers.
function lookup(settings, section) {
  if (!section) return settings;
  let v = settings;
  for (const k of section.split('.')) {
    if (v === null || typeof v !== 'object' || !(k in v)) return null;
    v = v[k];
  }
  return v;
}

const clients = new Map();

function activate(context) {
  if (!NM) { log('REAL_TOOLS_NODE_MODULES is not set'); return; }
  const { LanguageClient, State } = require(path.join(NM, 'vscode-languageclient', 'node'));
  const root = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  if (!root) { log('no workspace folder'); return; }
  const dir = (tool) => path.join(root.uri.fsPath, tool);
  const all = tools(dir);

  const start = (t) => {
    const project = dir(t.tool);
    const serverOptions = {
      command: t.command, args: t.args,
      options: { cwd: project, env: { ...process.env, ...(t.env || {}) } },
    };
    const clientOptions = {
      documentSelector: t.languages.map((language) => ({ scheme: 'file', language, pattern: `${project}/**/*` })),
      workspaceFolder: { uri: vscode.Uri.file(project), name: t.tool, index: 0 },
      initializationOptions: t.initializationOptions,
      outputChannelName: `real tools: ${t.tool}`,
      middleware: t.settings ? {
        workspace: { configuration: (params) => params.items.map((item) => lookup(t.settings, item.section)) },
      } : undefined,
    };
    const client = new LanguageClient(`realtools.${t.tool}`, t.tool, serverOptions, clientOptions);
    if (t.skipTakenCommands) {
      const taken = (c) => {
        try { vscode.commands.registerCommand(c, () => undefined).dispose(); return false; } catch { return true; }
      };
      const feature = client.getFeature('workspace/executeCommand');
      const initialize = feature.initialize.bind(feature);
      feature.initialize = (caps) => {
        const all = (caps.executeCommandProvider || {}).commands || [];
        const commands = all.filter((c) => !taken(c));
        if (commands.length < all.length) log(`${t.tool}: commands left to VS Code: ${all.filter(taken).join(' ')}`);
        return initialize({ ...caps, executeCommandProvider: caps.executeCommandProvider && { ...caps.executeCommandProvider, commands } });
      };
    }
    client.onDidChangeState((e) => log(`${t.tool}: ${State[e.oldState]} -> ${State[e.newState]}`));
    for (const [method, handler] of Object.entries(t.requests || {})) client.onRequest(method, handler);
    clients.set(t.tool, client);
    context.subscriptions.push(client);
    log(`${t.tool}: starting ${t.command} ${t.args.join(' ')} in ${project}`);
    client.start().then(() => log(`${t.tool}: started`), (e) => log(`${t.tool}: failed to start: ${e && e.stack || e}`));
  };
  const maybeStart = (doc) => {
    if (doc.uri.scheme !== 'file') return;
    for (const t of all) {
      if (!clients.has(t.tool) && t.languages.includes(doc.languageId) && doc.uri.fsPath.startsWith(dir(t.tool) + path.sep)) start(t);
    }
  };
  vscode.workspace.textDocuments.forEach(maybeStart);
  context.subscriptions.push(vscode.workspace.onDidOpenTextDocument(maybeStart));
  log(`activated: node_modules ${NM}, workspace ${root.uri.fsPath}`);
}

async function deactivate() {
  await Promise.all([...clients.values()].map((c) => c.stop().catch(() => undefined)));
}

module.exports = { activate, deactivate };
