#!/usr/bin/env node
// Checks what the .vsix holds, with `vsce ls` (the files vsce packages) and, where `unzip` exists, the archive itself:
// the compiled extension, README and package.json, the production dependencies; no sources, tests, maps or dev tools.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const vsix = path.resolve(root, process.argv[2] || 'catalog-studio.vsix');
const vsce = require.resolve('@vscode/vsce/vsce', { paths: [root] });
const files = execFileSync(process.execPath, [vsce, 'ls'], { cwd: root, encoding: 'utf8' })
  .split(/\r?\n/).filter((l) => l.length > 0);

const problems = [];
const need = ['package.json', 'README.md', 'out/extension.js', 'out/core/client.js', 'out/core/svg.js',
  'node_modules/vscode-languageclient/lib/node/main.js', 'node_modules/vscode-languageserver-protocol/package.json',
  'node_modules/vscode-jsonrpc/package.json'];
for (const f of need) if (!files.includes(f)) problems.push(`missing ${f}`);
if (fs.existsSync(path.join(root, 'LICENSE')) && !files.includes('LICENSE')) problems.push('missing LICENSE');
for (const f of files) {
  if (/^src\//.test(f) || /^out\/test\//.test(f) || /\.test\.js$/.test(f)) problems.push(`test or source file ${f}`);
  if (/\.ts$/.test(f) || /\.map$/.test(f)) problems.push(`TypeScript source, declaration or map ${f}`);
  if (/^node_modules\/(typescript|@vscode\/vsce|@types|minimatch\/dist)\b/.test(f)) problems.push(`dev dependency ${f}`);
  if (/^(scripts\/|build\.sh$|tsconfig\.json$|.*\.vsix$)/.test(f)) problems.push(`build file ${f}`);
}
if (!fs.existsSync(vsix)) problems.push(`no ${path.relative(root, vsix)}`);

let archive = null;
try {
  archive = execFileSync('unzip', ['-Z1', vsix], { encoding: 'utf8' }).split(/\r?\n/).filter((l) => l.length > 0);
} catch (e) {
  console.log(`(unzip not usable here: the archive's own listing is not compared: ${e.code || e.message})`);
}
if (archive) {
  const inside = new Set(archive.filter((f) => f.startsWith('extension/')).map((f) => f.slice('extension/'.length)));
  for (const f of files) {
    const name = f === 'README.md' ? 'readme.md' : f;
    if (!inside.has(f) && !inside.has(name)) problems.push(`vsce ls lists ${f} but the .vsix lacks it`);
  }
  if (!archive.includes('extension.vsixmanifest')) problems.push('the .vsix has no extension.vsixmanifest');
  // The unpacked extension loads on its own node_modules: every require of out/extension.js resolves inside the
  // .vsix. (The `vscode` module, which only VS Code provides, is replaced by an empty stand-in for the load.)
  const os = require('os');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-studio-vsix-'));
  try {
    execFileSync('unzip', ['-q', vsix, '-d', dir]);
    const probe = `const M = require('module'); const load = M._load;
      const stub = new Proxy(function () {}, { get: (t, p) => (p === 'then' ? undefined : stub), apply: () => stub,
        construct: () => stub });
      M._load = function (r, ...a) { return r === 'vscode' ? stub : load.call(this, r, ...a); };
      const ext = require(process.argv[1]);
      if (typeof ext.activate !== 'function') throw new Error('no activate');
      require(require.resolve('vscode-languageclient/node', { paths: [require('path').dirname(process.argv[1])] }));`;
    const main = path.join(dir, 'extension', JSON.parse(fs.readFileSync(path.join(dir, 'extension', 'package.json'),
      'utf8')).main);
    execFileSync(process.execPath, ['-e', probe, main], { cwd: dir, env: { ...process.env, NODE_PATH: '' },
      stdio: ['ignore', 'pipe', 'pipe'] });
    console.log('the unpacked .vsix loads out/extension.js and vscode-languageclient/node from its own files');
  } catch (e) {
    problems.push(`the unpacked .vsix does not load: ${(e.stderr || e.message).toString().slice(0, 800)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const bytes = fs.existsSync(vsix) ? fs.statSync(vsix).size : 0;
console.log(`vsce ls: ${files.length} files; ${path.basename(vsix)}: ${bytes} bytes` +
  (archive ? `, ${archive.length} entries` : ''));
if (problems.length > 0) {
  for (const p of problems) console.log(`vsix check: ${p}`);
  console.log(`vsix check: 0 passed, ${problems.length} failed`);
  process.exit(1);
}
console.log('vsix check: 1 passed, 0 failed');
