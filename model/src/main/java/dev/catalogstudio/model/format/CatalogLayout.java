package dev.catalogstudio.model.format;

import java.util.Optional;

/**
 * Path patterns of the catalog layouts (metaagents.md § Directory Layout, workspace-skills.md § Directory structure).
 * Paths are workspace-relative and {@code /}-separated.
 */
public final class CatalogLayout {

    private CatalogLayout() {
    }

    /**
     * The catalog folder of an entry path of the form {@code <catalog>/<bucket>/<name>/<file>}, e.g. {@code ""} for
     * {@code skills/a/SKILL.md} and {@code sub} for {@code sub/skills/a/SKILL.md}.
     */
    public static Optional<String> catalogOf(String path, String bucket, String fileName) {
        // Three slashes from the end, read in place: called for every document, several times, in every check.
        int file = path.lastIndexOf('/');
        if (file < 0 || !path.startsWith(fileName, file + 1) || path.length() - file - 1 != fileName.length()) {
            return Optional.empty();
        }
        int name = path.lastIndexOf('/', file - 1);
        if (name < 0) {
            return Optional.empty();
        }
        int bucketStart = path.lastIndexOf('/', name - 1) + 1;
        if (name - bucketStart != bucket.length() || !path.startsWith(bucket, bucketStart) || file - name < 2) {
            return Optional.empty();
        }
        return Optional.of(bucketStart == 0 ? "" : path.substring(0, bucketStart - 1));
    }

    /** Whether {@code path} is {@code [<prefix>/].agents/skills/<name>/SKILL.md}. */
    public static boolean isWorkspaceSkill(String path) {
        return catalogOf(path, "skills", "SKILL.md")
                .map(c -> c.equals(".agents") || c.endsWith("/.agents"))
                .orElse(false);
    }

    /** Whether {@code path} is {@code [<catalog>/]mcps/<file>.json}. */
    public static boolean isMcpFile(String path) {
        // Asked of every file a scan lists: read in place, not split into an array of segments.
        int end = path.length();
        while (end > 0 && path.charAt(end - 1) == '/') {
            end--; // as split drops trailing empty segments
        }
        int last = path.lastIndexOf('/', end - 1);
        if (last < 0 || end - 5 <= last || !path.startsWith(".json", end - 5)) {
            return false; // no parent segment, or a file name that does not end in .json
        }
        int parent = path.lastIndexOf('/', last - 1);
        return last - parent - 1 == 4 && path.startsWith("mcps", parent + 1);
    }

    /** The last segment of a {@code /}-separated path: its file name. */
    public static String fileName(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /** Whether the last segment of {@code path} is exactly {@code name} (case-sensitive, as the specs name files). */
    public static boolean isNamed(String path, String name) {
        return path.endsWith(name) && (path.length() == name.length() || path.charAt(path.length() - name.length() - 1)
                == '/');
    }

    /** The folder part of a path, without a trailing slash; empty at the root. */
    public static String folderOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }

    /** {@code folder + "/" + name}, or {@code name} at the root. */
    public static String join(String folder, String name) {
        return folder.isEmpty() ? name : folder + "/" + name;
    }
}
