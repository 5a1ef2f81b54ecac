package dev.catalogstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Help.Ansi;

/**
 * {@code docs/CLI.md}, the command line's reference, is each subcommand's own {@code --help} as picocli prints it;
 * a test fails when it is stale ({@code -Dcli.write=true} rewrites it).
 */
class CliReferenceTest {

    private static final Path PAGE = Path.of("..", "docs", "CLI.md");

    /** The reference page as the command line's help prints it now. */
    static String reference() {
        var quiet = new PrintWriter(new StringWriter());
        var main = Main.commandLine(quiet, quiet, Ansi.OFF);
        var out = new StringBuilder();
        out.append("# Command-line reference\n\n")
                .append("Generated from `catalog-studio --help` and each subcommand's `--help` (picocli); do not edit. ")
                .append("A test fails when this page is stale: `./mvnw -o -q -pl cli test -Dtest=CliReferenceTest ")
                .append("-Dcli.write=true` rewrites it.\n\n");
        out.append("```text\n").append(main.getUsageMessage(Ansi.OFF).stripTrailing()).append("\n```\n");
        for (var sub : main.getSubcommands().entrySet()) {
            if (sub.getKey().equals("help")) {
                continue;
            }
            out.append("\n## `catalog-studio ").append(sub.getKey()).append("`\n\n```text\n")
                    .append(sub.getValue().getUsageMessage(Ansi.OFF).stripTrailing()).append("\n```\n");
        }
        return out.toString();
    }

    @Test
    void docsCliIsEveryCommandsHelp() throws Exception {
        String expected = reference();
        if (Boolean.getBoolean("cli.write")) {
            Files.writeString(PAGE, expected, StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(PAGE, StandardCharsets.UTF_8))
                .as("docs/CLI.md is stale: ./mvnw -o -q -pl cli test -Dtest=CliReferenceTest -Dcli.write=true")
                .isEqualTo(expected);
        assertThat(expected).contains("## `catalog-studio check`", "## `catalog-studio explain`",
                "## `catalog-studio lsp`");
    }
}
