/**
 * The graph webview's page: the sanitised SVG inline, a strict Content-Security-Policy (nothing from outside; the one
 * style and the one script carry a fresh nonce, so no attribute handler or injected script can run), and a script
 * that posts `{ type: 'open', id }` with the `data-id` of a clicked node. No `vscode` import: the extension hands it
 * the webview's `cspSource`; the screenshot script renders the same page in Chromium.
 */
import { escapeAttribute, escapeText } from './svg';

export interface GraphPage {
  /** Already sanitised (sanitizeSvg). */
  readonly svg: string;
  readonly nonce: string;
  readonly title: string;
  /** A line under the title (the focus, or why the overview is shown). */
  readonly subtitle: string;
  /** The webview's `cspSource` (VS Code's resource origin); nothing is loaded from it, it is only allowed for fonts. */
  readonly cspSource?: string;
}

export function newNonce(random: (n: number) => Buffer): string {
  return random(18).toString('base64').replace(/[^A-Za-z0-9]/g, '');
}

export function contentSecurityPolicy(nonce: string, cspSource?: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `font-src ${cspSource ?? "'none'"}`,
    "img-src 'none'",
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function graphHtml(page: GraphPage): string {
  const nonce = escapeAttribute(page.nonce);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(page.nonce, page.cspSource))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${escapeText(page.title)}</title>
<style nonce="${nonce}">
  body { margin: 0; padding: 12px 16px; font-family: var(--vscode-font-family, sans-serif);
         color: var(--vscode-foreground, #1f2328); background: var(--vscode-editor-background, #ffffff); }
  header h1 { font-size: 15px; margin: 0 0 2px 0; font-weight: 600; }
  header p { font-size: 12px; margin: 0 0 10px 0; opacity: 0.8; }
  #graph svg { max-width: 100%; height: auto; border: 1px solid var(--vscode-panel-border, #d0d7de); border-radius: 4px; }
  #graph g.node { cursor: pointer; }
  #graph g.node:hover, #graph g.node:focus-visible { filter: drop-shadow(0 0 4px #0969da); outline: none; }
</style>
</head>
<body>
<header><h1>${escapeText(page.title)}</h1><p>${escapeText(page.subtitle)}</p></header>
<main id="graph">${page.svg}</main>
<script nonce="${nonce}">
  (function () {
    var api = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : null;
    function open(node) {
      var id = node.getAttribute('data-id');
      if (api && id) api.postMessage({ type: 'open', id: id });
    }
    var nodes = document.querySelectorAll('#graph g.node[data-id]');
    for (var i = 0; i < nodes.length; i++) {
      nodes[i].setAttribute('tabindex', '0');
      nodes[i].setAttribute('role', 'link');
    }
    document.getElementById('graph').addEventListener('click', function (e) {
      var node = e.target && e.target.closest ? e.target.closest('g.node[data-id]') : null;
      if (node) open(node);
    });
    document.getElementById('graph').addEventListener('keydown', function (e) {
      if (e.key !== 'Enter') return;
      var node = e.target && e.target.closest ? e.target.closest('g.node[data-id]') : null;
      if (node) open(node);
    });
  })();
</script>
</body>
</html>
`;
}

/** A message from the page, or undefined for anything else it might post. */
export function openMessage(message: unknown): string | undefined {
  if (message === null || typeof message !== 'object') return undefined;
  const m = message as Record<string, unknown>;
  return m.type === 'open' && typeof m.id === 'string' && m.id.length <= 4096 ? m.id : undefined;
}
