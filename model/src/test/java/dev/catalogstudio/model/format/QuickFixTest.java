package dev.catalogstudio.model.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.format.skills.SkillContext;
import dev.catalogstudio.model.format.skills.SkillHost;
import dev.catalogstudio.model.format.skills.SkillRules;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class QuickFixTest {

    private static List<Diagnostic> check(String text, String folder) {
        var out = new Diagnostics();
        var doc = FrontmatterDocument.parse(SourceText.of(text));
        SkillRules.check(doc, new SkillContext(SkillHost.AGENT_SKILLS, folder, text.length(), false, new TreeMap<>()), out);
        return out.sorted();
    }

    @Test
    void nameDirectoryMismatchRenamesToTheFolderKeepingEverythingElse() {
        String text = "---\n# the skill's id\nname: pdf-tools   # keep me\ndescription: Reads PDFs.\n---\nBody\n";

        var diagnostic = check(text, "pdf").stream().filter(d -> d.code().equals("name-directory-mismatch"))
                .findFirst().orElseThrow();
        String fixed = diagnostic.fixes().get(0).applyTo(text);

        assertThat(diagnostic.fixes().get(0).title()).isEqualTo("Rename to 'pdf'");
        assertThat(fixed).isEqualTo("---\n# the skill's id\nname: pdf   # keep me\ndescription: Reads PDFs.\n---\nBody\n");
        assertThat(check(fixed, "pdf")).isEmpty();
    }

    @Test
    void theRenameKeepsQuotesAndQuotesValuesYamlWouldRetype() {
        String quoted = "---\nname: 'x'\ndescription: d\n---\n";
        String numeric = "---\nname: abc\ndescription: d\n---\n";

        var fixQuoted = check(quoted, "pdf").get(0).fixes().get(0).applyTo(quoted);
        var fixNumeric = check(numeric, "2024").get(0).fixes().get(0).applyTo(numeric);

        assertThat(fixQuoted).contains("name: \"pdf\"");
        assertThat(fixNumeric).contains("name: \"2024\"");
        assertThat(check(fixNumeric, "2024")).isEmpty();
    }

    @Test
    void noFixWhenTheFolderNameIsNotAValidName() {
        var diagnostic = check("---\nname: pdf\ndescription: d\n---\n", "PDF Tools").get(0);

        assertThat(diagnostic.code()).isEqualTo("name-directory-mismatch");
        assertThat(diagnostic.fixes()).isEmpty();
    }
}
