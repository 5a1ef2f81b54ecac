package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.shell.StartupTrace;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The start-up probe's yardstick: a bare JavaFX window with one label, the same size as the studio's, reporting
 * {@code startup painted N} through the same {@link StartupTrace} when its first frame is drawn. Run by
 * {@link StartupProbe}; not a test.
 */
public final class BareWindow {

    private BareWindow() {
    }

    /** Not an {@link Application} itself: the java launcher refuses such a main class when JavaFX is on the class path. */
    public static void main(String[] args) {
        Application.launch(Window.class, args);
    }

    /** The window. */
    public static final class Window extends Application {
        @Override
        public void start(Stage stage) {
            stage.setTitle("Bare JavaFX");
            stage.setScene(new Scene(new StackPane(new Label("A bare JavaFX window")), 1280, 800));
            stage.show();
            StartupTrace.windowShown();
        }
    }
}
