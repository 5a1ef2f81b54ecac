package dev.catalogstudio.model.format.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Runs the MCP rules over the data fixtures in {@code rules/<code>/} (the shared fixture runner reads the same
 * folders): {@code fail/} must report exactly the positions in {@code fail/expected} for that code, {@code pass/}
 * nothing of severity warning or above. Only MCP files ({@code mcps/*.json}) and {@code .mcp.json} are read here.
 */
class McpFixturesTest {

    @ParameterizedTest
    @ValueSource(strings = {"mcp-json-syntax", "mcp-name-format", "mcp-filename-mismatch", "mcp-json-style",
        "mcp-command-absolute", "mcp-shell-wrapper", "mcp-shell-expansion", "placeholder-unknown", "mcp-transport",
        "mcp-dependencies", "mcp-config-syntax", "mcp-server-transport", "mcp-server-name", "secret-literal"})
    void fixture(String code) throws Exception {
        var folder = Path.of(getClass().getResource("/rules/" + code).toURI());
        var expected = Files.readAllLines(folder.resolve("fail/expected")).stream().filter(l -> !l.isBlank()).toList();
        var failing = check(folder.resolve("fail"));
        assertThat(failing.stream().filter(d -> d.startsWith(code + " ")).map(d -> d.split(" ")[2]))
                .as(code + " fail").containsExactlyInAnyOrderElementsOf(expected);
        assertThat(check(folder.resolve("pass"))).as(code + " pass").isEmpty();
    }

    /** {@code "<code> <severity> <path>:<line>:<column>"} for every diagnostic of warning or above. */
    private static List<String> check(Path catalog) throws IOException, URISyntaxException {
        var found = new ArrayList<String>();
        var config = catalog.resolve(".mcp.json");
        if (Files.exists(config)) {
            var out = new Diagnostics();
            McpConfigRules.check(McpConfig.parse(read(config)), out);
            found.addAll(describe(catalog, config, out.sorted()));
        }
        var mcps = catalog.resolve("mcps");
        if (Files.isDirectory(mcps)) {
            try (Stream<Path> files = Files.list(mcps)) {
                for (var file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                    var out = new Diagnostics();
                    McpFileRules.check(McpFile.parse(read(file), file.getFileName().toString()), out);
                    found.addAll(describe(catalog, file, out.sorted()));
                }
            }
        }
        return found;
    }

    private static List<String> describe(Path catalog, Path file, List<Diagnostic> diagnostics) {
        String path = catalog.relativize(file).toString().replace('\\', '/');
        return diagnostics.stream().filter(d -> d.severity().atLeast(Severity.WARNING))
                .map(d -> d.code() + " " + d.severity().label() + " " + path + ":" + d.range().start()).toList();
    }

    private static SourceText read(Path file) {
        try {
            return SourceText.of(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
