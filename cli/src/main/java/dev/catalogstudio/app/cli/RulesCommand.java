package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.rules.RuleExample;
import dev.catalogstudio.model.rules.RulePage;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio rules [--format text|json|markdown]}: every diagnostic code with its default severity, summary,
 * spec section and the hosts it concerns ({@link RulePage}); the Markdown is {@code docs/rules/README.md}.
 */
@Command(name = "rules",
        description = "Lists every diagnostic code with its severity, summary, spec section and the hosts it "
                + "concerns; 'explain CODE' prints one code's page.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:printed", "2:bad arguments"})
public final class RulesCommand implements Callable<Integer> {

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            converter = HostsCommand.FormatConverter.class, completionCandidates = HostsCommand.FormatConverter.class,
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private HostsCommand.Format format;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        var pages = RulePage.all();
        switch (format) {
            case JSON -> JsonOutput.write(out, json -> {
                json.writeStartArray();
                for (var page : pages) {
                    json.writeStartObject();
                    RuleDocs.writeFields(json, page);
                    json.writeBooleanField("example", RuleExample.of(page.rule()).isPresent());
                    json.writeEndObject();
                }
                json.writeEndArray();
            });
            case MARKDOWN -> out.print(RuleDocs.indexMarkdown(pages));
            default -> out.print(RuleDocs.indexText(pages));
        }
        out.flush();
        return ExitCodes.OK;
    }
}
