package dev.catalogstudio.model.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Origins, resolution layers, the git remote and {@code catalog-studio.yaml}. */
class LayersTest {

    @TempDir
    Path dir;

    private static Origin.GitHub github(String text) {
        return (Origin.GitHub) Origin.parse(text).orElseThrow();
    }

    @Test
    void aGitHubOriginBelongsToTheLayerOfTheSameRepositoryRefAndPath() {
        // The workspace and, beside it (not inside: see aLayerInsideTheWorkspaceResolvesToTheWorkspacesOwnFiles), a layer.
        var layers = new Layers(List.of(
                new Layer(Layer.WORKSPACE, Optional.of(github("https://github.com/acme/cat/tree/main/catalog")),
                        dir.resolve("ws")),
                new Layer("layer1", Optional.of(github("https://github.com/Acme/Shared/tree/v2")), dir.resolve("s"))));

        assertThat(layers.locate(github("https://github.com/acme/cat/tree/main/catalog/skills/a")).address())
                .isEqualTo("workspace:catalog/skills/a");
        assertThat(layers.locate(github("https://github.com/acme/cat/tree/main/catalog/skills/a/SKILL.md"))
                .address()).isEqualTo("workspace:catalog/skills/a");
        assertThat(layers.locate(github("https://github.com/acme/shared/tree/v2/mcps/x_y.json")).address())
                .isEqualTo("layer1:mcps/x_y.json");
        assertThat(layers.locate(github("https://github.com/acme/cat/tree/dev/catalog/skills/a")).unresolved())
                .contains("github.com/acme/cat at 'dev' is not fetched; run catalog-studio fetch");
        assertThat(layers.locate(github("https://github.com/acme/cat/tree/main/other/skills/a")).address()).isNull();
    }

    @Test
    void anOriginTheLastFetchCouldNotReachIsUnreachableWithItsReason() {
        var layers = new Layers(List.of(new Layer(Layer.WORKSPACE, Optional.empty(), Path.of("/w"))),
                Map.of(Layers.key("github.com/Acme/Gone", "main"), "no repository at https://github.com/Acme/Gone.git"));
        var gone = layers.locate(github("https://github.com/acme/gone/tree/main/skills/a"));
        assertThat(gone.unreachable()).isTrue();
        assertThat(gone.unresolved()).isEqualTo("no repository at https://github.com/Acme/Gone.git");
        var otherRef = layers.locate(github("https://github.com/acme/gone/tree/dev/skills/a"));
        assertThat(otherRef.unreachable()).isFalse();
    }

    @Test
    void aLayerInsideTheWorkspaceResolvesToTheWorkspacesOwnFiles() {
        var self = github("https://github.com/acme/cat/tree/main");
        var layers = new Layers(List.of(
                new Layer(Layer.WORKSPACE, Optional.empty(), dir),
                new Layer("layer1", Optional.of(self), dir),
                new Layer("layer2", Optional.of(github("https://github.com/acme/shared/tree/v2/catalog")),
                        dir.resolve("vendor/shared"))));

        assertThat(layers.isInsideWorkspace(layers.layers().get(1))).isTrue();
        assertThat(layers.locate(github("https://github.com/acme/cat/tree/main/skills/a/SKILL.md")).address())
                .as("path: . stands for the workspace itself").isEqualTo("workspace:skills/a");
        assertThat(layers.locate(github("https://github.com/acme/shared/tree/v2/catalog/skills/b")).address())
                .isEqualTo("workspace:vendor/shared/skills/b");
    }

    @Test
    void aFileOriginBelongsToTheLayerWhoseFolderHoldsIt() {
        var layers = new Layers(List.of(new Layer(Layer.WORKSPACE, Optional.empty(), dir)));

        assertThat(layers.locate(Origin.parse("file:" + dir.resolve("skills/a")).orElseThrow()).address())
                .isEqualTo("workspace:skills/a");
        assertThat(layers.locate(Origin.parse("file:/elsewhere/skills/a").orElseThrow()).unresolved())
                .contains("outside the workspace");
    }

    @Test
    void theWorkspaceOriginComesFromTheGitRemoteAndBranch() throws IOException {
        Files.createDirectories(dir.resolve(".git"));
        Files.writeString(dir.resolve(".git/config"), "[core]\n\tbare = false\n[remote \"origin\"]\n"
                + "\turl = git@github.com:acme/agent-catalog.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n");
        Files.writeString(dir.resolve(".git/HEAD"), "ref: refs/heads/release\n");
        Files.createDirectories(dir.resolve("catalog"));

        assertThat(GitRemote.detect(dir).map(Origin::text))
                .contains("https://github.com/acme/agent-catalog/tree/release");
        assertThat(GitRemote.detect(dir.resolve("catalog")).map(Origin.GitHub::path)).contains("catalog");
    }

    @Test
    void aFolderOutsideGitHasNoOrigin() {
        assertThat(GitRemote.detect(dir)).isEmpty();
    }

    @Test
    void catalogStudioYamlMapsAnotherRepositoryToALocalFolder() throws IOException {
        Path work = dir.resolve("work");
        Path shared = dir.resolve("shared");
        write(shared.resolve("skills/common/SKILL.md"), skill("common", ""));
        write(work.resolve("catalog-studio.yaml"), "layers:\n  - origin: https://github.com/acme/shared/tree/main\n"
                + "    path: ../shared\n");
        write(work.resolve("skills/app/SKILL.md"), skill("app", "dependencies:\n  skills:\n"
                + "    - https://github.com/acme/shared/tree/main/skills/common\n"
                + "    - https://github.com/acme/shared/tree/main/skills/gone\n"));

        var snapshot = Workspace.open(work, ProgressListener.NONE).snapshot();

        assertThat(snapshot.layers().layers()).extracting(Layer::id).containsExactly("workspace", "layer1");
        assertThat(snapshot.graph().node("layer1:skills/common/SKILL.md")).isPresent();
        assertThat(snapshot.diagnostics("skills/app/SKILL.md")).extracting(Diagnostic::code)
                .containsExactly("dependency-missing");
        assertThat(snapshot.diagnostics("skills/app/SKILL.md").get(0).message()).contains("layer layer1");
        var order = snapshot.graph().installOrder("skills/app/SKILL.md");
        assertThat(order.order()).extracting(Node::id)
                .containsExactly("layer1:skills/common/SKILL.md", "skills/app/SKILL.md");
        assertThat(order.missing()).extracting(Edge::written).singleElement().asString().endsWith("skills/gone");
    }

    private static String skill(String name, String dependencies) {
        return "---\nname: " + name + "\nscope: acme\ndescription: Does " + name + " things.\nversion: 1.0.0\n"
                + dependencies + "---\n# " + name + "\n";
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        if (file.getFileName().toString().equals("SKILL.md")) {
            Files.writeString(file.resolveSibling("CHANGELOG.md"), "# Changelog\n\n## 1.0.0 (2026-01-15)\n\n- x\n");
        }
    }
}
