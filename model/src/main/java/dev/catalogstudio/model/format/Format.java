package dev.catalogstudio.model.format;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.resolve.ContributionBuilder;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One document format: everything the workspace needs to read, classify, check and graph its documents, and the
 * field specification of its kinds. Registered once in the registry ({@code dev.catalogstudio.model.formats.Formats});
 * the workspace dispatches every step through the registry, so adding a format is one package under {@code format/}
 * and one line there. A format imports no other format: what it needs of another's documents it reads through
 * {@link DocumentKind.Trait traits}, {@link Parsed} and {@link FormatContext}.
 *
 * <p>The steps, in the order the workspace runs them for every file:
 * <ol>
 *   <li>{@link #reads}: whether a path can be one of its documents (by name and place only); the first format that
 *       reads a path {@linkplain #parse parses} it, once;</li>
 *   <li>{@link #roles}: what the document makes of its folders (a catalog root, an OAF agent folder);</li>
 *   <li>{@link #classify}: the document's kind, given the roles of every folder; the first format that claims a
 *       document owns it;</li>
 *   <li>{@link #check}: the per-document rules of its kind, and of every kind it {@linkplain #checks also checks}
 *       (the Agent Skills rules read a MetaAgents skill too);</li>
 *   <li>{@link #contribute}: its nodes and typed edges in the dependency graph.</li>
 * </ol>
 * Implementations are stateless and thread-safe: the workspace calls them from several threads at once.
 */
public interface Format {

    /** The document kinds this format classifies documents as. */
    Set<DocumentKind> kinds();

    /**
     * Whether this format's rules read documents of {@code kind}: its own kinds, and kinds of other formats that embed
     * its documents (by {@linkplain DocumentKind#has trait}). The registry runs {@link #check} of every format that
     * checks a document's kind, in precedence order.
     */
    default boolean checks(DocumentKind kind) {
        return kinds().contains(kind);
    }

    /**
     * The field specifications of this format's kinds, in the order the {@code schema} command lists them; none by
     * default.
     */
    default List<KindSpec> specs() {
        return List.of();
    }

    /** Whether the file at {@code path} ({@code /}-separated, relative to the root) can be a document of this format. */
    boolean reads(String path);

    /**
     * Parses the text of a file this format {@linkplain #reads reads}. Never throws on bad input: syntax problems are
     * kept in the product for {@link #check} to report.
     */
    Parsed parse(String path, SourceText text);

    /**
     * The folder roles this document declares; none by default. Only the first format in precedence order that
     * declares any for a document is heard (an OAF {@code AGENTS.md} makes no MetaAgents catalog).
     */
    default Set<Structure.FolderRole> roles(String path, Parsed parsed) {
        return Set.of();
    }

    /**
     * The kind of the document at {@code path}, if this format owns it.
     *
     * @param parsed the product of the format that parsed it, or {@code null} when the file was unreadable
     */
    Optional<DocumentKind> classify(String path, Parsed parsed, Structure structure);

    /** Runs this format's per-document rules on a document whose kind it {@linkplain #checks checks}. */
    void check(FormatDocument document, FormatContext context, Diagnostics out);

    /** Adds the document's nodes and edges to {@code graph}; nothing by default. */
    default void contribute(FormatDocument document, ContributionBuilder graph) {
    }

    /**
     * Adds the document's nodes and edges to {@code graph}, reading the workspace around it through {@code context}
     * where its contribution depends on other files (a plugin manifest contains the skills of its {@code skills/}
     * folder and the servers of its MCP configuration). The workspace re-derives a document's contribution wherever it
     * re-runs the document's {@linkplain #check rules}, so a contribution may read what those rules read and no more.
     * By default, {@link #contribute(FormatDocument, ContributionBuilder)}: the document alone.
     */
    default void contribute(FormatDocument document, FormatContext context, ContributionBuilder graph) {
        contribute(document, graph);
    }
}
