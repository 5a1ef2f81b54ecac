import * as path from 'path';
import { minimatch } from 'minimatch';
import { documentSelector } from '../core/files';

/**
 * Replaced part of VS Code: its glob matching of a DocumentFilter's `pattern` against a document's path (what
 * `vscode.languages.match` does for the client's selector), here minimatch with `dot: true`, as VS Code's globs match
 * dot files and folders too.
 */
export function selectorMatches(file: string): boolean {
  const p = file.split(path.sep).join('/');
  return documentSelector().some((f) => f.scheme === 'file' && minimatch(p, f.pattern, { dot: true }));
}
