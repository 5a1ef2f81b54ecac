package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.Plugins.manifest;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The plugin.json rules (Agent Plugins 1.0 § 5, § 8.1, § 10.2), on the spec's own examples and around them. */
class AgentPluginManifestRulesTest {

    private static List<Diagnostic> check(String text) {
        var out = new Diagnostics();
        AgentPluginManifestRules.check(PluginManifest.parse(SourceText.of(text)), "my-plugin", out);
        return out.sorted();
    }

    private static List<String> codes(String text) {
        return check(text).stream().map(Diagnostic::code).toList();
    }

    private static String slice(String text, Diagnostic d) {
        return text.substring(d.range().startOffset(), d.range().endOffset());
    }

    @Test
    void theSpecsMinimalAndFullManifestsAreValid() {
        assertThat(check(Plugins.MINIMAL_MANIFEST)).isEmpty();
        assertThat(check(Plugins.FULL_MANIFEST)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"my-plugin", "acme.tools", "lint3r", "a", "a.-b", "a-.b", "0", "9lives"})
    void validNamesOfTheGrammar(String name) {
        assertThat(PluginName.isValid(name)).isTrue();
        assertThat(check(manifest(name, ""))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"My-Plugin", "-start", "has--double", "too.many..dots", "", "a.", ".a", "a-", "a b",
        "ab\n", "plugin_name", "caf\u00e9"})
    void agentPluginNameForEachInvalidName(String name) {
        String text = manifest(name.replace("\n", "\\n"), "");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsExactly("agent-plugin-name");
        assertThat(slice(text, diagnostics.get(0))).isEqualTo("\"" + name.replace("\n", "\\n") + "\"");
        assertThat(diagnostics.get(0).severity()).isEqualTo(Severity.ERROR);
    }

    @Test
    void agentPluginNameSaysWhatIsWrongAndSuggestsAValidName() {
        assertThat(check(manifest("My Plugin", "")).get(0).message()).contains("has uppercase letters, has a space")
                .contains("Use e.g. \"my-plugin\"");
        assertThat(check(manifest("my plugin", "")).get(0).message()).contains("has a space")
                .contains("\"my-plugin\"");
        assertThat(check(manifest("a".repeat(65), "")).get(0).message()).contains("65 characters, over the limit of 64");
        assertThat(check(manifest("", "")).get(0).message()).contains("is empty").contains("\"my-plugin\"");
    }

    @Test
    void theNameGrammarIsTheOfficialSchemasPatternWithItsLengthLimit() {
        var official = Pattern.compile("^(?!.*(?:--|\\.\\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$");
        for (String name : List.of("a", "a.-b", "a--b", "a..b", "-a", "a-", "A", "a_b", "x".repeat(64),
                "x".repeat(65))) {
            assertThat(PluginName.isValid(name)).as(name)
                    .isEqualTo(official.matcher(name).matches() && name.length() <= 64);
        }
        assertThat(PluginName.PATTERN).isEqualTo(official.pattern());
    }

    @Test
    void fieldRequiredForAMissingName() {
        String text = "{\n  \"$schema\": \"" + Plugins.MANIFEST_SCHEMA + "\"\n}\n";
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsExactly("field-required");
        assertThat(slice(text, diagnostics.get(0))).isEqualTo("{");
        assertThat(diagnostics.get(0).message()).contains("\"name\"").contains("reject the plugin")
                .contains("\"name\": \"my-plugin\"");
    }

    @Test
    void fieldTypeForANameThatIsNoString() {
        String text = "{\"$schema\": \"" + Plugins.MANIFEST_SCHEMA + "\", \"name\": 42}";
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsExactly("field-type");
        assertThat(slice(text, diagnostics.get(0))).isEqualTo("42");
    }

    @Test
    void fieldTypeForEachMetadataFieldOfTheWrongType() {
        String text = manifest("p", ",\n  \"version\": 1.2,\n  \"description\": [\"x\"],\n  \"homepage\": null,\n"
                + "  \"repository\": {\"type\": \"git\", \"url\": \"https://github.com/x/y\"},\n  \"license\": true,\n"
                + "  \"keywords\": \"a, b\",\n  \"author\": \"Author Name <a@example.com>\"");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsOnly("field-type").hasSize(7);
        assertThat(diagnostics).extracting(d -> slice(text, d)).containsExactly("1.2", "[\"x\"]", "null",
                "{\"type\": \"git\", \"url\": \"https://github.com/x/y\"}", "true", "\"a, b\"",
                "\"Author Name <a@example.com>\"");
        assertThat(diagnostics.get(3).message()).contains("\"repository\" is an object but must be a string")
                .contains("reject the plugin");
    }

    @Test
    void fieldTypeInsideAuthorAndKeywords() {
        String text = manifest("p", ",\n  \"author\": {\"name\": \"A\", \"email\": 7},\n  \"keywords\": [\"a\", 2]");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsExactly("field-type", "field-type");
        assertThat(diagnostics).extracting(d -> slice(text, d)).containsExactly("7", "2");
        assertThat(diagnostics.get(0).message()).startsWith("\"author.email\" is a number");
        assertThat(diagnostics.get(1).message()).startsWith("An item of \"keywords\" is a number");
    }

    @Test
    void agentPluginAuthorForEachMemberBesidesNameEmailAndUrl() {
        String text = manifest("p", ",\n  \"author\": {\"name\": \"A\", \"github\": \"a\", \"Email\": \"a@x\"}");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsExactly("agent-plugin-author",
                "agent-plugin-author");
        assertThat(diagnostics).extracting(d -> slice(text, d)).containsExactly("\"github\"", "\"Email\"");
    }

    @Test
    void agentPluginSchemaForAWrongOrUnsupportedIdentifier() {
        for (String schema : List.of("https://agent-plugins.org/schemas/1.0.0/plugin.schema.json#",
                "https://agent-plugins.org/schemas/1.0.0/", "https://agent-plugins.org/schemas/plugin.schema.json",
                "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
                "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json?v=1")) {
            String text = "{\"$schema\": \"" + schema + "\", \"name\": \"p\"}";
            var diagnostics = check(text);
            assertThat(diagnostics).as(schema).extracting(Diagnostic::code).containsExactly("agent-plugin-schema");
            assertThat(diagnostics.get(0).fixes()).as(schema).singleElement().satisfies(f -> assertThat(f.applyTo(text))
                    .isEqualTo("{\"$schema\": \"" + Plugins.MANIFEST_SCHEMA + "\", \"name\": \"p\"}"));
        }
        var unsupported = check("{\"$schema\": \"https://agent-plugins.org/schemas/1.1.0/plugin.schema.json\", "
                + "\"name\": \"p\"}");
        assertThat(unsupported).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("agent-plugin-schema");
            assertThat(d.message()).contains("targets Agent Plugins 1.1.0").contains("implements 1.0.0");
            assertThat(d.fixes()).as("another version is not a typo").isEmpty();
        });
    }

    @Test
    void agentPluginFieldUnknownIsAWarningThatSaysWhereTheFieldBelongs() {
        String text = manifest("p", ",\n  \"skills\": \"./skills\",\n  \"mcpServers\": {},\n  \"mcp\": \"./mcp.json\","
                + "\n  \"hooks\": {},\n  \"licence\": \"MIT\",\n  \"category\": \"dev\"");
        var diagnostics = check(text);

        assertThat(diagnostics).extracting(Diagnostic::code).containsOnly("agent-plugin-field-unknown").hasSize(6);
        assertThat(diagnostics).allMatch(d -> d.severity() == Severity.WARNING);
        assertThat(diagnostics.get(0).message()).contains("skills/<name>/SKILL.md");
        assertThat(diagnostics.get(1).message()).contains("mcp.json").contains("never inline");
        assertThat(diagnostics.get(2).message()).contains("mcp.json");
        assertThat(diagnostics.get(3).message()).contains("no \"hooks\" component type")
                .contains("com.example.client/hooks/");
        assertThat(diagnostics.get(4).message()).contains("did you mean \"license\"");
        assertThat(diagnostics.get(4).fixes()).singleElement().satisfies(f -> assertThat(f.applyTo(text))
                .contains("\"license\": \"MIT\""));
        assertThat(diagnostics.get(5).message()).contains("\"extensions\"");
    }

    /** The Agent Plugins 1.1 draft's displayName and icon: information while the draft is one. */
    @Test
    void agentPluginFieldUnknownIsOnlyInformationForTheFieldsOfThe11Draft() {
        var diagnostics = check(manifest("p", ",\n  \"displayName\": \"P\",\n  \"icon\": \"./icon.png\""));

        assertThat(diagnostics).hasSize(2).allMatch(d -> d.severity() == Severity.INFO
                && d.code().equals("agent-plugin-field-unknown") && d.message().contains("1.1 draft"));
    }

    @Test
    void aMisspelledFieldBesideTheRealOneGetsNoRenameFix() {
        var diagnostics = check(manifest("p", ",\n  \"license\": \"MIT\",\n  \"License\": \"MIT\""));

        assertThat(diagnostics).singleElement().satisfies(d -> assertThat(d.fixes()).isEmpty());
    }

    @Test
    void agentPluginExtensionsOnlyWarnsButANonObjectNamespaceValueIsAnErrorThatNotesTheAmbiguity() {
        assertThat(check(manifest("p", ",\n  \"extensions\": \"com.example.client\"")))
                .singleElement().satisfies(d -> {
                    assertThat(d.code()).isEqualTo("agent-plugin-extensions");
                    assertThat(d.severity()).isEqualTo(Severity.WARNING);
                });
        assertThat(check(manifest("p", ",\n  \"extensions\": {\"com.example.client\": [1]}")))
                .singleElement().satisfies(d -> {
                    assertThat(d.code()).isEqualTo("agent-plugin-extension-value");
                    assertThat(d.severity()).isEqualTo(Severity.ERROR);
                    assertThat(d.message()).contains("§ 5.2").contains("§ 8.1").contains("without validating");
                });
    }

    @Test
    void agentPluginExtensionNamespaceIsAHeuristicOnReverseDomainNames() {
        for (String namespace : List.of("com.example.client", "io.github.some-user", "dev.catalog-studio",
                "Com.Example")) {
            assertThat(codes(manifest("p", ",\n  \"extensions\": {\"" + namespace + "\": {}}"))).as(namespace).isEmpty();
        }
        for (String namespace : List.of("claude", "com.", ".com", "my_client.tools", "com..x", "")) {
            assertThat(codes(manifest("p", ",\n  \"extensions\": {\"" + namespace + "\": {}}"))).as(namespace)
                    .containsExactly("agent-plugin-extension-namespace");
        }
    }

    @Test
    void agentPluginVersionWarnsOfNonSemverAndFixesTheObviousCases() {
        assertThat(codes(manifest("p", ",\n  \"version\": \"1.0.0-rc.1+build.5\""))).isEmpty();
        var v = check(manifest("p", ",\n  \"version\": \"v2.1.0\""));
        assertThat(v).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("agent-plugin-version");
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.message()).contains("§ 10.2").contains("still load");
            assertThat(d.fixes().get(0).applyTo(manifest("p", ",\n  \"version\": \"v2.1.0\""))).contains("\"2.1.0\"");
        });
        assertThat(check(manifest("p", ",\n  \"version\": \"3\"")).get(0).fixes().get(0).title())
                .isEqualTo("Replace with \"3.0.0\"");
        assertThat(check(manifest("p", ",\n  \"version\": \"2024.5\"")).get(0).fixes()).hasSize(1);
        assertThat(check(manifest("p", ",\n  \"version\": \"2024.05\"")).get(0).fixes()).isEmpty();
        assertThat(check(manifest("p", ",\n  \"version\": \"\"")).get(0).fixes()).isEmpty();
    }

    @Test
    void agentPluginLicenseWarnsOfNonSpdxLicensesAtTheOffendingWord() {
        assertThat(codes(manifest("p", ",\n  \"license\": \"MIT OR Apache-2.0\""))).isEmpty();
        assertThat(codes(manifest("p", ",\n  \"license\": \"LicenseRef-Acme-Proprietary\""))).isEmpty();
        String text = manifest("p", ",\n  \"license\": \"MIT AND Proprietary\"");
        assertThat(check(text)).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("agent-plugin-license");
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(slice(text, d)).isEqualTo("Proprietary");
        });
        assertThat(check(manifest("p", ",\n  \"license\": \"\""))).singleElement()
                .satisfies(d -> assertThat(d.message()).contains("empty"));
    }

    @Test
    void duplicateKeyForARepeatedMember() {
        String text = "{\"$schema\": \"" + Plugins.MANIFEST_SCHEMA + "\", \"name\": \"a\", \"name\": \"b\"}";

        assertThat(check(text)).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("duplicate-key");
            assertThat(slice(text, d)).isEqualTo("\"name\"");
            assertThat(d.range().startOffset()).isEqualTo(text.lastIndexOf("\"name\""));
        });
    }

    @Test
    void agentPluginJsonSyntaxForAManifestThatDeclaresTheSchemaButDoesNotParse() {
        String text = "{\n  \"$schema\": \"" + Plugins.MANIFEST_SCHEMA + "\",\n  \"name\": \"p\",\n}\n";
        var manifest = PluginManifest.parse(SourceText.of(text));

        assertThat(manifest.declaresAgentPlugins()).as("declared, though broken").isTrue();
        assertThat(check(text)).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("agent-plugin-json-syntax");
            assertThat(d.message()).contains("reject the plugin").contains("strict JSON");
        });
        assertThat(PluginManifest.parse(SourceText.of("{\"name\": \"x\",}")).declaresAgentPlugins()).isFalse();
        assertThat(PluginManifest.parse(SourceText.of("{\"$schema\": \"https://json.schemastore.org/x\"}"))
                .declaresAgentPlugins()).isFalse();
    }

    @Test
    void theTargetVersionIsThatOfAWellFormedManifestIdentifier() {
        assertThat(PluginManifest.parse(SourceText.of(Plugins.MINIMAL_MANIFEST)).targetVersion()).contains("1.0.0");
        assertThat(PluginManifest.parse(SourceText.of("{\"$schema\": \"https://agent-plugins.org/schemas/2.1.0/"
                + "plugin.schema.json\"}")).targetVersion()).contains("2.1.0");
        assertThat(PluginManifest.parse(SourceText.of("{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/"
                + "mcp.schema.json\"}")).targetVersion()).isEmpty();
    }
}
