package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.formats.HostRules;
import java.util.List;

/**
 * Runs a document's per-document rules: its read problems, the rules of every format that checks its kind, then the
 * host-profile rules for the hosts the workspace is checked for.
 */
final class DocumentRules {

    private DocumentRules() {
    }

    static List<Diagnostic> check(LoadedDocument doc, WorkspaceDocuments.Loaded workspace) {
        var out = new Diagnostics();
        out.addAll(doc.source().diagnostics());
        if (doc.source().readable()) {
            Formats.checkers(doc.kind()).forEach(format -> format.check(doc, workspace, out));
            return HostRules.apply(doc, workspace.hosts().hosts(), out.sorted());
        }
        return out.sorted();
    }
}
