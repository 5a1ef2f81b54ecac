package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.formats.Instances.Instance;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The generated schemas agree with {@code check}, judged by an independent validator (networknt, draft 2020-12):
 * every real document and every corrected rule fixture that {@code check} finds free of the errors a schema can
 * express is valid, and the failing fixtures of the codes a schema expresses are invalid.
 */
class SchemaValidationTest {

    /**
     * The codes whose problems a schema expresses, wholly or in part: a document with none of them must be valid
     * against its schema, whatever else {@code check} reports.
     */
    static final Set<String> SCHEMA_CODES = Set.of("field-required", "field-type", "field-unknown", "name-format",
            "name-too-long", "name-contains-scope", "description-empty", "description-too-long",
            "compatibility-too-long", "scope-format", "scope-too-long", "version-format", "prereqs-on-agent",
            "dependency-origin-invalid", "mcp-name-format", "mcp-command-absolute", "mcp-dependencies", "mcp-transport",
            "mcp-server-transport", "mcp-config-syntax", "oaf-key-format", "oaf-name-length", "oaf-enum", "oaf-range",
            "oaf-slug-mismatch", "workspace-settings", "missing-version", "invalid-plane-directive",
            "missing-plane-position", "frontmatter", "entry", "metaskill-path-absolute",
            "metaskill-language-unsupported");

    /**
     * The codes a schema expresses wholly: every document their failing fixture lists must be invalid. The others of
     * {@link #SCHEMA_CODES} hold cases no schema can see (a description of HTML comments only, {@code type: http}
     * without {@code url}, a slug that differs from well-formed keys, a layer folder that does not exist).
     */
    static final Set<String> EXPRESSED = Set.of("field-required", "field-type", "field-unknown", "name-format",
            "name-too-long", "name-contains-scope", "description-too-long", "compatibility-too-long", "scope-format",
            "scope-too-long", "version-format", "prereqs-on-agent", "dependency-origin-invalid", "mcp-name-format",
            "mcp-command-absolute", "mcp-dependencies", "oaf-key-format", "oaf-name-length", "oaf-enum", "oaf-range",
            "missing-version", "invalid-plane-directive", "missing-plane-position", "frontmatter");

    /** Real documents that are legitimately invalid, by path under {@code ../shared/corpus}, with the reason. */
    static final Map<String, String> KNOWN_INVALID = Map.of(
            "anthropics-skills/skills/claude-api/SKILL.md", "its description is 1,068 characters (limit 1,024)",
            "datadesigner-skills/.agents/skills/commit/SKILL.md", "metadata.internal is a boolean, not a string",
            "datadesigner-skills/.agents/skills/create-pr/SKILL.md", "metadata.internal is a boolean, not a string",
            "datadesigner-skills/.agents/skills/datadesigner-docs/SKILL.md", "metadata.internal is a boolean",
            "datadesigner-skills/.agents/skills/review-code/SKILL.md", "metadata.internal is a boolean, not a string",
            "datadesigner-skills/.agents/skills/search-docs/SKILL.md", "metadata.internal is a boolean, not a string",
            "datadesigner-skills/.agents/skills/search-github/SKILL.md", "metadata.internal is a boolean",
            "datadesigner-skills/.agents/skills/update-pr/SKILL.md", "metadata.internal is a boolean, not a string");

    private static final List<String> CORPORA = List.of("anthropics-skills", "datadesigner-skills", "agent-3md-agents",
            "3md-examples");

    @TestFactory
    Stream<DynamicTest> cleanCorpusDocumentsAreValidAndKnownInvalidOnesAreNot() throws IOException {
        Path corpus = SharedFolder.path().resolve("corpus");
        assumeThat(Files.isDirectory(corpus)).as("../shared/corpus is absent (" + corpus + ")").isTrue();
        var tests = new ArrayList<DynamicTest>();
        var seen = new TreeSet<String>();
        for (String name : CORPORA) {
            for (var instance : Instances.of(corpus.resolve(name))) {
                String path = name + "/" + instance.path();
                seen.add(path);
                String reason = KNOWN_INVALID.get(path);
                tests.add(DynamicTest.dynamicTest(path + " (" + instance.spec().id() + ")", () -> {
                    if (reason != null) {
                        assertThat(instance.reports(SCHEMA_CODES)).as("check agrees that %s: %s", path, reason)
                                .isTrue();
                        assertThat(SchemaValidator.errors(instance.spec(), instance.value())).as(reason).isNotEmpty();
                    } else {
                        assertThat(instance.diagnostics()).as("check finds %s clean", path)
                                .noneMatch(d -> SCHEMA_CODES.contains(d.code()));
                        assertValid(instance);
                    }
                }));
            }
        }
        tests.add(DynamicTest.dynamicTest("every known invalid document is in the corpus", () ->
                assertThat(seen).containsAll(KNOWN_INVALID.keySet())));
        return tests.stream();
    }

    @Test
    void theSampleCatalogIsValid() throws IOException {
        var instances = Instances.of(Path.of("../resources/samples/catalog"));

        assertThat(instances).extracting(i -> i.spec().id()).contains("metaagents-agent", "metaagents-skill",
                "metaskill", "metaagents-mcp", "mcp-json", "workspace-skill", "agent-skill", "oaf-agent",
                "oaf-active-mcp", "oaf-config-yaml", "threemd-agent", "threemd-agent-plane", "catalog-studio-yaml");
        instances.forEach(SchemaValidationTest::assertValid);
    }

    @TestFactory
    Stream<DynamicTest> correctedFixturesAreValid() throws IOException {
        var tests = new ArrayList<DynamicTest>();
        for (String code : fixtureCodes()) {
            for (var instance : Instances.of(fixtures().resolve(code).resolve("pass"))) {
                if (!instance.reports(SCHEMA_CODES)) {
                    tests.add(DynamicTest.dynamicTest(code + " pass: " + instance, () -> assertValid(instance)));
                }
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> failingFixturesOfExpressedCodesAreInvalid() throws IOException {
        assertThat(fixtureCodes()).as("every code said to be expressed has a fixture").containsAll(EXPRESSED);
        var tests = new ArrayList<DynamicTest>();
        for (String code : new TreeSet<>(EXPRESSED)) {
            Path dir = fixtures().resolve(code).resolve("fail");
            var listed = Files.readAllLines(dir.resolve("expected")).stream().filter(l -> !l.isBlank())
                    .map(l -> l.substring(0, l.indexOf(':'))).collect(Collectors.toCollection(TreeSet::new));
            var instances = Instances.of(dir);
            for (String path : listed) {
                tests.add(DynamicTest.dynamicTest(code + " fail: " + path, () -> {
                    var ofPath = instances.stream().filter(i -> i.path().equals(path) || i.path().startsWith(path
                            + "#")).toList();
                    assertThat(ofPath).as("%s is a document some schema describes", path).isNotEmpty();
                    assertThat(ofPath).as("some schema rejects %s (%s)", path, code)
                            .anyMatch(i -> !SchemaValidator.errors(i.spec(), i.value()).isEmpty());
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void everySchemaAcceptsSomeRealDocument() throws IOException {
        var valid = new HashSet<String>();
        for (String sample : List.of("catalog", "marketplace", "copilot")) {
            for (var instance : Instances.of(Path.of("../resources/samples/" + sample))) {
                if (SchemaValidator.errors(instance.spec(), instance.value()).isEmpty()) {
                    valid.add(instance.spec().id());
                }
            }
        }
        Path corpus = SharedFolder.path().resolve("corpus/3md-examples");
        if (Files.isDirectory(corpus)) {
            Instances.of(corpus).stream().filter(i -> SchemaValidator.errors(i.spec(), i.value()).isEmpty())
                    .forEach(i -> valid.add(i.spec().id()));
        }
        var expected = new TreeSet<>(Specs.ids());
        if (!Files.isDirectory(corpus)) {
            expected.remove("threemd-frontmatter"); // only the 3md examples are plain 3md documents
        }
        assertThat(new TreeSet<>(valid)).isEqualTo(expected);
    }

    @Test
    void planeLinesAreReadAsTheParserReadsThem() throws IOException {
        var files = new ArrayList<Path>();
        files.add(Path.of("../resources/samples/catalog/agents3md/platform-ops.3md"));
        Path corpus = SharedFolder.path().resolve("corpus/agent-3md-agents");
        if (Files.isDirectory(corpus)) {
            try (Stream<Path> list = Files.list(corpus)) {
                list.filter(p -> p.toString().endsWith(".3md")).sorted().forEach(files::add);
            }
        }
        for (Path file : files) {
            var source = dev.catalogstudio.model.text.SourceText.of(Files.readString(file));
            var parsed = dev.catalogstudio.model.format.threemd.ThreeMdParser.parse(source);
            assertThat(parsed.isValid()).as("%s is valid 3md", file).isTrue();
            var fromParser = parsed.planes().stream().filter(p -> !p.implicit()).map(p -> {
                var object = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
                p.tokens().forEach(t -> object.put(t.key(), t.value()));
                return object;
            }).toList();
            assertThat(List.copyOf(Instances.directives(source).values())).as(file.toString()).isEqualTo(fromParser)
                    .isNotEmpty();
        }
    }

    private static void assertValid(Instance instance) {
        assertThat(SchemaValidator.errors(instance.spec(), instance.value())).as("%s against %s: %s", instance.path(),
                instance.spec().id(), instance.value()).isEmpty();
    }

    static Path fixtures() {
        try {
            return Path.of(SchemaValidationTest.class.getResource("/dev/catalogstudio/model/rules/examples").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Set<String> fixtureCodes() throws IOException {
        try (Stream<Path> dirs = Files.list(fixtures())) {
            return dirs.filter(Files::isDirectory).map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }
}
