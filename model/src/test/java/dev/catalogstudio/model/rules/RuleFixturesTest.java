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
 * One test per rule code, from data: {@code examples/<code>/fail/} (beside {@link RuleExample}, shipped with the model
 * for {@code catalog-studio explain}) is a small catalog that must report exactly the
 * {@code <code>} diagnostics listed in {@code fail/expected} ({@code path:line:column}, 1-based), and
 * {@code rules/<code>/pass/} is the corrected catalog, which must report no error or warning at all.
 */
class RuleFixturesTest {

    static Path fixtures() {
        try {
            return Path.of(RuleFixturesTest.class.getResource("/dev/catalogstudio/model/rules/examples").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The codes that have a fixture folder. */
    static Set<String> fixtureCodes() throws IOException {
        try (Stream<Path> dirs = Files.list(fixtures())) {
            return dirs.filter(Files::isDirectory).map(p -> p.getFileName().toString())
                    .collect(Collectors.toCollection(TreeSet::new));
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

    /**
     * The index {@code explain} reads the examples by (a jar cannot list a folder) names exactly the files there;
     * {@code -Drules.write=true} rewrites it.
     */
    @org.junit.jupiter.api.Test
    void theExamplesIndexListsEveryExampleFile() throws IOException {
        var files = new java.util.ArrayList<String>();
        try (Stream<Path> walk = Files.walk(fixtures())) {
            walk.filter(Files::isRegularFile).map(p -> fixtures().relativize(p).toString().replace('\\', '/'))
                    .filter(p -> !p.equals("index.txt")).sorted().forEach(files::add);
        }
        String written = String.join("\n", files) + "\n";
        Path source = Path.of("src/main/resources/dev/catalogstudio/model/rules/examples/index.txt");
        if (Boolean.getBoolean("rules.write")) {
            Files.writeString(source, written);
        }
        assertThat(Files.readString(fixtures().resolve("index.txt")))
                .as("examples/index.txt is out of date: ./mvnw -o -q -pl model test -Dtest=RuleFixturesTest "
                        + "-Drules.write=true").isEqualTo(written);
    }

    @TestFactory
    Stream<DynamicTest> everyExampleReadsBackAsItsFiles() throws IOException {
        return fixtureCodes().stream().map(code -> DynamicTest.dynamicTest(code, () -> {
            var example = RuleExample.of(Rule.byId(code).orElseThrow()).orElseThrow();
            Path fail = fixtures().resolve(code).resolve("fail");
            for (var file : example.failing().entrySet()) {
                assertThat(fail.resolve(file.getKey())).hasBinaryContent(file.getValue());
            }
            assertThat(example.failing()).doesNotContainKey("expected");
            assertThat(example.expected()).isNotEmpty();
            assertThat(example.passing()).isNotEmpty();
        }));
    }

    static List<FileDiagnostic> check(Path dir) throws IOException {
        return new CatalogChecker().check(dir, ProgressListener.NONE).diagnostics();
    }
}
