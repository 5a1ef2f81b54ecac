/**
 * The commands' command lines run by the real catalog-studio on a copy of the sample, read by the extension's own
 * parsing: Check Workspace (check --format=json), Show Dependency Graph (graph --format=svg --focus, sanitised, its
 * nodes mapped to files), Review Against Branch (git's branches, review --format=markdown). Replaced part of VS Code:
 * none; the editor's side of each command (Problems panel, webview, Markdown preview) is not run here.
 */
import { after, before, describe, test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { checkArgs, gitBranchArgs, graphArgs, parseBranches, reviewArgs } from '../../core/args';
import { parseCheckJson } from '../../core/checkJson';
import { focusFor, nodeFile } from '../../core/graphNodes';
import { run } from '../../core/run';
import { sanitizeSvg } from '../../core/svg';
import { copySample, launcherPath, skipReason } from './harness';

const skip = skipReason();

describe('the commands against the real catalog-studio', { skip }, () => {
  let root: string;
  const exe = launcherPath();

  before(() => {
    root = copySample();
  });
  after(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

  test('Check Workspace: the JSON report becomes diagnostics on absolute files; --host from the setting', async () => {
    const file = path.join(root, 'skills', 'incident-response', 'SKILL.md');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace(/^name: incident-response$/m, 'name: incident-resp'));
    try {
      const r = await run(exe, checkArgs(root, ['claude-code', 'codex']), { cwd: root });
      assert.equal(r.code, 1, r.stderr);
      const report = parseCheckJson(r.stdout, root);
      const d = report.diagnostics.find((x) => x.code === 'name-directory-mismatch');
      assert.ok(d, r.stdout.slice(0, 1000));
      assert.equal(d.file, file);
      assert.deepEqual(d.range, { startLine: 1, startCharacter: 6, endLine: 1, endCharacter: 19 });
      assert.equal(d.severity, 'error');
      assert.ok(report.summary.errors >= 1);
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  test("Show Dependency Graph: a file's entry as --focus, an SVG kept whole by the sanitiser, every node a file",
    async () => {
      for (const file of ['skills/incident-response/CHANGELOG.md', 'agents/oncall-engineer/AGENTS.md',
        'agents3md/platform-ops.3md']) {
        const focus = focusFor(root, path.join(root, file), (p) => fs.existsSync(p));
        const r = await run(exe, graphArgs(root, focus, 'light'), { cwd: root });
        assert.equal(r.code, 0, `${file} → --focus=${focus}: ${r.stderr}`);
        const clean = sanitizeSvg(r.stdout);
        assert.equal(clean.dropped, 0, `catalog-studio's own SVG loses nothing (${file})`);
        assert.ok(clean.nodeIds.length >= 2, `${file}: ${clean.nodeIds}`);
        for (const id of clean.nodeIds) {
          const target = nodeFile(root, id);
          assert.ok(target && fs.existsSync(target), `node ${id} opens a file`);
        }
      }
      const overview = await run(exe, graphArgs(root, undefined, 'dark'), { cwd: root });
      assert.equal(overview.code, 0, overview.stderr);
      assert.equal(sanitizeSvg(overview.stdout).dropped, 0);
    });

  test("Review Against Branch: git's local branches, then the review's Markdown", async () => {
    const git = (...args: string[]) => run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid',
      '-c', 'init.defaultBranch=main', ...args], { cwd: root });
    assert.equal((await git('init', '-q')).code, 0);
    assert.equal((await git('add', '-A')).code, 0);
    assert.equal((await git('commit', '-qm', 'sample')).code, 0);
    assert.equal((await git('branch', 'release')).code, 0);
    const file = path.join(root, 'skills', 'incident-response', 'SKILL.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^description: /m, 'description: Changed. '));
    const branches = await run('git', gitBranchArgs(), { cwd: root });
    assert.deepEqual(parseBranches(branches.stdout), { branches: ['main', 'release'], current: 'main' });
    const r = await run(exe, reviewArgs(root, 'release'), { cwd: root });
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    assert.match(r.stdout, /^#/m);
    assert.match(r.stdout, /incident-response/);
  });
});
