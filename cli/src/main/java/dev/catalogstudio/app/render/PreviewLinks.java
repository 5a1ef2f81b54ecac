package dev.catalogstudio.app.render;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.text.PercentEncoding;
import dev.catalogstudio.model.text.UriReferences;
import dev.catalogstudio.model.workspace.Snapshot;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.DoublePredicate;

/**
 * What the preview makes of a link or image destination written in a document: the preview's whole policy on where
 * a click or an image may lead. Nothing here reaches the network; only files inside the workspace get a
 * {@code file:} URL. Confined to the thread that renders one preview.
 */
public final class PreviewLinks {

    /** How a destination is drawn. */
    public enum Kind {
        /** {@code #fragment}: a jump inside the page. */
        ANCHOR,
        /** {@code http:}, {@code https:} or {@code mailto:}: shown, and opened outside the studio on click. */
        EXTERNAL,
        /** A file of the workspace: opened in the studio; an image is drawn from its URL. */
        FILE,
        /** A {@code [[z=N]]} link to a plane that exists. */
        PLANE,
        /** A remote image: a placeholder the user may load once, by click. */
        REMOTE_IMAGE,
        /** A local target that does not exist, or leaves the workspace: drawn as broken with {@link Target#message()}. */
        BROKEN,
        /** A scheme the preview never follows ({@code javascript:}, {@code data:}, {@code file:}, …): no link at all. */
        UNSAFE
    }

    /**
     * A resolved destination.
     *
     * @param kind    how it is drawn
     * @param url     the URL to put in the page ({@code file:} URL, remote URL, {@code #fragment}); empty when none
     * @param path    the workspace-relative path of a {@link Kind#FILE}, or the plane's z for {@link Kind#PLANE}; else
     *                empty
     * @param message why a {@link Kind#BROKEN} or {@link Kind#UNSAFE} target is drawn so: the editor's diagnostic when
     *                there is one ({@code skill-reference-missing: …}); else empty
     */
    public record Target(Kind kind, String url, String path, String message) {
    }

    private final Snapshot snapshot;
    private final String documentPath;
    private final boolean fileUrls;
    private final DoublePredicate planeExists;
    /** The document's diagnostics, read once on the first broken link. */
    private List<Diagnostic> diagnostics;

    /**
     * @param snapshot     the workspace the links are resolved in
     * @param documentPath the document's workspace-relative path, {@code /}-separated
     * @param fileUrls     true for the studio (absolute {@code file:} URLs), false for a standalone page (paths
     *                     relative to the document's folder, which stay valid next to the catalog)
     * @param planeExists  whether a {@code [[z=N]]} target exists in the document
     */
    public PreviewLinks(Snapshot snapshot, String documentPath, boolean fileUrls, DoublePredicate planeExists) {
        this.snapshot = snapshot;
        this.documentPath = documentPath;
        this.fileUrls = fileUrls;
        this.planeExists = planeExists;
    }

    /** The scheme of a {@code [[z=N]]} link after {@link MarkdownHtml} rewrites it, e.g. {@code cs-plane:3}. */
    public static final String PLANE_SCHEME = "cs-plane:";

    /**
     * Resolves {@code destination} as written in the Markdown (before any sanitizing).
     *
     * @param image whether it is an image's source
     */
    public Target resolve(String destination, boolean image) {
        String d = destination == null ? "" : destination.strip();
        String lower = d.toLowerCase(Locale.ROOT);
        if (lower.startsWith(PLANE_SCHEME)) {
            String z = d.substring(PLANE_SCHEME.length());
            try {
                return planeExists.test(Double.parseDouble(z)) ? new Target(Kind.PLANE, "", z, "")
                        : new Target(Kind.BROKEN, "", "", "no plane has z=" + z + " in this document");
            } catch (NumberFormatException e) {
                return new Target(Kind.BROKEN, "", "", "'" + z + "' is not a z value");
            }
        }
        if (d.startsWith("#") && !image) {
            return new Target(Kind.ANCHOR, d, "", "");
        }
        if (UriReferences.hasScheme(d)) {
            String scheme = d.substring(0, d.indexOf(':')).toLowerCase(Locale.ROOT);
            if (scheme.equals("http") || scheme.equals("https")) {
                return new Target(image ? Kind.REMOTE_IMAGE : Kind.EXTERNAL, d, "", "");
            }
            if (scheme.equals("mailto") && !image) {
                return new Target(Kind.EXTERNAL, d, "", "");
            }
            return new Target(Kind.UNSAFE, "", "", "the preview follows no links of the '" + scheme + "' scheme");
        }
        if (d.startsWith("//")) {
            return new Target(image ? Kind.REMOTE_IMAGE : Kind.EXTERNAL, "https:" + d, "", "");
        }
        return local(d, image);
    }

    private Target local(String written, boolean image) {
        String pathPart = written;
        int cut = indexOfAny(pathPart, "?#");
        String fragment = cut >= 0 && pathPart.charAt(cut) == '#' ? pathPart.substring(cut) : "";
        if (cut >= 0) {
            pathPart = pathPart.substring(0, cut);
        }
        String decoded = PercentEncoding.decode(pathPart);
        if (decoded.isEmpty()) {
            return new Target(Kind.ANCHOR, fragment.isEmpty() ? "#" : fragment, "", "");
        }
        String folder = documentPath.contains("/") ? documentPath.substring(0, documentPath.lastIndexOf('/')) : "";
        // A root-relative link ("/docs/x.md") is resolved against the workspace root, never the disk's.
        Optional<String> resolved = decoded.startsWith("/") ? normalize("", decoded.substring(1))
                : normalize(folder, decoded);
        if (resolved.isEmpty()) {
            return new Target(Kind.BROKEN, "", "", diagnostic(written).orElse("'" + written
                    + "' leaves the workspace; the preview only opens files inside it"));
        }
        var path = inWorkspace(resolved.get());
        if (path.isEmpty()) {
            return new Target(Kind.BROKEN, "", "", diagnostic(written).orElse("'" + written + "' does not exist"));
        }
        Path file = snapshot.root().resolve(path.get());
        String url = fileUrls ? file.toUri().toString() + fragment : relative(folder, path.get()) + fragment;
        return new Target(Kind.FILE, url, path.get(), "");
    }

    /**
     * The workspace file at {@code path} as the scan saw it: the path itself, or, through a symbolic link inside the
     * workspace, the real path it leads to. Empty for anything the scan does not hold (missing, or behind a link that
     * leaves the workspace), so the preview never reads the disk to decide.
     */
    private Optional<String> inWorkspace(String path) {
        if (snapshot.files().containsKey(path)) {
            return Optional.of(path);
        }
        for (var alias : snapshot.aliases().values()) {
            String through = path.equals(alias.path()) ? alias.target()
                    : alias.folder() && path.startsWith(alias.path() + "/")
                    ? alias.target() + path.substring(alias.path().length()) : null;
            if (through != null && snapshot.files().containsKey(through)) {
                return Optional.of(through);
            }
        }
        return Optional.empty();
    }

    /** The document's diagnostic about {@code written} (a missing or escaping reference), as the editor shows it. */
    private Optional<String> diagnostic(String written) {
        if (diagnostics == null) {
            diagnostics = snapshot.diagnostics(documentPath);
        }
        return diagnostics.stream().filter(d -> d.rule().id().startsWith("skill-reference")
                        && d.message().contains(written))
                .findFirst().map(d -> d.rule().id() + ": " + d.message());
    }

    /** {@code folder/relative} with {@code .} and {@code ..} applied; empty when it climbs above the root. */
    static Optional<String> normalize(String folder, String relative) {
        var parts = new java.util.ArrayList<String>();
        for (String p : (folder.isEmpty() ? relative : folder + "/" + relative).split("/")) {
            if (p.isEmpty() || p.equals(".")) {
                continue;
            }
            if (p.equals("..")) {
                if (parts.isEmpty()) {
                    return Optional.empty();
                }
                parts.remove(parts.size() - 1);
            } else {
                parts.add(p);
            }
        }
        return Optional.of(String.join("/", parts));
    }

    /**
     * The URL of workspace file {@code path} relative to {@code folder}, each segment percent-encoded but for
     * RFC 3986's unreserved characters, so that no file name (a {@code javascript:alert(1)}, a folder named
     * {@code https:}) can read as a scheme, an authority or a query.
     */
    static String relative(String folder, String path) {
        String relative = folder.isEmpty() ? path
                : Path.of(folder).relativize(Path.of(path)).toString().replace('\\', '/');
        return PercentEncoding.encode(relative.getBytes(StandardCharsets.UTF_8), "/");
    }

    private static int indexOfAny(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }
}
