package dev.catalogstudio.app.cli;

/**
 * The check could not run (the folder is missing, not a folder or unreadable). Its message is the one-line reason
 * printed after {@code catalog-studio: }; the exit code is {@link ExitCodes#USAGE}.
 */
public final class CheckFailure extends RuntimeException {

    /** @param reason what went wrong, one line, naming the path */
    public CheckFailure(String reason) {
        super(reason);
    }
}
