// What to do when a terminal command ends (shell integration): nothing, analyse its output, or
// say honestly that VS Code passed no output. Output of commands that print and exit at once
// often arrives empty through TerminalShellExecution.read(); the exit code and command line
// always arrive. Also the texts of the notifications. No vscode import: runs under `node --test`.
import { Analysis, headline, isRecognised } from './render';

export const MAX_OUTPUT_LINES = 400;
export const MAX_OUTPUT_CHARS = 64 * 1024;
export const INTERRUPTED_EXIT_CODES = [130]; // Ctrl+C: the user stopped it, nothing to explain

export interface EndedCommand {
  commandLine: string;
  exitCode: number | undefined;
  output: string; // raw, with escape sequences
}

export type TerminalDecision =
  | { action: 'ignore'; reason: string }
  | { action: 'empty'; message: string }
  | { action: 'analyze'; text: string };

// Removes OSC (ESC ] ... BEL or ESC \), CSI (ESC [ ...), other two-byte escapes and carriage
// returns that only redraw a line.
export function stripAnsi(s: string): string {
  return s
    .replace(/\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g, '')
    .replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '')
    .replace(/\x1b[@-Z\\-_]/g, '')
    .replace(/\r+\n/g, '\n')
    .replace(/[^\n]*\r(?!\n)/g, '');
}

// The last lines of the output, within the limits.
export function tail(text: string, maxLines = MAX_OUTPUT_LINES, maxChars = MAX_OUTPUT_CHARS): string {
  let lines = text.split('\n');
  if (lines.length > maxLines) lines = lines.slice(lines.length - maxLines);
  let out = lines.join('\n');
  if (out.length > maxChars) out = out.slice(out.length - maxChars);
  return out;
}

export function shortCommand(commandLine: string, max = 60): string {
  const c = commandLine.trim().replace(/\s+/g, ' ');
  return c.length > max ? c.slice(0, max - 1) + '…' : c;
}

export function decide(cmd: EndedCommand): TerminalDecision {
  if (cmd.exitCode === undefined) return { action: 'ignore', reason: 'no exit code (shell integration could not tell)' };
  if (cmd.exitCode === 0) return { action: 'ignore', reason: 'the command succeeded' };
  if (INTERRUPTED_EXIT_CODES.includes(cmd.exitCode)) return { action: 'ignore', reason: 'interrupted by the user' };
  const output = tail(stripAnsi(cmd.output)).trim();
  if (output === '') {
    return {
      action: 'empty',
      message:
        `errknow: \`${shortCommand(cmd.commandLine)}\` failed (exit code ${cmd.exitCode}), but VS Code passed on none of its output ` +
        '(this happens with commands that print and exit at once). Select the error in the terminal and analyse the selection.',
    };
  }
  const command = cmd.commandLine.trim();
  return { action: 'analyze', text: command ? `$ ${command}\n${output}` : output };
}

// The notification after an analysis: the detected error and the command, or undefined when
// nothing known was found (then there is nothing worth interrupting the user for).
export function failureNotice(cmd: EndedCommand, analysis: Analysis | undefined | null): string | undefined {
  if (!isRecognised(analysis)) return undefined;
  return `errknow: \`${shortCommand(cmd.commandLine)}\` failed (exit code ${cmd.exitCode}): ${headline(analysis)}`;
}
