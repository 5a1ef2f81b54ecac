package dev.catalogstudio.app.shell;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.FileHandler;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Where the studio's failures go: the JDK's {@link System.Logger} (backed by java.util.logging) writes to
 * {@code catalog-studio.log.0} in the user data folder ({@link StudioHome#folder()}), at most {@link #LIMIT_BYTES}
 * per file, rotated through {@link #FILES} files ({@code catalog-studio.log.0} newest, then {@code .1}, {@code .2}), each
 * record with its secrets masked ({@link dev.catalogstudio.model.text.Secrets#redact}). Configured once at studio
 * start; the command line logs nothing.
 */
public final class StudioLog {

    /** The log's file name in the user data folder. */
    public static final String FILE_NAME = "catalog-studio.log";
    /** Bytes per log file before it rotates. */
    static final int LIMIT_BYTES = 1024 * 1024;
    /** Log files kept. */
    static final int FILES = 3;

    /** Held so that the configured logger (and its handler) is never collected. */
    private static final Logger ROOT = Logger.getLogger("dev.catalogstudio");

    private StudioLog() {
    }

    /**
     * Sends every {@code dev.catalogstudio} log record at INFO or above to {@code folder/catalog-studio.log}, and no
     * longer to the console. Call once per process.
     *
     * @return the log file, or {@code null} when the folder cannot hold it (logging then stays on the console)
     */
    public static Path configure(Path folder) {
        try {
            Files.createDirectories(folder);
            Path file = folder.resolve(FILE_NAME);
            // Generations .0 (newest) to .2 are appended by FileHandler; append so a second window keeps the first's.
            var handler = new FileHandler(file.toString().replace("%", "%%"), LIMIT_BYTES, FILES, true);
            handler.setFormatter(new SimpleFormatter() {
                @Override
                public String format(java.util.logging.LogRecord record) {
                    // a failure's message may quote a URL with a password or a token: never into the log
                    return dev.catalogstudio.model.text.Secrets.redact(super.format(record));
                }
            });
            handler.setLevel(Level.INFO);
            ROOT.addHandler(handler);
            ROOT.setLevel(Level.INFO);
            // A desktop application's failures belong in its log, not as stack traces on the terminal it came from.
            ROOT.setUseParentHandlers(false);
            return folder.resolve(FILE_NAME + ".0");
        } catch (IOException | RuntimeException e) {
            System.getLogger(StudioLog.class.getName()).log(System.Logger.Level.WARNING,
                    "cannot log to " + folder, e);
            return null;
        }
    }
}
