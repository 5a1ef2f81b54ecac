package dev.catalogstudio.model.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * One test per rule code, from data: {@code rules/<code>/fail/} is a small catalog that must report exactly the
 * {@code <code>} diagnostics listed in {@code fail/expected} ({@code path:line:column}, 1-based), and
 * {@code rules/<code>/pass/} is the corrected catalog, which must report no error or warning at all.
 */
class RuleFixturesTest {

    static Path fixtures() {
        try {
            return Path.of(RuleFixturesTest.class.getResource("/rules").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The codes that have a fixture folder. */
    static Set<String> fixtureCodes() throws IOException {
        try (Stream<Path> dirs = Files.list(fixtures())) {
            return dirs.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    @TestFactory
    Stream<DynamicContainer> everyCodeFailsAndPasses() throws IOException {
        return fixtureCodes().stream().map(code -> DynamicContainer.dynamicContainer(code, Stream.of(
                DynamicTest.dynamicTest(code + " fails", () -> assertFails(code)),
                DynamicTest.dynamicTest(code + " passes", () -> assertPasses(code)))));
    }

    private static void assertFails(String code) throws IOException {
        assertThat(Rule.byId(code)).as("fixture folder names a known code").isPresent();
        Path dir = fixtures().resolve(code).resolve("fail");
        var expected = new TreeSet<>(Files.readAllLines(dir.resolve("expected")).stream()
                .filter(l -> !l.isBlank()).toList());
        var actual = new TreeSet<String>();
        for (var d : check(dir)) {
            if (d.diagnostic().code().equals(code)) {
                actual.add(d.path() + ":" + d.diagnostic().range().start().line() + ":"
                        + d.diagnostic().range().start().column());
                assertThat(d.diagnostic().message()).as("message of " + code).isNotBlank();
            }
        }
        assertThat(actual).as(code + " diagnostics in " + dir).isEqualTo(expected);
    }

    private static void assertPasses(String code) throws IOException {
        Path dir = fixtures().resolve(code).resolve("pass");
        var problems = check(dir).stream()
                .filter(d -> d.diagnostic().severity().atLeast(Severity.WARNING) || d.diagnostic().code().equals(code))
                .map(d -> d.path() + ":" + d.diagnostic().range().start() + " " + d.diagnostic().code() + ": "
                        + d.diagnostic().message())
                .toList();
        assertThat(problems).as("the corrected catalog for " + code + " is clean").isEmpty();
    }

    static List<FileDiagnostic> check(Path dir) throws IOException {
        return new CatalogChecker().check(dir, ProgressListener.NONE).diagnostics();
    }
}
