package dev.catalogstudio.model.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.text.DecodedText;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The reading of the common shape of frontmatter without snakeyaml ({@link SimpleBlockMapping}) gives what composing
 * snakeyaml-engine's events gives, field by field (the tree with every range, the diagnostics, the tokens), or leaves
 * the text to snakeyaml: on seeded random frontmatter made of the lines it reads and of those it must not, and on every
 * Markdown file of the shared corpus and conformance vectors.
 */
class SimpleBlockMappingTest {

    private static final YamlParser PARSER = new YamlParser();

    /** Keys this reading reads: plain words, some of which the core schema types. */
    private static final List<String> KEYS = List.of("name", "description", "license", "allowed-tools", "version",
            "metadata", "a", "x_1", "true", "null", "on", "No", "name");

    /** Keys it leaves to snakeyaml. */
    private static final List<String> OTHER_KEYS = List.of("key with space", "\"quoted\"", "? k", "-k", "k.x", "<<",
            "\u00e9t\u00e9", "1x", "k\t");

    /** Values it reads: plain, typed, quoted, empty. */
    private static final List<String> VALUES = List.of("", " ", "word", "two words", "Use when asked.", "1", "1.5",
            "0x1F", "true", "False", "null", "~", "yes", "\"\"", "\"double quoted\"", "\"a # b: c\"", "''", "'single'",
            "C# and F#", "http://x.org/a:b", "caf\u00e9 \u2192 \u00fcber", "nbsp\u00a0", "trailing   ", "  leading",
            "a,b]c{d}", "-1", ".5", ".inf", "'#'", "\"\u00e9\"", "x\\y", "it's \"quoted\"", "|", ">", "|-", ">-", ">  ");

    /** Values it leaves to snakeyaml (or that snakeyaml refuses). */
    private static final List<String> OTHER_VALUES = List.of("\"with \\\" escape\"", "'it''s'", "'a' x", "\"a\" # c",
            "x # comment", "a: b", "ends:", "[a, b]", "{a: 1}", "- item", "|", ">-", "&anchor x", "*alias", "!tag x",
            "@at", "`tick`", "%p", "#c", "emoji \uD83D\uDE00", "tab\there", "\"unclosed", "'unclosed", "x\u2028y",
            "ctl\u0007", "bom\ufeff", "nel\u0085", "key: 'x'", "\"x\\y\"", "? x", ": x", "---", "...", "|+", ">2", "| # c",
            ">-1");

    @Test
    void randomFrontmatterReadsAsComposed() {
        var random = new Random(20261126L);
        int simple = 0;
        int total = 6_000;
        for (int i = 0; i < total; i++) {
            String yaml = randomYaml(random);
            if (compare("---\n" + yaml + "---\n# Body\n")) {
                simple++;
            }
        }
        // Both paths were taken many times: the comparisons tested something.
        assertThat(simple).isBetween(total / 10, total - total / 10);
    }

    @Test
    void sharedCorpusReadsAsComposed() throws IOException {
        int simple = 0;
        int files = 0;
        for (String folder : List.of("corpus", "conformance")) {
            try (Stream<Path> walk = Files.walk(SharedFolder.path().resolve(folder))) {
                for (Path path : walk.filter(p -> p.toString().endsWith(".md") && Files.isRegularFile(p)).toList()) {
                    var decoded = DecodedText.decode(Files.readAllBytes(path));
                    if (decoded.text() != null) {
                        files++;
                        if (compare(decoded.text().text())) {
                            simple++;
                        }
                    }
                }
            }
        }
        assertThat(files).isGreaterThan(50);
        assertThat(simple).isGreaterThan(20);
    }

    @Test
    void commonShapesAreReadWithoutSnakeyaml() {
        assertThat(readsSimply("name: a\ndescription: Does a. Use when: never mind\n")).isFalse();
        assertThat(readsSimply("name: a\ndescription: \"Does a: well\"\nmetadata:\n  version: '1.0'\n  x:\n"
                + "    y: 2\nlicense:\n")).isTrue();
        assertThat(readsSimply("name: a\n\ndescription: b\n")).isFalse(); // a blank line
        assertThat(readsSimply("name: a\ndescription: b\n  c\n")).isFalse(); // a continued plain value
        assertThat(readsSimply("name: a\nmetadata:\n    x: 1\n  y: 2\n")).isFalse(); // returns to no mapping
        assertThat(readsSimply("name: a\nname: b\n")).isTrue(); // reported as a duplicate key, as composed
        assertThat(compare("---\nname: a\nname: b\n---\n")).isTrue();
    }

    @Test
    @org.junit.jupiter.api.Timeout(60) // only catches a hang; the scans are bounded by their line (see holds)
    void aMillionCharactersOfQuotedValuesReadInOnePass() {
        var yaml = new StringBuilder();
        for (int i = 0; yaml.length() < 1_000_000 - 20; i++) {
            yaml.append('k').append(i).append(": \"v\"\n");
        }
        var source = SourceText.of("---\n" + yaml + "---\n");
        var read = SimpleBlockMapping.read(source, Frontmatter.split(source).yaml());
        assertThat(read).isNotNull();
        assertThat(((YamlMapping) read.root()).entries()).hasSizeGreaterThan(70_000);
    }

    private static boolean readsSimply(String yaml) {
        var source = SourceText.of("---\n" + yaml + "---\n");
        return SimpleBlockMapping.read(source, Frontmatter.split(source).yaml()) != null;
    }

    /** Asserts that both readings of {@code document}'s frontmatter agree; whether the simple one read it. */
    private static boolean compare(String document) {
        var source = SourceText.of(document);
        var frontmatter = Frontmatter.split(source);
        if (frontmatter.status() != Frontmatter.Status.PRESENT) {
            return false;
        }
        var composed = PARSER.parse(source, frontmatter.yaml(), false);
        var read = SimpleBlockMapping.read(source, frontmatter.yaml());
        if (read == null) {
            return false;
        }
        assertThat(read.root()).as(document).isEqualTo(composed.root());
        assertThat(read.diagnostics()).as(document).isEqualTo(composed.diagnostics());
        assertThat(read.tokens()).as(document).isEqualTo(composed.tokens());
        assertThat(PARSER.parse(source, frontmatter.yaml())).isEqualTo(read);
        return true;
    }

    /** Mostly one of {@code usual}, one time in 25 one of {@code other}. */
    private static String pick(Random random, List<String> usual, List<String> other) {
        return random.nextInt(25) == 0 ? other.get(random.nextInt(other.size())) : usual.get(random.nextInt(usual.size()));
    }

    /** Lines of a block scalar under a key indented by {@code indent}: mostly alike, sometimes not. */
    private static void blockLines(Random random, StringBuilder yaml, int indent) {
        int lines = random.nextInt(4);
        int inner = indent + 1 + random.nextInt(3);
        for (int i = 0; i < lines; i++) {
            int roll = random.nextInt(30);
            if (roll == 0) {
                yaml.append('\n'); // blank
                continue;
            }
            int spaces = roll == 1 ? inner + 2 : roll == 2 && inner > indent + 1 ? inner - 1 : inner;
            String content = List.of("text", "key: value", "# not a comment", "a  b  ", "- item", "\"q\"", "caf\u00e9",
                    "x\\n", "end.").get(random.nextInt(9));
            yaml.append(" ".repeat(spaces)).append(content).append('\n');
        }
    }

    private static String randomYaml(Random random) {
        var yaml = new StringBuilder();
        int lines = 1 + random.nextInt(8);
        int indent = 0;
        for (int line = 0; line < lines; line++) {
            int roll = random.nextInt(100);
            if (roll < 3) {
                yaml.append(random.nextBoolean() ? "\n" : "# comment\n");
                continue;
            }
            if (roll < 15 && indent > 0) {
                indent = random.nextInt(3) == 0 ? Math.max(0, indent - 1) : 0; // back out, sometimes oddly
            }
            String key = pick(random, KEYS, OTHER_KEYS);
            String value = random.nextInt(5) == 0 ? "" : pick(random, VALUES, OTHER_VALUES);
            yaml.append(" ".repeat(indent)).append(key).append(':');
            if (!value.isEmpty() || random.nextBoolean()) {
                yaml.append(random.nextInt(8) == 0 ? "  " : " ").append(value);
            }
            yaml.append(random.nextInt(40) == 0 ? "\r\n" : "\n");
            if (value.startsWith("|") || value.startsWith(">")) {
                blockLines(random, yaml, indent);
            } else if (value.isBlank() && random.nextInt(3) > 0) {
                indent += 1 + random.nextInt(3); // the next lines open a nested mapping
            }
        }
        return yaml.toString();
    }
}
