package dev.catalogstudio.app.changes;

import dev.catalogstudio.app.session.ChangedFile;
import dev.catalogstudio.app.session.ChangedFiles;
import dev.catalogstudio.app.session.Comparison;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.review.ChangeSet;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The Changes view's state: what the comparison shown changed, as entries (each with its changed files), the files
 * that belong to no changed entry, and the change-set findings; read from {@link WorkspaceSession#comparison()} and
 * updated when it changes. Properties are read on the FX thread.
 */
public final class ChangesViewModel {

    /**
     * A changed entry and its changed files.
     *
     * @param entry the entry as the change set reports it
     * @param files its files that differ (a removed entry's at their base paths), sorted by path
     */
    public record EntryGroup(ChangeSet.EntryChange entry, List<ChangedFile> files) {

        /**
         * The file a diff of the entry opens: its declaring document when it changed, else its first changed file;
         * {@code null} when none of its files changed as text (git saw no difference).
         */
        public ChangedFile mainFile() {
            for (var file : files) {
                if (file.path().equals(entry.path()) || file.basePath().equals(entry.path())) {
                    return file;
                }
            }
            return files.isEmpty() ? null : files.get(0);
        }
    }

    /**
     * What the view shows while comparing.
     *
     * @param base       the base as shown ({@code HEAD~1 (3f2a9c1)})
     * @param set        the change set
     * @param files      every changed file
     * @param entries    the changed entries, in the change set's order
     * @param otherFiles the changed files that belong to no changed entry
     * @param findings   the change-set findings (version bump, provenance), in the change set's order
     * @param stale      whether the workspace was edited since (the view marks it out of date)
     */
    public record Content(String base, ChangeSet set, ChangedFiles files, List<EntryGroup> entries,
                          List<ChangedFile> otherFiles, List<FileDiagnostic> findings, boolean stale) {

        /** {@code 4 entries: 1 added, 2 modified, 1 removed · 6 files · 2 findings}. */
        public String summary() {
            var counts = new java.util.EnumMap<ChangeSet.Change, Integer>(ChangeSet.Change.class);
            entries.forEach(g -> counts.merge(g.entry().change(), 1, Integer::sum));
            var parts = new ArrayList<String>();
            for (var change : List.of(ChangeSet.Change.ADDED, ChangeSet.Change.MODIFIED, ChangeSet.Change.REMOVED,
                    ChangeSet.Change.RENAMED)) {
                if (counts.containsKey(change)) {
                    parts.add(counts.get(change) + " " + change.id());
                }
            }
            int n = entries.size();
            int f = files.files().size();
            return (n == 0 ? "no entry changed" : n + (n == 1 ? " entry: " : " entries: ") + String.join(", ", parts))
                    + " \u00b7 " + f + (f == 1 ? " file" : " files") + " \u00b7 " + findings.size()
                    + (findings.size() == 1 ? " finding" : " findings");
        }
    }

    private final WorkspaceSession session;
    private final ReadOnlyObjectWrapper<Content> content = new ReadOnlyObjectWrapper<>(this, "content");

    public ChangesViewModel(WorkspaceSession session) {
        this.session = session;
        var comparison = session.comparison();
        comparison.changeSetProperty().addListener(o -> refresh());
        comparison.staleProperty().addListener(o -> refresh());
        refresh();
    }

    /** What to show; {@code null} when not comparing. */
    public ReadOnlyObjectProperty<Content> contentProperty() {
        return content.getReadOnlyProperty();
    }

    /** The session (to open a finding's place). */
    public WorkspaceSession session() {
        return session;
    }

    /** The base as shown, with its short commit when the name is no hash: {@code HEAD~1 (3f2a9c1)}. */
    public String baseLabel() {
        var now = content.get();
        return now == null ? "" : now.base();
    }

    private void refresh() {
        var comparison = session.comparison();
        var set = comparison.getChangeSet();
        if (set == null) {
            content.set(null);
            return;
        }
        content.set(of(comparison.baseProperty().get(), set, comparison.getFiles(), comparison.staleProperty().get()));
    }

    /** The content for {@code set} and its changed {@code files}. */
    static Content of(String base, ChangeSet set, ChangedFiles files, boolean stale) {
        var claimed = new LinkedHashSet<ChangedFile>();
        var entries = new ArrayList<EntryGroup>();
        for (var entry : set.changes()) {
            var own = new ArrayList<ChangedFile>();
            var names = new java.util.HashSet<>(entry.files());
            names.add(entry.path());
            for (var file : files.files()) {
                if (names.contains(file.path()) || !file.basePath().isEmpty() && names.contains(file.basePath())) {
                    own.add(file);
                }
            }
            claimed.addAll(own);
            entries.add(new EntryGroup(entry, own));
        }
        var others = files.files().stream().filter(f -> !claimed.contains(f)).toList();
        var findings = set.diagnostics().stream().filter(d -> Comparison.isChangeSetRule(d.diagnostic().rule()))
                .toList();
        String commit = set.base().commit();
        String shown = commit.length() >= 7 && !commit.startsWith(base) ? base + " (" + commit.substring(0, 7) + ")"
                : base;
        return new Content(shown, set, files, entries, others, findings, stale);
    }

    /**
     * Reads {@code file}'s base and working-tree texts and turns them into {@code compute}'s result off the FX thread
     * (the session's background executor), then hands it to {@code onReady} on the FX thread, or the reason to
     * {@code onFailed}.
     */
    public <R> void sides(ChangedFile file, BiFunction<String, String, R> compute, Consumer<R> onReady,
                          Consumer<String> onFailed) {
        session.comparison().readSides(file.kind() == ChangedFile.Kind.ADDED ? "" : file.basePath(),
                file.kind() == ChangedFile.Kind.DELETED ? "" : file.path(), (base, head) -> compute.apply(base,
                        head == null ? "" : head), onReady, onFailed);
    }

    /** Opens the file of {@code finding} at its range in an editor. */
    public void open(FileDiagnostic finding) {
        session.navigation().open(finding.path(), finding.diagnostic().range(), "changes");
    }

    /** A finding as one line of text: {@code warning · version-not-bumped · skills/a/SKILL.md:4 — message}. */
    public static String describe(FileDiagnostic finding) {
        var d = finding.diagnostic();
        return d.severity().name().toLowerCase(java.util.Locale.ROOT) + " \u00b7 " + d.code() + " \u00b7 "
                + finding.path() + ":" + d.range().start().line() + " \u2014 " + d.message();
    }

    /** How many files changed in each way ({@link ChangedFiles#counts()}). */
    public Map<ChangedFile.Kind, Integer> fileCounts() {
        var now = content.get();
        return now == null ? Map.of() : now.files().counts();
    }
}
