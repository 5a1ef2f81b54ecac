package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.metaskill.DryRun;
import dev.catalogstudio.model.metaskill.HostCall;
import dev.catalogstudio.model.metaskill.Metaskill;
import dev.catalogstudio.model.metaskill.ResponseScript;
import java.io.IOException;
import java.io.PrintWriter;
import dev.catalogstudio.model.text.DecodedText;
import dev.catalogstudio.model.text.TextFileReader;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
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
            description = "Wall-clock limit of the run, in seconds (1..86400; default ${DEFAULT-VALUE}).")
    private long timeout;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (timeout < 1 || timeout > MAX_TIMEOUT_SECONDS) {
            throw new ParameterException(spec.commandLine(), "--timeout must be 1.." + MAX_TIMEOUT_SECONDS
                    + " seconds, got " + timeout);
        }
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
            inputJson = readText(input, "the input");
            script = responses == null ? ResponseScript.empty() : ResponseScript.parse(readText(responses,
                    "the responses script"));
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

    /** The largest {@code --timeout}: a day. */
    static final long MAX_TIMEOUT_SECONDS = 86_400;

    /** The longest timeline line printed; longer ones are cut and say by how much. */
    static final int MAX_LINE_CHARS = 1_000;

    /**
     * A JSON file given on the command line, through the one bounded reader: no pipe, device or folder is opened
     * (a FIFO would block), nothing over its size limit is read, and text that is not UTF-8 is refused with where.
     */
    static String readText(Path path, String what) {
        TextFileReader.Bytes read;
        try {
            read = TextFileReader.read(path);
        } catch (NoSuchFileException e) {
            throw new CheckFailure("cannot read " + what + " " + path + ": it does not exist");
        } catch (FileSystemException e) {
            throw new CheckFailure("cannot read " + what + " " + path + ": it is "
                    + (e.getReason() != null ? e.getReason() : "not readable"));
        } catch (IOException e) {
            throw new CheckFailure("cannot read " + what + " " + path + ": " + e.getMessage());
        }
        if (read.truncated()) {
            throw new CheckFailure("cannot read " + what + " " + path + ": it is larger than the "
                    + TextFileReader.MAX_FULL_READ_BYTES + " bytes a dry run reads");
        }
        DecodedText decoded = DecodedText.decode(read.bytes());
        if (decoded.text() == null || decoded.problem() != null) {
            var p = decoded.problem();
            throw new CheckFailure("cannot read " + what + " " + path + ": it is not UTF-8 text: " + p.detail()
                    + (p.kind() == DecodedText.Kind.MALFORMED_UTF8 ? " (line " + p.line() + ", column "
                    + p.column() + ")" : ""));
        }
        return decoded.text().text();  // without a UTF-8 byte order mark
    }

    /** One timeline line: {@code SKILL.star:31 ask #1 (diagnose-rollout): scripted}. */
    static String describe(HostCall call) {
        String line = describeWhole(call);
        return line.length() <= MAX_LINE_CHARS ? line : line.substring(0, MAX_LINE_CHARS) + "… ("
                + (line.length() - MAX_LINE_CHARS) + " more characters)";
    }

    private static String describeWhole(HostCall call) {
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
