/**
 * The catalog's files: the ones `catalog-studio lsp` knows (README, "In your editor"), as VS Code globs, plus those it
 * also reads that the README's list leaves out (a Starlark SKILL.star, an OAF agent's mcp-configs/<server>/
 * ActiveMCP.json and config.yaml, a plugin's mcp.json): the server test asks the server which files of the sample it
 * highlights or outlines and fails when one is left out here. The document
 * selector, the activation events and the file watcher are all made from this one list, so they cannot disagree.
 * No `vscode` import: unit-tested in Node.
 */

/** Glob of each kind of file the server reads, relative to any folder (VS Code's `**` prefix). */
export const CATALOG_FILE_GLOBS: readonly string[] = [
  '**/SKILL.md',
  '**/AGENTS.md',
  '**/CHANGELOG.md',
  '**/*.3md',
  '**/.mcp.json',
  '**/mcps/*.json',
  '**/plugin.json',
  '**/hooks/hooks.json',
  '**/marketplace.json',
  '**/catalog-studio.yaml',
  '**/SKILL.star',
  '**/mcp.json',
  '**/mcp-configs/*/ActiveMCP.json',
  '**/mcp-configs/*/config.yaml',
];

/** A VS Code `DocumentFilter` (structurally: `{ scheme, pattern }`). */
export interface FileFilter {
  readonly scheme: string;
  readonly pattern: string;
}

/** The client's document selector: files on disk whose path matches one of the globs, in any language mode. */
export function documentSelector(): FileFilter[] {
  return CATALOG_FILE_GLOBS.map((pattern) => ({ scheme: 'file', pattern }));
}

/**
 * The files whose presence in a workspace activates the extension. CHANGELOG.md alone is no catalog (every project has
 * one), nor is a plugin.json or marketplace.json outside a plugin folder; the rest are.
 */
export const ACTIVATION_GLOBS: readonly string[] = [
  '**/SKILL.md',
  '**/AGENTS.md',
  '**/*.3md',
  '**/.mcp.json',
  '**/mcps/*.json',
  '**/.claude-plugin/plugin.json',
  '**/.claude-plugin/marketplace.json',
  '**/catalog-studio.yaml',
];

/** `activationEvents` of package.json, as VS Code spells them. */
export function activationEvents(): string[] {
  return ACTIVATION_GLOBS.map((g) => `workspaceContains:${g}`);
}
