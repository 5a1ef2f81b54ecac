package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.rules.RuleExample;
import dev.catalogstudio.model.rules.RulePage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code rules} and {@code explain}: every code listed once with its page; each page's failing example, run through
 * {@code check} now, reports that code; {@code docs/rules/} is what the pages generate ({@code -Drules.write=true}
 * rewrites it).
 */
class RuleDocsTest {

    private static final Path DOCS = Path.of("..", RuleDocs.FOLDER);

    @Test
    void rulesListsEveryCodeOnceWithItsSeverity() throws Exception {
        var listed = run("rules", "--format", "json");
        assertThat(listed.exitCode()).as(listed.err()).isEqualTo(ExitCodes.OK);
        var json = new ObjectMapper().readTree(listed.out());
        var codes = new ArrayList<String>();
        json.forEach(rule -> {
            codes.add(rule.get("code").asText());
            var known = Rule.byId(rule.get("code").asText()).orElseThrow();
            assertThat(rule.get("severity").asText()).isEqualTo(known.defaultSeverity().label());
            assertThat(rule.get("summary").asText()).isEqualTo(known.summary());
            assertThat(rule.get("example").asBoolean()).isEqualTo(RuleExample.of(known).isPresent());
        });
        assertThat(codes).doesNotHaveDuplicates().hasSize(Rule.values().length).isSorted();

        var text = run("rules");
        assertThat(text.outLines()).hasSize(Rule.values().length)
                .anySatisfy(l -> assertThat(l).matches("name-format +error +The name is not lowercase kebab-case\\..*"));
    }

    @TestFactory
    Stream<DynamicTest> everyExampleReportsItsCodeAtTheExpectedPlaces() {
        return Arrays.stream(Rule.values()).filter(r -> RuleExample.of(r).isPresent()).map(rule ->
                DynamicTest.dynamicTest(rule.id(), () -> {
                    var example = RuleExample.of(rule).orElseThrow();
                    var reported = new TreeSet<String>();
                    for (String line : RuleDocs.failingReport(example)) {
                        reported.add(line.substring(0, line.indexOf(' ')));
                        assertThat(line).contains(" " + rule.id() + ": ");
                    }
                    assertThat(reported).isEqualTo(new TreeSet<>(example.expected()));
                }));
    }

    @Test
    void explainPrintsThePageWithTheExampleAndWhatCheckSaysOfIt() {
        var page = run("explain", "name-format");
        assertThat(page.exitCode()).as(page.err()).isEqualTo(ExitCodes.OK);
        assertThat(page.out()).startsWith("name-format (error): The name is not lowercase kebab-case.\n")
                .contains("Why it matters\n", "A catalog that reports it:\n", "catalog-studio check says:\n",
                        "skills/PDF--Tools/SKILL.md:2:7 error name-format: ", "How to fix\n",
                        "rules:\n      name-format: off");
    }

    @Test
    void explainOfACodeWithNoExampleSaysWhyAndOfAFixedCodeThatItCannotBeSilenced() {
        var page = run("explain", "version-not-bumped");
        assertThat(page.out()).contains(RulePage.of(Rule.VERSION_NOT_BUMPED).noExample().orElseThrow()
                .lines().findFirst().orElseThrow());
        assertThat(run("explain", "internal-error").out()).contains("It cannot be turned off or lowered");
    }

    @Test
    void anUnknownCodeIsOneUsageLine() {
        var unknown = run("explain", "name-formatt\u001b[2J");
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err().lines()).hasSize(1);
        assertThat(unknown.err()).contains("'name-formatt\\e[2J' is no diagnostic code").doesNotContain("\u001b");
    }

    @Test
    void docsRulesIsWhatThePagesGenerate() throws Exception {
        var expected = new java.util.TreeMap<String, String>();
        expected.put("README.md", RuleDocs.indexMarkdown(RulePage.all()));
        for (var page : RulePage.all()) {
            expected.put(page.rule().id() + ".md", RuleDocs.markdown(page));
        }
        if (Boolean.getBoolean("rules.write")) {
            Files.createDirectories(DOCS);
            try (var old = Files.list(DOCS)) {
                for (Path p : old.toList()) {
                    Files.delete(p);
                }
            }
            for (var page : expected.entrySet()) {
                Files.writeString(DOCS.resolve(page.getKey()), page.getValue(), StandardCharsets.UTF_8);
            }
        }
        var stale = "docs/rules is stale: ./mvnw -o -q -pl cli test -Dtest=RuleDocsTest -Drules.write=true";
        try (var files = Files.list(DOCS)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList()).as(stale)
                    .isEqualTo(new ArrayList<>(expected.keySet()));
        }
        for (var page : expected.entrySet()) {
            assertThat(Files.readString(DOCS.resolve(page.getKey()), StandardCharsets.UTF_8)).as(stale + " ("
                    + page.getKey() + ")").isEqualTo(page.getValue());
        }
    }
}
