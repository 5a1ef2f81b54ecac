/**
 * Between files and the graph's nodes: the `--focus` of a file (its entry folder, else its own node id) and the file
 * of a clicked node's `data-id`. No `vscode` import.
 */
import * as path from 'path';

/** Files that make a folder an entry (a skill, an agent). */
const ENTRY_FILES = ['SKILL.md', 'AGENTS.md'];

/** `path` relative to `folder` with '/' separators, or undefined when it is outside (or is the folder itself). */
export function relativeInside(folder: string, file: string): string | undefined {
  const rel = path.relative(folder, file);
  if (rel.length === 0 || rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/**
 * The graph's focus for a file of the workspace folder: the nearest folder holding a SKILL.md or AGENTS.md (the file's
 * entry: a skill's CHANGELOG.md or reference focuses on the skill), the file's own node id when no such folder is
 * above it (a .3md agent, mcps/x.json), undefined (the overview) for a file outside the folder.
 */
export function focusFor(folder: string, file: string, exists: (p: string) => boolean): string | undefined {
  const rel = relativeInside(folder, file);
  if (rel === undefined) return undefined;
  let dir = path.dirname(file);
  while (relativeInside(folder, dir) !== undefined) {
    if (ENTRY_FILES.some((f) => exists(path.join(dir, f)))) return relativeInside(folder, dir);
    dir = path.dirname(dir);
  }
  return rel;
}

/**
 * The file of a node: its `data-id` is the file's path relative to the folder, with a `#fragment` for a part of a
 * file (`.mcp.json#github`). Undefined for an id that is absolute or leaves the folder.
 */
export function nodeFile(folder: string, id: string): string | undefined {
  const hash = id.indexOf('#');
  const rel = hash >= 0 ? id.slice(0, hash) : id;
  if (rel.length === 0 || rel.includes('\0') || path.isAbsolute(rel) || /^[A-Za-z]:/.test(rel)) return undefined;
  const file = path.resolve(folder, rel);
  return relativeInside(path.resolve(folder), file) === undefined ? undefined : file;
}
