package dev.catalogstudio.model.format.metaagents;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Version bumps: the frontmatter's version and the CHANGELOG's newest header move together. */
class VersionBumpTest {

    private static final String SKILL = "---\nname: triage\nscope: acme\nversion: 1.3.0-rc.1   # next release\n---\nBody\n";
    private static final String CHANGELOG = "# Changelog\n\n## 1.3.0 (2026-10-14)\n\n- Modes.\n";
    private static final LocalDate DAY = LocalDate.of(2026, 11, 23);

    private static VersionBump bump(String skill, String changelog, VersionBump.Step step) {
        return VersionBump.of(FrontmatterDocument.parse(SourceText.of(skill)),
                Optional.ofNullable(changelog).map(SourceText::of), step, DAY);
    }

    @Test
    void eachStepRaisesTheVersionAndAddsTheNewestHeaderAboveTheOthers() {
        for (var step : VersionBump.Step.values()) {
            var bump = bump(SKILL, CHANGELOG, step);
            String skill = bump.entryEdit().applyTo(SKILL);
            String changelog = bump.changelogEdit().applyTo(CHANGELOG);
            String expected = switch (step) {
                case PATCH -> "1.3.1";
                case MINOR -> "1.4.0";
                case MAJOR -> "2.0.0";
            };
            assertThat(bump.next()).hasToString(expected);
            assertThat(skill).contains("version: " + expected + "   # next release\n");
            assertThat(changelog).isEqualTo("# Changelog\n\n## " + expected + " (2026-11-23)\n\n- \n\n"
                    + "## 1.3.0 (2026-10-14)\n\n- Modes.\n");
            var latest = Changelog.parse(SourceText.of(changelog)).latest().orElseThrow();
            assertThat(latest.version().orElseThrow()).isEqualTo(bump.next());
            assertThat(latest.wellFormed()).isTrue();
        }
    }

    @Test
    void aMissingChangelogIsCreatedAndOneWithoutEntriesGetsItsFirstUnderTheTitle() {
        var created = bump(SKILL, null, VersionBump.Step.PATCH);
        assertThat(created.newChangelog()).isTrue();
        assertThat(created.changelogEdit().newText()).isEqualTo("# Changelog\n\n## 1.3.1 (2026-11-23)\n\n- \n");
        assertThat(created.caret()).isEqualTo(new Position(5, 3, created.changelogEdit().newText().length() - 1));

        var first = bump(SKILL, "# Changelog\r\n\r\nNothing yet.\r\n", VersionBump.Step.MINOR);
        assertThat(first.changelogEdit().applyTo("# Changelog\r\n\r\nNothing yet.\r\n"))
                .isEqualTo("# Changelog\r\n\r\n## 1.4.0 (2026-11-23)\r\n\r\n- \r\n\r\nNothing yet.\r\n");
        var titleOnly = bump(SKILL, "# Changelog", VersionBump.Step.PATCH);
        assertThat(titleOnly.changelogEdit().applyTo("# Changelog")).isEqualTo("# Changelog\n\n## 1.3.1 (2026-11-23)\n\n- \n");
    }

    /** Issue 24: the caret sat on the old header, so the entry typed there was glued to it. */
    @Test
    void theEntryIsTypedIntoAnEmptyListItemOfItsOwnSectionBetweenBlankLines() {
        String changelog = "# Changelog\n\n## 2.0.1 (2026-09-30)\n\n* Fix the saturation query.\n";
        var bump = bump(SKILL, changelog, VersionBump.Step.MINOR);
        String edited = bump.changelogEdit().applyTo(changelog);

        assertThat(edited).isEqualTo("# Changelog\n\n## 1.4.0 (2026-11-23)\n\n* \n\n## 2.0.1 (2026-09-30)\n\n"
                + "* Fix the saturation query.\n");
        assertThat(bump.caret().line()).isEqualTo(5);
        assertThat(bump.caret().column()).isEqualTo(3);
        String typed = edited.substring(0, bump.caret().offset()) + "Add the log search hand-off."
                + edited.substring(bump.caret().offset());
        assertThat(typed).contains("\n* Add the log search hand-off.\n\n## 2.0.1 (2026-09-30)\n");
        assertThat(Changelog.parse(SourceText.of(typed)).headers()).extracting(h -> h.version().orElseThrow()
                .toString()).containsExactly("1.4.0", "2.0.1");

        String glued = "# Changelog\n## 2.0.1 (2026-09-30)\n- Fix.\n";
        assertThat(bump(SKILL, glued, VersionBump.Step.PATCH).changelogEdit().applyTo(glued))
                .isEqualTo("# Changelog\n\n## 1.3.1 (2026-11-23)\n\n- \n\n## 2.0.1 (2026-09-30)\n- Fix.\n");
    }

    @Test
    void aVersionThatIsNotSemverIsNotBumped() {
        assertThatThrownBy(() -> bump("---\nversion: one\n---\n", CHANGELOG, VersionBump.Step.PATCH))
                .isInstanceOf(EditRefusedException.class).hasMessageContaining("'one'");
        assertThatThrownBy(() -> bump("---\nname: x\n---\n", CHANGELOG, VersionBump.Step.PATCH))
                .isInstanceOf(EditRefusedException.class).hasMessageContaining("no 'version'");
    }
}
