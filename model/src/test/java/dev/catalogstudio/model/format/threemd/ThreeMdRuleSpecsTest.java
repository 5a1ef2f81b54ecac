package dev.catalogstudio.model.format.threemd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.diag.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The 3md rules' spec references point at real headings (GitHub anchors) of 3md-base.md and agent-3md.md. */
class ThreeMdRuleSpecsTest {

    @Test
    void everyThreeMdSpecReferenceIsAHeading() throws IOException {
        var specs = SharedFolder.path().resolve("specs");
        assumeThat(Files.isDirectory(specs)).as("../shared/specs is absent (" + specs + ")").isTrue();
        int checked = 0;
        for (Rule rule : Rule.values()) {
            String file = rule.spec().substring(0, rule.spec().indexOf('#'));
            if (file.equals("3md-base.md") || file.equals("agent-3md.md")) {
                assertThat(anchors(Files.readString(specs.resolve(file)))).as(rule.id())
                        .contains(rule.spec().substring(rule.spec().indexOf('#') + 1));
                checked++;
            }
        }
        assertThat(checked).isEqualTo(20);
    }

    /** GitHub's heading anchors: lowercased, punctuation dropped, spaces to hyphens. */
    static Set<String> anchors(String markdown) {
        return markdown.lines().filter(l -> l.startsWith("#"))
                .map(l -> l.replaceFirst("^#+\\s*", "").toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'))
                .collect(Collectors.toSet());
    }
}
