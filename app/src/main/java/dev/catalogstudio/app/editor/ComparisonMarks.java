package dev.catalogstudio.app.editor;

import dev.catalogstudio.app.session.ChangedFile;
import dev.catalogstudio.app.session.Comparison;
import dev.catalogstudio.app.session.LineDiff;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.diag.Diagnostic;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.animation.PauseTransition;
import javafx.collections.ListChangeListener;
import javafx.util.Duration;

/**
 * While a comparison is shown (Compare With…), each open editor shows its file's change bars against the base (the
 * editor's text as it is now, diffed off the FX thread a moment after the last keystroke) and the change set's findings
 * of its file underlined with the rest; when the comparison ends both go.
 */
final class ComparisonMarks {

    /** How long after the last edit an editor's change bars are computed again. */
    static final Duration AFTER_EDIT = Duration.millis(250);

    private final EditorTabsViewModel model;
    private final EditorTabsView view;
    private final Comparison comparison;
    private final Map<EditorTabModel, PauseTransition> pending = new HashMap<>();

    ComparisonMarks(EditorTabsViewModel model, EditorTabsView view, WorkspaceSession session) {
        this.model = model;
        this.view = view;
        this.comparison = session.comparison();
        comparison.changeSetProperty().addListener((o, old, now) -> model.tabs().forEach(this::refresh));
        model.tabs().forEach(this::watch);
        // Registered after the view's own listener: the editor of an added tab exists when this runs.
        model.tabs().addListener((ListChangeListener<EditorTabModel>) change -> {
            while (change.next()) {
                change.getRemoved().forEach(t -> {
                    var timer = pending.remove(t);
                    if (timer != null) {
                        timer.stop();
                    }
                });
                change.getAddedSubList().forEach(this::watch);
            }
        });
    }

    private void watch(EditorTabModel tab) {
        var timer = new PauseTransition(AFTER_EDIT);
        timer.setOnFinished(e -> refresh(tab));
        pending.put(tab, timer);
        tab.textProperty().addListener((o, old, now) -> {
            if (comparison.getChangeSet() != null && pending.get(tab) == timer) {
                timer.playFromStart();
            }
        });
        refresh(tab);
    }

    /** Shows {@code tab}'s findings and computes its change bars, or removes both when not comparing. */
    private void refresh(EditorTabModel tab) {
        var editor = view.editor(tab);
        if (editor == null) {
            return;
        }
        var set = comparison.getChangeSet();
        if (set == null || tab.layer() != null) {
            editor.setReviewDiagnostics(List.of());
            editor.setChangeMarks(null);
            return;
        }
        String path = tab.path();
        List<Diagnostic> findings = set.diagnostics().stream()
                .filter(d -> d.path().equals(path) && Comparison.isChangeSetRule(d.diagnostic().rule()))
                .map(d -> d.diagnostic()).toList();
        editor.setReviewDiagnostics(findings);
        var file = comparison.getFiles().file(path);
        String basePath = file == null ? path : file.kind() == ChangedFile.Kind.ADDED ? "" : file.basePath();
        String text = editor.getText();
        comparison.readSides(basePath, null, (base, head) -> LineDiff.of(base, text).headMarks(), marks -> {
            if (view.editor(tab) == editor && text.equals(editor.getText()) && comparison.getChangeSet() == set) {
                editor.setChangeMarks(marks);
            }
        }, reason -> editor.setChangeMarks(null));
    }
}
