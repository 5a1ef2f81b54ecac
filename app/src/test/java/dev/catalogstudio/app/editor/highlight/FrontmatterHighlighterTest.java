package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.editor.Language;
import org.junit.jupiter.api.Test;

class FrontmatterHighlighterTest {

    private static final Highlighter SKILL = Language.MARKDOWN_FRONTMATTER.highlighter();

    @Test
    void yamlBetweenTheDelimitersThenMarkdown() {
        assertThat(Tokens.of(SKILL, "---\nname: pdf\n---\n# PDF\nname: not yaml"))
                .containsExactly("DELIMITER'---'", "KEY'name'", "PUNCTUATION':'", "DELIMITER'---'", "HEADING'# PDF'");
    }

    @Test
    void withoutAClosingDelimiterEverythingIsMarkdown() {
        assertThat(Tokens.of(SKILL, "---\nname: pdf\n# Title"))
                .containsExactly("PUNCTUATION'---'", "HEADING'# Title'");
    }

    @Test
    void agentSkillsFrontmatterMustStartOnLineOne() {
        assertThat(Tokens.of(SKILL, "\n---\nname: x\n---\n")).doesNotContain("KEY'name'");
    }

    @Test
    void crlfDelimiters() {
        assertThat(Tokens.of(SKILL, "---\r\nname: x\r\n---\r\n# T\r\n"))
                .containsExactly("DELIMITER'---'", "KEY'name'", "PUNCTUATION':'", "DELIMITER'---'", "HEADING'# T'");
    }
}
