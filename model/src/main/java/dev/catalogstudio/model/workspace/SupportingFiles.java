package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code supporting-file-too-large}: a file in a skill folder over {@link #MAX_BYTES} (hosts silently truncate it;
 * workspace-skills.md § Naming and size constraints). Reported on the file itself.
 */
final class SupportingFiles {

    /** 512 KiB. */
    static final long MAX_BYTES = 512L * 1024;

    private static final SourceText EMPTY = SourceText.of("");

    private SupportingFiles() {
    }

    static List<FileDiagnostic> check(WorkspaceDocuments.Loaded workspace) {
        var result = new ArrayList<FileDiagnostic>();
        for (var doc : workspace.documents()) {
            if (!doc.kind().isSkill()) {
                continue;
            }
            String folder = CatalogLayout.folderOf(doc.file().path());
            workspace.filesUnder(folder).forEach((relative, size) -> {
                if (size > MAX_BYTES && !relative.equals("SKILL.md") && ownedBy(workspace, folder, relative)) {
                    String path = CatalogLayout.join(folder, relative);
                    result.add(new FileDiagnostic(path, new Diagnostic(Rule.SUPPORTING_FILE_TOO_LARGE,
                            Rule.SUPPORTING_FILE_TOO_LARGE.defaultSeverity(), EMPTY.range(0, 0),
                            "This file is " + size / 1024 + " KiB; hosts silently truncate supporting files over "
                                    + MAX_BYTES / 1024 + " KiB. Split it or move the bulk out of the skill.",
                            List.of())));
                }
            });
        }
        return result;
    }

    /** Whether {@code relative} belongs to the skill in {@code folder}, not to a skill nested below it. */
    private static boolean ownedBy(WorkspaceDocuments.Loaded workspace, String folder, String relative) {
        String parent = CatalogLayout.folderOf(relative);
        while (!parent.isEmpty()) {
            if (workspace.files().containsKey(CatalogLayout.join(CatalogLayout.join(folder, parent), "SKILL.md"))) {
                return false;
            }
            parent = CatalogLayout.folderOf(parent);
        }
        return true;
    }
}
