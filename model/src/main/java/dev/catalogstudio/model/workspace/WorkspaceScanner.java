package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.text.SlashPath;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
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
 * ({@code target/} beside a {@code pom.xml}, {@code build/} beside a Gradle or npm build). Symbolic links are followed
 * only while they stay inside the root (a link leading out gives {@code symlink-escape}), and a link back to one of its
 * own ancestors gives {@code symlink-loop} instead of looping. Files that are not regular files (FIFOs, devices) are
 * reported, never opened.
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
     * @param files    regular files found, sorted by path
     * @param problems diagnostics about entries that could not be listed, keyed by their relative path
     */
    public record Scan(Path root, List<WorkspaceFile> files, List<FileDiagnostic> problems) {
    }

    /**
     * Scans {@code root}.
     *
     * @throws IOException if {@code root} is not a readable folder
     */
    public Scan scan(Path root, ProgressListener progress) throws IOException {
        Path base = root.toAbsolutePath().normalize();
        if (!Files.isDirectory(base)) {
            throw new NoSuchFileException(base.toString(), null, "not a folder");
        }
        Path realBase = base.toRealPath();
        var files = new ArrayList<WorkspaceFile>();
        var problems = new ArrayList<FileDiagnostic>();
        Files.walkFileTree(base, EnumSet.of(FileVisitOption.FOLLOW_LINKS), MAX_DEPTH, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                if (!dir.equals(base) && skipped(dir)) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                return escapes(dir) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                if (escapes(file)) {
                    return FileVisitResult.CONTINUE;
                }
                if (files.size() >= MAX_FILES) {
                    problem(file, Rule.ANALYSIS_SKIPPED, "The workspace holds more than " + MAX_FILES
                            + " files; the rest were not checked.");
                    return FileVisitResult.TERMINATE;
                }
                if (attrs.isRegularFile()) {
                    files.add(new WorkspaceFile(relative(file), file, attrs.size()));
                    if (files.size() % 500 == 0) {
                        progress.progress(files.size(), files.size(), "scanning");
                    }
                } else if (attrs.isSymbolicLink()) {
                    problem(file, Rule.FILE_UNREADABLE, "This symbolic link points at nothing ("
                            + linkTarget(file) + ").");
                } else if (!attrs.isDirectory()) {
                    problem(file, Rule.FILE_UNREADABLE, "Not a regular file (a pipe, socket or device); not read.");
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                if (e instanceof FileSystemLoopException) {
                    problem(file, Rule.SYMLINK_LOOP, "This symbolic link leads back to a folder that contains it;"
                            + " it was not followed.");
                } else if (Files.isSymbolicLink(file) && !Files.exists(file)) {
                    problem(file, Rule.FILE_UNREADABLE, "This symbolic link points at nothing ("
                            + linkTarget(file) + ").");
                } else {
                    problem(file, Rule.FILE_UNREADABLE, "Cannot read: " + reason(e) + ".");
                }
                return FileVisitResult.CONTINUE;
            }

            private boolean escapes(Path path) throws IOException {
                if (!Files.isSymbolicLink(path)) {
                    return false;
                }
                Path real;
                try {
                    real = path.toRealPath();
                } catch (IOException e) {
                    return false; // a dangling or looping link: visitFileFailed reports it
                }
                if (real.startsWith(realBase)) {
                    return false;
                }
                problem(path, Rule.SYMLINK_ESCAPE, "This symbolic link leads outside the workspace (to " + real
                        + "); it was not followed.");
                return true;
            }

            private void problem(Path path, Rule rule, String message) {
                problems.add(new FileDiagnostic(relative(path), new Diagnostic(rule, rule.defaultSeverity(),
                        EMPTY.range(0, 0), message, List.of())));
            }

            private String relative(Path path) {
                return SlashPath.of(base.relativize(path));
            }
        });
        files.sort(Comparator.comparing(WorkspaceFile::path));
        problems.sort(null);
        return new Scan(base, List.copyOf(files), List.copyOf(problems));
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

    private static String linkTarget(Path link) {
        try {
            return String.valueOf(Files.readSymbolicLink(link));
        } catch (IOException e) {
            return "unknown";
        }
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
