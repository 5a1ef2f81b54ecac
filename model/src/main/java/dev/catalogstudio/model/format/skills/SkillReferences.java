package dev.catalogstudio.model.format.skills;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.text.PercentEncoding;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;

/**
 * {@code skill-reference-missing} and {@code skill-reference-escape} (agent-skills.md § File references,
 * workspace-skills.md § Path safety): the Markdown links and images of the body, and inline-code paths under
 * {@code scripts/}, {@code references/}, {@code assets/}, {@code resources/} or {@code templates/}, must name files in
 * the skill folder. Prose that merely mentions a path is not a reference. A link that names nothing is reported at the
 * rule's severity; an inline-code path only when its last segment has a file extension and is no placeholder
 * ({@code references/filename.md}), and then as information: it may name a file of the user's project or of another
 * skill (on three public repositories 16 of 41 such hits did), while every missing link was a real mistake.
 */
final class SkillReferences {

    private static final Pattern SCHEME = Pattern.compile("[a-zA-Z][a-zA-Z0-9+.-]+:.*");
    private static final Pattern DRIVE = Pattern.compile("[A-Za-z]:[/\\\\].*");
    private static final Pattern SEPARATORS = Pattern.compile("[/\\\\]");
    /** A relative path under a skill's usual folders whose last segment has a file extension. */
    private static final Pattern CODE_PATH = Pattern.compile(
            "(?:\\./)?(?:scripts|references|assets|resources|templates)/[^\\s*?<>{}$|`'\"]*[^/\\s.]\\.[A-Za-z0-9]{1,8}");
    /** The path after a host placeholder: its last segment has a file extension ({@code ${CLAUDE_SKILL_DIR}/x.py}). */
    private static final Pattern PLACEHOLDER_PATH = Pattern.compile("[^\\s*?<>{}$|`'\"]*[^/\\s.]\\.[A-Za-z0-9]{1,8}");

    /** File stems that are placeholders in prose ({@code references/filename.md}, {@code scripts/your-script.py}). */
    private static final Pattern PLACEHOLDER = Pattern.compile(
            "(?i)(?:.*/)?(?:file|filename|file-name|file_name|name|example|examples|sample|foo|bar|baz|xxx|path|"
                    + "something|my[-_].*|your[-_].*|\\.\\.\\.)\\.[A-Za-z0-9]{1,8}");

    private SkillReferences() {
    }

    /** The folders of {@link #CODE_PATH}; each ends in {@code s}, so every candidate path contains {@code s/}. */
    private static final List<String> CODE_PATH_FOLDERS = List.of("scripts", "references", "assets", "resources",
            "templates");

    /**
     * Whether {@code body} can hold a reference at all: an inline link or image needs {@code ](}, a reference-style one
     * a definition {@code ]:}, an inline-code path a backtick, optional white space and {@code ./}, then one of the
     * folders of {@link #CODE_PATH} and {@code /} (the code span's stripped literal must start with it). Most bodies
     * of a large collection have none, and parsing them into a full Markdown tree was most of a fresh check's time.
     * Plain {@code indexOf} scans: a regular expression with alternatives, tried at every offset of a 15 KB body, was
     * itself a third of that time before the JIT compiler had warmed up.
     */
    static boolean mayReference(String body) {
        return mayHoldDefinition(body) || mayHoldInline(body) || Placeholder.anyIn(body);
    }

    /**
     * Whether {@code body} may hold a link reference definition ({@code [label]: destination}): some {@code ]:} whose
     * nearest {@code [} before it opens a line, after nothing but white space, block-quote and list markers (a label
     * may run over lines, so that line may be an earlier one). {@code a[i]: b} or {@code {"k": [1]}:} in prose or code
     * is none. O(body length).
     */
    static boolean mayHoldDefinition(String body) {
        return !forEachDefinitionCandidate(body, (open, at) -> false);
    }

    /** What {@link #forEachDefinitionCandidate} asks of each candidate: whether to go on to the next. */
    @FunctionalInterface
    private interface DefinitionCandidate {
        boolean next(int open, int at);
    }

    /**
     * Calls {@code candidate} with each {@code ]:} at {@code at} whose nearest {@code [} before it, at {@code open},
     * opens a line (after nothing but white space, block-quote and list markers), in order, until it returns
     * {@code false}; returns whether every call said go on. One pass: the {@code [} before each {@code ]:} is looked
     * for only back to the previous {@code ]:}, and whether one opens a line is asked once, so a body of many
     * {@code ]:} after one {@code [} costs its length, not its length squared (counted in {@link #CHARS_SCANNED}).
     */
    private static boolean forEachDefinitionCandidate(String body, DefinitionCandidate candidate) {
        int open = -1;
        boolean opensLine = false;
        int searched = 0;
        long scanned = 0;
        try {
            for (int at = body.indexOf("]:"); at >= 0; at = body.indexOf("]:", at + 2)) {
                for (int i = at - 1; i >= searched; i--) {
                    scanned++;
                    if (body.charAt(i) == '[') {
                        open = i;
                        int before = i;
                        while (before > 0 && " \t>-*+0123456789.)".indexOf(body.charAt(before - 1)) >= 0) {
                            before--;
                            scanned++;
                        }
                        opensLine = before == 0 || body.charAt(before - 1) == '\n' || body.charAt(before - 1) == '\r';
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
            CHARS_SCANNED.add(scanned);
        }
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
        return s.contains("](") || hasCodePathStart(s);
    }

    private static boolean hasCodePathStart(String s) {
        for (int at = s.indexOf("s/"); at >= 0; at = s.indexOf("s/", at + 2)) {
            for (String folder : CODE_PATH_FOLDERS) {
                int start = at + 1 - folder.length();
                if (start >= 0 && s.startsWith(folder, start) && opensCodeSpan(s, start)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a backtick precedes {@code start}, with only an optional {@code ./} and white space in between. */
    private static boolean opensCodeSpan(String s, int start) {
        int i = start;
        if (i >= 2 && s.charAt(i - 1) == '/' && s.charAt(i - 2) == '.') {
            i -= 2;
        }
        while (i > 0 && Character.isWhitespace(s.charAt(i - 1))) {
            i--;
        }
        return i > 0 && s.charAt(i - 1) == '`';
    }

    /** A reference found in the body: its target and where the target is written in the document. */
    record Reference(String target, Range range, boolean link) {
    }

    static void check(FrontmatterDocument doc, SkillContext context, Diagnostics out) {
        check(doc, context, out, true);
    }

    /**
     * Reports the body's reference problems. {@code quick} first asks {@link #quickClean}; {@code false} always builds
     * the tree (a test checks the two report the same).
     */
    static void check(FrontmatterDocument doc, SkillContext context, Diagnostics out, boolean quick) {
        // The document's one body (its text cut out once), else one made here: never a copy per question.
        var body = context.body() != null ? context.body()
                : MarkdownBody.of(doc.source().text(), doc.frontmatter().bodyStart());
        if (quick && (!mayReference(body.text()) || quickClean(body.text(), context))) {
            return; // nothing the Markdown tree could find would be reported: no tree to build
        }
        Severity escapeSeverity = context.host() == SkillHost.WORKSPACE ? Severity.ERROR : Severity.WARNING;
        for (var ref : references(doc, body.tree())) {
            String target = ref.target();
            switch (verdict(target, ref.link(), context)) {
                case ESCAPE -> out.report(Rule.SKILL_REFERENCE_ESCAPE, escapeSeverity, ref.range(), "'" + target + "' "
                        + escapeOf(target) + "; hosts only serve files inside the skill folder. Move"
                        + " the file into the skill and link it by a relative path.");
                case MISSING -> {
                    if (Placeholder.of(target) == Placeholder.PLUGIN_ROOT) {
                        out.report(Rule.SKILL_REFERENCE_MISSING, ref.range(), "'" + target + "' names no file in the"
                                + " plugin this skill belongs to; fix the path or add the file.");
                    } else if (ref.link()) {
                        out.report(Rule.SKILL_REFERENCE_MISSING, ref.range(), "'" + target + "' names no file in the"
                                + " skill folder '" + context.folderName() + "'; fix the path or add the file.");
                    } else {
                        // A path in inline code may name a file of the user's project or another skill's: a hint only.
                        out.report(Rule.SKILL_REFERENCE_MISSING, Severity.INFO, ref.range(), "'" + target + "' looks"
                                + " like a file of this skill but is not in its folder '" + context.folderName() + "';"
                                + " if it is meant to be, fix the path or add the file.");
                    }
                }
                case FINE -> { }
            }
        }
    }

    /** What a reference to {@code target} gets: nothing, {@code skill-reference-escape} or {@code -missing}. */
    enum Verdict { FINE, ESCAPE, MISSING }

    static Verdict verdict(String target, boolean link, SkillContext context) {
        var placeholder = Placeholder.of(target);
        if (placeholder != null) {
            return placeholder.verdict(target, context);
        }
        String path = path(target);
        if (path.isEmpty() || (link && isExternal(path))) {
            return Verdict.FINE;
        }
        var resolved = normalize(path);
        if (resolved.escape() != null) {
            if (link && context.pluginSkillFolder() != null && context.pluginFiles() != null) {
                // A plugin is installed whole: a link from its skill to a sibling file of the plugin resolves there.
                var inPlugin = normalize(context.pluginSkillFolder() + "/" + path);
                if (inPlugin.escape() == null && context.pluginFiles().test(inPlugin.path())) {
                    return Verdict.FINE;
                }
            }
            return link ? Verdict.ESCAPE : Verdict.FINE; // inline code outside the folder is someone else's path
        }
        return context.exists(resolved.path()) ? Verdict.FINE : Verdict.MISSING;
    }

    /**
     * A host's placeholder for a folder at the start of a path: {@code ${CLAUDE_SKILL_DIR}} and {@code {baseDir}}
     * name the skill folder, {@code ${CLAUDE_PLUGIN_ROOT}} the plugin root (Claude Code's skills and plugins
     * references). A path behind one is checked in that folder, in links and in inline code alike, and is never an
     * escape from the skill folder for pointing into the plugin.
     */
    enum Placeholder {
        SKILL_DIR("${CLAUDE_SKILL_DIR}/", "$CLAUDE_SKILL_DIR/", "{baseDir}/"),
        PLUGIN_ROOT("${CLAUDE_PLUGIN_ROOT}/", "$CLAUDE_PLUGIN_ROOT/");

        private final List<String> prefixes;

        Placeholder(String... prefixes) {
            this.prefixes = List.of(prefixes);
        }

        /** The placeholder {@code target} starts with, or {@code null}. */
        static Placeholder of(String target) {
            for (var placeholder : values()) {
                if (placeholder.prefix(target) != null) {
                    return placeholder;
                }
            }
            return null;
        }

        private String prefix(String target) {
            return prefixes.stream().filter(target::startsWith).findFirst().orElse(null);
        }

        /** What follows the placeholder {@code target} starts with ({@link #of} must have found one). */
        static String rest(String target) {
            var placeholder = of(target);
            return target.substring(placeholder.prefix(target).length());
        }

        /** Whether {@code text} holds any placeholder: the quick reading then leaves the body to the tree. */
        static boolean anyIn(String text) {
            return text.contains("CLAUDE_SKILL_DIR") || text.contains("{baseDir}") || text.contains("CLAUDE_PLUGIN_ROOT");
        }

        Verdict verdict(String target, SkillContext context) {
            String rest = path(rest(target));
            var resolved = normalize(rest);
            if (rest.isEmpty() || resolved.escape() != null) {
                return rest.isEmpty() ? Verdict.FINE : Verdict.ESCAPE;
            }
            if (this == SKILL_DIR) {
                return context.exists(resolved.path()) ? Verdict.FINE : Verdict.MISSING;
            }
            var plugin = context.pluginFiles();
            // Outside a plugin the root is unknown here: nothing to judge, so nothing to report.
            return plugin == null || plugin.test(resolved.path()) ? Verdict.FINE : Verdict.MISSING;
        }
    }

    /** Why {@code target} leaves its folder, as {@code normalize} says it (after a placeholder, of the rest). */
    private static String escapeOf(String target) {
        return normalize(path(Placeholder.of(target) == null ? target : Placeholder.rest(target))).escape();
    }

    /** The file part of a target: no query or fragment, percent escapes decoded. */
    private static String path(String target) {
        int cut = indexOfAny(target, "?#");
        return PercentEncoding.decode(cut < 0 ? target : target.substring(0, cut));
    }

    /**
     * Whether {@code body} certainly yields no diagnostic, decided from its raw text without a Markdown tree. Every
     * reference the tree can give is among the candidates read here: the destination after each {@code ](} (and
     * {@code <…>} forms), and the text from each backtick-led folder path to the next backtick. So when every candidate
     * is {@link Verdict#FINE}, the tree finds nothing to report. Candidates may be more than the tree's references (a
     * link inside a code block); any that is not fine, and any form this reading does not follow (a backslash escape,
     * an entity, a code path over a line break, a definition it cannot read: {@link #definitionsClean}), leave the
     * answer to the tree.
     */
    static boolean quickClean(String body, SkillContext context) {
        if (!definitionsClean(body, context) || Placeholder.anyIn(body) && !placeholdersClean(body, context)) {
            return false;
        }
        for (int at = body.indexOf("]("); at >= 0; at = body.indexOf("](", at + 2)) {
            String destination = destination(body, at + 2);
            if (destination == null || verdict(destination, true, context) != Verdict.FINE) {
                return false;
            }
        }
        for (int at = body.indexOf("s/"); at >= 0; at = body.indexOf("s/", at + 2)) {
            for (String folder : CODE_PATH_FOLDERS) {
                int start = at + 1 - folder.length();
                if (start >= 0 && body.startsWith(folder, start)) {
                    int dot = start >= 2 && body.startsWith("./", start - 2) ? start - 2 : start;
                    if (opensCodeSpan(body, start)) {
                        int close = body.indexOf('`', at);
                        if (close < 0) {
                            continue; // no closing backtick: no code span
                        }
                        String literal = body.substring(dot, close).strip();
                        if (literal.indexOf('\n') >= 0 || literal.indexOf('\r') >= 0) {
                            return false;
                        }
                        if (CODE_PATH.matcher(literal).matches() && !PLACEHOLDER.matcher(literal).matches()
                                && verdict(literal, false, context) != Verdict.FINE) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    /**
     * Whether every link reference definition the tree could find is {@link Verdict#FINE}, read from the raw text
     * (CommonMark 0.31 § 4.7): a reference link takes its definition's destination, so when each definition's
     * destination is fine, no reference link is reported. The candidates are those of {@link #mayHoldDefinition}: a
     * label whose {@code [} opens a line (after white space, block-quote and list markers) and whose {@code ]:} is on
     * that line. A candidate's destination is read as an inline link's ({@code destination}); after it, the line must
     * end or a title begin ({@code "}, {@code '} or {@code (}) for the candidate to be a definition: anything else
     * there, as in {@code 1. [Resource]: [Current] → [Target]} of a template, and the line is a paragraph. Taken for a
     * definition whenever it may be one (one inside a code block, one that cannot interrupt a paragraph): its
     * destination must then be fine. A label over lines or holding a bracket or a backslash, a destination on the
     * next line, in {@code <…>} or with an escape or an entity, leave the answer to the tree ({@code false}).
     * O(body length).
     */
    static boolean definitionsClean(String body, SkillContext context) {
        return forEachDefinitionCandidate(body, (open, at) -> {
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
            String destination = destination(body, start);
            if (destination == null || destination.isEmpty()) {
                return false;
            }
            int after = start + destination.length();
            while (after < body.length() && (body.charAt(after) == ' ' || body.charAt(after) == '\t')) {
                after++;
            }
            boolean definition = after >= body.length() || "\n\r\"'(".indexOf(body.charAt(after)) >= 0;
            return !definition || verdict(destination, true, context) == Verdict.FINE;
        });
    }

    /** The texts a placeholder can start with ({@link Placeholder}'s prefixes without their slash). */
    private static final List<String> PLACEHOLDER_STARTS = List.of("${CLAUDE_SKILL_DIR}", "$CLAUDE_SKILL_DIR",
            "{baseDir}", "${CLAUDE_PLUGIN_ROOT}", "$CLAUDE_PLUGIN_ROOT");

    /**
     * Whether every placeholder path the tree could read as an inline-code reference is {@link Verdict#FINE}: each
     * placeholder that opens a code span has its literal (up to the next backtick, on one line) judged as the tree would
     * judge it; one in a link destination is judged by the link scan; one anywhere else is no reference. A code span over
     * a line break is left to the tree. O(body length × placeholder forms).
     */
    private static boolean placeholdersClean(String body, SkillContext context) {
        for (String start : PLACEHOLDER_STARTS) {
            for (int at = body.indexOf(start); at >= 0; at = body.indexOf(start, at + start.length())) {
                if (!opensCodeSpan(body, at)) {
                    continue;
                }
                int close = body.indexOf('`', at);
                if (close < 0) {
                    continue; // no closing backtick: no code span
                }
                String literal = body.substring(at, close).strip();
                if (literal.indexOf('\n') >= 0 || literal.indexOf('\r') >= 0) {
                    return false;
                }
                if (Placeholder.of(literal) != null && PLACEHOLDER_PATH.matcher(Placeholder.rest(literal)).matches()
                        && verdict(literal, false, context) != Verdict.FINE) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The link destination starting at {@code from} (just after {@code ](}), as commonmark would read it, or
     * {@code null} for a form this quick reading leaves to the parser (escapes, entities, an unclosed {@code <}).
     */
    private static String destination(String body, int from) {
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

    /**
     * The references of the body in source order, read from {@code tree}: the document's one Markdown tree
     * ({@link MarkdownBody#tree()}, shared with the preview and the highlighting), or any commonmark tree of the body
     * with source spans (a test compares the GitHub-flavoured tree with plain commonmark's on the corpus).
     */
    static List<Reference> references(FrontmatterDocument doc, Node tree) {
        String body = doc.body();
        int base = doc.frontmatter().bodyStart();
        var source = doc.source();
        var refs = new ArrayList<Reference>();
        tree.accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                add(link, link.getDestination(), true);
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                add(image, image.getDestination(), true);
                visitChildren(image);
            }

            @Override
            public void visit(Code code) {
                String literal = code.getLiteral().strip();
                if (CODE_PATH.matcher(literal).matches() && !PLACEHOLDER.matcher(literal).matches()
                        || Placeholder.of(literal) != null
                        && PLACEHOLDER_PATH.matcher(Placeholder.rest(literal)).matches()) {
                    add(code, literal, false);
                }
            }

            private void add(Node node, String target, boolean link) {
                var spans = node.getSourceSpans();
                if (spans.isEmpty()) {
                    return;
                }
                int start = spans.get(0).getInputIndex();
                var last = spans.get(spans.size() - 1);
                int end = last.getInputIndex() + last.getLength();
                int at = body.lastIndexOf(target, end);
                if (at >= start && !target.isEmpty()) {
                    start = at;
                    end = at + target.length();
                }
                refs.add(new Reference(target, source.range(base + start, base + end), link));
            }
        });
        return refs;
    }

    /** A normalized skill-relative path, or why it leaves the folder. */
    private record Resolved(String path, String escape) {
    }

    private static Resolved normalize(String path) {
        if (path.startsWith("/") || path.startsWith("\\") || DRIVE.matcher(path).matches()) {
            return new Resolved(null, "is an absolute path");
        }
        var parts = new ArrayList<String>();
        for (String part : SEPARATORS.split(path)) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                if (parts.isEmpty()) {
                    return new Resolved(null, "climbs above the skill folder");
                }
                parts.remove(parts.size() - 1);
            } else if (part.startsWith(".")) {
                return new Resolved(null, "names a hidden file");
            } else {
                parts.add(part);
            }
        }
        return new Resolved(String.join("/", parts), null);
    }

    private static boolean isExternal(String target) {
        return target.startsWith("//") || (SCHEME.matcher(target).matches() && !DRIVE.matcher(target).matches());
    }

    private static int indexOfAny(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    /** Decodes {@code %XX} escapes as UTF-8; a malformed escape is kept as written. */
}
