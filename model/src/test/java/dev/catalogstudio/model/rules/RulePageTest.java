package dev.catalogstudio.model.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Every code has a page; a page says why it has no example exactly when no example ships. */
class RulePageTest {

    @Test
    void everyCodeHasAPageWithWhyAndFix() {
        assertThat(RulePage.all()).hasSize(Rule.values().length);
        for (var rule : Rule.values()) {
            var page = RulePage.of(rule);
            assertThat(page.rule()).isEqualTo(rule);
            assertThat(page.why()).as(rule.id()).isNotBlank().doesNotContain("TODO");
            assertThat(page.fix()).as(rule.id()).isNotBlank().doesNotContain("TODO");
            assertThat(RulePage.HOST_NAMES).containsAll(page.hosts());
        }
    }

    @Test
    void aPageExplainsAMissingExampleExactlyWhenNoneShips() {
        for (var rule : Rule.values()) {
            assertThat(RulePage.of(rule).noExample().isPresent()).as(rule.id())
                    .isEqualTo(RuleExample.of(rule).isEmpty());
        }
        assertThat(Arrays.stream(Rule.values()).filter(r -> RuleExample.of(r).isPresent()).count())
                .isGreaterThan(140);
    }

    @Test
    void theHostsOfAPluginRuleAndOfASkillRuleAreThoseThatLoadThem() {
        assertThat(RulePage.of(Rule.HOOK_EVENT_UNKNOWN).hosts()).containsExactly("claude-code");
        assertThat(RulePage.of(Rule.AGENT_PLUGIN_NAME).hosts()).containsExactly("agent-plugins");
        assertThat(RulePage.of(Rule.NAME_FORMAT).hosts()).contains("claude-code", "codex", "agent-skills");
        assertThat(RulePage.of(Rule.VERSION_FORMAT).hosts()).isEmpty();
    }

    @Test
    void aPageIsPublishedOnlyUnderAnHttpsBaseTheBuildNames() {
        var page = RulePage.of(Rule.NAME_FORMAT);
        // this build names none: no link is made up
        assertThat(page.publishedAt()).isEmpty();
        assertThat(page.publishedAt("https://example.org/catalog-studio/rules/"))
                .contains("https://example.org/catalog-studio/rules/name-format.md");
        assertThat(page.publishedAt("")).isEmpty();
        assertThat(page.publishedAt("${catalogstudio.rules.url}")).isEmpty();
        assertThat(page.publishedAt("http://example.org/rules/")).isEmpty();
        assertThat(page.publishedAt("https://example.org/rules")).isEmpty();
    }
}
