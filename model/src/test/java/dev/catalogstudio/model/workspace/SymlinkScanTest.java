package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** One file, one set of diagnostics, however many symbolic links reach it; every real folder visited once. */
@DisabledOnOs(OS.WINDOWS)
class SymlinkScanTest {

    @TempDir
    Path root;

    private static String skill(String name) {
        return "---\nname: " + name + "\ndescription: Does " + name + " things when asked to.\n---\n# " + name + "\n";
    }

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void aLinkedSkillsFolderIsAnAliasNotASecondCopy() throws IOException {
        write(".agents/skills/commit/SKILL.md", skill("commit"));
        write(".agents/skills/review/SKILL.md", skill("review").replace("name: review", "name: Review"));
        Files.createDirectories(root.resolve(".claude"));
        Files.createSymbolicLink(root.resolve(".claude/skills"), Path.of("../.agents/skills"));

        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.documents().keySet()).containsExactly(".agents/skills/commit/SKILL.md",
                ".agents/skills/review/SKILL.md");
        assertThat(snapshot.aliases()).containsOnlyKeys(".claude/skills");
        assertThat(snapshot.aliases().get(".claude/skills")).satisfies(a -> {
            assertThat(a.target()).isEqualTo(".agents/skills");
            assertThat(a.folder()).isTrue();
        });
        assertThat(snapshot.diagnostics()).extracting(d -> d.path() + " " + d.diagnostic().code())
                .as("each problem once, on the real file")
                .containsExactly(".agents/skills/review/SKILL.md name-directory-mismatch",
                        ".agents/skills/review/SKILL.md name-format");
        assertThat(snapshot.graph().nodes()).hasSize(2);
    }

    @Test
    void aLinkedFileIsAnAliasToo() throws IOException {
        write("skills/a/SKILL.md", skill("a"));
        Files.createDirectories(root.resolve("skills/b"));
        Files.createSymbolicLink(root.resolve("skills/b/SKILL.md"), Path.of("../a/SKILL.md"));

        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.documents()).containsOnlyKeys("skills/a/SKILL.md");
        assertThat(snapshot.aliases().get("skills/b/SKILL.md").target()).isEqualTo("skills/a/SKILL.md");
        assertThat(snapshot.diagnostics()).noneMatch(d -> d.diagnostic().code().equals("duplicate-skill-name"));
    }

    @Test
    void linksThatFanOutAreNotWalkedExponentially() throws IOException {
        int levels = 24;
        for (int i = 0; i < levels; i++) {
            write("d" + i + "/note.txt", "level " + i + "\n");
        }
        for (int i = 0; i + 1 < levels; i++) {
            for (String name : new String[] {"left", "right", "again"}) {
                Files.createSymbolicLink(root.resolve("d" + i + "/" + name), Path.of("../d" + (i + 1)));
            }
        }

        // 3^23 paths through the links; a walk that follows them never ends. The walker counts what the scan visits;
        // the 60 s guard only catches a hang.
        var visits = new java.util.concurrent.atomic.AtomicLong();
        WorkspaceScanner.Walker counting = (start, options, depth, visitor) -> Files.walkFileTree(start, options, depth,
                new java.nio.file.FileVisitor<>() {
                    @Override
                    public java.nio.file.FileVisitResult preVisitDirectory(Path dir,
                            java.nio.file.attribute.BasicFileAttributes attrs) throws IOException {
                        visits.incrementAndGet();
                        return visitor.preVisitDirectory(dir, attrs);
                    }

                    @Override
                    public java.nio.file.FileVisitResult visitFile(Path file,
                            java.nio.file.attribute.BasicFileAttributes attrs) throws IOException {
                        visits.incrementAndGet();
                        return visitor.visitFile(file, attrs);
                    }

                    @Override
                    public java.nio.file.FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                        visits.incrementAndGet();
                        return visitor.visitFileFailed(file, e);
                    }

                    @Override
                    public java.nio.file.FileVisitResult postVisitDirectory(Path dir, IOException e)
                            throws IOException {
                        return visitor.postVisitDirectory(dir, e);
                    }
                });
        var scan = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> new WorkspaceScanner().scan(root, ProgressListener.NONE, counting, file -> { }));

        assertThat(visits.get()).as("each folder, file and link visited once, not once per path")
                .isLessThanOrEqualTo(1 + 2L * levels + 3L * (levels - 1));
        assertThat(scan.files()).hasSize(levels);
        assertThat(scan.aliases()).hasSize(3 * (levels - 1));
        assertThat(scan.problems()).isEmpty();
    }

    @Test
    void aLinkLeavingTheFolderIsAnEscapeDanglingOrNot(@TempDir Path outside) throws IOException {
        write("skills/a/SKILL.md", skill("a"));
        Files.createSymbolicLink(root.resolve("skills/a/gone.md"), outside.resolve("never-written.md"));
        Files.createSymbolicLink(root.resolve("skills/a/notes.md"), Path.of("missing-notes.md"));

        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.diagnostics()).extracting(d -> d.path() + " " + d.diagnostic().code())
                .as("a dangling link to a supporting file inside the folder is not an error either")
                .containsExactly("skills/a/gone.md symlink-escape");
    }
}
