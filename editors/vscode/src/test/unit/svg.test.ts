import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { decodeEntities, sanitizeSvg } from '../../core/svg';

const GOOD = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="791" height="612.57" viewBox="0 0 791 612.57" font-family="sans-serif">
<rect width="100%" height="100%" fill="#ffffff"/>
<g class="edge skill-dependency none" data-id="a/SKILL.md@8:7#skill-dependency&gt;b"><title>skill-dependency: b — resolved</title>
<polyline fill="none" stroke="#57606a" stroke-width="2.91" points="458.67,117.43 369,193.47"/>
</g>
<g class="node skill" data-id="skills/a/SKILL.md"><rect x="1" y="2" rx="6" width="10" height="5" fill="#fff"/><text x="3" y="4" font-size="12">a &amp; b &lt;c&gt;</text></g>
<g class="node mcp-server" data-id=".mcp.json#github"><title>github</title></g>
</svg>`;

test("catalog-studio's own drawing goes through whole, its nodes listed", () => {
  const r = sanitizeSvg(GOOD);
  assert.equal(r.dropped, 0);
  assert.deepEqual(r.nodeIds, ['skills/a/SKILL.md', '.mcp.json#github']);
  assert.match(r.svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" version="1.1" width="791" height="612.57" viewBox="0 0 791 612.57"/);
  assert.match(r.svg, /data-id="a\/SKILL.md@8:7#skill-dependency&gt;b"/);
  assert.match(r.svg, /<text x="3" y="4" font-size="12">a &amp; b &lt;c&gt;<\/text>/);
  assert.match(r.svg, /<\/svg>$/);
  assert.doesNotMatch(r.svg, /<\?xml/);
});

test('scripts, handlers, links, styles and foreign content are dropped with their content', () => {
  const evil = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">
<script>alert(2)</script><SCRIPT type="x">alert(3)</SCRIPT>
<g class="node skill" data-id="x" onclick="alert(4)" ONMOUSEOVER='alert(5)' style="background:url(http://e/x)">
<text x="1">ok</text></g>
<a href="javascript:alert(6)"><text>link</text></a>
<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src=x onerror=alert(7)></div></foreignObject>
<image href="http://e/x.png"/><use href="data:image/svg+xml,..."/>
<style>@import url(http://e/x.css)</style>
<rect fill="url(http://e/#x)" stroke="url(#local)" width="1"/>
<text>&lt;script&gt;alert(8)&lt;/script&gt;</text>
<!-- <script>alert(9)</script> -->
<![CDATA[<script>alert(10)</script>]]>
</svg>`;
  const r = sanitizeSvg(evil);
  assert.doesNotMatch(r.svg, /<script/i);
  assert.doesNotMatch(r.svg, /\son[a-z]+=/i);
  assert.doesNotMatch(r.svg, /href|javascript|foreignObject|<img|<image|<use|<style|<a\b|style=|http:\/\/e/i);
  assert.doesNotMatch(r.svg, /alert\((1|2|3|4|5|6|7|9)\)/);
  // Text that spells a tag stays text.
  assert.match(r.svg, /<text>&lt;script&gt;alert\(8\)&lt;\/script&gt;<\/text>/);
  assert.match(r.svg, /&lt;script&gt;alert\(10\)&lt;\/script&gt;/);
  assert.match(r.svg, /<rect stroke="url\(#local\)" width="1"\/>/);
  assert.deepEqual(r.nodeIds, ['x']);
  assert.ok(r.dropped >= 10, String(r.dropped));
});

test('quotes and markup in values cannot leave the attribute', () => {
  const r = sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg"><g class="node" data-id='a"><script>x</script>'></g></svg>`);
  assert.equal(r.svg, '<svg xmlns="http://www.w3.org/2000/svg"><g class="node" data-id="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;"></g></svg>');
  assert.deepEqual(r.nodeIds, ['a"><script>x</script>']);
});

test('nothing but an svg root; unclosed elements are closed', () => {
  assert.equal(sanitizeSvg('<html><body><svg></svg></body></html>').svg, '');
  assert.equal(sanitizeSvg('<svg><g><text>a').svg, '<svg><g><text>a</text></g></svg>');
  assert.equal(sanitizeSvg('<svg xmlns="http://evil/"></svg>').svg, '<svg></svg>');
});

test('entities decode once and re-escape', () => {
  assert.equal(decodeEntities('&lt;&#65;&#x42;&amp;lt;&nbsp;&#0;'), '<AB&lt;&nbsp;\ufffd');
});
