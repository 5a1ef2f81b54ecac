package dev.catalogstudio.model.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every fixture and sample exported for Claude Code passes Claude Code's own checker, {@code claude plugin validate}
 * (issue 43: an error there is an exporter bug). The checker is the native binary of the npm package
 * {@code @anthropic-ai/claude-code}, which this build does not fetch: the test runs where
 * {@code CATALOG_STUDIO_CLAUDE} names it (e.g. {@code node_modules/@anthropic-ai/claude-code-linux-x64/claude}) and is
 * skipped elsewhere, CI among them. {@code bench/export-real-plugins.sh} does the same for real plugins.
 */
class ClaudeValidateExportTest {

    @TempDir
    Path temp;

    @Test
    void everyClaudeCodeExportPassesClaudePluginValidate() throws Exception {
        String claude = System.getenv("CATALOG_STUDIO_CLAUDE");
        assumeTrue(claude != null && Files.isExecutable(Path.of(claude)),
                "CATALOG_STUDIO_CLAUDE names no claude binary");
        var sources = new ArrayList<Path>();
        for (String name : ExportFixtures.NAMES) {
            sources.add(ExportFixtures.copy(name, temp.resolve("src")));
        }
        sources.addAll(ExportFixtures.SAMPLES);
        var failed = new ArrayList<String>();
        int n = 0;
        for (Path src : sources) {
            Path out = temp.resolve("out" + n++);
            Exporter.write(Exporter.plan(src, ExportTarget.CLAUDE_CODE), out, ExportMode.NEW);
            String verdict = validate(claude, out);
            if (verdict != null) {
                failed.add(src + ": " + verdict);
            }
        }
        assertThat(failed).isEmpty();
    }

    /** Null when {@code claude plugin validate} passes {@code plugin}, else what it printed. */
    private String validate(String claude, Path plugin) throws Exception {
        Path home = Files.createTempDirectory(temp, "home");
        var builder = new ProcessBuilder(List.of(claude, "plugin", "validate", plugin.toString()))
                .directory(home.toFile()).redirectErrorStream(true);
        builder.environment().clear();
        builder.environment().putAll(java.util.Map.of("HOME", home.toString(), "PATH", "/usr/bin:/bin",
                "NO_COLOR", "1", "TERM", "dumb"));
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return "no answer in 120 s";
        }
        return process.exitValue() == 0 ? null : new String(output, StandardCharsets.UTF_8);
    }
}
