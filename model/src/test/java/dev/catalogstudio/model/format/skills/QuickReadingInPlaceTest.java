package dev.catalogstudio.model.format.skills;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The quick reading reads a body in place, from an offset of its document's text ({@link QuickReferences#clean}): it
 * must answer for {@code head + body} from {@code head.length()} exactly what it answers for {@code body} alone, whatever
 * the head ends with (a backtick, a bracket, {@code s/}, half a placeholder name: none may reach across the start), on
 * seeded random bodies made of the pieces its scans look for.
 */
class QuickReadingInPlaceTest {

    private static final SkillContext CONTEXT = new SkillContext(SkillHost.AGENT_SKILLS, "a", 0, false,
            new TreeMap<>(Map.of("references/guide.md", 1L, "scripts/run.sh", 1L)));

    /** Ends of a head that a scan looking back from the body's start would wrongly read as part of the body. */
    private static final List<String> HEADS = List.of("", "---\nname: a\n---\n", "`", "` ", "[", "[x", "x\n[",
            "./", "`./", "scripts", "`scripts", "s", "CLAU", "$CLAUDE_SKILL_DI", "{base", "{", "C", "CL", "1. ", "> ",
            "- ", "\n", "\r");

    /** Pieces of bodies: every mark the scans look for, fine and not, and what lies between them. */
    private static final List<String> PIECES = List.of("](", "]:", "[", "]", "(", ")", "`", " ", "\n", "\r\n", "\t",
            "s/", "/", "./", "scripts/", "scripts/run.sh", "references/guide.md", "references/none.md", "assets/x.png",
            "templates/", "https://x.org/a", "<", ">", "\\", "&amp;", "\"T\"", "'T'", "1. ", "> ", "- ", "x", "word ",
            "U", "{", "}", "$", "CLAUDE_", "CLAUDE_SKILL_DIR", "${CLAUDE_SKILL_DIR}/scripts/run.sh",
            "$CLAUDE_SKILL_DIR/none.sh", "{baseDir}", "{baseDir}/references/guide.md", "${CLAUDE_PLUGIN_ROOT}/x",
            "CLAUDE_PLUGIN_ROOT", "DE_SKILL_DIR", "aseDir}", "\u2192", "\uD83D\uDE00", "[g]: references/guide.md\n",
            "[n]: references/none.md\n", "[see](references/guide.md)", "[see](references/none.md)",
            "`scripts/run.sh`", "`./scripts/none.sh`", "` references/guide.md`");

    @Test
    void readingInPlaceAnswersAsReadingACopy() {
        var random = new Random(20261126L);
        int clean = 0;
        int notClean = 0;
        for (int i = 0; i < 40_000; i++) {
            var body = new StringBuilder();
            int pieces = random.nextInt(12);
            for (int p = 0; p < pieces; p++) {
                body.append(PIECES.get(random.nextInt(PIECES.size())));
            }
            String head = HEADS.get(random.nextInt(HEADS.size()));
            String text = body.toString();
            boolean alone = QuickReferences.clean(text, 0, CONTEXT);
            assertThat(QuickReferences.clean(head + text, head.length(), CONTEXT))
                    .as("head %s, body %s", head, text).isEqualTo(alone);
            assertThat(QuickReferences.Marks.of(head + text, head.length()).placeholder)
                    .as("placeholder in %s", text).isEqualTo(text.contains("CLAUDE_SKILL_DIR")
                            || text.contains("{baseDir}") || text.contains("CLAUDE_PLUGIN_ROOT"));
            if (alone) {
                clean++;
            } else {
                notClean++;
            }
        }
        // Both answers were met many times: the comparison tested something.
        assertThat(clean).isGreaterThan(5_000);
        assertThat(notClean).isGreaterThan(5_000);
    }

    @Test
    void aHeadEndingInAMarkIsNotReadAsTheBodys() {
        // The body alone holds no reference; each head would make one if the scans reached into it.
        assertThat(QuickReferences.clean("`scripts/none.sh`", 1, CONTEXT)).isTrue();
        assertThat(QuickReferences.clean("[n]: references/none.md\n", 1, CONTEXT)).isTrue();
        assertThat(QuickReferences.Marks.of("CLAUDE_SKILL_DIR", 1).placeholder).isFalse();
        assertThat(QuickReferences.Marks.of("{baseDir}", 1).placeholder).isFalse();
        // And from the start they do.
        assertThat(QuickReferences.clean("`scripts/none.sh`", 0, CONTEXT)).isFalse();
        assertThat(QuickReferences.clean("[n]: references/none.md\n", 0, CONTEXT)).isFalse();
    }
}
