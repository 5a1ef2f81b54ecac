package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownHighlighterTest {

    private static final MarkdownHighlighter MD = MarkdownHighlighter.commonMark();

    @Test
    void headingsListsQuotesAndBreaks() {
        assertThat(Tokens.of(MD, "# Title\n- item\n  1. sub\n> quote\n- [x] done\n***\n#nope"))
                .containsExactly("HEADING'# Title'", "LIST_MARKER'-'", "LIST_MARKER'1.'", "QUOTE'>'",
                        "LIST_MARKER'-'", "LIST_MARKER'[x]'", "PUNCTUATION'***'");
    }

    @Test
    void inlineCodeEmphasisAndLinks() {
        assertThat(Tokens.of(MD, "Use `pdf --x` with **care** and *style*, see [docs](ref/a.md) or ![i](p.png)."))
                .containsExactly("CODE'`pdf --x`'", "STRONG'**care**'", "EMPHASIS'*style*'",
                        "LINK'[docs]'", "URL'(ref/a.md)'", "LINK'![i]'", "URL'(p.png)'");
    }

    @Test
    void unclosedDelimitersStayPlain() {
        assertThat(Tokens.of(MD, "a * b and `open and snake_case_name and [x] (y)")).isEmpty();
    }

    @Test
    void fencedCodeHidesMarkdownInside() {
        assertThat(Tokens.of(MD, "```yaml\n# not a heading\n```\n## After"))
                .containsExactly("CODE'```yaml'", "CODE'# not a heading'", "CODE'```'", "HEADING'## After'");
    }

    @Test
    void htmlCommentsRunOverLines() {
        assertThat(Tokens.of(MD, "a <!-- one\ntwo --> b **c**"))
                .containsExactly("COMMENT'<!-- one\ntwo -->'", "STRONG'**c**'");
    }

    @Test
    void urlsBareAndAutolinked() {
        assertThat(Tokens.of(MD, "See https://example.com/x. Or <https://a.b/c>."))
                .containsExactly("URL'https://example.com/x'", "URL'<https://a.b/c>'");
    }

    @Test
    void planeSyntaxIsPlainInCommonMark() {
        assertThat(Tokens.of(MD, "@plane z=1\n[[z=1]]")).isEmpty();
    }
}
