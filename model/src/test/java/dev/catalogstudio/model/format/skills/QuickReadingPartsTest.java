package dev.catalogstudio.model.format.skills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.markdown.MarkdownBody;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A body whose candidates that are not fine lie in runs of lines commonmark reads alone ({@link QuickReferences#parts})
 * is parsed only there, and reports exactly what its whole tree reports (ranges and messages included): on hand-made
 * cases of each condition a run must meet, and on seeded random bodies of blank lines, list items and their
 * continuations, indented code, fences, HTML blocks, definitions and references fine and not.
 */
class QuickReadingPartsTest {

    private static final TreeMap<String, Long> FILES = new TreeMap<>(Map.of("references/guide.md", 1L,
            "scripts/run.sh", 1L));
    private static final SkillContext CONTEXT = new SkillContext(SkillHost.AGENT_SKILLS, "a", 0, false, FILES);
    private static final String HEAD = "---\nname: a\ndescription: d\n---\n";

    @Test
    void aLongBodyWithOneMissingFileIsParsedInTheParagraphThatNamesIt() {
        String filler = "Some prose with a [guide](references/guide.md) and `scripts/run.sh`.\n\n".repeat(200);
        String missing = "- see [gone](references/gone.md)\n- and `scripts/gone.sh`\n";
        String body = filler + missing + "\n" + filler;
        int[] parts = QuickReferences.parts(body, 0, CONTEXT);
        assertThat(parts).containsExactly(filler.length(), filler.length() + missing.length() - 1);

        long trees = MarkdownBody.parses();
        long chars = MarkdownBody.partCharsParsed();
        assertThat(SelectiveReferencesTest.reported(HEAD + body, FILES))
                .containsExactly("skill-reference-missing@405:14 WARNING", "skill-reference-missing@406:8 INFO");
        // reported() also checks the body's whole tree, once: the quick reading built no tree of the body.
        assertThat(MarkdownBody.parses() - trees).isEqualTo(1);
        assertThat(MarkdownBody.partCharsParsed() - chars).isEqualTo(missing.length() - 1);
    }

    @Test
    void aRunIsReadAloneOnlyWhereItsBlocksAreItsOwn() {
        // At the body's start, and after a blank line at the first column: alone.
        assertThat(QuickReferences.parts("  [x](references/none.md)\n", 0, CONTEXT)).containsExactly(0, 25);
        assertThat(QuickReferences.parts("a\n\nb [x](references/none.md)\nc\n\nd", 0, CONTEXT))
                .containsExactly(3, 30);
        // Indented after a blank line: it may continue a list item (here a paragraph of the item, a link; alone it
        // would be indented code), so the whole body is read.
        String continued = "1. a\n\n    [x](references/none.md)\n";
        assertThat(QuickReferences.parts(continued, 0, CONTEXT)).isNull();
        assertThat(SelectiveReferencesTest.reported(HEAD + continued, FILES))
                .containsExactly("skill-reference-missing@7:9 WARNING");
        // After a line the fence reading does not follow (an HTML block that holds blank lines): the whole body.
        String comment = "<!--\n\n[x](references/none.md)\n-->\n";
        assertThat(QuickReferences.parts(comment, 0, CONTEXT)).isNull();
        assertThat(SelectiveReferencesTest.reported(HEAD + comment, FILES)).isEmpty();
        // Before it: alone.
        assertThat(QuickReferences.parts("[x](references/none.md)\n\n<!--\n", 0, CONTEXT)).containsExactly(0, 23);
        // A run starting inside a top-level fence that the run closes is not alone.
        assertThat(QuickReferences.parts("```\na\n\n```\n[x](references/none.md)\n", 0, CONTEXT)).isNull();
        // A definition anywhere: a reference link takes it, here before the inline link that would name a missing
        // file read alone.
        String defined = "[foo][d](references/none.md)\n\n[d]: references/guide.md\n";
        assertThat(QuickReferences.parts(defined, 0, CONTEXT)).isNull();
        assertThat(SelectiveReferencesTest.reported(HEAD + defined, FILES)).isEmpty();
        // Carriage returns: not followed.
        assertThat(QuickReferences.parts("[x](references/none.md)\r\n", 0, CONTEXT)).isNull();
    }

    /** Lines of bodies, many blank, indented or opening blocks that hold blank lines. */
    private static final List<String> LINES = List.of("", "", "", "text", "- item", "1. item", "10. item", "  - sub",
            "  text", "   text", "    text", "      text", "```", "~~~", "  ```", "    ```", "<!--", "-->", "<div>",
            "> quote", ">", "[x](references/none.md)", "  [x](references/none.md)", "    [x](references/none.md)",
            "- [x](references/none.md)", "see [g](references/guide.md)", "`scripts/none.sh` and `scripts/run.sh`",
            "  `scripts/none.sh`", "see `[a](references/none.md)` here", "[foo][d](references/none.md)",
            "[d]: references/guide.md", "[n]: references/none.md", "[y][n]", "| a | b |", "|---|---|",
            "| [x](references/none.md) | `scripts/none.sh` |", "Title", "===", "---", "`${CLAUDE_SKILL_DIR}/none.sh`",
            "[x](\nreferences/none.md)", "text `scripts/", "none.sh` text");

    @Test
    void randomBodiesReportWhatTheTreeReports() {
        var random = new Random(20261126);
        int inParts = 0;
        int whole = 0;
        for (int i = 0; i < 8_000; i++) {
            var body = new StringBuilder();
            int lines = 1 + random.nextInt(14);
            for (int line = 0; line < lines; line++) {
                body.append(LINES.get(random.nextInt(LINES.size()))).append('\n');
            }
            String text = body.toString();
            SelectiveReferencesTest.reported(HEAD + text, FILES);
            int[] parts = QuickReferences.parts(text, 0, CONTEXT);
            if (parts == null) {
                whole++;
            } else if (parts.length > 0) {
                inParts++;
            }
        }
        assertThat(inParts).as("bodies read in parts").isGreaterThan(1_500);
        assertThat(whole).as("bodies read whole").isGreaterThan(1_500);
    }
}
