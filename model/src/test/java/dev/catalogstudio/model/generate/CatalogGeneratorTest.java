package dev.catalogstudio.model.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CatalogGeneratorTest {

    @ParameterizedTest
    @ValueSource(longs = {1L, 20260417L})
    void aGeneratedCatalogChecksWithoutErrorsOrWarnings(long seed, @TempDir Path dir) throws IOException {
        var generated = CatalogGenerator.generate(dir, 300, seed);

        var result = new CatalogChecker().check(dir, ProgressListener.NONE);

        var problems = result.diagnostics().stream()
                .filter(d -> d.diagnostic().severity() != Severity.INFO)
                .map(d -> d.path() + ":" + d.diagnostic().range().start().line() + ": " + d.diagnostic().code()
                        + ": " + d.diagnostic().message())
                .toList();
        assertThat(problems).as("errors and warnings:%n%s", String.join("\n", problems)).isEmpty();
        assertThat(result.fileCount()).isEqualTo(generated.files());
        assertThat(generated.skills() + generated.agents() + generated.mcps() + generated.threeMdAgents()
                + generated.workspaceSkills()).isEqualTo(300);
        assertThat(generated.skills()).isEqualTo(210);
        assertThat(generated.threeMdAgents()).isEqualTo(9);
    }

    @Test
    void theHubSkillHasExactlyFiftyDependents(@TempDir Path dir) throws IOException {
        var generated = CatalogGenerator.generate(dir, 300, 7L);

        var graph = Workspace.open(dir, ProgressListener.NONE).snapshot().graph();
        var hub = graph.node(CatalogGenerator.hubSkillPath()).orElseThrow();
        var dependents = graph.edges().stream()
                .filter(e -> graph.target(e).map(n -> n.id().equals(hub.id())).orElse(false))
                .map(Edge::from)
                .collect(Collectors.toSet());
        assertThat(dependents).hasSize(CatalogGenerator.HUB_DEPENDENTS);
        assertThat(generated.hubDependents()).hasSize(CatalogGenerator.HUB_DEPENDENTS);
        assertThat(generated.hubSkillPath()).isEqualTo("skills/core-conventions/SKILL.md");
    }

    @Test
    void oneSeedGivesIdenticalFiles(@TempDir Path a, @TempDir Path b) throws IOException {
        CatalogGenerator.generate(a, 300, 42L);
        CatalogGenerator.generate(b, 300, 42L);

        assertThat(read(b)).isEqualTo(read(a));
        assertThat(CatalogGenerator.files(300, 42L)).isEqualTo(read(a));
        assertThat(CatalogGenerator.files(300, 43L)).isNotEqualTo(read(a));
    }

    private static TreeMap<String, String> read(Path root) throws IOException {
        var files = new TreeMap<String, String>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString().replace('\\', '/'),
                        new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
            }
        }
        return files;
    }
}
