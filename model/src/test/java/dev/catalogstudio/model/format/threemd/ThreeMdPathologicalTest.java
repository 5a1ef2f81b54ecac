package dev.catalogstudio.model.format.threemd;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hostile inputs: each parses without hanging, ends in a diagnostic, and never overflows the stack. The class timeout
 * only catches a hang; linearity is asserted on counted work (n against 4n), never on time: JMH measures speed.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ThreeMdPathologicalTest {

    @Test
    void aHundredThousandPlanes() {
        var text = new StringBuilder("---\n3md: 1.0\n---\n");
        for (int z = 0; z < 100_000; z++) {
            text.append("@plane z=").append(z).append(" label=\"p").append(z).append("\"\nbody [[z=")
                    .append(z + 1).append("]]\n\n");
        }
        text.append("@plane z=0\nduplicate\n");
        var doc = ThreeMdParser.parse(text.toString());
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
        var doc = ThreeMdParser.parse(text);
        assertThat(doc.diagnostics()).extracting(d -> d.code() + "@" + d.range().start().line())
                .containsExactly("invalid-plane-directive@4");
        assertThat(doc.diagnostics().get(0).range().start().column()).isEqualTo(line.length() - 3);
    }

    @Test
    void aOneMegabyteUnterminatedQuote() {
        String text = "---\n3md: 1.0\n---\n@plane z=0 label=\"" + "\\\"x".repeat(350_000) + "\nbody\n";
        var doc = ThreeMdParser.parse(text);
        assertThat(doc.diagnostics()).extracting(d -> d.code() + "@" + d.range().start())
                .containsExactly("invalid-plane-directive@4:18");
    }

    @Test
    void tenThousandUnterminatedQuotes() {
        var text = new StringBuilder("---\n3md: 1.0\nnote: \"open\n---\n");
        for (int z = 0; z < 10_000; z++) {
            text.append("@plane z=").append(z).append(" label='oops\n[[z=").append(z).append("|never closed\n");
        }
        var doc = ThreeMdParser.parse(text.toString());
        // one per quote, the first 1,000 kept (issue 38): the rest counted by the last
        assertThat(doc.diagnostics()).hasSize(1_001).first().satisfies(d -> assertThat(d.range().start().line())
                .isEqualTo(5));
        assertThat(doc.diagnostics().subList(0, 1_000)).allMatch(d -> d.code().equals("invalid-plane-directive"));
        assertThat(doc.diagnostics().get(1_000).leftOut()).isEqualTo(9_000);
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
        var doc = ThreeMdParser.parse(text.toString());
        dev.catalogstudio.model.format.threemd.agent.AgentRules.check(doc, out);
        var agent = dev.catalogstudio.model.format.threemd.agent.Agent.of(doc);
        assertThat(out.sorted()).hasSize(1_001);
        assertThat(out.sorted().subList(0, 1_000)).allMatch(d -> d.code().equals("cycle"));
        assertThat(out.sorted().get(1_000).leftOut()).isEqualTo(9_000);
        assertThat(out.sorted().get(0).message()).contains("and 9992 more").hasSizeLessThan(300);
        var resolved = agent.resolve(agent.skill(1).orElseThrow());
        assertThat(resolved).hasSize(10_000);
        assertThat(resolved.get(9_999).z()).isEqualTo(1.0);
    }

    @Test
    void aMegabyteOfLinkOpenersIsLinear() {
        var doc = ThreeMdParser.parse(openers(250_000));
        assertThat(doc.links()).isEmpty();
        // Characters the link scanner examines, 4n openers against n: linear is 4, rescanning to the '|' per opener 16.
        long n = scanned(openers(50_000));
        assertThat(scanned(openers(200_000))).isLessThanOrEqualTo(4 * n + n / 2);
    }

    private static String openers(int n) {
        return "---\n3md: 1.0\n---\n@plane z=0\n" + "[[z=".repeat(n) + "|" + "]".repeat(1) + "\n";
    }

    private static long scanned(String text) {
        long before = LinkScanner.CHARS_SCANNED.sum();
        ThreeMdParser.parse(text);
        return LinkScanner.CHARS_SCANNED.sum() - before;
    }
}
