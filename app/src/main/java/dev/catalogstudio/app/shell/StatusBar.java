package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.diagnostics.DiagnosticsViewModel;
import dev.catalogstudio.app.session.DependencyFetching;
import dev.catalogstudio.app.session.WorkspaceSession;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The bottom line: problem counts, the snapshot version, progress while a workspace opens, and a dependency fetch's
 * progress (with Cancel) and report.
 */
final class StatusBar extends HBox {

    StatusBar(WorkspaceSession session, DiagnosticsViewModel diagnostics,
              javafx.beans.value.ObservableStringValue caret) {
        super(12);
        setId("status-bar");
        getStyleClass().add("status-bar");
        setAlignment(Pos.CENTER_LEFT);
        var errors = count(diagnostics.errorsProperty(), "error");
        var warnings = count(diagnostics.warningsProperty(), "warning");
        var infos = count(diagnostics.infosProperty(), "info");
        var progress = new ProgressBar();
        progress.setId("open-progress");
        progress.setPrefWidth(160);
        progress.progressProperty().bind(session.progressProperty());
        // While a folder opens, the card over the panes shows its progress; here only later long work.
        var busy = session.progressProperty().lessThan(1).and(session.openingProperty().isNull());
        progress.visibleProperty().bind(busy);
        progress.managedProperty().bind(progress.visibleProperty());
        var phase = new Label();
        phase.textProperty().bind(session.progressTextProperty());
        phase.visibleProperty().bind(busy);
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var version = new Label();
        version.setId("snapshot-version");
        version.getStyleClass().add("muted");
        version.textProperty().bind(Bindings.createStringBinding(() -> {
            var s = session.getSnapshot();
            return s == null ? "no workspace" : s.files().size() + " files \u00b7 snapshot " + s.version();
        }, session.snapshotProperty()));
        var failure = new Label();
        failure.getStyleClass().add("status-failure");
        failure.textProperty().bind(session.failureProperty());
        var position = new Label();
        position.setId("caret-position");
        position.getStyleClass().add("muted");
        position.textProperty().bind(caret);
        getChildren().addAll(errors, warnings, infos, progress, phase, fetching(session.fetching()),
                comparing(session.comparison()), failure, spacer, position, version);
    }

    /**
     * Compare With… while it lasts: the review's progress while it runs; then what the change set holds (marked out of
     * date after an edit), with Refresh and Stop Comparing; a failure of a refresh in its place.
     */
    private static HBox comparing(dev.catalogstudio.app.session.Comparison comparison) {
        var text = new Label();
        text.setId("compare-status");
        text.setMinWidth(0);
        text.textProperty().bind(Bindings.createStringBinding(() -> {
            var set = comparison.getChangeSet();
            if (comparison.runningProperty().get()) {
                return comparison.progressTextProperty().get();
            }
            if (set == null) {
                return "";
            }
            String failed = comparison.errorProperty().get();
            return (comparison.staleProperty().get() ? "Out of date (saved edits re-run it) · " : "")
                    + dev.catalogstudio.app.session.Comparison.summary(comparison.baseProperty().get(), set)
                    + (failed == null ? "" : " · " + failed);
        }, comparison.changeSetProperty(), comparison.runningProperty(), comparison.progressTextProperty(),
                comparison.staleProperty(), comparison.errorProperty(), comparison.baseProperty()));
        Action.tooltipOnHover(text, text.textProperty());
        var refresh = new Button("Refresh");
        refresh.setId("compare-refresh");
        refresh.getStyleClass().addAll("small", "flat");
        Action.tooltipOnHover(refresh,
                new ReadOnlyStringWrapper("Compare the files as saved now with the same revision"));
        refresh.setOnAction(e -> comparison.refresh());
        refresh.visibleProperty().bind(comparison.changeSetProperty().isNotNull()
                .and(comparison.runningProperty().not()));
        refresh.managedProperty().bind(refresh.visibleProperty());
        var stop = new Button("Stop Comparing");
        stop.setId("compare-stop");
        stop.getStyleClass().addAll("small", "flat");
        stop.setOnAction(e -> comparison.stop());
        var box = new HBox(4, text, refresh, stop);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setMinWidth(0);
        box.getStyleClass().add("compare-status");
        box.visibleProperty().bind(comparison.changeSetProperty().isNotNull().or(comparison.runningProperty()));
        box.managedProperty().bind(box.visibleProperty());
        HBox.setHgrow(box, Priority.SOMETIMES);
        return box;
    }

    /**
     * File → Fetch Dependencies while it runs: its progress, what it fetches and a Cancel button; when it ends, its
     * report (what was fetched and what moved in the lock, or why it failed) until dismissed or the next fetch.
     */
    private static HBox fetching(DependencyFetching fetching) {
        var bar = new ProgressBar();
        bar.setId("fetch-progress");
        bar.setPrefWidth(120);
        bar.progressProperty().bind(fetching.progressProperty());
        var text = new Label();
        text.setId("fetch-progress-text");
        text.textProperty().bind(fetching.progressTextProperty());
        var cancel = new Button("Cancel");
        cancel.setId("fetch-cancel");
        cancel.getStyleClass().addAll("small", "flat");
        cancel.setOnAction(e -> fetching.cancel());
        var runningBox = new HBox(6, bar, text, cancel);
        runningBox.setAlignment(Pos.CENTER_LEFT);
        runningBox.visibleProperty().bind(fetching.runningProperty());
        runningBox.managedProperty().bind(runningBox.visibleProperty());

        var report = new Label();
        report.setId("fetch-report");
        report.setMinWidth(0);
        var tip = new SimpleStringProperty("");
        Action.tooltipOnHover(report, tip);
        var dismiss = new Button("\u2715");
        dismiss.setId("fetch-report-dismiss");
        dismiss.getStyleClass().addAll("small", "flat");
        Action.tooltipOnHover(dismiss, new ReadOnlyStringWrapper("Dismiss"));
        dismiss.setOnAction(e -> fetching.dismiss());
        var reportBox = new HBox(4, report, dismiss);
        reportBox.setAlignment(Pos.CENTER_LEFT);
        Runnable show = () -> {
            var now = fetching.reportProperty().get();
            reportBox.setVisible(now != null);
            reportBox.setManaged(now != null);
            report.setText(now == null ? "" : now.summary());
            tip.set(now == null ? "" : String.join("\n", java.util.stream.Stream.concat(
                    java.util.stream.Stream.of(now.summary()), now.details().stream()).toList()));
            report.getStyleClass().remove("status-failure");
            if (now != null && now.failed()) {
                report.getStyleClass().add("status-failure");
            }
        };
        fetching.reportProperty().addListener(o -> show.run());
        show.run();
        var box = new HBox(8, runningBox, reportBox);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setMinWidth(0);
        HBox.setHgrow(box, Priority.SOMETIMES);
        return box;
    }

    private static Label count(javafx.beans.property.IntegerProperty value, String severity) {
        var dot = new Label();
        dot.getStyleClass().addAll("severity-dot", "severity-" + severity);
        var label = new Label();
        label.setId("status-" + severity + "s");
        label.setGraphic(dot);
        label.textProperty().bind(value.asString());
        return label;
    }
}
