// Turns the server's analysis (the API's analysis result, from errknow/analyze) into what the
// explanation view shows: per finding its title, meaning, causes, quick fix, platform fixes (this
// platform first), checks and link, as Markdown and as a self-contained HTML page. No vscode
// import, so it runs under `node --test`.

export interface Detected {
  code?: string;
  title?: string;
  category?: string;
  slug?: string;
  url?: string;
  meaning?: string;
  confidence?: number;
}

export interface Check {
  step?: string;
  check?: string;
}

export interface Finding {
  detected?: Detected;
  likely_area?: string;
  causes?: string[];
  quick_fix?: string[];
  platform_fixes?: Record<string, string[]>;
  checks?: (Check | string)[];
}

export interface Analysis extends Finding {
  findings?: Finding[];
}

export const MAX_FINDINGS = 3;

// process.platform -> the catalogue's platform id.
export function platformId(nodePlatform: string = process.platform): string {
  if (nodePlatform === 'darwin') return 'macos';
  if (nodePlatform === 'win32') return 'windows';
  return 'linux';
}

// Platform names in display order: this platform first, then the others alphabetically.
export function platformOrder(fixes: Record<string, string[]> | undefined, platform: string): string[] {
  const names = Object.keys(fixes ?? {}).filter((n) => n !== platform).sort();
  if (fixes && Object.prototype.hasOwnProperty.call(fixes, platform)) names.unshift(platform);
  return names;
}

// True when the analysis found a known error (not only the general/unrecognized fallback).
export function isRecognised(a: Analysis | undefined | null): boolean {
  const d = a?.findings?.[0]?.detected ?? a?.detected;
  if (!d) return false;
  return !(d.category === 'general' && (d.code === 'unrecognized' || d.slug === 'unrecognized'));
}

export function findingsOf(a: Analysis | undefined | null): Finding[] {
  if (!a || typeof a !== 'object') return [];
  if (Array.isArray(a.findings) && a.findings.length > 0) return a.findings.slice(0, MAX_FINDINGS);
  return a.detected ? [a] : [];
}

// A short one-line name for notifications and the view's title: "ENOENT: No such file ...".
export function headline(a: Analysis | undefined | null): string {
  const d = findingsOf(a)[0]?.detected;
  if (!d) return 'no known error';
  const title = d.title ?? 'Unknown error';
  return d.code && !title.includes(d.code) ? `${d.code}: ${title}` : title;
}

function checkText(c: Check | string): string {
  if (typeof c === 'string') return c;
  return [c.step, c.check ? `check: ${c.check}` : undefined].filter(Boolean).join(' — ');
}

function confidencePercent(c: number | undefined): string | undefined {
  return typeof c === 'number' && Number.isFinite(c) ? `confidence ${Math.round(c * 100)}%` : undefined;
}

interface Section {
  heading: string;
  items: string[];
  numbered: boolean;
}

function sections(f: Finding, platform: string): Section[] {
  const out: Section[] = [];
  const add = (heading: string, items: unknown, numbered: boolean) => {
    if (Array.isArray(items) && items.length) out.push({ heading, items: items.map(String), numbered });
  };
  add('Likely causes', f.causes, false);
  add('Quick fix', f.quick_fix, true);
  for (const name of platformOrder(f.platform_fixes, platform)) {
    add(name === platform ? `On ${name} (this machine)` : `On ${name}`, f.platform_fixes?.[name], true);
  }
  add('Checks', (f.checks ?? []).map(checkText), false);
  return out;
}

function metaLine(d: Detected): string[] {
  return [d.code ? `\`${d.code}\`` : undefined, d.category, confidencePercent(d.confidence)].filter(
    (x): x is string => Boolean(x),
  );
}

export function renderMarkdown(a: Analysis | undefined | null, platform: string = platformId()): string {
  const findings = findingsOf(a);
  if (!findings.length || !isRecognised(a)) return '# No known error recognised\n\nerrknow found no error it knows in this text.\n';
  const parts: string[] = [];
  for (const f of findings) {
    const d = f.detected ?? {};
    const lines = [`# ${d.title ?? d.code ?? 'Unknown error'}`];
    const meta = metaLine(d);
    if (meta.length) lines.push(meta.join(' · '));
    if (d.meaning) lines.push('', d.meaning);
    for (const s of sections(f, platform)) {
      lines.push('', `## ${s.heading}`);
      s.items.forEach((item, i) => lines.push(`${s.numbered ? `${i + 1}.` : '-'} ${item}`));
    }
    if (d.url) lines.push('', `More: ${d.url}`);
    parts.push(lines.join('\n'));
  }
  return parts.join('\n\n---\n\n') + '\n';
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

// Escapes, then turns `code` spans into <code>.
export function inlineHtml(s: string): string {
  return escapeHtml(s).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function safeUrl(url: string | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

// Inline Markdown of the server's text: escaped, then `code`, **bold** and [links](https://...).
function inlineMarkdown(s: string): string {
  const parts = s.split(/(`[^`]+`)/);
  return parts
    .map((p) => {
      if (p.length > 1 && p.startsWith('`') && p.endsWith('`')) return `<code>${escapeHtml(p.slice(1, -1))}</code>`;
      return escapeHtml(p)
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (all, text: string, url: string) =>
          /^https?:\/\//i.test(url) ? `<a href="${url}">${text}</a>` : all);
    })
    .join('');
}

// The server's Markdown for a code action (lsp/README.md: a ### title, paragraphs, **headings**,
// numbered and bulleted lists, fenced code, a link) as HTML, every text escaped. Used when the
// explanation has no analysis of its own (a linter's rule explained by its record).
export function markdownHtml(md: string): string {
  const out: string[] = [];
  let list: 'ul' | 'ol' | undefined;
  let para: string[] = [];
  let fence: string[] | undefined;
  const closeList = () => {
    if (list) out.push(`</${list}>`);
    list = undefined;
  };
  const closePara = () => {
    if (para.length) out.push(`<p>${inlineMarkdown(para.join(' '))}</p>`);
    para = [];
  };
  for (const line of md.split('\n')) {
    if (fence) {
      if (/^```/.test(line)) {
        out.push(`<pre><code>${escapeHtml(fence.join('\n'))}</code></pre>`);
        fence = undefined;
      } else fence.push(line);
      continue;
    }
    if (/^```/.test(line)) {
      closePara();
      closeList();
      fence = [];
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const strongLine = /^\*\*([^*]+)\*\*\s*$/.exec(line);
    const item = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/.exec(line);
    if (heading || strongLine) {
      closePara();
      closeList();
      out.push(heading ? `<h1>${inlineMarkdown(heading[2])}</h1>` : `<h2>${inlineMarkdown(strongLine![1])}</h2>`);
    } else if (item) {
      closePara();
      const kind = item[1] ? 'ul' : 'ol';
      if (list !== kind) {
        closeList();
        out.push(`<${kind}>`);
        list = kind;
      }
      out.push(`<li>${inlineMarkdown(item[3])}</li>`);
    } else if (!line.trim()) {
      closePara();
      closeList();
    } else {
      closeList();
      para.push(line.trim());
    }
  }
  if (fence) out.push(`<pre><code>${escapeHtml(fence.join('\n'))}</code></pre>`);
  closePara();
  closeList();
  return out.join('\n');
}

// The explanation view's page around `body` (HTML): the CSP blocks scripts and every other
// source, so no text from the analysis can run.
export function pageHtml(title: string, body: string, cspSource?: string): string {
  const csp = `default-src 'none'; style-src 'unsafe-inline'${cspSource ? ' ' + cspSource : ''};`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); color: var(--vscode-foreground); padding: 0 1.5em 2em; max-width: 60em; line-height: 1.5; }
h1 { font-size: 1.5em; margin-top: 1em; } h2 { font-size: 1.1em; margin: 1.2em 0 0.3em; }
.meta { color: var(--vscode-descriptionForeground); } code { font-family: var(--vscode-editor-font-family); background: var(--vscode-textCodeBlock-background); padding: 0 0.2em; }
section + section { border-top: 1px solid var(--vscode-panel-border); margin-top: 2em; } a { color: var(--vscode-textLink-foreground); }
pre { white-space: pre-wrap; background: var(--vscode-textCodeBlock-background); padding: 0.5em; }
</style></head>
<body>
${body}
</body></html>
`;
}

// The explanation view's page for an analysis.
export function renderHtml(a: Analysis | undefined | null, opts: { platform?: string; source?: string; cspSource?: string } = {}): string {
  const platform = opts.platform ?? platformId();
  const findings = isRecognised(a) ? findingsOf(a) : [];
  const body: string[] = [];
  if (!findings.length) {
    body.push('<h1>No known error recognised</h1>', '<p>errknow found no error it knows in this text.</p>');
  }
  for (const f of findings) {
    const d = f.detected ?? {};
    body.push('<section class="finding">');
    body.push(`<h1>${inlineHtml(d.title ?? d.code ?? 'Unknown error')}</h1>`);
    const meta = metaLine(d).map(inlineHtml);
    if (meta.length) body.push(`<p class="meta">${meta.join(' · ')}</p>`);
    if (d.meaning) body.push(`<p class="meaning">${inlineHtml(d.meaning)}</p>`);
    for (const s of sections(f, platform)) {
      const tag = s.numbered ? 'ol' : 'ul';
      body.push(`<h2>${escapeHtml(s.heading)}</h2>`, `<${tag}>${s.items.map((i) => `<li>${inlineHtml(i)}</li>`).join('')}</${tag}>`);
    }
    const url = safeUrl(d.url);
    if (url) body.push(`<p class="link">More: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`);
    body.push('</section>');
  }
  if (opts.source) body.push(`<details><summary>Analysed text</summary><pre>${escapeHtml(opts.source)}</pre></details>`);
  return pageHtml(headline(a), body.join('\n'), opts.cspSource);
}
