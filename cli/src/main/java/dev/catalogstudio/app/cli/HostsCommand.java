package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.hosts.HostDiscovery;
import dev.catalogstudio.model.loads.HostLoads;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio hosts PATH [--host H]… [--format text|json|markdown]}: per host, what it would load of the
 * workspace (skills, subagents, commands, with the characters of each description that reach its listing) and what it
 * drops or cuts, each with the reason and the diagnostic code ({@link HostLoads}; docs/CHECKS.md § Host profiles).
 *
 * <p>JSON: {@code {"hosts":[{"host","displayName","loaded":[{"kind","name","path","descriptionChars"}],
 * "dropped":[{"kind","path","line","reason","code"}],"truncated":[{"kind","name","path","chars","limit","source",
 * "counted"}]}]}},
 * paths {@code /}-separated and relative to PATH, lines 1-based, characters counted as code points.
 *
 * <p>Exit code {@link ExitCodes#OK} when every host loads everything it finds, {@link ExitCodes#ERRORS} when some
 * host drops something, {@link ExitCodes#USAGE} for bad arguments or an unreadable PATH.
 */
@Command(name = "hosts",
        description = "Shows, per host, what it loads of PATH and what it drops or truncates, and why.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every host loads everything it finds",
            "1:some host drops something it finds",
            "2:bad arguments, or PATH is missing, not a folder or unreadable"})
public final class HostsCommand implements Callable<Integer> {

    /** The {@code --format} values. */
    enum Format {
        TEXT, JSON, MARKDOWN;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Parameters(index = "0", paramLabel = "PATH", description = "The repository or workspace folder.")
    private Path path;

    @Option(names = "--host", paramLabel = "NAME",
            description = "Report this host (repeatable): claude-code, codex, copilot, cursor, gemini, agent-plugins. "
                    + "Default: every host that would load something of PATH.")
    private List<String> hosts = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = FormatConverter.class,
            completionCandidates = FormatConverter.class,
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Format format;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        for (String host : hosts) {
            if (!HostDiscovery.NAMES.contains(host)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "'" + TerminalText.safe(host)
                        + "' is not a host; the hosts are " + String.join(", ", HostDiscovery.NAMES));
            }
        }
        var snapshot = WorkspaceArgument.open(path, spec.commandLine());
        var reports = HostLoads.of(snapshot, hosts);
        var out = spec.commandLine().getOut();
        switch (format) {
            case JSON -> json(reports, out);
            case MARKDOWN -> markdown(reports, out);
            default -> text(reports, out);
        }
        out.flush();
        return reports.stream().anyMatch(r -> !r.dropped().isEmpty()) ? ExitCodes.ERRORS : ExitCodes.OK;
    }

    private static void text(List<HostLoads.HostReport> reports, PrintWriter out) {
        if (reports.isEmpty()) {
            out.println("No host would load a skill, subagent or command of this folder.");
        }
        for (var report : reports) {
            out.println(report.displayName() + " (" + report.host() + "): " + report.summary());
            for (var d : report.dropped()) {
                out.println("  dropped   " + d.kind() + " " + TerminalText.safe(d.path()) + ":" + d.line() + " ["
                        + d.code() + "] " + TerminalText.safe(d.reason()));
            }
            for (var t : report.truncated()) {
                out.println("  truncated " + t.kind() + " " + TerminalText.safe(t.name()) + " "
                        + TerminalText.safe(t.path()) + ": " + t.counted() + " " + t.chars() + " characters, the "
                        + "listing keeps " + t.limit() + " (" + t.source() + ")");
            }
            for (var l : report.loaded()) {
                out.println("  loaded    " + l.kind() + " " + TerminalText.safe(l.name()) + " "
                        + TerminalText.safe(l.path()) + (l.listed() ? " (" + l.descriptionChars()
                        + " description characters)" : ""));
            }
        }
    }

    private static void markdown(List<HostLoads.HostReport> reports, PrintWriter out) {
        out.println("# What each host loads");
        if (reports.isEmpty()) {
            out.println();
            out.println("No host would load a skill, subagent or command of this folder.");
        }
        for (var report : reports) {
            out.println();
            out.println("## " + ReviewReport.md(report.displayName()) + " (`" + report.host() + "`)");
            out.println();
            out.println(report.summary() + ".");
            if (!report.dropped().isEmpty()) {
                out.println();
                out.println("| dropped | file | code | why |");
                out.println("|---|---|---|---|");
                for (var d : report.dropped()) {
                    out.println("| " + d.kind() + " | `" + ReviewReport.md(d.path()) + ":" + d.line() + "` | `"
                            + d.code() + "` | " + ReviewReport.md(d.reason()) + " |");
                }
            }
            if (!report.truncated().isEmpty()) {
                out.println();
                out.println("| truncated | name | file | characters | listing keeps |");
                out.println("|---|---|---|---:|---:|");
                for (var t : report.truncated()) {
                    out.println("| " + t.kind() + " | " + ReviewReport.md(t.name()) + " | `" + ReviewReport.md(t.path())
                            + "` | " + t.chars() + " | " + t.limit() + " |");
                }
            }
            if (!report.loaded().isEmpty()) {
                out.println();
                out.println("| loaded | name | file | description characters |");
                out.println("|---|---|---|---:|");
                for (var l : report.loaded()) {
                    out.println("| " + l.kind() + " | " + ReviewReport.md(l.name()) + " | `"
                            + ReviewReport.md(l.path()) + "` | " + (l.listed() ? l.descriptionChars() : "–") + " |");
                }
            }
        }
    }

    private static void json(List<HostLoads.HostReport> reports, PrintWriter out) {
        JsonOutput.write(out, json -> {
            json.writeStartObject();
            json.writeArrayFieldStart("hosts");
            for (var report : reports) {
                json.writeStartObject();
                json.writeStringField("host", report.host());
                json.writeStringField("displayName", report.displayName());
                json.writeArrayFieldStart("loaded");
                for (var l : report.loaded()) {
                    json.writeStartObject();
                    json.writeStringField("kind", l.kind());
                    json.writeStringField("name", l.name());
                    json.writeStringField("path", l.path());
                    json.writeNumberField("descriptionChars", l.descriptionChars());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeArrayFieldStart("dropped");
                for (var d : report.dropped()) {
                    json.writeStartObject();
                    json.writeStringField("kind", d.kind());
                    json.writeStringField("path", d.path());
                    json.writeNumberField("line", d.line());
                    json.writeStringField("reason", d.reason());
                    json.writeStringField("code", d.code());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeArrayFieldStart("truncated");
                for (var t : report.truncated()) {
                    json.writeStartObject();
                    json.writeStringField("kind", t.kind());
                    json.writeStringField("name", t.name());
                    json.writeStringField("path", t.path());
                    json.writeNumberField("chars", t.chars());
                    json.writeNumberField("limit", t.limit());
                    json.writeStringField("source", t.source());
                    json.writeStringField("counted", t.counted());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    /** Picocli: the format names in lower case, any case accepted; also the completion candidates. */
    static final class FormatConverter implements CommandLine.ITypeConverter<Format>, Iterable<String> {
        @Override
        public Format convert(String value) {
            for (var format : Format.values()) {
                if (format.toString().equals(value.toLowerCase(Locale.ROOT))) {
                    return format;
                }
            }
            throw new CommandLine.TypeConversionException("'" + value + "' is not a format; use text, json or "
                    + "markdown");
        }

        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(Format.values()).map(Format::toString).iterator();
        }
    }
}
