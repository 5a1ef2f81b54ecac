package dev.catalogstudio.model.text;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The result of reading a file's bytes as UTF-8.
 *
 * @param text    the decoded text (malformed bytes replaced by U+FFFD), or {@code null} for a binary file
 * @param problem what was wrong with the bytes, or {@code null} when they are clean UTF-8
 */
public record DecodedText(SourceText text, Problem problem) {

    /** How many leading bytes are searched for a NUL to call a file binary. */
    public static final int BINARY_SNIFF_BYTES = 8192;

    /**
     * A problem with the bytes.
     *
     * @param kind       what kind of problem
     * @param byteOffset 0-based byte offset of the first offending byte
     * @param line       1-based line of that byte
     * @param column     1-based column of that byte, in UTF-16 code units of the text decoded before it
     * @param detail     a short human description
     */
    public record Problem(Kind kind, long byteOffset, int line, int column, String detail) {
    }

    /** Kinds of byte-level problems. */
    public enum Kind {
        /** A NUL byte among the first {@link #BINARY_SNIFF_BYTES} bytes: not a text file. */
        BINARY,
        /** A byte sequence that is not valid UTF-8. */
        MALFORMED_UTF8,
        /** A UTF-16 or UTF-32 byte order mark: a text encoding these formats do not allow. */
        UNSUPPORTED_ENCODING
    }

    /** Whether the bytes were clean UTF-8 text. */
    public boolean isClean() {
        return problem == null;
    }

    /** Decodes {@code bytes} as UTF-8 (a UTF-8 byte order mark is allowed and remembered). Never throws. */
    public static DecodedText decode(byte[] bytes) {
        int sniff = Math.min(bytes.length, BINARY_SNIFF_BYTES);
        if (startsWith(bytes, 0xFF, 0xFE) || startsWith(bytes, 0xFE, 0xFF)) {
            return new DecodedText(null, new Problem(Kind.UNSUPPORTED_ENCODING, 0, 1, 1,
                    "the file starts with a UTF-16 byte order mark; save it as UTF-8"));
        }
        int nul = Utf8Scan.indexOfNul(bytes, sniff);
        if (nul >= 0) {
            return new DecodedText(null, new Problem(Kind.BINARY, nul, 1, 1,
                    "the file holds a NUL byte at byte " + nul + ": it is binary, not text"));
        }
        var wellFormed = Utf8Scan.decodeWellFormed(bytes);
        if (wellFormed != null) {
            return new DecodedText(wellFormed, null);
        }
        // Anything the strict reading above refuses: the JDK's own decoding replaces every malformed sequence with
        // U+FFFD; text without U+FFFD was therefore clean. Only text holding one is decoded again, strictly, to tell a
        // malformed byte (and where it is) from a U+FFFD the file really contains.
        var fast = new String(bytes, StandardCharsets.UTF_8);
        if (fast.indexOf('\uFFFD') < 0) {
            return new DecodedText(SourceText.of(fast), null);
        }
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        var in = ByteBuffer.wrap(bytes);
        var out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            decoder.flush(out);
            return new DecodedText(SourceText.of(out.flip().toString()), null);
        }
        int badByte = in.position();
        String before = out.flip().toString();
        var probe = SourceText.of(before);
        int line = probe.lineCount();
        int column = probe.length() - probe.lineStart(line) + 1;
        String detail = String.format("byte 0x%02X at byte offset %d is not valid UTF-8", bytes[badByte] & 0xFF, badByte);
        return new DecodedText(SourceText.of(fast), new Problem(Kind.MALFORMED_UTF8, badByte, line, column, detail));
    }

    private static boolean startsWith(byte[] bytes, int b0, int b1) {
        return bytes.length >= 2 && (bytes[0] & 0xFF) == b0 && (bytes[1] & 0xFF) == b1;
    }
}
