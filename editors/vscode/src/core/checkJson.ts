/** `check --format json` read into diagnostics per file. No `vscode` import. */
import * as path from 'path';

export type Severity = 'error' | 'warning' | 'info';

export interface Range0 {
  readonly startLine: number;
  readonly startCharacter: number;
  readonly endLine: number;
  readonly endCharacter: number;
}

export interface CheckDiagnostic {
  /** Absolute path of the file. */
  readonly file: string;
  /** 0-based, end exclusive, in UTF-16 code units (check's 1-based lines and columns, less one). */
  readonly range: Range0;
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
}

export interface CheckResult {
  readonly root: string;
  readonly files: number;
  readonly diagnostics: CheckDiagnostic[];
  readonly summary: { errors: number; warnings: number; infos: number };
}

function int(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : fallback;
}

/** Throws when the text is no check report. `folder` is the PATH given to check (its `root`, when absent). */
export function parseCheckJson(text: string, folder: string): CheckResult {
  const json = JSON.parse(text) as Record<string, unknown>;
  if (json === null || typeof json !== 'object' || !Array.isArray(json.diagnostics)) {
    throw new Error('not a check --format json report');
  }
  const root = typeof json.root === 'string' ? json.root : folder;
  const diagnostics: CheckDiagnostic[] = [];
  for (const d of json.diagnostics as Record<string, unknown>[]) {
    if (d === null || typeof d !== 'object' || typeof d.path !== 'string') continue;
    const startLine = int(d.line, 1) - 1;
    const startCharacter = Math.max(0, int(d.column, 1) - 1);
    const endLine = Math.max(startLine, int(d.endLine, startLine + 1) - 1);
    let endCharacter = Math.max(0, int(d.endColumn, startCharacter + 2) - 1);
    if (endLine === startLine && endCharacter < startCharacter) endCharacter = startCharacter;
    const severity: Severity = d.severity === 'error' || d.severity === 'warning' ? d.severity : 'info';
    diagnostics.push({
      file: path.resolve(root, d.path),
      range: { startLine: Math.max(0, startLine), startCharacter, endLine: Math.max(0, endLine), endCharacter },
      severity,
      code: typeof d.code === 'string' ? d.code : '',
      message: typeof d.message === 'string' ? d.message : '',
    });
  }
  const s = (json.summary ?? {}) as Record<string, unknown>;
  return {
    root,
    files: int(json.files, 0),
    diagnostics,
    summary: { errors: int(s.errors, 0), warnings: int(s.warnings, 0), infos: int(s.infos, 0) },
  };
}

/** Groups by file, in the report's order. */
export function byFile(diagnostics: readonly CheckDiagnostic[]): Map<string, CheckDiagnostic[]> {
  const map = new Map<string, CheckDiagnostic[]>();
  for (const d of diagnostics) {
    const list = map.get(d.file);
    if (list) list.push(d);
    else map.set(d.file, [d]);
  }
  return map;
}

/** A diagnostic already shown by the language server: same file, start, code. */
export interface Shown {
  readonly file: string;
  readonly startLine: number;
  readonly startCharacter: number;
  readonly code: string;
}

/**
 * The check's diagnostics the language server does not already show (it publishes the whole workspace's, for the
 * hosts of catalog-studio.yaml): so the Problems panel lists each finding once, and what check adds (other hosts,
 * files the server has not read) under the source `catalog-studio check`.
 */
export function notShown(diagnostics: readonly CheckDiagnostic[], shown: readonly Shown[]): CheckDiagnostic[] {
  const keys = new Set(shown.map((s) => `${s.file}\u0000${s.startLine}\u0000${s.startCharacter}\u0000${s.code}`));
  return diagnostics.filter((d) =>
    !keys.has(`${d.file}\u0000${d.range.startLine}\u0000${d.range.startCharacter}\u0000${d.code}`));
}
