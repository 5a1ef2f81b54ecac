package dev.catalogstudio.model.format.skills;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * The rules read references from the document's one Markdown tree, which is GitHub-flavoured (the preview's); they
 * must find exactly what plain commonmark finds (autolinks, tables and task lists add no reference): on hand-made
 * edge cases and on every Markdown file of the corpus. And the quick reading that skips the tree must report what the
 * tree reports.
 */
class SelectiveReferencesTest {

    private static final Parser PLAIN = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
            .build();

    private static List<SkillReferences.Reference> both(String text) {
        var doc = FrontmatterDocument.parse(SourceText.of(text));
        var shared = SkillReferences.references(doc, new MarkdownBody(doc.body(), doc.bodyRange().startOffset())
                .tree());
        var plain = SkillReferences.references(doc, PLAIN.parse(doc.body()));
        // GFM's autolinks make bare web addresses links too: references the rules never report (a URL scheme).
        assertThat(shared).as("GitHub-flavoured tree vs plain commonmark of:%n%s", text).containsAll(plain)
                .filteredOn(r -> !plain.contains(r)).allMatch(r -> r.target().matches("(?i)(https?|mailto):.*"));
        return plain;
    }

    @Test
    void findsWhatTheFullTreeFindsOnEdgeCases() {
        String head = "---\nname: a\ndescription: d\n---\n";
        assertThat(both(head + "# See [guide](references/guide.md)\n\ntext `scripts/run.sh` and "
                + "`` ./assets/logo.png ``\n\n```\n[in code](references/x.md) `scripts/y.sh`\n```\n"))
                .extracting(SkillReferences.Reference::target)
                .containsExactly("references/guide.md", "scripts/run.sh", "./assets/logo.png");
        // A code span over a line break, an image, and links in a list item.
        assertThat(both(head + "- item ![logo](assets/logo.png)\n- `\nscripts/a.py`\n"))
                .extracting(SkillReferences.Reference::target)
                .containsExactly("assets/logo.png", "scripts/a.py");
        // A reference definition makes any [label] a link.
        assertThat(both(head + "See [the guide] and [other][g].\n\n[the guide]: references/guide.md\n"
                + "[g]: references/other.md\n"))
                .extracting(SkillReferences.Reference::target)
                .containsExactly("references/guide.md", "references/other.md");
        // Prose mentions and paths in indented code are no references.
        assertThat(both(head + "Put scripts/ in place; see references/x.md.\n\n    `scripts/z.sh`\n")).isEmpty();
    }

    @Test
    void prefilterNeedsLinkSyntaxOrABacktickBeforeTheFolder() {
        assertThat(QuickReferences.mayReference("see [x](y)")).isTrue();
        assertThat(QuickReferences.mayReference("[x]: y")).isTrue();
        assertThat(QuickReferences.mayReference("run ` ./scripts/a.sh`")).isTrue();
        assertThat(QuickReferences.mayReference("run `\n templates/a.txt`")).isTrue();
        assertThat(QuickReferences.mayReference("python scripts/a.py and resources/list")).isFalse();
        assertThat(QuickReferences.mayReference("`python scripts/a.py`")).isFalse();
        assertThat(QuickReferences.mayReference("`myscripts/a.py`")).isFalse();
        assertThat(QuickReferences.mayReference("no reference at all")).isFalse();
    }

    @Test
    void findsWhatTheFullTreeFindsOnTheCorpus() throws IOException {
        Path corpus = SharedFolder.path().resolve("corpus");
        assumeThat(Files.isDirectory(corpus)).as("../shared/corpus is absent (" + corpus + ")").isTrue();
        List<Path> files;
        try (var walk = Files.walk(corpus)) {
            files = walk.filter(p -> p.toString().endsWith(".md") && Files.isRegularFile(p))
                    .collect(Collectors.toList());
        }
        int withReferences = 0;
        for (Path file : files) {
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file)))
                        .toString();
            } catch (CharacterCodingException e) {
                continue; // not a document the check would parse
            }
            if (!both(text).isEmpty()) {
                withReferences++;
            }
        }
        assertThat(files).hasSizeGreaterThan(100);
        assertThat(withReferences).as("corpus files with references").isGreaterThan(10);
    }

    /** The reference diagnostics of {@code text} in a skill folder holding {@code files}, both ways; they must agree. */
    static List<String> reported(String text, java.util.SortedMap<String, Long> files) {
        var doc = FrontmatterDocument.parse(SourceText.of(text));
        var context = new SkillContext(SkillHost.AGENT_SKILLS, "a", text.length(), false, files);
        var quick = new dev.catalogstudio.model.diag.Diagnostics();
        SkillReferences.check(doc, context, quick, true);
        var tree = new dev.catalogstudio.model.diag.Diagnostics();
        SkillReferences.check(doc, context, tree, false);
        // Whole diagnostics (ranges to their ends, messages): parts of a body parsed alone report what the body's
        // tree reports there.
        assertThat(quick.sorted()).as("quick vs tree on:%n%s", text).isEqualTo(tree.sorted());
        return quick.sorted().stream().map(d -> d.code() + "@" + d.range().start() + " " + d.severity()).toList();
    }

    @Test
    void theQuickReadingReportsWhatTheTreeReports() {
        var files = new java.util.TreeMap<String, Long>(java.util.Map.of("references/guide.md", 1L,
                "scripts/run.sh", 1L));
        String head = "---\nname: a\ndescription: d\n---\n";
        assertThat(reported(head + "See [g](references/guide.md), `scripts/run.sh` and [web](https://x.org/a).\n",
                files)).isEmpty();
        assertThat(reported(head + "See [lost](references/lost.md \"t\") and [up](../x.md).\n", files))
                .containsExactly("skill-reference-missing@5:12 WARNING", "skill-reference-escape@5:45 WARNING");
        assertThat(reported(head + "`./scripts/gone.py` and `\n scripts/run.sh`\n", files))
                .containsExactly("skill-reference-missing@5:2 INFO");
        // In a fence, neither is a reference: the quick reading defers to the tree, which finds none.
        assertThat(reported(head + "```\n[x](references/none.md) `scripts/none.sh`\n```\n", files)).isEmpty();
        // Forms the quick reading leaves to the tree: escapes, entities, <…> with a space, definitions, line breaks.
        assertThat(reported(head + "[e](references/gu\\ide.md) [f](references/gu&#105;de.md) "
                + "[g](<references/no such.md>)\n\n[h][d]\n\n[d]: references/none.md\n", files))
                .as("the entity decodes to an existing file; the reference link is reported where it is used")
                .containsExactly("skill-reference-missing@5:5 WARNING", "skill-reference-missing@5:62 WARNING",
                        "skill-reference-missing@7:1 WARNING");
        assertThat(reported(head + "[x](\nreferences/none.md) [y]( references/guide.md)\n", files))
                .containsExactly("skill-reference-missing@6:1 WARNING");
    }

    @Test
    void onlyABracketOpeningALineMayStartADefinition() {
        assertThat(QuickReferences.mayHoldDefinition("x = a[i]: b\n```json\n{\"k\": [1]}: 2\n```\n")).isFalse();
        assertThat(QuickReferences.mayHoldDefinition("[g]: references/guide.md\n")).isTrue();
        assertThat(QuickReferences.mayHoldDefinition("text\n  - > [g]: x\n")).isTrue();
        assertThat(QuickReferences.mayHoldDefinition("text\n[a long\nlabel]: x\n")).isTrue();
        var files = new java.util.TreeMap<String, Long>(java.util.Map.of("references/guide.md", 1L));
        String head = "---\nname: a\ndescription: d\n---\n";
        assertThat(reported(head + "Use `a[i]: b` and x[0]: y.\n\n- [see][g]\n\n  [g]: references/none.md\n", files))
                .containsExactly("skill-reference-missing@7:3 WARNING");
        assertThat(reported(head + "[x\ny]: references/none.md\n\n[x y]\n", files)).hasSize(1);
    }

    @Test
    void theQuickReadingSettlesDefinitionsItCanReadAndLeavesTheRestToTheTree() {
        var files = new java.util.TreeMap<String, Long>(java.util.Map.of("references/guide.md", 1L));
        var context = new SkillContext(SkillHost.AGENT_SKILLS, "a", 100, false, files);
        // Template lines and code that look like definitions but are paragraphs: no tree needed.
        String template = "1. [Resource]: [Current] \u2192 [Target] = $X/month\n[If narration was present]: You said so\n";
        assertThat(QuickReferences.mayHoldDefinition(template)).isTrue();
        assertThat(QuickReferences.quickClean(template, context)).isTrue();
        // Definitions whose destinations are fine: no tree needed either.
        assertThat(QuickReferences.quickClean("[g]: references/guide.md\n[w]: https://x.org/a \"Title\"\n\n[see][g]\n",
                context)).isTrue();
        // A definition of a missing file, a destination on the next line, a label over lines: the tree decides.
        assertThat(QuickReferences.quickClean("[n]: references/none.md\n", context)).isFalse();
        assertThat(QuickReferences.quickClean("[n]:\n  references/guide.md\n", context)).isFalse();
        assertThat(QuickReferences.quickClean("[a\nb]: references/guide.md\n", context)).isFalse();
        assertThat(QuickReferences.quickClean("[n]: <references/guide.md>\n", context)).isFalse();
        // Either way, the quick reading reports what the tree reports.
        String head = "---\nname: a\ndescription: d\n---\n";
        assertThat(reported(head + template + "\n[x][Resource] and [y][n]\n\n[n]: references/none.md 'T'\n", files))
                .as("reported where the reference link uses it").containsExactly("skill-reference-missing@8:19 WARNING");
        assertThat(reported(head + "> [q]: references/none.md\n\n[z][q]\n", files))
                .containsExactly("skill-reference-missing@7:1 WARNING");
        assertThat(reported(head + "[u]: references/guide.md) tail\n\n[v][u]\n", files)).isEmpty();
    }

    @Test
    void theQuickReadingJudgesPlaceholderPathsAsTheTreeDoes() {
        var files = new java.util.TreeMap<String, Long>(java.util.Map.of("references/guide.md", 1L,
                "scripts/run.sh", 1L));
        String head = "---\nname: a\ndescription: d\n---\n";
        assertThat(reported(head + "Run `${CLAUDE_SKILL_DIR}/scripts/run.sh` and see [g]({baseDir}/references/guide.md)"
                + "; python ${CLAUDE_SKILL_DIR}/scripts/gone.py in prose is no reference.\n", files)).isEmpty();
        assertThat(reported(head + "Run `${CLAUDE_SKILL_DIR}/scripts/gone.sh` and `{baseDir}/../up.md`.\n", files))
                .containsExactly("skill-reference-missing@5:6 INFO", "skill-reference-escape@5:48 WARNING");
        assertThat(reported(head + "```bash\n${CLAUDE_SKILL_DIR}/scripts/gone.sh\n```\n", files)).isEmpty();
        assertThat(reported(head + "See [x](${CLAUDE_SKILL_DIR}/references/none.md).\n", files))
                .containsExactly("skill-reference-missing@5:9 WARNING");
    }

    @Test
    void theQuickReadingReportsWhatTheTreeReportsOnTheCorpus() throws IOException {
        Path corpus = SharedFolder.path().resolve("corpus");
        assumeThat(Files.isDirectory(corpus)).as("../shared/corpus is absent (" + corpus + ")").isTrue();
        List<Path> skills;
        try (var walk = Files.walk(corpus)) {
            skills = walk.filter(p -> p.getFileName().toString().equals("SKILL.md")).collect(Collectors.toList());
        }
        for (Path skill : skills) {
            var files = new java.util.TreeMap<String, Long>();
            try (var walk = Files.walk(skill.getParent())) {
                walk.filter(Files::isRegularFile).forEach(f -> files.put(
                        skill.getParent().relativize(f).toString().replace('\\', '/'), 1L));
            }
            // Once with the folder as it is, once with the folder emptied: every reference then goes missing.
            reported(Files.readString(skill), files);
            reported(Files.readString(skill), new java.util.TreeMap<>());
        }
        assertThat(skills).hasSizeGreaterThan(10);
    }
}
