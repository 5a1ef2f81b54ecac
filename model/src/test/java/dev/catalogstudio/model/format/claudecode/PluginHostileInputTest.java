package dev.catalogstudio.model.format.claudecode;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile plugin packages (issue 23, "Bad input"): each ends in a clear diagnostic at a position, with work
 * proportional to the input, and nothing is written.
 */
class PluginHostileInputTest {

    @TempDir
    Path root;

    private List<FileDiagnostic> check() throws IOException {
        return new CatalogChecker().check(root, ProgressListener.NONE).diagnostics();
    }

    private static String marketplace(int plugins) {
        var json = new StringBuilder("{\"name\": \"big\", \"owner\": {\"name\": \"x\"}, \"plugins\": [\n");
        for (int i = 0; i < plugins; i++) {
            json.append(i == 0 ? "" : ",\n").append("{\"name\": \"p").append(i).append("\", \"source\": \"./plugins/p")
                    .append(i).append("\"}");
        }
        return json.append("]}\n").toString();
    }

    @Test
    void aMarketplaceOfTenThousandPluginsIsCheckedEntryByEntryInLinearWork() throws IOException {
        Files.createDirectories(root.resolve(".claude-plugin"));
        Files.writeString(root.resolve(".claude-plugin/marketplace.json"), marketplace(2_500));
        long before = MarketplaceRules.SOURCES_CHECKED.sum();
        var small = check();
        long smallWork = MarketplaceRules.SOURCES_CHECKED.sum() - before;

        Files.writeString(root.resolve(".claude-plugin/marketplace.json"), marketplace(10_000));
        before = MarketplaceRules.SOURCES_CHECKED.sum();
        var large = check();
        long largeWork = MarketplaceRules.SOURCES_CHECKED.sum() - before;

        // every source is checked; a file reports its first 1,000 diagnostics and counts the rest (issue 38)
        assertThat(small).hasSize(1_001);
        assertThat(small.subList(0, 1_000)).allMatch(d -> d.diagnostic().code().equals("marketplace-source-missing"));
        assertThat(small.get(1_000).diagnostic().leftOut()).isEqualTo(1_500);
        assertThat(large).hasSize(1_001);
        assertThat(large.get(999).diagnostic().range().start().line()).isEqualTo(1_001);
        assertThat(large.get(1_000).diagnostic().leftOut()).isEqualTo(9_000);
        assertThat(largeWork).isEqualTo(4 * smallWork);
    }

    @Test
    void hooksNestedTenThousandDeepAreOneSyntaxErrorAtTheDepthLimit() throws IOException {
        Files.createDirectories(root.resolve(".claude-plugin"));
        Files.createDirectories(root.resolve("hooks"));
        Files.writeString(root.resolve(".claude-plugin/plugin.json"), "{\"name\": \"deep\"}\n");
        Files.writeString(root.resolve("hooks/hooks.json"), "{\"hooks\":" + "[".repeat(10_000) + "]".repeat(10_000)
                + "}");
        var found = check();
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("hooks/hooks.json");
            assertThat(d.diagnostic().code()).isEqualTo("plugin-json-syntax");
            assertThat(d.diagnostic().message()).contains("more than 100 levels deep");
            assertThat(d.diagnostic().range().start().column()).isBetween(100, 110);
        });
    }

    @Test
    void aSourceThatClimbsOutOfTheMarketplaceIsRefusedAndNotFollowed() throws IOException {
        Files.createDirectories(root.resolve("market/.claude-plugin"));
        Files.createDirectories(root.resolve("outside/commands"));
        Files.writeString(root.resolve("outside/commands/x.md"), "Run x.\n");
        Files.writeString(root.resolve("market/.claude-plugin/marketplace.json"), "{\"name\": \"m\", \"owner\": "
                + "{\"name\": \"x\"}, \"plugins\": [{\"name\": \"a\", \"source\": \"./../outside\"}, {\"name\": "
                + "\"b\", \"source\": \"/etc\"}]}\n");
        assertThat(check()).extracting(d -> d.diagnostic().code()).containsExactly("plugin-path-escape",
                "plugin-path-escape");
    }

    @Test
    void aSourceThatIsASymlinkLoopIsReportedNotWalked() throws IOException {
        Files.createDirectories(root.resolve(".claude-plugin"));
        Files.createDirectories(root.resolve("plugins"));
        Files.createSymbolicLink(root.resolve("plugins/loop"), root);
        Files.writeString(root.resolve(".claude-plugin/marketplace.json"), "{\"name\": \"m\", \"owner\": {\"name\": "
                + "\"x\"}, \"plugins\": [{\"name\": \"loop\", \"source\": \"./plugins/loop\"}]}\n");
        var codes = check().stream().map(d -> d.path() + " " + d.diagnostic().code()).toList();
        assertThat(codes).contains("plugins/loop symlink-loop")
                .anyMatch(c -> c.startsWith(".claude-plugin/marketplace.json marketplace-source-"));
    }

    @Test
    void aManifestOverTheReadLimitIsSkippedWithOneAdvice() throws IOException {
        Files.createDirectories(root.resolve(".claude-plugin"));
        byte[] big = new byte[9 * 1024 * 1024];
        java.util.Arrays.fill(big, (byte) ' ');
        big[0] = '{';
        big[big.length - 1] = '}';
        Files.write(root.resolve(".claude-plugin/plugin.json"), big);
        long size = Files.size(root.resolve(".claude-plugin/plugin.json"));
        assertThat(check()).singleElement().satisfies(d -> {
            assertThat(d.diagnostic().code()).isEqualTo("analysis-skipped");
            assertThat(d.diagnostic().range().start().line()).isEqualTo(1);
        });
        assertThat(Files.size(root.resolve(".claude-plugin/plugin.json"))).isEqualTo(size);
    }
}
