package dev.catalogstudio.model.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link Exporter#plan} lays out and reports, on the fixtures with the test facts. */
class ExporterTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path temp;

    private ExportPlan plan(Path src, ExportTarget target) throws ExportException {
        return Exporter.plan(src, target, ExportFixtures.facts(false));
    }

    private static Map<String, byte[]> files(ExportPlan plan) {
        return plan.files().stream().collect(Collectors.toMap(PlannedFile::path, PlannedFile::bytes));
    }

    /**
     * MetaAgents entries need a semver version equal to the latest entry of a CHANGELOG.md beside them
     * (shared/specs/metaagents.md § Frontmatter, § CHANGELOG Conventions): the export writes both, so the output is a
     * catalog that the MetaAgents rules check, not a folder of plain Agent Skills that no rule of them reaches.
     */
    @Test
    void metaAgentsEntriesGetAVersionAndAChangelogSoTheOutputIsCheckedAsACatalog() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Path out = temp.resolve("metaagents");
        var result = Exporter.write(Exporter.plan(src, ExportTarget.METAAGENTS, ExportFixtures.facts(true)), out,
                ExportMode.NEW);

        assertThat(result.hasErrors()).as(result.diagnostics().toString()).isFalse();
        String agent = Files.readString(out.resolve("agents/reviewer/AGENTS.md"));
        assertThat(agent).contains("\nversion: 1.2.0\n"); // the plugin's version: the subagent has none
        assertThat(Files.readString(out.resolve("agents/reviewer/CHANGELOG.md"))).contains("\n## 1.2.0 (");
        assertThat(result.losses()).anySatisfy(loss -> {
            assertThat(loss.path()).isEqualTo("agents/reviewer.md");
            assertThat(loss.item()).isEqualTo("version");
            assertThat(loss.action()).isEqualTo(LossAction.REWRITTEN);
        });
        try (var skills = Files.list(out.resolve("skills"))) {
            for (Path skill : skills.toList()) {
                var version = java.util.regex.Pattern.compile("(?m)^version: (\\S+)$")
                        .matcher(Files.readString(skill.resolve("SKILL.md")));
                assertThat(version.find()).as(skill.toString()).isTrue();
                assertThat(Files.readString(skill.resolve("CHANGELOG.md"))).as(skill.toString())
                        .contains("\n## " + version.group(1) + " (");
            }
        }
        // The MetaAgents rules reach it: a CHANGELOG out of step with its entry is an error there.
        Files.writeString(out.resolve("agents/reviewer/CHANGELOG.md"), "# Changelog\n\n## 9.9.9 (2026-01-01)\n\n- x\n");
        var checked = new dev.catalogstudio.model.workspace.CatalogChecker().check(out,
                dev.catalogstudio.model.workspace.ProgressListener.NONE);
        assertThat(checked.diagnostics()).anySatisfy(d -> {
            assertThat(d.path()).isEqualTo("agents/reviewer/AGENTS.md");
            assertThat(d.diagnostic().code()).isEqualTo("changelog-version-mismatch");
        });
    }

    @Test
    void claudeCodeToAgentPluginsAndBackKeepsThePortablePartsByteForByte() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Path first = temp.resolve("agent-plugins");
        Exporter.write(plan(src, ExportTarget.AGENT_PLUGINS), first, ExportMode.NEW);
        Path back = temp.resolve("back");
        var result = Exporter.write(plan(first, ExportTarget.CLAUDE_CODE), back, ExportMode.NEW);

        var before = ExportFixtures.files(src);
        var after = ExportFixtures.files(back);
        for (String file : before.keySet()) {
            if (file.startsWith("skills/spec-skill/") && !file.contains("/upstream/")) {
                assertThat(after.get(file)).as(file).isEqualTo(before.get(file));
            }
        }
        // the Claude-only fields of claude-skill are gone, its body is the same bytes
        String skill = new String(after.get("skills/claude-skill/SKILL.md"), StandardCharsets.UTF_8);
        assertThat(skill).doesNotContain("when_to_use").doesNotContain("context: fork")
                .endsWith("Run ${CLAUDE_PLUGIN_ROOT}/scripts/changelog.sh and summarise its output.\n");
        // every MCP server of a transport both carry comes back the same (Agent Plugins' type spelling aside)
        var servers = (ObjectNode) JSON.readTree(before.get(".mcp.json")).get("mcpServers");
        var returned = (ObjectNode) JSON.readTree(after.get(".mcp.json")).get("mcpServers");
        assertThat(returned.fieldNames()).toIterable().containsExactly("release-db", "tracker", "events");
        for (String name : new String[] {"release-db", "tracker", "events"}) {
            var a = servers.get(name).deepCopy();
            var b = (ObjectNode) returned.get(name).deepCopy();
            ((ObjectNode) a).remove("type");
            b.remove("type");
            assertThat(b).as(name).isEqualTo(a);
        }
        assertThat(result.hasErrors()).isFalse();
    }

    @Test
    void aNestedSkillMdTheSourceNeverLoadsStaysASupportingFileOnlyWhereTheTargetDoesNotLoadItEither()
            throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        String nested = "skills/spec-skill/upstream/SKILL.md";
        for (ExportTarget target : new ExportTarget[] {ExportTarget.CLAUDE_CODE, ExportTarget.CURSOR,
                ExportTarget.GEMINI}) {
            var plan = Exporter.plan(src, target, ExportFixtures.facts(true));
            assertThat(files(plan)).as(target.id()).containsKey(nested);
            assertThat(plan.losses()).as(target.id()).noneMatch(l -> l.path().equals(nested));
        }
        for (ExportTarget target : new ExportTarget[] {ExportTarget.AGENT_PLUGINS, ExportTarget.COPILOT,
                ExportTarget.CODEX, ExportTarget.METAAGENTS, ExportTarget.OAF}) {
            var plan = Exporter.plan(src, target, ExportFixtures.facts(true));
            assertThat(files(plan).keySet()).as(target.id()).noneMatch(f -> f.endsWith("upstream/SKILL.md"));
            assertThat(plan.losses()).as(target.id()).anySatisfy(l -> {
                assertThat(l.path()).isEqualTo(nested);
                assertThat(l.action()).isEqualTo(LossAction.DROPPED);
                assertThat(l.reason()).contains("does not load as a skill");
            });
        }
    }

    @Test
    void aSkillKeepsItsFolderNameAndAFrontmatterNameThatDiffersIsRewrittenWithItsLine() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        String skill = "skills/writing-rules/SKILL.md";
        for (ExportTarget target : new ExportTarget[] {ExportTarget.CLAUDE_CODE, ExportTarget.AGENT_PLUGINS,
                ExportTarget.CODEX, ExportTarget.COPILOT, ExportTarget.CURSOR, ExportTarget.GEMINI}) {
            var plan = Exporter.plan(src, target, ExportFixtures.facts(true));
            assertThat(files(plan)).as(target.id()).containsKey(skill)
                    .doesNotContainKey("skills/writing-release-rules/SKILL.md");
            if (target != ExportTarget.CLAUDE_CODE) {
                assertThat(new String(files(plan).get(skill), StandardCharsets.UTF_8)).as(target.id())
                        .startsWith("---\nname: writing-rules\n");
                assertThat(plan.losses()).as(target.id()).anySatisfy(l -> {
                    assertThat(l.path()).isEqualTo(skill);
                    assertThat(l.line()).isEqualTo(2);
                    assertThat(l.item()).isEqualTo("name");
                    assertThat(l.action()).isEqualTo(LossAction.REWRITTEN);
                });
            }
        }
    }

    @Test
    void aFileTheManifestsReplacingCommandsFieldLeavesOutBecomesNoCommandOnAnyTarget() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        String conventions = "commands/_conventions.md";
        for (ExportTarget target : new ExportTarget[] {ExportTarget.CLAUDE_CODE, ExportTarget.COPILOT,
                ExportTarget.CURSOR}) {
            var plan = Exporter.plan(src, target, ExportFixtures.facts(true));
            assertThat(files(plan)).as(target.id()).containsKey("commands/deploy.md")
                    .doesNotContainKey(conventions);
            assertThat(plan.losses()).as(target.id()).anySatisfy(l -> {
                assertThat(l.path()).isEqualTo(conventions);
                assertThat(l.action()).isEqualTo(LossAction.DROPPED);
                assertThat(l.reason()).contains("commands/*.md as commands");
            });
        }
        // Gemini CLI loads commands/**/*.toml: the Markdown file stays a plain file there
        var gemini = Exporter.plan(src, ExportTarget.GEMINI, ExportFixtures.facts(true));
        assertThat(files(gemini)).containsKey("commands/deploy.toml").containsKey(conventions)
                .doesNotContainKey("commands/_conventions.toml");
    }

    @Test
    void aManifestObjectKeepsOnlyTheMembersTheTargetsClosedSchemaAllows() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        var cursor = Exporter.plan(src, ExportTarget.CURSOR, ExportFixtures.facts(true));
        var author = JSON.readTree(files(cursor).get(".cursor-plugin/plugin.json")).get("author");
        assertThat(author.fieldNames()).toIterable().containsExactly("name", "email");
        assertThat(cursor.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo(".claude-plugin/plugin.json");
            assertThat(l.line()).isEqualTo(7);
            assertThat(l.item()).isEqualTo("author.url");
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
            assertThat(l.reason()).contains("schemas/plugin.schema.json");
        });
        // Agent Plugins allows url: the object is written as it is, with no loss
        var agentPlugins = Exporter.plan(src, ExportTarget.AGENT_PLUGINS, ExportFixtures.facts(true));
        assertThat(JSON.readTree(files(agentPlugins).get("plugin.json")).get("author").fieldNames()).toIterable()
                .containsExactly("name", "email", "url");
        assertThat(agentPlugins.losses()).noneMatch(l -> l.item().startsWith("author"));
    }

    @Test
    void anMcpArgThatIsThePluginRootBecomesDotWithCwdDotForCodex() throws Exception {
        Path src = ExportFixtures.copy("mcp-plugin", temp);
        var plan = Exporter.plan(src, ExportTarget.CODEX, ExportFixtures.facts(true));
        var runner = JSON.readTree(files(plan).get(".mcp.json")).get("mcpServers").get("runner");
        assertThat(runner.get("cwd").asText()).isEqualTo(".");
        assertThat(runner.get("args").toString()).isEqualTo("[\"run\",\"--cwd\",\".\",\"start\"]");
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo(".mcp.json");
            assertThat(l.line()).isEqualTo(5);
            assertThat(l.item()).isEqualTo("${CLAUDE_PLUGIN_ROOT}");
            assertThat(l.action()).isEqualTo(LossAction.REWRITTEN);
        });
        assertThat(plan.losses()).noneMatch(l -> l.item().equals("${CLAUDE_PLUGIN_ROOT}")
                && l.action() == LossAction.DROPPED);
    }

    @Test
    void anEnvironmentReferenceInAnMcpServerIsRespelledOrReportedNeverSilentlyKept() throws Exception {
        Path src = ExportFixtures.copy("mcp-plugin", temp);
        for (ExportTarget target : ExportTarget.values()) {
            var facts = ExportFixtures.facts(true);
            if (facts.apply(target.id()) == null) {
                continue;
            }
            var plan = Exporter.plan(src, target, facts);
            var lines = plan.losses().stream().filter(l -> l.item().equals("${TFE_TOKEN}")).toList();
            String written = files(plan).values().stream().map(b -> new String(b, StandardCharsets.UTF_8))
                    .filter(t -> t.contains("TFE_TOKEN=")).findFirst().orElse("");
            switch (target) {
                case CLAUDE_CODE, GEMINI -> {
                    assertThat(lines).as(target.id()).isEmpty();
                    assertThat(written).as(target.id()).contains("TFE_TOKEN=${TFE_TOKEN}");
                }
                case CURSOR, COPILOT -> {
                    assertThat(written).as(target.id()).contains("TFE_TOKEN=${env:TFE_TOKEN}");
                    assertThat(lines).as(target.id()).singleElement().satisfies(l -> {
                        assertThat(l.line()).isEqualTo(9);
                        assertThat(l.action()).isEqualTo(LossAction.REWRITTEN);
                    });
                }
                case AGENT_PLUGINS, CODEX -> assertThat(lines).as(target.id()).singleElement().satisfies(l -> {
                    assertThat(l.path()).isEqualTo(".mcp.json");
                    assertThat(l.action()).isEqualTo(LossAction.DROPPED);
                    assertThat(l.reason()).contains("the server gets the text itself");
                });
                default -> assertThat(written).as(target.id() + ": servers not written, each a loss").isEmpty();
            }
        }
    }

    @Test
    void claudeToolNamesInAGeminiSubagentAreRespelledOrDroppedEachWithALine() throws Exception {
        Path src = ExportFixtures.copy("mcp-plugin", temp);
        var plan = Exporter.plan(src, ExportTarget.GEMINI, ExportFixtures.facts(true));
        String agent = new String(files(plan).get("agents/analyzer.md"), StandardCharsets.UTF_8);
        assertThat(agent).contains("tools: [\"read_file\", \"grep\", \"glob\"]\n")
                .endsWith("Read the plan and summarise it.\n");
        var tools = plan.losses().stream().filter(l -> l.item().startsWith("tools ")).toList();
        assertThat(tools).extracting(Loss::item, Loss::line, Loss::action).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple("tools Read", 4, LossAction.REWRITTEN),
                org.assertj.core.groups.Tuple.tuple("tools Grep", 4, LossAction.REWRITTEN),
                org.assertj.core.groups.Tuple.tuple("tools WebFetch", 4, LossAction.DROPPED));
        // Claude Code to Claude Code keeps the list as written
        var same = Exporter.plan(src, ExportTarget.CLAUDE_CODE, ExportFixtures.facts(true));
        assertThat(new String(files(same).get("agents/analyzer.md"), StandardCharsets.UTF_8))
                .contains("tools: [\"Read\", \"Grep\", \"WebFetch\", \"glob\"]");
    }

    @Test
    void claudeShellInjectionsAndFileReferencesBecomeGeminisInATomlPrompt() throws Exception {
        Path src = ExportFixtures.copy("mcp-plugin", temp);
        var plan = Exporter.plan(src, ExportTarget.GEMINI, ExportFixtures.facts(true));
        String toml = new String(files(plan).get("commands/plan.toml"), StandardCharsets.UTF_8);
        assertThat(toml).contains("Current state: !{terraform show -no-color}\n")
                .contains("Read @{main.tf} and @{modules/net/vars.tf}, then ask @reviewer.\n")
                .contains("```\n!`echo not run`\n```");
        assertThat(plan.losses().stream().filter(l -> l.path().equals("commands/plan.md") && l.line() > 0))
                .extracting(Loss::item, Loss::line, Loss::action).containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple("!`terraform show -no-color`", 5, LossAction.REWRITTEN),
                        org.assertj.core.groups.Tuple.tuple("@main.tf", 6, LossAction.REWRITTEN),
                        org.assertj.core.groups.Tuple.tuple("@modules/net/vars.tf", 6, LossAction.REWRITTEN));
    }

    @Test
    void aSpecSkillIsCopiedByteForByteAndClaudeFieldsAreLostWithTheirLines() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        var plan = plan(src, ExportTarget.AGENT_PLUGINS);
        var out = files(plan);
        assertThat(out.get("skills/spec-skill/SKILL.md"))
                .isEqualTo(Files.readAllBytes(src.resolve("skills/spec-skill/SKILL.md")));
        assertThat(out.get("skills/spec-skill/references/guide.md"))
                .isEqualTo(Files.readAllBytes(src.resolve("skills/spec-skill/references/guide.md")));
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("skills/claude-skill/SKILL.md");
            assertThat(l.line()).isEqualTo(4);
            assertThat(l.item()).isEqualTo("when_to_use");
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
            assertThat(l.reason()).contains("agent-plugins reads no 'when_to_use' in a skill (")
                    .contains("validator.py");
        });
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("agents/reviewer.md");
            assertThat(l.line()).isZero();
            assertThat(l.item()).isEqualTo("subagent reviewer");
        });
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo(".mcp.json");
            assertThat(l.line()).isEqualTo(5);
            assertThat(l.item()).isEqualTo("${CLAUDE_PLUGIN_ROOT}");
            assertThat(l.action()).isEqualTo(LossAction.REWRITTEN);
        });
        assertThat(new String(out.get("mcp.json"), StandardCharsets.UTF_8))
                .startsWith("{\n  \"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",")
                .contains("\"args\": [\"${PLUGIN_ROOT}/servers/db.js\"]").contains("\"streamable-http\"");
        assertThat(out).doesNotContainKeys("agents/reviewer.md", "commands/deploy.md", "hooks/hooks.json",
                ".claude-plugin/plugin.json");
    }

    @Test
    void aFrontmatterFieldThatMustGoTakesOnlyItsLinesAndKeepsTheBodyBytes() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        var out = files(plan(src, ExportTarget.CURSOR));
        assertThat(new String(out.get("skills/spec-skill/SKILL.md"), StandardCharsets.UTF_8)).isEqualTo("""
                ---
                name: spec-skill
                description: Checks a release against the checklist. Use when preparing a release.
                license: MIT
                metadata:
                  owner: release-team
                ---

                # Release checklist

                Read [the guide](references/guide.md) and run `scripts/verify.sh`.
                """);
    }

    @Test
    void geminiGetsTomlCommandsAndServersInItsManifest() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        var plan = plan(src, ExportTarget.GEMINI);
        var out = files(plan);
        assertThat(new String(out.get("commands/deploy.toml"), StandardCharsets.UTF_8)).isEqualTo("""
                description = "Deploy the current branch"
                prompt = '''

                Deploy to {{args}} using ${extensionPath}/scripts/deploy.sh.
                '''
                """);
        JsonNode manifest = JSON.readTree(out.get("gemini-extension.json"));
        assertThat(manifest.get("name").asText()).isEqualTo("release-kit");
        assertThat(manifest.get("version").asText()).isEqualTo("1.2.0");
        assertThat(manifest.get("mcpServers").get("release-db").get("args").get(0).asText())
                .isEqualTo("${extensionPath}/servers/db.js");
        assertThat(plan.losses()).anySatisfy(l -> assertThat(l).isEqualTo(new Loss(".claude-plugin/plugin.json", 10,
                "keywords", LossAction.DROPPED, "gemini's manifest gemini-extension.json has no field for 'keywords' ("
                + "test facts (issue 43 design format), see docs/EXPORT-HOSTS.md for the real ones)")));
    }

    @Test
    void aSkillFolderBecomesAOneSkillPluginNamedAfterIt() throws Exception {
        Path src = ExportFixtures.copy("single-skill", temp);
        var out = files(plan(src, ExportTarget.CLAUDE_CODE));
        assertThat(out).containsOnlyKeys(".claude-plugin/plugin.json", "skills/single-skill/SKILL.md",
                "skills/single-skill/assets/example.md");
        assertThat(JSON.readTree(out.get(".claude-plugin/plugin.json")).get("name").asText())
                .isEqualTo("single-skill");
    }

    @Test
    void aHostFolderExportsItsComponentsAndReportsItsOtherFiles() throws Exception {
        Path src = ExportFixtures.copy("host-folder/.claude", temp);
        var plan = plan(src, ExportTarget.CURSOR);
        assertThat(files(plan)).containsKeys("skills/notes/SKILL.md", "agents/planner.md", "commands/standup.md",
                ".cursor-plugin/plugin.json");
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("settings.json");
            assertThat(l.item()).isEqualTo("file");
        });
    }

    @Test
    void aTargetCarryingNoneOfTheKindsWritesNothingAndSaysWhy() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        var plan = plan(src, ExportTarget.THREEMD);
        assertThat(plan.files()).isEmpty();
        assertThat(plan.losses()).anySatisfy(l -> assertThat(l.reason()).contains("3md carries none of the"));
    }

    @Test
    void hooksAreWrittenInTheTargetsFormatWithEachChangeALoss() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        var copilot = Exporter.plan(src, ExportTarget.COPILOT, ExportFixtures.facts(true));
        var hooks = JSON.readTree(files(copilot).get("hooks.json"));
        assertThat(hooks.get("version").asInt()).isEqualTo(1);
        var entry = hooks.get("hooks").get("PostToolUse").get(0);
        assertThat(entry.get("bash").asText()).endsWith("/scripts/check.sh");
        assertThat(entry.has("matcher")).isFalse();
        assertThat(copilot.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("hooks/hooks.json");
            assertThat(l.line()).isEqualTo(5);
            assertThat(l.item()).isEqualTo("hooks.PostToolUse.matcher");
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
        });

        var gemini = Exporter.plan(src, ExportTarget.GEMINI, ExportFixtures.facts(true));
        var geminiHooks = JSON.readTree(files(gemini).get("hooks/hooks.json")).get("hooks");
        assertThat(geminiHooks.get("AfterTool").get(0).get("matcher").asText()).isEqualTo("Write|Edit");
        assertThat(geminiHooks.get("AfterTool").get(0).get("hooks").get(0).get("command").asText())
                .isEqualTo("${extensionPath}/scripts/check.sh");
        assertThat(gemini.losses()).anySatisfy(l -> {
            assertThat(l.item()).isEqualTo("hooks.PostToolUse");
            assertThat(l.action()).isEqualTo(LossAction.RENAMED);
            assertThat(l.line()).isEqualTo(3);
        });
    }

    @Test
    void aSkillWithoutFrontmatterGetsTheNameAndDescriptionClaudeCodeWouldRead() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        Files.writeString(src.resolve("skills/claude-skill/SKILL.md"), "# Changelog\n\nSummarises the changelog "
                + "since the last tag.\nUse after a merge.\n\nRun the script.\n");
        var plan = plan(src, ExportTarget.AGENT_PLUGINS);
        assertThat(new String(files(plan).get("skills/claude-skill/SKILL.md"), StandardCharsets.UTF_8)).isEqualTo(
                "---\nname: claude-skill\ndescription: \"Summarises the changelog since the last tag. Use after a "
                + "merge.\"\n---\n# Changelog\n\nSummarises the changelog "
                + "since the last tag.\nUse after a merge.\n\nRun the script.\n");
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("skills/claude-skill/SKILL.md");
            assertThat(l.item()).isEqualTo("frontmatter");
            assertThat(l.action()).isEqualTo(LossAction.REWRITTEN);
        });
    }

    @Test
    void threeMdGetsOneDocumentWithTheFirstSubagentAsIdentityAndEachSkillAsAPlane() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        var plan = Exporter.plan(src, ExportTarget.THREEMD, ExportFixtures.facts(true));
        assertThat(files(plan)).containsOnlyKeys("agent.3md");
        assertThat(new String(files(plan).get("agent.3md"), StandardCharsets.UTF_8))
                .startsWith("---\n3md: 1.0\naxis: skill\nagent: \"release-kit\"\nversion: \"1.2.0\"\n")
                .contains("@plane z=0 label=\"release-kit\" kind=identity\nWrite the notes.")
                .contains("@plane z=2 label=\"spec-skill\" kind=skill\n# Release checklist\n");
        assertThat(plan.losses()).anySatisfy(l -> {
            assertThat(l.path()).isEqualTo("skills/spec-skill/references/guide.md");
            assertThat(l.action()).isEqualTo(LossAction.DROPPED);
            assertThat(l.reason()).startsWith("One document:");
        });
    }

    @Test
    void everyRoundTripFromClaudeCodeKeepsSupportingFilesBodiesAndTheFieldsBothRead() throws Exception {
        Path src = ExportFixtures.copy("claude-plugin", temp);
        var before = ExportFixtures.files(src);
        for (ExportTarget via : new ExportTarget[] {ExportTarget.AGENT_PLUGINS, ExportTarget.CODEX,
                ExportTarget.COPILOT, ExportTarget.CURSOR, ExportTarget.GEMINI}) {
            Path there = temp.resolve("there-" + via.id());
            Exporter.write(Exporter.plan(src, via, ExportFixtures.facts(true)), there, ExportMode.NEW);
            Path back = temp.resolve("back-" + via.id());
            Exporter.write(Exporter.plan(there, ExportTarget.CLAUDE_CODE, ExportFixtures.facts(true)), back,
                    ExportMode.NEW);
            var after = ExportFixtures.files(back);
            for (String file : new String[] {"skills/spec-skill/references/guide.md",
                    "skills/spec-skill/scripts/verify.sh"}) {
                assertThat(after.get(file)).as(via.id() + " " + file).isEqualTo(before.get(file));
            }
            String original = new String(before.get("skills/spec-skill/SKILL.md"), StandardCharsets.UTF_8);
            String returned = new String(after.get("skills/spec-skill/SKILL.md"), StandardCharsets.UTF_8);
            assertThat(returned).as(via.id()).endsWith(original.substring(original.indexOf("\n---\n") + 5));
            returned.lines().forEach(line -> assertThat(original).as(via.id()).contains(line));
        }
    }

    @Test
    void aMetaAgentsAgentEntryBecomesAPluginWithThatSubagent() throws Exception {
        Path src = Files.createDirectories(temp.resolve("agents/reviewer"));
        Files.writeString(src.resolve("AGENTS.md"), "---\nname: reviewer\ndescription: Reviews pull requests.\n"
                + "version: 1.0.0\n---\n\nReview the diff.\n");
        var plan = plan(src, ExportTarget.CLAUDE_CODE);
        assertThat(new String(files(plan).get("agents/reviewer.md"), StandardCharsets.UTF_8))
                .isEqualTo("---\nname: reviewer\ndescription: Reviews pull requests.\n---\n\nReview the diff.\n");
        assertThat(plan.losses()).singleElement().satisfies(l -> {
            assertThat(l.path()).isEqualTo("AGENTS.md");
            assertThat(l.line()).isEqualTo(4);
            assertThat(l.item()).isEqualTo("version");
        });
    }
}
