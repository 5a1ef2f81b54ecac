package dev.catalogstudio.model.formats;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.Format;
import dev.catalogstudio.model.format.KindSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The field specification of every kind of document Catalog Studio reads, written from the specs in
 * {@code ../shared/specs} (and the README for {@code catalog-studio.yaml}). Immutable and thread-safe; built once.
 */
public final class Specs {

    /** Every spec, built on first use: a check asks only {@link #forKind}, which reads the owner format's alone. */
    private static final class All {
        static final List<KindSpec> ALL = all(Formats.ALL);

        static {
            if (ALL.stream().map(KindSpec::id).distinct().count() != ALL.size()) {
                throw new IllegalStateException("Two kind specs share an id");
            }
        }
    }

    /** {@link #forKind} by kind, computed once each. */
    private static final java.util.concurrent.ConcurrentHashMap<DocumentKind, List<KindSpec>> BY_KIND =
            new java.util.concurrent.ConcurrentHashMap<>();

    private Specs() {
    }

    private static List<KindSpec> all(List<Format> formats) {
        var all = new ArrayList<KindSpec>();
        formats.forEach(f -> all.addAll(f.specs()));
        all.add(WorkspaceSpecs.settings());
        return List.copyOf(all);
    }

    /**
     * Every kind spec, in a stable order: each format's in the registry's precedence order, then the workspace
     * settings ({@code catalog-studio.yaml}).
     */
    public static List<KindSpec> all() {
        return All.ALL;
    }

    /** The ids of {@link #all()}, in the same order. */
    public static List<String> ids() {
        return All.ALL.stream().map(KindSpec::id).toList();
    }

    /** The kind spec with id {@code id} (exact, case-sensitive), if there is one. */
    public static Optional<KindSpec> byId(String id) {
        return All.ALL.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /**
     * The kind spec with id {@code id}, for code that names a kind it knows exists (a format's rules).
     *
     * @throws IllegalArgumentException when no kind has that id
     */
    public static KindSpec of(String id) {
        return byId(id).orElseThrow(() -> new IllegalArgumentException("No kind spec has the id '" + id + "'"));
    }

    /**
     * The kind specs that describe documents of {@code kind}, or parts of them, in {@link #all()} order: one for most
     * kinds; {@code ActiveMCP.json} and {@code config.yaml} for {@link DocumentKind#OAF_MCP_CONFIG}; the manifest and
     * the plane lines for {@link DocumentKind#THREEMD_AGENT}; none for kinds without fields (CHANGELOG, plain
     * AGENTS.md, supporting files).
     */
    public static List<KindSpec> forKind(DocumentKind kind) {
        var known = BY_KIND.get(kind);
        if (known != null) {
            return known;
        }
        // A kind's specifications are its owner's (a format specifies only its own kinds): no other format's are built.
        var owned = Formats.owner(kind).map(f -> f.specs().stream()
                .filter(s -> s.documentKind().filter(kind::equals).isPresent()).toList()).orElse(List.of());
        var previous = BY_KIND.putIfAbsent(kind, owned);
        return previous != null ? previous : owned;
    }

    /**
     * The kind spec of a whole document of {@code kind} named {@code fileName} (no folder): its frontmatter or its
     * top-level JSON or YAML value, never a part such as a 3md plane line.
     */
    public static Optional<KindSpec> forDocument(DocumentKind kind, String fileName) {
        return forKind(kind).stream().filter(s -> s.format() != DocumentFormat.THREEMD_PLANE_ATTRIBUTES)
                .filter(s -> s.matchesFileName(fileName)).findFirst();
    }
}
