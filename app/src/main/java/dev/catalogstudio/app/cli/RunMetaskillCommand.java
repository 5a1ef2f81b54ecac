package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.metaskill.DryRun;
import dev.catalogstudio.model.metaskill.HostCall;
import dev.catalogstudio.model.metaskill.Metaskill;
import dev.catalogstudio.model.metaskill.ResponseScript;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio run-metaskill SKILL_DIR --input INPUT.json [--responses SCRIPT.json]}: a dry run of a
 * metaSKILL (metaskills.md § 6–9). The program runs hermetically under the spec's budgets; {@code ask} and
 * {@code command} are answered from the responses script (or by a marked default), never by a model or a process.
 * Standard output gets the host's result string (§ 9); standard error gets the timeline of host calls, one line
 * each, with the line of SKILL.star they came from.
 */
@Command(name = "run-metaskill",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        description = "Dry-runs a metaSKILL: ask and command are answered from a script, never by a model or a "
                + "process; prints the host's result string.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:run(input) completed", "1:the run failed (the result is an error: string)",
            "2:SKILL_DIR, INPUT or SCRIPT cannot be read or is malformed"})
public final class RunMetaskillCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SKILL_DIR", description = "The skill folder (SKILL.md and its program).")
    private Path dir;

    @Option(names = "--input", required = true, paramLabel = "INPUT.json",
            description = "The input object passed to run(input), as a JSON file.")
    private Path input;

    @Option(names = "--responses", paramLabel = "SCRIPT.json", description = "Answers for ask and command: a JSON "
            + "array in call order, or {\"ask\": [...], \"command\": [...]} matched by purpose and argv prefix.")
    private Path responses;

    @Option(names = "--max-ask-calls", paramLabel = "N", defaultValue = "5",
            description = "Nested ask calls allowed (1..100; default ${DEFAULT-VALUE}).")
    private int maxAskCalls;

    @Option(names = "--max-command-calls", paramLabel = "N", defaultValue = "10",
            description = "Command calls allowed (0..100; default ${DEFAULT-VALUE}).")
    private int maxCommandCalls;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "300",
            description = "Wall-clock limit of the run (default ${DEFAULT-VALUE}).")
    private long timeout;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        DryRun.Options options;
        try {
            options = new DryRun.Options(maxAskCalls, maxCommandCalls, timeout);
        } catch (IllegalArgumentException e) {
            throw new CheckFailure(e.getMessage());
        }
        Metaskill skill;
        String inputJson;
        ResponseScript script;
        try {
            skill = Metaskill.load(dir);
            inputJson = Files.readString(input, StandardCharsets.UTF_8);
            script = responses == null ? ResponseScript.empty()
                    : ResponseScript.parse(Files.readString(responses, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new CheckFailure("cannot read " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new CheckFailure(e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        DryRun.Result result;
        try {
            result = new DryRun(skill, options, script, call -> err.println(TerminalText.safe(describe(call))))
                    .run(inputJson);
        } catch (IllegalArgumentException e) {
            throw new CheckFailure(e.getMessage());
        }
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        for (String line : result.text().split("\n", -1)) {
            out.println(TerminalText.safe(line));
        }
        out.flush();
        return result.completed() ? ExitCodes.OK : ExitCodes.ERRORS;
    }

    /** One timeline line: {@code SKILL.star:31 ask #1 (diagnose-rollout): scripted}. */
    static String describe(HostCall call) {
        String what = switch (call.kind()) {
            case "ask" -> "ask #" + call.number() + (call.request().containsKey("purpose")
                    ? " (" + call.request().get("purpose") + ")" : "");
            case "command" -> "command #" + call.number() + " " + String.join(" ", call.argv()) + " -> exit "
                    + call.response().get("exit_code");
            default -> "trace " + call.request().get("kind") + " " + DryRunText.json(call.request().get("data"));
        };
        String source = switch (call.source()) {
            case SCRIPTED -> ": scripted";
            case INTERACTIVE -> ": answered";
            case UNSCRIPTED -> ": UNSCRIPTED, default answer";
            case NONE -> "";
        };
        return "dry run: SKILL.star:" + call.line() + " " + what + source;
    }
}
