package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.format.threemd.Decimal;
import dev.catalogstudio.model.format.threemd.ThreeMdProjection;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio inspect FILE.3md [--json]}: the parsed 3md document. With {@code --json}, exactly the
 * {@code expected} object of the shared conformance vectors ({@code version, axis, title, metadata, preamble,
 * planes[z, label, x, y, attributes, body]}), or {@code {"error": "<code>"}} with the first error's code
 * ({@code duplicate-plane}, ...) for a file the format rejects. Without, a short listing, or the errors.
 *
 * <p>Exit code 0 when the file is valid 3md, 1 when rejected, 2 when it cannot be read.
 */
@Command(name = "inspect",
        description = "Parses a .3md file and prints its frontmatter and planes.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:valid 3md", "1:the 3md format rejects the file", "2:bad arguments, or FILE unreadable"})
public final class InspectCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "The .3md file.")
    private Path file;

    @Option(names = "--json", description = "Print the document as JSON (the conformance vectors' shape).")
    private boolean json;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var document = ThreeMdFiles.read(file);
        var out = spec.commandLine().getOut();
        var error = document.firstError();
        if (json) {
            JsonOutput.print(error.isPresent() ? JsonOutput.object().put("error", error.get().code())
                    : JsonOutput.tree(ThreeMdProjection.document(document)), out);
        } else if (error.isPresent()) {
            ThreeMdFiles.printErrors(file, document, out);
        } else {
            out.println("3md " + TerminalText.safe(document.version()) + ", axis " + TerminalText.safe(document.axis())
                    + (document.title() == null ? "" : ", title " + TerminalText.safe(document.title())) + ", "
                    + document.planes().size() + " plane(s)");
            document.metadata().forEach((k, v) -> out.println("  " + TerminalText.safe(k) + ": "
                    + TerminalText.safe(v)));
            for (var plane : document.planes()) {
                out.println("z=" + Decimal.format(plane.z()) + (plane.label() == null ? ""
                        : "\t" + TerminalText.safe(plane.label()))
                        + "\t" + plane.body().lines().count() + " line(s)");
            }
        }
        out.flush();
        return error.isPresent() ? ExitCodes.ERRORS : ExitCodes.OK;
    }
}
