package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StarlarkHighlighterTest {

    private static final StarlarkHighlighter STAR = new StarlarkHighlighter();

    @Test
    void definitionsKeywordsBuiltinsAndLiterals() {
        assertThat(Tokens.of(STAR, "def run(ctx):\n    if len(ctx) > 0x1F: return None  # done\n"))
                .containsExactly("KEYWORD'def'", "FUNCTION'run'", "KEYWORD'if'", "BUILTIN'len'", "NUMBER'0x1F'",
                        "KEYWORD'return'", "LITERAL'None'", "COMMENT'# done'");
    }

    @Test
    void stringsWithPrefixesEscapesAndTripleQuotes() {
        assertThat(Tokens.of(STAR, "a = r'x\\'y' + \"\"\"one\n\\\"\"\" two\"\"\" + b\"z\"\nlen = 1e-3"))
                .containsExactly("STRING'r'x\\'y''", "STRING'\"\"\"one\n\\\"\"\" two\"\"\"'", "STRING'b\"z\"'",
                        "NUMBER'1e-3'");
    }

    @Test
    void aBuiltinNameThatIsNotCalledIsPlain() {
        assertThat(Tokens.of(STAR, "len = str\nx = len(str)")).containsExactly("BUILTIN'len'");
    }
}
