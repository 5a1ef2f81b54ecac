package dev.catalogstudio.model.starlark;

/**
 * The iterable views of a string that {@code elems}, {@code elem_ords}, {@code codepoints} and
 * {@code codepoint_ords} return (starlark-spec.md "string·elems"): iterable, but with no length and no indexing;
 * type {@code string.elems} and so on.
 */
final class StringIterable {

    final String s;
    final String method;
    /** Whether this is {@code bytes.elems()} (its elements are ints), not a string's view. */
    final boolean ofBytes;

    StringIterable(String s, String method) {
        this(s, method, false);
    }

    StringIterable(String s, String method, boolean ofBytes) {
        this.s = s;
        this.method = method;
        this.ofBytes = ofBytes;
    }

    String type() {
        return (ofBytes ? "bytes." : "string.") + (method.startsWith("elem") ? "elems" : "codepoints");
    }

    java.util.Iterator<Object> iterator() {
        boolean ords = ofBytes || method.endsWith("_ords");
        boolean bytes = method.startsWith("elem");
        return new java.util.Iterator<>() {
            int i;

            @Override
            public boolean hasNext() {
                return i < s.length();
            }

            @Override
            public Object next() {
                if (bytes) {
                    char c = s.charAt(i++);
                    return ords ? StarInt.of(c) : String.valueOf(c);
                }
                long d = ByteStrings.decodeAt(s, i);
                int w = (int) d;
                Object v = ords ? StarInt.of(d >>> 32) : w == 1 && (d >>> 32) == 0xFFFD ? ByteStrings.ofCodePoint(0xFFFD)
                        : s.substring(i, i + w);
                i += w;
                return v;
            }
        };
    }
}
