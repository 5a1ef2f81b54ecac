package dev.catalogstudio.model.format.metaagents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code changelog-empty-entry}: issue 41 saw the entry Bump adds saved empty with no problem. The placeholder Bump
 * leaves is marked, at the caret, until the author writes the entry.
 */
class ChangelogEmptyEntryTest {

    private static final String SKILL = "---\nname: triage\nscope: acme\nversion: 1.3.0\n---\nBody\n";
    private static final String CHANGELOG = "# Changelog\n\n## 1.3.0 (2026-10-14)\n\n- Modes.\n";

    private static List<Diagnostic> check(String changelog) {
        var out = new Diagnostics();
        Changelogs.check(Changelog.parse(SourceText.of(changelog)), out);
        return out.sorted().stream().filter(d -> d.code().equals("changelog-empty-entry")).toList();
    }

    @Test
    void changelogEmptyEntryMarksThePlaceholderBumpLeavesAtTheCaret() {
        var bump = VersionBump.of(FrontmatterDocument.parse(SourceText.of(SKILL)),
                Optional.of(SourceText.of(CHANGELOG)), VersionBump.Step.MINOR, LocalDate.of(2026, 11, 23));
        String bumped = bump.changelogEdit().applyTo(CHANGELOG);

        var found = check(bumped);
        assertThat(found).hasSize(1);
        var marked = found.get(0);
        assertThat(marked.range().start().line()).as("the placeholder's line").isEqualTo(bump.caret().line());
        assertThat(marked.range().start().column()).isEqualTo(1);
        assertThat(marked.message()).isEqualTo("The entry for 1.4.0 says nothing: write what changed under "
                + "'## 1.4.0 (2026-11-23)'.");

        String written = bumped.substring(0, bump.caret().offset()) + "Adds modes." + bumped.substring(bump.caret()
                .offset());
        assertThat(check(written)).as("once the entry is written").isEmpty();
    }

    @Test
    void aHeaderWithNothingButSubHeadingsIsEmptyAndAnyTextOrCodeIsNot() {
        assertThat(check("# Changelog\n\n## 1.0.0 (2026-01-01)\n\n### Added\n\n## 0.9.0 (2025-12-01)\n\nFirst.\n"))
                .singleElement().satisfies(d -> assertThat(d.range().start().line()).isEqualTo(3));
        assertThat(check("# Changelog\n\n## 1.0.0 (2026-01-01)\n\n```\nmode: fast\n```\n")).isEmpty();
        assertThat(check("# Changelog\n\n## 1.0.0 (2026-01-01)\n* Fixes the hand-off.\n")).isEmpty();
        // The last entry, at the end of the file, is checked too.
        assertThat(check("# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First.\n\n## 0.9.0 (2025-12-01)\n")).hasSize(1);
    }
}
