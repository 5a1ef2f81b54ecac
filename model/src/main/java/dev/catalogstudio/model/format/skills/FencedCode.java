package dev.catalogstudio.model.format.skills;

/**
 * The top-level fenced code blocks of a body (CommonMark 0.31 § 4.5), whose text the tree reads as code: no link,
 * definition or code span in them is a reference, so a candidate there that is not fine need not send the body to
 * the tree (templates of links in fences were most of the trees a collection's check built for nothing). Found
 * on the first question, so only for a body with such a candidate. Only fences whose lines open at the first
 * column are followed: such a line always leaves any list item or block quote, and opens or closes a top-level
 * fence as commonmark reads it. The reading stops at the first line it does not follow ({@link #followedUntil}): a
 * fence line indented by one to three spaces (which may open a fence inside a list item or close a top-level one), or
 * a line starting with {@code <} within three spaces (an HTML block, which holds fence lines as HTML). The blocks
 * before that line stand (commonmark reads blocks forwards: no later line changes an earlier one's block), a block
 * open there up to it; nothing after it is known. A body with a carriage return is not followed at all.
 */
final class FencedCode {

    private final String body;
    private final int base;
    /** Start and end offsets of each block, fence lines included; {@code null} until asked. */
    private int[] blocks;
    /** Where the first line this reading does not follow starts; the body's length when it follows every line. */
    private int followedUntil;

    FencedCode(String body, int base) {
        this.body = body;
        this.base = base;
    }

    /** Whether {@code offset} lies in a top-level fenced code block this reading follows. */
    boolean holds(int offset) {
        found();
        for (int i = 0; i < blocks.length; i += 2) {
            if (offset >= blocks[i] && offset < blocks[i + 1]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The offset (in the text, 0-based UTF-16) where the first line this reading does not follow starts: the block
     * structure of every line before it is known, from the first column (a run of lines there that starts after a blank
     * line at the first column, outside {@link #holds a block}, is read by commonmark alone as in its body).
     */
    int followedUntil() {
        found();
        return followedUntil;
    }

    private void found() {
        if (blocks == null) {
            blocks = find();
        }
    }

    private int[] find() {
        followedUntil = base;
        if (body.indexOf('\r', base) >= 0) {
            return new int[0];
        }
        var found = new QuickReferences.Offsets();
        char fence = 0;
        int length = 0;
        for (int line = base; line < body.length(); ) {
            int end = body.indexOf('\n', line);
            end = end < 0 ? body.length() : end;
            int indent = 0;
            while (line + indent < end && body.charAt(line + indent) == ' ') {
                indent++;
            }
            int at = line + indent;
            char c = at < end ? body.charAt(at) : 0;
            int run = 0;
            while (at + run < end && body.charAt(at + run) == c) {
                run++;
            }
            boolean fenceLike = (c == '`' || c == '~') && run >= 3;
            if (indent <= 3 && (c == '<' && fence == 0 || fenceLike && indent > 0)) {
                // An HTML block, or a fence line this reading does not follow: what came before stands.
                followedUntil = line;
                if (fence != 0) {
                    found.add(line);
                }
                return found.toArray();
            }
            if (fenceLike && indent == 0) {
                if (fence == 0) {
                    int tick = body.indexOf('`', at + run); // a backtick fence's info string holds none
                    if (c == '~' || tick < 0 || tick >= end) {
                        fence = c;
                        length = run;
                        found.add(line);
                    }
                } else if (c == fence && run >= length && spacesOrTabs(body, at + run, end)) {
                    fence = 0;
                    found.add(Math.min(end + 1, body.length()));
                }
            }
            line = end + 1;
        }
        if (fence != 0) {
            found.add(body.length()); // unclosed: code to the end
        }
        followedUntil = body.length();
        return found.toArray();
    }

    private static boolean spacesOrTabs(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) != ' ' && text.charAt(i) != '\t') {
                return false;
            }
        }
        return true;
    }
}
