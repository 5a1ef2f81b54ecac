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
}
