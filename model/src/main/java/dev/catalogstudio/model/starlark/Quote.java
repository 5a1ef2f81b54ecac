package dev.catalogstudio.model.starlark;

/** Quoting of strings and bytes as Starlark literals ({@code repr}), following starlark-go's {@code syntax.Quote}. */
final class Quote {

    private static final String HEX = "0123456789abcdef";

    private Quote() {
    }

    /**
     * Appends {@code s} (a Starlark byte string) double-quoted: printable characters as they are, the usual escapes,
     * {@code \x..} for control characters and for bytes that are not valid UTF-8, {@code \\u}/{@code \\U} for other
     * non-printable code points; a {@code b} prefix for bytes.
     */
    static void quote(StringBuilder out, String s, boolean isBytes) {
        if (isBytes) {
            out.append('b');
        }
        out.append('"');
        int i = 0;
        while (i < s.length()) {
            long d = ByteStrings.decodeAt(s, i);
            int r = (int) (d >>> 32);
            int width = (int) d;
            if (width == 1 && r == 0xFFFD) {
                int b = s.charAt(i);
                out.append("\\x").append(HEX.charAt(b >> 4)).append(HEX.charAt(b & 0xF));
                i++;
                continue;
            }
            if (r == '"' || r == '\\') {
                out.append('\\').append((char) r);
            } else if (isPrint(r)) {
                out.append(s, i, i + width);
            } else {
                switch (r) {
                    case 7 -> out.append("\\a");
                    case '\b' -> out.append("\\b");
                    case '\f' -> out.append("\\f");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    case 0x0B -> out.append("\\v");
                    default -> {
                        if (r < ' ' || r == 0x7f) {
                            out.append("\\x").append(HEX.charAt(r >> 4)).append(HEX.charAt(r & 0xF));
                        } else if (r < 0x10000) {
                            out.append(String.format("\\u%04x", r));
                        } else {
                            out.append(String.format("\\U%08x", r));
                        }
                    }
                }
            }
            i += width;
        }
        out.append('"');
    }

    /** Go's {@code unicode.IsPrint}: letters, marks, numbers, punctuation, symbols, and the ASCII space. */
    static boolean isPrint(int r) {
        if (r == ' ') {
            return true;
        }
        return switch (Character.getType(r)) {
            case Character.UNASSIGNED, Character.CONTROL, Character.FORMAT, Character.PRIVATE_USE,
                    Character.SURROGATE, Character.SPACE_SEPARATOR, Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR -> false;
            default -> true;
        };
    }

    /** A character for a message: {@code 'x'} (Go's {@code %#q}-like form). */
    static String describeChar(String c) {
        if (c.equals("'") || c.equals("\\")) {
            return "'\\" + c + "'";
        }
        return c.length() == 1 && c.charAt(0) < ' ' ? String.format("'\\x%02x'", (int) c.charAt(0)) : "'" + c + "'";
    }
}
