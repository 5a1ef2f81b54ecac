import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { contentSecurityPolicy, graphHtml, newNonce, openMessage } from '../../core/graphHtml';

test('a strict policy: nothing from outside, script and style only with the nonce', () => {
  const csp = contentSecurityPolicy('N0nce', 'https://x.vscode-cdn.net');
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'nonce-N0nce'(;|$)/);
  assert.match(csp, /style-src 'nonce-N0nce'(;|$)/);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
});

test('the page: the SVG, the escaped titles, the nonce on its one script and one style', () => {
  const html = graphHtml({ svg: '<svg></svg>', nonce: 'abc', title: 'Graph: <a>', subtitle: 's & t' });
  assert.match(html, /<main id="graph"><svg><\/svg><\/main>/);
  assert.match(html, /<h1>Graph: &lt;a&gt;<\/h1><p>s &amp; t<\/p>/);
  assert.equal((html.match(/<script/g) ?? []).length, 1);
  assert.match(html, /<script nonce="abc">/);
  assert.match(html, /<style nonce="abc">/);
  assert.match(html, /postMessage\(\{ type: 'open', id: id \}\)/);
});

test('nonces are fresh and alphanumeric', () => {
  const crypto = require('crypto') as typeof import('crypto');
  const a = newNonce(crypto.randomBytes);
  assert.match(a, /^[A-Za-z0-9]{16,}$/);
  assert.notEqual(a, newNonce(crypto.randomBytes));
});

test("only the page's open message is read", () => {
  assert.equal(openMessage({ type: 'open', id: 'skills/a/SKILL.md' }), 'skills/a/SKILL.md');
  assert.equal(openMessage({ type: 'run', id: 'x' }), undefined);
  assert.equal(openMessage({ type: 'open', id: 3 }), undefined);
  assert.equal(openMessage(null), undefined);
  assert.equal(openMessage('open'), undefined);
});
