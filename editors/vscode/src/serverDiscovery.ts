// Finds the errknow-lsp executable, in this order: the setting errknow.server.path, the binary
// bundled in the extension (server/errknow-lsp), then errknow-lsp on PATH. Each candidate is
// probed with `--version`; the first that answers "errknow-lsp X.Y.Z" wins. No vscode import, so
// it runs under `node --test`.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

export const SERVER_PATH_SETTING = 'errknow.server.path';
export const SERVER_NAME = process.platform === 'win32' ? 'errknow-lsp.exe' : 'errknow-lsp';

export type Source = 'setting' | 'bundled' | 'PATH';

export interface Candidate {
  source: Source;
  path: string;
}

export interface Found {
  source: Source;
  path: string;
  version: string;
}

export interface Failure {
  message: string;
  tried: { candidate: Candidate; problem: string }[];
}

export type ProbeResult = { ok: true; version: string } | { ok: false; problem: string };
export type Probe = (file: string) => Promise<ProbeResult>;

// Every directory of a PATH-like string, joined with the server's name.
export function pathCandidates(envPath: string | undefined, name = SERVER_NAME): string[] {
  if (!envPath) return [];
  return envPath
    .split(path.delimiter)
    .filter((dir) => dir.trim() !== '')
    .map((dir) => path.join(dir, name));
}

// The candidates in the documented order. With the setting set, only the setting is tried: a
// wrong path must be reported, not silently replaced by another binary.
export function candidates(settingPath: string, extensionDir: string, envPath: string | undefined): Candidate[] {
  const configured = settingPath.trim();
  if (configured !== '') return [{ source: 'setting', path: configured }];
  const list: Candidate[] = [{ source: 'bundled', path: path.join(extensionDir, 'server', SERVER_NAME) }];
  for (const p of pathCandidates(envPath)) list.push({ source: 'PATH', path: p });
  return list;
}

// "errknow-lsp 0.1.0" -> "0.1.0"; anything else -> undefined.
export function parseVersion(output: string): string | undefined {
  const m = /^errknow-lsp\s+(\d+\.\d+\.\d+\S*)/m.exec(output.trim());
  return m ? m[1] : undefined;
}

// Runs `file --version` (2 s limit) and checks that it is errknow-lsp.
export const probeExecutable: Probe = (file) =>
  new Promise((resolve) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
    } catch {
      resolve({ ok: false, problem: fs.existsSync(file) ? 'is not executable' : 'does not exist' });
      return;
    }
    execFile(file, ['--version'], { timeout: 2000, windowsHide: true }, (err, stdout, stderr) => {
      if (err) {
        const why = err.killed ? 'did not answer --version within 2 s' : `failed on --version: ${err.message.split('\n')[0]}`;
        resolve({ ok: false, problem: why });
        return;
      }
      const version = parseVersion(String(stdout) || String(stderr));
      if (version) resolve({ ok: true, version });
      else resolve({ ok: false, problem: `answered --version with "${String(stdout).trim().slice(0, 80)}", not errknow-lsp` });
    });
  });

// The message shown when no candidate works; it always names the setting to change.
export function failureMessage(tried: { candidate: Candidate; problem: string }[]): string {
  const fromSetting = tried.find((t) => t.candidate.source === 'setting');
  if (fromSetting) {
    return `errknow: the server at "${fromSetting.candidate.path}" (setting ${SERVER_PATH_SETTING}) ${fromSetting.problem}. ` +
      `Change ${SERVER_PATH_SETTING} to the path of errknow-lsp, or clear it to use the bundled one or PATH.`;
  }
  const usable = tried.filter((t) => t.problem !== 'does not exist');
  const detail = usable.length ? ` (${usable.map((t) => `${t.candidate.path} ${t.problem}`).join('; ')})` : '';
  return `errknow: errknow-lsp was not found: no bundled binary and none on PATH${detail}. ` +
    `Set ${SERVER_PATH_SETTING} to the path of errknow-lsp.`;
}

// Tries the candidates in order; returns the first that works, or a failure with the message.
export async function discoverServer(list: Candidate[], probe: Probe = probeExecutable): Promise<Found | Failure> {
  const tried: { candidate: Candidate; problem: string }[] = [];
  for (const candidate of list) {
    const r = await probe(candidate.path);
    if (r.ok) return { source: candidate.source, path: candidate.path, version: r.version };
    tried.push({ candidate, problem: r.problem });
  }
  return { message: failureMessage(tried), tried };
}

export function isFound(r: Found | Failure): r is Found {
  return (r as Found).path !== undefined && (r as Found).version !== undefined;
}
