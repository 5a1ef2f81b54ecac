package dev.catalogstudio.model.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The hosts' discovery data: every fact in the vocabulary the code reads, with a source, and the same facts on
 * docs/HOST-DISCOVERY.md, so the page and the data cannot drift apart.
 */
class HostDiscoveryTest {

    private static final Set<String> KINDS = Set.of("skill", "subagent", "command", "instructions", "rule", "hooks",
            "mcp", "plugin", "marketplace", "extension");
    private static final Set<String> ROOTS = Set.of("project", "package", "user");
    private static final Set<String> REASONS = Set.of("frontmatter-missing", "name-missing", "name-invalid",
            "name-folder-mismatch", "description-missing", "duplicate-name", "escapes-package", "too-large",
            "file-too-large", "count-cap", "invalid-json", "invalid-yaml", "unknown-field", "metadata-value", "other");
    private static final Set<String> EFFECTS = Set.of("dropped", "package-refused", "loaded", "truncated");

    @Test
    void everyFactIsInTheVocabularyAndHasASource() {
        for (String name : HostDiscovery.NAMES) {
            var host = HostDiscovery.of(name).orElseThrow();
            assertThat(host.host()).isEqualTo(name);
            assertThat(host.locations()).as(name).isNotEmpty();
            for (var l : host.locations()) {
                assertThat(KINDS).as(name + " " + l).contains(l.kind());
                assertThat(ROOTS).as(name + " " + l).contains(l.root());
                assertThat(l.pattern()).as(name + " " + l).doesNotContain("{").isNotBlank();
                assertThat(l.root().equals("user")).as(name + " " + l).isEqualTo(l.pattern().startsWith("~/"));
                assertThat(l.source()).as(name + " " + l).isNotBlank();
            }
            for (var s : host.skips()) {
                assertThat(KINDS).as(name + " " + s).contains(s.kind());
                assertThat(REASONS).as(name + " " + s).contains(s.reason());
                assertThat(EFFECTS).as(name + " " + s).contains(s.effect());
                assertThat(s.source()).as(name + " " + s).isNotBlank();
            }
            host.limits().forEach(l -> assertThat(l.value()).as(name + " " + l).isPositive());
            host.lenient().forEach(l -> assertThat(l.why()).as(name + " " + l).isNotBlank());
        }
    }

    @Test
    void thePageHoldsEveryFactOfTheData() throws IOException {
        String page = Files.readString(Path.of("../docs/HOST-DISCOVERY.md"));
        for (String name : HostDiscovery.NAMES) {
            var host = HostDiscovery.of(name).orElseThrow();
            host.locations().forEach(l -> assertThat(page).as(name + " location").contains("`" + l.pattern() + "`"));
            host.skips().forEach(s -> assertThat(page).as(name + " skip").contains(s.detail()));
            host.lenient().forEach(l -> assertThat(page).as(name + " lenient").contains(l.fact()));
        }
    }

    @Test
    void patternsMatchOneSegmentPerStarAndAnyNumberPerDoubleStar() {
        var one = new HostDiscovery.Location("skill", "package", "skills/*/SKILL.md", null, null, "s");
        assertThat(one.matches("skills/a/SKILL.md")).isTrue();
        assertThat(one.matches("skills/a/b/SKILL.md")).isFalse();
        assertThat(one.matches("skills/SKILL.md")).isFalse();
        var any = new HostDiscovery.Location("skill", "package", "skills/**/SKILL.md", null, null, "s");
        assertThat(any.matches("skills/SKILL.md")).isTrue();
        assertThat(any.matches("skills/a/b/c/SKILL.md")).isTrue();
        assertThat(any.matches("other/a/SKILL.md")).isFalse();
        var glob = new HostDiscovery.Location("rule", "project", ".cursor/rules/*.mdc", null, null, "s");
        assertThat(glob.matches(".cursor/rules/style.mdc")).isTrue();
        assertThat(glob.matches(".cursor/rules/style.md")).isFalse();
    }

    @Test
    void kiroHasNoProfileAndAnUnknownNameNone() {
        assertThat(HostDiscovery.of("kiro")).isEmpty();
        assertThat(HostDiscovery.of("vim")).isEmpty();
    }
}
