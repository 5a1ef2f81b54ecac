import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { minimatch } from 'minimatch';
import { activationEvents, ACTIVATION_GLOBS, CATALOG_FILE_GLOBS } from '../../core/files';
import { selectorMatches } from '../vscodeGlob';

const ROOT = path.resolve(__dirname, '..', '..', '..');

test('the selector matches each kind of catalog file, anywhere, relative or absolute', () => {
  for (const f of ['skills/a/SKILL.md', '/home/u/cat/skills/a/SKILL.md', 'AGENTS.md', 'agents/x/AGENTS.md',
    'skills/a/CHANGELOG.md', 'agents3md/ops.3md', '.mcp.json', '/w/.mcp.json', 'mcps/com.acme_grafana.json',
    'p/.claude-plugin/plugin.json', 'p/.cursor-plugin/plugin.json', 'plugins/x/plugin.json', 'p/hooks/hooks.json',
    '.claude-plugin/marketplace.json', 'catalog-studio.yaml', '/w/.agents/skills/x/SKILL.md',
    'skills/r/SKILL.star', 'plugins/x/mcp.json', 'oaf/a/mcp-configs/github/ActiveMCP.json',
    'oaf/a/mcp-configs/github/config.yaml']) {
    assert.ok(selectorMatches(f), f);
  }
});

test('the selector leaves the other Markdown, JSON and YAML files alone', () => {
  for (const f of ['README.md', 'skills/a/README.md', 'skills/a/references/SEVERITY.md', 'package.json',
    'tsconfig.json', 'skills/a/dry-run/input.json', 'mcps/nested/x.json', 'hooks.json', 'docs/hooks/other.json',
    '.github/workflows/ci.yaml', 'config.yaml', 'skill.md', 'x.3md.bak', 'LICENSE', 'scripts/run.sh']) {
    assert.ok(!selectorMatches(f), f);
  }
});

test("package.json's activation events are the ones files.ts makes", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  assert.deepEqual(pkg.activationEvents, activationEvents());
  for (const g of ACTIVATION_GLOBS) assert.ok(g.startsWith('**/'), g);
});

test('every activation glob is a kind of the selector', () => {
  for (const g of ACTIVATION_GLOBS) {
    const example = g.replace('**/', 'x/').replace('*', 'y');
    assert.ok(selectorMatches(example), `${g} (${example})`);
  }
});

test('no kind twice', () => {
  assert.equal(CATALOG_FILE_GLOBS.length, new Set(CATALOG_FILE_GLOBS).size);
});

test('package.json associates *.3md with Markdown and contributes the five commands and the settings', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  assert.deepEqual(pkg.contributes.languages, [{ id: 'markdown', extensions: ['.3md'] }]);
  const commands = pkg.contributes.commands.map((c: { command: string }) => c.command);
  for (const c of ['checkWorkspace', 'showGraph', 'reviewAgainstBranch', 'bumpVersion', 'openInStudio']) {
    assert.ok(commands.includes(`catalogStudio.${c}`), c);
  }
  const props = Object.keys(pkg.contributes.configuration.properties);
  for (const p of ['catalogStudio.server.path', 'catalogStudio.studio.path', 'catalogStudio.hosts']) {
    assert.ok(props.includes(p), p);
  }
  // A workspace's settings cannot name the program the extension runs (a cloned repository could run its own).
  assert.equal(pkg.contributes.configuration.properties['catalogStudio.server.path'].scope, 'machine');
  assert.equal(pkg.contributes.configuration.properties['catalogStudio.studio.path'].scope, 'machine');
  assert.deepEqual(pkg.contributes.configuration.properties['catalogStudio.hosts'].items.enum,
    ['claude-code', 'codex', 'copilot', 'cursor', 'gemini', 'agent-skills']);
  // The client library and the engine agree: vscode-languageclient 9 needs VS Code ^1.82.0.
  const lc = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'vscode-languageclient', 'package.json'), 'utf8'));
  assert.equal(pkg.engines.vscode, lc.engines.vscode);
});
