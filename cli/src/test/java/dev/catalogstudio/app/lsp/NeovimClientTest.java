package dev.catalogstudio.app.lsp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real editor as the client: Neovim, headless, attaches {@code catalog-studio lsp} (this build's classes, started as
 * a process) through its built-in LSP client to a SKILL.md of the sample whose name differs from its folder; the Lua
 * script {@code lsp/nvim-lsp.lua} asserts the diagnostic and the hover, applies the quick fix and checks the buffer.
 * Skipped where {@code nvim} is not installed ({@code apt-get install neovim}: Debian 12 ships 0.7.2, which the script
 * supports).
 */
class NeovimClientTest {

    @TempDir
    Path dir;

    private static Path nvim() {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(p -> !p.isEmpty()).map(p -> Path.of(p, "nvim")).filter(Files::isExecutable)
                .findFirst().orElse(null);
    }

    @Test
    void neovimShowsTheDiagnosticAndAppliesTheQuickFix() throws Exception {
        Path nvim = nvim();
        assumeTrue(nvim != null, "nvim is not installed");
        Path root = LspHarness.sample(dir.resolve("catalog"));
        Path skill = root.resolve("skills/incident-response/SKILL.md");
        Files.writeString(skill, Files.readString(skill).replace("name: incident-response", "name: incident-resp"));
        Path script = dir.resolve("nvim-lsp.lua");
        try (var in = getClass().getResourceAsStream("/lsp/nvim-lsp.lua")) {
            Files.write(script, in.readAllBytes());
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "[\"" + java + "\",\"-cp\",\"" + System.getProperty("java.class.path").replace("\\", "\\\\")
                + "\",\"dev.catalogstudio.app.Main\",\"lsp\"]";
        var process = new ProcessBuilder(nvim.toString(), "--headless", "--clean", "-u", script.toString(),
                skill.toString())
                .directory(root.toFile())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("nvim.out").toFile());
        process.environment().put("LSP_CMD_JSON", command);
        process.environment().put("LSP_ROOT", root.toString());
        process.environment().put("HOME", dir.toString()); // no user configuration, no shada in the real home
        var running = process.start();
        boolean ended = running.waitFor(180, TimeUnit.SECONDS);
        if (!ended) {
            running.destroyForcibly();
        }
        String output = Files.readString(dir.resolve("nvim.out"), StandardCharsets.UTF_8);
        assertThat(ended).as("nvim ended; its output:\n" + output).isTrue();
        assertThat(running.exitValue()).as(output).isZero();
        assertThat(output.lines().toList()).contains(
                "diagnostic 1:6-1:19 severity=1 code=name-directory-mismatch source=catalog-studio: 'name' is "
                        + "'incident-resp' but the folder is 'incident-response'; they must be the same.",
                "hover: **name** · string · required",
                "code action: Rename to 'incident-response' (quickfix)",
                "buffer line 2 after the fix: name: incident-response",
                "PASS");
        assertThat(Files.readString(skill)).as("the buffer is not written").contains("name: incident-resp\n");
    }
}
