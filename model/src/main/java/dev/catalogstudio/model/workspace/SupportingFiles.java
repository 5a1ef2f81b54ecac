package dev.catalogstudio.model.workspace;

import dev.catalogstudio.model.format.CatalogLayout;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code supporting-file-too-large}: a file in a skill folder over {@link #MAX_BYTES} (hosts silently truncate it;
 * workspace-skills.md § Naming and size constraints). Reported on the file itself, and only where that specification
 * reaches: not in a package (a plugin or an extension) or a host's own folder ({@code .claude/skills/}), which no such
 * limit covers (docs/HOST-DISCOVERY.md).
 */
final class SupportingFiles {

    /** 512 KiB. */
    static final long MAX_BYTES = 512L * 1024;

    private static final SourceText EMPTY = SourceText.of("");

    private SupportingFiles() {
    }

    /**
     * The {@code supporting-file-too-large} diagnostic of the file at {@code path}, when it is over the limit and
     * belongs to a skill: the nearest folder above it holding a SKILL.md is a skill folder (a skill nested in another
     * owns its own files).
     */
    static List<Diagnostic> check(String path, WorkspaceDocuments.Loaded workspace) {
        var file = workspace.files().get(path);
        if (file == null || file.size() <= MAX_BYTES || file.fileName().equals("SKILL.md")) {
            return List.of();
        }
        for (String folder = CatalogLayout.folderOf(path); ; folder = CatalogLayout.folderOf(folder)) {
            var skill = workspace.document(CatalogLayout.join(folder, "SKILL.md"));
            if (skill.isPresent()) {
                // The limit is the workspace-skills specification's: it covers a skill installed as a workspace
                // skill (.agents/skills/, or a collection's skill copied there), not one a plugin or a host's own
                // folder holds, where no host documents such a limit.
                boolean covered = workspace.hosts().of(path).folder() == null;
                return covered && skill.get().kind().isSkill() ? List.of(new Diagnostic(Rule.SUPPORTING_FILE_TOO_LARGE,
                        Rule.SUPPORTING_FILE_TOO_LARGE.defaultSeverity(), EMPTY.range(0, 0), "This file is "
                        + file.size() / 1024 + " KiB; hosts silently truncate supporting files over "
                        + MAX_BYTES / 1024 + " KiB. Split it or move the bulk out of the skill.", List.of()))
                        : List.of();
            }
            if (folder.isEmpty()) {
                return List.of();
            }
        }
    }
}
