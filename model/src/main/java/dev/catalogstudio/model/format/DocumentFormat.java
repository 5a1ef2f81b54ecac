package dev.catalogstudio.model.format;

/** Where the fields of a {@link KindSpec} are written. */
public enum DocumentFormat {
    /** The YAML frontmatter block ({@code ---} … {@code ---}) at the top of a Markdown file (SKILL.md, AGENTS.md). */
    YAML_FRONTMATTER("YAML frontmatter"),
    /** A whole YAML file ({@code config.yaml}, {@code catalog-studio.yaml}). */
    YAML_FILE("YAML file"),
    /** A whole JSON file ({@code .mcp.json}, {@code mcps/*.json}, {@code ActiveMCP.json}). */
    JSON_FILE("JSON file"),
    /**
     * The frontmatter of a {@code .3md} file: flat {@code key: value} lines, not YAML, every value a string
     * (3md-base.md § 3.1).
     */
    THREEMD_FRONTMATTER("3md frontmatter"),
    /** The {@code key=value} attributes of one {@code @plane} directive line, every value a string (3md-base.md § 4.1). */
    THREEMD_PLANE_ATTRIBUTES("3md plane attributes");

    private final String displayName;

    DocumentFormat(String displayName) {
        this.displayName = displayName;
    }

    /** A short human name, e.g. {@code YAML frontmatter}. */
    public String displayName() {
        return displayName;
    }
}
