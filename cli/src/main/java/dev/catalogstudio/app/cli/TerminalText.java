package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.text.SlashPath;

/**
 * Makes text from a catalog safe to print on a terminal: every control character (C0, DEL, C1) and every Unicode
 * bidirectional override or isolate is shown as an escape ({@code \e}, {@code \r}, {@code \x07},
 * {@code \u202E} …), and a file name's byte that is not UTF-8 ({@link SlashPath}) as {@code \xE9}, so a file
 * name, YAML value, 3md label or tool template cannot move the cursor, erase a line,
 * set a title (OSC) or reorder what the reader sees. What the user reads is what the text is. Human-readable output
 * only: JSON, SARIF and DOT have their own escaping.
 */
final class TerminalText {

    private TerminalText() {
    }

    /**
     * {@code text} with secrets masked ({@link dev.catalogstudio.model.text.Secrets#redact}) and unsafe characters
     * escaped; {@code null} becomes {@code "null"}.
     */
    static String safe(String text) {
        if (text == null) {
            return "null";
        }
        text = dev.catalogstudio.model.text.Secrets.redact(text);
        int first = firstUnsafe(text);
        if (first < 0) {
            return text;
        }
        var out = new StringBuilder(text.length() + 16).append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i)); // a character outside the BMP (an emoji): as it is
                continue;
            }
            if (SlashPath.isEscapedByte(text, i)) {
                out.append(String.format("\\x%02X", c & 0xFF)); // a file name's byte that is not UTF-8
                continue;
            }
            if (!unsafe(c)) {
                out.append(c);
                continue;
            }
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case 0x1B -> out.append("\\e");
                default -> out.append(c <= 0xFF ? String.format("\\x%02X", (int) c) : String.format("\\u%04X", (int) c));
            }
        }
        return out.toString();
    }

    /** The index of the first character {@link #safe} would escape, or -1. */
    static int firstUnsafe(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (unsafe(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private static boolean unsafe(char c) {
        return Character.isSurrogate(c) || c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F || c == 0x061C;
    }
}
