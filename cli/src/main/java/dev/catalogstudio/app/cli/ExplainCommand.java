package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.rules.RuleExample;
import dev.catalogstudio.model.rules.RulePage;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio explain CODE [--format text|json|markdown]}: one diagnostic code's page ({@link RulePage}):
 * what it means, why it matters, a catalog that reports it with what {@code check} says of it (run now), the same
 * catalog corrected, how to fix it and how to silence it. The Markdown is {@code docs/rules/CODE.md}.
 */
@Command(name = "explain",
        description = "Explains one diagnostic code: what it means, why, a failing and a passing example, how to fix "
                + "it and how to silence it.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:printed", "2:no CODE, or CODE is no diagnostic code"})
public final class ExplainCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "CODE", description = "A diagnostic code, e.g. name-format (see 'rules').")
    private String code;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            converter = HostsCommand.FormatConverter.class, completionCandidates = HostsCommand.FormatConverter.class,
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private HostsCommand.Format format;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var rule = Rule.byId(code).orElseThrow(() -> new ParameterException(spec.commandLine(), "'"
                + TerminalText.safe(code) + "' is no diagnostic code; 'catalog-studio rules' lists them"));
        var page = RulePage.of(rule);
        var out = spec.commandLine().getOut();
        switch (format) {
            case JSON -> JsonOutput.write(out, json -> {
                json.writeStartObject();
                RuleDocs.writeFields(json, page);
                json.writeStringField("why", page.why());
                json.writeStringField("fix", page.fix());
                var example = RuleExample.of(rule);
                if (example.isPresent()) {
                    json.writeObjectFieldStart("example");
                    files(json, "failing", example.get().failing());
                    json.writeArrayFieldStart("reports");
                    for (String line : RuleDocs.failingReport(example.get())) {
                        json.writeString(line);
                    }
                    json.writeEndArray();
                    files(json, "passing", example.get().passing());
                    json.writeEndObject();
                } else {
                    json.writeNullField("example");
                    json.writeStringField("noExample", page.noExample().orElse(""));
                }
                json.writeBooleanField("canBeSilenced", !dev.catalogstudio.model.diag.RuleLevels.FIXED.contains(rule));
                json.writeEndObject();
            });
            case MARKDOWN -> out.print(RuleDocs.markdown(page));
            default -> RuleDocs.text(page).lines().forEach(line -> out.println(TerminalText.safe(line)));
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static void files(com.fasterxml.jackson.core.JsonGenerator json, String name,
                              java.util.SortedMap<String, byte[]> files) throws java.io.IOException {
        json.writeObjectFieldStart(name);
        for (var file : files.entrySet()) {
            json.writeStringField(file.getKey(), new String(file.getValue(), StandardCharsets.UTF_8));
        }
        json.writeEndObject();
    }
}
