package dev.catalogstudio.app.shell;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The editor row of the main window: the editor tabs, then the side panes shown (form, preview, dry run, graph). The
 * editor keeps at least {@link PaneFit#EDITOR_COLUMNS} columns: when the side panes' minimum widths do not fit beside
 * it they become tabs of one side dock, and when not even the dock fits, a strip of their titles (a title shows its
 * pane maximised). Recomputed when the panes shown change, the row's width changes and the editor's font changes
 * ({@link #adapt()}). A width the user gave a side pane (or the dock) by dragging a divider is kept while it fits.
 */
final class EditorRow {

    /**
     * One side pane.
     *
     * @param key      its short name ({@code form}, {@code preview}, {@code dryrun}, {@code graph}), ids derive from it
     * @param title    its title in the dock's tab and the strip
     * @param node     the pane
     * @param minWidth its least readable width, pixels
     */
    record Side(String key, String title, Region node, double minWidth) {
    }

    private final SplitPane split;
    private final Region editor;
    private final DoubleSupplier editorMinWidth;
    private final Consumer<Side> onStripTitle;
    private final TabPane dock = new TabPane();
    private final VBox strip = new VBox(4);
    private final Map<String, Tab> tabs = new HashMap<>();
    /** Widths (pixels) the user dragged side panes to, by key; the dock's under {@code "dock"}. */
    private final Map<String, Double> userWidths = new HashMap<>();
    private List<Side> sides = List.of();
    private PaneFit.Mode mode;
    private boolean laidOut;
    private Node held;
    private double laidRoom;

    /**
     * @param split          the editor row's split (horizontal)
     * @param editor         the editor tabs, always its first item
     * @param editorMinWidth the editor's least width in pixels ({@link PaneFit#EDITOR_COLUMNS} columns of its font,
     *                       its gutter and its scroll bar), asked at each layout
     * @param onStripTitle   what a title of the strip does (shows its pane maximised)
     */
    EditorRow(SplitPane split, Region editor, DoubleSupplier editorMinWidth, Consumer<Side> onStripTitle) {
        this.split = split;
        this.editor = editor;
        this.editorMinWidth = editorMinWidth;
        this.onStripTitle = onStripTitle;
        dock.setId("side-dock");
        dock.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        dock.getStyleClass().add("side-dock");
        strip.setId("side-strip");
        strip.getStyleClass().add("side-strip");
        strip.setMinWidth(PaneFit.STRIP_WIDTH);
        strip.setMaxWidth(PaneFit.STRIP_WIDTH);
        strip.setPrefWidth(PaneFit.STRIP_WIDTH);
        SplitPane.setResizableWithParent(strip, false);
        // After the layout pass that changed a width: dividers set inside it are redistributed by the split.
        split.widthProperty().addListener((o, old, now) -> adaptLater());
        editor.widthProperty().addListener((o, old, now) -> adaptLater());
        // A divider the user dragged: remember the widths it left (only drags, not every click in a pane).
        split.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            if (e.getTarget() instanceof Node target && onDivider(target)) {
                rememberUserWidths();
            }
        });
    }

    /** Shows {@code shown} beside the editor (in the order given), side by side, docked or as a strip. */
    void lay(List<Side> shown) {
        boolean changed = !shown.equals(sides);
        sides = List.copyOf(shown);
        layout(changed);
    }

    /** Lays the row out again if its width or the editor's least width now asks for another mode. */
    void adapt() {
        layout(false);
    }

    private boolean adaptQueued;

    private void adaptLater() {
        if (!adaptQueued) {
            adaptQueued = true;
            javafx.application.Platform.runLater(() -> {
                adaptQueued = false;
                adapt();
            });
        }
    }

    /** How the side panes are shown now. */
    PaneFit.Mode mode() {
        return mode;
    }

    /** The side dock (its tabs hold the side panes in {@link PaneFit.Mode#DOCK}). */
    TabPane dock() {
        return dock;
    }

    /** The strip of titles ({@link PaneFit.Mode#STRIP}). */
    VBox strip() {
        return strip;
    }

    /** The side panes shown (in any mode). */
    List<Side> sides() {
        return sides;
    }

    /** Makes {@code pane}'s tab the dock's selected one, if it is docked. */
    void select(Node pane) {
        for (var tab : dock.getTabs()) {
            if (tab.getContent() == pane) {
                dock.getSelectionModel().select(tab);
            }
        }
    }

    /** Whether {@code pane} is in the scene now: a column of the row, or the dock's selected tab. */
    boolean showing(Node pane) {
        if (split.getItems().contains(pane)) {
            return true;
        }
        var selected = dock.getSelectionModel().getSelectedItem();
        return split.getItems().contains(dock) && selected != null && selected.getContent() == pane;
    }

    /**
     * Takes {@code pane} (the editor or a side pane) out of the row or the dock, to be shown maximised: the row is
     * not laid out again until {@link #putBack()}.
     */
    void release(Node pane) {
        held = pane;
        split.getItems().remove(pane);
        for (var tab : dock.getTabs()) {
            if (tab.getContent() == pane) {
                tab.setContent(null);
            }
        }
    }

    /** Lays out the row again with the pane {@link #release}d back in its place. */
    void putBack() {
        held = null;
        layout(true);
    }

    private void layout(boolean changed) {
        if (held != null) {
            return;
        }
        double room = split.getWidth();
        double divider = dividerWidth();
        double editorMin = editorMinWidth.getAsDouble();
        double[] minima = sides.stream().mapToDouble(Side::minWidth).toArray();
        var next = room <= 0 ? PaneFit.Mode.ROW : PaneFit.mode(room, editorMin, minima, divider);
        // The editor measured narrower than its columns need (its gutter or font were estimated, or changed): the
        // dividers are set again (the widths the user dragged to still count, cut to fit).
        boolean editorShort = laidOut && mode != null && sides.size() > 0 && editor.getWidth() > 0
                && editor.getWidth() < editorMin - 1 && room - divider - PaneFit.STRIP_WIDTH > editorMin;
        // Widths nobody dragged follow the row's width (a split keeps only its fractions, set at a first, narrow
        // layout); dragged ones are kept as the split scales them.
        boolean defaultsStale = laidOut && Math.abs(room - laidRoom) > 1 && !userSet();
        if (!changed && next == mode && intact() && (laidOut || room <= 0) && !editorShort && !defaultsStale) {
            applyMinima(room, editorMin, minima, divider);
            return;
        }
        mode = next;
        laidOut = room > 0;
        laidRoom = room;
        switch (next) {
            case ROW -> layRow(room, editorMin, minima, divider);
            case DOCK -> layDock(room, editorMin, minima, divider);
            case STRIP -> layStrip();
        }
        applyMinima(room, editorMin, minima, divider);
    }

    /** Whether the split still holds what the current mode put there (something else may have replaced it). */
    private boolean intact() {
        if (mode == null) {
            return false;
        }
        var items = new ArrayList<Node>(List.of(editor));
        switch (mode) {
            case ROW -> sides.forEach(s -> items.add(s.node()));
            case DOCK -> items.add(dock);
            case STRIP -> items.add(strip);
        }
        if (mode == PaneFit.Mode.DOCK) {
            var contents = dock.getTabs().stream().map(Tab::getContent).toList();
            if (!contents.equals(sides.stream().map(Side::node).toList())) {
                return false;
            }
        }
        return split.getItems().equals(items);
    }

    private void layRow(double room, double editorMin, double[] minima, double divider) {
        clearDock();
        strip.getChildren().clear();
        var items = new ArrayList<Node>(List.of(editor));
        sides.forEach(s -> items.add(s.node()));
        setItems(items);
        if (sides.isEmpty() || room <= 0) {
            return;
        }
        double[] wanted = new double[sides.size()];
        for (int i = 0; i < wanted.length; i++) {
            // By default the side panes share half the row (as before issue 41); the user's drag wins.
            wanted[i] = userWidths.getOrDefault(sides.get(i).key(), room * 0.5 / sides.size());
        }
        split.setDividerPositions(PaneFit.positions(room,
                PaneFit.rowWidths(room, editorMin, minima, wanted, divider), divider));
    }

    private void layDock(double room, double editorMin, double[] minima, double divider) {
        strip.getChildren().clear();
        setItems(List.of(editor, dock));
        var contents = dock.getTabs().stream().map(Tab::getContent).toList();
        if (!contents.equals(sides.stream().map(Side::node).toList())) {
            // Only when the panes docked change: taking a pane out of the scene would take its focus.
            var selected = dock.getSelectionModel().getSelectedItem();
            clearDock();
            var docked = new ArrayList<Tab>();
            for (var side : sides) {
                var tab = tabs.computeIfAbsent(side.key(), k -> {
                    var t = new Tab(side.title());
                    t.setId("side-dock-" + k);
                    return t;
                });
                tab.setContent(side.node());
                docked.add(tab);
            }
            dock.getTabs().setAll(docked);
            if (selected != null && docked.contains(selected)) {
                dock.getSelectionModel().select(selected);
            }
        }
        double widest = 0;
        for (double m : minima) {
            widest = Math.max(widest, m);
        }
        double free = room - editorMin - divider;
        double width = Math.max(widest, Math.min(free, userWidths.getOrDefault("dock", room * 0.42)));
        split.setDividerPositions(PaneFit.positions(room, new double[] {width}, divider));
    }

    private void layStrip() {
        clearDock();
        strip.getChildren().clear();
        for (var side : sides) {
            var title = new Label(side.title());
            title.setRotate(90);
            var button = new Button(null, new Group(title));
            button.setId("side-strip-" + side.key());
            button.getStyleClass().addAll("flat", "side-strip-title");
            button.setTooltip(new Tooltip(side.title() + " (too little room beside the editor: opens maximised)"));
            button.setOnAction(e -> onStripTitle.accept(side));
            button.setFocusTraversable(false);
            strip.getChildren().add(button);
        }
        setItems(List.of(editor, strip));
    }

    /** Sets the split's items when they differ (setting the same ones would take them out of the scene and back). */
    private void setItems(List<Node> items) {
        if (!split.getItems().equals(items)) {
            split.getItems().setAll(items);
        }
    }

    /** Minimum widths that hold the editor's columns while dragging, never more than the row can give. */
    private void applyMinima(double room, double editorMin, double[] minima, double divider) {
        double others = 0;
        if (mode == PaneFit.Mode.ROW) {
            for (int i = 0; i < sides.size(); i++) {
                sides.get(i).node().setMinWidth(minima[i]);
                others += minima[i] + divider;
            }
        } else if (mode == PaneFit.Mode.DOCK) {
            double widest = 0;
            for (double m : minima) {
                widest = Math.max(widest, m);
            }
            dock.setMinWidth(widest);
            others = widest + divider;
        } else if (mode == PaneFit.Mode.STRIP) {
            others = PaneFit.STRIP_WIDTH + divider;
        }
        editor.setMinWidth(room <= 0 ? Region.USE_COMPUTED_SIZE : Math.max(0, Math.min(editorMin, room - others)));
    }

    private void clearDock() {
        dock.getTabs().forEach(t -> t.setContent(null));
        dock.getTabs().clear();
    }

    /** Whether the user dragged the widths the current mode uses. */
    private boolean userSet() {
        return mode == PaneFit.Mode.ROW ? sides.stream().anyMatch(s -> userWidths.containsKey(s.key()))
                : mode == PaneFit.Mode.DOCK && userWidths.containsKey("dock");
    }

    private void rememberUserWidths() {
        if (mode == PaneFit.Mode.ROW) {
            sides.forEach(s -> userWidths.put(s.key(), s.node().getWidth()));
        } else if (mode == PaneFit.Mode.DOCK) {
            userWidths.put("dock", dock.getWidth());
        }
    }

    private boolean onDivider(Node target) {
        for (Node n = target; n != null && n != split; n = n.getParent()) {
            if (n.getStyleClass().contains("split-pane-divider")) {
                return isOwnDivider(n);
            }
        }
        return false;
    }

    private boolean isOwnDivider(Node divider) {
        for (Node n = divider.getParent(); n != null; n = n.getParent()) {
            if (n instanceof SplitPane s) {
                return s == split;
            }
        }
        return false;
    }

    private double dividerWidth() {
        for (Node n : split.lookupAll(".split-pane-divider")) {
            if (isOwnDivider(n) && n instanceof Region r && r.getWidth() > 0) {
                return r.getWidth();
            }
        }
        return 6;
    }
}
