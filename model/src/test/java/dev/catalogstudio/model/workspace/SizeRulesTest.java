package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.check;
import static dev.catalogstudio.model.workspace.Catalogs.skill;
import static dev.catalogstudio.model.workspace.Catalogs.withCode;
import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The size rules, on generated files too large to keep as fixtures. */
class SizeRulesTest {

    @TempDir
    Path root;

    @Test
    void bodyTooLong() {
        write(root, "skills/long/SKILL.md", skill("long", "# Long\n\n" + "word ".repeat(4_000) + "\n"));
        write(root, "skills/short/SKILL.md", skill("short", "# Short\n\n" + "word ".repeat(3_998) + "\n"));

        var found = withCode(check(root), "body-too-long");

        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("skills/long/SKILL.md");
            assertThat(d.diagnostic().range().start().line()).isEqualTo(5);
            assertThat(d.diagnostic().message()).contains("20009 characters");
        });
    }

    @Test
    void bodyLengthCountsCodePointsNotUtf16Units() {
        // "# E\n\n" (5) + n emoji of two UTF-16 units each + "\n": 6 + n code points, 6 + 2n units.
        String emoji = "\uD83D\uDE00";
        write(root, "skills/under/SKILL.md", skill("under", "# E\n\n" + emoji.repeat(19_994) + "\n"));
        write(root, "skills/over/SKILL.md", skill("over", "# E\n\n" + emoji.repeat(19_995) + "\n"));

        var found = withCode(check(root), "body-too-long");

        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("skills/over/SKILL.md");
            assertThat(d.diagnostic().message()).contains("20001 characters");
        });
    }

    @Test
    void skillFileTooLarge() {
        String filler = "x".repeat(99) + "\n";
        write(root, "skills/big/SKILL.md", skill("big", filler.repeat(660)));
        write(root, "skills/fits/SKILL.md", skill("fits", filler.repeat(600)));

        var found = withCode(check(root), "skill-file-too-large");

        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("skills/big/SKILL.md");
            assertThat(d.diagnostic().severity()).isEqualTo(Severity.WARNING);
        });
    }

    @Test
    void skillFileTooLargeIsAnErrorForWorkspaceSkills() {
        write(root, ".agents/skills/big/SKILL.md", skill("big", ("y".repeat(99) + "\n").repeat(700)));

        assertThat(withCode(check(root), "skill-file-too-large")).singleElement()
                .satisfies(d -> assertThat(d.diagnostic().severity()).isEqualTo(Severity.ERROR));
    }

    @Test
    void supportingFileTooLarge() {
        write(root, "skills/pdf/SKILL.md", skill("pdf", "See [data](assets/table.csv).\n"));
        write(root, "skills/pdf/assets/table.csv", new byte[512 * 1024 + 1]);
        write(root, "skills/pdf/assets/small.csv", new byte[512 * 1024]);
        write(root, "other/big.bin", new byte[600 * 1024]);

        var found = withCode(check(root), "supporting-file-too-large");

        assertThat(found).extracting(FileDiagnostic::path).containsExactly("skills/pdf/assets/table.csv");
    }

    /** The limit is the workspace-skills specification's: a plugin's skill and a host folder's are not covered. */
    @Test
    void supportingFileTooLargeOnlyWhereTheWorkspaceSkillsLimitReaches() {
        write(root, ".agents/skills/pdf/SKILL.md", skill("pdf", "Tables.\n"));
        write(root, ".agents/skills/pdf/assets/table.csv", new byte[512 * 1024 + 1]);
        write(root, "plugin/.claude-plugin/plugin.json", "{\"name\": \"plugin\"}\n".getBytes());
        write(root, "plugin/skills/pdf/SKILL.md", skill("pdf", "Tables.\n"));
        write(root, "plugin/skills/pdf/assets/table.csv", new byte[512 * 1024 + 1]);
        write(root, ".claude/skills/xls/SKILL.md", skill("xls", "Sheets.\n"));
        write(root, ".claude/skills/xls/assets/sheet.csv", new byte[512 * 1024 + 1]);

        var found = withCode(check(root), "supporting-file-too-large");

        assertThat(found).extracting(FileDiagnostic::path).containsExactly(".agents/skills/pdf/assets/table.csv");
    }
}
