/**
 * The real `catalog-studio lsp`, spawned and spoken to through vscode-jsonrpc and vscode-languageserver-protocol (the
 * layers under vscode-languageclient). Nothing of the server is mocked.
 */
import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { pathToFileURL } from 'url';
import { createMessageConnection, MessageConnection, StreamMessageReader, StreamMessageWriter }
  from 'vscode-jsonrpc/node';
import { PublishDiagnosticsNotification, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { resolveExecutable, nodeProbe } from '../../core/serverPath';
import { serverCommand } from '../../core/client';

/** editors/vscode: out/test/server is three levels below it. */
export const EXTENSION_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The launcher under test: $CATALOG_STUDIO, else the build's cli/target/catalog-studio beside editors/. */
export function launcherPath(): string {
  return process.env.CATALOG_STUDIO ?? path.resolve(EXTENSION_ROOT, '..', '..', 'cli', 'target', 'catalog-studio');
}

/** Why the server tests cannot run here, or undefined. */
export function skipReason(): string | undefined {
  const p = launcherPath();
  return nodeProbe.isExecutableFile(p) ? undefined
    : `no catalog-studio launcher at ${p} (build the cli module, or set CATALOG_STUDIO): server tests skipped`;
}

/** The sample catalog: $CATALOG_STUDIO_SAMPLE, else resources/samples/catalog of this repository. */
export function samplePath(): string {
  return process.env.CATALOG_STUDIO_SAMPLE ?? path.resolve(EXTENSION_ROOT, '..', '..', 'resources', 'samples', 'catalog');
}

/** A copy of the sample in a fresh temporary folder (tests edit it). */
export function copySample(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-studio-vscode-'));
  const target = path.join(dir, 'catalog');
  fs.cpSync(samplePath(), target, { recursive: true });
  return fs.realpathSync(target);
}

export function uri(file: string): string {
  return pathToFileURL(file).toString();
}

export interface Server {
  readonly connection: MessageConnection;
  readonly process: ChildProcess;
  readonly stderr: () => string;
  /** Every publishDiagnostics so far, the latest per URI. */
  readonly diagnostics: Map<string, PublishDiagnosticsParams>;
  /** Resolves with the first publication for `uri` that satisfies `test` (already received or to come). */
  waitForDiagnostics(uri: string, test: (p: PublishDiagnosticsParams) => boolean, timeoutMs?: number):
    Promise<PublishDiagnosticsParams>;
  /** Exit code after shutdown and exit. */
  stop(): Promise<number | null>;
}

/** Starts the server as the extension does: the launcher resolved from the setting, its command line. */
export function startServer(): Server {
  const resolved = resolveExecutable({ configured: launcherPath(), settingName: 'catalogStudio.server.path',
    program: 'catalog-studio', env: process.env, platform: process.platform }, nodeProbe);
  if (!resolved.ok) throw new Error(resolved.message);
  const cmd = serverCommand(resolved.path);
  const child = spawn(cmd.command, cmd.args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (b: Buffer) => { err += b.toString('utf8'); });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout!),
    new StreamMessageWriter(child.stdin!));
  const diagnostics = new Map<string, PublishDiagnosticsParams>();
  const waiters: { uri: string; test: (p: PublishDiagnosticsParams) => boolean; done: (p: PublishDiagnosticsParams) => void }[] = [];
  connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
    diagnostics.set(p.uri, p);
    for (const w of [...waiters]) {
      if (w.uri === p.uri && w.test(p)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.done(p);
      }
    }
  });
  // The server may ask the client things (configuration, registrations): answer as an editor would, with nothing.
  connection.onRequest((_method, _params) => null);
  connection.listen();
  return {
    connection,
    process: child,
    stderr: () => err,
    diagnostics,
    waitForDiagnostics(u, test, timeoutMs = 60_000) {
      const have = diagnostics.get(u);
      if (have && test(have)) return Promise.resolve(have);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching diagnostics for ${u} in ${timeoutMs} ms; ` +
          `latest: ${JSON.stringify(diagnostics.get(u))}; stderr: ${err.slice(-2000)}`)), timeoutMs);
        waiters.push({ uri: u, test, done: (p) => { clearTimeout(timer); resolve(p); } });
      });
    },
    async stop() {
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        await connection.sendRequest('shutdown');
        await connection.sendNotification('exit');
      } catch {
        child.kill();
      }
      const timer = setTimeout(() => child.kill(), 20_000);
      const code = await exited;
      clearTimeout(timer);
      connection.dispose();
      return code;
    },
  };
}
