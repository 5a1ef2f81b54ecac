package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.FieldType;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.LengthUnit;
import dev.catalogstudio.model.format.common.Patterns;
import dev.catalogstudio.model.format.markdown.AgentsMdFormat;
import dev.catalogstudio.model.format.mcp.McpFormat;
import dev.catalogstudio.model.format.metaagents.MetaAgentsFormat;
import dev.catalogstudio.model.format.metaagents.MetaAgentsRules;
import dev.catalogstudio.model.format.oaf.OafFormat;
import dev.catalogstudio.model.format.skills.SkillsFormat;
import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.agent.ThreeMdFormat;
import dev.catalogstudio.model.resolve.Origin;
import dev.catalogstudio.model.version.SemVer;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The field specifications: lookups, agreement with the rules' own lists and grammars, order, and well-formedness. */
class SpecsTest {

    @Test
    void idsAreStableSlugsInAFixedOrder() {
        // Each format's kinds in the registry's precedence order, then the workspace settings.
        assertThat(Specs.ids()).containsExactly("oaf-agent", "oaf-active-mcp", "oaf-config-yaml", "metaagents-agent",
                "metaagents-skill", "agent-skill", "workspace-skill", "metaagents-mcp", "mcp-json", "agent-plugin-manifest",
                "agent-plugin-mcp-config", "threemd-frontmatter", "threemd-agent", "threemd-agent-plane", "metaskill",
                "claude-plugin-manifest", "claude-marketplace", "claude-subagent", "claude-command", "claude-hooks",
                "copilot-agent", "copilot-prompt",
                "catalog-studio-yaml");
        Specs.all().forEach(s -> assertThat(Specs.byId(s.id())).containsSame(s));
        assertThat(Specs.byId("Agent-Skill")).isEmpty();
        assertThat(Specs.byId("nope")).isEmpty();
    }

    @Test
    void documentKindsFindTheirSpecs() {
        assertThat(Specs.forKind(OafFormat.MCP_CONFIG)).extracting(KindSpec::id)
                .containsExactly("oaf-active-mcp", "oaf-config-yaml");
        assertThat(Specs.forDocument(OafFormat.MCP_CONFIG, "config.yaml").map(KindSpec::id))
                .contains("oaf-config-yaml");
        assertThat(Specs.forDocument(OafFormat.MCP_CONFIG, "ActiveMCP.json").map(KindSpec::id))
                .contains("oaf-active-mcp");
        assertThat(Specs.forKind(ThreeMdFormat.AGENT)).extracting(KindSpec::id)
                .containsExactly("threemd-agent", "threemd-agent-plane");
        assertThat(Specs.forDocument(ThreeMdFormat.AGENT, "dev.3md").map(KindSpec::id)).contains("threemd-agent");
        assertThat(Specs.forDocument(McpFormat.METAAGENTS_MCP, "io.example_mcp.json").map(KindSpec::id))
                .contains("metaagents-mcp");
        assertThat(Specs.forKind(MetaAgentsFormat.CHANGELOG)).isEmpty();
        assertThat(Specs.forKind(AgentsMdFormat.PLAIN_AGENTS_MD)).isEmpty();
        for (var kind : List.of(SkillsFormat.AGENT_SKILL, SkillsFormat.WORKSPACE_SKILL, MetaAgentsFormat.SKILL,
                MetaAgentsFormat.AGENT, McpFormat.WORKSPACE_MCP_CONFIG, OafFormat.AGENT,
                ThreeMdFormat.DOCUMENT)) {
            var specs = Specs.forKind(kind);
            assertThat(specs).as(kind.id()).hasSize(1);
            String file = specs.get(0).fileName().replace("*", "x");
            assertThat(Specs.forDocument(kind, file)).as(kind.id()).containsSame(specs.get(0));
        }
    }

    @Test
    void requiredFieldsFollowTheSpecs() {
        assertThat(required("agent-skill")).containsExactly("name", "description");
        assertThat(required("workspace-skill")).as("description is optional there").containsExactly("name");
        assertThat(required("metaagents-skill")).containsExactly("name", "description", "version");
        assertThat(required("metaagents-agent")).containsExactly("name", "description", "version");
        assertThat(required("oaf-agent")).containsExactly("name", "vendorKey", "agentKey", "version", "slug",
                "description", "author", "license", "tags");
        assertThat(required("metaagents-mcp")).containsExactly("_meta");
        assertThat(required("mcp-json")).containsExactly("mcpServers");
        assertThat(required("agent-plugin-manifest")).containsExactly("$schema", "name");
        assertThat(required("agent-plugin-mcp-config")).containsExactly("$schema", "mcpServers");
        assertThat(required("threemd-agent")).containsExactly("3md");
        assertThat(Specs.byId("threemd-agent").orElseThrow().anyRequired()).containsExactly("agent", "title");
        assertThat(required("threemd-agent-plane")).containsExactly("z");
        assertThat(required("catalog-studio-yaml")).isEmpty();
    }

    @Test
    void fieldsAreInWritingOrder() {
        assertThat(Specs.byId("agent-skill").orElseThrow().knownKeys()).startsWith("name", "description", "license",
                "compatibility", "metadata", "allowed-tools");
        assertThat(Specs.byId("metaagents-skill").orElseThrow().knownKeys()).startsWith("name", "scope",
                "description", "version", "prereqs", "dependencies");
        assertThat(Specs.byId("oaf-agent").orElseThrow().knownKeys()).containsExactly("name", "vendorKey", "agentKey",
                "version", "slug", "description", "author", "license", "tags", "skills", "packs", "weblets",
                "mcpServers", "agents", "orchestration", "tools", "config", "memory", "model", "harnessConfig");
        assertThat(Specs.byId("metaagents-mcp").orElseThrow().knownKeys()).startsWith("_meta", "type", "command",
                "args", "env");
        assertThat(Specs.byId("threemd-agent-plane").orElseThrow().knownKeys()).startsWith("z", "label", "kind",
                "triggers", "inputs", "tool", "cost");
    }

    @Test
    void skillNamesReuseTheRulesGrammarAndLimits() {
        for (String id : List.of("agent-skill", "workspace-skill", "metaskill", "metaagents-skill",
                "metaagents-agent")) {
            var name = Specs.byId(id).orElseThrow().field("name").orElseThrow();
            assertThat(name.pattern()).as(id).isEqualTo("^" + FrontmatterFields.NAME.pattern() + "$");
            assertThat(name.maxLength()).as(id).isEqualTo(FrontmatterFields.NAME_MAX);
            assertThat(name.lengthUnit()).isEqualTo(LengthUnit.CHARACTERS);
            var description = Specs.byId(id).orElseThrow().field("description").orElseThrow();
            assertThat(description.maxLength()).as(id).isEqualTo(FrontmatterFields.DESCRIPTION_MAX);
        }
        var scope = Specs.byId("metaagents-skill").orElseThrow().field("scope").orElseThrow();
        assertThat(scope.maxLength()).isEqualTo(MetaAgentsRules.SCOPE_MAX);
    }

    @Test
    void semverPatternAgreesWithSemVer() {
        var pattern = Pattern.compile(Patterns.SEMVER);
        for (String v : List.of("1.0.0", "0.0.0", "10.20.30", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-0.3.7",
                "1.0.0+build.1", "1.0.0-rc.1+build", "1.0", "1", "01.0.0", "1.0.0-", "1.0.0-01", "v1.0.0", " 1.0.0",
                "1.0.0.0", "1.0.0+", "1.0.0-a..b", "123456789012345678.0.0", "1234567890123456789.0.0")) {
            assertThat(pattern.matcher(v).find()).as(v).isEqualTo(SemVer.parse(v).isPresent());
        }
    }

    @Test
    void decimalPatternAgreesWithThe3mdGrammar() {
        var pattern = Pattern.compile(Patterns.DECIMAL);
        for (String v : List.of("0", "-2.5", "+3", "1.", ".5", "1e3", "1E-3", "-.5e+2", "", ".", "e3", "1e", "0x1F",
                "inf", "nan", "1,5", " 1", "1 ", "--1", "1.2.3")) {
            assertThat(pattern.matcher(v).find()).as("'%s'", v).isEqualTo(Decimal.parse(v).isPresent());
        }
    }

    @Test
    void originPatternAgreesWithOrigin() {
        var pattern = Pattern.compile(Patterns.ORIGIN);
        for (String v : List.of("https://github.com/acme/catalog/tree/main", "https://github.com/acme/catalog/tree/"
                        + "main/skills/x", "https://github.com/acme/catalog/tree/v1.2/", "file:/home/me/catalog",
                "file:C:/catalog", "http://github.com/acme/catalog/tree/main", "https://github.com/acme/catalog",
                "https://github.com/-acme/catalog/tree/main", "file:relative/path", "skills/x", "")) {
            assertThat(pattern.matcher(v).find()).as(v).isEqualTo(Origin.parse(v).isPresent());
        }
    }

    @Test
    void patternsArePortableToEcmaScript() {
        var forbidden = List.of("(?<", "(?i", "(?s", "(?m", "(?>", "\\p{", "\\P{", "\\A", "\\z", "\\Z", "\\h", "\\Q",
                "++", "*+", "?+", "}+", "&&");
        for (var field : allFields()) {
            if (field.pattern() != null) {
                assertThat(forbidden).as("%s: %s", field.name(), field.pattern())
                        .noneMatch(f -> field.pattern().contains(f));
            }
        }
    }

    @Test
    void everyFieldSaysWhatItIsAndWhereItComesFrom() {
        // Our own pages under docs/, and Agent Plugins 1.0, a published spec that ../shared/specs does not hold (its
        // rules link it).
        var specFiles = new HashSet<String>(List.of("Agent Plugins 1.0"));
        try (Stream<java.nio.file.Path> docs = Files.list(java.nio.file.Path.of("..", "docs"))) {
            docs.forEach(p -> specFiles.add("docs/" + p.getFileName()));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        int own = specFiles.size();
        var specs = SharedFolder.path().resolve("specs");
        if (Files.isDirectory(specs)) {
            try (Stream<java.nio.file.Path> list = Files.list(specs)) {
                list.forEach(p -> specFiles.add(p.getFileName().toString()));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        for (var field : allFields()) {
            assertThat(field.help()).as(field.name()).endsWith(".").doesNotContain("\n");
            assertThat(field.specSection()).as(field.name()).contains(" § ");
            if (specFiles.size() > own) {
                assertThat(specFiles).as("%s comes from %s", field.name(), field.specSection())
                        .contains(field.specSection().substring(0, field.specSection().indexOf(" § ")));
            }
        }
        Specs.all().forEach(s -> assertThat(s.help()).as(s.id()).endsWith("."));
    }

    @Test
    void aFieldSpecRejectsContradictions() {
        assertThatThrownBy(() -> FieldSpec.field("x", FieldType.BOOLEAN).pattern("a").help("X.").spec("a § b").build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("string constraints");
        assertThatThrownBy(() -> FieldSpec.field("x", FieldType.STRING).pattern("(").help("X.").spec("a § b").build())
                .hasMessageContaining("does not compile");
        assertThatThrownBy(() -> FieldSpec.field("x", FieldType.STRING).fields(FieldSpec.field("y", FieldType.STRING)
                .help("Y.").spec("a § b").build()).help("X.").spec("a § b").build())
                .hasMessageContaining("no nested fields");
        assertThatThrownBy(() -> FieldSpec.field("x", FieldType.STRING).length(5, 2, LengthUnit.CHARACTERS).help("X.")
                .spec("a § b").build()).hasMessageContaining("inverted");
        assertThatThrownBy(() -> FieldSpec.field("x", FieldType.STRING).length(null, 2, null).help("X.").spec("a § b")
                .build()).hasMessageContaining("length unit");
        assertThatThrownBy(() -> FieldSpec.field("x", FieldType.STRING).help("two\nlines").spec("a § b").build())
                .hasMessageContaining("one line");
        assertThatThrownBy(() -> FieldSpec.field("x", FieldType.NUMBER).range("2", "1").help("X.").spec("a § b")
                .build()).hasMessageContaining("inverted");
        assertThatThrownBy(() -> FieldSpec.field("x", FieldType.OBJECT).anyRequired("y").help("X.").spec("a § b")
                .build()).hasMessageContaining("anyRequired");
    }

    private static List<String> required(String id) {
        return Specs.byId(id).orElseThrow().requiredKeys();
    }

    private static List<FieldSpec> allFields() {
        var out = new ArrayList<FieldSpec>();
        Specs.all().forEach(s -> collect(s.fields(), out));
        return out;
    }

    private static void collect(List<FieldSpec> fields, List<FieldSpec> out) {
        for (var field : fields) {
            out.add(field);
            collect(field.fields(), out);
        }
    }
}
