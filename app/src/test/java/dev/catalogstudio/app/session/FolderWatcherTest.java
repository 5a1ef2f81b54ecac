package dev.catalogstudio.app.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.WorkspaceScanner;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The watcher watches exactly the folders the model's scanner reads: one rule, WorkspaceScanner.skipped. */
class FolderWatcherTest {

    @Test
    void skipsWhatTheScannerSkipsAndNothingElse(@TempDir Path root) throws Exception {
        for (String dir : new String[] {".git/objects", "node_modules/x", "skills/a", "target", "tool/target",
            ".idea", ".venv", "build"}) {
            Files.createDirectories(root.resolve(dir));
        }
        Files.writeString(root.resolve("tool/pom.xml"), "<project/>");

        try (var watcher = FolderWatcher.start(root, change -> { })) {
            var watched = watcher.folders();

            assertThat(watched).contains(root, root.resolve("skills"), root.resolve("skills/a"), root.resolve("tool"),
                    // No build file beside them: the scanner reads these, so they are watched.
                    root.resolve("target"), root.resolve("build"));
            assertThat(watched).doesNotContain(root.resolve(".git"), root.resolve(".git/objects"),
                    root.resolve("node_modules"), root.resolve("tool/target"), root.resolve(".idea"),
                    root.resolve(".venv"));
            for (Path folder : watched) {
                assertThat(folder.equals(root) || !WorkspaceScanner.skipped(folder)).as(folder.toString()).isTrue();
            }
        }
    }
}
