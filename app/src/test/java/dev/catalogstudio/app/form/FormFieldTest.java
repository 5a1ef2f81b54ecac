package dev.catalogstudio.app.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.metaagents.MetaAgentsFormat;
import dev.catalogstudio.model.formats.Specs;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The form's rows from a frontmatter: shapes, values as written, and where each diagnostic goes. */
class FormFieldTest {

    private static final String TEXT = """
            ---
            name: ops
            user-invocable: false
            metadata:
              owner: sre
              tags: [a, b]
            dependencies:
              skills:
                - https://x.test/one
                - https://x.test/two
            servers:
              - name: one
            ---
            """;

    @Test
    void rowsFollowTheDocumentAndKeepWhatTheyCannotEditAsRawYaml() {
        var source = SourceText.of(TEXT);
        var doc = FrontmatterDocument.parse(source);
        int two = TEXT.indexOf("https://x.test/two");
        var onItem = new Diagnostic(Rule.DEPENDENCY_MISSING, Severity.ERROR, source.range(two, two + 5), "missing", List.of());
        int name = TEXT.indexOf("ops");
        var onName = new Diagnostic(Rule.NAME_FORMAT, Severity.ERROR, source.range(name, name + 3), "bad", List.of());

        var rows = FormField.of(doc, List.of(onItem, onName));

        assertThat(rows).extracting(FormField::label).containsExactly("name", "user-invocable", "metadata.owner",
                "metadata.tags", "dependencies.skills", "servers");
        assertThat(rows).extracting(FormField::kind).containsExactly(FormField.Kind.TEXT, FormField.Kind.LITERAL,
                FormField.Kind.TEXT, FormField.Kind.LIST, FormField.Kind.LIST, FormField.Kind.RAW);
        assertThat(rows.get(1).value()).isEqualTo("false");
        assertThat(rows.get(3).items()).containsExactly("a", "b");
        assertThat(rows.get(5).value()).isEqualTo("- name: one");
        assertThat(rows.get(0).diagnostics()).containsExactly(onName);
        assertThat(rows.get(4).diagnostics()).isEmpty();
        assertThat(rows.get(4).itemDiagnostics()).containsExactly(List.of(), List.of(onItem));
    }

    @Test
    void jsonMembersAreRowsDownToTheirLeaves() {
        String json = "{\n  \"mcpServers\": {\n    \"git\": {\"command\": \"uvx\", \"args\": [\"mcp-git\"],"
                + " \"disabled\": false, \"env\": {\"TOKEN\": \"${TOKEN}\"}},\n    \"web\": {\"url\": \"https://x\","
                + " \"headers\": [{\"a\": 1}]}\n  }\n}\n";
        var parsed = new dev.catalogstudio.model.json.JsonParser().parse(SourceText.of(json));

        var rows = FormField.ofJson(parsed.rootObject().orElseThrow(), json, List.of());

        assertThat(rows).extracting(FormField::label).containsExactly("mcpServers.git.command", "mcpServers.git.args",
                "mcpServers.git.disabled", "mcpServers.git.env.TOKEN", "mcpServers.web.url", "mcpServers.web.headers");
        assertThat(rows).extracting(FormField::kind).containsExactly(FormField.Kind.TEXT, FormField.Kind.LIST,
                FormField.Kind.LITERAL, FormField.Kind.TEXT, FormField.Kind.TEXT, FormField.Kind.RAW);
        assertThat(rows.get(3).value()).isEqualTo("${TOKEN}");
        assertThat(rows.get(5).value()).isEqualTo("[{\"a\": 1}]");
    }

    @Test
    void aKindsSpecificationAddsItsMissingFieldsInOrderAndMarksUnknownOnes() {
        var doc = FrontmatterDocument.parse(SourceText.of("---\nname: ops\ncolour: blue\nx_team: sre\n"
                + "version: 1.0.0\n---\n"));
        var spec = Specs.forDocument(MetaAgentsFormat.AGENT, "AGENTS.md").orElseThrow();

        var rows = FormField.withSpec(FormField.of(doc, List.of()), spec);

        assertThat(rows).extracting(FormField::label).containsExactly("name", "colour", "x_team", "version", "scope",
                "description", "dependencies.skills", "dependencies.mcps", "license");
        assertThat(rows).extracting(FormField::present).containsExactly(true, true, true, true, false, false, false,
                false, false);
        assertThat(rows).extracting(FormField::unknown).containsExactly(false, true, false, false, false, false,
                false, false, false);
        assertThat(rows.get(0).spec().required()).isTrue();
        assertThat(rows.get(5).spec().maxLength()).isEqualTo(1024);
        assertThat(spec.keyOrder(dev.catalogstudio.model.edit.FieldPath.ROOT))
                .containsExactly("name", "scope", "description", "version", "dependencies", "license", "metadata");
        assertThat(spec.keyOrder(dev.catalogstudio.model.edit.FieldPath.of("dependencies")))
                .containsExactly("skills", "mcps");
        assertThat(spec.defines(dev.catalogstudio.model.edit.FieldPath.of("metadata", "owner"))).isTrue();
        assertThat(spec.defines(dev.catalogstudio.model.edit.FieldPath.of("dependencies", "tools"))).isFalse();
    }

    @Test
    void helpSaysALimitOrAClosedSetOnceWhateverTheSpecsOwnWordsSay() {
        var skill = dev.catalogstudio.model.formats.Specs.of("agent-skill");
        String description = FormPane.helpText(skill.field("description").orElseThrow());
        String compatibility = FormPane.helpText(skill.field("compatibility").orElseThrow());
        String language = FormPane.helpText(skill.field("metaskill_language").orElseThrow());

        assertThat(compatibility).endsWith(" At most 500 characters.");
        assertThat(description.split("1,024|1024", -1)).as(description).hasSizeLessThanOrEqualTo(2);
        assertThat(description).contains("1024");
        assertThat(language).contains("One of: starlark.").contains("Default: starlark.");
    }
}
