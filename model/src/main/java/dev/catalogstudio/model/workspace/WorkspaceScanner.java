package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SlashPath;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Lists the files of a workspace folder.
 *
 * <p>Skips version-control and dependency folders ({@code .git}, {@code node_modules} …) and build output
 * ({@code target/} beside a {@code pom.xml}, {@code build/} beside a Gradle or npm build). Symbolic links are never
 * walked through ({@link #scan}): each real file is listed once, under its real path, and a link inside the root is an
 * {@link Alias}. Files that are not regular files (FIFOs, devices) are reported, never opened.
 */
public final class WorkspaceScanner {

    /** Folder names never scanned. */
    public static final Set<String> SKIPPED_FOLDERS =
            Set.of(".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", ".gradle", ".idea", ".mvn");
    /** Most files listed; a larger tree is cut off with a diagnostic. */
    public static final int MAX_FILES = 200_000;
    /** Deepest folder nesting followed. */
    public static final int MAX_DEPTH = 64;

    /**
     * The scan of a folder.
     *
     * @param root     the folder, absolute and normalized
     * @param files    regular files found, sorted by path; each real file once, under its real path
     * @param aliases  symbolic links inside the root that lead to another place inside it, sorted by path: the
     *                 file or folder they stand for is scanned once, under its real path, never again through them
     * @param problems diagnostics about entries that could not be listed, keyed by their relative path
     */
    public record Scan(Path root, List<WorkspaceFile> files, List<Alias> aliases, List<FileDiagnostic> problems) {
    }

    /**
     * A symbolic link inside the root to a file or folder inside it.
     *
     * @param path   the link, {@code /}-separated, relative to the root
     * @param target the real path it leads to, relative to the root ({@code ""} for the root itself)
     * @param folder whether it leads to a folder
     */
    public record Alias(String path, String target, boolean folder) {
    }

    /**
     * Scans {@code root}. Symbolic links are never walked through: a link leading outside the root is
     * {@code symlink-escape} (dangling or not), a link to one of its own enclosing folders {@code symlink-loop}, and
     * any other link inside the root an {@link Alias}; so every real folder is visited once, whatever the links, and
     * every file is listed once.
     *
     * @throws IOException if {@code root} is not a readable folder
     */
    public Scan scan(Path root, ProgressListener progress) throws IOException {
        return scan(root, progress, Files::walkFileTree, file -> { });
    }

    /** {@link #scan(Path, ProgressListener)}, handing each regular file to {@code found} as soon as it is listed. */
    Scan scan(Path root, ProgressListener progress, java.util.function.Consumer<WorkspaceFile> found)
            throws IOException {
        return scan(root, progress, Files::walkFileTree, found);
    }

    /** How a folder tree is walked: {@link Files#walkFileTree(Path, Set, int, java.nio.file.FileVisitor)}. */
    @FunctionalInterface
    interface Walker {
        void walk(Path start, Set<FileVisitOption> options, int maxDepth, java.nio.file.FileVisitor<Path> visitor)
                throws IOException;
    }

    /** {@link #scan(Path, ProgressListener)} with another walker (tests: a folder whose listing fails). */
    Scan scan(Path root, ProgressListener progress, Walker walker, java.util.function.Consumer<WorkspaceFile> found)
            throws IOException {
        Path base = root.toAbsolutePath().normalize();
        if (!Files.isDirectory(base)) {
            throw new NoSuchFileException(base.toString(), null, "not a folder");
        }
        Path realBase = base.toRealPath();
        var files = new ArrayList<WorkspaceFile>();
        var aliases = new ArrayList<Alias>();
        var problems = new ArrayList<FileDiagnostic>();
        // The root itself may be reached through a link; everything below it is walked without following links.
        walker.walk(realBase, EnumSet.noneOf(FileVisitOption.class), MAX_DEPTH, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                return !dir.equals(realBase) && skipped(dir) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (files.size() >= MAX_FILES) {
                    problem(file, Rule.ANALYSIS_SKIPPED, "The workspace holds more than " + MAX_FILES
                            + " files; the rest were not checked.");
                    return FileVisitResult.TERMINATE;
                }
                if (attrs.isSymbolicLink()) {
                    link(file);
                } else if (attrs.isRegularFile()) {
                    String path = relative(file);
                    var listed = new WorkspaceFile(path, base.equals(realBase) ? file : base.resolve(path), attrs.size());
                    files.add(listed);
                    found.accept(listed);
                    if (files.size() % 500 == 0) {
                        progress.progress(files.size(), files.size(), "scanning");
                    }
                } else if (!attrs.isDirectory()) {
                    problem(file, Rule.FILE_UNREADABLE, "Not a regular file (a pipe, socket or device); not read.");
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                problem(file, Rule.FILE_UNREADABLE, (Files.isDirectory(file) ? "Cannot list this folder: "
                        : "Cannot read: ") + reason(e) + ".");
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) {
                if (e != null) {
                    // Listing failed part way (an I/O error in the folder): what was listed stands, the rest is said.
                    problem(dir, Rule.FILE_UNREADABLE, "Cannot list this folder completely: " + reason(e) + ".");
                }
                return FileVisitResult.CONTINUE;
            }

            /** A link is judged by the one rule ({@link WorkspacePaths#link}); never walked through. */
            private void link(Path link) {
                var judged = WorkspacePaths.link(realBase, link);
                if (judged.rule() != null) {
                    problem(link, judged.rule(), judged.message());
                } else if (judged.kind() == WorkspacePaths.LinkKind.ALIAS) {
                    aliases.add(new Alias(relative(link), relative(judged.target()), judged.folder()));
                }
            }

            private void problem(Path path, Rule rule, String message) {
                problems.add(new FileDiagnostic(relative(path), new Diagnostic(rule, rule.defaultSeverity(),
                        EMPTY.range(0, 0), message, List.of())));
            }

            private String relative(Path path) {
                return SlashPath.relative(realBase, path);
            }
        });
        files.sort(Comparator.comparing(WorkspaceFile::path));
        aliases.sort(Comparator.comparing(Alias::path));
        problems.sort(null);
        return new Scan(base, List.copyOf(files), List.copyOf(aliases), List.copyOf(problems));
    }

    private static final SourceText EMPTY = SourceText.of("");

    /**
     * Whether the folder {@code dir} is never scanned: a version-control or dependency folder
     * ({@link #SKIPPED_FOLDERS}), or build output ({@code target/} beside a {@code pom.xml}, {@code build/} beside a
     * Gradle or npm build). The studio's folder watcher asks the same question.
     */
    public static boolean skipped(Path dir) {
        String name = dir.getFileName().toString();
        if (SKIPPED_FOLDERS.contains(name)) {
            return true;
        }
        Path parent = dir.getParent();
        return switch (name) {
            case "target" -> Files.exists(parent.resolve("pom.xml"));
            case "build" -> Files.exists(parent.resolve("build.gradle")) || Files.exists(parent.resolve("build.gradle.kts"))
                    || Files.exists(parent.resolve("package.json"));
            default -> false;
        };
    }

    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fse && fse.getReason() != null) {
            return fse.getReason();
        }
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }
}
