package dev.catalogstudio.app.session;

import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.Snapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the session rendered and what changed since the snapshot rendered before it: published with every new
 * {@link WorkspaceSession#snapshotProperty() snapshot} ({@link WorkspaceSession#updateProperty()}), so that a pane
 * touches only what changed. The sets are the union over every model edit since the last rendered snapshot (edits the
 * FX thread never saw are folded in), from the model's own per-edit record ({@code Workspace.Update.changed}).
 *
 * <p>{@link #everything()} is true for the first snapshot of a workspace (opened or reopened): then nothing is known
 * to be unchanged, and {@link #documentChanged} and {@link #diagnosticsChanged} answer true for every path.
 *
 * @param before      the snapshot rendered before, or {@code null} for the first
 * @param snapshot    the snapshot rendered now
 * @param everything  whether a pane must redraw everything (a workspace opened; the sets are then empty)
 * @param documents   paths whose text the model was given, or that were created, deleted or renamed, sorted
 * @param diagnostics paths whose diagnostics differ from {@code before}'s, sorted
 */
public record SnapshotUpdate(Snapshot before, Snapshot snapshot, boolean everything, Set<String> documents,
                             Set<String> diagnostics) {

    public SnapshotUpdate {
        documents = Set.copyOf(documents);
        diagnostics = Set.copyOf(diagnostics);
    }

    /** The first snapshot of a workspace: everything changed. */
    public static SnapshotUpdate everything(Snapshot before, Snapshot snapshot) {
        return new SnapshotUpdate(before, snapshot, true, Set.of(), Set.of());
    }

    /** Whether files came or went (a tree must rebuild its folders). */
    public boolean fileSetChanged() {
        return everything || before == null || before.fileSetVersion() != snapshot.fileSetVersion();
    }

    /** Whether the document at {@code path} was edited, created, deleted or renamed. */
    public boolean documentChanged(String path) {
        return everything || documents.contains(path);
    }

    /** Whether the diagnostics of {@code path} differ from those rendered before. */
    public boolean diagnosticsChanged(String path) {
        return everything || diagnostics.contains(path);
    }

    /** The diagnostics that went away: those of the changed paths in {@link #before()} and not in the snapshot. */
    public List<FileDiagnostic> removed() {
        if (everything) {
            return before == null ? List.of() : before.diagnostics();
        }
        return difference(before, snapshot);
    }

    /** The diagnostics that came: those of the changed paths in the snapshot and not in {@link #before()}. */
    public List<FileDiagnostic> added() {
        if (everything) {
            return snapshot.diagnostics();
        }
        return difference(snapshot, before);
    }

    private List<FileDiagnostic> difference(Snapshot from, Snapshot without) {
        var result = new ArrayList<FileDiagnostic>();
        for (String path : diagnostics) {
            var other = new HashSet<>(without.diagnostics(path));
            for (var d : from.diagnostics(path)) {
                if (!other.contains(d)) {
                    result.add(new FileDiagnostic(path, d));
                }
            }
        }
        return result;
    }
}
