package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import java.util.List;

/** Dispatches a document to the rule sets of its kind. */
final class DocumentRules {

    private DocumentRules() {
    }

    static List<Diagnostic> check(LoadedDocument doc, WorkspaceDocuments.Loaded workspace) {
        var out = new Diagnostics();
        out.addAll(doc.source().diagnostics());
        if (!doc.source().readable()) {
            return out.sorted();
        }
        doc.frontmatter().ifPresent(fm -> out.addAll(fm.diagnostics()));
        return out.sorted();
    }
}
