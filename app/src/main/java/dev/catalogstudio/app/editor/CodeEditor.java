package dev.catalogstudio.app.editor;

import dev.catalogstudio.app.editor.internal.AreaLook;
import dev.catalogstudio.app.editor.internal.CurrentLineBand;
import dev.catalogstudio.app.editor.internal.DiagnosticHover;
import dev.catalogstudio.app.editor.internal.DiagnosticPopup;
import dev.catalogstudio.app.editor.internal.EditorKeys;
import dev.catalogstudio.app.editor.internal.Edits;
import dev.catalogstudio.app.editor.internal.FindBar;
import dev.catalogstudio.app.editor.internal.GoToLineBar;
import dev.catalogstudio.app.editor.internal.Styler;
import dev.catalogstudio.app.editor.internal.TextMirror;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.LineEnding;
import dev.catalogstudio.model.text.LineIndex;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.TextEdit;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.undo.UndoManager;

/**
 * The code editor pane: a RichTextFX {@link CodeArea} with line numbers, a current-line highlight, syntax
 * the model's highlighting ({@link Highlighting}), diagnostics underlined in place with a hover card offering quick fixes, a
 * find/replace bar, go to line, and undo/redo. Styled by {@code code-editor.css} with AtlantaFX colour tokens, so it
 * follows the light or dark theme.
 *
 * <p>Positions: lines and columns are 1-based and columns count UTF-16 code units (as the model's
 * {@link dev.catalogstudio.model.text.Position}); offsets are 0-based UTF-16 code units into {@link #getText()}, whose
 * lines always end with {@code \n}.
 *
 * <p>Keys: Ctrl+F find, Ctrl+H or Ctrl+R replace, Enter/F3 next, Shift+Enter/Shift+F3 previous, Ctrl+G go to line,
 * Ctrl+. or Alt+Enter the diagnostic under the caret, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, Escape closes a
 * bar or the card (Cmd instead of Ctrl on macOS). Tab inserts spaces except in plain text.
 *
 * <p>All methods must be called on the FX thread.
 */
public final class CodeEditor extends Region {

    /**
     * The editor's own keys (Find, Replace, Go to Line, quick fixes, undo, indent) for Help → Keyboard Shortcuts: command
     * text and the key combinations that do it, from the one key table the editor handles.
     */
    public static java.util.List<java.util.Map.Entry<String, java.util.List<javafx.scene.input.KeyCombination>>>
            shortcuts() {
        return dev.catalogstudio.app.editor.internal.EditorKeys.shortcuts();
    }

    private final CodeArea area = new CodeArea();
    private final TextMirror text = new TextMirror(area);
    private final Styler styler = new Styler(area, text);
    private final FindBar findBar = new FindBar(area, text);
    private final CurrentLineBand currentLine = new CurrentLineBand(area);
    private final GoToLineBar goToLineBar = new GoToLineBar(area, p -> goTo(p.line(), p.column()));
    private Consumer<QuickFix> onQuickFix = fix -> { };
    private final DiagnosticHover hover = new DiagnosticHover(area, text, styler, fix -> this.onQuickFix.accept(fix));
    private final BorderPane layout;
    private final ReadOnlyBooleanWrapper undoAvailable = new ReadOnlyBooleanWrapper(this, "undoAvailable");
    private final ReadOnlyBooleanWrapper redoAvailable = new ReadOnlyBooleanWrapper(this, "redoAvailable");
    private final ReadOnlyIntegerWrapper caretLine = new ReadOnlyIntegerWrapper(this, "caretLine", 1);
    private final ReadOnlyIntegerWrapper topLine = new ReadOnlyIntegerWrapper(this, "topLine", 1);
    private final ReadOnlyIntegerWrapper bottomLine = new ReadOnlyIntegerWrapper(this, "bottomLine", 1);
    private boolean topLinePending;
    private final ReadOnlyIntegerWrapper caretColumn = new ReadOnlyIntegerWrapper(this, "caretColumn", 1);
    private final ReadOnlyObjectWrapper<Range> selection = new ReadOnlyObjectWrapper<>(this, "selection");
    private EditorLanguage language = EditorLanguage.PLAIN;

    /** An empty editor for {@link EditorLanguage#PLAIN}. */
    public CodeEditor() {
        getStyleClass().add("code-editor");
        getStylesheets().add(Objects.requireNonNull(CodeEditor.class.getResource("code-editor.css")).toExternalForm());
        AreaLook.apply(area);
        var scrollPane = new VirtualizedScrollPane<>(area);
        hover.closeOnScroll(scrollPane);
        var textPane = new StackPane(currentLine.layer(), scrollPane, hover.popup().overlay());
        var bars = new VBox(findBar, goToLineBar);
        bars.getStyleClass().add("editor-bars");
        layout = new BorderPane(textPane, bars, null, null, null);
        getChildren().add(layout);

        UndoManager<?> undo = area.getUndoManager();
        undoAvailable.bind(undo.undoAvailableProperty());
        redoAvailable.bind(undo.redoAvailableProperty());
        area.currentParagraphProperty().addListener((o, a, b) -> caretLine.set(b + 1));
        // Read after the layout pass that scrolled: asking Flowless for its cells during that pass breaks it.
        area.estimatedScrollYProperty().addListener((o, a, b) -> {
            if (!topLinePending) {
                topLinePending = true;
                javafx.application.Platform.runLater(() -> {
                    topLinePending = false;
                    if (!area.getVisibleParagraphs().isEmpty()) {
                        // The bottom first: who follows the top line reads the view's whole extent.
                        bottomLine.set(area.lastVisibleParToAllParIndex() + 1);
                        topLine.set(area.firstVisibleParToAllParIndex() + 1);
                    }
                });
            }
        });
        area.caretColumnProperty().addListener((o, a, b) -> caretColumn.set(b + 1));
        area.selectionProperty().addListener((o, a, b) -> selection.set(b.getLength() == 0 ? null
                : new Range(position(b.getStart()), position(b.getEnd()))));
        EditorKeys.install(this, area, findBar, goToLineBar, hover.popup(), this::showDiagnosticsAtCaret,
                () -> indentUnit(getLanguage()));
    }

    // Content

    /**
     * Replaces the whole text, as when a file is loaded: the caret goes to the start and the undo history is
     * forgotten. (Whether the text differs from the file is the tab's {@link EditorTabModel#dirtyProperty()}.) {@code \r\n} and {@code \r} are turned into {@code \n}.
     */
    public void setText(String text) {
        hover.popup().hide();
        area.replaceText(LineEnding.toLf(text));
        area.moveTo(0);
        area.requestFollowCaret();
        area.getUndoManager().forgetHistory();
        area.getUndoManager().mark();
    }

    /** The text, with {@code \n} line endings (cheap: no copy is made). */
    public String getText() {
        return text.getText();
    }

    /**
     * The text, changing once per edit: a keystroke, paste, undo or redo, {@link #applyEdits}, a replace, and
     * {@link #setText}. Listeners run on the FX thread; reading the value there costs nothing, so hand it to the
     * model's executor directly.
     */
    public ReadOnlyStringProperty textProperty() {
        return text.textProperty();
    }

    /** Whether the user may edit the text (default true). */
    public void setEditable(boolean editable) {
        area.setEditable(editable);
    }

    /** Whether the user may edit the text: false for a read-only file (not UTF-8, cut off, or a fetched one). */
    public boolean isEditable() {
        return area.isEditable();
    }

    // Language

    /** The text is {@code language} from now on: what Tab indents by. Highlighting is the model's. */
    public void setLanguage(EditorLanguage language) {
        this.language = Objects.requireNonNull(language, "language");
    }

    /** The language of the text. */
    public EditorLanguage getLanguage() {
        return language;
    }

    /**
     * Shows the model's highlighting of {@code forText} (computed off the FX thread by the document's parser), if
     * that is still the text here; one of an older text is dropped. Until the next one arrives, the editor shifts
     * this one over each edit.
     *
     * @return whether it was taken
     */
    public boolean setHighlighting(String forText, Highlighting highlighting) {
        return styler.setHighlighting(forText, highlighting);
    }

    // Diagnostics

    /**
     * Underlines diagnostics of the current document: red, orange and blue wavy lines for errors, warnings and infos
     * (the most severe wins where they overlap). Each range is placed by its 1-based line and UTF-16 column, never by
     * offset, so diagnostics from a CRLF reading of the file land on the same characters; ranges outside the text are
     * clamped, and an empty range underlines the next character (the previous one at the end of a line). Replaces the
     * previous diagnostics.
     */
    public void setDiagnostics(List<Diagnostic> diagnostics) {
        documentDiagnostics = List.copyOf(diagnostics);
        styler.setDiagnostics(concat(documentDiagnostics, reviewDiagnostics));
    }

    private List<Diagnostic> documentDiagnostics = List.of();
    private List<Diagnostic> reviewDiagnostics = List.of();
    private dev.catalogstudio.app.session.LineDiff.Mark[] changeMarks;

    private static List<Diagnostic> concat(List<Diagnostic> a, List<Diagnostic> b) {
        if (b.isEmpty()) {
            return a;
        }
        var all = new java.util.ArrayList<Diagnostic>(a);
        all.addAll(b);
        return all;
    }

    /**
     * Underlines the change-set findings of this file while a comparison is shown (Compare With…: a version not
     * bumped, on its {@code version:} line), beside {@link #setDiagnostics}'s, with the same hover card; an empty list
     * removes them.
     */
    public void setReviewDiagnostics(List<Diagnostic> diagnostics) {
        reviewDiagnostics = List.copyOf(diagnostics);
        styler.setDiagnostics(concat(documentDiagnostics, reviewDiagnostics));
    }

    /**
     * Shows change bars in the gutter against a comparison's base: {@code marks[i]} for 0-based line {@code i} (added,
     * modified, or lines deleted above it; {@code null} for an unchanged line; lines past the array's end unmarked);
     * {@code null} removes the bars (not comparing).
     */
    public void setChangeMarks(dev.catalogstudio.app.session.LineDiff.Mark[] marks) {
        if (marks == null && changeMarks == null) {
            return;
        }
        changeMarks = marks == null ? null : marks.clone();
        var shown = changeMarks;
        AreaLook.gutter(area, shown == null ? null : line -> line < shown.length && shown[line] != null
                ? "change-" + shown[line].name().toLowerCase(java.util.Locale.ROOT) : null);
    }

    /** The change bars shown, one per 0-based line ({@code null} entries unchanged), or {@code null} when none. */
    public dev.catalogstudio.app.session.LineDiff.Mark[] getChangeMarks() {
        return changeMarks == null ? null : changeMarks.clone();
    }

    /** The editor's monospace font family (the first installed of a list of programming fonts). */
    public static String fontFamily() {
        return dev.catalogstudio.app.editor.internal.MonospaceFont.family();
    }

    /**
     * Sets what happens when the user chooses a quick fix in the hover card (mouse or Ctrl+.). The editor does not
     * edit by itself: typically the shell calls {@link #applyQuickFix} (or applies the fix to the model, whose next
     * text edit comes back through {@link #applyEdits}).
     */
    public void setOnQuickFix(Consumer<QuickFix> onQuickFix) {
        this.onQuickFix = Objects.requireNonNull(onQuickFix, "onQuickFix");
    }

    /**
     * Sets which commands a diagnostic offers beyond its quick fixes ({@link dev.catalogstudio.app.session
     * .DiagnosticAction}): the hover card shows them as buttons after its fixes. None by default.
     */
    public void setDiagnosticActions(
            java.util.function.Function<dev.catalogstudio.model.diag.Diagnostic,
                    java.util.List<dev.catalogstudio.app.session.DiagnosticAction>> actions) {
        hover.popup().setActions(actions);
    }

    /**
     * Opens the card for the diagnostics at the caret (the caret just after a range counts), as Ctrl+. does.
     *
     * @return whether there was a diagnostic there
     */
    public boolean showDiagnosticsAtCaret() {
        return hover.showAtCaret();
    }

    // Navigation

    /**
     * Selects from one position to another (1-based lines, 1-based UTF-16 columns, clamped into the text) and
     * scrolls the caret, which ends at the second position, into view.
     */
    public void select(int line, int column, int endLine, int endColumn) {
        area.selectRange(offset(line, column), offset(endLine, endColumn));
        area.requestFollowCaret();
    }

    /**
     * Moves the caret to a 1-based line and UTF-16 column (clamped) and scrolls it into view: a line outside the view
     * comes to about a third from the top (Go to Line).
     */
    public void goTo(int line, int column) {
        area.selectRange(offset(line, column), offset(line, column));
        if (!revealLines(area.getCurrentParagraph(), area.getCurrentParagraph())) {
            area.requestFollowCaret();
        }
    }

    /**
     * Selects a model range by its positions' lines and columns (not its offsets) with the caret at its start, scrolls
     * it into view and focuses the text: what the problems panel, F8 and every other "go to" do. The whole range is
     * brought into view when its lines fit, else its first line; the view scrolls no more than that.
     */
    public void goTo(Range range) {
        int start = offset(range.start().line(), range.start().column());
        int end = offset(range.end().line(), range.end().column());
        area.selectRange(end, start); // the anchor at the end, the caret at the start
        int first = area.getCurrentParagraph();
        // A range ending at the start of a line (a block's range) ends on the line before.
        int last = Math.max(first, position(end).column() == 1 && end > start ? position(end).line() - 2
                : position(end).line() - 1);
        if (!revealLines(first, last)) {
            area.requestFollowCaret(); // following the caret would override the scroll (Flowless keeps the last one)
        }
        area.requestFocus();
    }

    /**
     * Scrolls paragraphs {@code first} to {@code last} (0-based) into view, {@code first} about a third from the top
     * when they fit below it, else at the top; nothing when they are already in view. Before the first layout nothing
     * is known: then it returns false and the caller follows the caret.
     */
    private boolean revealLines(int first, int last) {
        if (area.getVisibleParagraphs().isEmpty() || area.getHeight() <= 0) {
            return false;
        }
        int top = area.firstVisibleParToAllParIndex();
        int bottom = area.lastVisibleParToAllParIndex();
        // The last visible paragraph may be cut by the bottom edge: count only whole ones.
        var bounds = area.getVisibleParagraphBoundsOnScreen(area.getVisibleParagraphs().size() - 1);
        var areaBounds = area.localToScreen(area.getBoundsInLocal());
        if (bounds != null && areaBounds != null && bounds.getMaxY() > areaBounds.getMaxY() + 0.5) {
            bottom--;
        }
        if (first >= top && last <= bottom) {
            return true;
        }
        int rows = Math.max(1, bottom - top + 1);
        int above = rows / 3; // rows shown above the target: the eye looks there, not at an edge
        area.showParagraphAtTop(last - first + 1 + above > rows ? first : Math.max(0, first - above));
        return true;
    }

    /** The 1-based line at the top of the view (the first one at least partly shown), as the text scrolls. */
    public ReadOnlyIntegerProperty topLineProperty() {
        return topLine.getReadOnlyProperty();
    }

    /** The 1-based line at the bottom of the view (the last one at least partly shown), set with the top line. */
    public ReadOnlyIntegerProperty bottomLineProperty() {
        return bottomLine.getReadOnlyProperty();
    }

    /** The caret's 1-based line. */
    public ReadOnlyIntegerProperty caretLineProperty() {
        return caretLine.getReadOnlyProperty();
    }

    /** The caret's 1-based column, in UTF-16 code units. */
    public ReadOnlyIntegerProperty caretColumnProperty() {
        return caretColumn.getReadOnlyProperty();
    }

    /**
     * The selected text as a range of the editor's LF text (1-based lines and UTF-16 columns, 0-based offsets);
     * {@code null} when nothing is selected.
     */
    public ReadOnlyObjectProperty<Range> selectionProperty() {
        return selection.getReadOnlyProperty();
    }

    private Position position(int offset) {
        var at = area.offsetToPosition(offset, org.fxmisc.richtext.model.TwoDimensional.Bias.Forward);
        return new Position(at.getMajor() + 1, at.getMinor() + 1, offset);
    }

    private int offset(int line, int column) {
        int paragraphs = area.getParagraphs().size();
        if (line < 1) {
            return 0;
        }
        if (line > paragraphs) {
            return area.getLength();
        }
        int col = Math.min(Math.max(column, 1) - 1, area.getParagraphLength(line - 1));
        return area.getAbsolutePosition(line - 1, col);
    }

    // Editing

    /**
     * Applies model text edits as one undoable change. The contract: every edit's range {@code startOffset()} and
     * {@code endOffset()} are 0-based UTF-16 offsets into the CURRENT {@link #getText()} (LF line endings), and the
     * edits do not overlap; their lines and columns are ignored, and {@code \r\n} in new text becomes {@code \n}. Only
     * what an edit changes is replaced (what its new text shares with the old at either end stays). The caret stays
     * before the edits, moves with the text after them, and inside a replaced range keeps its place (at most the end
     * of the replacement); the view scrolls only if the caret left it.
     *
     * @throws IllegalArgumentException if an edit lies outside the text or two edits overlap (nothing is changed)
     * @see #applyQuickFix(QuickFix)
     */
    public void applyEdits(List<TextEdit> edits) {
        Edits.apply(area, Edits.byOffset(edits));
    }

    /**
     * Applies a quick fix as one undoable change, placing each edit by its range's 1-based lines and UTF-16 columns
     * (clamped, as {@link #setDiagnostics} places ranges) instead of its offsets: a fix the model computed on a CRLF
     * reading of the file, or on a text a keystroke older, still lands on the characters it names. The caret moves
     * as in {@link #applyEdits}.
     *
     * @throws IllegalArgumentException if two of the fix's edits overlap (nothing is changed)
     */
    public void applyQuickFix(QuickFix fix) {
        Edits.apply(area, Edits.byPosition(fix.edits(), LineIndex.of(text.getText())));
    }

    /** Undoes the last change, if any. */
    public void undo() {
        area.undo();
    }

    /** Redoes the last undone change, if any. */
    public void redo() {
        area.redo();
    }

    /** Whether there is a change to undo (for menu bindings). */
    public ReadOnlyBooleanProperty undoAvailableProperty() {
        return undoAvailable.getReadOnlyProperty();
    }

    /** Whether there is an undone change to redo. */
    public ReadOnlyBooleanProperty redoAvailableProperty() {
        return redoAvailable.getReadOnlyProperty();
    }

    // Find

    /** Opens the find bar (Ctrl+F). */
    public void openFind() {
        findBar.openFind();
    }

    /** Opens the find bar with its replace row (Ctrl+H). */
    public void openReplace() {
        findBar.openReplace();
    }

    /** Opens the go-to-line bar (Ctrl+G). */
    public void openGoToLine() {
        goToLineBar.open();
    }

    /** Gives the keyboard focus to the text. */
    @Override
    public void requestFocus() {
        area.requestFocus();
    }

    // Layout and CSS

    @Override
    protected void layoutChildren() {
        layout.resizeRelocate(snappedLeftInset(), snappedTopInset(),
                getWidth() - snappedLeftInset() - snappedRightInset(),
                getHeight() - snappedTopInset() - snappedBottomInset());
    }

    @Override
    protected double computePrefWidth(double height) {
        return snappedLeftInset() + layout.prefWidth(height) + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        return snappedTopInset() + layout.prefHeight(width) + snappedBottomInset();
    }

    // Package access for tests in this package.

    CodeArea area() {
        return area;
    }

    FindBar findBar() {
        return findBar;
    }

    GoToLineBar goToLineBar() {
        return goToLineBar;
    }

    DiagnosticPopup popup() {
        return hover.popup();
    }

    Styler styler() {
        return styler;
    }

    CurrentLineBand currentLine() {
        return currentLine;
    }

    /** Spaces per indent level: Starlark 4, the YAML and Markdown family 2, plain text a tab character (0). */
    static int indentUnit(EditorLanguage language) {
        return switch (language) {
            case STARLARK -> 4;
            case PLAIN -> 0;
            default -> 2;
        };
    }
}
