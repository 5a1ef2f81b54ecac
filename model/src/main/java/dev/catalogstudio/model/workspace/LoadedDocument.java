package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.Optional;

/**
 * A document read from the workspace, classified and parsed once.
 *
 * @param file   the file
 * @param source its text and read problems
 * @param kind   its kind
 * @param parsed the format's parse product ({@link FrontmatterDocument} for Markdown documents, a format type
 *               otherwise), or {@code null} when the text could not be read
 */
public record LoadedDocument(WorkspaceFile file, SourceFile source, DocumentKind kind, Object parsed) {

    /** The parse product as {@code type}, when it is one. */
    public <T> Optional<T> parsed(Class<T> type) {
        return type.isInstance(parsed) ? Optional.of(type.cast(parsed)) : Optional.empty();
    }

    /** The frontmatter document, for SKILL.md and AGENTS.md. */
    public Optional<FrontmatterDocument> frontmatter() {
        return parsed(FrontmatterDocument.class);
    }
}
