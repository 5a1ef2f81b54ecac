package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.io.PrintWriter;
import picocli.CommandLine.Help.Ansi;

/**
 * The {@code text} format, for people. One line per diagnostic,
 * {@code path:line:column: severity code: message} (path relative to the checked folder, {@code /}-separated;
 * line and column 1-based, the column in UTF-16 code units; the message folded to one line), a blank line between
 * files, then a summary line such as {@code 12 files checked: 2 errors, 3 warnings, 1 info}.
 *
 * <p>With colours enabled ({@link Ansi#enabled()}: a terminal, and {@code NO_COLOR} unset) the path is bold, the
 * severity red, yellow or cyan, and the code faint. Colours are SGR escape codes written around the text, never
 * through picocli's markup, so a message containing {@code @|} prints as is; bold and faint end with SGR 22, not
 * picocli's SGR 21 (double underline on many terminals).
 */
final class TextReport implements Report {

    private static final String BOLD = "\u001b[1m";
    private static final String FAINT = "\u001b[2m";
    private static final String NORMAL_INTENSITY = "\u001b[22m";
    private static final String RED = "\u001b[31m";
    private static final String YELLOW = "\u001b[33m";
    private static final String CYAN = "\u001b[36m";
    private static final String DEFAULT_COLOUR = "\u001b[39m";

    private final Ansi ansi;

    /** @param ansi whether to colour ({@link Ansi#enabled()} is asked once per write) */
    TextReport(Ansi ansi) {
        this.ansi = ansi;
    }

    @Override
    public void write(CheckResult result, PrintWriter out) {
        boolean colour = ansi.enabled();
        String previous = null;
        for (var fd : result.diagnostics()) {
            if (previous != null && !previous.equals(fd.path())) {
                out.println();
            }
            out.println(line(fd, colour));
            previous = fd.path();
        }
        if (previous != null) {
            out.println();
        }
        out.println(summary(result));
    }

    /** One diagnostic as {@code path:line:column: severity code: message}. */
    static String line(FileDiagnostic fd, boolean colour) {
        var d = fd.diagnostic();
        var start = d.range().start();
        return style(colour, TerminalText.safe(fd.path()), BOLD, NORMAL_INTENSITY) + ":" + start.line() + ":" + start.column() + ": "
                + style(colour, d.severity().label(), severityColour(d.severity()), DEFAULT_COLOUR) + " "
                + style(colour, d.code(), FAINT, NORMAL_INTENSITY) + ": " + CliErrors.oneLine(d.message());
    }

    /** {@code N files checked: E errors, W warnings, I info}, counting what is reported. */
    static String summary(CheckResult result) {
        return count(result.fileCount(), "file") + " checked: "
                + count(result.count(Severity.ERROR), "error") + ", "
                + count(result.count(Severity.WARNING), "warning") + ", "
                + result.count(Severity.INFO) + " info";
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String severityColour(Severity severity) {
        switch (severity) {
            case ERROR:
                return RED;
            case WARNING:
                return YELLOW;
            default:
                return CYAN;
        }
    }

    private static String style(boolean colour, String text, String on, String off) {
        return colour ? on + text + off : text;
    }
}
