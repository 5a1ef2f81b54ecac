/** Runs catalog-studio (or git) and collects what it prints. No `vscode` import. */
import { execFile } from 'child_process';

export interface RunResult {
  /** The exit code; null when the process was killed (timeout, cancellation). */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Set when the program could not be started (ENOENT, EACCES …). */
  readonly error?: string;
}

export function run(program: string, args: readonly string[],
    options: { cwd?: string; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(program, [...args], {
      cwd: options.cwd,
      timeout: options.timeoutMs ?? 300_000,
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
      windowsHide: true,
      signal: options.signal,
    }, (err, stdout, stderr) => {
      const e = err as (NodeJS.ErrnoException & { code?: string | number }) | null;
      if (e && typeof e.code === 'string') {
        resolve({ code: null, stdout: stdout ?? '', stderr: stderr ?? '', error: `${e.code}: ${e.message}` });
        return;
      }
      const code = e ? (typeof e.code === 'number' ? e.code : null) : 0;
      resolve({ code, stdout: stdout ?? '', stderr: stderr ?? '' });
    });
  });
}

/** The first lines of what a failed run printed, for a message. */
export function failureText(r: RunResult, limit = 600): string {
  const text = (r.error ?? (r.stderr.trim() || r.stdout.trim()) ?? '').trim();
  return text.length > limit ? text.slice(0, limit) + '…' : text || `exit code ${r.code}`;
}
