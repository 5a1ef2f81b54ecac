package dev.catalogstudio.app.shell;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;

/**
 * Starts the studio from the command line's studio branch: picks the folder (the given one, else the last workspace,
 * else a copy of the bundled sample), the theme (the OS's preference where it can tell), then launches the toolkit.
 */
public final class StudioLauncher {

    private StudioLauncher() {
    }

    /**
     * Runs the studio until its window closes.
     *
     * @param folder the folder to open, or {@code null} for the last workspace or the sample
     * @param err    where a one-line failure goes
     * @return the exit code: 0, or 2 when the folder does not exist or the sample cannot be copied
     */
    public static int run(Path folder, PrintWriter err) {
        Path open;
        try {
            open = folder != null ? folder : StudioHome.forPlatform().defaultWorkspace();
        } catch (IOException e) {
            err.println("catalog-studio: cannot prepare the sample catalog: " + e.getMessage());
            return 2;
        }
        if (!Files.isDirectory(open)) {
            err.println("catalog-studio: no such folder: " + open);
            return 2;
        }
        String theme = Theme.detect().name();
        err.flush();
        Application.launch(StudioApp.class, open.toAbsolutePath().normalize().toString(), theme);
        return 0;
    }
}
