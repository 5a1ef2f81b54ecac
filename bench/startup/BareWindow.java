import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The yardstick of bench/startup-visible.sh: a bare JavaFX window, a Stage of the studio's default size (1280 x 800
 * pixels) showing one Label, nothing else. Not an Application itself: the java launcher refuses such a main class
 * when JavaFX is on the class path, which is how the studio's jar has it.
 */
public final class BareWindow {

    private BareWindow() {
    }

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
        }
    }
}
