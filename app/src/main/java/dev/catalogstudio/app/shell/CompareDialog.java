package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.editor.EditorTabsViewModel;
import dev.catalogstudio.app.session.Comparison;
import dev.catalogstudio.app.session.Revisions;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;

/**
 * File → Compare With…: picks the git revision the working tree is compared with, from the repository's branches,
 * tags and last {@value Revisions#DEFAULT_COMMITS} commits (a filter field narrows them) or typed ({@code HEAD~1},
 * {@code origin/main}, a hash). Compare runs the review ({@link Comparison#compare}) with its progress shown here; the
 * dialog closes when the change set is shown and stays open with the reason when it fails (not a git work tree, no
 * such revision, a shallow clone lacking it). Unsaved edits are not part of the review, which reads the files as
 * saved: with unsaved edits the dialog says so and offers to save them first (checked by default).
 */
final class CompareDialog {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd")
            .withZone(ZoneId.systemDefault());

    private final Stage stage = new Stage();
    private final Comparison comparison;
    private final EditorTabsViewModel tabs;
    private final TextField filter = new TextField();
    private final ListView<Revisions.Revision> list = new ListView<>();
    private final TextField revision = new TextField();
    private final Label problem = new Label();
    private final Label shallow = new Label();
    private final CheckBox saveFirst = new CheckBox();
    private final Label unsaved = new Label();
    private Revisions revisions = new Revisions(java.util.List.of(), "", false);
    /** Whether Compare was pressed and its review has not ended yet (the dialog closes when it succeeds). */
    private boolean waiting;
    private final ChangeListener<Object> ended;

    CompareDialog(javafx.stage.Window owner, WorkspaceSession session, EditorTabsViewModel tabs) {
        this.comparison = session.comparison();
        this.tabs = tabs;
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("Compare With");
        var folder = session.getSnapshot() == null ? "" : " of " + session.getSnapshot().root().getFileName();
        var intro = new Label("Compare the working tree" + folder + " with a branch, tag or commit: the Changes view "
                + "lists what changed and opens each file's diff, the tree and the editor mark changed files and lines, "
                + "the graph colours what changed, the problems panel shows the change set's findings, the form shows "
                + "earlier values.");
        intro.setWrapText(true);
        filter.setId("compare-filter");
        filter.setPromptText("Filter branches, tags and commits");
        list.setId("compare-revisions");
        list.setPrefHeight(260);
        list.setPlaceholder(new Label("Reading the repository\u2026"));
        list.setCellFactory(v -> new ListCell<>() {
            private final javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();

            @Override
            protected void updateItem(Revisions.Revision r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty || r == null ? null : describe(r));
                // A long subject is cut at the list's edge: the whole line on hover.
                tip.setText(empty || r == null ? "" : describe(r));
                setTooltip(empty || r == null ? null : tip);
            }
        });
        revision.setId("compare-revision");
        revision.setPromptText("A branch, tag or commit, e.g. HEAD~1 or origin/main");
        var revisionLabel = new Label("Revision:");
        revisionLabel.setMinWidth(Region.USE_PREF_SIZE);
        revisionLabel.setLabelFor(revision);
        var revisionRow = new HBox(6, revisionLabel, revision);
        revisionRow.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(revision, Priority.ALWAYS);
        shallow.setId("compare-shallow");
        shallow.setWrapText(true);
        shallow.getStyleClass().add("warning");
        shallow.managedProperty().bind(shallow.textProperty().isNotEmpty());
        unsaved.setId("compare-unsaved");
        unsaved.setWrapText(true);
        saveFirst.setId("compare-save-first");
        saveFirst.setText("Save them first");
        saveFirst.setSelected(true);
        var unsavedBox = new VBox(4, unsaved, saveFirst);
        long dirty = tabs.tabs().stream().filter(t -> t.isDirty()).count();
        unsavedBox.setVisible(dirty > 0);
        unsavedBox.setManaged(dirty > 0);
        unsaved.setText((dirty == 1 ? "1 file has" : dirty + " files have") + " unsaved edits. The comparison reads "
                + "the files as saved: save them first, or their edits are not part of it.");
        problem.setId("compare-error");
        problem.setWrapText(true);
        problem.getStyleClass().add("danger");
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        var spinner = new ProgressIndicator();
        spinner.setPrefSize(18, 18);
        var progress = new Label();
        progress.setId("compare-progress");
        progress.textProperty().bind(comparison.progressTextProperty());
        var running = new HBox(6, spinner, progress);
        running.setAlignment(Pos.CENTER_LEFT);
        running.visibleProperty().bind(comparison.runningProperty());
        running.managedProperty().bind(running.visibleProperty());
        var compare = new Button("Compare");
        compare.setId("compare-run");
        compare.setDefaultButton(true);
        compare.disableProperty().bind(Bindings.createBooleanBinding(() -> revision.getText().isBlank()
                || comparison.runningProperty().get(), revision.textProperty(), comparison.runningProperty()));
        compare.setOnAction(e -> compare());
        var cancel = new Button("Cancel");
        cancel.setId("compare-cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> close());
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var buttons = new HBox(8, running, spacer, compare, cancel);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        var root = new VBox(8, intro, filter, list, revisionRow, shallow, unsavedBox, problem, buttons);
        root.setPadding(new Insets(12));
        root.setPrefWidth(620);
        VBox.setVgrow(list, Priority.ALWAYS);
        var scene = new Scene(root);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        stage.setScene(scene);
        stage.setOnCloseRequest(e -> close());

        filter.textProperty().addListener((o, old, now) -> {
            list.getItems().setAll(revisions.filter(now));
            list.getSelectionModel().selectFirst();
        });
        filter.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DOWN) {
                list.requestFocus();
                e.consume();
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, old, now) -> {
            if (now != null) {
                revision.setText(now.revision());
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && list.getSelectionModel().getSelectedItem() != null) {
                compare();
            }
        });
        problem.textProperty().bind(Bindings.createStringBinding(() -> {
            String failed = comparison.errorProperty().get();
            return failed == null ? "" : failed;
        }, comparison.errorProperty()));
        ended = (o, old, now) -> {
            if (waiting && !comparison.runningProperty().get()) {
                waiting = false;
                if (comparison.errorProperty().get() == null && comparison.getChangeSet() != null) {
                    close();
                }
            }
        };
        comparison.runningProperty().addListener(ended);
        comparison.dismissError();
        session.comparison().revisions(Revisions.DEFAULT_COMMITS, this::listed, reason -> {
            list.setPlaceholder(new Label("No revisions to list."));
            listFailed = reason;
            problem.textProperty().unbind();
            problem.setText(reason);
        });
        if (!comparison.baseProperty().get().isEmpty()) {
            revision.setText(comparison.baseProperty().get());
        } else {
            revision.setText("HEAD");
        }
    }

    private String listFailed;

    /** One line of the list: kind, name, short hash, date and subject. */
    static String describe(Revisions.Revision r) {
        String date = r.time() == null ? "" : DATE.format(r.time());
        return (r.kind() == Revisions.Kind.COMMIT ? "" : r.kind().label() + "  " + r.name() + "  \u00b7  ")
                + r.shortHash() + "  " + date + "  " + r.subject();
    }

    private void listed(Revisions listed) {
        revisions = listed;
        list.setPlaceholder(new Label("No branch, tag or commit matches."));
        list.getItems().setAll(listed.filter(filter.getText()));
        shallow.setText(listed.shallow() ? "This clone is shallow: older commits are not in it. To compare with "
                + "them, deepen it first (git fetch --unshallow)." : "");
        if (listed.revisions().isEmpty()) {
            list.setPlaceholder(new Label("The repository has no commits yet: commit once to compare with it."));
        }
    }

    /** Runs the review of the revision typed or picked; unsaved edits are saved first when asked. */
    void compare() {
        String wanted = revision.getText().strip();
        if (wanted.isEmpty() || comparison.runningProperty().get()) {
            return;
        }
        if (listFailed != null) {
            return; // not a git work tree: the reason is shown
        }
        if (saveFirst.isVisible() && saveFirst.isSelected()) {
            tabs.saveAll(); // queued on the model's executor: the review runs after the saves
        }
        waiting = true;
        comparison.compare(wanted);
    }

    /** Shows the dialog (not waiting: the window stays usable underneath while the list loads). */
    void show() {
        stage.show();
        filter.requestFocus();
    }

    /** Closes the dialog; a review still running is stopped. */
    void close() {
        comparison.runningProperty().removeListener(ended);
        if (comparison.runningProperty().get()) {
            comparison.stop();
        }
        comparison.dismissError();
        stage.close();
    }

    /** The dialog's window (tests). */
    Stage stage() {
        return stage;
    }

    /** The revision field (tests). */
    TextField revisionField() {
        return revision;
    }

    /** The list shown (tests). */
    ListView<Revisions.Revision> list() {
        return list;
    }

    /** The filter field (tests). */
    TextField filterField() {
        return filter;
    }

    /** The error or the reason the revisions cannot be listed, as shown (tests). */
    String problemText() {
        return problem.getText();
    }
}
