/**
 * The graph's SVG made safe to put inline in the webview. The SVG is drawn by catalog-studio, but its text (names,
 * descriptions, origins, paths) comes from the workspace, which may be anyone's: so it is parsed and written anew from
 * a list of allowed elements and attributes, every text and attribute value escaped. Anything else (script, style,
 * foreignObject, image, use, a, every on* attribute, href, style=, url(...) other than a local #id) is dropped with
 * its content. The webview's Content-Security-Policy (no inline script without the nonce) is the second wall.
 * No `vscode` import.
 */

const ELEMENTS = new Set(['svg', 'g', 'rect', 'path', 'polyline', 'polygon', 'line', 'circle', 'ellipse', 'text',
  'tspan', 'title', 'desc', 'defs', 'marker', 'lineargradient', 'stop']);

const ATTRIBUTES = new Set(['class', 'data-id', 'id', 'd', 'points', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r',
  'rx', 'ry', 'dx', 'dy', 'width', 'height', 'viewbox', 'preserveaspectratio', 'fill', 'fill-opacity', 'fill-rule',
  'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin', 'stroke-opacity', 'opacity',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'transform',
  'marker-start', 'marker-mid', 'marker-end', 'markerwidth', 'markerheight', 'refx', 'refy', 'orient',
  'markerunits', 'offset', 'stop-color', 'stop-opacity', 'xmlns', 'version', 'z', 'data-kind', 'data-status']);

/** Case of the SVG names that are camelCase (the allow-lists above are lower case). */
const CAMEL: Record<string, string> = {
  viewbox: 'viewBox', preserveaspectratio: 'preserveAspectRatio', markerwidth: 'markerWidth',
  markerheight: 'markerHeight', refx: 'refX', refy: 'refY', markerunits: 'markerUnits', lineargradient: 'linearGradient',
};

export interface SanitizedSvg {
  readonly svg: string;
  /** The `data-id` of every `g` whose class has `node`, in document order. */
  readonly nodeIds: string[];
  /** How many elements and attributes were dropped (0 for catalog-studio's own drawing). */
  readonly dropped: number;
}

export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's five entities and character references decoded; anything else kept as written (and escaped later). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (m, e: string) => {
    if (e[0] !== '#') return NAMED[e];
    const cp = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\ufffd';
  });
}

function safeValue(name: string, value: string): boolean {
  const v = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  if (v.includes('javascript:') || v.includes('data:') || v.includes('expression(')) return false;
  const urls = v.match(/url\(([^)]*)\)/g) ?? [];
  if (urls.some((u) => !/^url\(['"]?#[a-z0-9_.:-]*['"]?\)$/.test(u))) return false;
  if (name === 'xmlns') return value === 'http://www.w3.org/2000/svg';
  return true;
}

const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The SVG rewritten from the allow-lists; the text before `<svg` (XML declaration, comments, doctype) is dropped. */
export function sanitizeSvg(input: string): SanitizedSvg {
  const out: string[] = [];
  const nodeIds: string[] = [];
  let dropped = 0;
  /** The dropped elements the reader is inside (their content is dropped too); empty when writing. */
  const skipped: string[] = [];
  const open: string[] = [];
  let i = 0;
  const n = input.length;
  while (i < n) {
    const lt = input.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i) {
      if (skipped.length === 0 && open.length > 0) out.push(escapeText(decodeEntities(input.slice(i, textEnd))));
      i = textEnd;
      continue;
    }
    // At '<'.
    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (input.startsWith('<![CDATA[', i)) {
      const end = input.indexOf(']]>', i + 9);
      const text = input.slice(i + 9, end < 0 ? n : end);
      if (skipped.length === 0 && open.length > 0) out.push(escapeText(text));
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (input.startsWith('<?', i) || input.startsWith('<!', i)) {
      const end = input.indexOf('>', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    // A tag: find its end outside quoted values.
    let j = i + 1;
    let quote = '';
    while (j < n) {
      const c = input[j];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '>') {
        break;
      }
      j++;
    }
    const tag = input.slice(i + 1, j);
    i = j < n ? j + 1 : n;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim().toLowerCase();
      if (skipped.length > 0) {
        // Up to the dropped element this closes (an unclosed <img> inside it is closed with it).
        const at = skipped.lastIndexOf(name);
        if (at >= 0) skipped.length = at;
      } else if (open.length > 0 && open[open.length - 1] === name) {
        open.pop();
        out.push(`</${CAMEL[name] ?? name}>`);
      }
      continue;
    }
    const selfClosing = /\/\s*$/.test(tag);
    const body = selfClosing ? tag.replace(/\/\s*$/, '') : tag;
    const nameMatch = /^([^\s/>]+)/.exec(body);
    if (!nameMatch) continue;
    const name = nameMatch[1].toLowerCase();
    if (skipped.length > 0 || !ELEMENTS.has(name) || (open.length === 0 && name !== 'svg')) {
      dropped++;
      if (!selfClosing) skipped.push(name);
      continue;
    }
    const attrs: string[] = [];
    let classes = '';
    let dataId: string | undefined;
    ATTR.lastIndex = nameMatch[1].length;
    let m: RegExpExecArray | null;
    while ((m = ATTR.exec(body)) !== null) {
      const attr = m[1].toLowerCase();
      const raw = m[2] ?? m[3] ?? m[4];
      if (raw === undefined || !ATTRIBUTES.has(attr)) {
        dropped++;
        continue;
      }
      const value = decodeEntities(raw);
      if (!safeValue(attr, value)) {
        dropped++;
        continue;
      }
      if (attr === 'class') classes = value;
      if (attr === 'data-id') dataId = value;
      attrs.push(` ${CAMEL[attr] ?? attr}="${escapeAttribute(value)}"`);
    }
    if (name === 'g' && dataId !== undefined && classes.split(/\s+/).includes('node')) nodeIds.push(dataId);
    const written = CAMEL[name] ?? name;
    if (selfClosing) {
      out.push(`<${written}${attrs.join('')}/>`);
    } else {
      out.push(`<${written}${attrs.join('')}>`);
      open.push(name);
    }
  }
  while (open.length > 0) {
    const name = open.pop()!;
    out.push(`</${CAMEL[name] ?? name}>`);
  }
  return { svg: out.join(''), nodeIds, dropped };
}
