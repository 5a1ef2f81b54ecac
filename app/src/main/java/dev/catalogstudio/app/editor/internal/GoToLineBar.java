package dev.catalogstudio.app.editor.internal;

import atlantafx.base.theme.Styles;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import org.fxmisc.richtext.CodeArea;

/**
 * The go-to-line bar: takes {@code line} or {@code line:column} (1-based), Enter goes there and closes, Escape
 * closes. Input that is not a position is marked and ignored; a line past the end goes to the last line.
 */
public final class GoToLineBar extends HBox {

    private final CodeArea area;
    private final TextField input = new TextField();
    private final Label range = new Label();
    private final Consumer<LineColumn> goTo;

    /**
     * @param goTo moves the caret to a 1-based line and column
     */
    public GoToLineBar(CodeArea area, Consumer<LineColumn> goTo) {
        this.area = area;
        this.goTo = goTo;
        getStyleClass().addAll("go-to-line-bar", "row");
        setAlignment(Pos.CENTER_LEFT);
        input.setPromptText("line or line:column");
        input.getStyleClass().add("go-to-field");
        var label = new Label("Go to line");
        range.getStyleClass().add("match-count");
        getChildren().addAll(label, input, range);
        setVisible(false);
        setManaged(false);
        input.textProperty().addListener((o, a, b) -> input.pseudoClassStateChanged(Styles.STATE_DANGER,
                !b.isBlank() && parse().isEmpty()));
        input.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                parse().ifPresent(position -> {
                    close();
                    goTo.accept(position);
                });
                e.consume();
            }
        });
    }

    private Optional<LineColumn> parse() {
        return LineColumn.parse(input.getText());
    }

    /** Opens the bar with the caret's line filled in and selected. */
    public void open() {
        range.setText("1\u2013" + area.getParagraphs().size());
        input.setText(String.valueOf(area.getCurrentParagraph() + 1));
        setVisible(true);
        setManaged(true);
        input.requestFocus();
        input.selectAll();
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

    /** The input field. */
    public TextField field() {
        return input;
    }
}
