package dev.catalogstudio.model.format;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.text.SourceText;
import java.util.Optional;
import java.util.Set;

/**
 * One document format: everything the workspace needs to read, classify, check and graph its documents. Registered
 * once in {@link Formats#ALL}; the workspace dispatches every step through the registry, so adding a format is one
 * package under {@code format/} and one line there.
 *
 * <p>The steps, in the order the workspace runs them for every file:
 * <ol>
 *   <li>{@link #reads}: whether a path can be one of its documents (by name and place only); the first format that
 *       reads a path {@linkplain #parse parses} it, once;</li>
 *   <li>{@link #roles}: what the document makes of its folders (a catalog root, an OAF agent folder);</li>
 *   <li>{@link #classify}: the document's kind, given the roles of every folder; the first format that claims a
 *       document owns it;</li>
 *   <li>{@link #check}: the per-document rules of its kind;</li>
 *   <li>{@link #contribute}: its nodes and typed edges in the dependency graph.</li>
 * </ol>
 * Implementations are stateless and thread-safe: the workspace calls them from several threads at once.
 */
public interface Format {

    /** The document kinds this format classifies documents as. */
    Set<DocumentKind> kinds();

    /** Whether the file at {@code path} ({@code /}-separated, relative to the root) can be a document of this format. */
    boolean reads(String path);

    /**
     * Parses the text of a file this format {@linkplain #reads reads}. Never throws on bad input: syntax problems are
     * kept in the product for {@link #check} to report.
     */
    Parsed parse(String path, SourceText text);

    /** The folder roles this document declares; none by default. */
    default Set<Structure.FolderRole> roles(String path, Parsed parsed) {
        return Set.of();
    }

    /**
     * The kind of the document at {@code path}, if this format owns it.
     *
     * @param parsed the product of the format that parsed it, or {@code null} when the file was unreadable
     */
    Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure);

    /** Runs the per-document rules of a document this format {@linkplain #classify classified}. */
    void check(FormatDocument document, FormatContext context, Diagnostics out);

    /** Adds the document's nodes and edges to {@code graph}; nothing by default. */
    default void contribute(FormatDocument document, ContributionBuilder graph) {
    }
}
