package dev.catalogstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Help.Ansi;

/**
 * The command-line launcher ({@code src/main/dist/catalog-studio}): it gives the short-run JVM options to exactly the
 * command line's words. That it runs the jar beside it with its archive and prints only the tool's output is checked
 * when the package phase stages it ({@code src/main/dist/stage.sh}).
 */
class LauncherTest {

    private static final Path LAUNCHER = Path.of("src/main/dist/catalog-studio");

    @Test
    void itsCommandLineWordsAreTheSubcommandsAndTheHelpAndVersionOptions() throws IOException {
        var matcher = Pattern.compile("(?m)^\\s*(check\\|[^)]*)\\)").matcher(Files.readString(LAUNCHER));
        assertThat(matcher.find()).as("the launcher's case of command-line words").isTrue();
        Set<String> words = new TreeSet<>(Arrays.asList(matcher.group(1).split("\\|")));

        var cli = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), Ansi.OFF);
        Set<String> expected = new TreeSet<>(cli.getSubcommands().keySet());
        expected.addAll(Set.of("-h", "--help", "-V", "--version"));
        expected.remove("lsp"); // the language server is long-lived: its own case, both compilers
        assertThat(words).isEqualTo(expected);
        assertThat(Files.readString(LAUNCHER)).containsPattern("(?m)^\\s*lsp\\)");
    }
}
