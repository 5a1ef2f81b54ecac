package dev.catalogstudio.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The real public catalogs in {@code ../shared/corpus}; skipped, saying why, when ../shared is absent. */
class CorpusTest {

    @Test
    void anthropicsSkillsReportExactlyTheKnownErrors() throws IOException {
        Path corpus = SharedFolder.path().resolve("corpus/anthropics-skills");
        assumeThat(Files.isDirectory(corpus)).as("../shared/corpus/anthropics-skills is absent (" + corpus
                + "); the corpus test needs the shared folder beside the repository").isTrue();

        var result = new CatalogChecker().check(corpus, ProgressListener.NONE);

        var errors = result.diagnostics().stream().filter(d -> d.diagnostic().severity() == Severity.ERROR)
                .map(d -> d.path() + " " + d.diagnostic().code()).toList();
        assertThat(errors).containsExactlyInAnyOrder(
                "skills/claude-api/SKILL.md description-too-long",
                "template/SKILL.md name-directory-mismatch");
        assertThat(result.diagnostics()).anySatisfy(d -> {
            assertThat(d.path()).isEqualTo("skills/claude-api/SKILL.md");
            assertThat(d.diagnostic().code()).isEqualTo("skill-file-too-large");
        });
    }

    @Test
    void thePublic3mdExamplesAreDocumentsNotAgents() throws IOException {
        Path corpus = SharedFolder.path().resolve("corpus/3md-examples");
        assumeThat(Files.isDirectory(corpus)).as("../shared/corpus/3md-examples is absent (" + corpus + ")").isTrue();

        var result = new CatalogChecker().check(corpus, ProgressListener.NONE);

        var agentCodes = java.util.Arrays.stream(dev.catalogstudio.model.diag.Rule.values())
                .filter(r -> r.spec().startsWith("agent-3md.md")).map(dev.catalogstudio.model.diag.Rule::id)
                .collect(java.util.stream.Collectors.toSet());
        assertThat(agentCodes).contains("triggers", "cycle", "unique-skill");
        assertThat(result.diagnostics()).as("flipbooks, timelines and decks get no agent3md/1 rule")
                .noneMatch(d -> agentCodes.contains(d.diagnostic().code()));
    }
}
