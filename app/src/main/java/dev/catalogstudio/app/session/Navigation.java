package dev.catalogstudio.app.session;

import dev.catalogstudio.model.text.Range;
import java.util.Objects;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The studio's shared selection and navigation: which document is current, where its caret and selection are, and
 * the one command every pane uses to go somewhere ({@link #open}). The editor tabs carry out {@link #requestProperty()}
 * requests and keep the current document, caret and selection up to date; the tree, the problems panel (and the
 * coming graph, form and preview panes) only call {@link #open} and listen. FX thread only.
 */
public final class Navigation {

    /**
     * One request to show a place.
     *
     * @param path  {@code /}-separated, relative to the workspace root
     * @param range what to select and scroll to; {@code null} to just show the document
     * @param from  who asked (e.g. {@code "tree"}, {@code "problems"}), so a pane can skip revealing its own request
     */
    public record Request(String path, Range range, String from) {
        public Request {
            Objects.requireNonNull(path, "path");
        }

        /**
         * Identity: each request is an event, never equal to an earlier one to the same place, so that asking again
         * (F8 on the only problem after scrolling away) reaches the listeners again.
         */
        @Override
        public boolean equals(Object other) {
            return this == other;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    // Properties
    private final ObjectProperty<Request> request = new SimpleObjectProperty<>(this, "request");
    private final StringProperty currentPath = new SimpleStringProperty(this, "currentPath");
    private final IntegerProperty caretLine = new SimpleIntegerProperty(this, "caretLine", 1);
    private final IntegerProperty caretColumn = new SimpleIntegerProperty(this, "caretColumn", 1);
    private final IntegerProperty topLine = new SimpleIntegerProperty(this, "topLine", 1);
    private final IntegerProperty bottomLine = new SimpleIntegerProperty(this, "bottomLine", 1);
    private final ObjectProperty<Range> selection = new SimpleObjectProperty<>(this, "selection");

    /** The last request; a new (never equal) value on every {@link #open}. */
    public ReadOnlyObjectProperty<Request> requestProperty() {
        return request;
    }

    /** The path of the document in the selected editor, {@code null} when none is open. Set by the editor pane. */
    public StringProperty currentPathProperty() {
        return currentPath;
    }

    /** The caret's 1-based line in the current document. Set by the editor pane. */
    public IntegerProperty caretLineProperty() {
        return caretLine;
    }

    /** The caret's 1-based column, in UTF-16 code units. Set by the editor pane. */
    public IntegerProperty caretColumnProperty() {
        return caretColumn;
    }

    /**
     * The 1-based line at the top of the selected editor's view, changed as it scrolls (the wheel, a page key, a
     * go-to). Set by the editor pane; the preview scrolls with it.
     */
    public IntegerProperty topLineProperty() {
        return topLine;
    }

    /**
     * The 1-based line at the bottom of the selected editor's view, set with {@link #topLineProperty()} (before it):
     * the preview keeps the caret's block in view while the caret is in the editor's view.
     */
    public IntegerProperty bottomLineProperty() {
        return bottomLine;
    }

    /** The selected text of the current document as a range, {@code null} when nothing is selected. */
    public ObjectProperty<Range> selectionProperty() {
        return selection;
    }

    // Commands

    /** Opens {@code path} (or shows its tab) and selects {@code range} in it ({@code null}: just show it). */
    public void open(String path, Range range, String from) {
        request.set(new Request(path, range, from));
    }

    /** Opens {@code path} and puts the caret at 1-based {@code line} and {@code column}. */
    public void open(String path, int line, int column, String from) {
        var at = new dev.catalogstudio.model.text.Position(Math.max(1, line), Math.max(1, column), 0);
        open(path, new Range(at, at), from);
    }
}
