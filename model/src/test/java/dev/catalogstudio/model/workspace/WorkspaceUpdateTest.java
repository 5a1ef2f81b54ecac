package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Successive edits build on each other: each update's snapshot becomes the workspace's current one. */
class WorkspaceUpdateTest {

    @Test
    void eachUpdateBuildsOnThePreviousOne(@TempDir Path root) throws Exception {
        Files.createDirectories(root.resolve("skills/a"));
        Files.writeString(root.resolve("skills/a/SKILL.md"), "---\nname: a\ndescription: Does a.\n---\nBody\n");
        var workspace = Workspace.open(root, ProgressListener.NONE);

        var first = workspace.update("skills/a/SKILL.md", "---\nname: Bad_Name\ndescription: Does a.\n---\n");
        var second = workspace.update("skills/a/NOTES.md", "notes");
        var deleted = workspace.delete("skills/a/NOTES.md");

        assertThat(first.snapshot().version()).isEqualTo(2);
        assertThat(second.snapshot().version()).isEqualTo(3);
        assertThat(second.snapshot().diagnostics("skills/a/SKILL.md")).extracting(d -> d.code())
                .contains("name-format");
        assertThat(deleted.snapshot().version()).isEqualTo(4);
        assertThat(workspace.snapshot()).isSameAs(deleted.snapshot());
        assertThat(workspace.snapshot().files()).doesNotContainKey("skills/a/NOTES.md");
    }
}
