// Maps the errknow.* settings and the API key (from SecretStorage, never from settings) to the
// language server's settings object (lsp/README.md: initializationOptions and
// workspace/didChangeConfiguration). No vscode import: runs under `node --test`.

export interface ExtensionSettings {
  mode?: string;
  backendUrl?: string;
  diagnosticLanguages?: string[];
  diagnosticPatterns?: string[];
  aiActions?: boolean;
}

export interface ServerSettings {
  mode: 'embedded' | 'remote';
  backendUrl?: string;
  apiKey?: string;
  diagnosticLanguages?: string[];
  diagnosticPatterns?: string[];
  aiActions: boolean;
}

// Reads a value through a getter shaped like WorkspaceConfiguration.get.
export type Getter = <T>(key: string) => T | undefined;

export function readSettings(get: Getter): ExtensionSettings {
  return {
    mode: get<string>('mode'),
    backendUrl: get<string>('backendUrl'),
    diagnosticLanguages: get<string[]>('diagnostics.languages'),
    diagnosticPatterns: get<string[]>('diagnostics.patterns'),
    aiActions: get<boolean>('aiActions'),
  };
}

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

// The server's settings. An empty key is left out, so the server falls back to $ERRKNOW_API_KEY.
export function serverSettings(s: ExtensionSettings, apiKey: string | undefined): ServerSettings {
  const out: ServerSettings = { mode: s.mode === 'remote' ? 'remote' : 'embedded', aiActions: s.aiActions === true };
  if (typeof s.backendUrl === 'string' && s.backendUrl.trim() !== '') out.backendUrl = s.backendUrl.trim();
  if (apiKey && apiKey.trim() !== '') out.apiKey = apiKey.trim();
  const langs = strings(s.diagnosticLanguages);
  if (langs) out.diagnosticLanguages = langs;
  const pats = strings(s.diagnosticPatterns);
  if (pats) out.diagnosticPatterns = pats;
  return out;
}

// A warning when remote mode has no key to use, else undefined.
export function remoteWithoutKey(s: ServerSettings, envKey: string | undefined): string | undefined {
  if (s.mode !== 'remote' || s.apiKey || (envKey && envKey.trim())) return undefined;
  return 'errknow: errknow.mode is "remote" but no API key is set. Run "errknow: Set API Key"; until then errors are analysed offline.';
}
