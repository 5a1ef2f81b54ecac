package dev.catalogstudio.model.format.threemd.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code ../shared/conformance/agent-3md}: every {@code valid-*} file has no error, every {@code invalid-*} file has
 * exactly the error its README names and no other; and the real agents of {@code ../shared/corpus} check clean.
 */
class AgentConformanceTest {

    /** The README's table: file to rule. */
    private static final Map<String, String> INVALID = Map.of(
            "invalid-two-identities.3md", "identity",
            "invalid-missing-label.3md", "missing-label",
            "invalid-dup-skill.3md", "unique-skill",
            "invalid-dead-link.3md", "dead-link",
            "invalid-cycle.3md", "cycle",
            "invalid-missing-frontmatter.3md", "frontmatter",
            "invalid-bad-entry.3md", "entry",
            "invalid-bad-input-type.3md", "input-type",
            "invalid-dup-input.3md", "dup-input",
            "invalid-bad-placeholder.3md", "tool-input");

    static Path vectors() {
        return SharedFolder.path().resolve("conformance/agent-3md");
    }

    @TestFactory
    Stream<DynamicTest> everyVector() throws IOException {
        assumeThat(Files.isDirectory(vectors())).as("../shared/conformance/agent-3md is absent (" + vectors() + ")")
                .isTrue();
        var files = Files.list(vectors()).filter(p -> p.toString().endsWith(".3md")).sorted().toList();
        assertThat(files).hasSize(17);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            var out = new Diagnostics();
            AgentRules.check(ThreeMdParser.parse(Files.readString(f)), out);
            var errors = out.sorted().stream().filter(d -> d.severity() == Severity.ERROR).map(d -> d.code())
                    .distinct().toList();
            String name = f.getFileName().toString();
            if (name.startsWith("valid-")) {
                assertThat(out.sorted()).as(name + ": no error, and no warning either").isEmpty();
            } else {
                assertThat(INVALID).containsKey(name);
                assertThat(errors).as(name).containsExactly(INVALID.get(name));
            }
        }));
    }

    @Test
    void theRealAgentsCheckWithoutErrors() throws IOException {
        Path corpus = SharedFolder.path().resolve("corpus/agent-3md-agents");
        assumeThat(Files.isDirectory(corpus)).as("../shared/corpus/agent-3md-agents is absent (" + corpus + ")")
                .isTrue();
        var result = new CatalogChecker().check(corpus, ProgressListener.NONE);
        assertThat(result.fileCount()).isGreaterThanOrEqualTo(4);
        assertThat(result.diagnostics()).filteredOn(d -> d.diagnostic().severity() == Severity.ERROR).isEmpty();
        assertThat(result.diagnostics()).as("the real agents are warning-free too").isEmpty();
    }
}
