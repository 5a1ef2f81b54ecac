package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.PrintWriter;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * A single self-overwriting progress line on standard error ({@code \r} + {@code phase done/total}), shown only for
 * large or slow checks and erased by {@link #close()}. Writes nothing at all unless enabled.
 *
 * <p>When to enable: Java 17 cannot ask whether standard error is a terminal, so {@link #onStandardError} uses
 * {@code System.console() != null} (standard input and output are both a terminal) as the proxy. In CI, in pipes and
 * under redirection of standard output it is {@code null}, so nothing is drawn. The one miss: a terminal session
 * that redirects only standard error to a file gets the progress line in that file.
 */
public final class Progress implements ProgressListener, AutoCloseable {

    /** More files than this in a phase show the line at once. */
    static final int MANY_FILES = 200;

    /** A check running longer than this shows the line, whatever its size. */
    static final long SLOW_NANOS = TimeUnit.SECONDS.toNanos(1);

    /** Redraw at most this often (the last unit of a phase is always drawn). */
    static final long REDRAW_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final PrintWriter err;
    private final boolean enabled;
    private final LongSupplier clock;
    private final long start;
    private long lastDraw;
    private int width;
    private String fetching;

    /**
     * @param err     where to draw
     * @param enabled whether to draw at all
     * @param clock   the time in nanoseconds (e.g. {@code System::nanoTime})
     */
    Progress(PrintWriter err, boolean enabled, LongSupplier clock) {
        this.err = err;
        this.enabled = enabled;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    /** A progress line on {@code err}, enabled when the process runs on a terminal (see the class comment). */
    static Progress onStandardError(PrintWriter err) {
        return new Progress(err, System.console() != null, System::nanoTime);
    }

    @Override
    public void progress(int done, int total, String what) {
        if (!enabled) {
            return;
        }
        long now = clock.getAsLong();
        boolean shown = width > 0;
        if (!shown && total <= MANY_FILES && now - start < SLOW_NANOS) {
            return;
        }
        if (shown && done < total && now - lastDraw < REDRAW_NANOS) {
            return;
        }
        draw(what + " " + done + "/" + total);
        lastDraw = now;
    }

    /**
     * {@code catalog-studio fetch}: the repository and ref now fetched, drawn at once (a fetch is slow work).
     *
     * @param what  {@code host/owner/repo@ref}
     * @param done  repositories and refs done before this one
     * @param total those known so far
     */
    void fetching(String what, int done, int total) {
        fetching = TerminalText.safe(what) + " [" + (done + 1) + "/" + total + "]";
        if (enabled) {
            draw("fetching " + fetching);
            lastDraw = clock.getAsLong();
        }
    }

    /** {@code catalog-studio fetch}: {@code bytes} received so far for the repository of {@link #fetching}. */
    void bytes(long bytes) {
        long now = clock.getAsLong();
        if (!enabled || fetching == null || now - lastDraw < REDRAW_NANOS) {
            return;
        }
        draw("fetching " + fetching + " " + String.format(java.util.Locale.ROOT, "%.1f MB", bytes / 1048576.0));
        lastDraw = now;
    }

    /** Erases the line if one was drawn; afterwards standard error is as if no progress had been shown. */
    @Override
    public void close() {
        if (width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }

    private void draw(String line) {
        // Pad over the end of a longer previous line instead of using an ANSI erase sequence.
        err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
        err.flush();
        width = Math.max(width, line.length());
    }
}
