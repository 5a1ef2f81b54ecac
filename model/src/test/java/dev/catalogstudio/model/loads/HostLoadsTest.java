package dev.catalogstudio.model.loads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What each host loads, drops and truncates: each host looks only where its discovery data says it looks. */
class HostLoadsTest {

    @TempDir
    Path root;

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static String skill(String name, String description) {
        return "---\nname: " + name + "\ndescription: " + description + "\n---\n\nDoes " + name + ".\n";
    }

    /** Per host, its skills, subagents and commands: "loaded path", "dropped path code", "truncated path". */
    private Map<String, List<String>> reports() throws IOException {
        return reports(List.of("skill", "subagent", "command"));
    }

    /** Per host, the items of {@code kinds}: "loaded path", "dropped path code", "truncated path". */
    private Map<String, List<String>> reports(List<String> kinds) throws IOException {
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();
        return HostLoads.of(snapshot, List.of()).stream().collect(Collectors.toMap(HostLoads.HostReport::host, r -> {
            var lines = new java.util.ArrayList<String>();
            r.dropped().stream().filter(d -> kinds.contains(d.kind()))
                    .forEach(d -> lines.add("dropped " + d.path() + " " + d.code()));
            r.truncated().stream().filter(t -> kinds.contains(t.kind())).forEach(t -> lines.add("truncated " + t.path()));
            r.loaded().stream().filter(l -> kinds.contains(l.kind())).forEach(l -> lines.add("loaded " + l.path()));
            return lines;
        }));
    }

    @Test
    void inOnePackageForTwoHostsEachLoadsWhatItsOwnLocationsFind() throws IOException {
        // UiPath/skills' form: one root package for Claude Code and Codex. Codex walks skills/ down and takes no
        // commands from a plugin; Claude Code reads skills/<n>/SKILL.md only, and commands/.
        write(".claude-plugin/plugin.json", "{\"name\": \"u\"}\n");
        write(".codex-plugin/plugin.json", "{\"name\": \"u\"}\n");
        write("skills/a/SKILL.md", skill("a", "Does a. Use when a."));
        write("skills/group/b/SKILL.md", skill("b", "Does b. Use when b."));
        write("commands/go.md", "---\ndescription: Goes.\n---\n\nGo.\n");

        var reports = reports();
        assertThat(reports.get("claude-code")).containsExactly("loaded commands/go.md", "loaded skills/a/SKILL.md");
        assertThat(reports.get("codex")).containsExactly("loaded skills/a/SKILL.md", "loaded skills/group/b/SKILL.md");
    }

    @Test
    void aCollectionKeptInsideAnExtensionIsNotTheExtensionsOwn() throws IOException {
        // stripe/ai: the repository is a Gemini CLI extension and keeps another host's copy under providers/.
        write("gemini-extension.json", "{\"name\": \"s\", \"version\": \"1.0.0\"}\n");
        write("skills/pay/SKILL.md", skill("pay", "Pays. Use when paying."));
        write("providers/grok/plugin/skills/pay/SKILL.md", skill("pay", "Pays. Use when paying."));

        assertThat(reports().get("gemini")).containsExactly("loaded skills/pay/SKILL.md");
    }

    @Test
    void codexDropsASkillWhoseDescriptionIsOverItsLengthNotOneWhoseFileIsLarge() throws IOException {
        write("c/.codex-plugin/plugin.json", "{\"name\": \"c\"}\n");
        write("c/skills/long/SKILL.md", skill("long", "x".repeat(1100)));
        write("c/skills/big/SKILL.md", skill("big", "Big. Use when big.") + "y".repeat(70_000) + "\n");

        var codex = reports().get("codex");
        assertThat(codex).containsExactly("dropped c/skills/long/SKILL.md description-too-long",
                "loaded c/skills/big/SKILL.md");
    }

    @Test
    void instructionsHooksAndMcpConfigurationsAreListedWhereEachHostReadsThem() throws IOException {
        write(".claude/skills/a/SKILL.md", skill("a", "Does a. Use when a."));
        write("CLAUDE.md", "# Project\n");
        write(".mcp.json", "{\"mcpServers\": {\"docs\": {\"command\": \"docs-server\"}}}\n");
        write("p/.claude-plugin/plugin.json", "{\"name\": \"p\"}\n");
        write("p/hooks/hooks.json", "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", "
                + "\"command\": \"true\"}]}]}}\n");
        write("p/CLAUDE.md", "# Not read: a plugin's CLAUDE.md is no project memory\n");
        write("q/.claude-plugin/plugin.json", "{\"name\": \"q\"}\n");
        write("q/hooks/hooks.json", "{\"hooks\": [not json\n");

        var claude = reports(List.of("instructions", "hooks", "mcp")).get("claude-code");
        assertThat(claude).contains("loaded CLAUDE.md", "loaded .mcp.json", "loaded p/hooks/hooks.json",
                "dropped q/hooks/hooks.json plugin-json-syntax").doesNotContain("loaded p/CLAUDE.md");
    }
}
