package dev.catalogstudio.model.starlark;

import java.util.Arrays;

/** A Starlark {@code bytes} value: an immutable sequence of bytes (starlark-spec.md "Data types"). */
public final class StarBytes implements Comparable<StarBytes> {

    private final byte[] bytes;

    /** Wraps {@code bytes}, which the caller must not change afterwards. */
    public StarBytes(byte[] bytes) {
        this.bytes = bytes;
    }

    /** The bytes (not a copy; do not change). */
    byte[] array() {
        return bytes;
    }

    public int length() {
        return bytes.length;
    }

    /** The bytes as a one-char-per-byte string (the engine's form of byte sequences). */
    String asByteString() {
        return ByteStrings.ofBytes(bytes);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StarBytes b && Arrays.equals(bytes, b.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public int compareTo(StarBytes o) {
        return Arrays.compareUnsigned(bytes, o.bytes);
    }
}
