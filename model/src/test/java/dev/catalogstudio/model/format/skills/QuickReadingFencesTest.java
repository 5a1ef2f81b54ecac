package dev.catalogstudio.model.format.skills;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The quick reading passes over candidates in top-level fenced code blocks ({@link FencedCode}) and
 * still reports exactly what the Markdown tree reports: on hand-made cases and on seeded random bodies mixing fences
 * (indented or not, of either character and any length, with info strings), list items, block quotes, HTML lines and
 * references fine and not.
 */
class QuickReadingFencesTest {

    private static final TreeMap<String, Long> FILES = new TreeMap<>(Map.of("references/guide.md", 1L,
            "scripts/run.sh", 1L));
    private static final SkillContext CONTEXT = new SkillContext(SkillHost.AGENT_SKILLS, "a", 0, false, FILES);
    private static final String HEAD = "---\nname: a\ndescription: d\n---\n";

    /** Lines of bodies. */
    private static final List<String> LINES = List.of("", "text", "```", "````", "~~~", "```bash", "``` `x`", "~~~ `x`",
            " ```", "  ```", "   ~~~", "    ```", "```  ", "```\t", "- item", "- ```", "  ```", "1. x", "   ```",
            "> quote", "> ```", "<div>", "</div>", "  <p>", "<!-- c", "-->", "[x](references/none.md)",
            "see [g](references/guide.md)", "see `[a](b)` here", "[n]: references/none.md", "[g]: references/guide.md",
            "`scripts/none.sh`", "`scripts/run.sh`", "`${CLAUDE_SKILL_DIR}/none.sh`", "    [x](references/none.md)",
            "- [x](references/none.md)", "> [x](references/none.md)", "[y][n]", "| [x](none.md) | b |", "|---|---|");

    @Test
    void candidatesInFencedCodeNeedNoTree() {
        assertThat(QuickReferences.quickClean("```\n[x](references/none.md) `scripts/none.sh`\n```\n", CONTEXT))
                .isTrue();
        assertThat(QuickReferences.quickClean("~~~~ md\n[n]: references/none.md\n```\n~~~~\n", CONTEXT)).isTrue();
        assertThat(QuickReferences.quickClean("text\n```\n[x](references/none.md)\n", CONTEXT)).isTrue(); // unclosed
        // Outside the fence, or a fence this reading does not follow: the tree decides.
        assertThat(QuickReferences.quickClean("```\n```\n[x](references/none.md)\n", CONTEXT)).isFalse();
        assertThat(QuickReferences.quickClean("~~~\n~~\n```\n~~~\n[x](references/none.md)\n", CONTEXT)).isFalse();
        assertThat(QuickReferences.quickClean("- a\n  ```\n  [x](references/none.md)\n  ```\n", CONTEXT)).isFalse();
        assertThat(QuickReferences.quickClean("<div>\n```\n[x](references/none.md)\n```\n", CONTEXT)).isFalse();
        assertThat(QuickReferences.quickClean("``` `x`\n[x](references/none.md)\n```\n", CONTEXT)).isFalse();
        assertThat(QuickReferences.quickClean("```\r\n[x](references/none.md)\r\n```\r\n", CONTEXT)).isFalse();
        // And either way the reading reports what the tree reports.
        assertThat(SelectiveReferencesTest.reported(HEAD + "```\n[x](references/none.md)\n```\n[y](references/none.md)\n",
                FILES)).hasSize(1);
    }

    @Test
    void randomBodiesReportWhatTheTreeReports() {
        var random = new Random(1126);
        int reportedSome = 0;
        int quickAndFenced = 0;
        for (int i = 0; i < 6_000; i++) {
            var body = new StringBuilder();
            int lines = 1 + random.nextInt(10);
            for (int line = 0; line < lines; line++) {
                body.append(LINES.get(random.nextInt(LINES.size()))).append('\n');
            }
            String text = body.toString();
            if (!SelectiveReferencesTest.reported(HEAD + text, FILES).isEmpty()) {
                reportedSome++;
            }
            if (QuickReferences.clean(text, 0, CONTEXT) && text.contains("none") && text.contains("``")) {
                quickAndFenced++;
            }
        }
        assertThat(reportedSome).isGreaterThan(1_000);
        assertThat(quickAndFenced).isGreaterThan(200);
    }
}
