package dev.catalogstudio.model.format.skills;

import static dev.catalogstudio.model.format.skills.SkillReferences.indexOfAny;
import static dev.catalogstudio.model.format.skills.SkillReferences.verdict;

import dev.catalogstudio.model.format.skills.SkillReferences.Verdict;

/**
 * The quick reading's link reference definitions ({@code [label]: destination}, CommonMark 0.31 § 4.7), found and
 * judged from a body's raw text ({@link QuickReferences}): which {@code ]:} may open one, and whether one's destination
 * is fine. Offsets are 0-based UTF-16 offsets in the text that holds the body from {@code base}.
 */
final class LinkDefinitions {

    private LinkDefinitions() {
    }

    /** What {@link #forEachCandidate} asks of each candidate: whether to go on to the next. */
    @FunctionalInterface
    interface Candidate {
        boolean next(int open, int at);
    }

    /**
     * Calls {@code candidate} with each {@code ]:} of {@code colons} (their offsets, in order) at
     * {@code at} whose nearest {@code [} before it, at {@code open}, opens a line (after nothing but white
     * space, block-quote and list markers), in order, until it returns {@code false}; returns whether every call
     * said go on. One pass: the {@code [} before each {@code ]:} is looked for only back to the previous
     * {@code ]:}, and whether one opens a line is asked once, so a body of many {@code ]:} after one {@code [}
     * costs its length, not its length squared (counted in {@link QuickReferences#CHARS_SCANNED}).
     */
    static boolean forEachCandidate(String body, int base, int[] colons, Candidate candidate) {
        int open = -1;
        boolean opensLine = false;
        int searched = base;
        long scanned = 0;
        try {
            for (int at : colons) {
                for (int i = at - 1; i >= searched; i--) {
                    scanned++;
                    if (body.charAt(i) == '[') {
                        open = i;
                        int before = i;
                        while (before > base && " \t>-*+0123456789.)".indexOf(body.charAt(before - 1)) >= 0) {
                            before--;
                            scanned++;
                        }
                        opensLine = before == base || body.charAt(before - 1) == '\n'
                                || body.charAt(before - 1) == '\r';
                        break;
                    }
                }
                searched = at;
                if (open >= 0 && opensLine && !candidate.next(open, at)) {
                    return false;
                }
            }
            return true;
        } finally {
            QuickReferences.CHARS_SCANNED.add(scanned);
        }
    }

    /**
     * Whether the definition candidate {@code [}…{@code ]:} at {@code open} and {@code at} is fine, or no
     * definition, read from the raw text (CommonMark 0.31 § 4.7): a reference link takes its definition's destination,
     * so when each definition's destination is {@link SkillReferences.Verdict#FINE}, no reference link is reported.
     * The candidates are those of {@link #forEachCandidate}: a label whose {@code [} opens a line (after white
     * space, block-quote and list markers) and whose {@code ]:} is on that line. A candidate's destination is read
     * as an inline link's ({@code destination}); after it, the line must end or a title begin ({@code "},
     * {@code '} or {@code (}) for the candidate to be a definition: anything else there, as in
     * {@code 1. [Resource]: [Current] → [Target]} of a template, and the line is a paragraph. Taken for
     * a definition whenever it may be one (one inside a code block, one that cannot interrupt a paragraph): its
     * destination must then be fine. A label over lines or holding a bracket or a backslash, a destination on the next
     * line, in {@code <…>} or with an escape or an entity, leave the answer to the tree ({@code false}). O(body
     * length).
     */
    static boolean fine(String body, SkillContext context, int open, int at) {
        if (at - open - 1 > 999) {
            return false; // longer than a label may be (CommonMark § 4.7): the tree decides
        }
        String label = body.substring(open + 1, at);
        if (label.isBlank() || indexOfAny(label, "[]\\\n\r") >= 0) {
            return false;
        }
        int start = at + 2;
        while (start < body.length() && (body.charAt(start) == ' ' || body.charAt(start) == '\t')) {
            start++;
        }
        if (start >= body.length() || body.charAt(start) == '\n' || body.charAt(start) == '\r'
                || body.charAt(start) == '<') {
            return false; // a destination on the next line, or in <…>
        }
        String destination = QuickReferences.destination(body, start);
        if (destination == null || destination.isEmpty()) {
            return false;
        }
        int after = start + destination.length();
        while (after < body.length() && (body.charAt(after) == ' ' || body.charAt(after) == '\t')) {
            after++;
        }
        boolean definition = after >= body.length() || "\n\r\"'(".indexOf(body.charAt(after)) >= 0;
        return !definition || verdict(destination, true, context) == Verdict.FINE;
    }
}
