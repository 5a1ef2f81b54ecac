package dev.catalogstudio.app.editor.internal;

import atlantafx.base.theme.Styles;
import dev.catalogstudio.app.editor.internal.TextSearch.Match;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.undo.UndoManager;

/**
 * The find and replace bar above the text. Enter or F3 finds the next match, Shift+Enter or Shift+F3 the previous
 * one (wrapping), "Aa" toggles case sensitivity, the counter reads "3 of 12"; Replace replaces the selected match and
 * moves on, Replace All replaces every match as one undoable change; Escape closes the bar.
 */
public final class FindBar extends VBox {

    private final CodeArea area;
    private final TextMirror text;
    private final TextField find = new TextField();
    private final TextField replace = new TextField();
    private final ToggleButton matchCase = new ToggleButton("Aa");
    private final Label count = new Label();
    private final HBox replaceRow;
    private List<Match> matches = List.of();
    private int current = -1;

    /**
     * @param area the area to search
     * @param text the area's text
     */
    public FindBar(CodeArea area, TextMirror text) {
        this.area = area;
        this.text = text;
        getStyleClass().add("find-bar");
        find.setPromptText("Find");
        find.getStyleClass().add("find-field");
        replace.setPromptText("Replace");
        replace.getStyleClass().add("replace-field");
        matchCase.setTooltip(new Tooltip("Match case"));
        matchCase.getStyleClass().addAll("match-case", Styles.SMALL);
        count.getStyleClass().add("match-count");
        var previous = button("\u2191", "Previous match (Shift+Enter, Shift+F3)", this::previous);
        var next = button("\u2193", "Next match (Enter, F3)", this::next);
        var close = button("\u2715", "Close (Escape)", this::close);
        HBox.setHgrow(find, Priority.ALWAYS);
        HBox.setHgrow(replace, Priority.ALWAYS);
        var findRow = new HBox(find, matchCase, previous, next, count, close);
        replaceRow = new HBox(replace, button("Replace", "Replace this match", this::replaceCurrent),
                button("Replace All", "Replace every match", this::replaceAll));
        for (HBox row : List.of(findRow, replaceRow)) {
            row.setAlignment(Pos.CENTER_LEFT);
            row.getStyleClass().add("row");
        }
        getChildren().addAll(findRow, replaceRow);
        setVisible(false);
        setManaged(false);

        find.textProperty().addListener((o, a, b) -> refresh(true));
        matchCase.selectedProperty().addListener((o, a, b) -> refresh(true));
        text.onChange(changes -> {
            if (isVisible()) {
                refresh(false);
            }
        });
        find.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                if (e.isShiftDown()) {
                    previous();
                } else {
                    next();
                }
                e.consume();
            }
        });
        replace.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                replaceCurrent();
                e.consume();
            }
        });
    }

    private Button button(String text, String tip, Runnable action) {
        var button = new Button(text);
        button.setTooltip(new Tooltip(tip));
        button.getStyleClass().add(Styles.SMALL);
        button.setFocusTraversable(false);
        button.setOnAction(e -> action.run());
        return button;
    }

    /** Opens the bar for finding, seeded with the selection if it is one line, and focuses the query. */
    public void openFind() {
        open(false);
    }

    /** Opens the bar with the replace row. */
    public void openReplace() {
        open(true);
    }

    private void open(boolean withReplace) {
        String selected = area.getSelectedText();
        if (!selected.isEmpty() && selected.indexOf('\n') < 0) {
            find.setText(selected);
        }
        replaceRow.setVisible(withReplace);
        replaceRow.setManaged(withReplace);
        setVisible(true);
        setManaged(true);
        refresh(false);
        find.requestFocus();
        find.selectAll();
    }

    /** Closes the bar and gives the text its focus back. */
    public void close() {
        setVisible(false);
        setManaged(false);
        area.requestFocus();
    }

    /** Whether the bar is open. */
    public boolean isOpen() {
        return isVisible();
    }

    /** The query field. */
    public TextField findField() {
        return find;
    }

    /** The replacement field. */
    public TextField replaceField() {
        return replace;
    }

    /** The match-case toggle. */
    public ToggleButton matchCaseToggle() {
        return matchCase;
    }

    /** What the counter shows: {@code "3 of 12"}, {@code "No results"}, or nothing for an empty query. */
    public String status() {
        return count.getText();
    }

    /** Selects the next match after the caret (wrapping). */
    public void next() {
        refresh(false);
        select(TextSearch.nextIndex(matches, area.getSelection().getLength() > 0 && current >= 0
                ? area.getSelection().getStart() + 1 : area.getCaretPosition()));
    }

    /** Selects the previous match before the caret (wrapping). */
    public void previous() {
        refresh(false);
        select(TextSearch.previousIndex(matches, area.getSelection().getStart()));
    }

    /** Replaces the selected match and selects the next one; selects the next match if none is selected. */
    public void replaceCurrent() {
        refresh(false);
        var selection = area.getSelection();
        boolean onMatch = matches.stream().anyMatch(m -> m.start() == selection.getStart()
                && m.end() == selection.getEnd());
        if (onMatch) {
            area.replaceText(selection.getStart(), selection.getEnd(), replace.getText());
            refresh(false);
            select(TextSearch.nextIndex(matches, selection.getStart() + replace.getText().length()));
        } else {
            next();
        }
    }

    /** Replaces every match as one undoable change. */
    public void replaceAll() {
        refresh(false);
        if (matches.isEmpty()) {
            return;
        }
        UndoManager<?> undo = area.getUndoManager();
        undo.preventMerge();
        var change = area.createMultiChange(matches.size());
        for (int i = matches.size() - 1; i >= 0; i--) {
            change.replaceText(matches.get(i).start(), matches.get(i).end(), replace.getText());
        }
        change.commit();
        undo.preventMerge();
        refresh(false);
    }

    private void select(int index) {
        current = index;
        if (index >= 0) {
            Match m = matches.get(index);
            area.selectRange(m.start(), m.end());
            area.requestFollowCaret();
        }
        updateCount();
    }

    /** Finds again; {@code fromCaret} also selects the first match after the caret (find as you type). */
    private void refresh(boolean fromCaret) {
        matches = TextSearch.findAll(text.getText(), find.getText(), matchCase.isSelected());
        var selection = area.getSelection();
        current = -1;
        for (int i = 0; i < matches.size(); i++) {
            if (matches.get(i).start() == selection.getStart() && matches.get(i).end() == selection.getEnd()) {
                current = i;
            }
        }
        if (fromCaret && !matches.isEmpty()) {
            select(TextSearch.nextIndex(matches, selection.getStart()));
        }
        updateCount();
    }

    private void updateCount() {
        find.pseudoClassStateChanged(Styles.STATE_DANGER, !find.getText().isEmpty() && matches.isEmpty());
        if (find.getText().isEmpty()) {
            count.setText("");
        } else if (matches.isEmpty()) {
            count.setText("No results");
        } else {
            int n = matches.size();
            String of = n >= TextSearch.MAX_MATCHES ? n + "+" : String.valueOf(n);
            count.setText(current >= 0 ? current + 1 + " of " + of
                    : of + (matches.size() == 1 ? " match" : " matches"));
        }
    }
}
