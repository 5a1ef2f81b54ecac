package dev.catalogstudio.model.text;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Path;

/**
 * Relative paths as the model writes them: name elements joined by {@code /}, whatever the platform.
 *
 * <p>A name element is read from its bytes as UTF-8 whatever the locale (Java turns a name into text with the
 * platform's {@code sun.jnu.encoding}, which under {@code LANG=C} makes every non-ASCII byte U+FFFD). A byte that is
 * not part of valid UTF-8 is kept as the lone surrogate {@code U+DC00 + byte} (Python's "surrogateescape"), which no
 * valid UTF-8 decodes to: the text names exactly one file, and {@link #bytes} gives its bytes back. Reports write
 * such a byte as {@code %XX} (JSON, SARIF) or {@code \xXX} (a terminal); {@link #hasEscapedBytes} tells them apart.
 */
public final class SlashPath {

    /** The first and last lone surrogate that stand for a byte: {@code U+DC80} for 0x80 … {@code U+DCFF}. */
    private static final char FIRST_ESCAPE = '\uDC80';
    private static final char LAST_ESCAPE = '\uDCFF';

    private static final boolean PLATFORM_UTF8 = StandardCharsets.UTF_8.name().equalsIgnoreCase(
            System.getProperty("sun.jnu.encoding", "")) || "UTF8".equalsIgnoreCase(
            System.getProperty("sun.jnu.encoding", ""));

    private SlashPath() {
    }

    /**
     * {@code relative}'s name elements joined by {@code /}; empty for an empty path. A {@code \} inside a file name
     * (legal on Linux and macOS) is kept as it is, unlike a text replacement of the separator would. Each element is
     * its bytes read as UTF-8, bytes that are not UTF-8 escaped ({@link SlashPath}).
     */
    public static String of(Path relative) {
        var text = new StringBuilder();
        for (Path name : relative) {
            if (text.length() > 0) {
                text.append('/');
            }
            text.append(name(name));
        }
        return text.toString();
    }

    /**
     * {@code path} relative to {@code base}, as {@link #of}{@code (base.relativize(path))} gives it: for a path below
     * {@code base} on the default file system whose names read losslessly, cut from its text (a scan of 1,137 files
     * spent a fiftieth of a warm check making the name elements of each).
     */
    public static String relative(Path base, Path path) {
        if (path.getFileSystem() == FileSystems.getDefault() && "/".equals(path.getFileSystem().getSeparator())) {
            String prefix = base.toString();
            String full = path.toString();
            int cut = prefix.endsWith("/") ? prefix.length() : prefix.length() + 1;
            if (full.length() > cut && full.startsWith(prefix) && full.charAt(cut - 1) == '/') {
                String rest = full.substring(cut);
                if (!mayBeLossy(rest)) {
                    return rest;
                }
            }
        }
        return of(base.relativize(path));
    }

    /**
     * The text of one name element, read from its bytes as UTF-8 whatever the locale; bytes that are not UTF-8 become
     * lone surrogates {@code U+DC80}–{@code U+DCFF}.
     */
    public static String name(Path element) {
        String text = element.toString();
        if (!mayBeLossy(text) || element.getFileSystem() != FileSystems.getDefault()
                || !"/".equals(element.getFileSystem().getSeparator())) {
            return text;
        }
        // The platform decoded the name lossily; its URI keeps the bytes, percent-encoded.
        String raw = element.toAbsolutePath().toUri().getRawPath();
        if (raw.endsWith("/")) {
            raw = raw.substring(0, raw.length() - 1);
        }
        return decode(PercentEncoding.decodeBytes(raw.substring(raw.lastIndexOf('/') + 1)));
    }

    /** Whether Java's text of a name may not be its bytes: U+FFFD, or any non-ASCII under a locale not UTF-8. */
    private static boolean mayBeLossy(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\uFFFD' || c >= 0x80 && !PLATFORM_UTF8) {
                return true;
            }
        }
        return false;
    }

    /** {@code bytes} as UTF-8, each byte that is not part of valid UTF-8 as the lone surrogate {@code U+DC00+byte}. */
    public static String decode(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        var in = ByteBuffer.wrap(bytes);
        var out = CharBuffer.allocate(bytes.length + 1);
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isUnderflow()) {
                break;
            }
            if (result.isError()) {
                for (int i = 0; i < result.length(); i++) {
                    out.put((char) (0xDC00 | (in.get() & 0xFF)));
                }
            } else {
                throw new IllegalStateException("UTF-8 never needs more chars than bytes: " + result);
            }
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    /** The bytes {@code text} stands for: UTF-8, each escaped byte ({@code U+DC80}–{@code U+DCFF}) as itself. */
    public static byte[] bytes(String text) {
        if (!hasEscapedBytes(text)) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        var out = new java.io.ByteArrayOutputStream(text.length() + 8);
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isEscapedByte(text, i)) {
                out.writeBytes(text.substring(start, i).getBytes(StandardCharsets.UTF_8));
                out.write(c & 0xFF);
                start = i + 1;
            }
        }
        out.writeBytes(text.substring(start).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /** Whether {@code text} holds a byte that is not UTF-8 ({@link #decode}). */
    public static boolean hasEscapedBytes(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (isEscapedByte(text, i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code text.charAt(i)} is a lone surrogate that stands for a byte that is not UTF-8. */
    public static boolean isEscapedByte(String text, int i) {
        char c = text.charAt(i);
        return c >= FIRST_ESCAPE && c <= LAST_ESCAPE && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)));
    }

}
