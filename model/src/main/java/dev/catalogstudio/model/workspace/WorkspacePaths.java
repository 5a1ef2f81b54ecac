package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.text.SlashPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The workspace scan's rules for one path at a time, for whoever follows the disk after a scan (the language server,
 * told that a file changed): what {@link WorkspaceScanner#scan} would list at a path now ({@link #entry}), and what it
 * makes of a symbolic link ({@link #link}). The scan itself judges every link it meets with {@link #link}, so the two
 * cannot disagree: a symbolic link below the root is never followed, one leading outside the root is
 * {@code symlink-escape}, one to an enclosing folder {@code symlink-loop}, any other an alias of a real path the scan
 * lists under that real path.
 */
public final class WorkspacePaths {

    private WorkspacePaths() {
    }

    /** What the scan makes of a symbolic link below the root. */
    public enum LinkKind {
        /** It leads to a file or folder inside the root, listed under its real path. */
        ALIAS,
        /** It leads outside the root (dangling or not): {@code symlink-escape}. */
        ESCAPE,
        /** It leads to a folder that contains it: {@code symlink-loop}. */
        LOOP,
        /** It leads nowhere, by a path inside the root. */
        DANGLING,
        /** Its target cannot be read. */
        UNREADABLE
    }

    /**
     * A symbolic link as the scan judges it.
     *
     * @param kind    what it is
     * @param target  where it leads: its real path ({@link LinkKind#ALIAS}, {@link LinkKind#LOOP}, an
     *                {@link LinkKind#ESCAPE} to something that exists), else where its own text points (normalized);
     *                {@code null} for {@link LinkKind#UNREADABLE}
     * @param folder  whether it leads to a folder
     * @param rule    the scan's diagnostic for it ({@code symlink-escape}, {@code symlink-loop}, {@code file-unreadable});
     *                {@code null} for an alias and for a dangling link inside the root whose name is no document's
     * @param message that diagnostic's message, one sentence; {@code null} when {@code rule} is
     */
    public record Link(LinkKind kind, Path target, boolean folder, Rule rule, String message) {
    }

    /**
     * Judges the symbolic link {@code link}, a path below {@code realRoot}, without following it anywhere.
     *
     * @param realRoot the workspace folder's real path ({@link Path#toRealPath})
     * @param link     a symbolic link below it (its parent folders real)
     */
    public static Link link(Path realRoot, Path link) {
        Path target;
        try {
            target = link.getParent().resolve(Files.readSymbolicLink(link)).normalize();
        } catch (IOException | UnsupportedOperationException e) {
            return new Link(LinkKind.UNREADABLE, null, false, Rule.FILE_UNREADABLE, "Cannot read this symbolic link: "
                    + e.getMessage() + ".");
        }
        Path real;
        try {
            real = link.toRealPath();
        } catch (IOException e) {
            // Dangling, or a chain that loops: judged by where the link's own text points.
            if (!target.startsWith(realRoot)) {
                return new Link(LinkKind.ESCAPE, target, false, Rule.SYMLINK_ESCAPE, "This symbolic link leads outside"
                        + " the workspace (to " + target + ", which does not exist); it was not followed.");
            }
            if (Formats.isDocument(SlashPath.relative(realRoot, link))) {
                return new Link(LinkKind.DANGLING, target, false, Rule.FILE_UNREADABLE, "This symbolic link points at"
                        + " nothing (" + linkText(link) + ").");
            }
            return new Link(LinkKind.DANGLING, target, false, null, null);
        }
        if (!real.startsWith(realRoot)) {
            return new Link(LinkKind.ESCAPE, real, Files.isDirectory(real), Rule.SYMLINK_ESCAPE, "This symbolic link"
                    + " leads outside the workspace (to " + real + "); it was not followed.");
        }
        boolean folder = Files.isDirectory(real);
        if (folder && link.getParent().startsWith(real)) {
            return new Link(LinkKind.LOOP, real, true, Rule.SYMLINK_LOOP, "This symbolic link leads back to a folder"
                    + " that contains it; it was not followed.");
        }
        return new Link(LinkKind.ALIAS, real, folder, null, null);
    }

    private static String linkText(Path link) {
        try {
            return String.valueOf(Files.readSymbolicLink(link));
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** What is at a path below a workspace folder, as the scan sees it now. */
    public sealed interface Entry permits File, Folder, Linked, Unlisted {
    }

    /**
     * A regular file the scan lists, reached from the root through no symbolic link.
     *
     * @param file as the scan lists it: its path, where it is, and its size in bytes (read without following a link)
     */
    public record File(WorkspaceFile file) implements Entry {
    }

    /** A folder the scan walks, reached from the root through no symbolic link. */
    public record Folder(Path path) implements Entry {
    }

    /**
     * The path is, or lies under, a symbolic link, which the scan never follows.
     *
     * @param path the link: the path itself or the folder on the way, {@code /}-separated, relative to the root
     * @param link what the scan makes of it
     */
    public record Linked(String path, Link link) implements Entry {
    }

    /**
     * Nothing the scan lists: nothing there, a pipe, socket or device, a path under a file, or one under a folder the
     * scan skips ({@link WorkspaceScanner#skipped}) or deeper than {@link WorkspaceScanner#MAX_DEPTH}.
     */
    public record Unlisted() implements Entry {
    }

    /**
     * What the scan of {@code root} would make of the path {@code path} now. Reads attributes only, each without
     * following a link; never opens a file. The root itself may be a link, as for the scan.
     *
     * @param root the workspace folder
     * @param path {@code /}-separated, relative to the root, without {@code .} or {@code ..} segments ({@code ""}:
     *             the root); any other is {@link Unlisted}
     */
    public static Entry entry(Path root, String path) {
        Path base = root.toAbsolutePath().normalize();
        Path realBase;
        try {
            realBase = base.toRealPath();
        } catch (IOException e) {
            return new Unlisted();
        }
        String[] segments = path.isEmpty() ? new String[0] : path.split("/", -1);
        if (segments.length > WorkspaceScanner.MAX_DEPTH) {
            return new Unlisted();
        }
        Path at = realBase;
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")
                    || segment.contains(at.getFileSystem().getSeparator())) {
                return new Unlisted();
            }
            at = at.resolve(segment);
            BasicFileAttributes attributes;
            try {
                attributes = Files.readAttributes(at, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException | UnsupportedOperationException e) {
                return new Unlisted();
            }
            boolean last = i == segments.length - 1;
            if (attributes.isSymbolicLink()) {
                return new Linked(String.join("/", java.util.Arrays.copyOf(segments, i + 1)), link(realBase, at));
            }
            if (attributes.isDirectory()) {
                if (WorkspaceScanner.skipped(at)) {
                    return new Unlisted();
                }
                if (last) {
                    return new Folder(base.equals(realBase) ? at : base.resolve(path));
                }
            } else if (!last || !attributes.isRegularFile()) {
                return new Unlisted();
            } else {
                return new File(new WorkspaceFile(path, base.equals(realBase) ? at : base.resolve(path),
                        attributes.size()));
            }
        }
        return new Folder(base);
    }
}
