package dev.catalogstudio.model.format.oaf;

/**
 * The two instruction formats of an OAF AGENTS.md body (open-agent-format.md § Instruction Formats): "If the body
 * starts with {@code #}, treat as structured format. Otherwise, treat as direct system prompt."
 */
enum OafBodyFormat {
    /** The body's first non-blank character is {@code #}: Markdown sections (main agents). */
    STRUCTURED,
    /** Anything else, an empty body included: the body is the system prompt itself (sub-agents). */
    SYSTEM_PROMPT;

    /** The format of {@code body}, the Markdown after the frontmatter; leading blank lines and spaces are skipped. */
    public static OafBodyFormat of(String body) {
        return body.stripLeading().startsWith("#") ? STRUCTURED : SYSTEM_PROMPT;
    }
}
