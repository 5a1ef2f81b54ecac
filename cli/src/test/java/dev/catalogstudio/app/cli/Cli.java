package dev.catalogstudio.app.cli;

import dev.catalogstudio.app.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Help.Ansi;

/** Runs the real command line in-process with captured output, and writes small catalogs for it. */
public final class Cli {

    /** Frontmatter the model reports as {@code yaml-syntax} (an unclosed flow sequence). */
    public static final String BROKEN_YAML = "---\nname: [unclosed\n---\n";

    /** A valid skill named {@code x}. */
    public static final String CLEAN_SKILL = "---\nname: x\ndescription: Does x.\n---\nBody\n";

    private Cli() {
    }

    /** What one run printed and returned. */
    public record Run(int exitCode, String out, String err) {

        /** Standard output split into lines (no trailing empty line). */
        public List<String> outLines() {
            return out.lines().toList();
        }
    }

    /** Runs {@code catalog-studio args} without colours. */
    public static Run run(String... args) {
        return run(Ansi.OFF, args);
    }

    /** Runs {@code catalog-studio args} with the given colour mode. */
    public static Run run(Ansi ansi, String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), ansi, args);
        return new Run(code, out.toString().replace("\r\n", "\n"), err.toString().replace("\r\n", "\n"));
    }

    /** Writes {@code text} (UTF-8) to {@code root/relative}, creating folders. */
    public static Path write(Path root, String relative, String text) {
        try {
            var file = root.resolve(relative);
            Files.createDirectories(file.getParent());
            return Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
