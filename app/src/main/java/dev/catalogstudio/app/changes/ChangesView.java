package dev.catalogstudio.app.changes;

import dev.catalogstudio.app.session.ChangedFile;
import dev.catalogstudio.model.review.ChangeSet;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * View → Changes: what the comparison shown changed (File → Compare With…), as a list of the changed entries, each
 * with its changed files under it, then the files of no changed entry; each row with its letter ({@code A} added,
 * {@code M} modified, {@code D} removed or deleted, {@code R} renamed), and counts above. Enter or a double click on a
 * file (or an entry: its declaring document) opens its side-by-side diff ({@link DiffView}) as a tab of the editor
 * area. Below, the change-set findings in full (wrapped, and on hover), Enter opening the file at the finding.
 */
public final class ChangesView extends VBox {

    /** Where diffs open: the editor area's view tabs. */
    public interface DiffHost {
        /**
         * Shows {@code content} in the tab {@code id} (made or reused), selects it and returns it; {@code onClose}
         * runs when it closes.
         */
        Tab show(String id, String title, Node content, Runnable onClose);

        /** Closes the tab {@code id}, if shown. */
        void close(String id);
    }

    private final ChangesViewModel model;
    private final DiffHost host;
    private final String fontFamily;
    private final TreeView<Object> tree = new TreeView<>();
    private final ListView<FileDiagnostic> findings = new ListView<>();
    private final Label summary = new Label();
    private final Label findingsTitle = new Label();
    private final Label problem = new Label();
    /** The diffs shown, by tab id ({@code diff:PATH}). */
    private final Map<String, Shown> diffs = new LinkedHashMap<>();
    private Runnable onClose = () -> { };

    private record Shown(ChangedFile file, Tab tab, DiffView view) {
    }

    /**
     * @param model      the changes
     * @param host       where diffs open
     * @param fontFamily the editor's monospace font family, for the diffs
     */
    public ChangesView(ChangesViewModel model, DiffHost host, String fontFamily) {
        this.model = model;
        this.host = host;
        this.fontFamily = fontFamily;
        setId("changes-view");
        getStyleClass().add("changes-view");
        getStylesheets().add(Objects.requireNonNull(ChangesView.class.getResource("changes.css")).toExternalForm());
        var title = new Label("Changes");
        title.getStyleClass().add("pane-title");
        var close = new Button("\u2715");
        close.setId("changes-close");
        close.getStyleClass().addAll("small", "flat");
        close.setTooltip(new Tooltip("Hide the Changes view"));
        close.setOnAction(e -> onClose.run());
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var header = new HBox(6, title, spacer, close);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("pane-header");
        summary.setId("changes-summary");
        summary.setWrapText(true);
        summary.getStyleClass().add("muted");
        summary.setMinHeight(Region.USE_PREF_SIZE);
        problem.setId("changes-problem");
        problem.setWrapText(true);
        problem.getStyleClass().add("danger");
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        problem.visibleProperty().bind(problem.managedProperty());

        tree.setId("changes-tree");
        tree.setShowRoot(false);
        tree.setCellFactory(t -> new ChangeCell());
        tree.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                openSelected();
                e.consume();
            }
        });
        var placeholder = new Label("Not comparing. File \u2192 Compare With\u2026 compares the working tree with a "
                + "branch, tag or commit; what changed is listed here.");
        placeholder.setWrapText(true);
        placeholder.getStyleClass().add("empty-hint");
        placeholder.setId("changes-placeholder");
        var treeBox = new javafx.scene.layout.StackPane(placeholder, tree);
        VBox.setVgrow(treeBox, Priority.ALWAYS);

        findingsTitle.getStyleClass().add("changes-section");
        findings.setId("changes-findings");
        findings.setPrefHeight(190);
        findings.setMinHeight(60);
        findings.setCellFactory(v -> new FindingCell());
        findings.setOnKeyPressed(e -> {
            var finding = findings.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && finding != null) {
                model.open(finding);
                e.consume();
            }
        });
        findings.setPlaceholder(new Label("No change-set finding."));
        getChildren().addAll(header, summary, problem, treeBox, findingsTitle, findings);
        setSpacing(4);
        setMinWidth(0);

        model.contentProperty().addListener((o, old, now) -> {
            show(now);
            refreshDiffs(now);
        });
        show(model.contentProperty().get());
        placeholder.visibleProperty().bind(model.contentProperty().isNull());
        tree.visibleProperty().bind(model.contentProperty().isNotNull());
    }

    /** What the close button does (the shell hides the view). */
    public void setOnClose(Runnable onClose) {
        this.onClose = Objects.requireNonNull(onClose, "onClose");
    }

    /** Gives the keyboard focus to the list, selecting its first row if none is. */
    public void focusList() {
        if (tree.getSelectionModel().getSelectedItem() == null && tree.getExpandedItemCount() > 0) {
            tree.getSelectionModel().select(0);
        }
        tree.requestFocus();
    }

    private void show(ChangesViewModel.Content content) {
        problem.setText("");
        var root = new TreeItem<Object>("changes");
        if (content == null) {
            summary.setText("");
            findingsTitle.setText("Change-set findings");
            findings.getItems().clear();
            tree.setRoot(root);
            return;
        }
        summary.setText((content.stale() ? "Out of date (saved edits re-run it) \u00b7 " : "") + "Compared with "
                + content.base() + ": " + content.summary());
        for (var group : content.entries()) {
            var item = new TreeItem<Object>(group);
            group.files().forEach(f -> item.getChildren().add(new TreeItem<>(f)));
            item.setExpanded(true);
            root.getChildren().add(item);
        }
        if (!content.otherFiles().isEmpty()) {
            var others = new TreeItem<Object>("Files of no changed entry (" + content.otherFiles().size() + ")");
            content.otherFiles().forEach(f -> others.getChildren().add(new TreeItem<>(f)));
            others.setExpanded(true);
            root.getChildren().add(others);
        }
        tree.setRoot(root);
        findingsTitle.setText("Change-set findings (" + content.findings().size() + ")");
        findings.getItems().setAll(content.findings());
    }

    /** Opens the diff of the selected row (an entry: its declaring document's). */
    void openSelected() {
        var item = tree.getSelectionModel().getSelectedItem();
        if (item == null) {
            return;
        }
        if (item.getValue() instanceof ChangedFile file) {
            openDiff(file);
        } else if (item.getValue() instanceof ChangesViewModel.EntryGroup group && group.mainFile() != null) {
            openDiff(group.mainFile());
        } else if (item.getValue() instanceof String) {
            item.setExpanded(!item.isExpanded());
        }
    }

    /** The id of the diff tab of {@code file}: {@code diff:PATH}. */
    public static String diffId(ChangedFile file) {
        return "diff:" + file.path();
    }

    /**
     * Opens (or selects) {@code file}'s diff in the editor area: its texts are read and diffed off the FX thread, the
     * tab shows when done, focused.
     */
    public void openDiff(ChangedFile file) {
        String id = diffId(file);
        var shown = diffs.get(id);
        if (shown != null && shown.file().equals(file)) {
            host.show(id, title(file), shown.view(), () -> diffs.remove(id));
            shown.view().requestFocus();
            return;
        }
        model.sides(file, (base, head) -> DiffView.prepare(file, base, head), prepared -> {
            var view = new DiffView(prepared, model.baseLabel(), fontFamily);
            var tab = host.show(id, title(file), view, () -> diffs.remove(id));
            tab.setTooltip(new Tooltip(file.path() + "\n" + file.kind().word() + ", against " + model.baseLabel()));
            diffs.put(id, new Shown(file, tab, view));
            view.requestFocus();
            Platform.runLater(view::requestFocus); // once the tab's content is in the scene
        }, problem::setText);
    }

    private String title(ChangedFile file) {
        return file.name() + " \u2194 " + model.session().comparison().baseProperty().get();
    }

    /**
     * After a new change set: each diff shown is computed again (in its tab, not selecting it), or closed when its
     * file no longer differs or the comparison ended.
     */
    private void refreshDiffs(ChangesViewModel.Content content) {
        for (var entry : List.copyOf(diffs.entrySet())) {
            String id = entry.getKey();
            var file = content == null ? null : content.files().file(entry.getValue().file().path());
            if (file == null) {
                diffs.remove(id);
                host.close(id);
                continue;
            }
            var tab = entry.getValue().tab();
            model.sides(file, (base, head) -> DiffView.prepare(file, base, head), prepared -> {
                if (diffs.containsKey(id) && diffs.get(id).tab() == tab
                        && !prepared.sameAs(diffs.get(id).view().prepared())) {
                    var view = new DiffView(prepared, model.baseLabel(), fontFamily);
                    tab.setContent(view);
                    tab.setText(title(file));
                    diffs.put(id, new Shown(file, tab, view));
                }
            }, problem::setText);
        }
    }

    /** The diff shown for {@code path}, or {@code null} (tests). */
    public DiffView diff(String path) {
        var shown = diffs.get("diff:" + path);
        return shown == null ? null : shown.view();
    }

    /** The list (tests). */
    public TreeView<Object> tree() {
        return tree;
    }

    /** The findings list (tests). */
    public ListView<FileDiagnostic> findings() {
        return findings;
    }

    /** The summary line (tests). */
    public String summaryText() {
        return summary.getText();
    }

    /** The letter of an entry's change: A, M, D (removed) or R. */
    static String letter(ChangeSet.Change change) {
        return switch (change) {
            case ADDED -> "A";
            case MODIFIED -> "M";
            case REMOVED -> "D";
            case RENAMED -> "R";
        };
    }

    /** A row's text after its letter (tests and the cell). */
    static String text(Object value) {
        if (value instanceof ChangesViewModel.EntryGroup group) {
            var e = group.entry();
            String version = e.from().isEmpty() && e.to().isEmpty() ? ""
                    : e.from().equals(e.to()) ? "  " + e.to()
                    : "  " + (e.from().isEmpty() ? "" : e.from() + " \u2192 ") + (e.to().isEmpty() ? "\u2014" : e.to());
            return e.fqn() + "  \u00b7 " + e.kind().displayName() + version;
        }
        if (value instanceof ChangedFile file) {
            return file.path() + (file.kind() == ChangedFile.Kind.RENAMED ? "  \u2190 " + file.basePath() : "");
        }
        return String.valueOf(value);
    }

    private static String tip(Object value) {
        if (value instanceof ChangesViewModel.EntryGroup group) {
            var e = group.entry();
            var lines = new StringBuilder(e.kind().displayName() + " " + e.fqn() + " " + e.change().id() + "\n"
                    + e.path());
            if (e.change() == ChangeSet.Change.RENAMED) {
                lines.append(" (was ").append(e.basePath()).append(")");
            }
            if (!e.from().isEmpty() || !e.to().isEmpty()) {
                lines.append("\nversion ").append(e.from().isEmpty() ? "\u2014" : e.from()).append(" \u2192 ")
                        .append(e.to().isEmpty() ? "\u2014" : e.to()).append(" (").append(e.bump().id())
                        .append(" bump; needs ").append(e.required().bump().id()).append(")");
            }
            e.required().reasons().forEach(r -> lines.append("\n\u2022 ").append(r));
            lines.append("\n").append(group.files().size()).append(group.files().size() == 1 ? " file" : " files")
                    .append(" changed; Enter opens the diff");
            return lines.toString();
        }
        if (value instanceof ChangedFile file) {
            return file.path() + "\n" + file.kind().word() + (file.kind() == ChangedFile.Kind.RENAMED ? " from "
                    + file.basePath() : "") + "\nEnter or double click: side-by-side diff";
        }
        return String.valueOf(value);
    }

    /** One row: its letter in a coloured box, then its text; the whole text on hover. */
    private final class ChangeCell extends TreeCell<Object> {
        private final Label badge = new Label();
        private final Label name = new Label();
        private final HBox row = new HBox(6, badge, name);
        private final Tooltip tooltip = new Tooltip();

        ChangeCell() {
            badge.getStyleClass().add("change-letter");
            badge.setMinWidth(Region.USE_PREF_SIZE);
            name.setMinWidth(0);
            row.setAlignment(Pos.CENTER_LEFT);
            tooltip.setWrapText(true);
            tooltip.setMaxWidth(480);
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !isEmpty()) {
                    openSelected();
                }
            });
        }

        @Override
        protected void updateItem(Object value, boolean empty) {
            super.updateItem(value, empty);
            badge.getStyleClass().removeIf(c -> c.startsWith("change-letter-"));
            if (empty || value == null) {
                setGraphic(null);
                setText(null);
                setTooltip(null);
                return;
            }
            String letter = value instanceof ChangesViewModel.EntryGroup g ? letter(g.entry().change())
                    : value instanceof ChangedFile f ? f.kind().letter() : null;
            badge.setVisible(letter != null);
            badge.setManaged(letter != null);
            if (letter != null) {
                badge.setText(letter);
                badge.getStyleClass().add("change-letter-" + letter);
            }
            name.setText(text(value));
            name.getStyleClass().remove("changes-group");
            if (value instanceof String) {
                name.getStyleClass().add("changes-group");
            }
            tooltip.setText(tip(value));
            setTooltip(tooltip);
            setText(null);
            setGraphic(row);
        }
    }

    /** One finding, wrapped to the list's width, whole on hover; a double click opens its place. */
    private final class FindingCell extends ListCell<FileDiagnostic> {
        private final Label text = new Label();
        private final Tooltip tooltip = new Tooltip();

        FindingCell() {
            text.setWrapText(true);
            text.setMinHeight(Region.USE_PREF_SIZE);
            text.maxWidthProperty().bind(findings.widthProperty().subtract(28));
            tooltip.setWrapText(true);
            tooltip.setMaxWidth(520);
            setPrefWidth(0);
            setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && getItem() != null) {
                    model.open(getItem());
                }
            });
        }

        @Override
        protected void updateItem(FileDiagnostic finding, boolean empty) {
            super.updateItem(finding, empty);
            if (empty || finding == null) {
                setGraphic(null);
                setTooltip(null);
                return;
            }
            text.setText(ChangesViewModel.describe(finding));
            text.getStyleClass().removeIf(c -> c.startsWith("finding-"));
            text.getStyleClass().add("finding-" + finding.diagnostic().severity().name().toLowerCase(
                    java.util.Locale.ROOT));
            tooltip.setText(ChangesViewModel.describe(finding));
            setTooltip(tooltip);
            setText(null);
            setGraphic(text);
        }
    }
}
