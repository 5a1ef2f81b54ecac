package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Checks a whole workspace from disk: opens it as a {@link Workspace} (scan, read, parse, classify, per-document rules,
 * dependency graph, cross-file rules) and returns its first snapshot's diagnostics. This is what
 * {@code catalog-studio check} runs, so the command line and the studio report the same things. Thread-safe; each call
 * is independent.
 */
public final class CatalogChecker {

    private final BiFunction<LoadedDocument, WorkspaceDocuments.Loaded, List<Diagnostic>> rules;

    /** A checker running every rule set. */
    public CatalogChecker() {
        this(DocumentRules::check);
    }

    /** A checker with other per-document rules (tests). */
    CatalogChecker(BiFunction<LoadedDocument, WorkspaceDocuments.Loaded, List<Diagnostic>> rules) {
        this.rules = rules;
    }

    /**
     * Checks the folder {@code root}.
     *
     * @param root     the workspace folder
     * @param progress told of scanning and checking progress (files done of files found)
     * @return every diagnostic, sorted by path and position
     * @throws IOException if {@code root} is not a readable folder (individual unreadable files are diagnostics)
     */
    public CheckResult check(Path root, ProgressListener progress) throws IOException {
        return Workspace.open(root, progress, rules).snapshot().toCheckResult();
    }

    /**
     * Checks the folder {@code root} for the hosts named (docs/CHECKS.md § Host profiles); none named: the hosts of its
     * {@code catalog-studio.yaml}, or those its folders suggest.
     *
     * @throws IllegalArgumentException for a name that is not a host
     */
    public CheckResult check(Path root, ProgressListener progress, java.util.List<String> hosts) throws IOException {
        return Workspace.open(root, progress, hosts).snapshot().toCheckResult();
    }
}
