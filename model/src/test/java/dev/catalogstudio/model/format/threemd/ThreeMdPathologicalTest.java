package dev.catalogstudio.model.format.threemd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Hostile inputs: each parses without hanging, ends in a diagnostic, and never overflows the stack. */
class ThreeMdPathologicalTest {

    /** A guard against hangs and quadratic blow-ups (which take minutes here), not a speed target: JMH measures speed. */
    private static final Duration LIMIT = Duration.ofSeconds(5);

    @Test
    void aHundredThousandPlanes() {
        var text = new StringBuilder("---\n3md: 1.0\n---\n");
        for (int z = 0; z < 100_000; z++) {
            text.append("@plane z=").append(z).append(" label=\"p").append(z).append("\"\nbody [[z=")
                    .append(z + 1).append("]]\n\n");
        }
        text.append("@plane z=0\nduplicate\n");
        var doc = assertTimeoutPreemptively(LIMIT, () -> ThreeMdParser.parse(text.toString()));
        assertThat(doc.planes()).hasSize(100_000);
        assertThat(doc.links()).hasSize(100_000);
        assertThat(doc.diagnostics()).extracting(d -> d.code()).containsExactly("duplicate-plane");
    }

    @Test
    void aOneMegabyteDirectiveLine() {
        var line = new StringBuilder("@plane z=0");
        while (line.length() < 1_000_000) {
            line.append(" k").append(line.length()).append("=v");
        }
        line.append(" bare");
        String text = "---\n3md: 1.0\n---\n" + line + "\nbody\n";
        var doc = assertTimeoutPreemptively(LIMIT, () -> ThreeMdParser.parse(text));
        assertThat(doc.diagnostics()).extracting(d -> d.code() + "@" + d.range().start().line())
                .containsExactly("invalid-plane-directive@4");
        assertThat(doc.diagnostics().get(0).range().start().column()).isEqualTo(line.length() - 3);
    }

    @Test
    void aOneMegabyteUnterminatedQuote() {
        String text = "---\n3md: 1.0\n---\n@plane z=0 label=\"" + "\\\"x".repeat(350_000) + "\nbody\n";
        var doc = assertTimeoutPreemptively(LIMIT, () -> ThreeMdParser.parse(text));
        assertThat(doc.diagnostics()).extracting(d -> d.code() + "@" + d.range().start())
                .containsExactly("invalid-plane-directive@4:18");
    }

    @Test
    void tenThousandUnterminatedQuotes() {
        var text = new StringBuilder("---\n3md: 1.0\nnote: \"open\n---\n");
        for (int z = 0; z < 10_000; z++) {
            text.append("@plane z=").append(z).append(" label='oops\n[[z=").append(z).append("|never closed\n");
        }
        var doc = assertTimeoutPreemptively(LIMIT, () -> ThreeMdParser.parse(text.toString()));
        assertThat(doc.diagnostics()).hasSize(10_000).allMatch(d -> d.code().equals("invalid-plane-directive"));
        assertThat(doc.entry("note").orElseThrow().value()).as("an unmatched frontmatter quote is verbatim")
                .isEqualTo("\"open");
    }

    @Test
    void tenThousandLinksInACycle() {
        var text = new StringBuilder("---\n3md: 1.0\nagent: loop\n---\n@plane z=0 kind=identity\n");
        for (int z = 1; z <= 10_000; z++) {
            text.append("@plane z=").append(z).append(" label=s").append(z).append(" triggers=go\n[[z=")
                    .append(z == 10_000 ? 1 : z + 1).append("]]\n");
        }
        var out = new dev.catalogstudio.model.diag.Diagnostics();
        var agent = assertTimeoutPreemptively(LIMIT, () -> {
            var doc = ThreeMdParser.parse(text.toString());
            dev.catalogstudio.model.format.threemd.agent.AgentRules.check(doc, out);
            return dev.catalogstudio.model.format.threemd.agent.Agent.of(doc);
        });
        assertThat(out.sorted()).hasSize(10_000).allMatch(d -> d.code().equals("cycle"));
        assertThat(out.sorted().get(0).message()).contains("and 9992 more").hasSizeLessThan(300);
        var resolved = assertTimeoutPreemptively(LIMIT, () -> agent.resolve(agent.skill(1).orElseThrow()));
        assertThat(resolved).hasSize(10_000);
        assertThat(resolved.get(9_999).z()).isEqualTo(1.0);
    }

    @Test
    void aMegabyteOfLinkOpenersIsLinear() {
        String text = "---\n3md: 1.0\n---\n@plane z=0\n" + "[[z=".repeat(250_000) + "|" + "]".repeat(1) + "\n";
        var doc = assertTimeoutPreemptively(LIMIT, () -> ThreeMdParser.parse(text));
        assertThat(doc.links()).isEmpty();
    }
}
