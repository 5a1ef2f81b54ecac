/**
 * Where `catalog-studio` is: the setting's path (a file, or the folder of the headless download, whose launcher is
 * `bin/catalog-studio`), else the first `catalog-studio` on PATH. No `vscode` import: unit-tested in Node.
 */
import * as fs from 'fs';
import * as path from 'path';

/** What the resolver asks of the file system (a real one in the extension, a table in unit tests). */
export interface Probe {
  isDirectory(p: string): boolean;
  isExecutableFile(p: string): boolean;
}

export const nodeProbe: Probe = {
  isDirectory(p) {
    try {
      return fs.statSync(p).isDirectory();
    } catch {
      return false;
    }
  },
  isExecutableFile(p) {
    try {
      if (!fs.statSync(p).isFile()) return false;
      if (process.platform === 'win32') return true;
      fs.accessSync(p, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
};

export interface ResolveInput {
  /** The setting's value (`catalogStudio.server.path` or `catalogStudio.studio.path`), maybe empty. */
  readonly configured?: string;
  /** The setting's name, for messages. */
  readonly settingName: string;
  /** The program's name on PATH. */
  readonly program: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  /** Folder a relative setting is read from (the first workspace folder). */
  readonly baseFolder?: string;
  /** The user's home, for a setting starting with `~/`. */
  readonly home?: string;
}

export type Resolution =
  | { readonly ok: true; readonly path: string; readonly from: 'setting' | 'PATH' }
  | { readonly ok: false; readonly reason: 'setting-invalid' | 'not-found'; readonly message: string };

/** Names the program may have on this platform (Windows: the launcher's .exe, .cmd or .bat). */
export function programNames(program: string, platform: NodeJS.Platform, env: ResolveInput['env']): string[] {
  if (platform !== 'win32') return [program];
  const exts = (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').filter((e) => e.length > 0);
  return [program, ...exts.map((e) => program + e.toLowerCase())];
}

export function resolveExecutable(input: ResolveInput, probe: Probe): Resolution {
  const p = input.platform === 'win32' ? path.win32 : path.posix;
  const names = programNames(input.program, input.platform, input.env);
  const configured = (input.configured ?? '').trim();
  if (configured.length > 0) {
    let given = configured;
    if ((given === '~' || given.startsWith('~/')) && input.home) given = p.join(input.home, given.slice(1));
    if (!p.isAbsolute(given) && input.baseFolder) given = p.resolve(input.baseFolder, given);
    const candidates = probe.isDirectory(given)
      ? names.flatMap((n) => [p.join(given, 'bin', n), p.join(given, n)])
      : [given];
    const found = candidates.find((c) => probe.isExecutableFile(c));
    if (found) return { ok: true, path: found, from: 'setting' };
    return {
      ok: false,
      reason: 'setting-invalid',
      message: `${input.settingName} is '${configured}', but no executable ${input.program} is there` +
        (probe.isDirectory(given) ? ` (looked for ${candidates.join(', ')})` : '') + '.',
    };
  }
  const pathVar = input.env.PATH ?? input.env.Path ?? '';
  const delimiter = input.platform === 'win32' ? ';' : ':';
  for (const dir of pathVar.split(delimiter)) {
    if (dir.length === 0) continue;
    for (const n of names) {
      const c = p.join(dir, n);
      if (probe.isExecutableFile(c)) return { ok: true, path: c, from: 'PATH' };
    }
  }
  return {
    ok: false,
    reason: 'not-found',
    message: `${input.program} is not on the PATH and ${input.settingName} is not set. Install the headless ` +
      `download (catalog-studio-cli, whose launcher is bin/${input.program}) or an installer of Catalog Studio, then ` +
      `set ${input.settingName} to the launcher or to the download's folder.`,
  };
}
