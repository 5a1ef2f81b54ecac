package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The work after the first frame (the panes, the folder's reading, the start-up probe's "painted") waits until the
 * window system's events queued while the window was being shown have run (issue 41): on X, the request to draw the
 * new window waits in the FX thread's queue behind the first pulses, and work run at the second pulse kept the window
 * blank for as long as it ran (the probe said "painted" seconds before the window showed anything).
 */
@ExtendWith(ApplicationExtension.class)
class AfterFirstFrameTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new Label("first frame"), 300, 200));
    }

    @Test
    void runsAfterWhatTheToolkitQueuedWhileTheFirstFramesWereDrawn() throws Exception {
        List<String> order = new CopyOnWriteArrayList<>();
        Platform.runLater(() -> {
            stage.show();
            // Stands for the window system's events: queued at the second pulse after show, as X's are.
            new AnimationTimer() {
                private int pulses;

                @Override
                public void handle(long now) {
                    if (++pulses == AfterFirstFrame.PULSES) {
                        stop();
                        Platform.runLater(() -> order.add("window system event"));
                    }
                }
            }.start();
            AfterFirstFrame.then(() -> order.add("after the first frame"));
        });

        waitUntil(() -> order.size() == 2);
        assertThat(order).containsExactly("window system event", "after the first frame");
    }
}
