package dev.catalogstudio.app.editor.highlight;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.app.editor.Language;
import dev.catalogstudio.model.format.threemd.Attribute;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.format.threemd.ThreeMdLexer;
import dev.catalogstudio.model.format.threemd.ThreeMdParser;
import dev.catalogstudio.model.text.Range;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The 3md highlighter and the 3md parser read the same lexemes (issue 9), so they must agree: every directive the
 * parser reads is a {@code DIRECTIVE} span, every attribute key it reports is an {@code ATTRIBUTE}, every attribute
 * value range it reports is styled as a value (a string, or a number) and a quoted one, double or single, as one
 * string; frontmatter keys are keys and quoted frontmatter values strings; every plane link is a {@code PLANE_LINK}
 * unless an enclosing Markdown construct (code, a heading, emphasis...) styles it. Run over the shared conformance
 * vectors, the 3md example corpus, and hand-written edge cases.
 */
class ThreeMdHighlightAgreementTest {

    private static final Highlighter THREEMD = Language.THREEMD.highlighter();
    private static final Path SHARED = Path.of(System.getProperty("catalogstudio.shared", "../../shared"));
    private static final Set<SyntaxStyle> VALUE = EnumSet.of(SyntaxStyle.STRING, SyntaxStyle.NUMBER,
            SyntaxStyle.PLACEHOLDER);
    private static final Set<SyntaxStyle> STRING = EnumSet.of(SyntaxStyle.STRING, SyntaxStyle.PLACEHOLDER);
    /** Markdown constructs that may enclose a plane link and style it as a whole. */
    private static final Set<SyntaxStyle> ENCLOSING = EnumSet.of(SyntaxStyle.CODE, SyntaxStyle.HEADING,
            SyntaxStyle.EMPHASIS, SyntaxStyle.STRONG, SyntaxStyle.COMMENT, SyntaxStyle.LINK, SyntaxStyle.URL);

    static final String EDGE_CASES = """
            ---
            3md: '1.0'
            title: 'single quoted: title'
            note: "double \\"quoted\\""
            ---
            Preamble with [[z=1|a link]].

            @plane z=1 label='x y'
            Body [[z=2]] and ![[z=3|after a bang]].

            @plane z=2 label="a \\"quoted\\" word" kind=note
            @plane z=3 label='it''s' x=-1.5e2 y=+3
            @plane  z=4\tlabel='tab\tsep'   tool='kubectl get {pod}'
            @plane z=5 note=a"b c"d other='say "hi"'
            @plane z=6 "weird=key"=v empty= blank=''
            @plane Z=7 LABEL='Upper Case'
            @plane z=8 label='emoji \uD83D\uDE80 here' x=1
            ````
            @plane z=99 inside a fence
            ```
            @plane z=9 label='after a fence the parser closed'
            <!-- a comment that never closes
            @plane z=10 label='still a directive'
            [[z=9|a link over
            two lines]]
            """;

    @Test
    void aSingleQuotedValueIsOneString() {
        assertThat(Tokens.of(THREEMD, "---\n3md: 1\n---\n@plane z=1 label='x y'\n# T"))
                .containsExactly("DELIMITER'---'", "KEY'3md'", "PUNCTUATION':'", "NUMBER'1'", "DELIMITER'---'",
                        "DIRECTIVE'@plane'", "ATTRIBUTE'z'", "PUNCTUATION'='", "NUMBER'1'",
                        "ATTRIBUTE'label'", "PUNCTUATION'='", "STRING''x y''", "HEADING'# T'");
    }

    @Test
    void singleQuotedFrontmatterValuesAndPlaceholdersInSingleQuotes() {
        assertThat(Tokens.of(THREEMD, "---\n3md: 1\ntitle: 'a: b'\n---\n@plane z=0 tool='run {x} now'"))
                .containsSubsequence("KEY'title'", "PUNCTUATION':'", "STRING''a: b''",
                        "ATTRIBUTE'tool'", "PUNCTUATION'='", "STRING''run '", "PLACEHOLDER'{x}'", "STRING' now''");
    }

    @Test
    void fencesCloseByTheParsersRule() {
        String text = "---\n3md: 1\n---\n````\n@plane z=1\n```\n@plane z=2\n";
        assertThat(ThreeMdParser.parse(text).planes()).extracting(p -> p.z()).containsExactly(2.0);
        assertThat(Tokens.of(THREEMD, text)).containsSubsequence("CODE'````'", "CODE'@plane z=1'", "CODE'```'",
                "DIRECTIVE'@plane'", "ATTRIBUTE'z'", "PUNCTUATION'='", "NUMBER'2'");
    }

    @Test
    void aDirectiveEndsAnOpenHtmlComment() {
        String text = "---\n3md: 1\n---\n<!-- open\n@plane z=1 label='a'\nbody";
        assertThat(ThreeMdParser.parse(text).planes()).hasSize(1);
        assertThat(Tokens.of(THREEMD, text)).containsSubsequence("COMMENT'<!-- open\n'", "DIRECTIVE'@plane'",
                "STRING''a''");
    }

    @Test
    void theEdgeCasesAgree() {
        var document = ThreeMdParser.parse(EDGE_CASES);
        assertThat(document.diagnostics()).isEmpty();
        assertThat(document.planes()).hasSize(10);
        assertThat(document.planes().get(6).label()).isEqualTo("Upper Case");
        assertThat(document.links()).hasSize(3);
        assertAgrees(EDGE_CASES);
    }

    @TestFactory
    Stream<DynamicTest> everyConformanceVectorAgrees() throws IOException {
        Path dir = SHARED.resolve("conformance/3md");
        assumeThat(Files.isDirectory(dir)).as("../shared/conformance/3md is absent (" + dir + ")").isTrue();
        var mapper = new ObjectMapper();
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(),
                () -> assertAgrees(mapper.readTree(f.toFile()).get("source").asText())));
    }

    @TestFactory
    Stream<DynamicTest> everyCorpusExampleAgrees() throws IOException {
        Path dir = SHARED.resolve("corpus/3md-examples");
        assumeThat(Files.isDirectory(dir)).as("../shared/corpus/3md-examples is absent (" + dir + ")").isTrue();
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.toString().endsWith(".3md")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(),
                () -> assertAgrees(Files.readString(f, StandardCharsets.UTF_8))));
    }

    /** Fails, naming the first disagreement, unless the highlighter styles what the parser reports as it reads it. */
    static void assertAgrees(String text) {
        List<StyledSpan> spans = THREEMD.highlight(text);
        Tokens.assertWellFormed(spans, text.length());
        var styles = new SyntaxStyle[text.length()];
        for (var span : spans) {
            for (int i = span.start(); i < span.end(); i++) {
                styles[i] = span.style();
            }
        }
        ThreeMdDocument document = ThreeMdParser.parse(text);
        int shift = text.startsWith("\uFEFF") ? 1 : 0;
        var check = new Check(text, styles, shift);
        int directives = 0;
        for (var plane : document.planes()) {
            if (plane.implicit()) {
                continue;
            }
            directives++;
            check.all(plane.keyword(), EnumSet.of(SyntaxStyle.DIRECTIVE), "the @plane keyword");
            for (Attribute attribute : plane.tokens()) {
                check.all(attribute.keyRange(), EnumSet.of(SyntaxStyle.ATTRIBUTE), "attribute key");
                Range value = attribute.valueRange();
                boolean quoted = ThreeMdLexer.quote(document.source().text(), value.startOffset(),
                        value.endOffset()) != 0;
                check.all(value, quoted ? STRING : VALUE, quoted ? "quoted value" : "value");
                if (quoted) {
                    check.at(value.startOffset(), SyntaxStyle.STRING, "opening quote");
                    check.at(value.endOffset() - 1, SyntaxStyle.STRING, "closing quote");
                }
            }
        }
        if (document.isValid()) {
            assertThat(spans.stream().filter(s -> s.style() == SyntaxStyle.DIRECTIVE).count())
                    .as("DIRECTIVE spans vs planes the parser read in\n" + text).isEqualTo(directives);
        }
        for (var entry : document.frontmatter()) {
            check.all(entry.keyRange(), EnumSet.of(SyntaxStyle.KEY), "frontmatter key");
            Range value = entry.valueRange();
            if (ThreeMdLexer.quote(document.source().text(), value.startOffset(), value.endOffset()) != 0) {
                check.all(value, EnumSet.of(SyntaxStyle.STRING), "quoted frontmatter value");
            }
        }
        for (var link : document.links()) {
            SyntaxStyle at = styles[link.range().startOffset() + shift];
            if (at == null || !ENCLOSING.contains(at)) {
                check.all(link.range(), EnumSet.of(SyntaxStyle.PLANE_LINK), "plane link");
            }
        }
        assertThat(check.problems).as("highlighter vs parser in\n" + text).isEmpty();
    }

    private static final class Check {
        final String text;
        final SyntaxStyle[] styles;
        final int shift;
        final List<String> problems = new ArrayList<>();

        Check(String text, SyntaxStyle[] styles, int shift) {
            this.text = text;
            this.styles = styles;
            this.shift = shift;
        }

        void all(Range range, Set<SyntaxStyle> allowed, String what) {
            for (int i = range.startOffset() + shift; i < range.endOffset() + shift; i++) {
                if (styles[i] == null || !allowed.contains(styles[i])) {
                    problems.add(what + " '" + text.substring(range.startOffset() + shift, range.endOffset() + shift)
                            + "' at " + range + ": offset " + i + " is " + styles[i] + ", not one of " + allowed);
                    return;
                }
            }
        }

        void at(int offset, SyntaxStyle style, String what) {
            if (styles[offset + shift] != style) {
                problems.add(what + " at " + offset + " is " + styles[offset + shift] + ", not " + style);
            }
        }
    }
}
