package dev.catalogstudio.model.text;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The byte scans of decoding, eight bytes a step where they can: the NUL sniff ({@link #indexOfNul}), and a strict
 * UTF-8 reading (RFC 3629, Unicode § 3.9 table 3-7) of well-formed bytes, the case of nearly every file: runs of ASCII
 * found eight bytes a step, no replacement character to look for afterwards, and whether any character lies beyond
 * the Basic Multilingual Plane learnt on the way. The JDK 17 decoder reads every byte after the first
 * non-ASCII one in a scalar loop, some twice, and a warm check of 400 skills spent a ninth of its time there.
 */
final class Utf8Scan {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;

    private Utf8Scan() {
    }

    /**
     * The text of {@code bytes} when they are well-formed UTF-8 (a byte order mark, U+FEFF, is kept as a character),
     * as a {@link SourceText} that knows whether it holds a surrogate pair; {@code null} for anything else (a malformed,
     * overlong or truncated sequence, an encoded surrogate, a code point over U+10FFFF), which the caller reads the
     * JDK's way.
     */
    static SourceText decodeWellFormed(byte[] bytes) {
        int length = bytes.length;
        int ascii = asciiRun(bytes, 0);
        if (ascii == length) {
            return SourceText.of(new String(bytes, 0, length, StandardCharsets.ISO_8859_1), true);
        }
        char[] chars = new char[length];
        int out = 0;
        int in = 0;
        boolean supplementary = false;
        while (in < length) {
            int b1 = bytes[in];
            if (b1 >= 0) {
                int end = asciiRun(bytes, in);
                while (in < end) {
                    chars[out++] = (char) bytes[in++];
                }
            } else if ((b1 & 0xE0) == 0xC0) {
                if (in + 1 >= length || (b1 & 0x1E) == 0 || !continuation(bytes[in + 1])) {
                    return null; // truncated, overlong (C0, C1) or not followed by a continuation byte
                }
                chars[out++] = (char) ((b1 & 0x1F) << 6 | bytes[in + 1] & 0x3F);
                in += 2;
            } else if ((b1 & 0xF0) == 0xE0) {
                if (in + 2 >= length || !continuation(bytes[in + 1]) || !continuation(bytes[in + 2])) {
                    return null;
                }
                char c = (char) ((b1 & 0x0F) << 12 | (bytes[in + 1] & 0x3F) << 6 | bytes[in + 2] & 0x3F);
                if (c < 0x800 || Character.isSurrogate(c)) {
                    return null; // overlong, or an encoded surrogate
                }
                chars[out++] = c;
                in += 3;
            } else if ((b1 & 0xF8) == 0xF0) {
                if (in + 3 >= length || !continuation(bytes[in + 1]) || !continuation(bytes[in + 2])
                        || !continuation(bytes[in + 3])) {
                    return null;
                }
                int cp = (b1 & 0x07) << 18 | (bytes[in + 1] & 0x3F) << 12 | (bytes[in + 2] & 0x3F) << 6
                        | bytes[in + 3] & 0x3F;
                if (cp < 0x10000 || cp > Character.MAX_CODE_POINT) {
                    return null; // overlong, or beyond Unicode
                }
                chars[out++] = Character.highSurrogate(cp);
                chars[out++] = Character.lowSurrogate(cp);
                supplementary = true;
                in += 4;
            } else {
                return null; // a continuation byte with no lead, or F8..FF
            }
        }
        return SourceText.of(new String(chars, 0, out), !supplementary);
    }

    /**
     * The 0-based offset of the first NUL among the first {@code length} bytes, or -1. Eight bytes a step: a word holds
     * a zero byte exactly when {@code (w - 0x01…01) & ~w & 0x80…80} is not zero (a byte loop over the first 8 KiB of
     * every file was a fiftieth of a warm check).
     */
    static int indexOfNul(byte[] bytes, int length) {
        int i = 0;
        for (; i + Long.BYTES <= length; i += Long.BYTES) {
            long word = (long) LONGS.get(bytes, i);
            if (((word - 0x0101010101010101L) & ~word & HIGH_BITS) != 0) {
                break;
            }
        }
        for (; i < length; i++) {
            if (bytes[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    private static boolean continuation(byte b) {
        return (b & 0xC0) == 0x80;
    }

    /** Where the run of ASCII bytes starting at {@code from} ends: eight bytes a step, then one. */
    private static int asciiRun(byte[] bytes, int from) {
        int i = from;
        while (i + Long.BYTES <= bytes.length && ((long) LONGS.get(bytes, i) & HIGH_BITS) == 0) {
            i += Long.BYTES;
        }
        while (i < bytes.length && bytes[i] >= 0) {
            i++;
        }
        return i;
    }
}
