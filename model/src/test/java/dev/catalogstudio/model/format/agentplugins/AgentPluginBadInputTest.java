package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.Plugins.check;
import static dev.catalogstudio.model.format.agentplugins.Plugins.open;
import static dev.catalogstudio.model.format.agentplugins.Plugins.skill;
import static dev.catalogstudio.model.format.agentplugins.Plugins.summary;
import static dev.catalogstudio.model.format.agentplugins.Plugins.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextFileReader;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile and broken plugin files: each gives one clear diagnostic, with work bounded by the input (bytes read, never
 * time) and no stack overflow.
 */
class AgentPluginBadInputTest {

    @TempDir
    Path root;

    @Test
    void a50MegabytePluginJsonIsOneAnalysisSkippedInformationReadOnlyUpToTheLimit() throws IOException {
        // Sparse beyond a valid head, so the test writes little; the reader stops after the 8 MiB limit.
        Path file = write(root, "big/plugin.json", Plugins.manifest("big", ",\n  \"description\": \"x\""));
        try (var raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.setLength(50L * 1024 * 1024);
        }
        write(root, "big/mcp.json", Plugins.THREE_SERVERS);
        write(root, "big/skills/a/SKILL.md", skill("a"));
        long before = TextFileReader.BYTES_READ.sum();

        var snapshot = open(root);

        long read = TextFileReader.BYTES_READ.sum() - before;
        assertThat(read).as("bytes read").isLessThanOrEqualTo(TextFileReader.MAX_FULL_READ_BYTES + 1 + 10_000);
        assertThat(summary(snapshot.diagnostics())).containsExactly("big/plugin.json:1:1 analysis-skipped");
        assertThat(snapshot.diagnostics().get(0).diagnostic().severity()).isEqualTo(Severity.INFO);
        assertThat(snapshot.diagnostics().get(0).diagnostic().message()).contains("52428800 bytes")
                .contains("not checked");
        // Unread, it declares nothing: its folder is no plugin, so its mcp.json is a supporting file.
        assertThat(snapshot.documents().get("big/plugin.json").kind()).isSameAs(DocumentKind.OTHER);
        assertThat(snapshot.documents().get("big/mcp.json").kind()).isSameAs(DocumentKind.OTHER);
    }

    @Test
    void aManifestNested10000DeepIsOneSyntaxErrorNotAStackOverflow() {
        String deep = "[".repeat(10_000) + "]".repeat(10_000);
        write(root, "deep/plugin.json", "{\"$schema\": \"" + Plugins.MANIFEST_SCHEMA + "\", \"name\": \"deep\", "
                + "\"extensions\": {\"com.example.client\": {\"x\": " + deep + "}}}");

        var all = check(root);

        assertThat(summary(all)).singleElement().satisfies(s -> assertThat(s).endsWith(" agent-plugin-json-syntax"));
        assertThat(all.get(0).diagnostic().message()).contains("nesting depth").contains("reject the plugin");
    }

    @Test
    void anMcpConfigNested10000DeepIsOneSyntaxErrorNotAStackOverflow() {
        write(root, "deep/plugin.json", Plugins.MINIMAL_MANIFEST);
        write(root, "deep/mcp.json", "{\"$schema\": \"" + Plugins.MCP_SCHEMA + "\", \"mcpServers\": "
                + "{\"a\": ".repeat(10_000) + "{}" + "}".repeat(10_001));

        var all = check(root);

        assertThat(summary(all)).singleElement().satisfies(s -> assertThat(s)
                .startsWith("deep/mcp.json:").endsWith(" agent-plugin-json-syntax"));
        assertThat(all.get(0).diagnostic().message()).contains("disable MCP");
    }

    @Test
    void theJsonReaderRefusesNestingBeyondItsLimitIteratively() {
        var result = new JsonParser().parse(SourceText.of("{\"a\": ".repeat(100_000) + "1" + "}".repeat(100_000)));

        assertThat(result.error()).isNotNull();
        assertThat(JsonParser.MAX_DEPTH).isEqualTo(100);
        var manifest = PluginManifest.parse(SourceText.of("[".repeat(100_000)));
        assertThat(manifest.declaresAgentPlugins()).isFalse();
    }

    @Test
    void aBinaryManifestIsAFileProblemAndALatin1OneIsCheckedAsDecoded() throws IOException {
        Files.createDirectories(root.resolve("bin"));
        Files.write(root.resolve("bin/plugin.json"), new byte[] {'{', 0, '}'});
        Files.createDirectories(root.resolve("latin"));
        Files.write(root.resolve("latin/plugin.json"), ("{\"$schema\": \"" + Plugins.MANIFEST_SCHEMA
                + "\", \"name\": \"caf\u00e9\"}").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));

        // Like every document that is not UTF-8, the Latin-1 one is read with U+FFFD for the bad byte, and checked.
        assertThat(summary(check(root))).containsExactly("bin/plugin.json:1:1 file-binary",
                "latin/plugin.json:1:83 agent-plugin-name", "latin/plugin.json:1:87 file-not-utf8");
    }

    @Test
    void garbageInEveryFieldNeverThrows() {
        write(root, "g/plugin.json", "{\"$schema\": \"" + Plugins.MANIFEST_SCHEMA + "\", \"name\": {}, \"version\": [],"
                + " \"author\": {\"name\": {\"x\": []}}, \"keywords\": [[]], \"extensions\": {\"\": null}, \"\": 0}");
        write(root, "g/mcp.json", "{\"$schema\": null, \"mcpServers\": {\"\": {\"type\": \"stdio\", \"command\": "
                + "\"\\u0000\", \"args\": [{}], \"env\": {\"\": \"\"}, \"cwd\": \"\\\\\\\\server\\\\share\"}, "
                + "\"r\": {\"type\": \"sse\", \"url\": \"http://[::1\", \"headers\": {\"\\u0000\": \"\\u0007\"}}}}");
        write(root, "g/skills/SKILL.md", skill("g"));

        var all = check(root);

        assertThat(all).noneMatch(d -> d.diagnostic().code().equals("internal-error"));
        assertThat(all).isNotEmpty();
    }
}
