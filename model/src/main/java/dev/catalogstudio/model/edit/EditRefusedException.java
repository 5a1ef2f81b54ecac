package dev.catalogstudio.model.edit;

/**
 * An edit that cannot be made without disturbing what the author wrote, or that makes no sense for the document
 * (a path that does not exist, a field that is not a list, text that does not parse). The message is one sentence
 * for the user; nothing was changed.
 */
public final class EditRefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param message what cannot be done and why, one sentence */
    public EditRefusedException(String message) {
        super(message);
    }
}
