package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.Spans;
import dev.catalogstudio.model.yaml.Frontmatter;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlHighlighter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A frontmatter's highlighting drawn from the tokens its parse recorded (no second scan) equals a fresh scan's, on
 * hand-made cases and on every Markdown file of the corpus.
 */
class RecordedYamlHighlightingTest {

    private static void agree(String text) {
        var doc = FrontmatterDocument.parse(SourceText.of(text));
        var frontmatter = doc.frontmatter();
        if (frontmatter.status() != Frontmatter.Status.PRESENT) {
            return;
        }
        int from = frontmatter.yaml().start().line();
        int to = frontmatter.close().start().line();
        var recorded = new Spans();
        YamlHighlighter.highlight(doc.source(), from, to, doc.yamlTokens(), recorded);
        var scanned = new Spans();
        YamlHighlighter.highlight(doc.source(), from, to, scanned);
        assertThat(recorded.toList()).as("recorded vs scanned:%n%s", text).isEqualTo(scanned.toList());
    }

    @Test
    void handMadeCases() {
        for (String yaml : List.of("name: x # c\nlist: [a, 1, {k: ~}]\n", "a: &x !!str 1\nb: *x\n",
                "d: |\n  # not a comment\n  text\ne: 'q'\n", "# only a comment\n", "a: 1\nb: c: d\ne: true\n",
                "a: [1,\nb: 2\n", "\"k\": \"v\" #c\n")) {
            agree("---\n" + yaml + "---\nbody\n");
        }
    }

    @Test
    void theCorpus() throws IOException {
        Path corpus = SharedFolder.path().resolve("corpus");
        assumeThat(Files.isDirectory(corpus)).as("../shared/corpus is absent (" + corpus + ")").isTrue();
        List<Path> files;
        try (var walk = Files.walk(corpus)) {
            files = walk.filter(p -> p.toString().endsWith(".md") && Files.isRegularFile(p)).toList();
        }
        int checked = 0;
        for (Path file : files) {
            try {
                agree(StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                        .toString());
                checked++;
            } catch (CharacterCodingException e) {
                // not UTF-8: no document the model parses
            }
        }
        assertThat(checked).isGreaterThan(100);
    }
}
