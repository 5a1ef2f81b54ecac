package dev.catalogstudio.model.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SlashPath;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Install order (metaagents.md § Resolution Rules) across formats. */
class InstallOrderTest {

    @TempDir
    Path root;

    @Test
    void aThreeMdAgentInstallsItsPlanesLinkedOnesFirst() throws IOException {
        write("ops.3md", "---\n3md: 1.0\nagent: ops\n---\n@plane z=0 kind=identity label=\"ops\"\nRules.\n"
                + "@plane z=1 kind=skill label=\"look\" triggers=\"look\"\nLook.\n"
                + "@plane z=2 kind=skill label=\"fix\" triggers=\"fix\"\nNeeds [[z=1|look]] first.\n");
        var graph = Workspace.open(root, ProgressListener.NONE).snapshot().graph();

        var order = graph.installOrder("ops.3md");

        assertThat(order.complete()).isTrue();
        assertThat(order.order()).extracting(Node::fqn).containsExactly("z=0", "z=1", "z=2", "ops");
    }

    @Test
    void aWrongKindStopsResolutionLikeAMissingEntry() throws IOException {
        write("catalog-studio.yaml", "origin: https://github.com/acme/cat/tree/main\n");
        write("skills/a/SKILL.md", "---\nname: a\nscope: acme\ndescription: A.\nversion: 1.0.0\ndependencies:\n"
                + "  skills:\n    - https://github.com/acme/cat/tree/main/mcps/acme_x.json\n---\n");
        write("mcps/acme_x.json", "{\n  \"_meta\": {\n    \"name\": \"acme/x\"\n  },\n  \"command\": \"x\"\n}\n");
        var graph = Workspace.open(root, ProgressListener.NONE).snapshot().graph();

        var order = graph.installOrder("skills/a/SKILL.md");

        assertThat(order.complete()).isFalse();
        assertThat(order.missing()).extracting(Edge::written).containsExactly(
                "https://github.com/acme/cat/tree/main/mcps/acme_x.json");
    }

    @Test
    void slashPathsKeepBackslashesThatAreFileNameCharacters() {
        assertThat(SlashPath.of(Path.of("skills", "q\\back", "SKILL.md"))).isEqualTo("skills/q\\back/SKILL.md");
        assertThat(SlashPath.of(Path.of(""))).isEmpty();
    }

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
