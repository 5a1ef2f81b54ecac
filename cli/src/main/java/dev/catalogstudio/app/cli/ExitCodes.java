package dev.catalogstudio.app.cli;

/** The exit codes of {@code catalog-studio}, for scripts and CI. */
public final class ExitCodes {

    /** The command ran and found no error (warnings and infos do not count). */
    public static final int OK = 0;

    /** The check ran and found at least one error. */
    public static final int ERRORS = 1;

    /** The command could not run: bad arguments, a missing or unreadable folder, or an internal failure. */
    public static final int USAGE = 2;

    /**
     * {@code export} wrote OUT, but checking it for the target host found an error: a bug of the exporter, since an
     * export must check clean.
     */
    public static final int OUTPUT_ERRORS = 3;

    private ExitCodes() {
    }
}
