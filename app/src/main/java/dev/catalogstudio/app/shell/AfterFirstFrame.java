package dev.catalogstudio.app.shell;

import javafx.animation.AnimationTimer;

/** Runs work once the window has drawn its first frame. */
final class AfterFirstFrame {

    private AfterFirstFrame() {
    }

    /**
     * Runs {@code then} on the FX thread at the second animation pulse from now: the first pulse renders what is shown
     * at that time, so {@code then} runs once that frame is drawn. Call on the FX thread after {@code Stage.show()}.
     */
    static void then(Runnable then) {
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                if (++pulses == 2) {
                    stop();
                    then.run();
                }
            }
        }.start();
    }
}
