package dev.catalogstudio.app.editor.highlight;

/** Line and character helpers shared by the highlighters. Offsets are 0-based UTF-16 code units. */
final class Lines {

    private Lines() {
    }

    /** The offset of the {@code \n} ending the line that contains {@code pos}, or {@code to} if there is none. */
    static int terminator(String text, int pos, int to) {
        int nl = text.indexOf('\n', pos);
        return nl < 0 || nl > to ? to : nl;
    }

    /** The offset of {@code c} in {@code [from, end)}, or {@code -1}. */
    static int indexOf(String text, char c, int from, int end) {
        for (int i = from; i < end; i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /** The end of a line's content: {@code eol}, or one less when a {@code \r} precedes it. */
    static int contentEnd(String text, int lineStart, int eol) {
        return eol > lineStart && text.charAt(eol - 1) == '\r' ? eol - 1 : eol;
    }

    /** The first offset in {@code [pos, end)} that is not a space or tab, or {@code end}. */
    static int skipBlanks(String text, int pos, int end) {
        while (pos < end && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
            pos++;
        }
        return pos;
    }

    /** Whether {@code [pos, end)} holds only spaces and tabs. */
    static boolean isBlank(String text, int pos, int end) {
        return skipBlanks(text, pos, end) == end;
    }

    /** Whether offset {@code pos} is the end of the line or a space or tab. */
    static boolean blankOrEnd(String text, int pos, int end) {
        return pos >= end || text.charAt(pos) == ' ' || text.charAt(pos) == '\t';
    }

    /** Whether the line {@code [start, end)} is {@code marker} followed only by blanks. */
    static boolean isMarkerLine(String text, int start, int end, String marker) {
        return text.startsWith(marker, start) && start + marker.length() <= end
                && isBlank(text, start + marker.length(), end);
    }

    /**
     * The end of a quoted string opened at {@code open} (the offset after its closing quote), or {@code -1} when it is
     * not closed before {@code end}. A backslash escapes the next character when {@code backslash} is true; a doubled
     * quote is an escaped quote when {@code doubled} is true (YAML single quotes).
     */
    static int closeQuote(String text, int open, int end, boolean backslash, boolean doubled) {
        char quote = text.charAt(open);
        for (int i = open + 1; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\\' && backslash) {
                i++;
            } else if (c == quote) {
                if (doubled && i + 1 < end && text.charAt(i + 1) == quote) {
                    i++;
                } else {
                    return i + 1;
                }
            }
        }
        return -1;
    }

    /** Whether {@code s} is a decimal number: optional sign, digits, optional fraction and exponent. */
    static boolean isDecimal(CharSequence s) {
        int i = 0;
        int n = s.length();
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int digits = 0;
        while (i < n && Character.isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && Character.isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int exp = i;
            while (i < n && Character.isDigit(s.charAt(i))) {
                i++;
            }
            if (i == exp) {
                return false;
            }
        }
        return i == n;
    }
}
