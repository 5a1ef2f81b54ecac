package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.diagnostics.DiagnosticsViewModel;
import dev.catalogstudio.app.session.WorkspaceSession;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The bottom line: problem counts, the snapshot version, and progress while a workspace opens. */
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
        getChildren().addAll(errors, warnings, infos, progress, phase, failure, spacer, position, version);
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
