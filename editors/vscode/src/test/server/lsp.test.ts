/**
 * The extension's client side against the real `catalog-studio lsp` (never a mock): the launcher resolved and started
 * by the extension's own functions, its own initialize parameters, its document selector.
 *
 * Replaced parts of VS Code, each named:
 * - vscode-languageclient's LanguageClient: a vscode-jsonrpc connection (harness.ts) sends what it would send, with the
 *   initialize parameters of client.ts (initializeParams: the extension's clientCore() and the workspace-edit
 *   capabilities the library announces) and didOpen/didChange of the editor's text;
 * - VS Code's glob matching of the document selector: minimatch (vscodeGlob.ts);
 * - VS Code's Problems panel: the publishDiagnostics notifications, read as they arrive.
 */
import { after, before, describe, test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { CodeAction, Diagnostic, InitializeResult } from 'vscode-languageserver-protocol';
import { BUMP_KIND, BUMP_LEVELS, frontmatterRange, pickBumpAction } from '../../core/bump';
import { initializeParams } from '../../core/client';
import { selectorMatches } from '../vscodeGlob';
import { copySample, Server, skipReason, startServer, uri } from './harness';

const skip = skipReason();
if (skip) console.log(`# SKIP: ${skip}`);

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile()) out.push(p);
  }
  return out;
}

describe('catalog-studio lsp, as the extension drives it', { skip }, () => {
  let server: Server;
  let root: string;
  let init: InitializeResult;

  before(async () => {
    root = copySample();
    // An error on disk, in a file no editor opens: the server's whole-workspace diagnostics must carry it.
    const triage = path.join(root, 'skills', 'k8s-triage', 'SKILL.md');
    fs.writeFileSync(triage, fs.readFileSync(triage, 'utf8').replace(/^name: k8s-triage$/m, 'name: k8s-triage-x'));
    server = startServer();
    init = await server.connection.sendRequest('initialize',
      initializeParams(process.pid, [{ uri: uri(root), name: 'catalog' }], '0.1.0')) as InitializeResult;
    await server.connection.sendNotification('initialized', {});
  });

  after(async () => {
    if (!server) return;
    const code = await server.stop();
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
    assert.equal(code, 0, `exit code after shutdown and exit; stderr: ${server.stderr().slice(-2000)}`);
  });

  test('initialize: the server names itself and offers what the commands use', () => {
    assert.equal(init.serverInfo?.name, 'catalog-studio');
    const caps = init.capabilities;
    assert.ok(caps.codeActionProvider && typeof caps.codeActionProvider === 'object');
    assert.ok((caps.codeActionProvider as { codeActionKinds?: string[] }).codeActionKinds?.includes(BUMP_KIND));
    assert.equal(caps.workspace?.workspaceFolders?.supported, true);
  });

  test("the whole workspace's diagnostics arrive without opening anything (so Check Workspace adds only check's extras)",
    async () => {
      const u = uri(path.join(root, 'skills', 'k8s-triage', 'SKILL.md'));
      const p = await server.waitForDiagnostics(u, (d) => d.diagnostics.some((x) => x.code === 'name-directory-mismatch'));
      const d = p.diagnostics.find((x) => x.code === 'name-directory-mismatch')!;
      assert.equal(d.range.start.line, 1);
      assert.equal(d.source, 'catalog-studio');
    });

  test('didOpen of a SKILL.md with an error introduced: publishDiagnostics with its code and exact range', async () => {
    const file = path.join(root, 'skills', 'incident-response', 'SKILL.md');
    const u = uri(file);
    const text = fs.readFileSync(file, 'utf8').replace(/^name: incident-response$/m, 'name: incident-resp');
    assert.notEqual(text, fs.readFileSync(file, 'utf8'));
    await server.connection.sendNotification('textDocument/didOpen',
      { textDocument: { uri: u, languageId: 'markdown', version: 1, text } });
    const p = await server.waitForDiagnostics(u, (x) => x.diagnostics.some((d) => d.code === 'name-directory-mismatch'));
    const d = p.diagnostics.find((x) => x.code === 'name-directory-mismatch') as Diagnostic;
    assert.deepEqual(d.range, { start: { line: 1, character: 6 }, end: { line: 1, character: 19 } });
    assert.equal(d.severity, 1);
    assert.match(d.message, /incident-resp/);
    // The edit undone in the editor: the error goes.
    await server.connection.sendNotification('textDocument/didChange', { textDocument: { uri: u, version: 2 },
      contentChanges: [{ text: fs.readFileSync(file, 'utf8') }] });
    await server.waitForDiagnostics(u, (x) => !x.diagnostics.some((dd) => dd.code === 'name-directory-mismatch'));
  });

  test("Bump Version: the server's three bumps on the frontmatter where the command asks, as workspace edits", async () => {
    const file = path.join(root, 'skills', 'incident-response', 'SKILL.md');
    const text = fs.readFileSync(file, 'utf8');
    const fm = frontmatterRange(text);
    assert.ok(fm);
    const actions = await server.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uri(file) },
      range: { start: { line: fm.startLine + 1, character: 0 }, end: { line: fm.startLine + 1, character: 0 } },
      context: { diagnostics: [], only: [BUMP_KIND] },
    }) as CodeAction[];
    assert.ok(Array.isArray(actions), JSON.stringify(actions));
    for (const level of BUMP_LEVELS) {
      const i = pickBumpAction(actions.map((a) => ({ title: a.title, kind: a.kind })), level);
      assert.ok(i >= 0, `${level} among ${actions.map((a) => a.title).join(', ')}`);
      const edit = actions[i].edit;
      assert.ok(edit && (edit.documentChanges || edit.changes), `the ${level} bump carries its edit`);
      const touched = JSON.stringify(edit);
      assert.ok(touched.includes('SKILL.md') && touched.includes('CHANGELOG.md'), touched.slice(0, 400));
    }
  });

  test("the document selector matches every file of the sample the server reads, and not the others", async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (const file of walk(root)) {
      const u = uri(file);
      await server.connection.sendNotification('textDocument/didOpen',
        { textDocument: { uri: u, languageId: 'plaintext', version: 1, text: fs.readFileSync(file, 'utf8') } });
      const symbols = await server.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: u } }) as unknown[] | null;
      const tokens = await server.connection.sendRequest('textDocument/semanticTokens/full', { textDocument: { uri: u } }) as { data: number[] } | null;
      await server.connection.sendNotification('textDocument/didClose', { textDocument: { uri: u } });
      const rel = path.relative(root, file);
      if ((symbols?.length ?? 0) > 0 || (tokens?.data.length ?? 0) > 0) known.push(rel);
      else unknown.push(rel);
    }
    // Each kind the README lists is in the sample and read by the server (catalog-studio.yaml has no outline or
    // highlighting, hooks/hooks.json and marketplace.json are not in the sample: the unit tests cover those).
    for (const kind of [/(^|\/)SKILL\.md$/, /(^|\/)AGENTS\.md$/, /(^|\/)CHANGELOG\.md$/, /\.3md$/, /^\.mcp\.json$/,
      /^mcps\/[^/]+\.json$/, /(^|\/)plugin\.json$/]) {
      assert.ok(known.some((f) => kind.test(f)), `the server reads a ${kind} of the sample`);
    }
    const missed = known.filter((f) => !selectorMatches(f));
    assert.deepEqual(missed, [], 'files the server reads that the selector leaves out');
    for (const f of ['README.md', 'skills/incident-response/references/SEVERITY.md', 'skills/k8s-triage/scripts/pod-snapshot.sh',
      'skills/rollout-check/dry-run/input.json']) {
      assert.ok(unknown.includes(f), `the server reads nothing of ${f}`);
      assert.ok(!selectorMatches(f), `the selector leaves ${f} out`);
    }
    assert.ok(selectorMatches('catalog-studio.yaml'));
    console.log(`# the server reads ${known.length} of the sample's ${known.length + unknown.length} files; ` +
      `the selector matches all of them`);
  });
});
