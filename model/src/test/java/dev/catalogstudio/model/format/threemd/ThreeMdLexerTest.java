package dev.catalogstudio.model.format.threemd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The public 3md lexemes: kinds and exact 0-based UTF-16 offsets, and that the parser reads the same ones. */
class ThreeMdLexerTest {

    /** {@code KIND[start,end)'text'} per lexeme. */
    private static List<String> lex(String text, Lexing lexing) {
        var out = new ArrayList<String>();
        lexing.run(text, (kind, start, end) -> out.add(kind + "[" + start + "," + end + ")'"
                + text.substring(start, end) + "'"));
        return out;
    }

    @FunctionalInterface
    private interface Lexing {
        void run(String text, ThreeMdLexer.Sink sink);
    }

    private static List<String> directive(String line) {
        return lex(line, (t, s) -> ThreeMdLexer.directive(t, 0, t.length(), s));
    }

    @Test
    void aDirectiveLineWithDoubleAndSingleQuotes() {
        assertThat(directive("@plane z=1 label='x y'\tnote=\"a \\\" b\""))
                .containsExactly("DIRECTIVE[0,6)'@plane'", "ATTRIBUTE_KEY[7,8)'z'", "EQUALS[8,9)'='",
                        "VALUE[9,10)'1'", "ATTRIBUTE_KEY[11,16)'label'", "EQUALS[16,17)'='",
                        "QUOTED_VALUE[17,22)''x y''", "ATTRIBUTE_KEY[23,27)'note'", "EQUALS[27,28)'='",
                        "QUOTED_VALUE[28,36)'\"a \\\" b\"'");
        assertThat(ThreeMdLexer.quote("'x y'", 0, 5)).isEqualTo('\'');
        assertThat(ThreeMdLexer.quote("\"x\"", 0, 3)).isEqualTo('"');
        assertThat(ThreeMdLexer.quote("'x\"", 0, 3)).isEqualTo((char) 0);
        assertThat(ThreeMdLexer.quote("'", 0, 1)).isEqualTo((char) 0);
    }

    @Test
    void offsetsAreUtf16Units() {
        // U+1F680 is two UTF-16 units: the value after it starts at 20, not 19.
        assertThat(directive("@plane label='\uD83D\uDE80' z=2"))
                .containsExactly("DIRECTIVE[0,6)'@plane'", "ATTRIBUTE_KEY[7,12)'label'", "EQUALS[12,13)'='",
                        "QUOTED_VALUE[13,17)''\uD83D\uDE80''", "ATTRIBUTE_KEY[18,19)'z'", "EQUALS[19,20)'='",
                        "VALUE[20,21)'2'");
    }

    @Test
    void malformedTokens() {
        assertThat(ThreeMdLexer.directive("@plane z=1 bare", 0, 15, (k, s, e) -> { })).isFalse();
        assertThat(directive("@plane bare =x z=")).containsExactly("DIRECTIVE[0,6)'@plane'",
                "NOT_ATTRIBUTE[7,11)'bare'", "NOT_ATTRIBUTE[12,14)'=x'", "ATTRIBUTE_KEY[15,16)'z'",
                "EQUALS[16,17)'='", "VALUE[17,17)''");
        assertThat(directive("@plane z=1 label='x y")).containsExactly("DIRECTIVE[0,6)'@plane'",
                "ATTRIBUTE_KEY[7,8)'z'", "EQUALS[8,9)'='", "VALUE[9,10)'1'", "ATTRIBUTE_KEY[11,16)'label'",
                "EQUALS[16,17)'='", "UNCLOSED_QUOTE[17,21)''x y'");
        assertThat(directive("@plane 'a=b")).containsExactly("DIRECTIVE[0,6)'@plane'", "UNCLOSED_QUOTE[7,11)''a=b'");
    }

    @Test
    void directiveLinesAreAtColumnZeroOutsideFences() {
        assertThat(ThreeMdLexer.isDirective("@plane", 0, 6)).isTrue();
        assertThat(ThreeMdLexer.isDirective("@plane\tz=1", 0, 10)).isTrue();
        assertThat(ThreeMdLexer.isDirective("@planes", 0, 7)).isFalse();
        assertThat(ThreeMdLexer.isDirective(" @plane", 0, 7)).isFalse();
        String text = "@plane z=1\n````\n@plane z=2\n```\n@plane z=3\n  ~~~\n@plane z=4";
        var lines = new ThreeMdLexer.BodyLines();
        var directives = new ArrayList<Integer>();
        int start = 0;
        for (String line : text.split("\n", -1)) {
            if (lines.next(text, start, start + line.length())) {
                directives.add(start);
            }
            start += line.length() + 1;
        }
        assertThat(directives).containsExactly(0, text.indexOf("@plane z=3"));
    }

    @Test
    void frontmatterLines() {
        assertThat(lex("  title :  'My: Week'  ", (t, s) -> ThreeMdLexer.frontmatterLine(t, 0, t.length(), s)))
                .containsExactly("FRONTMATTER_KEY[2,7)'title'", "COLON[8,9)':'", "QUOTED_VALUE[11,21)''My: Week''");
        assertThat(lex("3md:", (t, s) -> ThreeMdLexer.frontmatterLine(t, 0, t.length(), s)))
                .containsExactly("FRONTMATTER_KEY[0,3)'3md'", "COLON[3,4)':'", "VALUE[4,4)''");
        assertThat(lex(" # note", (t, s) -> ThreeMdLexer.frontmatterLine(t, 0, t.length(), s)))
                .containsExactly("COMMENT[1,7)'# note'");
        assertThat(lex("no colon", (t, s) -> ThreeMdLexer.frontmatterLine(t, 0, t.length(), s)))
                .containsExactly("NOT_ENTRY[0,8)'no colon'");
        assertThat(lex(" \t", (t, s) -> ThreeMdLexer.frontmatterLine(t, 0, t.length(), s))).isEmpty();
    }

    @Test
    void frontmatterFences() {
        var source = SourceText.of("\n\n  ---\n3md: 1\n--- \nbody");
        var fences = ThreeMdLexer.frontmatter(source);
        assertThat(fences.openLine()).isEqualTo(3);
        assertThat(fences.open().startOffset()).isEqualTo(4);
        assertThat(fences.closeLine()).isEqualTo(5);
        assertThat(fences.close().startOffset()).isEqualTo(15);
        assertThat(fences.closed()).isTrue();
        assertThat(ThreeMdLexer.frontmatter(SourceText.of("---\n3md: 1\n")).closed()).isFalse();
        assertThat(ThreeMdLexer.frontmatter(SourceText.of("# no\n---\n"))).isNull();
        assertThat(ThreeMdLexer.frontmatter(SourceText.of(""))).isNull();
    }

    @Test
    void planeLinks() {
        String body = "See [[z=2]], [[z=0|back\nhome]], not [[z=abc]] or [[z=1|a] b]].";
        assertThat(lex(body, (t, s) -> ThreeMdLexer.links(t, 0, t.length(), s))).containsExactly(
                "LINK_TARGET[8,9)'2'", "LINK[4,11)'[[z=2]]'",
                "LINK_TARGET[17,18)'0'", "LINK_TEXT[19,28)'back\nhome'", "LINK[13,30)'[[z=0|back\nhome]]'");
        assertThat(lex(body, (t, s) -> ThreeMdLexer.links(t, 0, 20, s))).containsExactly(
                "LINK_TARGET[8,9)'2'", "LINK[4,11)'[[z=2]]'");
    }

    @Test
    void theParserReadsTheLexemes() {
        String text = "---\n3md: 1\ntitle: 'T'\n---\n@plane z=1 label='x y' kind=\"k\"\nSee [[z=1|me]].\n";
        var document = ThreeMdParser.parse(text);
        assertThat(document.diagnostics()).isEmpty();
        int line = text.indexOf("@plane");
        var ranges = new ArrayList<String>();
        ThreeMdLexer.directive(text, line, text.indexOf('\n', line), (kind, start, end) -> {
            if (kind == ThreeMdLexer.Kind.VALUE || kind == ThreeMdLexer.Kind.QUOTED_VALUE) {
                ranges.add(start + "-" + end);
            }
        });
        assertThat(document.planes().get(0).tokens())
                .extracting(a -> a.valueRange().startOffset() + "-" + a.valueRange().endOffset())
                .containsExactlyElementsOf(ranges);
        assertThat(document.planes().get(0).label()).isEqualTo("x y");
        assertThat(document.title()).isEqualTo("T");
        assertThat(document.links()).singleElement()
                .satisfies(l -> assertThat(l.range().startOffset()).isEqualTo(text.indexOf("[[z=1")));
    }
}
