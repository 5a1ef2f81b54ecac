package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonHighlighterTest {

    private static final JsonHighlighter JSON = new JsonHighlighter();

    @Test
    void membersValuesAndPunctuation() {
        assertThat(Tokens.of(JSON, "{\"mcpServers\" : {\"a\\\"b\": [1, -2.5e3, true, null, \"x\"]}}"))
                .containsExactly("PUNCTUATION'{'", "KEY'\"mcpServers\"'", "PUNCTUATION':'", "PUNCTUATION'{'",
                        "KEY'\"a\\\"b\"'", "PUNCTUATION':'", "PUNCTUATION'['", "NUMBER'1'", "PUNCTUATION','",
                        "NUMBER'-2.5e3'", "PUNCTUATION','",
                        "LITERAL'true'", "PUNCTUATION','", "LITERAL'null'", "PUNCTUATION','", "STRING'\"x\"'",
                        "PUNCTUATION']}}'");
    }

    @Test
    void anUnterminatedStringEndsAtTheLine() {
        assertThat(Tokens.of(JSON, "{\"a\": \"open\n, \"b\": 1}"))
                .containsExactly("PUNCTUATION'{'", "KEY'\"a\"'", "PUNCTUATION':'", "STRING'\"open'",
                        "PUNCTUATION','", "KEY'\"b\"'", "PUNCTUATION':'", "NUMBER'1'", "PUNCTUATION'}'");
    }

    @Test
    void commentsAndUnknownWords() {
        assertThat(Tokens.of(JSON, "// c\n{ /* d */ \"k\": truthy }"))
                .containsExactly("COMMENT'// c'", "PUNCTUATION'{'", "COMMENT'/* d */'", "KEY'\"k\"'",
                        "PUNCTUATION':'", "PUNCTUATION'}'");
    }
}
