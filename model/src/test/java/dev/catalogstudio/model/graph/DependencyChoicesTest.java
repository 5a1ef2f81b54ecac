package dev.catalogstudio.model.graph;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The entries a dependency list can name, and the origins that name them. */
class DependencyChoicesTest {

    @TempDir
    Path root;

    @Test
    void workspaceEntriesGetTheirTreeUrlAndWritingOneResolves() throws Exception {
        var catalog = new TestCatalog(root).skill("base").skill("util", "base").mcp("git").agent("a", "util");
        var snapshot = catalog.open();

        var skills = DependencyChoices.of(snapshot, NodeKind.SKILL);
        var mcps = DependencyChoices.of(snapshot, NodeKind.MCP_SERVER);

        assertThat(skills).extracting(DependencyChoices.Choice::origin).containsExactly(
                TestCatalog.ORIGIN + "/skills/base", TestCatalog.ORIGIN + "/skills/util");
        assertThat(skills).allSatisfy(c -> assertThat(c.warning()).isEmpty());
        assertThat(mcps).extracting(DependencyChoices.Choice::origin)
                .containsExactly(TestCatalog.ORIGIN + "/mcps/acme_git.json");

        // Written into an agent, each origin resolves: no dependency diagnostic.
        catalog.agent("b", java.util.List.of("base", "util"), java.util.List.of("git"));
        var after = catalog.open();
        assertThat(after.diagnostics(TestCatalog.agentId("b"))).noneMatch(d -> d.rule().id().startsWith("dependency"));
    }

    @Test
    void aWorkspaceWithoutAKnownOriginOffersFileOriginsWithAWarningThatStillResolve() throws Exception {
        new TestCatalog(root).skill("base");
        Files.delete(root.resolve("catalog-studio.yaml")); // no origin: neither settings nor a git remote
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();
        assertThat(snapshot.layers().workspace().origin()).isEmpty();

        var skills = DependencyChoices.of(snapshot, NodeKind.SKILL);

        assertThat(skills).singleElement().satisfies(c -> {
            assertThat(c.origin()).isEqualTo("file:" + root.toRealPath().resolve("skills/base").toString()
                    .replace('\\', '/'));
            assertThat(c.warning()).contains("never");
        });
    }
}
