package dev.catalogstudio.model.format.skills;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The check builds inline trees only for blocks that may hold a reference; it must find exactly what parsing every
 * block's inlines finds: on hand-made edge cases and on every Markdown file of the corpus.
 */
class SelectiveReferencesTest {

    private static List<SkillReferences.Reference> both(String text) {
        var doc = FrontmatterDocument.parse(SourceText.of(text));
        var selective = SkillReferences.references(doc, true);
        assertThat(selective).as("selective vs full inline parse of:%n%s", text)
                .isEqualTo(SkillReferences.references(doc, false));
        return selective;
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
        assertThat(SkillReferences.mayReference("see [x](y)")).isTrue();
        assertThat(SkillReferences.mayReference("[x]: y")).isTrue();
        assertThat(SkillReferences.mayReference("run ` ./scripts/a.sh`")).isTrue();
        assertThat(SkillReferences.mayReference("run `\n templates/a.txt`")).isTrue();
        assertThat(SkillReferences.mayReference("python scripts/a.py and resources/list")).isFalse();
        assertThat(SkillReferences.mayReference("`python scripts/a.py`")).isFalse();
        assertThat(SkillReferences.mayReference("`myscripts/a.py`")).isFalse();
        assertThat(SkillReferences.mayReference("no reference at all")).isFalse();
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
}
