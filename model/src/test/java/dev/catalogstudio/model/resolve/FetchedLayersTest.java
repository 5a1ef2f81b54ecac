package dev.catalogstudio.model.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workspace with {@code catalog-studio.lock} resolves remote origins to the fetched snapshots of the locked commits in
 * the origin cache, offline; an origin whose snapshot is not there stays unresolved; a malformed lock line is a
 * {@code lock-file} error at its place. The snapshots are written here by hand, as the fetch will write them.
 */
class FetchedLayersTest {

    private static final String C1 = "0f1e2d3c4b5a69788796a5b4c3d2e1f001122334";
    private static final String C2 = "2222222222222222222222222222222222222222";
    private static final String H = "sha256:" + "a".repeat(64);

    @TempDir
    Path dir;
    private String saved;

    @BeforeEach
    void useATemporaryCache() {
        saved = System.getProperty("catalogstudio.cache");
        System.setProperty("catalogstudio.cache", dir.resolve("cache").toString());
    }

    @AfterEach
    void restore() {
        if (saved == null) {
            System.clearProperty("catalogstudio.cache");
        } else {
            System.setProperty("catalogstudio.cache", saved);
        }
    }

    @Test
    void aLockedOriginResolvesToItsFetchedSnapshotAndAMissingPathThereIsMissing() throws IOException {
        var work = dir.resolve("work");
        write(work.resolve("skills/app/SKILL.md"), skill("app", "dependencies:\n  skills:\n"
                + "    - https://github.com/acme/dates/tree/main/skills/dates\n"
                + "    - https://github.com/acme/dates/tree/main/skills/gone\n"
                + "    - https://github.com/acme/tools/tree/v2/skills/tz\n"));
        write(work.resolve(LockFile.FILE_NAME), "lock 1\n"
                + "repository github.com/acme/dates main " + C1 + "\n"
                + "repository github.com/acme/tools v2 " + C2 + "\n"
                + "entry github.com/acme/dates main skills/dates acme/dates 1.2.0 " + H + "\n");
        var snapshot = new OriginCache(dir.resolve("cache")).snapshot("github.com/acme/dates", C1);
        write(snapshot.resolve("skills/dates/SKILL.md"), skill("dates", ""));
        write(snapshot.resolve(OriginCache.COMPLETE), "");

        var opened = Workspace.open(work, ProgressListener.NONE).snapshot();

        assertThat(opened.layers().layers()).extracting(Layer::id).containsExactly("workspace", "acme/dates@main");
        assertThat(opened.graph().node("acme/dates@main:skills/dates/SKILL.md")).isPresent();
        assertThat(opened.diagnostics("skills/app/SKILL.md")).extracting(Diagnostic::code)
                .containsExactly("dependency-missing", "dependency-unresolved");
        assertThat(opened.diagnostics("skills/app/SKILL.md").get(0).message()).contains("acme/dates@main");
        assertThat(opened.diagnostics("skills/app/SKILL.md").get(1).message())
                .contains("github.com/acme/tools at 'v2'");
        assertThat(opened.diagnostics(LockFile.FILE_NAME)).isEmpty();
    }

    @Test
    void editingTheLockMovesTheLayerToTheNewCommitsSnapshot() throws IOException {
        var work = dir.resolve("work");
        write(work.resolve("skills/app/SKILL.md"), skill("app", "dependencies:\n  skills:\n"
                + "    - https://github.com/acme/dates/tree/main/skills/dates\n"));
        write(work.resolve(LockFile.FILE_NAME), "lock 1\n");
        var cache = new OriginCache(dir.resolve("cache"));
        var snapshot = cache.snapshot("github.com/acme/dates", C1);
        write(snapshot.resolve("skills/dates/SKILL.md"), skill("dates", ""));
        write(snapshot.resolve(OriginCache.COMPLETE), "");
        var workspace = Workspace.open(work, ProgressListener.NONE);
        assertThat(workspace.snapshot().diagnostics("skills/app/SKILL.md")).extracting(Diagnostic::code)
                .containsExactly("dependency-unresolved");

        var after = workspace.update(LockFile.FILE_NAME, "lock 1\nrepository github.com/acme/dates main " + C1 + "\n")
                .snapshot();

        assertThat(after.diagnostics("skills/app/SKILL.md")).isEmpty();
        assertThat(workspace.delete(LockFile.FILE_NAME).snapshot().diagnostics("skills/app/SKILL.md"))
                .extracting(Diagnostic::code).containsExactly("dependency-unresolved");
    }

    @Test
    void aMalformedLockLineIsALockFileErrorAtItsField() throws IOException {
        var work = dir.resolve("work");
        write(work.resolve(LockFile.FILE_NAME), "lock 1\nrepository github.com/acme/dates main HEAD\n");

        var opened = Workspace.open(work, ProgressListener.NONE).snapshot();

        assertThat(opened.diagnostics(LockFile.FILE_NAME)).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("lock-file");
            assertThat(d.range().start().line()).isEqualTo(2);
            assertThat(d.range().start().column()).isEqualTo(39);
            assertThat(d.message()).contains("'HEAD' is not a commit");
        });
    }

    private static String skill(String name, String dependencies) {
        return "---\nname: " + name + "\nscope: acme\ndescription: Does " + name + " things.\nversion: 1.0.0\n"
                + dependencies + "---\n# " + name + "\n";
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        if (file.getFileName().toString().equals("SKILL.md")) {
            Files.writeString(file.resolveSibling("CHANGELOG.md"), "# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First.\n");
        }
    }
}
