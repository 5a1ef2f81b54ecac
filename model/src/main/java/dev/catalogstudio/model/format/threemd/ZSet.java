package dev.catalogstudio.model.format.threemd;

import java.util.HashMap;
import java.util.Map;

/**
 * The plane positions of a document, with the 1-based line of each. Numeric equality ({@code -0} is {@code 0}).
 * Keys are mixed before hashing: whole-number doubles share their low bits, which would pile them into one bucket.
 */
final class ZSet {

    private final Map<Long, Integer> lines = new HashMap<>();

    /** Adds {@code z} at {@code line}; returns the line of an earlier plane at {@code z}, or {@code null}. */
    Integer add(double z, int line) {
        return lines.putIfAbsent(key(z), line);
    }

    boolean contains(double z) {
        return lines.containsKey(key(z));
    }

    private static Long key(double z) {
        return Double.doubleToLongBits(z + 0.0) * 0x9E3779B97F4A7C15L;
    }
}
