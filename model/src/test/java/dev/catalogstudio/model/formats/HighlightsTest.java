package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The editor's highlighting, by the model's own parsers: snakeyaml-engine's scanner, Jackson's tokenizer, the
 * Starlark lexer, commonmark's tree and the 3md lexer.
 */
class HighlightsTest {

    private static List<String> tokens(EditorLanguage language, String text) {
        var highlighting = Highlights.of(language, SourceText.of(text));
        assertThat(highlighting.length()).isEqualTo(text.length());
        return Tokens.of(highlighting, text);
    }

    @Test
    void yamlKeysValuesCommentsByTheScanner() {
        assertThat(tokens(EditorLanguage.YAML, "name: pdf-tools # the name\nversion: 1.2\nenabled: true\nx: ~\n"))
                .containsExactly("KEY'name'", "PUNCTUATION':'", "COMMENT'# the name'",
                        "KEY'version'", "PUNCTUATION':'", "NUMBER'1.2'",
                        "KEY'enabled'", "PUNCTUATION':'", "LITERAL'true'", "KEY'x'", "PUNCTUATION':'",
                        "LITERAL'~'");
    }

    @Test
    void yamlQuotedScalarsFlowCollectionsAnchorsAndTags() {
        assertThat(tokens(EditorLanguage.YAML, "\"a b\": 'it''s'\ntools:\n  - &a !!str 12\nlist: [a, 2, {k: v}]\n"
                + "ref: *a\n")).containsExactly("KEY'\"a b\"'", "PUNCTUATION':'", "STRING''it''s''",
                "KEY'tools'", "PUNCTUATION':'", "PUNCTUATION'-'", "ANCHOR'&a'", "TAG'!!str'", "NUMBER'12'",
                "KEY'list'", "PUNCTUATION':'", "PUNCTUATION'['", "PUNCTUATION','", "NUMBER'2'", "PUNCTUATION','",
                "PUNCTUATION'{'", "KEY'k'", "PUNCTUATION':'", "PUNCTUATION'}]'", "KEY'ref'", "PUNCTUATION':'",
                "ANCHOR'*a'");
    }

    @Test
    void yamlAColonInsideAValueIsNotAKeyAndABlockScalarIsOneString() {
        assertThat(tokens(EditorLanguage.YAML, "description: Use when: asked\nurl: http://x:8080\n"))
                .isNotEmpty().first().isEqualTo("KEY'description'");
        assertThat(tokens(EditorLanguage.YAML, "url: http://x:8080\n"))
                .containsExactly("KEY'url'", "PUNCTUATION':'");
        assertThat(tokens(EditorLanguage.YAML, "d: |\n  line one\n  key: not a key\nnext: 1\n"))
                .containsExactly("KEY'd'", "PUNCTUATION':'", "PUNCTUATION'|'", "STRING'  line one\n  key: not a key\n'",
                        "KEY'next'", "PUNCTUATION':'", "NUMBER'1'");
    }

    @Test
    void yamlABrokenLineLeavesTheRestHighlighted() {
        // "mapping values are not allowed here": a scanner error on line 2; line 3 is scanned again.
        assertThat(tokens(EditorLanguage.YAML, "a: 1\nb: c: d\ne: true\n"))
                .startsWith("KEY'a'", "PUNCTUATION':'", "NUMBER'1'").endsWith("KEY'e'", "PUNCTUATION':'",
                        "LITERAL'true'");
    }

    @Test
    void markdownFrontmatterAndBodyFromOneTree() {
        String text = "---\nname: x # n\n---\n# Title *it* `code`\n\n- [ ] task [link](references/a.md)\n"
                + "> quote **bold**\n\n```\nfenced\n```\n<!-- note -->\n";
        assertThat(tokens(EditorLanguage.MARKDOWN_FRONTMATTER, text)).containsExactly("DELIMITER'---'",
                "KEY'name'", "PUNCTUATION':'", "COMMENT'# n'", "DELIMITER'---'", "HEADING'# Title '",
                "EMPHASIS'*it*'", "HEADING' '", "CODE'`code`'", "LIST_MARKER'-'", "LIST_MARKER'[ ]'", "LINK'[link]'",
                "URL'(references/a.md)'", "QUOTE'>'", "STRONG'**bold**'", "CODE'```'", "CODE'fenced'", "CODE'```'",
                "COMMENT'<!-- note -->'");
    }

    @Test
    void markdownWithoutAClosedFrontmatterIsAllBody() {
        assertThat(tokens(EditorLanguage.MARKDOWN_FRONTMATTER, "---\nname: x\n# Heading\n"))
                .contains("HEADING'# Heading'").doesNotContain("KEY'name'");
    }

    @Test
    void markdownAutolinksImagesAndOrderedLists() {
        assertThat(tokens(EditorLanguage.MARKDOWN_FRONTMATTER, "1. see <https://x.org> and https://y.org\n"
                + "2. ![logo](assets/l.png)\n")).containsExactly("LIST_MARKER'1.'", "URL'<https://x.org>'",
                "URL'https://y.org'", "LIST_MARKER'2.'", "LINK'![logo]'", "URL'(assets/l.png)'");
    }

    @Test
    void jsonByJacksonsTokens() {
        assertThat(tokens(EditorLanguage.JSON, "{\"mcpServers\": {\"gh\": {\"args\": [\"-y\", 2, true, null]}}}"))
                .containsExactly("PUNCTUATION'{'", "KEY'\"mcpServers\"'", "PUNCTUATION':'", "PUNCTUATION'{'",
                        "KEY'\"gh\"'", "PUNCTUATION':'", "PUNCTUATION'{'", "KEY'\"args\"'", "PUNCTUATION':'",
                        "PUNCTUATION'['", "STRING'\"-y\"'", "PUNCTUATION','", "NUMBER'2'", "PUNCTUATION','",
                        "LITERAL'true'", "PUNCTUATION','", "LITERAL'null'", "PUNCTUATION']}}}'");
    }

    @Test
    void jsonCommentsAndEscapesAndAStopAtTheFirstError() {
        assertThat(tokens(EditorLanguage.JSON, "// c\n{\"a\\\"b\": 1 /* x */}"))
                .containsExactly("COMMENT'// c'", "PUNCTUATION'{'", "KEY'\"a\\\"b\"'", "PUNCTUATION':'",
                        "NUMBER'1'", "COMMENT'/* x */'", "PUNCTUATION'}'");
        assertThat(tokens(EditorLanguage.JSON, "{\"a\": 1,, \"b\": 2}"))
                .containsExactly("PUNCTUATION'{'", "KEY'\"a\"'", "PUNCTUATION':'", "NUMBER'1'");
    }

    @Test
    void starlarkByTheEngineLexer() {
        assertThat(tokens(EditorLanguage.STARLARK, "def run(x):  # go\n    if len(x) > 1 and True:\n"
                + "        return b'b' + r\"s\" + 0x1F + 1.5e3\n    load = None\n")).containsExactly(
                "KEYWORD'def'", "FUNCTION'run'", "COMMENT'# go'", "KEYWORD'if'", "BUILTIN'len'", "NUMBER'1'",
                "KEYWORD'and'", "LITERAL'True'", "KEYWORD'return'", "STRING'b'b''", "STRING'r\"s\"'",
                "NUMBER'0x1F'", "NUMBER'1.5e3'", "KEYWORD'load'", "LITERAL'None'");
    }

    @Test
    void threeMdFrontmatterDirectivesPlaneBodiesAndLinks() {
        String text = "---\ntitle: Deck\nversion: 1\n---\n@plane z=1 label=\"Intro\" tool=\"run {x}\"\n"
                + "# One\nGo to [[z=2|next]].\n@plane z=2\n```\nunclosed\n@plane z=3\n**b**\n";
        assertThat(tokens(EditorLanguage.THREEMD, text)).containsExactly("DELIMITER'---'", "KEY'title'",
                "PUNCTUATION':'", "KEY'version'", "PUNCTUATION':'", "NUMBER'1'", "DELIMITER'---'",
                "DIRECTIVE'@plane'", "ATTRIBUTE'z'", "PUNCTUATION'='", "NUMBER'1'", "ATTRIBUTE'label'",
                "PUNCTUATION'='", "STRING'\"Intro\"'", "ATTRIBUTE'tool'", "PUNCTUATION'='", "STRING'\"run '",
                "PLACEHOLDER'{x}'", "STRING'\"'", "HEADING'# One'", "PLANE_LINK'[[z=2|next]]'",
                "DIRECTIVE'@plane'", "ATTRIBUTE'z'", "PUNCTUATION'='", "NUMBER'2'",
                // Inside an open fence a directive line is fence content, for the parser (§ 4) and so here.
                "CODE'```'", "CODE'unclosed'", "CODE'@plane z=3'", "CODE'**b**'");
    }

    @Test
    void plainTextHasNoSpans() {
        assertThat(tokens(EditorLanguage.PLAIN, "name: x\n# y\n")).isEmpty();
    }
}
