// The explanation view: one webview panel beside the editor, reused for every explanation,
// showing render.ts's page (no scripts; links open in the browser).
import * as vscode from 'vscode';
import { Analysis, headline, markdownHtml, pageHtml, platformId, renderHtml } from './render';

let panel: vscode.WebviewPanel | undefined;

function show(title: string, html: (cspSource: string) => string): vscode.WebviewPanel {
  if (!panel) {
    // beside the editor, keeping the focus where the user works (editor or terminal)
    panel = vscode.window.createWebviewPanel('errknow.explanation', title, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
      enableScripts: false,
      enableFindWidget: true,
    });
    panel.onDidDispose(() => (panel = undefined));
  } else {
    panel.reveal(undefined, true); // where it is
  }
  panel.title = title;
  panel.webview.html = html(panel.webview.cspSource);
  return panel;
}

export function showAnalysis(analysis: Analysis, source?: string): vscode.WebviewPanel {
  return show(`errknow: ${headline(analysis)}`, (cspSource) => renderHtml(analysis, { platform: platformId(), source, cspSource }));
}

// The server's own Markdown for a code action's reference (a linter's rule explained by its
// record), rendered, when no analysis is at hand.
export function showMarkdown(title: string, markdown: string): vscode.WebviewPanel {
  return show(`errknow: ${title}`, (cspSource) => pageHtml(title, `<section class="finding">\n${markdownHtml(markdown)}\n</section>`, cspSource));
}
