package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.formats.JsonSchemas;
import dev.catalogstudio.model.formats.Specs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code schema}: prints one kind's JSON Schema, lists the kinds, and rejects an unknown kind in one line. */
class SchemaCommandTest {

    @Test
    void printsTheSchemaOfAKindAsCommitted() throws Exception {
        var printed = run("schema", "agent-skill");

        assertThat(printed.exitCode()).as(printed.err()).isEqualTo(ExitCodes.OK);
        assertThat(printed.err()).isEmpty();
        assertThat(printed.out()).startsWith("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",")
                .contains("\"$id\": \"https://catalog-studio.dev/schemas/agent-skill.schema.json\"")
                .endsWith("}\n")
                .isEqualTo(JsonSchemas.write(Specs.byId("agent-skill").orElseThrow()))
                .isEqualTo(Files.readString(Path.of("../resources/schemas/agent-skill.schema.json"),
                        StandardCharsets.UTF_8));
    }

    @Test
    void listsEveryKindWithItsTitle() {
        var listed = run("schema", "--list");

        assertThat(listed.exitCode()).as(listed.err()).isEqualTo(ExitCodes.OK);
        assertThat(listed.outLines()).hasSize(Specs.all().size());
        for (int i = 0; i < Specs.all().size(); i++) {
            var spec = Specs.all().get(i);
            assertThat(listed.outLines().get(i)).startsWith(spec.id() + "  ").endsWith(spec.title());
        }
        assertThat(listed.outLines()).anySatisfy(l -> assertThat(l).matches("mcp-json +Workspace MCP config .*"));
    }

    @Test
    void anUnknownKindIsOneUsageLineNamingTheValidOnes() {
        var unknown = run("schema", "skill");

        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.out()).isEmpty();
        assertThat(unknown.err().lines()).hasSize(1);
        assertThat(unknown.err()).startsWith("catalog-studio: unknown kind 'skill'; valid kinds: oaf-agent, ")
                .contains(String.join(", ", Specs.ids()));
    }

    @Test
    void neitherOrBothOfKindAndListIsAUsageError() {
        var none = run("schema");
        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.err()).startsWith("catalog-studio: missing KIND; valid kinds: ").contains("oaf-agent");

        var both = run("schema", "mcp-json", "--list");
        assertThat(both.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(both.err().lines()).hasSize(1);
        assertThat(both.err()).contains("not both");
    }
}
