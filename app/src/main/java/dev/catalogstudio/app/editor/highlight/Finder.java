package dev.catalogstudio.app.editor.highlight;

import java.util.HashMap;
import java.util.Map;

/**
 * {@link String#indexOf(String, int)} with a memory, so that scanning a line left to right and searching ahead for
 * closers stays linear: a search starting between a previous search's start and its result returns that result
 * without searching again (there is no occurrence in between). Bounded to {@code [.., limit)}.
 */
final class Finder {

    private final String text;
    private final int limit;
    private final Map<String, int[]> memo = new HashMap<>();

    Finder(String text, int limit) {
        this.text = text;
        this.limit = limit;
    }

    /** The offset of the next {@code needle} at or after {@code from} that ends before the limit, or {@code -1}. */
    int indexOf(String needle, int from) {
        int[] last = memo.computeIfAbsent(needle, n -> new int[] {Integer.MAX_VALUE, -1});
        if (from >= last[0] && (last[1] < 0 || from <= last[1])) {
            return last[1];
        }
        int found = boundedIndexOf(needle, from);
        last[0] = from;
        last[1] = found;
        return found;
    }

    /**
     * {@code text.indexOf(needle, from)} that never looks at or past {@code limit}: a region without a closer must not
     * cost a scan to the end of the document (one per region would be quadratic in the document).
     */
    private int boundedIndexOf(String needle, int from) {
        int last = limit - needle.length();
        char first = needle.charAt(0);
        for (int i = Math.max(from, 0); i <= last; i++) {
            if (text.charAt(i) == first && text.startsWith(needle, i)) {
                return i;
            }
        }
        return -1;
    }
}
