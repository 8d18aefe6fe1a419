// A stand-in for any other extension in the errknow VS Code e2e test: a non-LSP diagnostic
// collection "other-linter" with a warning (code OL1) on every "ECONNREFUSED" in .log files, so
// the test can check that errknow's quick fixes are offered on another extension's diagnostic.
// The message quotes the line, as linters and compilers quote the error they report.
'use strict';
const vscode = require('vscode');

function activate(context) {
  const collection = vscode.languages.createDiagnosticCollection('other-linter');
  context.subscriptions.push(collection);
  const lint = (doc) => {
    if (!/\.(log|md)$/.test(doc.fileName)) return;
    const found = [];
    for (let i = 0; i < doc.lineCount; i++) {
      const text = doc.lineAt(i).text;
      for (let k = text.indexOf('ECONNREFUSED'); k >= 0; k = text.indexOf('ECONNREFUSED', k + 1)) {
        const d = new vscode.Diagnostic(new vscode.Range(i, k, i, k + 12), `other-linter: ${text.trim()}`, vscode.DiagnosticSeverity.Warning);
        d.source = 'other-linter';
        d.code = 'OL1';
        found.push(d);
      }
    }
    collection.set(doc.uri, found);
  };
  vscode.workspace.textDocuments.forEach(lint);
  context.subscriptions.push(vscode.workspace.onDidOpenTextDocument(lint), vscode.workspace.onDidChangeTextDocument((e) => lint(e.document)));
}

module.exports = { activate, deactivate() {} };
