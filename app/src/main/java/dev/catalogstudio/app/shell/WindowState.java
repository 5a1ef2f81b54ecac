package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.editor.EditorTabModel;
import dev.catalogstudio.app.editor.EditorTabsViewModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.SplitPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * What the main window remembers between runs, in {@code studio.properties}: its position, size and maximised state,
 * the tree's width and the problems panel's height, and per workspace the open tabs and the selected one.
 *
 * <p>Keys: {@code window.x}, {@code window.y}, {@code window.width}, {@code window.height} (pixels),
 * {@code window.maximized}, {@code split.tree} and {@code split.problems} (divider positions, 0..1), and
 * {@code tabs.<workspace>} (the workspace-relative paths of the open tabs, one per line, the selected one marked
 * with a leading {@code *}).
 */
final class WindowState {

    private static final String TABS = "tabs.";
    /** The tree's share of the window's width, and the editor row's share of the centre's height, by default. */
    static final double DEFAULT_TREE = 0.22;
    static final double DEFAULT_PROBLEMS = 0.68;
    /** Tabs reopened per workspace, at most: a hand-edited setting cannot open thousands. */
    static final int MAX_TABS = 30;

    private final Stage stage;
    private final StudioHome home;
    private final SplitPane main;
    private final SplitPane centre;
    private final java.util.concurrent.Executor io;
    private Path shownRoot;
    /** The dividers to show: the defaults until {@link #restore()} reads the remembered ones. */
    private double tree = DEFAULT_TREE;
    private double problems = DEFAULT_PROBLEMS;

    /** @param io where settings are written (the model's serial executor: off the FX thread, before a queued exit) */
    WindowState(Stage stage, StudioHome home, java.util.concurrent.Executor io, SplitPane main, SplitPane centre) {
        this.stage = stage;
        this.home = home;
        this.io = io;
        this.main = main;
        this.centre = centre;
    }

    /**
     * Puts the window where it was, if that place is still on a screen (a monitor may have gone), with at least the
     * stage's minimum size; restores the dividers.
     */
    void restore() {
        var x = number("window.x");
        var y = number("window.y");
        var w = number("window.width");
        var h = number("window.height");
        if (w.isPresent() && h.isPresent()) {
            stage.setWidth(Math.max(stage.getMinWidth(), w.get()));
            stage.setHeight(Math.max(stage.getMinHeight(), h.get()));
        }
        if (x.isPresent() && y.isPresent() && onScreen(x.get(), y.get(), stage.getWidth(), stage.getHeight())) {
            stage.setX(x.get());
            stage.setY(y.get());
        }
        home.setting("window.maximized").map(Boolean::parseBoolean).ifPresent(stage::setMaximized);
        tree = number("split.tree").filter(WindowState::fraction).orElse(DEFAULT_TREE);
        problems = number("split.problems").filter(WindowState::fraction).orElse(DEFAULT_PROBLEMS);
        restoreDividers();
        // A split laid out before the window has its size clamps its dividers to its items' minimum sizes (at the
        // smallest window the problems took 58% of the height and the graph kept a strip): set them again once
        // the window is shown at its size.
        stage.addEventHandler(javafx.stage.WindowEvent.WINDOW_SHOWN, e -> javafx.application.Platform.runLater(
                this::restoreDividers));
    }

    /**
     * Sets the tree's and the problems' dividers as remembered (the defaults before {@link #restore()}): again when
     * the splits get their panes, which the studio's start builds after the first frame.
     */
    void restoreDividers() {
        main.setDividerPositions(tree);
        centre.setDividerPositions(problems);
    }

    /** Whether a window at {@code x, y} of this size shows at least 100 × 50 pixels of its title bar on a screen. */
    private static boolean onScreen(double x, double y, double width, double height) {
        var title = new Rectangle2D(x, y, Math.max(1, width), Math.min(50, Math.max(1, height)));
        return Screen.getScreensForRectangle(title).stream().anyMatch(screen -> {
            var bounds = screen.getVisualBounds();
            double seenWidth = Math.min(bounds.getMaxX(), x + width) - Math.max(bounds.getMinX(), x);
            double seenHeight = Math.min(bounds.getMaxY(), y + 50) - Math.max(bounds.getMinY(), y);
            return seenWidth >= 100 && seenHeight >= 20;
        });
    }

    private static boolean fraction(double p) {
        return p > 0.02 && p < 0.98;
    }

    private Optional<Double> number(String key) {
        return home.setting(key).flatMap(v -> {
            try {
                double d = Double.parseDouble(v);
                return Double.isFinite(d) ? Optional.of(d) : Optional.empty();
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        });
    }

    /**
     * Remembers the window's geometry, dividers and, for the workspace shown, the open tabs: on quit. Reads the
     * window on the calling (FX) thread and writes on the model's executor, so that it lands before the exit queued
     * after it.
     */
    void save(EditorTabsViewModel tabs) {
        var changes = new LinkedHashMap<String, String>();
        changes.put("window.maximized", Boolean.toString(stage.isMaximized()));
        if (!stage.isMaximized() && !stage.isIconified()) {
            changes.put("window.x", Double.toString(stage.getX()));
            changes.put("window.y", Double.toString(stage.getY()));
            changes.put("window.width", Double.toString(stage.getWidth()));
            changes.put("window.height", Double.toString(stage.getHeight()));
        }
        changes.put("split.tree", Double.toString(main.getDividerPositions()[0]));
        changes.put("split.problems", Double.toString(centre.getDividerPositions()[0]));
        tabsOf(tabs).ifPresent(t -> changes.put(t.getKey(), t.getValue()));
        write(changes);
    }

    /** Remembers the open tabs of the workspace shown: before another folder replaces it. */
    void rememberTabs(EditorTabsViewModel tabs) {
        tabsOf(tabs).ifPresent(t -> write(Map.of(t.getKey(), t.getValue())));
    }

    private Optional<Map.Entry<String, String>> tabsOf(EditorTabsViewModel tabs) {
        if (shownRoot == null) {
            return Optional.empty();
        }
        var lines = new ArrayList<String>();
        var selected = tabs.selectedProperty().get();
        for (EditorTabModel tab : tabs.tabs()) {
            lines.add((tab == selected ? "*" : "") + tab.path());
        }
        return Optional.of(Map.entry(TABS + shownRoot, String.join("\n", lines)));
    }

    private void write(Map<String, String> changes) {
        var copy = new LinkedHashMap<>(changes);
        io.execute(() -> home.remember(copy));
    }

    /**
     * {@code root} is now shown: reopens the tabs it had (those whose files still exist), selecting the one that was
     * selected. Call on the FX thread.
     */
    void restoreTabs(Path root, dev.catalogstudio.app.session.WorkspaceSession session) {
        var navigation = session.navigation();
        shownRoot = root;
        var list = home.setting(TABS + root).orElse("");
        // Which remembered files still exist is asked on the model's executor, not the FX thread; the tabs then open
        // as their files are read, in order, on that same executor, each selected as it comes: the remembered one is
        // selected again after the last, from the same queue.
        session.background().execute(() -> {
            var paths = new java.util.ArrayList<String>();
            String selected = null;
            for (String line : list.split("\n")) {
                boolean isSelected = line.startsWith("*");
                String path = isSelected ? line.substring(1) : line;
                if (line.isBlank() || paths.size() >= MAX_TABS || !isInside(root, path)) {
                    continue;
                }
                paths.add(path);
                if (isSelected) {
                    selected = path;
                }
            }
            String last = selected;
            session.fx().execute(() -> {
                paths.forEach(path -> navigation.open(path, null, "restore"));
                if (last != null) {
                    session.background().execute(() -> session.fx().execute(
                            () -> navigation.open(last, null, "restore")));
                }
            });
        });
    }

    /** Whether {@code path} is a relative path to a regular file inside {@code root} (a setting may be stale). */
    private static boolean isInside(Path root, String path) {
        try {
            Path file = root.resolve(path).normalize();
            return !Path.of(path).isAbsolute() && file.startsWith(root) && java.nio.file.Files.isRegularFile(file);
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }
}
