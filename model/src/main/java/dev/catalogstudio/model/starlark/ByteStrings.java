package dev.catalogstudio.model.starlark;

import java.nio.charset.StandardCharsets;

/**
 * Starlark strings are sequences of bytes holding UTF-8 text (starlark-spec.md "Strings": indexing, {@code len} and
 * slicing count bytes). The engine keeps a Starlark string as a Java {@link String} whose every {@code char} is one
 * byte ({@code 0..255}); Java stores such strings compactly, one byte per char, so indexing stays O(1). This class
 * converts at the boundary: source literals and host values come in through {@link #encode}, text goes out through
 * {@link #decode}.
 */
public final class ByteStrings {

    private ByteStrings() {
    }

    /** The Starlark string holding the UTF-8 encoding of {@code text} (lone surrogates become U+FFFD). */
    public static String encode(String text) {
        if (isAscii(text)) {
            return text;
        }
        return new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    /** The text of a Starlark string; each byte of an invalid UTF-8 sequence becomes U+FFFD (as starlark-go). */
    public static String decode(String bytes) {
        if (isAscii(bytes)) {
            return bytes;
        }
        var out = new StringBuilder(bytes.length());
        int i = 0;
        while (i < bytes.length()) {
            long r = decodeAt(bytes, i);
            out.appendCodePoint((int) (r >>> 32));
            i += (int) r;
        }
        return out.toString();
    }

    /** The bytes of a Starlark string. */
    public static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The Starlark string holding {@code bytes}. */
    public static String ofBytes(byte[] bytes) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }

    static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /**
     * Decodes the code point starting at byte {@code i}: the code point in the high 32 bits, its length in bytes in the
     * low 32. An invalid or truncated sequence, a surrogate or an overlong form decodes as U+FFFD of length 1.
     */
    public static long decodeAt(String s, int i) {
        int b0 = s.charAt(i);
        if (b0 < 0x80) {
            return ((long) b0 << 32) | 1;
        }
        int need;
        int cp;
        int min;
        if (b0 >= 0xC2 && b0 <= 0xDF) {
            need = 1;
            cp = b0 & 0x1F;
            min = 0x80;
        } else if (b0 >= 0xE0 && b0 <= 0xEF) {
            need = 2;
            cp = b0 & 0x0F;
            min = 0x800;
        } else if (b0 >= 0xF0 && b0 <= 0xF4) {
            need = 3;
            cp = b0 & 0x07;
            min = 0x10000;
        } else {
            return (0xFFFDL << 32) | 1;
        }
        if (i + need >= s.length()) {
            return (0xFFFDL << 32) | 1;
        }
        for (int k = 1; k <= need; k++) {
            int b = s.charAt(i + k);
            if ((b & 0xC0) != 0x80) {
                return (0xFFFDL << 32) | 1;
            }
            cp = (cp << 6) | (b & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            return (0xFFFDL << 32) | 1;
        }
        return ((long) cp << 32) | (need + 1);
    }

    /** The Starlark string holding the UTF-8 encoding of one code point (a surrogate or invalid one gives U+FFFD). */
    public static String ofCodePoint(int cp) {
        if (cp < 0x80) {
            return String.valueOf((char) cp);
        }
        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            cp = 0xFFFD;
        }
        return encode(new String(Character.toChars(cp)));
    }

    /** Appends the UTF-8 encoding of {@code cp} to a Starlark string under construction. */
    static void appendCodePoint(StringBuilder out, int cp) {
        out.append(ofCodePoint(cp));
    }
}
