package dev.catalogstudio.app.find;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * Quick Open and Go to Entry: a card at the top of the window over a transparent layer (a click outside closes it),
 * with the query field, the ranked list and a summary line. Keyboard only: type, Up/Down (Page Up/Down) to choose,
 * Enter to open, Escape to close; focus goes back to where it was. The window stacks this view over its content; it
 * shows only while its model is {@linkplain QuickOpenViewModel#showingProperty() showing}.
 */
public final class QuickOpenView extends StackPane {

    private static final int PAGE = 10;

    private final QuickOpenViewModel model;
    private final TextField field = new TextField();
    private final ListView<Ranking.Ranked<QuickOpenViewModel.Target>> list = new ListView<>();
    private Node focusedBefore;
    private boolean syncing;

    public QuickOpenView(QuickOpenViewModel model) {
        this.model = model;
        getStyleClass().add("quick-open-layer");
        getStylesheets().add(QuickOpenView.class.getResource("find.css").toExternalForm());
        setId("quick-open");
        field.setId("quick-open-field");
        field.textProperty().bindBidirectional(model.queryProperty());
        field.addEventFilter(KeyEvent.KEY_PRESSED, this::keys);
        list.setId("quick-open-list");
        list.getStyleClass().add("quick-open-list");
        list.setItems(model.results());
        list.setFocusTraversable(false);
        list.setCellFactory(l -> new ResultCell());
        list.setFixedCellSize(44);
        list.addEventFilter(KeyEvent.KEY_PRESSED, this::keys);
        list.getSelectionModel().selectedIndexProperty().addListener((o, old, now) -> {
            if (!syncing && now.intValue() >= 0) {
                model.selectedProperty().set(now.intValue());
            }
        });
        model.selectedProperty().addListener((o, old, now) -> select(now.intValue()));
        model.results().addListener((javafx.collections.ListChangeListener<Object>) c ->
                select(model.selectedProperty().get()));
        var summary = new Label();
        summary.setId("quick-open-summary");
        summary.getStyleClass().add("quick-open-summary");
        summary.textProperty().bind(model.summaryProperty());
        var hint = new Label("\u2191\u2193 choose  \u00b7  Enter open  \u00b7  Esc close");
        hint.getStyleClass().add("quick-open-summary");
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var footer = new HBox(8, summary, spacer, hint);
        footer.setAlignment(Pos.CENTER_LEFT);
        var card = new VBox(6, field, list, footer);
        card.getStyleClass().add("quick-open-card");
        card.setMaxWidth(640);
        card.setMaxHeight(Region.USE_PREF_SIZE);
        list.setPrefHeight(44 * 10 + 2);
        StackPane.setAlignment(card, Pos.TOP_CENTER);
        StackPane.setMargin(card, new Insets(56, 16, 16, 16));
        getChildren().add(card);
        // A click on the layer outside the card closes it.
        setOnMouseClicked(e -> {
            if (e.getTarget() == this) {
                model.hide();
            }
        });
        visibleProperty().bind(model.showingProperty());
        managedProperty().bind(model.showingProperty());
        model.showingProperty().addListener((o, old, now) -> showing(now));
        model.modeProperty().addListener((o, old, now) -> field.setPromptText(now.prompt()));
        field.setPromptText(model.modeProperty().get().prompt());
    }

    /** The query field (tests). */
    public TextField field() {
        return field;
    }

    private void showing(boolean now) {
        if (now) {
            focusedBefore = getScene() == null ? null : getScene().getFocusOwner();
            field.requestFocus();
            field.selectAll();
        } else if (focusedBefore != null && focusedBefore.getScene() != null) {
            // Back where the user was, unless opening moved focus into an editor already.
            var owner = getScene() == null ? null : getScene().getFocusOwner();
            if (owner == null || owner == field || owner == list) {
                focusedBefore.requestFocus();
            }
            focusedBefore = null;
        }
    }

    private void keys(KeyEvent e) {
        switch (e.getCode()) {
            case DOWN -> model.move(1);
            case UP -> model.move(-1);
            case PAGE_DOWN -> model.move(PAGE);
            case PAGE_UP -> model.move(-PAGE);
            case ENTER -> model.openSelected();
            case ESCAPE -> model.hide();
            default -> {
                return;
            }
        }
        e.consume();
    }

    private void select(int index) {
        syncing = true;
        try {
            if (index < 0) {
                list.getSelectionModel().clearSelection();
            } else if (index != list.getSelectionModel().getSelectedIndex()) {
                list.getSelectionModel().select(index);
                list.scrollTo(Math.max(0, index - 4));
            }
        } finally {
            syncing = false;
        }
    }

    /** One row: the file name (or FQN) with matched characters marked, the folder (or file) muted, the kind at right. */
    private final class ResultCell extends ListCell<Ranking.Ranked<QuickOpenViewModel.Target>> {
        ResultCell() {
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && getItem() != null) {
                    model.open(getItem().item());
                }
            });
        }

        @Override
        protected void updateItem(Ranking.Ranked<QuickOpenViewModel.Target> ranked, boolean empty) {
            super.updateItem(ranked, empty);
            setText(null);
            if (empty || ranked == null) {
                setGraphic(null);
                return;
            }
            var target = ranked.item();
            int[] at = ranked.match().positions();
            TextFlow title;
            TextFlow detail;
            String side;
            if (model.modeProperty().get() == QuickOpenViewModel.Mode.ENTRIES) {
                title = marked(target.fqn(), 0, at, "quick-open-title");
                detail = marked(target.path(), -1, new int[0], "quick-open-detail");
                side = target.kind();
            } else {
                boolean onPath = ranked.key() == 0;
                int nameStart = target.path().length() - target.fileName().length();
                title = marked(target.fileName(), onPath ? nameStart : -1, at, "quick-open-title");
                detail = marked(target.folder().isEmpty() ? "/" : target.folder(), onPath ? 0 : -1, at,
                        "quick-open-detail");
                side = target.fqn().isEmpty() ? "" : target.fqn();
                if (!onPath) {
                    var fqn = marked(target.fqn(), 0, at, "quick-open-side");
                    setGraphic(row(title, detail, fqn));
                    return;
                }
            }
            var label = new Label(side);
            label.getStyleClass().add("quick-open-side");
            label.setMinWidth(Region.USE_PREF_SIZE);
            setGraphic(row(title, detail, label));
        }

        private Node row(TextFlow title, TextFlow detail, Node side) {
            var text = new VBox(1, title, detail);
            HBox.setHgrow(text, Priority.ALWAYS);
            var box = new HBox(8, text, side);
            box.setAlignment(Pos.CENTER_LEFT);
            return box;
        }
    }

    /**
     * {@code text} as a flow of runs, the characters whose index plus {@code base} is in {@code positions} marked
     * ({@code base} -1: none marked).
     */
    private static TextFlow marked(String text, int base, int[] positions, String styleClass) {
        var flow = new TextFlow();
        flow.getStyleClass().add(styleClass);
        var marks = new boolean[text.length()];
        if (base >= 0) {
            for (int p : positions) {
                int i = p - base;
                if (i >= 0 && i < text.length()) {
                    marks[i] = true;
                }
            }
        }
        int start = 0;
        for (int i = 1; i <= text.length(); i++) {
            if (i == text.length() || marks[i] != marks[start]) {
                var run = new Text(text.substring(start, i));
                run.getStyleClass().addAll("quick-open-text", marks[start] ? "quick-open-mark" : "quick-open-plain");
                flow.getChildren().add(run);
                start = i;
            }
        }
        flow.setMaxHeight(Region.USE_PREF_SIZE);
        return flow;
    }
}
