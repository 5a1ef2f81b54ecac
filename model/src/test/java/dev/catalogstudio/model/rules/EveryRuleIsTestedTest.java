package dev.catalogstudio.model.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every diagnostic code has a test named after it: a fixture folder {@code examples/<code>/} run by
 * {@link RuleFixturesTest}, or a test method whose name is the code in camel case (optionally with a suffix,
 * e.g. {@code yamlLimitForAliasBomb} for {@code yaml-limit}).
 */
class EveryRuleIsTestedTest {

    @Test
    void everyRuleHasAFixtureOrANamedTest() throws IOException {
        Set<String> fixtures = RuleFixturesTest.fixtureCodes();
        Set<String> methods = testMethodNames();
        var untested = new TreeSet<String>();
        for (Rule rule : Rule.values()) {
            String camel = camel(rule.id());
            if (!fixtures.contains(rule.id()) && methods.stream().noneMatch(m -> m.startsWith(camel))) {
                untested.add(rule.id());
            }
        }
        assertThat(untested).as("codes without a fixture folder or a test method named after them").isEmpty();
    }

    static String camel(String id) {
        var out = new StringBuilder();
        boolean upper = false;
        for (char c : id.toCharArray()) {
            if (c == '-') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }

    private static Set<String> testMethodNames() throws IOException {
        Path classes;
        try {
            // the test classes' root (the fixtures ship with the model's main classes, elsewhere)
            classes = Path.of(EveryRuleIsTestedTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        try (Stream<Path> files = Files.walk(classes)) {
            return files.filter(p -> p.toString().endsWith("Test.class"))
                    .map(p -> classes.relativize(p).toString().replace('/', '.').replaceAll("\\.class$", ""))
                    .flatMap(EveryRuleIsTestedTest::methods)
                    .collect(Collectors.toSet());
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static Stream<String> methods(String className) {
        try {
            return Arrays.stream(Class.forName(className).getDeclaredMethods()).map(Method::getName);
        } catch (ClassNotFoundException e) {
            return Stream.empty();
        }
    }
}
