package dev.catalogstudio.app.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** Symbolic links inside the workspace are shown as aliases, and lead to the one real file. */
@DisabledOnOs(OS.WINDOWS)
class AliasTreeTest {

    @TempDir
    Path root;

    @Test
    void aLinkedFolderIsALeafPointingAtTheRealOneAndALinkedFileOpensTheRealFile() throws IOException {
        Files.createDirectories(root.resolve(".agents/skills/commit"));
        Files.writeString(root.resolve(".agents/skills/commit/SKILL.md"), "---\nname: commit\ndescription: Commits."
                + "\n---\n");
        Files.createDirectories(root.resolve(".claude"));
        Files.createSymbolicLink(root.resolve(".claude/skills"), Path.of("../.agents/skills"));
        Files.createSymbolicLink(root.resolve("COMMIT.md"), Path.of(".agents/skills/commit/SKILL.md"));
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root);

        var tree = FileTreeViewModel.tree(session.getSnapshot());
        var claude = tree.children().stream().filter(n -> n.name().equals(".claude")).findFirst().orElseThrow();
        var commit = tree.children().stream().filter(n -> n.name().equals("COMMIT.md")).findFirst().orElseThrow();

        assertThat(claude.children()).singleElement().satisfies(link -> {
            assertThat(link.path()).isEqualTo(".claude/skills");
            assertThat(link.isAlias()).isTrue();
            assertThat(link.aliasOf()).isEqualTo(".agents/skills");
            assertThat(link.children()).as("its files are listed once, under the real folder").isEmpty();
        });
        assertThat(commit.aliasOf()).isEqualTo(".agents/skills/commit/SKILL.md");

        var model = new FileTreeViewModel(session);
        model.open("COMMIT.md");
        assertThat(session.navigation().requestProperty().get().path()).isEqualTo(".agents/skills/commit/SKILL.md");
        model.open(".claude/skills");
        assertThat(session.navigation().requestProperty().get().path()).as("a folder link opens nothing")
                .isEqualTo(".agents/skills/commit/SKILL.md");
    }
}
