package dev.catalogstudio.app.editor.internal;

import java.util.function.IntSupplier;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import org.fxmisc.richtext.CodeArea;

/** The editor's keyboard shortcuts, handled in one event filter on the editor so no inner control swallows them. */
public final class EditorKeys {

    static final KeyCombination FIND = new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination REPLACE = new KeyCodeCombination(KeyCode.H, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination REPLACE_ALT = new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination NEXT = new KeyCodeCombination(KeyCode.F3);
    static final KeyCombination PREVIOUS = new KeyCodeCombination(KeyCode.F3, KeyCombination.SHIFT_DOWN);
    static final KeyCombination GO_TO_LINE = new KeyCodeCombination(KeyCode.G, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination QUICK_FIX = new KeyCodeCombination(KeyCode.PERIOD, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination QUICK_FIX_ALT = new KeyCodeCombination(KeyCode.ENTER, KeyCombination.ALT_DOWN);
    static final KeyCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination REDO = new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination REDO_ALT = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);
    static final KeyCombination TAB = new KeyCodeCombination(KeyCode.TAB);
    static final KeyCombination ESCAPE = new KeyCodeCombination(KeyCode.ESCAPE);

    private EditorKeys() {
    }

    /**
     * What the keys above do, for Help → Keyboard Shortcuts: one line per command, in the order a user meets them, each
     * with the combinations that do it (the key table and this list sit side by side, so they change together).
     *
     * @return command text and its key combinations, e.g. {@code Quick fixes at the caret → [Ctrl+., Alt+Enter]}
     */
    public static java.util.List<java.util.Map.Entry<String, java.util.List<KeyCombination>>> shortcuts() {
        return java.util.List.of(
                java.util.Map.entry("Find", java.util.List.of(FIND)),
                java.util.Map.entry("Next match", java.util.List.of(NEXT)),
                java.util.Map.entry("Previous match", java.util.List.of(PREVIOUS)),
                java.util.Map.entry("Replace", java.util.List.of(REPLACE, REPLACE_ALT)),
                java.util.Map.entry("Go to Line", java.util.List.of(GO_TO_LINE)),
                java.util.Map.entry("Quick fixes at the caret", java.util.List.of(QUICK_FIX, QUICK_FIX_ALT)),
                java.util.Map.entry("Undo", java.util.List.of(UNDO)),
                java.util.Map.entry("Redo", java.util.List.of(REDO, REDO_ALT)),
                java.util.Map.entry("Indent (Shift+Tab: outdent)", java.util.List.of(TAB)),
                java.util.Map.entry("Close the find bar or the quick-fix card", java.util.List.of(ESCAPE)));
    }

    /**
     * Installs the shortcuts on {@code editor}.
     *
     * @param showFixes  shows the diagnostics (and quick fixes) at the caret
     * @param indentUnit spaces per indent level of the editor's language (0: a tab character)
     */
    public static void install(Node editor, CodeArea area, FindBar find, GoToLineBar goTo, DiagnosticPopup popup,
                               Runnable showFixes, IntSupplier indentUnit) {
        editor.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            boolean inText = e.getTarget() == area;
            boolean handled = true;
            if (FIND.match(e)) {
                find.openFind();
            } else if (REPLACE.match(e) || REPLACE_ALT.match(e)) {
                find.openReplace();
            } else if (NEXT.match(e) && find.isOpen()) {
                find.next();
            } else if (PREVIOUS.match(e) && find.isOpen()) {
                find.previous();
            } else if (NEXT.match(e) || PREVIOUS.match(e)) {
                find.openFind();
            } else if (GO_TO_LINE.match(e)) {
                goTo.open();
            } else if (inText && (QUICK_FIX.match(e) || QUICK_FIX_ALT.match(e))) {
                showFixes.run();
            } else if (inText && UNDO.match(e)) {
                area.undo();
            } else if (inText && (REDO.match(e) || REDO_ALT.match(e))) {
                area.redo();
            } else if (inText && TAB.match(e) && area.isEditable()) {
                Indentation.tab(area, indentUnit.getAsInt());
            } else if (ESCAPE.match(e)) {
                handled = escape(area, find, goTo, popup);
            } else {
                handled = false;
            }
            if (handled) {
                e.consume();
            }
        });
    }

    private static boolean escape(CodeArea area, FindBar find, GoToLineBar goTo, DiagnosticPopup popup) {
        if (popup.isShowing()) {
            popup.hide();
            area.requestFocus();
        } else if (goTo.isOpen()) {
            goTo.close();
        } else if (find.isOpen()) {
            find.close();
        } else {
            return false;
        }
        return true;
    }
}
