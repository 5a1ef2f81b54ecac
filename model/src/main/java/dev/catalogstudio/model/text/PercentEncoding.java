package dev.catalogstudio.model.text;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * RFC 3986 percent-encoding, the one implementation the model and the app share (link destinations, file names that
 * are not UTF-8, SARIF URIs, preview URLs). Linear; never throws.
 */
public final class PercentEncoding {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private PercentEncoding() {
    }

    /**
     * The bytes {@code text} stands for: each {@code %XX} escape as its byte, every other character as its UTF-8
     * bytes; a malformed escape ({@code %zz}, a {@code %} near the end) is kept as written.
     */
    public static byte[] decodeBytes(String text) {
        var out = new ByteArrayOutputStream(text.length());
        for (int i = 0; i < text.length(); ) {
            char c = text.charAt(i);
            if (c == '%' && i + 2 < text.length() && hex(text.charAt(i + 1)) >= 0 && hex(text.charAt(i + 2)) >= 0) {
                out.write(hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2)));
                i += 3;
            } else {
                int cp = text.codePointAt(i);
                out.writeBytes(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8));
                i += Character.charCount(cp);
            }
        }
        return out.toByteArray();
    }

    /** {@link #decodeBytes} read as UTF-8 (an invalid sequence as U+FFFD); {@code text} itself when it has no {@code %}. */
    public static String decode(String text) {
        return text.indexOf('%') < 0 ? text : new String(decodeBytes(text), StandardCharsets.UTF_8);
    }

    /**
     * {@code bytes} with every byte outside RFC 3986's unreserved characters ({@code A-Z a-z 0-9 - . _ ~}) and
     * {@code alsoKept} written {@code %XX} (upper-case hex).
     *
     * @param alsoKept ASCII characters to keep as they are, e.g. {@code "/"} for a path
     */
    public static String encode(byte[] bytes, String alsoKept) {
        var out = new StringBuilder(bytes.length + 8);
        for (byte b : bytes) {
            int c = b & 0xFF;
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0 || alsoKept.indexOf(c) >= 0)) {
                out.append((char) c);
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 15]);
            }
        }
        return out.toString();
    }

    private static int hex(char c) {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }
}
