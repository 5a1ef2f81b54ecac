package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.check;
import static dev.catalogstudio.model.workspace.Catalogs.skill;
import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.text.TextFileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile repositories for host discovery (issue 40, "Bad input"): bounded work, a diagnostic with a position where
 * something is wrong, nothing written. Work is counted, never timed.
 */
class DiscoveryBadInputTest {

    @TempDir
    Path root;

    /** Skills in vendored trees deep below no skills/ folder, n of them: the pattern tries this check made. */
    private long discoveryWork(Path folder, int n) {
        for (int i = 0; i < n; i++) {
            write(folder, "vendor/pkg" + i + "/lib/docs/SKILL.md", "Vendored.\n");
        }
        long before = HostDiscovery.MATCHES.sum();
        var found = check(folder);
        assertThat(found).hasSize(n).allMatch(d -> d.diagnostic().code().equals("skill-not-loaded"));
        return HostDiscovery.MATCHES.sum() - before;
    }

    @Test
    void judgingWhereSkillsLieIsLinearInTheirNumber() throws IOException {
        long n = discoveryWork(Files.createDirectories(root.resolve("n")), 250);
        long n4 = discoveryWork(Files.createDirectories(root.resolve("n4")), 1000);
        assertThat(n4).as("pattern tries for 4n skills against %d for n", n).isLessThanOrEqualTo(4 * n + 4);
    }

    @Test
    void aManifestDeclaringTenThousandSkillPathsIsReportedWithinTheCap() {
        var paths = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            paths.append(i == 0 ? "" : ", ").append("\"./s/").append(i).append('"');
        }
        write(root, "p/.claude-plugin/plugin.json", "{\"name\": \"p\", \"skills\": [" + paths + "]}\n");
        write(root, "p/s/7/SKILL.md", skill("7", "Seven.\n").replace("name: 7", "name: s7"));
        var found = check(root);
        var manifest = found.stream().filter(d -> d.path().equals("p/.claude-plugin/plugin.json")).toList();
        // 9,999 paths name nothing: the first 1,000 by position, then one diagnostics-truncated saying how many more.
        assertThat(manifest).hasSize(1001);
        assertThat(manifest.get(1000).diagnostic().code()).isEqualTo("diagnostics-truncated");
        assertThat(manifest.get(0).diagnostic().range().start().line()).isEqualTo(1);
        // The one declared folder that exists is loaded: judged as a skill (its name differs from its folder).
        assertThat(found).filteredOn(d -> d.path().equals("p/s/7/SKILL.md"))
                .extracting(d -> d.diagnostic().code()).doesNotContain("skill-not-loaded");
    }

    @Test
    void symbolicLinkLoopsBetweenPluginsEndWithADiagnostic() throws IOException {
        write(root, "a/.claude-plugin/plugin.json", "{\"name\": \"a\"}\n");
        write(root, "b/.claude-plugin/plugin.json", "{\"name\": \"b\"}\n");
        write(root, "a/skills/x/SKILL.md", skill("x", "See [y](to-b/to-a/skills/x/SKILL.md).\n"));
        // a/skills/x/to-b -> b and b/to-a -> a: a path through them never ends; a/skills/up -> .. holds itself.
        Files.createSymbolicLink(root.resolve("a/skills/x/to-b"), Path.of("../../../b"));
        Files.createSymbolicLink(root.resolve("b/to-a"), Path.of("../a"));
        Files.createSymbolicLink(root.resolve("a/skills/up"), Path.of(".."));
        var found = check(root);
        // The scan lists each file once under its real path and follows no link; the one that holds itself is named,
        // at its position; the reference through the two links resolves by following them a bounded number of times.
        assertThat(found).extracting(d -> d.path() + " " + d.diagnostic().code())
                .containsExactly("a/skills/up symlink-loop");
        assertThat(found.get(0).diagnostic().range().start().line()).isEqualTo(1);
        assertThat(Files.exists(root.resolve("catalog-studio.lock"))).isFalse();
    }

    @Test
    void aHugeCodexConfigIsNeverRead() throws IOException {
        // Codex's config.toml holds its MCP servers; the checker reads no TOML, so 50 MB of it costs nothing.
        Path toml = root.resolve(".codex/config.toml");
        Files.createDirectories(toml.getParent());
        try (var out = Files.newOutputStream(toml)) {
            byte[] table = "[mcp_servers.a]\ncommand = \"x\"\n".repeat(1000).getBytes();
            for (long written = 0; written < 50L << 20; written += table.length) {
                out.write(table);
            }
        }
        write(root, ".codex/skills/s/SKILL.md", skill("s", "S.\n"));
        long before = TextFileReader.BYTES_READ.sum();
        assertThat(check(root)).isEmpty();
        assertThat(TextFileReader.BYTES_READ.sum() - before).isLessThan(1 << 20);
    }
}
