package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * skill-reference-missing: a missing link is a warning; an inline-code path is a hint (information) and only when it
 * looks like a file (an extension) that is not a placeholder. The classes of false hits found on public repositories:
 * MCP method names, placeholders, prefixes without an extension.
 */
class InlineCodeReferenceTest {

    @TempDir
    Path root;

    @Test
    void onlyFileLikeInlinePathsAreHintsAndLinksStayWarnings() throws IOException {
        Files.createDirectories(root.resolve("skills/a/references"));
        Files.writeString(root.resolve("skills/a/references/guide.md"), "# Guide\n");
        Files.writeString(root.resolve("skills/a/SKILL.md"), "---\nname: a\ndescription: Does a.\n---\n"
                + "Read [the guide](references/guide.md) and [the lost one](references/lost.md).\n\n"
                + "Call `resources/list` and `resources/read`; put notes in `references/filename.md` or "
                + "`references/your-notes.md`; scripts live under `scripts/`; see `references/api`.\n\n"
                + "Run `scripts/setup.sh` first.\n");

        var diagnostics = Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics("skills/a/SKILL.md");

        assertThat(diagnostics).filteredOn(d -> d.code().equals("skill-reference-missing"))
                .extracting(d -> d.range().start().line() + ":" + d.severity())
                .containsExactly("5:" + Severity.WARNING, "9:" + Severity.INFO);
    }
}
