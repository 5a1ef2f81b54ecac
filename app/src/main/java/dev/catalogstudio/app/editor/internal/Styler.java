package dev.catalogstudio.app.editor.internal;

import dev.catalogstudio.app.session.Coalescer;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.text.Highlighting;
import dev.catalogstudio.model.text.LineIndex;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.util.Duration;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/**
 * Keeps a {@link CodeArea}'s style spans equal to syntax highlighting plus diagnostic underlines.
 *
 * <p>The highlighting is the model's ({@link Highlighting}, computed off the FX thread by the parsers that read the
 * document); this class never lexes. Between two answers of the model it shifts the last highlighting over each edit,
 * as language servers' semantic tokens are kept, and takes the model's new one when it arrives for exactly the text
 * the area holds.
 *
 * <p>Texts up to {@link #SYNC_LIMIT} characters are restyled at once on every change; larger ones {@link #DEBOUNCE}
 * after typing pauses, computed on a background thread, and a result is dropped if the text changed meanwhile.
 * Either way only the runs that differ from the applied ones are handed to the area, at most {@link #CHUNK}
 * characters per FX pulse, so neither a keystroke nor opening a megabyte file holds the FX thread for long.
 */
public final class Styler {

    /** Texts up to this many characters are restyled synchronously on the FX thread. */
    public static final int SYNC_LIMIT = 100_000;
    /** How long typing must pause before a large text is restyled. */
    public static final Duration DEBOUNCE = Duration.millis(30);
    /** At most this many characters are restyled per FX pulse. */
    static final int CHUNK = 32_768;
    /** The classes of a run whose styles in the area are not known: equal to no real class list. */
    private static final List<String> UNKNOWN = List.of("\0unknown");

    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor(r -> {
        var thread = new Thread(r, "code-editor-styler");
        thread.setDaemon(true);
        return thread;
    });

    /** Restyles of large texts, newest wins: a superseded one never runs, or its result is dropped. */
    private final Coalescer.Requests background = new Coalescer.Requests(WORKER, Platform::runLater);
    private final CodeArea area;
    private final TextMirror text;
    private final DirtyRange dirty = new DirtyRange();
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    /** The model's highlighting of the area's text, shifted over the edits made since it was computed. */
    private Highlighting highlighting = Highlighting.NONE;
    private List<Diagnostic> diagnostics = List.of();
    /** The styles the area holds, as runs over its text when edits were last applied, or null at first. */
    private List<StyleRun> applied;
    private long textVersion;
    private long request;
    /** Whether a restyle is computing in the background or applying chunk by chunk. */
    private boolean busy;

    /**
     * @param area the area to style
     * @param text the area's text
     */
    public Styler(CodeArea area, TextMirror text) {
        this.area = area;
        this.text = text;
        debounce.setOnFinished(e -> restyleInBackground());
        text.onChange(changes -> {
            textVersion++;
            for (var change : changes) {
                int removed = change.getRemoved().length();
                int inserted = change.getInserted().length();
                dirty.record(change.getPosition(), removed, inserted);
                highlighting = change.getPosition() + removed <= highlighting.length()
                        ? highlighting.shifted(change.getPosition(), removed, inserted)
                        : Highlighting.plain(text.getText().length());
            }
            if (highlighting.length() != text.getText().length()) {
                highlighting = Highlighting.plain(text.getText().length());
            }
            restyle();
        });
    }

    /**
     * Takes the model's highlighting of {@code forText}, if that is still the area's text; a highlighting of an older
     * text is dropped (the one of the current text is on its way).
     *
     * @return whether it was taken
     */
    public boolean setHighlighting(String forText, Highlighting highlighting) {
        if (highlighting.length() != forText.length() || !forText.equals(text.getText())) {
            return false;
        }
        this.highlighting = highlighting;
        restyle();
        return true;
    }

    /** The highlighting the area shows (the model's, shifted over the edits since). */
    public Highlighting highlighting() {
        return highlighting;
    }

    /** Underlines {@code diagnostics} (placed by line and column in the current text) from now on. */
    public void setDiagnostics(List<Diagnostic> diagnostics) {
        this.diagnostics = List.copyOf(diagnostics);
        restyle();
    }

    /** The diagnostics, placed in the area's current text. */
    public List<PlacedDiagnostic> placedNow() {
        String now = text.getText();
        return PlacedDiagnostic.placeAll(now, LineIndex.of(now), diagnostics);
    }

    /** Whether the area's styles match its text: no restyle is waiting, computing or applying. */
    public boolean isSettled() {
        return applied != null && dirty.isClean() && !busy
                && debounce.getStatus() != PauseTransition.Status.RUNNING;
    }

    /** Restyles now (small texts) or schedules it (large ones). */
    public void restyle() {
        if (area.getLength() <= SYNC_LIMIT) {
            debounce.stop();
            background.supersede();
            long id = ++request;
            apply(compute(text.getText(), highlighting, diagnostics, applied, copy(dirty)), id, textVersion);
        } else {
            debounce.playFromStart();
        }
    }

    private void restyleInBackground() {
        String now = text.getText();
        long id = ++request;
        long version = textVersion;
        var highlightingNow = highlighting;
        var diagnosticsNow = diagnostics;
        var appliedNow = applied;
        var dirtyNow = copy(dirty);
        busy = true;
        background.submit(() -> compute(now, highlightingNow, diagnosticsNow, appliedNow, dirtyNow),
                result -> apply(result, id, version));
    }

    /** What a restyle found: the new runs and the part of the text to hand to the area (null: none). */
    private record Result(List<StyleRun> runs, int[] range) {
    }

    /**
     * Characters restyled (highlighting merged with diagnostics) on the FX thread, ever (a work count for tests: a large
     * text is never restyled there;
     * never read by the product).
     */
    public static final java.util.concurrent.atomic.LongAdder FX_THREAD_CHARS =
            new java.util.concurrent.atomic.LongAdder();

    private static Result compute(String text, Highlighting highlighting, List<Diagnostic> diagnostics,
                                  List<StyleRun> applied, DirtyRange dirty) {
        if (Platform.isFxApplicationThread()) {
            FX_THREAD_CHARS.add(text.length());
        }
        var placed = PlacedDiagnostic.placeAll(text, LineIndex.of(text), diagnostics);
        var runs = StyleMerge.merge(text.length(), highlighting.spans(), placed);
        int[] range = applied == null ? new int[] {0, text.length()} : RunDiff.changedRange(applied, runs, dirty);
        return new Result(runs, range);
    }

    /** Applies a result's range from {@code from}, one chunk now and the rest on later pulses, unless stale. */
    private void apply(Result result, long id, long version) {
        if (id != request || version != textVersion) {
            busy = busy && id != request;
            return;
        }
        int[] range = result.range();
        if (range == null || range[1] <= range[0]) {
            finish(result.runs());
            return;
        }
        int end = Math.min(range[1], range[0] + CHUNK);
        var builder = new StyleSpansBuilder<Collection<String>>();
        for (StyleRun run : RunDiff.slice(result.runs(), range[0], end)) {
            builder.add(run.classes(), run.length());
        }
        area.setStyleSpans(range[0], builder.create());
        if (end == range[1]) {
            finish(result.runs());
            return;
        }
        // The area now matches the new runs except in [end, range[1]), whose styles are stale: say so, so that an
        // edit before the rest is applied still restyles that part.
        applied = withUnknown(result.runs(), end, range[1]);
        dirty.clear();
        busy = true;
        var rest = new Result(result.runs(), new int[] {end, range[1]});
        Platform.runLater(() -> apply(rest, id, version));
    }

    private void finish(List<StyleRun> runs) {
        applied = runs;
        dirty.clear();
        busy = false;
    }

    private static List<StyleRun> withUnknown(List<StyleRun> runs, int from, int to) {
        var out = new ArrayList<>(RunDiff.slice(runs, 0, from));
        out.add(new StyleRun(to - from, UNKNOWN));
        out.addAll(RunDiff.slice(runs, to, RunDiff.total(runs)));
        return out;
    }

    private static DirtyRange copy(DirtyRange range) {
        var copy = new DirtyRange();
        if (!range.isClean()) {
            copy.record(range.start(), 0, range.end() - range.start());
        }
        return copy;
    }
}
