package dev.catalogstudio.model.export;

/** Why an export cannot run: the message names the path and the reason (the cli exits 2). */
public final class ExportException extends Exception {
    private static final long serialVersionUID = 1L;

    /** An exception saying {@code message}, which names the path concerned. */
    public ExportException(String message) {
        super(message);
    }

    /** An exception saying {@code message}, caused by {@code cause}. */
    public ExportException(String message, Throwable cause) {
        super(message, cause);
    }
}
