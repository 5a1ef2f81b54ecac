package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.editor.Language;
import org.junit.jupiter.api.Test;

class ThreeMdHighlightingTest {

    private static final Highlighter THREEMD = Language.THREEMD.highlighter();

    @Test
    void frontmatterIsTheFlatMiniFormat() {
        assertThat(Tokens.of(THREEMD, "\n---\n3md: 1.0\n# note\ntitle: \"My: Week\"\n---\n"))
                .containsExactly("DELIMITER'---'", "KEY'3md'", "PUNCTUATION':'", "NUMBER'1.0'",
                        "COMMENT'# note'", "KEY'title'", "PUNCTUATION':'", "STRING'\"My: Week\"'", "DELIMITER'---'");
    }

    @Test
    void planeDirectivesWithAttributesAndPlaceholders() {
        String text = "---\n3md: 1\n---\n@plane z=-2.5 label=\"Mon day\" tool=\"kubectl get {pod}\" x=a\n# Monday";
        assertThat(Tokens.of(THREEMD, text)).containsSubsequence(
                "DIRECTIVE'@plane'", "ATTRIBUTE'z'", "PUNCTUATION'='", "NUMBER'-2.5'",
                "ATTRIBUTE'label'", "PUNCTUATION'='", "STRING'\"Mon day\"'",
                "ATTRIBUTE'tool'", "PUNCTUATION'='", "STRING'\"kubectl get '", "PLACEHOLDER'{pod}'", "STRING'\"'",
                "ATTRIBUTE'x'", "PUNCTUATION'='", "STRING'a'", "HEADING'# Monday'");
    }

    @Test
    void aDirectiveInsideAFenceOrIndentedIsBodyText() {
        assertThat(Tokens.of(THREEMD, "---\n3md: 1\n---\n```\n@plane z=1\n```\n @plane z=2"))
                .noneMatch(t -> t.startsWith("DIRECTIVE"));
    }

    @Test
    void crossPlaneLinks() {
        assertThat(Tokens.of(THREEMD, "---\n3md: 1\n---\nSee [[z=2]] or [[z=0|back]], not [[z=abc]]."))
                .containsSubsequence("PLANE_LINK'[[z=2]]'", "PLANE_LINK'[[z=0|back]]'")
                .noneMatch(t -> t.contains("abc"));
    }
}
