package dev.catalogstudio.app.shell;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * Shows one pane alone over the window's panes (View → Maximise/Restore Pane) and puts the layout back as it was:
 * the panes in their places and the tree's and the problems' dividers where they were. A bar above the pane names it
 * and offers Restore.
 */
final class Maximiser {

    private final StackPane stack;
    private final SplitPane main;
    private final SplitPane centre;
    private final Runnable putBack;
    private final BorderPane holder = new BorderPane();
    private final Label title = new Label();
    private Node pane;
    private StudioPane which;
    private final java.util.List<SplitPane> splits;
    private final java.util.Map<SplitPane, java.util.List<Node>> savedItems = new java.util.HashMap<>();
    private final java.util.Map<SplitPane, double[]> savedPositions = new java.util.HashMap<>();

    /**
     * @param stack   the stack holding {@code main}; the maximised pane is shown above it
     * @param main    the tree and the centre column
     * @param centre  the editor row, the problems and what follows them
     * @param row     the editor row
     * @param putBack lays every pane out again (called on restore, with nothing maximised)
     */
    Maximiser(StackPane stack, SplitPane main, SplitPane centre, SplitPane row, Runnable putBack) {
        this.splits = java.util.List.of(main, centre, row);
        this.stack = stack;
        this.main = main;
        this.centre = centre;
        this.putBack = putBack;
        holder.setId("maximised-pane");
        holder.getStyleClass().add("maximised-pane");
        title.getStyleClass().add("text-bold");
        var restore = new Button("Restore (" + KeyCombination.keyCombination(StudioPane.MAXIMISE_KEYS).getDisplayText()
                + ")");
        restore.setId("maximised-restore");
        restore.getStyleClass().add("flat");
        restore.setFocusTraversable(false);
        restore.setOnAction(e -> restore());
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var bar = new HBox(8, title, spacer, restore);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(2, 8, 2, 8));
        bar.getStyleClass().add("maximised-bar");
        holder.setTop(bar);
    }

    /** The pane shown maximised, or null. */
    Node maximised() {
        return pane;
    }

    /** Which pane is shown maximised, or null. */
    StudioPane which() {
        return which;
    }

    /**
     * Shows {@code node} alone, remembering the dividers; another pane maximised is restored first.
     *
     * @param takeOut takes {@code node} out of a place other than the tree's and the centre's splits (the editor
     *                row, the dock), after the dividers are remembered
     */
    void maximise(StudioPane which, Node node, Runnable takeOut) {
        if (pane != null) {
            restore();
        }
        for (var split : splits) {
            savedItems.put(split, java.util.List.copyOf(split.getItems()));
            savedPositions.put(split, split.getDividerPositions());
        }
        takeOut.run();
        main.getItems().remove(node);
        centre.getItems().remove(node);
        this.pane = node;
        this.which = which;
        title.setText(which.title());
        holder.setCenter(node);
        main.setVisible(false);
        stack.getChildren().add(stack.getChildren().indexOf(main) + 1, holder);
    }

    /** Puts the maximised pane back and the layout as it was; nothing when none is maximised. */
    void restore() {
        if (pane == null) {
            return;
        }
        holder.setCenter(null);
        stack.getChildren().remove(holder);
        pane = null;
        which = null;
        main.setVisible(true);
        putBack.run();
        // Where the same panes are back, so are the dividers (a pane shown or hidden meanwhile: laid out afresh).
        // A split whose items were just set again lays its dividers out afresh on its next layout: set them again
        // after it.
        var items = new java.util.HashMap<>(savedItems);
        var positions = new java.util.HashMap<>(savedPositions);
        Runnable apply = () -> {
            for (var split : splits) {
                if (split.getItems().equals(items.get(split))) {
                    split.setDividerPositions(positions.get(split));
                }
            }
        };
        apply.run();
        javafx.application.Platform.runLater(apply);
        savedItems.clear();
        savedPositions.clear();
    }
}
