package dev.catalogstudio.model.diag;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The rule catalogue: codes are RULES.md's, and every spec reference names a real spec file. */
class RuleCatalogueTest {

    @Test
    void everyCodeIsKebabCaseAndUnique() {
        assertThat(Arrays.stream(Rule.values()).map(Rule::id)).allMatch(id -> id.matches("[a-z0-9]+(-[a-z0-9]+)*"))
                .doesNotHaveDuplicates();
        assertThat(Rule.byId("name-format")).contains(Rule.NAME_FORMAT);
        assertThat(Rule.byId("no-such-code")).isEmpty();
    }

    @Test
    void everyRuleHasASummarySentence() {
        assertThat(Rule.values()).allSatisfy(r -> assertThat(r.summary()).as(r.id()).endsWith(".").hasSizeLessThan(120));
    }

    @Test
    void everyCodeOfRulesMdThatTheModelDefinesKeepsItsSeverity() throws IOException {
        var rulesMd = SharedFolder.path().resolve("design/RULES.md");
        assumeThat(Files.exists(rulesMd)).as("../shared/design/RULES.md is absent").isTrue();
        String text = Files.readString(rulesMd);
        for (Rule rule : Rule.values()) {
            var row = java.util.regex.Pattern.compile("\\| `" + rule.id() + "` \\| ([EWI]) \\|").matcher(text);
            Character prose = proseSeverity(text, rule.id());
            if (row.find()) {
                assertThat(rule.defaultSeverity().name().charAt(0)).as(rule.id()).isEqualTo(row.group(1).charAt(0));
            } else if (prose != null) {
                assertThat(rule.defaultSeverity().name().charAt(0)).as(rule.id()).isEqualTo(prose);
            } else if (!isPublishedSpec(rule)) {
                assertThat(rule.spec()).as(rule.id() + " is ours, so it is documented in docs/")
                        .startsWith("docs/");
            }
        }
    }

    /**
     * The severity of a code RULES.md lists in prose rather than in a table (the 3md sections): a paragraph (or a line
     * group) starting "Errors:" or "Warnings:", or ending "all E.", that names the code in backticks; else {@code null}.
     */
    static Character proseSeverity(String rulesMd, String id) {
        for (String paragraph : rulesMd.split("\\n\\s*\\n|\\n(?=Errors:|Warnings:)")) {
            if (!paragraph.contains("`" + id + "`")) {
                continue;
            }
            String p = paragraph.strip();
            if (p.startsWith("Errors:") || p.endsWith("all E.")) {
                return 'E';
            }
            if (p.startsWith("Warnings:")) {
                return 'W';
            }
        }
        return null;
    }

    @Test
    void everySpecReferenceNamesASpecFile() {
        var specs = SharedFolder.path().resolve("specs");
        assumeThat(Files.isDirectory(specs)).as("../shared/specs is absent").isTrue();
        for (Rule rule : Rule.values()) {
            String file = rule.spec().substring(0, rule.spec().indexOf('#'));
            if (file.startsWith("docs/")) {
                // our own page: it exists, and holds a heading whose GitHub anchor is the reference's
                var page = java.nio.file.Path.of("..").resolve(file);
                assertThat(page).as(rule.id()).exists();
                String anchor = rule.spec().substring(rule.spec().indexOf('#') + 1);
                try {
                    assertThat(Files.readAllLines(page).stream().filter(l -> l.startsWith("#"))
                            .map(l -> l.replaceFirst("^#+ ", "").toLowerCase(java.util.Locale.ROOT)
                                    .replaceAll("[^\\w\\- ]", "").replace(' ', '-')))
                            .as(rule.id() + ": " + file + " has the heading #" + anchor).contains(anchor);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            } else if (!isPublishedSpec(rule)) {
                assertThat(specs.resolve(file)).as(rule.id()).exists();
            }
        }
    }

    /**
     * Whether the rule implements a published spec that {@code ../shared/specs} does not hold (Agent Plugins): its
     * reference is the https URL of the section, pinned to a commit, and RULES.md's plugin paragraph lets such formats
     * add codes named after what they check. {@code AgentPluginsRuleSpecsTest} checks those anchors.
     */
    private static boolean isPublishedSpec(Rule rule) {
        return rule.spec().startsWith("https://github.com/") && rule.spec().contains("/blob/");
    }
}
