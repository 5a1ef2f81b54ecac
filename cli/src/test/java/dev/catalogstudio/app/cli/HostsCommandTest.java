package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code catalog-studio hosts}: per host, what it loads, drops and truncates, and why. */
class HostsCommandTest {

    @TempDir
    Path dir;

    private void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static String skill(String name, String description) {
        return "---\nname: " + name + "\ndescription: " + description + "\n---\n\nDoes " + name + ".\n";
    }

    /**
     * A Claude Code plugin and a Gemini CLI extension: one skill each host loads, one neither finds (outside
     * skills/), one without frontmatter (Claude Code loads it, Gemini CLI drops it), one whose description Claude
     * Code's listing cuts.
     */
    @BeforeEach
    void repository() throws IOException {
        write("claude/.claude-plugin/plugin.json", "{\"name\": \"claude\"}\n");
        write("claude/skills/pay/SKILL.md", skill("pay", "Takes payments. Use when paying."));
        write("claude/skills/long/SKILL.md", skill("long", "x".repeat(1600)));
        write("claude/docs/draft/SKILL.md", skill("draft", "A draft."));
        write("claude/agents/reviewer.md", "---\nname: reviewer\ndescription: Reviews.\n---\n\nReview.\n");
        write("gem/gemini-extension.json", "{\"name\": \"gem\", \"version\": \"1.0.0\"}\n");
        write("gem/skills/bare/SKILL.md", "Does bare things.\n");
        write("gem/skills/ok/SKILL.md", skill("ok", "Is ok. Use when ok."));
    }

    @Test
    void jsonNamesEachHostsLoadsDropsAndTruncations() throws IOException {
        var run = run("hosts", dir.toString(), "--format", "json");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        var hosts = new ObjectMapper().readTree(run.out()).get("hosts");
        assertThat(hosts).hasSize(2);
        var claude = hosts.get(0);
        assertThat(claude.get("host").asText()).isEqualTo("claude-code");
        assertThat(claude.get("loaded").findValuesAsText("path")).containsExactly("claude/agents/reviewer.md",
                "claude/skills/long/SKILL.md", "claude/skills/pay/SKILL.md");
        assertThat(claude.get("dropped")).singleElement().satisfies(d -> {
            assertThat(d.get("path").asText()).isEqualTo("claude/docs/draft/SKILL.md");
            assertThat(d.get("code").asText()).isEqualTo("skill-not-loaded");
            assertThat(d.get("reason").asText()).contains("inside the package at claude");
        });
        assertThat(claude.get("truncated")).singleElement().satisfies(t -> {
            assertThat(t.get("name").asText()).isEqualTo("long");
            assertThat(t.get("chars").asInt()).isEqualTo(1600);
            assertThat(t.get("limit").asInt()).isEqualTo(1536);
        });
        assertThat(claude.get("loaded").get(1).get("descriptionChars").asInt()).isEqualTo(1536);
        var gemini = hosts.get(1);
        assertThat(gemini.get("host").asText()).isEqualTo("gemini");
        // The extension's manifest is where Gemini CLI reads its MCP servers: listed as an MCP configuration.
        assertThat(gemini.get("loaded").findValuesAsText("name")).containsExactly("gemini-extension.json", "ok");
        assertThat(gemini.get("loaded").get(0).get("kind").asText()).isEqualTo("mcp");
        assertThat(gemini.get("dropped")).singleElement().satisfies(d -> {
            assertThat(d.get("path").asText()).isEqualTo("gem/skills/bare/SKILL.md");
            assertThat(d.get("code").asText()).isEqualTo("frontmatter-missing");
            assertThat(d.get("reason").asText()).contains("skillLoader.ts");
        });
    }

    @Test
    void textListsTheDroppedFirstAndMarkdownTablesThem() {
        var text = run("hosts", dir.toString(), "--host", "claude-code");
        assertThat(text.outLines().get(0)).isEqualTo("Claude Code (claude-code): loads 1 subagent, 2 skills; drops 1; "
                + "truncates 1");
        assertThat(text.outLines().get(1)).startsWith("  dropped   skill claude/docs/draft/SKILL.md:1 "
                + "[skill-not-loaded] it is inside the package at claude");
        assertThat(text.out()).doesNotContain("Gemini");
        var markdown = run("hosts", dir.toString(), "--format", "markdown");
        assertThat(markdown.out()).startsWith("# What each host loads\n").contains("## Gemini CLI (`gemini`)")
                .contains("| skill | `gem/skills/bare/SKILL.md:1` | `frontmatter-missing` |");
    }

    @Test
    void anUnknownHostIsAOneLineUsageError() {
        var bad = run("hosts", dir.toString(), "--host", "vim");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.err().lines()).hasSize(1);
        assertThat(bad.err()).contains("'vim' is not a host; the hosts are claude-code, codex, copilot, cursor, "
                + "gemini, agent-plugins");
    }
}
