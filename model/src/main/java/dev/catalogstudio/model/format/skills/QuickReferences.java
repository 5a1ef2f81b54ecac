package dev.catalogstudio.model.format.skills;

import static dev.catalogstudio.model.format.skills.SkillReferences.PLACEHOLDER;
import static dev.catalogstudio.model.format.skills.SkillReferences.verdict;

import dev.catalogstudio.model.format.skills.SkillReferences.Placeholder;
import dev.catalogstudio.model.format.skills.SkillReferences.Verdict;
import java.util.List;

/**
 * The quick reading of a skill body's references ({@link SkillReferences}): whether a body can hold a reference at
 * all ({@link #mayReference}), and whether it certainly yields no diagnostic ({@link #quickClean}), decided from its
 * raw text, so that most bodies of a large collection are never parsed into a Markdown tree. Every candidate the
 * tree could give is judged as the tree judges it ({@link SkillReferences#verdict}); any form this reading does not
 * follow leaves the answer to the tree. Linear in the body, hostile input included ({@link #CHARS_SCANNED}).
 */
final class QuickReferences {

    private QuickReferences() {
    }


    /**
     * Whether {@code body} can hold a reference at all: an inline link or image needs {@code ](}, a
     * reference-style one a definition {@code ]:}, an inline-code path a backtick, optional white space and
     * {@code ./}, then one of the folders of {@link ReferencePaths#codePath} and {@code /} (the code span's
     * stripped literal must start with it). Most bodies of a large collection have none, and parsing them into a full
     * Markdown tree was most of a fresh check's time. Plain {@code indexOf} scans: a regular expression with
     * alternatives, tried at every offset of a 15 KB body, was itself a third of that time before the JIT compiler had
     * warmed up.
     */
    static boolean mayReference(String body) {
        return Marks.of(body, 0).mayReference(body, 0);
    }

    /**
     * Whether the body certainly yields no reference diagnostic: it can hold no reference ({@link #mayReference})
     * or every candidate is fine ({@link #quickClean}). One pass finds the candidates for both.
     *
     * <p>The body is {@code text} from {@code base} (a 0-based UTF-16 offset) to its end, read in place: every scan
     * stops at {@code base}, so a document's text serves without a copy of its body (copying the bodies of 400 skills
     * was a twentieth of a warm check). Offsets below, in this class, are offsets in {@code text}.
     */
    static boolean clean(String text, int base, SkillContext context) {
        int[] parts = parts(text, base, context);
        return parts != null && parts.length == 0;
    }

    /**
     * What of the body the Markdown tree must read for its reference diagnostics, or {@code null} for all of it. An
     * empty array: nothing, every candidate is fine ({@link #clean}). Otherwise the parts that hold every candidate
     * that is not, as start and end offsets in {@code text} (the end at a line break or the text's end), in order and
     * apart: each a run of lines between blank lines that commonmark reads alone as it reads it in the body
     * ({@link IsolatedRuns#runs}), so the references of the parts' trees are those of the body's tree there, and the
     * body holds no link reference definition (a reference link in a part would take one from elsewhere). A long body
     * with one missing file was parsed whole to find it; a part is a paragraph or a list.
     */
    static int[] parts(String text, int base, SkillContext context) {
        var marks = Marks.of(text, base);
        if (!marks.mayReference(text, base)) {
            return NO_PARTS;
        }
        return quickRead(text, base, context, marks);
    }

    private static final int[] NO_PARTS = new int[0];

    /**
     * Where a body's candidates start, found in one pass of single-character scans ({@code ]} and {@code /}), which
     * the JIT compiles to vector loops, instead of one scan of the whole body per two-character pattern per question.
     */
    static final class Marks {
        /** Offsets of {@code ](}, in order. */
        final int[] links;
        /** Offsets of {@code ]:}, in order. */
        final int[] definitions;
        /** Offsets of {@code s/}, in order (the {@code s} of a {@link ReferencePaths#FOLDERS} name, or not). */
        final int[] slashes;
        /** Whether the body names a placeholder at all ({@link Placeholder#anyIn}). */
        final boolean placeholder;

        private Marks(int[] links, int[] definitions, int[] slashes, boolean placeholder) {
            this.links = links;
            this.definitions = definitions;
            this.slashes = slashes;
            this.placeholder = placeholder;
        }

        /** The marks of {@code text} from {@code base} on. */
        static Marks of(String body, int base) {
            var links = new Offsets();
            var definitions = new Offsets();
            for (int at = body.indexOf(']', base); at >= 0 && at + 1 < body.length(); at = body.indexOf(']', at + 1)) {
                char next = body.charAt(at + 1);
                if (next == '(') {
                    links.add(at);
                } else if (next == ':') {
                    definitions.add(at);
                }
            }
            var slashes = new Offsets();
            for (int at = body.indexOf('/', base + 1); at >= 0; at = body.indexOf('/', at + 1)) {
                if (body.charAt(at - 1) == 's') {
                    slashes.add(at - 1);
                }
            }
            return new Marks(links.toArray(), definitions.toArray(), slashes.toArray(), Placeholder.anyIn(body, base));
        }

        boolean mayReference(String body, int base) {
            // The definitions last: the quick reading walks them again when the body may reference.
            return links.length > 0 || placeholder || hasCodePathStart(body, base, slashes)
                    || !LinkDefinitions.forEachCandidate(body, base, definitions, (open, at) -> false);
        }
    }

    /** A growable list of offsets. */
    static final class Offsets {
        private int[] values = new int[8];
        private int size;

        void add(int value) {
            if (size == values.length) {
                values = java.util.Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(values, size);
        }
    }

    /**
     * Whether {@code body} may hold a link reference definition ({@code [label]: destination}): some {@code ]:} whose
     * nearest {@code [} before it opens a line, after nothing but white space, block-quote and list markers (a label
     * may run over lines, so that line may be an earlier one). {@code a[i]: b} or {@code {"k": [1]}:} in prose or code
     * is none. O(body length).
     */
    static boolean mayHoldDefinition(String body) {
        return !LinkDefinitions.forEachCandidate(body, 0, Marks.of(body, 0).definitions, (open, at) -> false);
    }

    /**
     * Characters the quick reading's own scans have visited backwards or past a destination (tests count it to show
     * the reading is linear in the body on hostile input; never timed).
     */
    static final java.util.concurrent.atomic.LongAdder CHARS_SCANNED = new java.util.concurrent.atomic.LongAdder();

    /** The longest link destination the quick reading reads; a longer one is left to the tree. */
    static final int MAX_DESTINATION = 2_048;

    /** Whether {@code text} may hold an inline link or image ({@code ](}) or an inline-code candidate path. */
    static boolean mayHoldInline(CharSequence text) {
        String s = text.toString();
        var marks = Marks.of(s, 0);
        return marks.links.length > 0 || hasCodePathStart(s, 0, marks.slashes);
    }

    private static boolean hasCodePathStart(String s, int base, int[] slashes) {
        for (int at : slashes) {
            for (String folder : ReferencePaths.FOLDERS) {
                int start = at + 1 - folder.length();
                if (start >= base && s.startsWith(folder, start) && opensCodeSpan(s, base, start)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The literal of a code span whose text starts at {@code from}, stripped, up to the next backtick after
     * {@code after}; {@code null} when no backtick closes it (then there is no code span).
     */
    private static String spanLiteral(String body, int from, int after) {
        int close = body.indexOf('`', after);
        return close < 0 ? null : body.substring(from, close).strip();
    }

    /** Whether {@code literal} holds no line break: one over lines is left to the tree. */
    private static boolean oneLine(String literal) {
        return literal.indexOf('\n') < 0 && literal.indexOf('\r') < 0;
    }

    /**
     * Whether a backtick at or after {@code base} precedes {@code start}, with only an optional {@code ./} and white
     * space in between.
     */
    private static boolean opensCodeSpan(String s, int base, int start) {
        int i = start;
        if (i >= base + 2 && s.charAt(i - 1) == '/' && s.charAt(i - 2) == '.') {
            i -= 2;
        }
        while (i > base && Character.isWhitespace(s.charAt(i - 1))) {
            i--;
        }
        return i > base && s.charAt(i - 1) == '`';
    }

    /**
     * Whether {@code body} certainly yields no diagnostic, decided from its raw text without a Markdown tree. Every
     * reference the tree can give is among the candidates read here: the destination after each {@code ](} (and
     * {@code <…>} forms), and the text from each backtick-led folder path to the next backtick. So when every
     * candidate is {@link SkillReferences.Verdict#FINE}, the tree finds nothing to report. Candidates may be more
     * than the tree's references (a link inside a code block); any that is not fine, and any form this reading does not
     * follow (a backslash escape, an entity, a code path over a line break, a definition it cannot read:
     * {@link LinkDefinitions#fine}), leave the answer to the tree.
     */
    static boolean quickClean(String body, SkillContext context) {
        int[] parts = quickRead(body, 0, context, Marks.of(body, 0));
        return parts != null && parts.length == 0;
    }

    /**
     * {@link #parts} of a body that may reference: each candidate judged, those that are not fine (outside fenced
     * code) kept, and the parts holding them found.
     */
    private static int[] quickRead(String body, int base, SkillContext context, Marks marks) {
        var code = new FencedCode(body, base);
        boolean[] defines = {false};
        if (!LinkDefinitions.forEachCandidate(body, base, marks.definitions, (open, at) -> {
            defines[0] = true;
            return LinkDefinitions.fine(body, context, open, at) || code.holds(open);
        })) {
            return null;
        }
        var unsettled = new Offsets();
        if (marks.placeholder) {
            placeholders(body, base, context, code, unsettled);
        }
        for (int at : marks.links) {
            String destination = destination(body, at + 2);
            if ((destination == null || verdict(destination, true, context) != Verdict.FINE) && !code.holds(at)) {
                unsettled.add(at);
            }
        }
        for (int at : marks.slashes) {
            for (String folder : ReferencePaths.FOLDERS) {
                int start = at + 1 - folder.length();
                if (start >= base && body.startsWith(folder, start)) {
                    int dot = start >= base + 2 && body.startsWith("./", start - 2) ? start - 2 : start;
                    String literal = opensCodeSpan(body, base, start) ? spanLiteral(body, dot, at) : null;
                    boolean fine = literal == null || oneLine(literal) && (!ReferencePaths.codePath(literal)
                            || PLACEHOLDER.matcher(literal).matches()
                            || verdict(literal, false, context) == Verdict.FINE);
                    if (!fine && !code.holds(start)) {
                        unsettled.add(start);
                    }
                    if (literal == null && code.holds(start) && listedFileMissing(body, start, context)) {
                        return null; // a fenced list of files naming one that is missing: the tree decides
                    }
                }
            }
        }
        if (unsettled.size() == 0) {
            return NO_PARTS;
        }
        if (defines[0]) {
            return null; // a reference link anywhere may take its destination from a definition anywhere
        }
        return IsolatedRuns.runs(body, base, unsettled.toArray(), code);
    }

    /**
     * Whether the line holding {@code at}, inside fenced code, is a path alone that names no file
     * ({@link SkillReferences#fileList}): such a line may be one of a fenced list of files to read, which the tree
     * checks. O(line).
     */
    private static boolean listedFileMissing(String body, int at, SkillContext context) {
        int start = body.lastIndexOf('\n', at) + 1;
        int end = body.indexOf('\n', at);
        String line = body.substring(start, end < 0 ? body.length() : end).strip();
        return ReferencePaths.codePath(line) && !PLACEHOLDER.matcher(line).matches()
                && verdict(line, false, context) != Verdict.FINE;
    }

    /** The texts a placeholder can start with ({@link SkillReferences.Placeholder}'s prefixes without their slash). */
    private static final List<String> PLACEHOLDER_STARTS = List.of("${CLAUDE_SKILL_DIR}", "$CLAUDE_SKILL_DIR",
            "{baseDir}", "${CLAUDE_PLUGIN_ROOT}", "$CLAUDE_PLUGIN_ROOT", "${PLUGIN_ROOT}", "$PLUGIN_ROOT");

    /**
     * Adds to {@code unsettled} each placeholder path the tree could read as an inline-code reference that is not
     * {@link SkillReferences.Verdict#FINE} (outside fenced code): each placeholder that opens a code span has its
     * literal (up to the next backtick, on one line) judged as the tree would judge it; one in a link destination is
     * judged by the link scan; one anywhere else is no reference. A code span over a line break is left to the tree.
     * O(body length × placeholder forms).
     */
    private static void placeholders(String body, int base, SkillContext context, FencedCode code, Offsets unsettled) {
        for (String start : PLACEHOLDER_STARTS) {
            for (int at = body.indexOf(start, base); at >= 0; at = body.indexOf(start, at + start.length())) {
                String literal = opensCodeSpan(body, base, at) ? spanLiteral(body, at, at) : null;
                boolean fine = literal == null || oneLine(literal) && (Placeholder.of(literal) == null
                        || !ReferencePaths.pathWithExtension(Placeholder.rest(literal), 0)
                        || verdict(literal, false, context) == Verdict.FINE);
                if (!fine && !code.holds(at)) {
                    unsettled.add(at);
                }
            }
        }
    }

    /**
     * The link destination starting at {@code from} (just after {@code ](}), as commonmark would read it, or
     * {@code null} for a form this quick reading leaves to the parser (escapes, entities, an unclosed {@code <}).
     */
    static String destination(String body, int from) {
        int i = from;
        boolean newline = false;
        while (i < body.length() && (body.charAt(i) == ' ' || body.charAt(i) == '\t'
                || (!newline && body.charAt(i) == '\n'))) {
            newline |= body.charAt(i) == '\n';
            i++;
        }
        if (i < body.length() && body.charAt(i) == '<') {
            int close = body.indexOf('>', i);
            String inside = close < 0 ? null : body.substring(i + 1, close);
            return inside == null || inside.indexOf('\n') >= 0 || inside.indexOf('\\') >= 0
                    || inside.indexOf('&') >= 0 || inside.indexOf('<') >= 0 ? null : inside;
        }
        int depth = 0;
        int start = i;
        for (; i < body.length(); i++) {
            if (i - start > MAX_DESTINATION) {
                CHARS_SCANNED.add(i - start);
                return null; // no real path is this long; the tree reads it, in bounded time
            }
            char c = body.charAt(i);
            if (c == '\\' || c == '&') {
                return null;
            }
            if (c <= ' ') {
                break;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (depth == 0) {
                    break;
                }
                depth--;
            }
        }
        CHARS_SCANNED.add(i - start);
        return body.substring(start, i);
    }
}
