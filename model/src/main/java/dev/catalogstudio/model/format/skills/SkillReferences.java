package dev.catalogstudio.model.format.skills;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.markdown.MarkdownBody;
import dev.catalogstudio.model.text.PercentEncoding;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.UriReferences;
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

    /** File stems that are placeholders in prose ({@code references/filename.md}, {@code scripts/your-script.py}). */
    static final Pattern PLACEHOLDER = Pattern.compile(
            "(?i)(?:.*/)?(?:file|filename|file-name|file_name|name|example|examples|sample|foo|bar|baz|xxx|path|"
                    + "something|my[-_].*|your[-_].*|\\.\\.\\.)\\.[A-Za-z0-9]{1,8}");

    /**
     * Words that say the paths after them are examples or outputs, not files of the skill: "e.g.", "for example",
     * "examples", "such as", and a program's verbs in the third person or the participle ("emits", "writes",
     * "created" …); an imperative ("Write the report from `templates/r.md`") is no cue.
     */
    static final Pattern EXAMPLE_CUE = Pattern.compile("(?i)\\be\\.g\\.|\\bfor example\\b|\\bexamples?\\b|\\bsuch as\\b"
            + "|\\b(?:emits|writes|creates|generates|produces|outputs|saves|emitted|written|created|generated"
            + "|produced|saved)\\b");

    /** A link target that is a word standing for one ({@code [$X.Xbn](link)}, {@code [docs](url)}): a template. */
    static final Pattern PLACEHOLDER_WORD = Pattern.compile("(?i)link|url|uri|path|here|todo|tbd|placeholder|#");

    private SkillReferences() {
    }

    /** A reference found in the body: its target and where the target is written in the document. */
    record Reference(String target, Range range, boolean link) {
    }

    static void check(FrontmatterDocument doc, SkillContext context, Diagnostics out) {
        check(doc, context, out, true);
    }

    /**
     * Reports the body's reference problems. {@code quick} first asks {@link QuickReferences#parts} what the tree must
     * read: nothing, a few runs of lines (each parsed alone), or the whole body; {@code false} always builds the body's
     * tree (tests check the two report the same).
     */
    static void check(FrontmatterDocument doc, SkillContext context, Diagnostics out, boolean quick) {
        // The document's one body (its text cut out once), else one made here: never a copy per question.
        var body = context.body() != null ? context.body()
                : MarkdownBody.of(doc.source().text(), doc.frontmatter().bodyStart());
        if (quick) {
            int[] parts = QuickReferences.parts(body.holder(), body.holderStart(), context);
            if (parts != null) {
                // Nothing the Markdown tree could find would be reported outside these parts: no tree of the body.
                for (int i = 0; i < parts.length; i += 2) {
                    String part = body.holder().substring(parts[i], parts[i + 1]);
                    report(references(doc.source(), part, body.offset() + parts[i] - body.holderStart(),
                            MarkdownBody.parsePart(part)), context, out);
                }
                return;
            }
        }
        report(references(doc, body.tree()), context, out);
    }

    private static void report(List<Reference> references, SkillContext context, Diagnostics out) {
        Severity escapeSeverity = context.host() == SkillHost.WORKSPACE ? Severity.ERROR : Severity.WARNING;
        for (var ref : references) {
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
                case INVOCATION_MISSING -> out.report(Rule.SKILL_REFERENCE_MISSING, ref.range(), "'" + target
                        + "' invokes no skill or command of that plugin, which is in this workspace; fix the name or "
                        + "add the skill.");
                case FINE -> { }
            }
        }
    }

    /** What a reference to {@code target} gets: nothing, {@code skill-reference-escape} or {@code -missing}. */
    enum Verdict { FINE, ESCAPE, MISSING, INVOCATION_MISSING }

    static Verdict verdict(String target, boolean link, SkillContext context) {
        var placeholder = Placeholder.of(target);
        if (placeholder != null) {
            return placeholder.verdict(target, context);
        }
        if (link && isMention(target)) {
            return Verdict.FINE; // [reviewer](@code-reviewer) hands the task to a subagent; it names no file
        }
        if (link && isInvocation(target)) {
            // [solution](/uipath:uipath-solution) runs a plugin's skill; it names no file. Of a plugin in the
            // workspace, it must name one of its skills or commands.
            var found = context.invocations() == null ? java.util.Optional.<Boolean>empty()
                    : context.invocations().apply(target.substring(1));
            return found.orElse(true) ? Verdict.FINE : Verdict.INVOCATION_MISSING;
        }
        String path = path(target);
        if (path.isEmpty() || (link && isExternal(path)) || isPattern(path)) {
            return Verdict.FINE;
        }
        var resolved = normalize(path);
        if (resolved.escape() != null) {
            if (link && context.pluginSkillFolder() != null && context.packageFiles() != null) {
                // A package is installed whole: a link from its skill to a sibling skill or file of the package
                // resolves there.
                var inPlugin = normalize(context.pluginSkillFolder().isEmpty() ? path
                        : context.pluginSkillFolder() + "/" + path);
                if (inPlugin.escape() == null && context.packageFiles().test(inPlugin.path())) {
                    return Verdict.FINE;
                }
            }
            return link ? Verdict.ESCAPE : Verdict.FINE; // inline code outside the folder is someone else's path
        }
        if (context.exists(resolved.path())) {
            return Verdict.FINE;
        }
        // Inline code may name a file of the plugin or of the repository the text speaks of (`scripts/build.sh` at
        // the plugin root): only a path found nowhere is worth the hint.
        boolean elsewhere = context.packageFiles() != null && context.packageFiles().test(resolved.path())
                || context.repositoryFiles() != null && context.repositoryFiles().test(resolved.path());
        return !link && elsewhere ? Verdict.FINE : Verdict.MISSING;
    }

    /**
     * Whether a link target is a slash-command invocation of a plugin's skill or command, {@code /plugin:name}
     * (code.claude.com/docs/en/plugins § namespacing): one segment, a colon, a name, and nothing else.
     */
    static boolean isInvocation(String target) {
        int colon = target.indexOf(':');
        if (target.length() < 4 || target.charAt(0) != '/' || colon < 2 || colon == target.length() - 1) {
            return false;
        }
        for (int i = 1; i < target.length(); i++) {
            char c = target.charAt(i);
            boolean name = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
                    || c == '_' || c == '.';
            if (!name && i != colon) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a link target is an @-mention of a subagent, {@code @name} or {@code @plugin:name}
     * (code.claude.com/docs/en/sub-agents § invoking them explicitly): names only, no path.
     */
    static boolean isMention(String target) {
        return target.length() > 1 && target.charAt(0) == '@' && isInvocation("/" + target.substring(1))
                || target.length() > 1 && target.charAt(0) == '@' && target.substring(1).chars().allMatch(c ->
                c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_');
    }

    /**
     * Whether a path is a pattern or a template rather than a file: a glob ({@code *}, {@code ?}, {@code [}) or a
     * placeholder ({@code <name>}, <code>{name}</code>, {@code $VAR}, {@code path/to/…}); hosts and authors write these
     * for files that vary, and none is reported.
     */
    static boolean isPattern(String path) {
        for (int i = 0; i < path.length(); i++) {
            if ("*?[]<>{}$".indexOf(path.charAt(i)) >= 0) {
                return true;
            }
        }
        return path.startsWith("path/to/") || path.contains("/path/to/") || PLACEHOLDER.matcher(path).matches()
                || PLACEHOLDER_WORD.matcher(path).matches();
    }

    /**
     * A host's placeholder for a folder at the start of a path: {@code ${CLAUDE_SKILL_DIR}} and {@code {baseDir}}
     * name the skill folder, {@code ${CLAUDE_PLUGIN_ROOT}} (Claude Code's skills and plugins references) and
     * {@code ${PLUGIN_ROOT}} (Agent Plugins 1.0 § 9) the plugin root. A path behind one is checked in that folder, in links and in inline code alike, and is never an
     * escape from the skill folder for pointing into the plugin.
     */
    enum Placeholder {
        SKILL_DIR("${CLAUDE_SKILL_DIR}/", "$CLAUDE_SKILL_DIR/", "{baseDir}/"),
        PLUGIN_ROOT("${CLAUDE_PLUGIN_ROOT}/", "$CLAUDE_PLUGIN_ROOT/", "${PLUGIN_ROOT}/", "$PLUGIN_ROOT/");

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

        /**
         * Whether {@code text} from {@code from} (a 0-based UTF-16 offset) on holds {@code CLAUDE_SKILL_DIR},
         * {@code {baseDir}} or {@code CLAUDE_PLUGIN_ROOT}: the quick reading then judges each placeholder. Two scans
         * for one character each ({@code U}, the fourth of both {@code CLAUDE_} names, and <code>{</code>), which the
         * JIT compiles to vector loops; three scans for the names themselves took two thirds of the quick reading.
         */
        static boolean anyIn(String text, int from) {
            for (int at = text.indexOf('U', from + 3); at >= 0; at = text.indexOf('U', at + 1)) {
                if (text.startsWith("CLAUDE_SKILL_DIR", at - 3) || text.startsWith("PLUGIN_ROOT", at - 2)) {
                    return true;
                }
            }
            for (int at = text.indexOf('{', from); at >= 0; at = text.indexOf('{', at + 1)) {
                if (text.startsWith("{baseDir}", at)) {
                    return true;
                }
            }
            return false;
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
     * The references of the body in source order, read from {@code tree}: the document's one Markdown tree
     * ({@link MarkdownBody#tree()}, shared with the preview and the highlighting), or any commonmark tree of the body
     * with source spans (a test compares the GitHub-flavoured tree with plain commonmark's on the corpus).
     */
    static List<Reference> references(FrontmatterDocument doc, Node tree) {
        return references(doc.source(), doc.body(), doc.frontmatter().bodyStart(), tree);
    }

    /**
     * The references in {@code tree}, the tree of {@code body}, which starts at the 0-based UTF-16 offset {@code base}
     * of {@code source}: a document's body, or a part of it ({@link QuickReferences#parts}).
     */
    static List<Reference> references(dev.catalogstudio.model.text.SourceText source, String body, int base,
                                      Node tree) {
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
            public void visit(org.commonmark.node.FencedCodeBlock block) {
                var lines = fileList(block);
                var spans = block.getSourceSpans();
                if (lines.isEmpty() || spans.isEmpty()) {
                    return;
                }
                int from = spans.get(0).getInputIndex();
                var last = spans.get(spans.size() - 1);
                int to = last.getInputIndex() + last.getLength();
                for (String line : lines) {
                    int at = body.indexOf(line, from);
                    if (at < 0 || at + line.length() > to) {
                        return;
                    }
                    refs.add(new Reference(line, source.range(base + at, base + at + line.length()), false));
                    from = at + line.length();
                }
            }

            @Override
            public void visit(Code code) {
                String literal = code.getLiteral().strip();
                if ((ReferencePaths.codePath(literal) && !PLACEHOLDER.matcher(literal).matches()
                        || Placeholder.of(literal) != null
                        && ReferencePaths.pathWithExtension(Placeholder.rest(literal), 0))
                        && !afterExampleCue(code)) {
                    add(code, literal, false);
                }
            }

            /**
             * Whether the paragraph holding {@code code} says, before it, that what follows is an example or what a
             * program writes ("Examples: `assets/logo.png`", "This runner emits `resources/plan.json`"): such a
             * path names no file of the skill. The quick reading leaves every inline-code candidate it cannot clear
             * to this tree, so only the tree needs the cue.
             */
            private boolean afterExampleCue(Code code) {
                Node block = code.getParent();
                while (block != null && !(block instanceof org.commonmark.node.Paragraph)) {
                    block = block.getParent();
                }
                var own = code.getSourceSpans();
                var spans = block == null ? List.<org.commonmark.node.SourceSpan>of() : block.getSourceSpans();
                if (own.isEmpty() || spans.isEmpty()) {
                    return false;
                }
                int from = spans.get(0).getInputIndex();
                int to = own.get(0).getInputIndex();
                return from >= 0 && to <= body.length() && from < to
                        && EXAMPLE_CUE.matcher(body.substring(from, to)).find();
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

    /**
     * The files a fenced block lists, when it is a list of files to read: a fence with no language (or {@code text},
     * {@code txt}, {@code plaintext}) whose every non-blank line is one path under a skill's folders with an extension
     * ({@link ReferencePaths#codePath}), no placeholder among them; empty for any other block (code, a tree, a shell
     * session). Each listed path is checked as an inline-code one is, as information.
     */
    static List<String> fileList(org.commonmark.node.FencedCodeBlock block) {
        String info = block.getInfo() == null ? "" : block.getInfo().strip();
        if (!(info.isEmpty() || info.equals("text") || info.equals("txt") || info.equals("plaintext"))) {
            return List.of();
        }
        var paths = new ArrayList<String>();
        for (String line : block.getLiteral().split("\n")) {
            String path = line.strip();
            if (path.isEmpty()) {
                continue;
            }
            if (!ReferencePaths.codePath(path) || PLACEHOLDER.matcher(path).matches()) {
                return List.of();
            }
            paths.add(path);
        }
        return paths;
    }

    /** A normalized skill-relative path, or why it leaves the folder. */
    private record Resolved(String path, String escape) {
    }

    private static Resolved normalize(String path) {
        if (path.startsWith("/") || path.startsWith("\\") || UriReferences.isDrivePath(path)) {
            return new Resolved(null, "is an absolute path");
        }
        var parts = new ArrayList<String>();
        for (int start = 0; start <= path.length(); ) {
            int end = start;
            while (end < path.length() && path.charAt(end) != '/' && path.charAt(end) != '\\') {
                end++;
            }
            String part = path.substring(start, end);
            start = end + 1;
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
        return target.startsWith("//") || UriReferences.hasScheme(target);
    }

    static int indexOfAny(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    /** Decodes {@code %XX} escapes as UTF-8; a malformed escape is kept as written. */
}
