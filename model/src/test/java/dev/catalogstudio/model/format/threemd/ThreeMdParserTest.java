package dev.catalogstudio.model.format.threemd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.text.Range;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The 3md base parser: one test per error code (named after it), then the source ranges every node keeps. */
class ThreeMdParserTest {

    static List<String> errors(String text) {
        return ThreeMdParser.parse(text).diagnostics().stream()
                .map(d -> d.code() + "@" + d.range().start()).toList();
    }

    @Test
    void aBackslashBeforeAnyOtherCharacterIsDroppedAsTheReferenceParsersDo() {
        var document = ThreeMdParser.parse("---\n3md: 1.0\nlegend: \"/=a \\\\=b \\\"=c \\x\"\n---\n"
                + "@plane z=1 note='it\\'s \\\\ \\q'\nbody\n");

        assertThat(document.metadata().get("legend")).isEqualTo("/=a \\=b \"=c x");
        assertThat(document.planes().get(0).attributes().get("note")).isEqualTo("it's \\ q");
    }

    @Test
    void missingFrontmatter() {
        assertThat(errors("# Just Markdown\n")).containsExactly("missing-frontmatter@1:1");
        assertThat(errors("")).containsExactly("missing-frontmatter@1:1");
        assertThat(errors("\n  \n# x\n---\n3md: 1\n---\n")).containsExactly("missing-frontmatter@3:1");
    }

    @Test
    void invalidFrontmatter() {
        assertThat(errors("---\n3md: 1.0\n  no colon here  \n---\n")).containsExactly("invalid-frontmatter@3:3");
        assertThat(errors("---\n3md: 1.0\n# never closed\n")).containsExactly("invalid-frontmatter@1:1");
    }

    @Test
    void missingVersion() {
        assertThat(errors("---\ntitle: t\n---\nbody\n")).containsExactly("missing-version@1:1");
        assertThat(errors("---\n3md: \"\"\n---\nbody\n")).as("an empty version is no version")
                .containsExactly("missing-version@1:1");
        assertThat(ThreeMdParser.parse("---\n3MD: 0.1\n---\n").version()).isEqualTo("0.1");
    }

    @Test
    void missingPlanePosition() {
        assertThat(errors("---\n3md: 1\n---\n@plane label=x\n\n@plane\n")).containsExactly(
                "missing-plane-position@4:1", "missing-plane-position@6:1");
    }

    @Test
    void invalidPlaneDirective() {
        assertThat(errors("---\n3md: 1\n---\n@plane z=0x10\n")).containsExactly("invalid-plane-directive@4:10");
        assertThat(errors("---\n3md: 1\n---\n@plane z=1 y=nan\n")).containsExactly("invalid-plane-directive@4:14");
        assertThat(errors("---\n3md: 1\n---\n@plane z=1 bare\n")).containsExactly("invalid-plane-directive@4:12");
        assertThat(errors("---\n3md: 1\n---\n@plane z=1 =v\n")).containsExactly("invalid-plane-directive@4:12");
        assertThat(errors("---\n3md: 1\n---\n@plane z=1 label='oops\n")).containsExactly(
                "invalid-plane-directive@4:18");
        assertThat(errors("---\n3md: 1\n---\n@plane z=\n")).as("an empty z points at the token")
                .containsExactly("invalid-plane-directive@4:8");
        assertThat(errors("---\n3md: 1\n---\n@plane z=1e999\n")).as("overflow is not finite")
                .containsExactly("invalid-plane-directive@4:10");
    }

    @Test
    void duplicatePlane() {
        var doc = ThreeMdParser.parse("---\n3md: 1\n---\n@plane z=0\na\n@plane z=-0.0e0\nb\n@plane z=1\nc\n");
        assertThat(doc.diagnostics()).extracting(d -> d.code() + "@" + d.range().start())
                .containsExactly("duplicate-plane@6:10");
        assertThat(doc.diagnostics().get(0).message()).contains("line 4");
        assertThat(doc.planes()).extracting(Plane::body).as("the first plane at a z is kept").containsExactly("a", "c");
    }

    @Test
    void everyNodeKeepsItsRange() {
        String text = "\uFEFF---\r\n3md: 1.0\r\nNote: \"say \\\"hi\\\"\"\r\n---\r\nIntro\r\n\r\n"
                + "@plane z=2 label=\"back drop\" role=lead\r\nSee [[z=2|me]] now\r\n\r\n";
        var doc = ThreeMdParser.parse(text);
        var source = doc.source();
        assertThat(doc.diagnostics()).isEmpty();
        assertThat(source.hasBom()).isTrue();
        var note = doc.entry("Note").orElseThrow();
        assertThat(note.value()).isEqualTo("say \"hi\"");
        assertThat(source.slice(note.keyRange())).isEqualTo("Note");
        assertThat(source.slice(note.valueRange())).isEqualTo("\"say \\\"hi\\\"\"");
        assertThat(source.slice(note.span().range(4, 8))).as("value chars map through escapes")
                .isEqualTo("\\\"hi\\\"");
        assertThat(doc.preamble()).isEqualTo("Intro");
        var plane = doc.planes().get(0);
        assertThat(source.slice(plane.directive())).startsWith("@plane z=2").endsWith("role=lead");
        assertThat(source.slice(plane.keyword())).isEqualTo("@plane");
        var label = plane.attribute("label").orElseThrow();
        assertThat(source.slice(label.keyRange())).isEqualTo("label");
        assertThat(source.slice(label.valueRange())).isEqualTo("\"back drop\"");
        assertThat(source.slice(label.span().range(5, 9))).isEqualTo("drop");
        assertThat(plane.attributes()).containsExactly(java.util.Map.entry("role", "lead"));
        assertThat(source.slice(plane.bodyRange())).isEqualTo("See [[z=2|me]] now");
        var link = plane.links().get(0);
        assertThat(source.slice(link.range())).isEqualTo("[[z=2|me]]");
        assertThat(source.slice(link.targetRange())).isEqualTo("2");
        assertThat(link.targetExists()).isTrue();
        assertThat(link.range().start().toString()).isEqualTo("8:5");
    }

    @Test
    void fencesAndIndentationKeepDirectivesInTheBody() {
        var doc = ThreeMdParser.parse("---\n3md: 1\n---\n@plane z=0\n~~~\n@plane z=1\n~~~\n\t@plane z=2\n"
                + "@planet z=3\n@plane\tz=4\nx\n");
        assertThat(doc.planes()).extracting(Plane::z).containsExactly(0.0, 4.0);
        assertThat(doc.planes().get(0).body()).isEqualTo("~~~\n@plane z=1\n~~~\n\t@plane z=2\n@planet z=3");
    }

    @Test
    void linksFollowTheSpecRegexLeftToRight() {
        var doc = ThreeMdParser.parse("---\n3md: 1\n---\n@plane z=0\n[[z=[[z=1]] [[z=1|a|b]] [[z=1|]] [[z=.5]"
                + " [[z= 1]] [[z=+1e0]]\n@plane z=1\n");
        assertThat(doc.links()).extracting(l -> l.targetZ() + ":" + l.text())
                .as("a match with a bad target swallows its text; [[z=.5] never closes")
                .containsExactly("1.0:a|b", "1.0:", "1.0:null");
    }

    @Test
    void aRejectedDocumentStillHasItsFirstError() {
        Diagnostic first = ThreeMdParser.parse("nope").firstError().orElseThrow();
        assertThat(first.code()).isEqualTo("missing-frontmatter");
        Range range = first.range();
        assertThat(range.length()).isEqualTo(4);
    }
}
