package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.checkBounded;
import static dev.catalogstudio.model.workspace.Catalogs.skill;
import static dev.catalogstudio.model.workspace.Catalogs.withCode;
import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.diag.Severity;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile and broken input: each gives a diagnostic with a position, with work bounded by the input (bytes read,
 * YAML nodes composed: {@link Catalogs#checkBounded}), and never an exception.
 * Test names follow the diagnostic codes they prove.
 */
class BadInputTest {

    @TempDir
    Path root;

    @Test
    void fileNotUtf8() {
        byte[] head = "---\nname: pdf\ndescription: Caf".getBytes(StandardCharsets.UTF_8);
        byte[] tail = "\n---\nBody\n".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[head.length + 1 + tail.length];
        System.arraycopy(head, 0, bytes, 0, head.length);
        bytes[head.length] = (byte) 0xE9; // Latin-1 'é'
        System.arraycopy(tail, 0, bytes, head.length + 1, tail.length);
        write(root, "skills/pdf/SKILL.md", bytes);

        var found = withCode(checkBounded(root), "file-not-utf8");

        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.diagnostic().range().start().line()).isEqualTo(3);
            assertThat(d.diagnostic().range().start().column()).isEqualTo(17);
            assertThat(d.diagnostic().message()).contains("0xE9").contains("line 3, column 17");
        });
    }

    @Test
    void fileBinary() {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 'I', 'H', 'D', 'R'};
        write(root, "skills/pdf/SKILL.md", png);

        var all = checkBounded(root);

        assertThat(withCode(all, "file-binary")).singleElement()
                .satisfies(d -> assertThat(d.diagnostic().message()).contains("binary"));
        assertThat(all).as("no other rule runs on a binary file").hasSize(1);
    }

    @Test
    void fileNotUtf8ForUtf16Bom() {
        write(root, "skills/pdf/SKILL.md", new byte[] {(byte) 0xFF, (byte) 0xFE, '-', 0, '-', 0});

        assertThat(withCode(checkBounded(root), "file-not-utf8")).singleElement()
                .satisfies(d -> assertThat(d.diagnostic().message()).contains("UTF-16"));
    }

    @Test
    void analysisSkipped() throws IOException {
        // A 50 MB SKILL.md: sparse beyond a valid head, so the test writes little.
        Path file = write(root, "skills/huge/SKILL.md", skill("huge", "Body\n"));
        try (var raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.setLength(50L * 1024 * 1024);
        }

        var all = checkBounded(root);

        assertThat(withCode(all, "analysis-skipped")).hasSize(1);
        assertThat(withCode(all, "skill-file-too-large")).singleElement()
                .satisfies(d -> assertThat(d.diagnostic().message()).contains("51200 KiB"));
        assertThat(all).noneMatch(d -> d.diagnostic().severity() == Severity.ERROR);
    }

    @Test
    void yamlLimitForAliasBomb() {
        var yaml = new StringBuilder("---\nname: bomb\ndescription: x\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (int i = 1; i < 10; i++) {
            yaml.append("a").append(i).append(": &a").append(i).append(" [");
            for (int j = 0; j < 9; j++) {
                yaml.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
            }
            yaml.append("]\n");
        }
        write(root, "skills/bomb/SKILL.md", yaml.append("---\nBody\n").toString());

        assertThat(withCode(checkBounded(root), "yaml-limit")).singleElement()
                .satisfies(d -> assertThat(d.diagnostic().message()).contains("alias"));
    }

    @Test
    void yamlLimitForDeepNesting() {
        String deep = "[".repeat(10_000) + "]".repeat(10_000);
        write(root, "skills/deep/SKILL.md", "---\nname: deep\ndescription: x\nx: " + deep + "\n---\nBody\n");

        assertThat(withCode(checkBounded(root), "yaml-limit")).singleElement().satisfies(d -> {
            assertThat(d.diagnostic().range().start().line()).isEqualTo(4);
            assertThat(d.diagnostic().message()).contains("deeper than 100");
        });
    }

    @Test
    void yamlLimitForDeepBlockNesting() {
        var yaml = new StringBuilder("---\nname: deep\ndescription: x\n");
        for (int i = 0; i < 10_000; i++) {
            yaml.append(" ".repeat(Math.min(i, 200))).append("k").append(i).append(":\n");
        }
        write(root, "skills/deep/SKILL.md", yaml.append("---\nBody\n").toString());

        var all = checkBounded(root);

        assertThat(all).anyMatch(d -> d.diagnostic().code().equals("yaml-limit")
                || d.diagnostic().code().equals("yaml-syntax"));
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void symlinkLoop() throws IOException {
        write(root, "skills/pdf/SKILL.md", skill("pdf", "Body\n"));
        Files.createSymbolicLink(root.resolve("skills/pdf/loop"), Path.of(".."));

        var found = withCode(checkBounded(root), "symlink-loop");

        assertThat(found).extracting(FileDiagnostic::path).contains("skills/pdf/loop");
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void symlinkEscape(@TempDir Path outside) throws IOException {
        write(outside, "skills/secret/SKILL.md", skill("wrong-name", "Body\n"));
        write(root, "skills/pdf/SKILL.md", skill("pdf", "Body\n"));
        Files.createSymbolicLink(root.resolve("skills/elsewhere"), outside.resolve("skills/secret"));

        var all = checkBounded(root);

        assertThat(withCode(all, "symlink-escape")).extracting(FileDiagnostic::path).containsExactly("skills/elsewhere");
        assertThat(all).as("nothing outside the root is read").noneMatch(d -> d.path().contains("elsewhere/"));
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void fileUnreadable() throws IOException {
        Files.createDirectories(root.resolve("skills/pdf"));
        Files.createSymbolicLink(root.resolve("skills/pdf/SKILL.md"), root.resolve("skills/pdf/gone.md"));

        var found = withCode(checkBounded(root), "file-unreadable");

        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("skills/pdf/SKILL.md");
            assertThat(d.diagnostic().message()).contains("points at nothing");
        });
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void fileUnreadableWithoutPermission() throws IOException {
        Path file = write(root, "skills/pdf/SKILL.md", skill("pdf", "Body\n"));
        assumeThat(file.toFile().setReadable(false, false)).isTrue();
        assumeThat(Files.isReadable(file)).as("running as root: permissions do not stop reads").isFalse();

        assertThat(withCode(checkBounded(root), "file-unreadable")).singleElement()
                .satisfies(d -> assertThat(d.diagnostic().message()).contains("permission denied"));
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void fileUnreadableForFifoNeverHangs() throws Exception {
        Files.createDirectories(root.resolve("skills/pdf"));
        Process mkfifo = new ProcessBuilder("mkfifo", root.resolve("skills/pdf/SKILL.md").toString()).start();
        assumeThat(mkfifo.waitFor()).as("mkfifo available").isZero();

        assertThat(withCode(checkBounded(root), "file-unreadable")).singleElement()
                .satisfies(d -> assertThat(d.diagnostic().message()).contains("Not a regular file"));
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void fileUnreadableForAFolderThatCannotBeListed() throws IOException {
        write(root, "skills/pdf/SKILL.md", skill("pdf", "Body\n"));
        Path locked = write(root, "skills/locked/SKILL.md", skill("locked", "Body\n")).getParent();
        assumeThat(locked.toFile().setReadable(false, false)).isTrue();
        try {
            assumeThat(Files.isReadable(locked)).as("running as root: permissions do not stop listing").isFalse();

            var all = checkBounded(root);

            assertThat(withCode(all, "file-unreadable")).singleElement().satisfies(d -> {
                assertThat(d.path()).isEqualTo("skills/locked");
                assertThat(d.diagnostic().message()).contains("Cannot list this folder");
            });
        } finally {
            locked.toFile().setReadable(true, false);
        }
    }

    @Test
    void fileUnreadableForAFolderWhoseListingFailsAndTheScanGoesOn() throws IOException {
        write(root, "skills/a/SKILL.md", skill("a", "Body\n"));
        write(root, "skills/b/SKILL.md", skill("b", "Body\n"));
        write(root, "skills/c/SKILL.md", skill("c", "Body\n"));
        Path failing = root.toRealPath().resolve("skills/b");
        // What the JDK's walker does when opening a folder fails (EACCES, EIO): visitFileFailed, and no descent.
        WorkspaceScanner.Walker walker = (start, options, depth, visitor) -> Files.walkFileTree(start, options, depth,
                new java.nio.file.SimpleFileVisitor<>() {
                    @Override
                    public java.nio.file.FileVisitResult preVisitDirectory(Path dir,
                            java.nio.file.attribute.BasicFileAttributes attrs) throws IOException {
                        if (dir.equals(failing)) {
                            visitor.visitFileFailed(dir, new java.nio.file.FileSystemException(dir.toString(), null,
                                    "Input/output error"));
                            return java.nio.file.FileVisitResult.SKIP_SUBTREE;
                        }
                        return visitor.preVisitDirectory(dir, attrs);
                    }

                    @Override
                    public java.nio.file.FileVisitResult visitFile(Path file,
                            java.nio.file.attribute.BasicFileAttributes attrs) throws IOException {
                        return visitor.visitFile(file, attrs);
                    }

                    @Override
                    public java.nio.file.FileVisitResult postVisitDirectory(Path dir, IOException e)
                            throws IOException {
                        return visitor.postVisitDirectory(dir, e);
                    }
                });

        var scan = new WorkspaceScanner().scan(root, ProgressListener.NONE, walker, file -> { });

        assertThat(scan.files()).extracting(WorkspaceFile::path).containsExactly("skills/a/SKILL.md",
                "skills/c/SKILL.md");
        assertThat(scan.problems()).singleElement().satisfies(p -> {
            assertThat(p.path()).isEqualTo("skills/b");
            assertThat(p.diagnostic().code()).isEqualTo("file-unreadable");
            assertThat(p.diagnostic().message()).isEqualTo("Cannot list this folder: Input/output error.");
        });
    }
}
