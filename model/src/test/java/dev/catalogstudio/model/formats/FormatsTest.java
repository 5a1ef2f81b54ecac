package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.Structure;
import dev.catalogstudio.model.format.markdown.AgentsMdFormat;
import dev.catalogstudio.model.format.mcp.McpConfig;
import dev.catalogstudio.model.format.mcp.McpFile;
import dev.catalogstudio.model.format.metaagents.Changelog;
import dev.catalogstudio.model.format.metaagents.MetaAgentsFormat;
import dev.catalogstudio.model.format.oaf.OafFormat;
import dev.catalogstudio.model.format.skills.SkillsFormat;
import dev.catalogstudio.model.format.threemd.ThreeMdDocument;
import dev.catalogstudio.model.format.threemd.agent.ThreeMdFormat;
import dev.catalogstudio.model.text.SourceText;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The format registry: one owner per kind, the reader and classification precedence of RULES.md. */
class FormatsTest {

    private static final Structure NONE = new Structure(Set.of(), Set.of(), path -> false);

    @Test
    void everyKindButOtherHasExactlyOneOwningFormat() {
        var owned = new HashSet<DocumentKind>();
        for (var format : Formats.ALL) {
            for (var kind : format.kinds()) {
                assertThat(owned.add(kind)).as("%s claimed twice", kind).isTrue();
                assertThat(Formats.owner(kind)).containsSame(format);
            }
        }
        assertThat(Formats.kinds()).containsExactlyInAnyOrderElementsOf(owned).doesNotContain(DocumentKind.OTHER);
        assertThat(owned.stream().map(DocumentKind::id).distinct()).hasSameSizeAs(owned);
        assertThat(Formats.owner(DocumentKind.OTHER)).isEmpty();
        assertThat(Formats.checkers(DocumentKind.OTHER)).isEmpty();
    }

    @Test
    void aMetaAgentsSkillIsCheckedByItsOwnerThenByTheFormatsThatEmbedASkill() {
        assertThat(Formats.checkers(MetaAgentsFormat.SKILL)).extracting(f -> f.getClass().getSimpleName())
                .containsExactly("MetaAgentsFormat", "SkillsFormat", "AgentPluginsFormat", "MetaskillFormat");
        assertThat(Formats.checkers(MetaAgentsFormat.AGENT)).extracting(f -> f.getClass().getSimpleName())
                .containsExactly("MetaAgentsFormat");
        assertThat(Formats.checkers(SkillsFormat.WORKSPACE_SKILL)).extracting(f -> f.getClass().getSimpleName())
                .containsExactly("SkillsFormat", "AgentPluginsFormat", "MetaskillFormat");
    }

    @Test
    void onlyTheFirstFormatThatDeclaresFolderRolesForADocumentIsHeard() {
        var oaf = Formats.parse("agents/a/AGENTS.md", SourceText.of("---\nvendorKey: acme\nagentKey: a\nversion: 1.0.0\n---\n"));
        assertThat(Formats.roles("agents/a/AGENTS.md", oaf)).extracting(Structure.FolderRole::role)
                .containsExactly(Structure.Role.OAF_AGENT);
        var entry = Formats.parse("agents/a/AGENTS.md", SourceText.of("---\nname: a\nscope: acme\nversion: 1.0.0\n---\n"));
        assertThat(Formats.roles("agents/a/AGENTS.md", entry)).extracting(Structure.FolderRole::role)
                .containsExactly(Structure.Role.METAAGENTS_CATALOG);
    }

    @Test
    void documentsAreTheFilesSomeFormatReads() {
        assertThat(Formats.isDocument("skills/a/SKILL.md")).isTrue();
        assertThat(Formats.isDocument("AGENTS.md")).isTrue();
        assertThat(Formats.isDocument("skills/a/CHANGELOG.md")).isTrue();
        assertThat(Formats.isDocument("mcps/com.acme_x.json")).isTrue();
        assertThat(Formats.isDocument(".mcp.json")).isTrue();
        assertThat(Formats.isDocument("agent/mcp-configs/github/ActiveMCP.json")).isTrue();
        assertThat(Formats.isDocument("agent/mcp-configs/github/config.yaml")).isTrue();
        assertThat(Formats.isDocument("flip.3md")).isTrue();
        assertThat(Formats.isDocument("skills/a/references/guide.md")).isFalse();
        assertThat(Formats.isDocument("skills/a/SKILL.star")).isTrue();
        assertThat(Formats.isDocument("skills/a/other.star")).isFalse();
        assertThat(Formats.isDocument("config.yaml")).isFalse();
    }

    @Test
    void eachFileIsParsedIntoItsTypedProduct() {
        assertThat(Formats.parse("x/SKILL.md", SourceText.of("---\nname: x\n---\n"))).isInstanceOf(Parsed.Markdown.class);
        assertThat(Formats.parse("x/CHANGELOG.md", SourceText.of("# Changelog\n")).model(Changelog.class)).isPresent();
        assertThat(Formats.parse("mcps/a.json", SourceText.of("{}"))).isInstanceOf(Parsed.Json.class)
                .extracting(p -> p.model(McpFile.class)).matches(java.util.Optional::isPresent);
        assertThat(Formats.parse(".mcp.json", SourceText.of("{}"))).isInstanceOf(Parsed.Json.class)
                .extracting(p -> p.model(McpConfig.class)).matches(java.util.Optional::isPresent);
        assertThat(Formats.parse("a/mcp-configs/s/ActiveMCP.json", SourceText.of("{}"))).isInstanceOf(Parsed.Json.class);
        assertThat(Formats.parse("a/mcp-configs/s/config.yaml", SourceText.of("a: 1\n")))
                .isInstanceOf(Parsed.Yaml.class);
        assertThat(Formats.parse("a.3md", SourceText.of("plain\n"))).isInstanceOf(Parsed.Own.class)
                .extracting(p -> p.model(ThreeMdDocument.class)).matches(java.util.Optional::isPresent);
    }

    @Test
    void classificationFollowsThePrecedenceOfRulesMd() {
        var oafAgent = Formats.parse("a/AGENTS.md", SourceText.of("---\nvendorKey: acme\nagentKey: a\n---\n"));
        var plainAgent = Formats.parse("a/AGENTS.md", SourceText.of("# Notes\n"));
        var skill = Formats.parse("skills/a/SKILL.md", SourceText.of("---\nname: a\nversion: 1.0.0\n---\n"));
        var catalog = new Structure(Set.of(""), Set.of("oaf"), path -> path.equals("skills/a/SKILL.md"));

        assertThat(Formats.classify("a/AGENTS.md", oafAgent, NONE)).isEqualTo(OafFormat.AGENT);
        assertThat(Formats.classify("a/AGENTS.md", plainAgent, NONE)).isEqualTo(AgentsMdFormat.PLAIN_AGENTS_MD);
        assertThat(Formats.classify("skills/a/SKILL.md", skill, catalog)).isEqualTo(MetaAgentsFormat.SKILL);
        assertThat(Formats.classify("skills/a/SKILL.md", skill, NONE)).isEqualTo(SkillsFormat.AGENT_SKILL);
        assertThat(Formats.classify(".agents/skills/a/SKILL.md", skill, new Structure(Set.of(".agents"), Set.of(),
                p -> true))).isEqualTo(SkillsFormat.WORKSPACE_SKILL);
        assertThat(Formats.classify("skills/a/CHANGELOG.md", null, catalog)).isEqualTo(MetaAgentsFormat.CHANGELOG);
        assertThat(Formats.classify("notes/CHANGELOG.md", null, catalog)).isEqualTo(DocumentKind.OTHER);
        assertThat(Formats.classify("oaf/versions/v1/AGENTS.md", plainAgent, catalog))
                .isEqualTo(OafFormat.AGENT);
        assertThat(Formats.classify("oaf/mcp-configs/s/config.yaml", null, catalog))
                .isEqualTo(OafFormat.MCP_CONFIG);
        assertThat(Formats.classify("other/mcp-configs/s/config.yaml", null, catalog)).isEqualTo(DocumentKind.OTHER);
    }

    @Test
    void folderRolesComeFromEveryFormatReadingTheFile() {
        var versioned = Formats.parse("cat/skills/a/SKILL.md", SourceText.of("---\nname: a\nscope: s\nversion: 1.0.0\n---\n"));
        var versionOnly = Formats.parse("cat/skills/a/SKILL.md", SourceText.of("---\nname: a\nversion: 1.0.0\n---\n"));
        assertThat(Formats.roles("cat/skills/a/SKILL.md", versionOnly)).isEmpty();
        var oaf = Formats.parse("x/AGENTS.md", SourceText.of("---\nslug: x\n---\n"));
        assertThat(Formats.roles("cat/skills/a/SKILL.md", versioned))
                .containsExactly(new Structure.FolderRole(Structure.Role.METAAGENTS_CATALOG, "cat"));
        assertThat(Formats.roles("x/AGENTS.md", oaf))
                .containsExactly(new Structure.FolderRole(Structure.Role.OAF_AGENT, "x"));
        assertThat(Formats.roles(".agents/skills/a/SKILL.md", versioned)).isEmpty();
        assertThat(Formats.roles("x/AGENTS.md", null)).isEmpty();
    }

    @Test
    void editorLanguageFollowsTheKindAndTheFileName() {
        assertThat(ThreeMdFormat.AGENT.language("a.3md")).isEqualTo(EditorLanguage.THREEMD);
        assertThat(OafFormat.MCP_CONFIG.language("config.yaml")).isEqualTo(EditorLanguage.YAML);
        assertThat(OafFormat.MCP_CONFIG.language("ActiveMCP.json")).isEqualTo(EditorLanguage.JSON);
        assertThat(DocumentKind.OTHER.language("SKILL.star")).isEqualTo(EditorLanguage.STARLARK);
        assertThat(DocumentKind.OTHER.language("notes.txt")).isEqualTo(EditorLanguage.PLAIN);
    }
}
