package dev.catalogstudio.model.format;

/**
 * The syntax a document is written in, as the studio's editor highlights it. Declared by the model so that the tree,
 * the editor and the formats agree on what a file is.
 */
public enum EditorLanguage {
    /** YAML frontmatter, then Markdown ({@code SKILL.md}, {@code AGENTS.md}, {@code CHANGELOG.md}, {@code *.md}). */
    MARKDOWN_FRONTMATTER,
    /** 3md: its frontmatter, then Markdown with {@code @plane} directives and plane links. */
    THREEMD,
    /** JSON: MCP files, {@code .mcp.json}, {@code ActiveMCP.json}. */
    JSON,
    /** YAML: OAF {@code config.yaml}, {@code catalog-studio.yaml}. */
    YAML,
    /** Starlark: metaskill programs. */
    STARLARK,
    /** No highlighting. */
    PLAIN;

    /**
     * The language of a file from its name's extension (case-insensitive): what the editor uses for a file that is no
     * document (a {@code SKILL.star}, a {@code references/*.md}).
     *
     * @param fileName a file name or a path with {@code /} or {@code \\} separators; only the last segment counts
     * @return {@link #PLAIN} for an unknown extension or a name without one
     */
    public static EditorLanguage ofFileName(String fileName) {
        String name = fileName.substring(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        int dot = lower.lastIndexOf('.');
        String extension = dot < 0 ? "" : lower.substring(dot + 1);
        return switch (extension) {
            case "md", "markdown" -> MARKDOWN_FRONTMATTER;
            case "3md" -> THREEMD;
            case "json" -> JSON;
            case "yaml", "yml" -> YAML;
            case "star", "bzl" -> STARLARK;
            default -> PLAIN;
        };
    }
}
