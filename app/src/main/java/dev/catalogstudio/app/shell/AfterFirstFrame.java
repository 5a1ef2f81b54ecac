package dev.catalogstudio.app.shell;

import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/** Runs work once the window has drawn its first frame on the screen. */
final class AfterFirstFrame {

    /** Pulses counted from a start: the first renders what is shown then, the second starts once it is drawn. */
    static final int PULSES = 2;

    private AfterFirstFrame() {
    }

    /**
     * Runs {@code then} on the FX thread once the window shown has drawn its first frame on the screen. Call on the FX
     * thread after {@code Stage.show()}.
     *
     * <p>Two pulses from now are not enough on a real display (measured under X, issue 41): the window system's
     * events for the new window (its size, the request to draw it) wait in the FX thread's queue behind the pulses,
     * and the pulses before them draw nothing on the screen. Work run at the second pulse then held the first frame
     * back as long as it ran, while the window stayed blank. So, after two pulses, {@code then} waits for one
     * {@link Platform#runLater} (which the toolkit runs after the window system's pending events) and then two more
     * pulses, the first of which draws the window at its size; on a headless toolkit this costs three frames.
     */
    static void then(Runnable then) {
        afterPulses(() -> Platform.runLater(() -> afterPulses(then)));
    }

    /** Runs {@code then} at the {@link #PULSES}th animation pulse from now. */
    private static void afterPulses(Runnable then) {
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                if (++pulses == PULSES) {
                    stop();
                    then.run();
                }
            }
        }.start();
    }
}
