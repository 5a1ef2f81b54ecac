package dev.catalogstudio.model.yaml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SourceText;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Aliases cannot expand a document without bound, and no message quotes an unbounded value. */
class AliasExpansionTest {

    private static YamlParser.Result parse(String yaml) {
        var source = SourceText.of(yaml);
        return new YamlParser().parse(source, source.range(0, source.length()));
    }

    @Test
    void scalarAliasesAreBoundedByTheExpandedSize() {
        // 300,000 characters, then 50,000 aliases to it: 650 KB of text, 15 GB expanded.
        var yaml = new StringBuilder("big: &b ").append("x".repeat(300_000)).append("\nlist:\n");
        yaml.append("  - *b\n".repeat(50_000));

        long before = YamlParser.NODES_COMPOSED.sum();
        // A hang guard only; the work is counted: composition stops at the alias that crosses the limit.
        var result = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> parse(yaml.toString()));

        assertThat(YamlParser.NODES_COMPOSED.sum() - before).as("nodes composed (50,000 aliases follow the limit)")
                .isLessThanOrEqualTo(20);

        assertThat(result.root()).isNull();
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.rule()).isEqualTo(Rule.YAML_LIMIT);
            assertThat(d.message()).contains("expand");
            // 13 aliases expand to 3.9 million characters; the 14th (line 16) crosses the 4 million limit.
            assertThat(d.range().start().line()).as("at the alias that crossed the limit").isEqualTo(16);
        });
    }

    @Test
    void aFewAliasesToSmallValuesAreFine() {
        var result = parse("a: &a hello\nb: *a\nc: [*a, *a]\nd: &d {k: v}\ne: *d\n");

        assertThat(result.diagnostics()).isEmpty();
        assertThat(((YamlMapping) result.root()).string("b").orElseThrow().value()).isEqualTo("hello");
    }

    @Test
    void collectionAliasesCountTheirWholeContent() {
        var yaml = new StringBuilder("base: &b [").append("\"").append("y".repeat(500_000)).append("\"]\n");
        for (int i = 0; i < 10; i++) {
            yaml.append("k").append(i).append(": *b\n");
        }
        assertThat(parse(yaml.toString()).diagnostics()).extracting(Diagnostic::code).containsExactly("yaml-limit");
    }

    @Test
    void longMessagesKeepTheirStartAndTheirAdviceAroundAnEllipsis() {
        String value = "v".repeat(5_000_000);
        var d = new Diagnostic(Rule.SCOPE_FORMAT, Severity.ERROR, SourceText.of("").range(0, 0),
                "'" + value + "' is not a valid scope: use lowercase kebab-case.", List.of());

        assertThat(d.message()).hasSizeLessThanOrEqualTo(Diagnostic.MAX_MESSAGE).startsWith("'vvv")
                .contains("\u2026").endsWith("is not a valid scope: use lowercase kebab-case.");
    }
}
