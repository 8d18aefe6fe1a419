// The `language` hint sent with an analysis: VS Code language ids the analyzer knows (the API's
// accepted names, lsp/README.md), or none. No vscode import: runs under `node --test`.
const KNOWN = new Set([
  'python', 'javascript', 'javascriptreact', 'typescript', 'typescriptreact', 'java', 'kotlin', 'csharp', 'go', 'rust',
  'c', 'cpp', 'ruby', 'php', 'sql', 'shellscript', 'powershell', 'dockerfile', 'yaml', 'json', 'toml', 'makefile', 'cmake',
]);

export function analysisLanguage(languageId: string | undefined): string | undefined {
  return languageId && KNOWN.has(languageId) ? languageId : undefined;
}
