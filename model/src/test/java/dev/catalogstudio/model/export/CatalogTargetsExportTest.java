package dev.catalogstudio.model.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The targets that keep one file per MCP server and that have no plugin: MetaAgents' {@code mcps/} files
 * (shared/specs/metaagents.md § Frontmatter / format — MCP) and the OAF package of agent folders
 * (shared/specs/open-agent-format-0.8.md § Packaging, § MCP Configs Directory), with the project's export facts.
 */
class CatalogTargetsExportTest {

    @TempDir
    Path temp;

    private static final String SERVERS = """
            {
              "mcpServers": {
                "tracker": {
                  "type": "http",
                  "url": "https://tracker.example.com/mcp",
                  "headers": {"Authorization": "Bearer ${TRACKER_TOKEN}", "X-Team": "core"}
                },
                "db": {"command": "node", "args": ["${CLAUDE_PLUGIN_ROOT}/servers/db.js"]},
                "search": {
                  "command": "npx",
                  "args": ["-y", "search-mcp"],
                  "env": {"SEARCH_KEY": "${SEARCH_KEY}", "MODE": "fast"}
                },
                "shell": {"command": "bash", "args": ["-c", "run-it"]},
                "My Server!": {"command": "uvx", "args": ["my-server"]}
              }
            }
            """;

    /** A Claude Code plugin {@code acme-tools} with {@code files} beside its manifest and {@code .mcp.json}. */
    private Path plugin(Map<String, String> files) throws Exception {
        Path src = temp.resolve("src/acme-tools");
        Files.createDirectories(src.resolve(".claude-plugin"));
        Files.writeString(src.resolve(".claude-plugin/plugin.json"), """
                {
                  "name": "acme-tools",
                  "version": "2.1.0",
                  "description": "Operations tools of Acme.",
                  "author": {"name": "Acme Corp", "email": "ops@acme.example"},
                  "license": "MIT",
                  "keywords": ["ops"]
                }
                """);
        Files.writeString(src.resolve(".mcp.json"), SERVERS);
        for (var file : files.entrySet()) {
            Files.createDirectories(src.resolve(file.getKey()).getParent());
            Files.writeString(src.resolve(file.getKey()), file.getValue());
        }
        return src;
    }

    private static ExportPlan plan(Path src, ExportTarget target) throws ExportException {
        return Exporter.plan(src, target, ExportFixtures.facts(true));
    }

    private static Map<String, String> files(ExportPlan plan) {
        return plan.files().stream().collect(Collectors.toMap(PlannedFile::path,
                f -> new String(f.bytes(), java.nio.charset.StandardCharsets.UTF_8)));
    }

    private static Loss loss(ExportPlan plan, String item) {
        return plan.losses().stream().filter(l -> l.item().equals(item)).findFirst()
                .orElseThrow(() -> new AssertionError("no loss for " + item + " in " + plan.losses()));
    }

    @Test
    void metaAgentsGetsOneFilePerServerNamedByItsFqnAndLeavesOutWhatItsRulesReject() throws Exception {
        Path src = plugin(Map.of());
        var plan = plan(src, ExportTarget.METAAGENTS);
        var files = files(plan);

        assertThat(files.keySet()).filteredOn(p -> p.startsWith("mcps/")).containsExactlyInAnyOrder(
                "mcps/acme-tools_tracker.json", "mcps/acme-tools_search.json", "mcps/acme-tools_My-Server.json");
        // The canonical layout, _meta first; the header holding an environment reference left out, with its line.
        assertThat(files.get("mcps/acme-tools_tracker.json")).isEqualTo("""
                {
                  "_meta": {
                    "name": "acme-tools/tracker"
                  },
                  "type": "http",
                  "url": "https://tracker.example.com/mcp",
                  "headers": {
                    "X-Team": "core"
                  }
                }
                """);
        var header = loss(plan, "mcpServers.tracker.headers.Authorization");
        assertThat(header.action()).isEqualTo(LossAction.DROPPED);
        assertThat(header.line()).isEqualTo(6);
        assertThat(files.get("mcps/acme-tools_search.json")).contains("\"MODE\": \"fast\"").doesNotContain("SEARCH_KEY");
        assertThat(loss(plan, "mcpServers.search.env.SEARCH_KEY").action()).isEqualTo(LossAction.DROPPED);
        assertThat(files.get("mcps/acme-tools_My-Server.json")).contains("\"name\": \"acme-tools/My-Server\"");
        assertThat(loss(plan, "mcpServers.My Server!").action()).isEqualTo(LossAction.RENAMED);

        var db = loss(plan, "mcpServers.db");
        assertThat(db.action()).isEqualTo(LossAction.DROPPED);
        assertThat(db.line()).isEqualTo(8);
        assertThat(db.reason()).contains("${CLAUDE_PLUGIN_ROOT}");
        var shell = loss(plan, "mcpServers.shell");
        assertThat(shell.action()).isEqualTo(LossAction.DROPPED);
        assertThat(shell.reason()).contains("mcp-shell-wrapper");
        // A server that is not written reports only itself, none of its members.
        assertThat(plan.losses()).noneMatch(l -> l.item().startsWith("mcpServers.shell."));

        var result = Exporter.write(plan, temp.resolve("out"), ExportMode.NEW);
        assertThat(result.diagnostics()).as(result.diagnostics().toString())
                .noneMatch(d -> d.path().startsWith("mcps/"));
    }

    @Test
    void oafGetsAPackageWithOneSelfContainedAgentPerSubagent() throws Exception {
        String triage = "---\nname: triage\ndescription: Sorts incoming tickets by urgency.\n---\n\nSort them.\n";
        Path src = plugin(Map.of(
                "agents/reviewer.md", "---\nname: reviewer\ndescription: Reviews operations changes for risk, "
                        + "rollback plans and missing alerts.\ntools: Read, Grep\nmodel: sonnet\ncolor: blue\n---\n\n"
                        + "Review the change.\n",
                "agents/Release Planner.md", "---\nname: Release Planner\ndescription: Plans releases across the "
                        + "services of the operations team, step by step.\nmodel: inherit\n---\n\nPlan it.\n",
                "skills/triage/SKILL.md", triage));
        var plan = plan(src, ExportTarget.OAF);
        var files = files(plan);

        assertThat(files.get("PACKAGE.yaml")).isEqualTo("""
                format: "oaf-package"
                formatVersion: "1.0.0"
                version: "2.1.0"
                agents:
                  - slug: "acme-corp/release-planner"
                    version: "2.1.0"
                  - slug: "acme-corp/reviewer"
                    version: "2.1.0"
                contents:
                  mode: "bundled"
                """);
        String reviewer = files.get("reviewer/AGENTS.md");
        assertThat(reviewer).startsWith("""
                ---
                name: "reviewer"
                vendorKey: "acme-corp"
                agentKey: "reviewer"
                version: "2.1.0"
                slug: "acme-corp/reviewer"
                """);
        assertThat(reviewer).contains("author: \"Acme Corp\"\n", "license: \"MIT\"\n", "tags: [\"ops\"]\n",
                "skills:\n  - name: \"triage\"\n    source: \"local\"\n",
                "mcpServers:\n  - vendor: \"acme-corp\"\n    server: \"tracker\"\n    configDir: \"mcp-configs/tracker\"\n",
                "tools: [\"Read\", \"Grep\"]\n", "model: \"sonnet\"\n",
                "harnessConfig:\n  claude-code:\n    color: blue\n").endsWith("---\n\nReview the change.\n");
        assertThat(files.get("release-planner/AGENTS.md")).contains("name: \"Release Planner\"\n",
                "harnessConfig:\n  claude-code:\n    model: inherit\n");
        // Agents of a package share nothing: each folder has the skill, byte for byte, and the server's folder.
        for (String agent : List.of("reviewer", "release-planner")) {
            assertThat(files.get(agent + "/skills/triage/SKILL.md")).isEqualTo(triage);
            assertThat(files.get(agent + "/mcp-configs/tracker/config.yaml")).isEqualTo("""
                    vendor: "acme-corp"
                    server: "tracker"
                    connection:
                      type: "http"
                      url: "https://tracker.example.com/mcp"
                    auth:
                      type: "bearer"
                      token: "${TRACKER_TOKEN}"
                    """);
            assertThat(files.get(agent + "/mcp-configs/tracker/ActiveMCP.json")).contains("\"contextStrategy\": \"all\"");
        }
        assertThat(files.keySet()).noneMatch(p -> p.contains("mcp-configs/search") || p.contains("mcp-configs/db"));
        assertThat(loss(plan, "mcpServers.search").reason()).contains("cannot carry a stdio server", "no command");
        assertThat(loss(plan, "mcpServers.tracker.headers.X-Team").action()).isEqualTo(LossAction.DROPPED);
        assertThat(loss(plan, "mcpServers.tracker.headers.Authorization").action()).isEqualTo(LossAction.REWRITTEN);
        assertThat(loss(plan, "color").path()).isEqualTo("agents/reviewer.md");
        assertThat(loss(plan, "tools").action()).isEqualTo(LossAction.REWRITTEN);
        assertThat(loss(plan, "vendorKey").reason()).contains("acme-corp");
        assertThat(loss(plan, "author.email").action()).isEqualTo(LossAction.DROPPED);
        assertThat(loss(plan, "keywords").action()).isEqualTo(LossAction.RENAMED);

        Path out = temp.resolve("out");
        var result = Exporter.write(plan, out, ExportMode.NEW);
        assertThat(result.hasErrors()).as(result.diagnostics().toString()).isFalse();
        // The OAF rules reach the output: a slug out of step with its keys is an error there.
        Path agents = out.resolve("reviewer/AGENTS.md");
        Files.writeString(agents, Files.readString(agents).replace("slug: \"acme-corp/reviewer\"",
                "slug: \"acme-corp/other\""));
        var checked = new CatalogChecker().check(out, ProgressListener.NONE);
        assertThat(checked.diagnostics()).anySatisfy(d -> {
            assertThat(d.path()).isEqualTo("reviewer/AGENTS.md");
            assertThat(d.diagnostic().code()).isEqualTo("oaf-slug-mismatch");
        });
    }

    @Test
    void aPluginWithoutSubagentsBecomesOneAgentOfItself() throws Exception {
        Path src = plugin(Map.of("skills/triage/SKILL.md", "---\nname: triage\ndescription: Sorts tickets.\n---\n"));
        var plan = plan(src, ExportTarget.OAF);
        var files = files(plan);

        assertThat(files.keySet()).filteredOn(p -> p.endsWith("AGENTS.md")).containsExactly("acme-tools/AGENTS.md");
        assertThat(files.get("acme-tools/AGENTS.md")).contains("agentKey: \"acme-tools\"\n",
                "description: \"Operations tools of Acme.\"\n").endsWith("---\n\nOperations tools of Acme.\n");
        assertThat(loss(plan, "agent").action()).isEqualTo(LossAction.REWRITTEN);
        var result = Exporter.write(plan, temp.resolve("out"), ExportMode.NEW);
        assertThat(result.hasErrors()).as(result.diagnostics().toString()).isFalse();
    }

    @Test
    void aGivenVendorIsTheMcpNamespaceAndTheVendorKeyAndNoLossSaysItWasDerived() throws Exception {
        Path src = plugin(Map.of("agents/reviewer.md", "---\nname: reviewer\ndescription: Reviews.\n---\n\nReview.\n"));
        var meta = Exporter.plan(src, ExportTarget.METAAGENTS, "acme", ExportFixtures.facts(true));
        assertThat(files(meta)).containsKey("mcps/acme_tracker.json");
        assertThat(files(meta).get("mcps/acme_tracker.json")).contains("\"name\": \"acme/tracker\"");
        var oaf = Exporter.plan(src, ExportTarget.OAF, "acme", ExportFixtures.facts(true));
        assertThat(files(oaf).get("reviewer/AGENTS.md")).contains("vendorKey: \"acme\"\n", "slug: \"acme/reviewer\"\n");
        assertThat(files(oaf).get("reviewer/mcp-configs/tracker/config.yaml")).startsWith("vendor: \"acme\"\n");
        assertThat(oaf.losses()).noneMatch(l -> l.item().equals("vendorKey"));
        assertThat(oaf.vendor()).isEqualTo("acme");

        for (String bad : new String[] {"Acme", "acme_tools", "-acme", "a".repeat(65)}) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> Exporter.plan(src, ExportTarget.OAF, bad))
                    .isInstanceOf(ExportException.class).hasMessageContaining("kebab-case");
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Exporter.plan(src, ExportTarget.CODEX, "acme"))
                .isInstanceOf(ExportException.class).hasMessageContaining("codex has none");
    }

    @Test
    void aSkillFolderBecomesOneAgentWithItsOwnDescriptionAndEveryMadeUpFieldHasALine() throws Exception {
        Path src = temp.resolve("src/tidy");
        Files.createDirectories(src);
        String longName = "\ud83e\uddf9".repeat(60); // 60 code points, 120 UTF-16 units
        Files.writeString(src.resolve("SKILL.md"), "---\nname: tidy\ndescription: Tidies imports after every edit of "
                + "a Java file, keeping the order the team agreed.\nlicense: Apache-2.0\n---\n\nTidy.\n");
        var plan = plan(src, ExportTarget.OAF);
        var files = files(plan);

        assertThat(files.get("tidy/AGENTS.md")).contains("license: \"Apache-2.0\"\n",
                "description: \"Tidies imports after every edit of a Java file, keeping the order the team agreed.\"\n")
                .endsWith("---\n\nTidies imports after every edit of a Java file, keeping the order the team agreed.\n");
        assertThat(files.get("tidy/skills/tidy/SKILL.md")).isEqualTo(Files.readString(src.resolve("SKILL.md")));
        assertThat(plan.losses()).extracting(Loss::item).contains("agent", "version", "vendorKey", "author")
                .doesNotContain("license");

        // A display name over 100 characters is cut at a code point, and said so.
        Path named = plugin(Map.of("agents/long.md", "---\nname: " + longName + longName + "\ndescription: Long.\n"
                + "---\n\nLong.\n"));
        var cut = plan(named, ExportTarget.OAF);
        String agent = files(cut).get("long/AGENTS.md");
        String name = agent.substring(agent.indexOf("name: \"") + 7, agent.indexOf("\"\n"));
        assertThat(name.codePointCount(0, name.length())).isEqualTo(100);
        assertThat(Character.isHighSurrogate(name.charAt(name.length() - 1))).isFalse();
        assertThat(loss(cut, "name").path()).isEqualTo("agents/long.md");
    }

    /** The AGENTS.md files of {@code files}, each parsed: every one must be YAML the model reads without an error. */
    private static void allFrontmattersParse(Map<String, String> files) {
        for (var file : files.entrySet()) {
            if (file.getKey().endsWith("AGENTS.md") || file.getKey().endsWith(".yaml")) {
                String text = file.getKey().endsWith(".yaml") ? "---\n" + file.getValue() + "---\n" : file.getValue();
                var doc = dev.catalogstudio.model.yaml.FrontmatterDocument.parse(
                        dev.catalogstudio.model.text.SourceText.of(text));
                assertThat(doc.diagnostics()).as(file.getKey() + ":\n" + file.getValue()).isEmpty();
                assertThat(doc.mapping()).as(file.getKey()).isPresent();
                assertThat(file.getValue().chars()).as(file.getKey() + " holds no raw DEL or C1 control")
                        .noneMatch(ch -> ch >= 0x7f && ch <= 0x9f);
            }
        }
    }

    @Test
    void oddFrontmattersBecomeValidYamlAndEveryValueNotCarriedHasALine() throws Exception {
        Path src = plugin(Map.of(
                "agents/anchor.md", "---\nname: &n anc\ndescription: &d some text\nsummary: *d\n---\nBody\n",
                "agents/blank.md", "---\nname: blank\ndescription: x\nnotes: |\n  para one\n\n  para two\nother: y\n"
                        + "---\nBody\n",
                "agents/flow.md", "---\n{name: flow, description: flow map, color: green}\n---\nBody\n",
                "agents/broken.md", "---\nname: broken\ndescription: broken yaml\ncolor: [unclosed\n---\nBody\n",
                "agents/twice.md", "---\nname: twice\ndescription: x\ncolor: a\ncolor: b\n---\nBody\n",
                "agents/control.md", "---\nname: control\ndescription: \"a\\x7f b\\x9f\"\ntools: {Read: true}\n"
                        + "version: 1.2.3\nlicense: Apache-2.0\n---\nBody\n"));
        var plan = plan(src, ExportTarget.OAF);
        var files = files(plan);
        allFrontmattersParse(files);

        // An alias whose anchor stays behind cannot move; a blank line inside a block scalar moves with it.
        assertThat(files.get("anchor/AGENTS.md")).doesNotContain("*d");
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("agents/anchor.md");
            assertThat(l.item()).isEqualTo("summary");
            assertThat(l.line()).isEqualTo(4);
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
        });
        var blank = dev.catalogstudio.model.yaml.FrontmatterDocument.parse(dev.catalogstudio.model.text.SourceText.of(
                files.get("blank/AGENTS.md"))).mapping().orElseThrow();
        var notes = ((dev.catalogstudio.model.yaml.YamlMapping) ((dev.catalogstudio.model.yaml.YamlMapping) blank
                .get("harnessConfig").orElseThrow()).get("claude-code").orElseThrow()).string("notes").orElseThrow();
        assertThat(notes.value()).isEqualTo("para one\n\npara two\n");
        // A flow frontmatter's field cannot move as text: it is a line, not a silent loss.
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("agents/flow.md");
            assertThat(l.item()).isEqualTo("color");
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
        });
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("agents/broken.md");
            assertThat(l.item()).isEqualTo("frontmatter");
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
        });
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("agents/twice.md");
            assertThat(l.item()).isEqualTo("color");
            assertThat(l.line()).isEqualTo(5);
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
        });
        String control = files.get("control/AGENTS.md");
        assertThat(control).contains("description: \"a\\u007F b\\u009F\"\n", "version: \"1.2.3\"\n",
                "license: \"Apache-2.0\"\n").doesNotContain("tools:");
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("agents/control.md");
            assertThat(l.item()).isEqualTo("tools");
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
        });
        var result = Exporter.write(plan, temp.resolve("out"), ExportMode.NEW);
        assertThat(result.hasErrors()).as(result.diagnostics().toString()).isFalse();
    }

    @Test
    void metaAgentsServerNamesThatBecomeOneFileAreKeptApart() throws Exception {
        Path src = plugin(Map.of());
        Files.writeString(src.resolve(".mcp.json"), "{\"mcpServers\": {"
                + "\"a b\": {\"type\": \"http\", \"url\": \"https://one.example.com/mcp\"},"
                + "\"a-b\": {\"type\": \"http\", \"url\": \"https://two.example.com/mcp\"},"
                + "\"A/B\": {\"type\": \"http\", \"url\": \"https://three.example.com/mcp\","
                + " \"_meta\": {\"io.example/registry\": {\"id\": 7}}}}}\n");
        var files = files(plan(src, ExportTarget.METAAGENTS));

        assertThat(files.keySet()).filteredOn(p -> p.startsWith("mcps/")).containsExactly(
                "mcps/acme-tools_a-b.json", "mcps/acme-tools_a-b-2.json", "mcps/acme-tools_A-B-3.json");
        assertThat(files.get("mcps/acme-tools_a-b.json")).contains("one.example.com");
        assertThat(files.get("mcps/acme-tools_a-b-2.json")).contains("two.example.com");
        // The source's other _meta members survive the re-write (metaagents.md § Frontmatter / format — MCP).
        assertThat(files.get("mcps/acme-tools_A-B-3.json")).contains("three.example.com",
                "\"name\": \"acme-tools/A-B-3\",\n    \"io.example/registry\": {");
    }
}
