package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.export.ExportException;
import dev.catalogstudio.model.export.ExportFacts;
import dev.catalogstudio.model.export.ExportMode;
import dev.catalogstudio.model.export.ExportPlan;
import dev.catalogstudio.model.export.ExportResult;
import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.export.Exporter;
import dev.catalogstudio.model.export.Loss;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio export SRC --to HOST --out DIR}: writes a plugin, extension, skill folder or host folder in
 * another host's package layout with the model's {@link Exporter}, and reports every item the target cannot carry as
 * it is (docs/EXPORT.md). Text: the count of files written, then one line per loss
 * {@code path:line: item — action — reason}. JSON: {@code {"written":[…],"lost":[{"path","line","item","action",
 * "reason"}],"target":…,"out":…,"diagnostics":[…]}}. Every printed value is escaped as {@link TerminalText#safe}.
 */
@Command(name = "export",
        description = "Writes SRC (a plugin, extension, skill folder or host folder such as .claude) in another "
                + "host's layout and reports every field, file, component and placeholder the target cannot carry.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:exported; the output checks without an error for the target (losses are reported)",
            "1:--strict and at least one loss, or the target can carry none of SRC's components (nothing written)",
            "2:bad arguments; SRC unrecognised, holding a symbolic link or a manifest path leaving it; OUT not "
                    + "empty (without --force or --update over an earlier export) or not writable",
            "3:written, but checking OUT for the target found an error: one SRC has too (fix it there), else an "
                    + "exporter bug (please report it)"})
public final class ExportCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SRC", description = "The plugin, extension, skill folder or host folder "
            + "(.claude, .agents, .github, .codex, .cursor, .gemini) to export; never written.")
    private Path source;

    @Option(names = "--to", required = true, paramLabel = "HOST", description = "The target: claude-code, "
            + "agent-plugins, codex, copilot, cursor, gemini, metaagents, oaf or 3md.")
    private String to;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Where to write; absent or empty "
            + "unless --force or --update.")
    private Path out;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    private String format;

    @Option(names = "--vendor", paramLabel = "KEY", description = "Your publisher namespace, kebab-case: OAF's "
            + "vendorKey and the namespace of MetaAgents' MCP names (default: derived from the author's or plugin's "
            + "name, a loss saying so; with --force or --update, the one the earlier export recorded).")
    private String vendor;

    @Option(names = "--strict", description = "Exit 1, writing nothing, when anything would be lost.")
    private boolean strict;

    @Option(names = "--force", description = "Write over an earlier export in DIR (recorded in its "
            + ".catalog-studio-export.json), hand edits included; any other file there is refused.")
    private boolean force;

    @Option(names = "--update", description = "Re-export over an earlier export to the same HOST in DIR, refusing "
            + "if a file there was changed since.")
    private boolean update;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var cli = spec.commandLine();
        var target = ExportTarget.byId(to).orElseThrow(() -> new CommandLine.ParameterException(cli, "--to: '"
                + TerminalText.safe(to) + "' is not a target; the targets are " + String.join(", ",
                Arrays.stream(ExportTarget.values()).map(ExportTarget::id).toList())));
        if (!format.equals("text") && !format.equals("json")) {
            throw new CommandLine.ParameterException(cli, "--format: '" + TerminalText.safe(format)
                    + "' is not a format; use text or json");
        }
        if (force && update) {
            throw new CommandLine.ParameterException(cli, "give --force or --update, not both");
        }
        ExportPlan plan;
        ExportResult result = null;
        try {
            String namespace = vendor != null || !(force || update) ? vendor
                    : Exporter.recordedVendor(out).filter(v -> target.takesVendor()).orElse(null);
            plan = Exporter.plan(source, target, namespace);
            boolean nothing = plan.files().isEmpty() && !plan.losses().isEmpty();
            if (!nothing && !(strict && !plan.losses().isEmpty())) {
                result = Exporter.write(plan, out, force ? ExportMode.FORCE : update ? ExportMode.UPDATE
                        : ExportMode.NEW);
            }
        } catch (ExportException e) {
            cli.getErr().println(CliErrors.PREFIX + TerminalText.safe(e.getMessage()));
            cli.getErr().flush();
            return ExitCodes.USAGE;
        }
        String none = plan.files().isEmpty() && !plan.losses().isEmpty() ? carriesNone(target, plan) : null;
        // An error in OUT is the exporter's, unless SRC has errors of its own that the export carried along.
        long sourceErrors = result != null && result.hasErrors() ? sourceErrors(source) : 0;
        var printer = cli.getOut();
        if (format.equals("json")) {
            json(printer, plan, result, none, sourceErrors);
        } else {
            text(printer, plan, result, none, sourceErrors);
        }
        printer.flush();
        if (result != null && result.hasErrors()) {
            return ExitCodes.OUTPUT_ERRORS;
        }
        return none != null || strict && !plan.losses().isEmpty() ? ExitCodes.ERRORS : ExitCodes.OK;
    }

    /** Why nothing was written: the target can carry none of the source's components (the losses say why). */
    private static String carriesNone(ExportTarget target, ExportPlan plan) {
        var kinds = plan.losses().stream().map(Loss::item).filter(i -> i.matches("(skill|subagent|command|hooks|"
                + "mcp|rule|instructions)( .*)?|mcpServers\\..*")).map(i -> i.startsWith("mcpServers.") ? "MCP servers"
                : i.split(" ")[0]).distinct().toList();
        var facts = ExportFacts.of(target.id());
        var unwritten = facts.map(f -> f.unwritten().keySet().stream().filter(kinds::contains).sorted().toList())
                .orElse(List.of());
        if (!unwritten.isEmpty()) {
            return "nothing was written: " + target.id() + " keeps " + String.join(", ", unwritten) + " in a form "
                    + "that is no file of its own (" + String.join("; ", unwritten.stream().map(k -> facts.get()
                    .unwritten().get(k)).toList()) + "), which this exporter does not write yet; the rest of SRC's "
                    + "kinds have no place there (see the losses).";
        }
        return "nothing was written: " + target.id() + " can carry none of SRC's components (" + String.join(", ",
                kinds) + "); each loss below says why";
    }

    /** The errors a plain {@code check} finds in SRC (0 when it cannot be read: the export read it, so rarely). */
    private static long sourceErrors(Path source) {
        try {
            return new dev.catalogstudio.model.workspace.CatalogChecker().check(source,
                    dev.catalogstudio.model.workspace.ProgressListener.NONE).diagnostics().stream()
                    .filter(d -> d.diagnostic().severity() == Severity.ERROR).count();
        } catch (java.io.IOException | RuntimeException e) {
            return 0;
        }
    }

    private void text(PrintWriter printer, ExportPlan plan, ExportResult result, String none, long sourceErrors) {
        if (none != null) {
            printer.println(TerminalText.safe(none));
        } else if (result == null) {
            printer.println("nothing written: --strict and " + plan.losses().size() + " losses");
        } else {
            printer.println("wrote " + result.written().size() + " files to " + TerminalText.safe(out.toString())
                    + " (" + plan.target().id() + "), " + plan.losses().size() + " losses");
        }
        for (Loss loss : plan.losses()) {
            // A whole file or component has no line of its own (0): "path: item", as compilers print a file-level error.
            printer.println(TerminalText.safe(loss.where()) + ": " + TerminalText.safe(loss.item())
                    + " — " + loss.action().json() + " — " + TerminalText.safe(loss.reason()));
        }
        if (result != null) {
            for (FileDiagnostic d : result.diagnostics()) {
                if (d.diagnostic().severity() == Severity.ERROR) {
                    printer.println("output check: " + TextReport.line(d, false));
                }
            }
            if (result.hasErrors()) {
                printer.println(sourceErrors > 0 ? "SRC has " + sourceErrors + (sourceErrors == 1 ? " error" : " errors")
                        + " of its own (catalog-studio check " + TerminalText.safe(source.toString()) + " lists them), "
                        + "which the export carries as written: fix them in SRC and export again"
                        : "SRC checks without an error, so this is an exporter bug: please report it");
            }
        }
    }

    private void json(PrintWriter printer, ExportPlan plan, ExportResult result, String none, long sourceErrors) {
        JsonOutput.write(printer, json -> {
            json.writeStartObject();
            json.writeArrayFieldStart("written");
            for (String path : result == null ? List.<String>of() : result.written()) {
                json.writeString(path);
            }
            json.writeEndArray();
            json.writeArrayFieldStart("lost");
            for (Loss loss : plan.losses()) {
                json.writeStartObject();
                json.writeStringField("path", loss.path());
                json.writeNumberField("line", loss.line());
                json.writeStringField("item", loss.item());
                json.writeStringField("action", loss.action().json());
                json.writeStringField("reason", loss.reason());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeStringField("target", plan.target().id());
            json.writeStringField("out", out.toString());
            if (none != null) {
                json.writeStringField("nothingWritten", none);
            }
            json.writeFieldName("diagnostics");
            JsonReport.diagnostics(json, result == null ? List.of() : result.diagnostics());
            if (result != null && result.hasErrors()) {
                json.writeNumberField("sourceErrors", sourceErrors);
            }
            json.writeEndObject();
        });
    }
}
