package dev.catalogstudio.model.format.oaf;

import static dev.catalogstudio.model.format.oaf.OafTexts.AGENT;
import static dev.catalogstudio.model.format.oaf.OafTexts.check;
import static dev.catalogstudio.model.format.oaf.OafTexts.files;
import static dev.catalogstudio.model.format.oaf.OafTexts.messages;
import static dev.catalogstudio.model.format.oaf.OafTexts.ranges;
import static dev.catalogstudio.model.format.oaf.OafTexts.snapshot;
import static dev.catalogstudio.model.format.oaf.OafTexts.withFields;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import org.junit.jupiter.api.Test;

/** The OAF AGENTS.md rules (open-agent-format.md § AGENTS.md Format, § Field Definitions), one test per code. */
class OafAgentRulesTest {

    @Test
    void theValidManifestHasNoDiagnostics() {
        assertThat(check(AGENT)).isEmpty();
    }

    @Test
    void bodyFormatIsDetectedFromTheFirstCharacter() {
        assertThat(OafAgent.of(FrontmatterDocument.parse(SourceText.of(AGENT))).bodyFormat())
                .isEqualTo(OafBodyFormat.STRUCTURED);
        assertThat(OafBodyFormat.of("\n\n  # Title\n")).isEqualTo(OafBodyFormat.STRUCTURED);
        assertThat(OafBodyFormat.of("You are a code reviewer.\n# not first")).isEqualTo(OafBodyFormat.SYSTEM_PROMPT);
        assertThat(OafBodyFormat.of("")).isEqualTo(OafBodyFormat.SYSTEM_PROMPT);
    }

    @Test
    void oafSlugMismatch() {
        var diagnostics = check(AGENT.replace("slug: \"acme/helper\"", "slug: \"acme/other\""));
        assertThat(ranges(diagnostics, Rule.OAF_SLUG_MISMATCH)).containsExactly("6:7-6:19");
        var fix = diagnostics.get(0).fixes().get(0);
        assertThat(fix.title()).isEqualTo("Change to 'acme/helper'");
        assertThat(fix.applyTo(AGENT.replace("acme/helper\"", "acme/other\""))).contains("slug: \"acme/helper\"");
        assertThat(messages(diagnostics, Rule.OAF_SLUG_MISMATCH).get(0)).contains("'acme/helper'");
    }

    @Test
    void oafKeyFormat() {
        var diagnostics = check(AGENT.replace("agentKey: \"helper\"", "agentKey: \"Help_Desk\"")
                .replace("acme/helper", "acme/Help_Desk"));
        assertThat(ranges(diagnostics, Rule.OAF_KEY_FORMAT)).containsExactly("4:11-4:22");
        assertThat(messages(diagnostics, Rule.OAF_KEY_FORMAT).get(0)).contains("'help-desk'");
        assertThat(diagnostics).extracting(d -> d.rule()).containsOnly(Rule.OAF_KEY_FORMAT);
        assertThat(check(AGENT.replace("\"acme\"", "\"acme-2\"").replace("acme/", "acme-2/"))).isEmpty();
    }

    @Test
    void oafNameLength() {
        assertThat(ranges(check(AGENT.replace("\"Helper\"", "\"\"")), Rule.OAF_NAME_LENGTH)).containsExactly("2:7-2:9");
        String longName = "é".repeat(101);
        assertThat(ranges(check(AGENT.replace("Helper\"", longName + "\"")), Rule.OAF_NAME_LENGTH))
                .containsExactly("2:7-2:110");
        assertThat(check(AGENT.replace("Helper\"", "é".repeat(100) + "\""))).isEmpty();
    }

    @Test
    void oafDescriptionLength() {
        var shortOne = check(AGENT.replaceFirst("description: \".*\"", "description: \"Helps.\""));
        assertThat(ranges(shortOne, Rule.OAF_DESCRIPTION_LENGTH)).containsExactly("7:14-7:22");
        var longOne = check(AGENT.replaceFirst("description: \".*\"", "description: \"" + "x".repeat(501) + "\""));
        assertThat(messages(longOne, Rule.OAF_DESCRIPTION_LENGTH)).singleElement().asString().contains("501");
        assertThat(check(AGENT.replaceFirst("description: \".*\"", "description: \"" + "x".repeat(50) + "\"")))
                .isEmpty();
        assertThat(check(AGENT.replaceFirst("description: \".*\"", "description: \"  \"")))
                .extracting(d -> d.rule()).containsExactly(Rule.DESCRIPTION_EMPTY);
    }

    @Test
    void oafLicenseSpdx() {
        var diagnostics = check(AGENT.replace("license: \"MIT\"", "license: \"MIT OR Foo\""));
        assertThat(ranges(diagnostics, Rule.OAF_LICENSE_SPDX)).containsExactly("9:18-9:21");
        assertThat(ranges(check(AGENT.replace("license: \"MIT\"", "license: GPL-3.0")), Rule.OAF_LICENSE_SPDX))
                .containsExactly("9:10-9:17");
        assertThat(check(AGENT.replace("license: \"MIT\"", "license: \"(MIT AND BSD-3-Clause) OR LicenseRef-Acme\"")))
                .isEmpty();
    }

    @Test
    void oafEnum() {
        String text = withFields("""
                skills:
                  - name: "notes"
                    source: "github"
                weblets:
                  - {vendor: "stripe", weblet: "pay", version: "1.0.0", launch: "OnDemand"}
                memory:
                  type: "scratch"
                model: "gpt"
                """);
        var diagnostics = check(text);
        assertThat(ranges(diagnostics, Rule.OAF_ENUM)).containsExactly("13:13-13:21", "15:65-15:75", "17:9-17:18",
                "18:8-18:13");
        var launch = diagnostics.stream().filter(d -> d.rule() == Rule.OAF_ENUM).toList().get(1);
        assertThat(launch.fixes()).singleElement().satisfies(f -> assertThat(f.applyTo(text))
                .contains("launch: \"onDemand\""));
        assertThat(check(withFields("skills:\n  - {name: \"notes\", source: \"https://example.com/.well-known/skills/"
                + "notes\"}\nmodel: \"opus\"\nmemory: {type: \"read-only\"}\n"))).isEmpty();
    }

    @Test
    void oafRange() {
        var diagnostics = check(withFields("config:\n  temperature: 1.01\n  max_tokens: 2.5\n"));
        assertThat(ranges(diagnostics, Rule.OAF_RANGE)).containsExactly("12:16-12:20", "13:15-13:18");
        assertThat(ranges(check(withFields("config:\n  temperature: -0.1\n  max_tokens: 0\n")), Rule.OAF_RANGE))
                .hasSize(2);
        assertThat(ranges(check(withFields("config: {temperature: .nan}\n")), Rule.OAF_RANGE)).hasSize(1);
        assertThat(check(withFields("config:\n  temperature: 1\n  max_tokens: 0x1000\n"))).isEmpty();
        assertThat(check(withFields("config:\n  temperature: \"0.5\"\n"))).extracting(d -> d.rule())
                .containsExactly(Rule.FIELD_TYPE);
    }

    @Test
    void oafLocalSkillMissing() {
        String text = withFields("""
                skills:
                  - {vendor: "local", skill: "notes", version: "1.0.0", source: "local"}
                  - {name: "drafts", source: "local"}
                  - {vendor: "anthropic", skill: "web-search", source: "registry"}
                """);
        assertThat(ranges(check(text), Rule.OAF_LOCAL_SKILL_MISSING)).containsExactly("12:30-12:37", "13:12-13:20");
        var context = OafContext.root(files("skills/notes/SKILL.md", "skills/drafts/SKILL.md"), false);
        assertThat(check(text, context)).isEmpty();
        assertThat(check(text, snapshot("v1.0.0", null))).isEmpty();
    }

    @Test
    void oafConfigDirMissing() {
        String text = withFields("""
                mcpServers:
                  - {vendor: "block", server: "filesystem", version: "1.0.0", configDir: "mcp-configs/fs"}
                  - {vendor: "block", server: "db", version: "1.0.0"}
                  - {vendor: "block", server: "up", version: "1.0.0", configDir: "../up"}
                """);
        var diagnostics = check(text, OafContext.root(files("mcp-configs/fs/ActiveMCP.json"), false));
        assertThat(ranges(diagnostics, Rule.OAF_CONFIG_DIR_MISSING)).containsExactly("12:74-12:90", "13:6-13:12",
                "14:66-14:73");
        assertThat(messages(diagnostics, Rule.OAF_CONFIG_DIR_MISSING).get(0)).contains("lacks config.yaml");
        String fine = withFields("mcpServers:\n  - {vendor: \"block\", server: \"fs\", configDir: "
                + "\"./mcp-configs/fs/\"}\n");
        assertThat(check(fine, OafContext.root(files("mcp-configs/fs/ActiveMCP.json", "mcp-configs/fs/config.yaml"),
                false))).isEmpty();
    }

    @Test
    void oafToolConflict() {
        String text = withFields("tools: [\"Read\", \"Bash\"]\nconfig:\n  tools:\n    allowed: [\"edit\"]\n"
                + "    denied: [\"Bash\", \"edit\", \"net\"]\n");
        assertThat(ranges(check(text), Rule.OAF_TOOL_CONFLICT)).containsExactly("15:14-15:20", "15:22-15:28");
        assertThat(check(withFields("config:\n  tools: {allowed: [\"a\"], denied: [\"b\"]}\n"))).isEmpty();
    }

    @Test
    void oafVersionDir() {
        String current = AGENT.replace("version: \"1.0.0\"", "version: \"2.0.0\"");
        assertThat(ranges(check(AGENT, snapshot("latest", current)), Rule.OAF_VERSION_DIR))
                .containsExactly("5:10-5:17");
        var differs = check(AGENT, snapshot("v1.0.1", current));
        assertThat(ranges(differs, Rule.OAF_VERSION_DIR)).containsExactly("5:10-5:17");
        assertThat(differs.get(0).fixes().get(0).applyTo(AGENT)).contains("version: \"1.0.1\"");
        assertThat(messages(check(AGENT, snapshot("v1.0.0", AGENT.replace("\"1.0.0\"", "\"0.9.0\""))),
                Rule.OAF_VERSION_DIR)).singleElement().asString().contains("newer than the root AGENTS.md (0.9.0)");
        assertThat(check(AGENT, snapshot("v1.0.0", current))).isEmpty();
        assertThat(ranges(check("no frontmatter\n", snapshot("old", current)), Rule.OAF_VERSION_DIR))
                .containsExactly("1:1-1:15");
    }

    @Test
    void oafHeading() {
        String noSection = AGENT.replace("## Core Responsibilities", "### Core Responsibilities");
        assertThat(ranges(check(noSection), Rule.OAF_HEADING)).containsExactly("12:1-12:16");
        String fenced = AGENT.replace("## Core Responsibilities", "```\n## Not a heading\n```");
        assertThat(ranges(check(fenced), Rule.OAF_HEADING)).hasSize(1);
        String prompt = AGENT.substring(0, AGENT.indexOf("# Agent")) + "You are a helper. Answer briefly.\n";
        assertThat(check(prompt)).isEmpty();
        assertThat(check(noSection, OafContext.root(files(), true))).isEmpty();
    }

    @Test
    void oafGeneratedFile() {
        var diagnostics = check(AGENT, OafContext.root(new java.util.TreeMap<>(), false));
        assertThat(ranges(diagnostics, Rule.OAF_GENERATED_FILE)).containsExactly("1:1-1:4", "9:10-9:15");
        assertThat(diagnostics).allSatisfy(d -> assertThat(d.fixes()).isEmpty());
        assertThat(check(AGENT, OafContext.root(files("LICENSE.md"), false))).isEmpty();
        assertThat(check(AGENT, snapshot("v1.0.0", null))).isEmpty();
    }

    @Test
    void frontmatterMissingOnASnapshotAndFieldsRequired() {
        assertThat(check("Just text.\n", snapshot("v1.0.0", null))).extracting(d -> d.rule())
                .contains(Rule.FRONTMATTER_MISSING);
        assertThat(check("---\nslug: \"a/b\"\n---\nPrompt.\n")).extracting(d -> d.rule()).containsOnly(
                Rule.FIELD_REQUIRED).hasSize(8);
        assertThat(check(withFields("x_team: \"core\"\ncolour: \"blue\"\n"))).extracting(d -> d.rule())
                .containsExactly(Rule.FIELD_UNKNOWN);
    }

    /**
     * An AGENTS.md whose frontmatter does not parse but names a marker key is still an OAF manifest, so its YAML error
     * is said; a plain AGENTS.md between two thematic breaks stays plain, with nothing to say.
     */
    @Test
    void aManifestWhoseYamlDoesNotParseStillHasItsErrorSaid(@org.junit.jupiter.api.io.TempDir java.nio.file.Path temp)
            throws Exception {
        java.nio.file.Files.createDirectories(temp.resolve("agent"));
        java.nio.file.Files.writeString(temp.resolve("agent/AGENTS.md"), "---\nname: \"Helper\"\nvendorKey: acme\n"
                + "description: [unclosed\n---\n\nHelp.\n");
        java.nio.file.Files.createDirectories(temp.resolve("plain"));
        java.nio.file.Files.writeString(temp.resolve("plain/AGENTS.md"), "---\n[an aside, not YAML\n---\n\nNotes.\n");
        var checked = new dev.catalogstudio.model.workspace.CatalogChecker().check(temp,
                dev.catalogstudio.model.workspace.ProgressListener.NONE);
        assertThat(checked.diagnostics()).anySatisfy(d -> {
            assertThat(d.path()).isEqualTo("agent/AGENTS.md");
            assertThat(d.diagnostic().code()).isEqualTo("yaml-syntax");
        });
        assertThat(checked.diagnostics()).noneMatch(d -> d.path().equals("plain/AGENTS.md"));
    }
}
