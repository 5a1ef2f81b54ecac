package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Checks a whole workspace from disk: scan, read, parse, classify, then run every per-document rule set.
 * This is what {@code catalog-studio check} runs. Thread-safe; each call is independent.
 */
public final class CatalogChecker {

    private final WorkspaceScanner scanner = new WorkspaceScanner();
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
        var scan = scanner.scan(root, progress);
        var loaded = new WorkspaceDocuments(scan).load(progress);
        var all = new ArrayList<FileDiagnostic>(scan.problems());
        var documents = loaded.documents();
        for (int i = 0; i < documents.size(); i++) {
            var doc = documents.get(i);
            for (Diagnostic d : checkSafely(doc, loaded)) {
                all.add(new FileDiagnostic(doc.file().path(), d));
            }
            if (i % 100 == 0) {
                progress.progress(i, documents.size(), "checking");
            }
        }
        all.addAll(loaded.folderDiagnostics());
        all.sort(null);
        progress.progress(scan.files().size(), scan.files().size(), "done");
        return new CheckResult(scan.root(), scan.files().size(), all);
    }

    /** Runs a document's rules; a rule that throws becomes one {@code internal-error} diagnostic, never a crash. */
    private List<Diagnostic> checkSafely(LoadedDocument doc, WorkspaceDocuments.Loaded workspace) {
        try {
            return rules.apply(doc, workspace);
        } catch (RuntimeException | StackOverflowError e) {
            var out = new Diagnostics();
            out.addAll(doc.source().diagnostics());
            SourceText text = doc.source().text() == null ? SourceText.of("") : doc.source().text();
            out.report(Rule.INTERNAL_ERROR, text.range(0, 0), "Catalog Studio failed while checking this file ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + "); please report it.");
            return out.sorted();
        }
    }
}
