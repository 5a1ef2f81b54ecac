package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.formats.HostRules;
import java.util.List;

/**
 * Runs a document's per-document rules: its read problems, the rules of every format that checks its kind, then the
 * host-profile rules for the hosts the workspace is checked for; all into one {@link Diagnostics}, so a document
 * reports its first {@link Diagnostics#MAX_PER_FILE} diagnostics by position whatever rule found them.
 */
final class DocumentRules {

    private DocumentRules() {
    }

    static List<Diagnostic> check(LoadedDocument doc, WorkspaceDocuments.Loaded workspace) {
        var out = new Diagnostics();
        out.addAll(doc.source().diagnostics());
        if (doc.source().readable()) {
            var hosts = workspace.hosts().hosts();
            var read = HostRules.fieldsRead(doc, hosts);
            if (!read.isEmpty()) {
                out.ignore(Rule.FIELD_UNKNOWN, read::contains);
            }
            Formats.checkers(doc.kind()).forEach(format -> format.check(doc, workspace, out));
            HostRules.check(doc, hosts, out);
        }
        return out.sorted();
    }
}
