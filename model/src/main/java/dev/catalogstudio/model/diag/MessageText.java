package dev.catalogstudio.model.diag;

/** How a value written in a document is quoted in a diagnostic's message. */
public final class MessageText {

    private MessageText() {
    }

    /**
     * At most {@code max} code points of {@code value}, then {@code …}; control characters shown as {@code ?}, so a
     * value never breaks a message's line or reaches a terminal as an escape sequence.
     */
    public static String shown(String value, int max) {
        var b = new StringBuilder();
        value.codePoints().limit(max).forEach(c -> b.appendCodePoint(Character.isISOControl(c) ? '?' : c));
        return value.codePointCount(0, value.length()) > max ? b + "…" : b.toString();
    }

    /** Names in prose: {@code A}, {@code A and B}, {@code A, B and C}. */
    public static String list(java.util.List<String> names) {
        if (names.size() <= 1) {
            return names.isEmpty() ? "" : names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
