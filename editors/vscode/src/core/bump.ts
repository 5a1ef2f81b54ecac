/**
 * Bump Version: the server offers "Bump patch", "Bump minor" and "Bump major" (kind refactor.rewrite) on the
 * frontmatter of a MetaAgents AGENTS.md or SKILL.md. The extension asks for code actions on the frontmatter and applies
 * the one of the level picked. No `vscode` import.
 */

export const BUMP_LEVELS = ['patch', 'minor', 'major'] as const;
export type BumpLevel = (typeof BUMP_LEVELS)[number];

export const BUMP_KIND = 'refactor.rewrite';

/**
 * The frontmatter's lines (0-based, from the opening `---` to the closing one), where the server offers the bump, or
 * undefined when the text has no frontmatter.
 */
export function frontmatterRange(text: string): { startLine: number; endLine: number } | undefined {
  const lines = text.split(/\r?\n/);
  let first = 0;
  if (lines.length > 0 && lines[0].charCodeAt(0) === 0xfeff) lines[0] = lines[0].slice(1);
  if (lines[first]?.trim() !== '---') return undefined;
  for (let i = first + 1; i < lines.length; i++) {
    if (lines[i].trim() === '---' || lines[i].trim() === '...') return { startLine: first, endLine: i };
  }
  return undefined;
}

/** The index of the action bumping `level` among the offered ones (by kind and title), or -1. */
export function pickBumpAction(actions: readonly { title: string; kind?: string }[], level: BumpLevel): number {
  const title = new RegExp(`^Bump ${level}\\b`, 'i');
  return actions.findIndex((a) => (a.kind === undefined || a.kind === BUMP_KIND ||
    a.kind.startsWith(BUMP_KIND + '.')) && title.test(a.title));
}
