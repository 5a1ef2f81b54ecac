package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.StudioHome;
import dev.catalogstudio.app.shell.Theme;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.stage.Stage;

/** What the screenshot tools share: the studio window in a fresh home at 1,440 × 900, and writing its PNG. */
final class Shots {

    private Shots() {
    }

    /** The studio's main window on {@code stage}, shown, with a fresh home; no workspace opened yet. */
    static MainWindow window(Stage stage, Theme theme, boolean watch) throws IOException {
        var home = new StudioHome(Files.createTempDirectory("catalog-studio-home"));
        var session = new WorkspaceSession(TaskExecutor.serial("screenshot-model"), Platform::runLater, watch);
        var window = new MainWindow(stage, session, home, theme);
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        return window;
    }

    /** Sizes {@code stage} to a {@code WIDTHxHEIGHT} argument (e.g. {@code 1280x800}) when the tool was given one. */
    static void size(Stage stage, java.util.List<String> args) {
        args.stream().filter(a -> a.matches("[0-9]{3,4}x[0-9]{3,4}")).findFirst().ifPresent(a -> {
            stage.setWidth(Integer.parseInt(a.substring(0, a.indexOf('x'))));
            stage.setHeight(Integer.parseInt(a.substring(a.indexOf('x') + 1)));
        });
    }

    /** {@code light} or {@code dark} among the tool's arguments. */
    static Theme theme(java.util.List<String> args) {
        return args.stream().anyMatch(a -> a.equalsIgnoreCase("dark")) ? Theme.DARK : Theme.LIGHT;
    }

    /** Writes the window's picture to {@code out} as a PNG, says so, and exits the application. */
    static void save(MainWindow window, Path out) {
        var image = window.scene().snapshot(null);
        try {
            Files.createDirectories(out.toAbsolutePath().getParent());
            javax.imageio.ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out.toFile());
            System.out.println("wrote " + out);
        } catch (IOException e) {
            System.err.println("catalog-studio: cannot write " + out + ": " + e.getMessage());
        }
        Platform.exit();
    }

    /** Runs {@code then} on the FX thread once {@code condition} holds (checked every 100 ms, {@code tries} times). */
    static void poll(java.util.function.BooleanSupplier condition, Runnable then, int tries) {
        if (condition.getAsBoolean() || tries == 0) {
            then.run();
            return;
        }
        var pause = new javafx.animation.PauseTransition(javafx.util.Duration.millis(100));
        pause.setOnFinished(e -> poll(condition, then, tries - 1));
        pause.play();
    }

    /** Writes {@code text} at {@code path} under {@code root}, making its folders. */
    static void write(Path root, String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
