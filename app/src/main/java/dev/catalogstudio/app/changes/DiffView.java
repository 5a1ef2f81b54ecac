package dev.catalogstudio.app.changes;

import dev.catalogstudio.app.session.ChangedFile;
import dev.catalogstudio.app.session.LineDiff;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.ReadOnlyStyledDocument;
import org.fxmisc.richtext.model.ReadOnlyStyledDocumentBuilder;
import org.fxmisc.richtext.model.SegmentOps;

/**
 * The side-by-side diff of one changed file: the base's text left, the working tree's right, in two read-only panes
 * with line numbers that scroll together; inserted, deleted and changed lines on coloured backgrounds, the other side
 * showing an empty filler row. An added file is shown against nothing on the left, a deleted one against nothing on
 * the right. Next/previous change: F7 and Shift+F7, or Alt+Down and Alt+Up (and the two buttons).
 *
 * <p>The expensive part, {@link #prepare}, runs off the FX thread (the diff, the rows and both panes' documents); the
 * constructor only hands the documents to the panes.
 */
public final class DiffView extends BorderPane {

    private static final SegmentOps<String, Collection<String>> OPS = SegmentOps.styledTextOps();

    /**
     * What a diff shows, computed off the FX thread by {@link #prepare}.
     *
     * @param file       the changed file
     * @param rows       the rows of both panes
     * @param base       the left pane's document (one paragraph per row)
     * @param head       the right pane's document
     * @param computedOn the name of the thread that computed it (tests: never the FX thread)
     * @param baseText   the base's text
     * @param headText   the working tree's text
     */
    public record Prepared(ChangedFile file, DiffRows rows,
                           ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> base,
                           ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> head,
                           String computedOn, String baseText, String headText) {

        /** Whether {@code other} shows the same file with the same texts (nothing to redraw). */
        public boolean sameAs(Prepared other) {
            return other != null && file.equals(other.file) && baseText.equals(other.baseText)
                    && headText.equals(other.headText);
        }
    }

    /**
     * Diffs {@code baseText} with {@code headText} (JGit's histogram diff) and builds both panes' documents: one
     * paragraph per row, styled {@code diff-inserted}, {@code diff-deleted}, {@code diff-changed} or
     * {@code diff-filler}. Costs one pass over the rows after the diff.
     */
    public static Prepared prepare(ChangedFile file, String baseText, String headText) {
        var rows = DiffRows.of(LineDiff.of(baseText, headText));
        var baseLines = DiffRows.lines(baseText);
        var headLines = DiffRows.lines(headText);
        var left = new ReadOnlyStyledDocumentBuilder<Collection<String>, String, Collection<String>>(OPS, List.of());
        var right = new ReadOnlyStyledDocumentBuilder<Collection<String>, String, Collection<String>>(OPS, List.of());
        for (var row : rows.rows()) {
            left.addParagraph(row.baseLine() < 0 ? "" : baseLines.get(row.baseLine()), List.of(),
                    style(row, true));
            right.addParagraph(row.headLine() < 0 ? "" : headLines.get(row.headLine()), List.of(),
                    style(row, false));
        }
        if (rows.rows().isEmpty()) {
            left.addParagraph("", List.of(), List.of());
            right.addParagraph("", List.of(), List.of());
        }
        return new Prepared(file, rows, left.build(), right.build(), Thread.currentThread().getName(), baseText,
                headText);
    }

    private static List<String> style(DiffRows.Row row, boolean base) {
        if ((base ? row.baseLine() : row.headLine()) < 0) {
            return List.of("diff-filler");
        }
        return switch (row.kind()) {
            case SAME -> List.of();
            case CHANGED -> List.of("diff-changed");
            case INSERTED -> List.of("diff-inserted");
            case DELETED -> List.of("diff-deleted");
        };
    }

    private final Prepared prepared;
    private final CodeArea left = new CodeArea();
    private final CodeArea right = new CodeArea();
    private final ReadOnlyIntegerWrapper change = new ReadOnlyIntegerWrapper(this, "change", -1);
    private final Label position = new Label();

    /**
     * @param prepared   what to show
     * @param baseLabel  the base as shown ({@code HEAD~1 (3f2a9c1)})
     * @param fontFamily the editor's monospace font family
     */
    public DiffView(Prepared prepared, String baseLabel, String fontFamily) {
        this.prepared = Objects.requireNonNull(prepared, "prepared");
        getStyleClass().add("diff-view");
        getStylesheets().add(Objects.requireNonNull(DiffView.class.getResource("changes.css")).toExternalForm());
        setId("diff-view");
        var file = prepared.file();
        String font = "-fx-font-family: '" + fontFamily + "';";
        setUp(left, prepared.base(), true, font);
        setUp(right, prepared.head(), false, font);
        left.setId("diff-base");
        right.setId("diff-head");
        var leftPane = new VirtualizedScrollPane<>(left);
        var rightPane = new VirtualizedScrollPane<>(right);
        sync(left, right);

        var baseTitle = new Label(file.kind() == ChangedFile.Kind.ADDED ? baseLabel + " \u00b7 no such file (added)"
                : baseLabel + " \u00b7 " + file.basePath());
        var headTitle = new Label(file.kind() == ChangedFile.Kind.DELETED ? "working tree \u00b7 no such file (deleted)"
                : "working tree \u00b7 " + file.path());
        baseTitle.setId("diff-base-title");
        headTitle.setId("diff-head-title");
        for (var title : List.of(baseTitle, headTitle)) {
            title.getStyleClass().add("diff-side-title");
            title.setMaxWidth(Double.MAX_VALUE);
            title.setTooltip(new Tooltip(title.getText()));
        }
        var grid = new GridPane();
        grid.getStyleClass().add("diff-panes");
        var half = new javafx.scene.layout.ColumnConstraints();
        half.setPercentWidth(50);
        half.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(half, half);
        var fill = new javafx.scene.layout.RowConstraints();
        fill.setVgrow(Priority.ALWAYS);
        grid.getRowConstraints().addAll(new javafx.scene.layout.RowConstraints(), fill);
        grid.add(baseTitle, 0, 0);
        grid.add(headTitle, 1, 0);
        grid.add(leftPane, 0, 1);
        grid.add(rightPane, 1, 1);
        setCenter(grid);

        var rows = prepared.rows();
        var summary = new Label(file.kind().word() + (file.kind() == ChangedFile.Kind.RENAMED ? " from "
                + file.basePath() : "") + " \u00b7 " + count(rows.hunkRows().length, "change") + " \u00b7 +"
                + (rows.headOnly() + rows.changed()) + " \u2212" + (rows.baseOnly() + rows.changed()) + " lines");
        summary.setId("diff-summary");
        summary.getStyleClass().add("muted");
        position.setId("diff-position");
        var previous = new Button("\u2191 Previous");
        previous.setId("diff-previous");
        previous.setTooltip(new Tooltip("Previous change (Shift+F7 or Alt+Up)"));
        previous.setOnAction(e -> previous());
        var next = new Button("\u2193 Next");
        next.setId("diff-next");
        next.setTooltip(new Tooltip("Next change (F7 or Alt+Down)"));
        next.setOnAction(e -> next());
        for (var button : List.of(previous, next)) {
            button.getStyleClass().addAll("small", "flat");
            button.setFocusTraversable(false);
        }
        previous.disableProperty().bind(change.lessThanOrEqualTo(0));
        next.disableProperty().bind(change.greaterThanOrEqualTo(rows.hunkRows().length - 1));
        var spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        var path = new Label(file.path());
        path.getStyleClass().add("diff-path");
        var bar = new HBox(8, path, summary, spacer, position, previous, next);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("diff-bar");
        setTop(new VBox(bar));
        change.addListener((o, old, now) -> position.setText(rows.hunkRows().length == 0 ? "no change in the text"
                : now.intValue() < 0 ? "" : "change " + (now.intValue() + 1) + " of " + rows.hunkRows().length));
        position.setText(rows.hunkRows().length == 0 ? "no change in the text" : "");

        addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            boolean forward = e.getCode() == KeyCode.F7 && !e.isShiftDown() || e.getCode() == KeyCode.DOWN
                    && e.isAltDown();
            boolean back = e.getCode() == KeyCode.F7 && e.isShiftDown() || e.getCode() == KeyCode.UP && e.isAltDown();
            if (forward) {
                next();
                e.consume();
            } else if (back) {
                previous();
                e.consume();
            }
        });
        if (rows.hunkRows().length > 0) {
            show(0);
        }
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    /** Builds one pane: its document, read-only, with a gutter of line numbers (blank on filler rows). */
    private void setUp(CodeArea area, ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> doc,
                       boolean base, String font) {
        area.getStyleClass().add("diff-area");
        area.setStyle(font);
        area.replace(0, 0, doc);
        if (!doc.getParagraphs().isEmpty()) {
            area.setParagraphStyle(0, doc.getParagraphs().get(0).getParagraphStyle());
        }
        area.getUndoManager().forgetHistory();
        area.setEditable(false);
        var rows = prepared.rows().rows();
        int last = Math.max(prepared.rows().diff().baseLines(), prepared.rows().diff().headLines());
        double width = 14 + 8.0 * Math.max(2, Integer.toString(last).length());
        area.setParagraphGraphicFactory(i -> {
            var row = i < rows.size() ? rows.get(i) : null;
            int line = row == null ? -1 : base ? row.baseLine() : row.headLine();
            var number = new Label(line < 0 ? "" : Integer.toString(line + 1));
            number.getStyleClass().add("diff-lineno");
            number.setStyle(font);
            number.setMinWidth(width);
            number.setPrefWidth(width);
            number.setAlignment(Pos.CENTER_RIGHT);
            var sign = new Label(row == null || line < 0 ? " " : switch (row.kind()) {
                case SAME -> " ";
                case CHANGED -> "~";
                case INSERTED -> "+";
                case DELETED -> "\u2212";
            });
            sign.getStyleClass().add("diff-sign");
            sign.setStyle(font);
            sign.setMinWidth(14);
            var gutter = new HBox(number, sign);
            gutter.getStyleClass().add("diff-gutter");
            return gutter;
        });
    }

    /** Scrolls the two panes together, vertically and sideways (both have the same rows). */
    private static void sync(CodeArea area, CodeArea other) {
        area.estimatedScrollYProperty().bindBidirectional(other.estimatedScrollYProperty());
        area.estimatedScrollXProperty().bindBidirectional(other.estimatedScrollXProperty());
    }

    /** Moves to the next change after the caret's row (F7, Alt+Down); stays at the last. */
    public void next() {
        int[] starts = prepared.rows().hunkRows();
        int row = focusedRow();
        int at = change.get();
        int target = -1;
        if (at >= 0 && starts[at] == row) {
            target = at + 1;
        } else {
            for (int i = 0; i < starts.length && target < 0; i++) {
                target = starts[i] > row ? i : -1;
            }
        }
        if (target >= 0 && target < starts.length) {
            show(target);
        }
    }

    /** Moves to the previous change before the caret's row (Shift+F7, Alt+Up); stays at the first. */
    public void previous() {
        int[] starts = prepared.rows().hunkRows();
        int row = focusedRow();
        int at = change.get();
        int target = -1;
        if (at >= 0 && starts[at] == row) {
            target = at - 1;
        } else {
            for (int i = starts.length - 1; i >= 0 && target < 0; i--) {
                target = starts[i] < row ? i : -1;
            }
        }
        if (target >= 0) {
            show(target);
        }
    }

    private int focusedRow() {
        return left.isFocused() ? left.getCurrentParagraph() : right.getCurrentParagraph();
    }

    /** Shows change {@code index} (0-based): the caret on its first row in both panes, a few rows above it in view. */
    private void show(int index) {
        int row = prepared.rows().hunkRows()[index];
        change.set(index);
        for (var area : List.of(left, right)) {
            area.moveTo(row, 0);
        }
        int top = Math.max(0, row - 3);
        left.showParagraphAtTop(top);
        right.showParagraphAtTop(top);
    }

    /** The change shown last (0-based), or -1 before any. */
    public ReadOnlyIntegerProperty changeProperty() {
        return change.getReadOnlyProperty();
    }

    /** What is shown. */
    public Prepared prepared() {
        return prepared;
    }

    /** The base's pane (left). */
    public CodeArea baseArea() {
        return left;
    }

    /** The working tree's pane (right). */
    public CodeArea headArea() {
        return right;
    }

    /** Gives the keyboard focus to the working tree's pane. */
    @Override
    public void requestFocus() {
        right.requestFocus();
    }

    /** The node to focus first (the right pane). */
    public Node focusTarget() {
        return right;
    }
}
