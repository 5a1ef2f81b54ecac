package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.review.Findings;
import dev.catalogstudio.model.review.GitSides;
import dev.catalogstudio.model.review.Review;
import dev.catalogstudio.model.workspace.CheckResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio review PATH --base REV [--head REV] [--format text|json|markdown|sarif] [--all]} (docs/REVIEW.md §
 * Reviewing a change set): what the change set from REV to the working tree (or {@code --head}) does to the catalog at
 * PATH, and the diagnostics it introduced ({@link Findings}); {@code --all} lists every diagnostic of the head side.
 */
@Command(name = "review",
        description = {"Reviews a change set: the entries added, removed, renamed or modified between two git "
                + "revisions of the catalog at PATH, their version bumps, the dependency edges that changed, what "
                + "they impact, and the diagnostics the change set introduced (check's on the head side that the base "
                + "lacked, with the change-set rules), counting those that were there before.",
                "Reads the revisions with git; never checks anything out."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:no new errors (with --all: no errors)",
            "1:at least one error the change set introduced (with --all: any error, check's or the change set's)",
            "2:bad arguments, PATH outside a git work tree (links followed) or inside .git, a revision that "
                + "cannot be resolved (@{upstream} of a branch without one), or a shallow clone lacking it"})
public final class ReviewCommand implements Callable<Integer> {

    /** The {@code --format} values of review. */
    enum Format {
        TEXT, JSON, MARKDOWN, SARIF;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Parameters(index = "0", paramLabel = "PATH", description = "The catalog folder, inside a git work tree.")
    private Path path;

    @Option(names = "--base", required = true, paramLabel = "REV",
            description = "The revision the change set starts from: a branch, tag, origin/main or a commit.")
    private String base;

    @Option(names = "--head", paramLabel = "REV",
            description = "The revision it ends at (default: the working tree, uncommitted edits included).")
    private String head;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = FormatConverter.class,
            completionCandidates = FormatConverter.class,
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Format format;

    @Option(names = "--all",
            description = "List every diagnostic of the head side, not only the new ones, and exit 1 on any error.")
    private boolean all;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var cli = spec.commandLine();
        var root = WorkspaceArgument.readableFolder(path);
        dev.catalogstudio.model.review.ChangeSet set;
        try (var progress = Progress.onStandardError(cli.getErr())) {
            set = Review.run(root, base, Optional.ofNullable(head), progress);
        } catch (GitSides.RevisionException e) {
            throw new CheckFailure(TerminalText.safe(e.getMessage()));
        } catch (IOException e) {
            throw new CheckFailure("cannot read " + path + ": " + e.getMessage());
        }
        if (!set.ancestor()) {
            cli.getErr().println("catalog-studio review: " + TerminalText.safe(base) + " is not an ancestor of the "
                    + "head; the two sides are compared as they are");
        }
        var out = cli.getOut();
        var findings = set.findings();
        switch (format) {
            case JSON:
                ReviewReport.json(set, findings, all, root, out);
                break;
            case MARKDOWN:
                ReviewReport.markdown(set, findings, all, out);
                break;
            case SARIF:
                new SarifReport(ManifestVersion.version()).write(new CheckResult(root,
                        set.headSnapshot().files().size(), set.diagnostics()),
                        d -> all || findings.status(d) == Findings.Status.NEW,
                        d -> baselineState(findings, d), out);
                break;
            default:
                ReviewReport.text(set, findings, all, root, cli.getColorScheme().ansi(), out);
        }
        out.flush();
        return (all ? set.hasErrors() : findings.hasNewErrors()) ? ExitCodes.ERRORS : ExitCodes.OK;
    }

    /**
     * A result's SARIF {@code baselineState}: {@code new} for what the change set introduced, {@code unchanged} for
     * one the base had too, {@code updated} for one in a file the change set does not reach whose equal the base
     * lacked (its message changed: it quotes something the change set changed).
     */
    static String baselineState(Findings findings, dev.catalogstudio.model.workspace.FileDiagnostic d) {
        return findings.status(d) == Findings.Status.NEW ? "new" : findings.atBase(d) ? "unchanged" : "updated";
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
            throw new CommandLine.TypeConversionException("expected one of text, json, markdown, sarif but was '"
                    + value + "'");
        }

        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(Format.values()).map(Format::toString).iterator();
        }
    }
}
