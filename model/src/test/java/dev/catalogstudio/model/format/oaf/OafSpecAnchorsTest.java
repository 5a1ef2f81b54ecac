package dev.catalogstudio.model.format.oaf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.diag.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The OAF rules point at real sections. The primary open-agent-format.md has lost its Markdown heading marks, so the
 * anchors are checked against the same section titles as headings of open-agent-format-0.8.md (GitHub slugs).
 */
class OafSpecAnchorsTest {

    @Test
    void everyOafRuleAnchorIsASectionHeadingOfTheSpec() throws IOException {
        var spec = SharedFolder.path().resolve("specs/open-agent-format-0.8.md");
        assumeThat(Files.exists(spec)).as(spec + " is absent").isTrue();
        Set<String> anchors = Files.readAllLines(spec).stream().filter(l -> l.matches("#{1,6} .*"))
                .map(l -> l.replaceFirst("#+ ", "").toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9 -]", "")
                        .replace(' ', '-'))
                .collect(Collectors.toSet());
        var oaf = Arrays.stream(Rule.values()).filter(r -> r.id().startsWith("oaf-")).toList();
        assertThat(oaf).hasSize(14).allSatisfy(r -> {
            assertThat(r.spec()).startsWith("open-agent-format.md#");
            assertThat(anchors).as(r.id()).contains(r.spec().substring(r.spec().indexOf('#') + 1));
        });
    }
}
