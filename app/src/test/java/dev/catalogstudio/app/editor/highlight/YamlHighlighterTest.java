package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class YamlHighlighterTest {

    private static final YamlHighlighter YAML = new YamlHighlighter();

    @Test
    void keysValuesAndComments() {
        assertThat(Tokens.of(YAML, "name: pdf-tools # the name\nversion: 1.2\nenabled: true\n"))
                .containsExactly("KEY'name'", "PUNCTUATION':'", "COMMENT'# the name'",
                        "KEY'version'", "PUNCTUATION':'", "NUMBER'1.2'",
                        "KEY'enabled'", "PUNCTUATION':'", "LITERAL'true'");
    }

    @Test
    void quotedScalarsAndQuotedKeys() {
        assertThat(Tokens.of(YAML, "\"a b\": 'it''s'\nc: \"x\\\"y\" # c"))
                .containsExactly("KEY'\"a b\"'", "PUNCTUATION':'", "STRING''it''s''",
                        "KEY'c'", "PUNCTUATION':'", "STRING'\"x\\\"y\"'", "COMMENT'# c'");
    }

    @Test
    void aColonInsideAValueIsNotAKey() {
        assertThat(Tokens.of(YAML, "description: Use when: the user asks\nurl: http://x:8080"))
                .containsExactly("KEY'description'", "PUNCTUATION':'", "KEY'url'", "PUNCTUATION':'");
    }

    @Test
    void sequencesFlowCollectionsAnchorsAndTags() {
        assertThat(Tokens.of(YAML, "tools:\n  - git\n  - &a !!str 12\nlist: [a, 2, {k: v}]\nref: *a"))
                .containsExactly("KEY'tools'", "PUNCTUATION':'",
                        "PUNCTUATION'-'", "PUNCTUATION'-'", "ANCHOR'&a'", "TAG'!!str'", "NUMBER'12'",
                        "KEY'list'", "PUNCTUATION':'", "PUNCTUATION'['", "PUNCTUATION','", "NUMBER'2'",
                        "PUNCTUATION','", "PUNCTUATION'{'", "KEY'k'", "PUNCTUATION':'", "PUNCTUATION'}]'",
                        "KEY'ref'", "PUNCTUATION':'", "ANCHOR'*a'");
    }

    @Test
    void blockScalarContentIsAStringUntilTheIndentDrops() {
        assertThat(Tokens.of(YAML, "description: |\n  line one\n\n  key: not a key\nnext: 1"))
                .containsExactly("KEY'description'", "PUNCTUATION':'", "PUNCTUATION'|'",
                        "STRING'line one'", "STRING'key: not a key'",
                        "KEY'next'", "PUNCTUATION':'", "NUMBER'1'");
    }

    @Test
    void aQuotedScalarMaySpanLines() {
        assertThat(Tokens.of(YAML, "a: \"one\n  two\" # c\nb: 2"))
                .containsExactly("KEY'a'", "PUNCTUATION':'", "STRING'\"one'", "STRING'  two\"'", "COMMENT'# c'",
                        "KEY'b'", "PUNCTUATION':'", "NUMBER'2'");
    }

    @Test
    void documentMarkersAndCrlfLines() {
        assertThat(Tokens.of(YAML, "---\r\nk: v\r\n...\r\n"))
                .containsExactly("DELIMITER'---'", "KEY'k'", "PUNCTUATION':'", "DELIMITER'...'");
    }
}
