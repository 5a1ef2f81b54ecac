/**
 * The command lines the extension runs. Every value rides in `--option=value` form, so a branch or host named
 * `-x` stays a value. No `vscode` import.
 */

/** The hosts `check --host` accepts (catalog-studio check --help). */
export const HOSTS: readonly string[] = ['claude-code', 'codex', 'copilot', 'cursor', 'gemini', 'agent-skills'];

/** The setting's hosts that `check` knows, in order, once each; the others are returned apart for a warning. */
export function splitHosts(setting: unknown): { hosts: string[]; unknown: string[] } {
  const hosts: string[] = [];
  const unknown: string[] = [];
  if (!Array.isArray(setting)) return { hosts, unknown };
  for (const h of setting) {
    if (typeof h !== 'string') continue;
    const name = h.trim();
    if (HOSTS.includes(name)) {
      if (!hosts.includes(name)) hosts.push(name);
    } else if (name.length > 0) {
      unknown.push(name);
    }
  }
  return { hosts, unknown };
}

export function checkArgs(folder: string, hosts: readonly string[]): string[] {
  return ['check', '--format=json', ...hosts.map((h) => `--host=${h}`), folder];
}

export function graphArgs(folder: string, focus: string | undefined, theme: 'light' | 'dark'): string[] {
  return ['graph', '--format=svg', `--theme=${theme}`, ...(focus !== undefined ? [`--focus=${focus}`] : []), folder];
}

export function reviewArgs(folder: string, base: string): string[] {
  return ['review', `--base=${base}`, '--format=markdown', folder];
}

/** `git` in the folder: its local branches, the current one marked by `*` in the first column. */
export function gitBranchArgs(): string[] {
  return ['for-each-ref', '--format=%(HEAD)%(refname:short)', 'refs/heads/'];
}

/** Local branches from {@link gitBranchArgs}' output, the current one first. */
export function parseBranches(stdout: string): { branches: string[]; current?: string } {
  let current: string | undefined;
  const others: string[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    if (line.length < 2) continue;
    const name = line.slice(1);
    if (line[0] === '*') current = name;
    else others.push(name);
  }
  return { branches: current !== undefined ? [current, ...others] : others, current };
}

/** The desktop studio on a folder: `catalog-studio FOLDER` (one folder argument opens the studio on it). */
export function studioArgs(folder: string): string[] {
  return [folder];
}
