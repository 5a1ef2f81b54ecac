package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.FieldType;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.FrontmatterEditor;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check} says what the field specification says, by experiment on a clean catalog of each frontmatter kind:
 * removing a key the specification requires gives {@code field-required} naming it (and removing an optional key does
 * not); adding a key it names gives no {@code field-unknown}; adding a key it does not name gives one exactly when
 * the kind rejects unknown keys, and an {@code x_} key never does. Edits go through {@link FrontmatterEditor}.
 */
class SpecAgreementTest {

    /** A clean rule fixture holding one document of each frontmatter kind: the spec id, the folder, the file. */
    private record Case(String specId, String fixture, String file) {
    }

    private static final List<Case> CASES = List.of(
            new Case("agent-skill", "field-required/pass", "skills/pdf/SKILL.md"),
            new Case("workspace-skill", "duplicate-skill-name/pass", ".agents/skills/pdf/SKILL.md"),
            new Case("metaagents-skill", "field-required/pass", "catalog/skills/tool/SKILL.md"),
            new Case("metaagents-agent", "field-required/pass", "catalog/agents/helper/AGENTS.md"),
            new Case("oaf-agent", "oaf-range/pass", "acme/helper/AGENTS.md"));

    @TempDir
    Path temp;

    @TestFactory
    Stream<DynamicTest> checkReportsWhatTheSpecificationSays() {
        var tests = new ArrayList<DynamicTest>();
        for (var c : CASES) {
            var spec = Specs.of(c.specId());
            for (var field : spec.fields()) {
                if (field.type() == FieldType.FORBIDDEN) {
                    continue;
                }
                tests.add(DynamicTest.dynamicTest(c.specId() + ": without " + field.name(),
                        () -> withoutKey(c, spec, field)));
                tests.add(DynamicTest.dynamicTest(c.specId() + ": with " + field.name(),
                        () -> withKey(c, field.name(), false)));
            }
            tests.add(DynamicTest.dynamicTest(c.specId() + ": with an undefined key",
                    () -> withKey(c, "zz-undefined", spec.unknownKeys() != UnknownKeys.ALLOWED)));
            tests.add(DynamicTest.dynamicTest(c.specId() + ": with an extension key",
                    () -> withKey(c, UnknownKeys.EXTENSION_PREFIX + "team", false)));
        }
        return tests.stream();
    }

    private void withoutKey(Case c, KindSpec spec, FieldSpec field) throws IOException {
        var catalog = copy(c);
        var doc = read(catalog.resolve(c.file()));
        boolean present = doc.mapping().orElseThrow().entry(field.name()).isPresent();
        if (present) {
            write(catalog.resolve(c.file()), FrontmatterEditor.of(doc).remove(FieldPath.of(field.name()))
                    .applyTo(doc.source().text()));
        }
        var required = codes(catalog, c.file(), "field-required").stream()
                .filter(d -> d.diagnostic().message().contains("'" + field.name() + "'")).toList();
        assertThat(required).as("%s without %s (present in the fixture: %s)", c.specId(), field.name(), present)
                .hasSize(field.required() ? 1 : 0);
        assertThat(spec.requiredKeys().contains(field.name())).isEqualTo(field.required());
    }

    private void withKey(Case c, String key, boolean unknown) throws IOException {
        var catalog = copy(c);
        var doc = read(catalog.resolve(c.file()));
        if (doc.mapping().orElseThrow().entry(key).isEmpty()) {
            write(catalog.resolve(c.file()), FrontmatterEditor.of(doc).set(FieldPath.of(key), "value")
                    .applyTo(doc.source().text()));
        }
        var reported = codes(catalog, c.file(), "field-unknown").stream()
                .filter(d -> d.diagnostic().message().startsWith("'" + key + "'")).toList();
        assertThat(reported).as("field-unknown for %s in %s", key, c.specId()).hasSize(unknown ? 1 : 0);
    }

    private Path copy(Case c) throws IOException {
        Path from = fixtures().resolve(c.fixture());
        Path to = Files.createTempDirectory(temp, c.specId());
        try (var files = Files.walk(from)) {
            for (var file : files.toList()) {
                var target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
        return to;
    }

    private static FrontmatterDocument read(Path file) throws IOException {
        return FrontmatterDocument.parse(SourceText.of(Files.readString(file, StandardCharsets.UTF_8)));
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static List<FileDiagnostic> codes(Path catalog, String file, String code) throws IOException {
        return new CatalogChecker().check(catalog, ProgressListener.NONE).diagnostics().stream()
                .filter(d -> d.path().equals(file) && d.diagnostic().code().equals(code)).toList();
    }

    private static Path fixtures() {
        try {
            return Path.of(SpecAgreementTest.class.getResource("/dev/catalogstudio/model/rules/examples").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
