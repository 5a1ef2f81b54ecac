package dev.catalogstudio.model.format.threemd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.diag.Severity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every JSON vector of {@code ../shared/conformance/3md}, run as data: the AST, the links, or the named error. */
class ThreeMdConformanceTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Numbers compare by value (1000 equals 1000.0), everything else structurally. */
    static final Comparator<JsonNode> NUMERIC = (a, b) -> a.isNumber() && b.isNumber()
            ? Double.compare(a.doubleValue(), b.doubleValue()) : (a.equals(b) ? 0 : 1);

    static Path vectors() {
        return SharedFolder.path().resolve("conformance/3md");
    }

    @Test
    void theVectorsArePresent() throws IOException {
        assumeThat(Files.isDirectory(vectors())).as("../shared/conformance/3md is absent (" + vectors() + ")")
                .isTrue();
        try (Stream<Path> files = Files.list(vectors())) {
            assertThat(files.filter(p -> p.toString().endsWith(".json")).count()).isEqualTo(43);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyVector() throws IOException {
        assumeThat(Files.isDirectory(vectors())).as("../shared/conformance/3md is absent (" + vectors() + ")")
                .isTrue();
        var files = Files.list(vectors()).filter(p -> p.toString().endsWith(".json")).sorted().toList();
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> run(f)));
    }

    private static void run(Path file) throws IOException {
        JsonNode vector = MAPPER.readTree(file.toFile());
        var document = ThreeMdParser.parse(vector.get("source").asText());
        if (vector.has("error")) {
            var codes = document.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR)
                    .map(d -> d.code()).distinct().toList();
            assertThat(codes).as(vector.get("name").asText()).containsExactly(kebab(vector.get("error").asText()));
            return;
        }
        assertThat(document.diagnostics()).as(vector.get("name").asText()).isEmpty();
        if (vector.has("expected")) {
            JsonNode actual = MAPPER.valueToTree(ThreeMdProjection.document(document));
            assertThat(actual.equals(NUMERIC, vector.get("expected")))
                    .as(vector.get("name").asText() + "\nexpected " + vector.get("expected") + "\nactual   " + actual)
                    .isTrue();
        }
        if (vector.has("links")) {
            JsonNode actual = MAPPER.valueToTree(ThreeMdProjection.links(document));
            assertThat(actual.equals(NUMERIC, vector.get("links")))
                    .as(vector.get("name").asText() + "\nexpected " + vector.get("links") + "\nactual   " + actual)
                    .isTrue();
        }
    }

    /** {@code duplicatePlane} to {@code duplicate-plane}: the reference's error names are our codes, kebab-cased. */
    static String kebab(String camel) {
        return camel.replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }
}
