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

    /** {@code text} with every {@code \r\n} and lone {@code \r} turned into {@code \n}: how the editor holds text. */
    public static String toLf(String text) {
        return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** {@code lfText} (terminated by {@code \n} only) with this ending's terminators. */
    public String fromLf(String lfText) {
        return this == LF ? lfText : lfText.replace("\n", chars);
    }
}
