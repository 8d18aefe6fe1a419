// Which diagnostics belong to a code-action request or to the cursor, from any extension, and
// the text to analyse for "Explain Error at Cursor". Works on plain position/range shapes (VS
// Code's Range and Diagnostic fit them), so it runs under `node --test` without vscode.

export interface Pos {
  line: number;
  character: number;
}
export interface Rng {
  start: Pos;
  end: Pos;
}
export interface Diag {
  range: Rng;
  message: string;
  source?: string;
  code?: string | number | { value: string | number };
}

function before(a: Pos, b: Pos): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

// True when the ranges share a position or touch (an empty range at a diagnostic's edge counts,
// as VS Code does for the cursor).
export function touches(a: Rng, b: Rng): boolean {
  return !before(a.end, b.start) && !before(b.end, a.start);
}

// True when the diagnostic is on one of the lines the range covers.
export function onLines(d: Diag, r: Rng): boolean {
  return d.range.start.line <= r.end.line && d.range.end.line >= r.start.line;
}

function key(d: Diag): string {
  const c = d.code === undefined ? '' : typeof d.code === 'object' ? String(d.code.value) : String(d.code);
  const { start, end } = d.range;
  return [d.source ?? '', c, d.message, start.line, start.character, end.line, end.character].join('\u0000');
}

// The request's diagnostics plus every other diagnostic of the document (any source) that
// touches the range: VS Code passes overlapping ones, this also catches the ones that only
// share the line when the request comes from a cursor position. Order: given first; no repeats.
export function mergeDiagnostics<D extends Diag>(given: readonly D[], all: readonly D[], range: Rng): D[] {
  const seen = new Set(given.map(key));
  const out = [...given];
  const empty = range.start.line === range.end.line && range.start.character === range.end.character;
  for (const d of all) {
    const relevant = touches(d.range, range) || (empty && onLines(d, range));
    if (relevant && !seen.has(key(d))) {
      seen.add(key(d));
      out.push(d);
    }
  }
  return out;
}

export function codeText(code: Diag['code']): string | undefined {
  if (code === undefined) return undefined;
  return typeof code === 'object' ? String(code.value) : String(code);
}

// What "Explain Error at Cursor" analyses: the messages of the diagnostics at the cursor (with
// their code and source, which are signals for the analyzer) and the cursor's line.
export function textAtCursor(lineText: string, diagnostics: readonly Diag[]): string {
  const parts: string[] = [];
  for (const d of diagnostics) {
    const code = codeText(d.code);
    const prefix = [d.source, code].filter(Boolean).join(' ');
    parts.push(prefix ? `${prefix}: ${d.message}` : d.message);
  }
  const line = lineText.trim();
  if (line && !parts.some((p) => p.includes(line))) parts.push(line);
  return parts.join('\n');
}
