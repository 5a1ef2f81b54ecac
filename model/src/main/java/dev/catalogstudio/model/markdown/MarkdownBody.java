package dev.catalogstudio.model.markdown;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.LongAdder;
import org.commonmark.Extension;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.ext.gfm.strikethrough.StrikethroughExtension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.task.list.items.TaskListItemsExtension;
import org.commonmark.internal.InlineParserImpl;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * The Markdown body of one document version, read once: the per-document rules, the preview and the editor's
 * highlighting all walk the same commonmark tree, built on first use (off the FX thread, by whoever asks first) and
 * kept with the document's parse product. The tree is GitHub-flavoured (tables, strikethrough, autolinks, task list
 * items, the extensions the preview renders) and carries the source span of every block and inline node.
 *
 * <p>Thread-safe. The tree must be treated as read-only: it is shared.
 */
public final class MarkdownBody {

    /** The extensions of the one Markdown reading; a renderer of the tree must use the same. */
    public static final List<Extension> EXTENSIONS = List.of(TablesExtension.create(),
            StrikethroughExtension.create(), AutolinkExtension.create(), TaskListItemsExtension.create());

    /**
     * The most link and image brackets ({@code [}) one block's inline content may hold before it is read as plain
     * text: commonmark's bracket matching is quadratic in them ({@code ![[]()} repeated 160,000 times took 50 s).
     * A block of prose holds a handful; a generated one may hold hundreds.
     */
    public static final int MAX_BRACKETS_PER_BLOCK = 5_000;

    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS)
            .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
            .inlineParserFactory(context -> {
                var inlines = new InlineParserImpl(context);
                return (lines, block) -> {
                    if (brackets(lines.getContent()) <= MAX_BRACKETS_PER_BLOCK) {
                        inlines.parse(lines, block);
                    } else {
                        // Bounded: the block's text is shown and highlighted as it is, without links or emphasis.
                        var text = new Text(lines.getContent());
                        text.setSourceSpans(lines.getSourceSpans());
                        block.appendChild(text);
                    }
                };
            })
            .build();

    /** The {@code [} in {@code content}, counted up to one past the limit. */
    static int brackets(String content) {
        int count = 0;
        for (int i = 0; i < content.length() && count <= MAX_BRACKETS_PER_BLOCK; i++) {
            if (content.charAt(i) == '[') {
                count++;
            }
        }
        return count;
    }

    /** Bodies parsed so far by this class, for tests that count parses per edit. */
    static final LongAdder PARSES = new LongAdder();

    /** The whole document's text when the body is cut from it on first use ({@link #of}); else {@code null}. */
    private final String document;
    private volatile String text;
    private final int offset;
    private volatile Node tree;

    /**
     * @param text   the body's text
     * @param offset the 0-based UTF-16 offset of the body in its document's text
     */
    public MarkdownBody(String text, int offset) {
        this(null, Objects.requireNonNull(text), offset);
    }

    private MarkdownBody(String document, String text, int offset) {
        if (offset < 0 || document != null && offset > document.length()) {
            throw new IllegalArgumentException("offset " + offset);
        }
        this.document = document;
        this.text = text;
        this.offset = offset;
    }

    /**
     * The body of {@code document} from {@code offset} to its end, copied out only when {@link #text()} or
     * {@link #tree()} is first asked: a check reads most subagent and command bodies never.
     *
     * @param document the whole document's text
     * @param offset   the 0-based UTF-16 offset where the body starts, 0 to {@code document.length()}
     * @throws IllegalArgumentException if {@code offset} is outside the document
     */
    public static MarkdownBody of(String document, int offset) {
        return new MarkdownBody(Objects.requireNonNull(document), null, offset);
    }

    /** The body's text. */
    public String text() {
        String cut = text;
        if (cut == null) {
            cut = document.substring(offset); // a race only copies twice: both copies are equal
            text = cut;
        }
        return cut;
    }

    /**
     * A text that holds the body from {@link #holderStart()} to its end, without a copy: the whole document's text for a
     * body cut from it on first use ({@link #of}), else the body's own text. For scans of the raw text that need no
     * copy of it (a skill's references are read from it for most bodies, and most are never cut).
     */
    public String holder() {
        return document != null ? document : text;
    }

    /** Where the body starts in {@link #holder()}: a 0-based UTF-16 offset. */
    public int holderStart() {
        return document != null ? offset : 0;
    }

    /** Where the body starts in its document's text: a 0-based UTF-16 offset. */
    public int offset() {
        return offset;
    }

    /**
     * The commonmark document node of the body, parsed on the first call. Source spans' input indexes are 0-based
     * UTF-16 offsets into {@link #text()}.
     */
    public Node tree() {
        Node parsed = tree;
        if (parsed == null) {
            synchronized (this) {
                parsed = tree;
                if (parsed == null) {
                    PARSES.increment();
                    parsed = PARSER.parse(text());
                    tree = parsed;
                }
            }
        }
        return parsed;
    }

    /** Characters parsed by {@link #parsePart}, for tests that count the work of a check. */
    static final LongAdder PART_CHARS = new LongAdder();

    /**
     * Parses {@code part}, a run of a body's lines that commonmark reads alone as it reads them in the body, into a tree
     * like {@link #tree()}'s, which is not kept: for a rule that needs the nodes of a few lines of a long body (its
     * caller knows when a run reads alone). Source spans' input indexes are 0-based UTF-16 offsets into {@code part}.
     */
    public static Node parsePart(String part) {
        PART_CHARS.add(part.length());
        return PARSER.parse(part);
    }

    /** How many characters {@link #parsePart} has parsed in this JVM (tests count a check's work with it). */
    public static long partCharsParsed() {
        return PART_CHARS.sum();
    }

    /** Whether {@link #tree()} has been built. */
    public boolean isParsed() {
        return tree != null;
    }

    /** How many bodies have been parsed in this JVM, for tests that count parses per edit. */
    public static long parses() {
        return PARSES.sum();
    }
}
