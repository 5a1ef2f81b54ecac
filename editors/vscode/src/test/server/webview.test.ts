/**
 * The graph webview's page in a real browser: headless Chromium (when installed) loads the extension's own page over
 * the SVG that the real catalog-studio draws for the sample, a click on a node's label posts that node's data-id, and a
 * script without the page's nonce does not run (the Content-Security-Policy holds).
 *
 * Replaced parts of VS Code: the webview itself, by Chromium (VS Code's webviews are Chromium too, inside an iframe);
 * `acquireVsCodeApi`, by a function, added with the page's nonce, whose postMessage writes the message into the DOM
 * that Chromium dumps.
 */
import { after, before, describe, test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { graphArgs } from '../../core/args';
import { focusFor } from '../../core/graphNodes';
import { graphHtml } from '../../core/graphHtml';
import { run } from '../../core/run';
import { nodeProbe, resolveExecutable } from '../../core/serverPath';
import { sanitizeSvg } from '../../core/svg';
import { copySample, launcherPath, skipReason } from './harness';

const chromium = resolveExecutable({ configured: process.env.CHROMIUM, settingName: 'CHROMIUM', program: 'chromium',
  env: process.env, platform: process.platform }, nodeProbe);
const skip = skipReason() ?? (chromium.ok ? undefined : 'no chromium on the PATH (or $CHROMIUM): webview test skipped');
if (skip) console.log(`# SKIP: ${skip}`);

describe('the graph webview page in headless Chromium', { skip }, () => {
  let root: string;
  before(() => {
    root = copySample();
  });
  after(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

  test('a click on a node posts its data-id; a script without the nonce does not run', async () => {
    const focus = focusFor(root, path.join(root, 'skills', 'incident-response', 'SKILL.md'), (p) => fs.existsSync(p));
    const svg = await run(launcherPath(), graphArgs(root, focus, 'light'), { cwd: root });
    assert.equal(svg.code, 0, svg.stderr);
    const nonce = 'T3stNonce0123456789';
    let html = graphHtml({ svg: sanitizeSvg(svg.stdout).svg, nonce, title: 'Graph', subtitle: String(focus) });
    html = html.replace('<header>', `<script nonce="${nonce}">window.acquireVsCodeApi = function () { return {
      postMessage: function (m) { document.body.setAttribute('data-posted', JSON.stringify(m)); } }; };</script>
<header>`).replace('</body>', `<script nonce="${nonce}">
  document.querySelector('g.node[data-id="skills/k8s-triage/SKILL.md"] text')
    .dispatchEvent(new MouseEvent('click', { bubbles: true }));
</script>
<script>document.body.setAttribute('data-injected', 'ran');</script>
</body>`);
    const page = path.join(path.dirname(root), 'graph.html');
    fs.writeFileSync(page, html);
    if (!chromium.ok) throw new Error('unreachable');
    const r = await run(chromium.path, ['--headless', '--no-sandbox', '--disable-gpu', '--dump-dom',
      `--user-data-dir=${path.join(path.dirname(root), 'chromium-profile')}`, `file://${page}`], { timeoutMs: 120_000 });
    assert.equal(r.code, 0, r.stderr.slice(-2000));
    const body = /<body[^>]*>/.exec(r.stdout)?.[0] ?? '';
    assert.match(body, /data-posted="\{&quot;type&quot;:&quot;open&quot;,&quot;id&quot;:&quot;skills\/k8s-triage\/SKILL\.md&quot;\}"/);
    assert.doesNotMatch(body, /data-injected/);
  });
});
