package dev.catalogstudio.app.shell;

import java.util.ArrayList;
import java.util.List;

/**
 * The panes of the main window that a shortcut focuses (Alt+1 to Alt+7, in this order, showing a hidden one) and that
 * View → Maximise/Restore Pane shows alone in the window.
 */
enum StudioPane {
    FILES("Files"),
    EDITOR("Editor"),
    PROBLEMS("Problems"),
    FORM("Form"),
    PREVIEW("Preview"),
    DRY_RUN("Dry Run"),
    GRAPH("Graph");

    /** The shortcut that maximises the focused pane, or restores the maximised one. */
    static final String MAXIMISE_KEYS = "Shortcut+Shift+Enter";

    private final String title;

    StudioPane(String title) {
        this.title = title;
    }

    /** The pane's name in menus and the strip, e.g. {@code Dry Run}. */
    String title() {
        return title;
    }

    /** Its focus shortcut, {@code Alt+1} for the first. */
    String keys() {
        return "Alt+" + (ordinal() + 1);
    }

    /** View's focus commands, then Maximise/Restore Pane, on {@code window}. */
    static List<Action> actions(MainWindow window) {
        var actions = new ArrayList<Action>();
        for (var pane : values()) {
            actions.add(Action.of("Focus " + pane.title(), pane.keys(), () -> window.focusPane(pane)));
        }
        actions.add(Action.of("Maximise/Restore Pane", MAXIMISE_KEYS, window::toggleMaximised));
        return List.copyOf(actions);
    }
}
