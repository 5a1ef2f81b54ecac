package dev.catalogstudio.model.text;

/** The line terminator a text uses, so a save can keep it. */
public enum LineEnding {
    LF("\n"),
    CRLF("\r\n"),
    CR("\r");

    private final String chars;

    LineEnding(String chars) {
        this.chars = chars;
    }

    /** The terminator's characters. */
    public String chars() {
        return chars;
    }
}
