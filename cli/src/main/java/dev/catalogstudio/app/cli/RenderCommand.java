package dev.catalogstudio.app.cli;

import dev.catalogstudio.app.render.PreviewDocument;
import dev.catalogstudio.app.render.PreviewPage;
import dev.catalogstudio.model.format.Format;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio render FILE [--format html]}: prints the studio preview of a Markdown or 3md document as a
 * standalone HTML page (light theme), with the preview's sanitizing and link resolution: raw HTML escaped, no script,
 * remote images as placeholders, links to files of the workspace relative to the document, missing targets drawn as
 * broken with their diagnostic. For CI artefacts and reviews.
 */
@Command(name = "render",
        description = "Prints the preview of a Markdown or 3md document as a standalone HTML page.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:printed", "2:FILE is missing, outside the workspace, or not Markdown or 3md"})
public final class RenderCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "A SKILL.md, AGENTS.md, README.md, CHANGELOG.md or "
            + ".3md file.")
    private Path file;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "html",
            description = "Output format; html (the only one) by default.")
    private Format format;

    @Option(names = "--workspace", paramLabel = "DIR", description = "The workspace links resolve in (default: the "
            + "current folder when FILE is inside it, else FILE's folder).")
    private Path workspace;

    @Option(names = "--dark", description = "Use the dark theme's colours.")
    private boolean dark;

    @Spec
    private CommandSpec spec;

    /** Output formats. */
    enum Format { html }

    @Override
    public Integer call() {
        Path absolute = file.toAbsolutePath().normalize();
        if (!Files.isRegularFile(absolute)) {
            throw new CheckFailure("cannot read " + file + ": not a file");
        }
        Path root = workspace != null ? workspace.toAbsolutePath().normalize()
                : absolute.startsWith(Path.of("").toAbsolutePath()) ? Path.of("").toAbsolutePath()
                : absolute.getParent();
        if (!absolute.startsWith(root)) {
            throw new CheckFailure(file + " is not inside the workspace " + root);
        }
        var snapshot = WorkspaceArgument.open(root, spec.commandLine());
        String path = root.relativize(absolute).toString().replace('\\', '/');
        if (!PreviewDocument.previews(snapshot, path)) {
            throw new CheckFailure(file + " is not a Markdown or 3md document the preview shows");
        }
        var out = spec.commandLine().getOut();
        out.print(PreviewPage.html(PreviewDocument.of(snapshot, path, false), dark));
        out.flush();
        return ExitCodes.OK;
    }
}
