package dev.catalogstudio.model.export;

/** What an export does with an item the target cannot carry as it is. */
public enum LossAction {
    /** Left out of the output. */
    DROPPED("dropped"),
    /** Carried under another name. */
    RENAMED("renamed"),
    /** Carried with its text changed (a placeholder, a format). */
    REWRITTEN("rewritten"),
    /** Carried as text in a Markdown body instead of as a field or file the target reads. */
    MOVED_INTO_BODY("moved-into-body");

    private final String json;

    LossAction(String json) {
        this.json = json;
    }

    /** The word in the JSON report ({@code moved-into-body}). */
    public String json() {
        return json;
    }
}
