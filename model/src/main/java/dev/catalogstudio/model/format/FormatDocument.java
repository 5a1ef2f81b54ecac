package dev.catalogstudio.model.format;

import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.Optional;

/** A document as a {@link Format} sees it: read, parsed and classified, with its path in the workspace. */
public interface FormatDocument {

    /** The {@code /}-separated path relative to the workspace root, e.g. {@code skills/a/SKILL.md}. */
    String path();

    /** The file's size on disk (or the editor buffer's), in bytes. */
    long size();

    /**
     * The text as read, or {@code null} when the file could not be read or is binary (then there is no
     * {@link #parsed()} product either).
     */
    SourceText text();

    /** Whether only the head of an oversized file was read ({@link dev.catalogstudio.model.text.TextFileReader}). */
    boolean truncated();

    /** The kind the registry decided. */
    DocumentKind kind();

    /** The parse product, or {@code null} when the text could not be read. */
    Parsed parsed();

    /** The last segment of {@link #path()}. */
    default String fileName() {
        return CatalogLayout.fileName(path());
    }

    /** The frontmatter, for SKILL.md and AGENTS.md. */
    default Optional<FrontmatterDocument> frontmatter() {
        return parsed() == null ? Optional.empty() : parsed().frontmatter();
    }
}
