/**
 * The VS Code side: starts `catalog-studio lsp` with vscode-languageclient and wires the commands to the pure modules
 * under core/ (which hold every decision and are tested without VS Code).
 */
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { spawn } from 'child_process';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node';
import { checkArgs, gitBranchArgs, graphArgs, parseBranches, reviewArgs, splitHosts, studioArgs } from './core/args';
import { BUMP_KIND, BUMP_LEVELS, BumpLevel, frontmatterRange, pickBumpAction } from './core/bump';
import { byFile, CheckDiagnostic, notShown, parseCheckJson } from './core/checkJson';
import { CLIENT_ID, CLIENT_NAME, clientCore, serverCommand } from './core/client';
import { focusFor, nodeFile } from './core/graphNodes';
import { graphHtml, newNonce, openMessage } from './core/graphHtml';
import { failureText, run } from './core/run';
import { nodeProbe, resolveExecutable, Resolution } from './core/serverPath';
import { sanitizeSvg } from './core/svg';

const SERVER_SETTING = 'catalogStudio.server.path';
const STUDIO_SETTING = 'catalogStudio.studio.path';

let client: LanguageClient | undefined;
let output: vscode.OutputChannel;
let checkDiagnostics: vscode.DiagnosticCollection;

function config(): vscode.WorkspaceConfiguration {
  return vscode.workspace.getConfiguration('catalogStudio');
}

function resolve(setting: string, key: string): Resolution {
  return resolveExecutable({
    configured: config().get<string>(key) ?? '',
    settingName: setting,
    program: 'catalog-studio',
    env: process.env,
    platform: process.platform,
    baseFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath,
    home: os.homedir(),
  }, nodeProbe);
}

/** The launcher, or undefined after telling the user why, with a button to the setting. */
async function launcher(setting = SERVER_SETTING, key = 'server.path'): Promise<string | undefined> {
  const r = resolve(setting, key);
  if (r.ok) return r.path;
  const open = 'Open Settings';
  const install = 'How to Install';
  vscode.window.showErrorMessage(`Catalog Studio: ${r.message}`, open, install).then((choice) => {
    if (choice === open) vscode.commands.executeCommand('workbench.action.openSettings', setting);
    // This extension's page (its README says where the launcher comes from).
    if (choice === install) vscode.commands.executeCommand('extension.open', 'catalog-studio.catalog-studio');
  });
  return undefined;
}

async function stopClient(): Promise<void> {
  const c = client;
  client = undefined;
  try {
    await c?.stop();
  } catch (e) {
    output.appendLine(`stopping the language server: ${String(e)}`);
  }
}

async function startClient(context: vscode.ExtensionContext): Promise<void> {
  const exe = await launcher();
  if (!exe) return;
  const cmd = serverCommand(exe);
  const serverOptions: ServerOptions = { command: cmd.command, args: cmd.args };
  const core = clientCore();
  const clientOptions: LanguageClientOptions = {
    documentSelector: core.documentSelector,
    initializationOptions: core.initializationOptions,
    synchronize: { fileEvents: core.watcherGlobs.map((g) => vscode.workspace.createFileSystemWatcher(g)) },
    outputChannel: output,
  };
  client = new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
  try {
    await client.start();
    output.appendLine(`catalog-studio lsp started: ${exe}`);
  } catch (e) {
    vscode.window.showErrorMessage(`Catalog Studio: the language server (${exe} lsp) did not start: ${String(e)}`);
  }
}

function workspaceFolderOf(uri?: vscode.Uri): vscode.WorkspaceFolder | undefined {
  if (uri) {
    const f = vscode.workspace.getWorkspaceFolder(uri);
    if (f) return f;
  }
  return vscode.workspace.workspaceFolders?.[0];
}

function severity(s: CheckDiagnostic['severity']): vscode.DiagnosticSeverity {
  return s === 'error' ? vscode.DiagnosticSeverity.Error
    : s === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Information;
}

/** What the language server already shows, for {@link notShown}. */
function serverShown(): { file: string; startLine: number; startCharacter: number; code: string }[] {
  const shown: { file: string; startLine: number; startCharacter: number; code: string }[] = [];
  client?.diagnostics?.forEach((uri, diags) => {
    for (const d of diags) {
      const code = typeof d.code === 'object' ? String(d.code.value) : String(d.code ?? '');
      shown.push({ file: uri.fsPath, startLine: d.range.start.line, startCharacter: d.range.start.character, code });
    }
  });
  return shown;
}

async function checkWorkspace(): Promise<void> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 0) {
    vscode.window.showWarningMessage('Catalog Studio: open a folder to check.');
    return;
  }
  const exe = await launcher();
  if (!exe) return;
  const { hosts, unknown } = splitHosts(config().get('hosts'));
  if (unknown.length > 0) {
    vscode.window.showWarningMessage(`Catalog Studio: catalogStudio.hosts names hosts check does not know: ` +
      `${unknown.join(', ')}; they are left out.`);
  }
  checkDiagnostics.clear();
  let errors = 0, warnings = 0, infos = 0, files = 0;
  await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'Catalog Studio: checking',
    cancellable: true }, async (_progress, token) => {
    for (const folder of folders) {
      if (token.isCancellationRequested) break;
      const abort = new AbortController();
      const sub = token.onCancellationRequested(() => abort.abort());
      const r = await run(exe, checkArgs(folder.uri.fsPath, hosts), { cwd: folder.uri.fsPath, signal: abort.signal });
      sub.dispose();
      if (r.code !== 0 && r.code !== 1) {
        if (!token.isCancellationRequested) {
          vscode.window.showErrorMessage(`Catalog Studio: check of ${folder.name} failed: ${failureText(r)}`);
        }
        continue;
      }
      let result;
      try {
        result = parseCheckJson(r.stdout, folder.uri.fsPath);
      } catch (e) {
        vscode.window.showErrorMessage(`Catalog Studio: check of ${folder.name} printed no report: ${failureText(r)}`);
        continue;
      }
      errors += result.summary.errors;
      warnings += result.summary.warnings;
      infos += result.summary.infos;
      files += result.files;
      for (const [file, list] of byFile(notShown(result.diagnostics, serverShown()))) {
        checkDiagnostics.set(vscode.Uri.file(file), list.map((d) => {
          const diag = new vscode.Diagnostic(new vscode.Range(d.range.startLine, d.range.startCharacter,
            d.range.endLine, d.range.endCharacter), d.message, severity(d.severity));
          diag.code = d.code;
          diag.source = 'catalog-studio check';
          return diag;
        }));
      }
    }
  });
  await vscode.commands.executeCommand('workbench.actions.view.problems');
  vscode.window.setStatusBarMessage(`Catalog Studio: ${files} files checked: ${errors} errors, ${warnings} warnings, ` +
    `${infos} info`, 10_000);
}

let graphPanel: vscode.WebviewPanel | undefined;
let graphListener: vscode.Disposable | undefined;

async function showGraph(context: vscode.ExtensionContext): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  const folder = workspaceFolderOf(editor?.document.uri);
  if (!folder) {
    vscode.window.showWarningMessage('Catalog Studio: open a folder to draw its graph.');
    return;
  }
  const exe = await launcher();
  if (!exe) return;
  const root = folder.uri.fsPath;
  const file = editor?.document.uri.scheme === 'file' ? editor.document.uri.fsPath : undefined;
  let focus = file ? focusFor(root, file, (p) => fs.existsSync(p)) : undefined;
  const theme = vscode.window.activeColorTheme.kind === vscode.ColorThemeKind.Dark ||
    vscode.window.activeColorTheme.kind === vscode.ColorThemeKind.HighContrast ? 'dark' : 'light';
  let r = await run(exe, graphArgs(root, focus, theme), { cwd: root });
  let subtitle = focus ? `${focus} and its dependencies and dependents, in ${folder.name}` : `${folder.name}: overview`;
  if (r.code === 2 && focus !== undefined) {
    subtitle = `${folder.name}: overview (${focus} is no node of the graph)`;
    focus = undefined;
    r = await run(exe, graphArgs(root, undefined, theme), { cwd: root });
  }
  if (r.code !== 0) {
    vscode.window.showErrorMessage(`Catalog Studio: graph failed: ${failureText(r)}`);
    return;
  }
  const clean = sanitizeSvg(r.stdout);
  if (clean.dropped > 0) output.appendLine(`graph: ${clean.dropped} elements or attributes of the SVG dropped`);
  if (!graphPanel) {
    graphPanel = vscode.window.createWebviewPanel('catalogStudio.graph', 'Catalog graph', vscode.ViewColumn.Beside, {
      enableScripts: true, localResourceRoots: [], enableCommandUris: false, retainContextWhenHidden: false });
    graphPanel.onDidDispose(() => {
      graphPanel = undefined;
      graphListener?.dispose();
      graphListener = undefined;
    }, null, context.subscriptions);
  }
  const panel = graphPanel;
  panel.title = focus ? `Graph: ${path.posix.basename(focus)}` : 'Catalog graph';
  panel.webview.html = graphHtml({ svg: clean.svg, nonce: newNonce(crypto.randomBytes), title: panel.title, subtitle,
    cspSource: panel.webview.cspSource });
  // One listener, for the folder of the graph shown now.
  graphListener?.dispose();
  graphListener = panel.webview.onDidReceiveMessage(async (message) => {
      const id = openMessage(message);
      if (id === undefined) return;
      const target = nodeFile(root, id);
      if (!target || !fs.existsSync(target)) {
        vscode.window.showWarningMessage(`Catalog Studio: no file for the node ${id}.`);
        return;
      }
      await vscode.window.showTextDocument(vscode.Uri.file(target), { viewColumn: vscode.ViewColumn.One });
    });
}

/** Commands that run programs inside the workspace (git reads its config) need a trusted workspace. */
function trusted(what: string): boolean {
  if (vscode.workspace.isTrusted) return true;
  vscode.window.showWarningMessage(`Catalog Studio: ${what} needs a trusted workspace.`);
  return false;
}

async function reviewAgainstBranch(context: vscode.ExtensionContext): Promise<void> {
  if (!trusted('Review Against Branch')) return;
  const folder = workspaceFolderOf(vscode.window.activeTextEditor?.document.uri);
  if (!folder) {
    vscode.window.showWarningMessage('Catalog Studio: open a folder inside a git work tree to review.');
    return;
  }
  const exe = await launcher();
  if (!exe) return;
  const git = await run('git', gitBranchArgs(), { cwd: folder.uri.fsPath, timeoutMs: 30_000 });
  if (git.code !== 0) {
    vscode.window.showErrorMessage(`Catalog Studio: git could not list the branches: ${failureText(git)}`);
    return;
  }
  const { branches, current } = parseBranches(git.stdout);
  const base = await vscode.window.showQuickPick(branches.map((b) => ({ label: b,
    description: b === current ? 'current branch (reviews the uncommitted edits)' : undefined })),
  { title: 'Review the working tree against', placeHolder: 'a local branch' });
  if (!base) return;
  const r = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification,
    title: `Catalog Studio: reviewing against ${base.label}` },
  () => run(exe, reviewArgs(folder.uri.fsPath, base.label), { cwd: folder.uri.fsPath }));
  if (r.code !== 0 && r.code !== 1) {
    vscode.window.showErrorMessage(`Catalog Studio: review failed: ${failureText(r)}`);
    return;
  }
  // A file of the extension's storage, not an untitled document (which would ask to be saved on closing).
  const dir = path.join(context.globalStorageUri.fsPath, 'review');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `review-${folder.name}-${base.label}.md`.replace(/[^A-Za-z0-9._-]/g, '_'));
  fs.writeFileSync(file, r.stdout, 'utf8');
  await vscode.commands.executeCommand('markdown.showPreview', vscode.Uri.file(file));
}

async function bumpVersion(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor) {
    vscode.window.showWarningMessage('Catalog Studio: open the SKILL.md or AGENTS.md to bump.');
    return;
  }
  const fm = frontmatterRange(editor.document.getText());
  if (!fm) {
    vscode.window.showWarningMessage('Catalog Studio: this file has no frontmatter to bump.');
    return;
  }
  const level = await vscode.window.showQuickPick([...BUMP_LEVELS], { title: 'Bump the version', placeHolder:
    'patch, minor or major: the new version and a CHANGELOG.md section dated today' });
  if (!level) return;
  const range = new vscode.Range(fm.startLine + 1, 0, fm.startLine + 1, 0);
  const actions = (await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>(
    'vscode.executeCodeActionProvider', editor.document.uri, range, BUMP_KIND, 10)) ?? [];
  const codeActions = actions.filter((a): a is vscode.CodeAction => !(typeof (a as vscode.Command).command === 'string'));
  const i = pickBumpAction(codeActions.map((a) => ({ title: a.title, kind: a.kind?.value })), level as BumpLevel);
  if (i < 0) {
    vscode.window.showWarningMessage('Catalog Studio: the language server offers no version bump here ' +
      '(only on the frontmatter of a MetaAgents SKILL.md or AGENTS.md).');
    return;
  }
  const action = codeActions[i];
  if (action.edit) await vscode.workspace.applyEdit(action.edit);
  if (action.command) await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
}

async function openInStudio(): Promise<void> {
  if (!trusted('Open in Catalog Studio')) return;
  const folder = workspaceFolderOf(vscode.window.activeTextEditor?.document.uri);
  if (!folder) {
    vscode.window.showWarningMessage('Catalog Studio: open a folder to open it in the studio.');
    return;
  }
  const exe = await launcher(STUDIO_SETTING, 'studio.path');
  if (!exe) return;
  const child = spawn(exe, studioArgs(folder.uri.fsPath), { cwd: folder.uri.fsPath, detached: true,
    stdio: ['ignore', 'ignore', 'pipe'], windowsHide: false });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => { if (stderr.length < 4000) stderr += b.toString('utf8'); });
  child.on('error', (e) => vscode.window.showErrorMessage(`Catalog Studio: ${exe} did not start: ${e.message}`));
  // A studio that exits at once (no display, a headless download without the studio) says why on stderr.
  const early = setTimeout(() => {
    child.removeAllListeners('exit');
    child.stderr?.destroy();
    child.unref();
  }, 15_000);
  child.on('exit', (code) => {
    clearTimeout(early);
    if (code !== 0 && code !== null) {
      vscode.window.showErrorMessage(`Catalog Studio: the studio exited (${code}): ${stderr.trim().slice(0, 600)}`);
    }
  });
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel(CLIENT_NAME);
  checkDiagnostics = vscode.languages.createDiagnosticCollection('catalog-studio-check');
  context.subscriptions.push(output, checkDiagnostics,
    vscode.commands.registerCommand('catalogStudio.checkWorkspace', checkWorkspace),
    vscode.commands.registerCommand('catalogStudio.showGraph', () => showGraph(context)),
    vscode.commands.registerCommand('catalogStudio.reviewAgainstBranch', () => reviewAgainstBranch(context)),
    vscode.commands.registerCommand('catalogStudio.bumpVersion', bumpVersion),
    vscode.commands.registerCommand('catalogStudio.openInStudio', openInStudio),
    vscode.commands.registerCommand('catalogStudio.restartServer', async () => {
      await stopClient();
      await startClient(context);
    }),
    // A check's findings on a file go stale once it is edited: the language server's stay live.
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length > 0) checkDiagnostics.delete(e.document.uri);
    }),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration(SERVER_SETTING)) {
        await stopClient();
        await startClient(context);
      }
    }));
  await startClient(context);
}

export async function deactivate(): Promise<void> {
  await stopClient();
}
