package dev.catalogstudio.app.editor;

import dev.catalogstudio.app.editor.highlight.FrontmatterHighlighter;
import dev.catalogstudio.app.editor.highlight.Highlighter;
import dev.catalogstudio.app.editor.highlight.JsonHighlighter;
import dev.catalogstudio.app.editor.highlight.MarkdownHighlighter;
import dev.catalogstudio.app.editor.highlight.StarlarkHighlighter;
import dev.catalogstudio.app.editor.highlight.ThreeMdFrontmatterHighlighter;
import dev.catalogstudio.app.editor.highlight.YamlHighlighter;
import dev.catalogstudio.model.format.EditorLanguage;

/** The languages the {@link CodeEditor} highlights, each with its toolkit-free {@link Highlighter}. */
public enum Language {
    /** {@code SKILL.md}, {@code AGENTS.md}, {@code CHANGELOG.md}, any {@code *.md}: YAML frontmatter, then Markdown. */
    MARKDOWN_FRONTMATTER(new FrontmatterHighlighter(new YamlHighlighter(), MarkdownHighlighter.commonMark(), false)),
    /** {@code *.3md}: the 3md frontmatter mini-format, then Markdown with {@code @plane} directives and plane links. */
    THREEMD(new FrontmatterHighlighter(new ThreeMdFrontmatterHighlighter(), MarkdownHighlighter.threeMd(), true)),
    /** {@code *.json}: MCP files, {@code .mcp.json}, {@code ActiveMCP.json}. */
    JSON(new JsonHighlighter()),
    /** {@code *.yaml}, {@code *.yml}: OAF {@code config.yaml}. */
    YAML(new YamlHighlighter()),
    /** {@code *.star}: Starlark in metaskills. */
    STARLARK(new StarlarkHighlighter()),
    /** Anything else: no highlighting. */
    PLAIN(Highlighter.NONE);

    private final Highlighter highlighter;

    Language(Highlighter highlighter) {
        this.highlighter = highlighter;
    }

    /** The highlighter for this language (stateless, safe to call from any thread). */
    public Highlighter highlighter() {
        return highlighter;
    }

    /** The highlighting of a model {@link EditorLanguage}. */
    public static Language of(EditorLanguage language) {
        return switch (language) {
            case MARKDOWN_FRONTMATTER -> MARKDOWN_FRONTMATTER;
            case THREEMD -> THREEMD;
            case JSON -> JSON;
            case YAML -> YAML;
            case STARLARK -> STARLARK;
            case PLAIN -> PLAIN;
        };
    }

    /**
     * The language of a file, from its name's extension (case-insensitive), by the model's rule
     * ({@link EditorLanguage#ofFileName}).
     *
     * @param fileName a file name or a path with {@code /} or {@code \\} separators; only the last segment counts
     * @return {@link #PLAIN} for an unknown extension or a name without one
     */
    public static Language forPath(String fileName) {
        return of(EditorLanguage.ofFileName(fileName));
    }
}
