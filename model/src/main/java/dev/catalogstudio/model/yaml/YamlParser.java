package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.events.AliasEvent;
import org.snakeyaml.engine.v2.events.CollectionStartEvent;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.events.NodeEvent;
import org.snakeyaml.engine.v2.events.ScalarEvent;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.resolver.ScalarResolver;
import org.snakeyaml.engine.v2.scanner.ScannerImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * Composes a positioned {@link YamlNode} tree (YAML 1.2, core schema) from snakeyaml-engine's event stream; the common
 * shape of frontmatter is read without snakeyaml's scanner ({@link SimpleBlockMapping}), into the same tree.
 *
 * <p>Composition is iterative, with explicit limits, so hostile input costs at most linear time and constant stack:
 * nesting deeper than {@link #MAX_DEPTH}, more than {@link #MAX_COLLECTION_ALIASES} aliases to collections, more
 * than {@link #MAX_CODE_POINTS} code points, or aliases that would expand the document to more than
 * {@link #MAX_EXPANDED} characters give a {@code yaml-limit} diagnostic. So whatever reads the tree and follows its
 * aliases reads at most {@link #MAX_EXPANDED} characters of scalars. Duplicate keys give
 * {@code duplicate-key} on the later key. Instances are immutable and thread-safe.
 */
public final class YamlParser {

    /** Deepest nesting of collections accepted. */
    public static final int MAX_DEPTH = 100;
    /** Most aliases to mappings or sequences accepted in one document (each one could double a naive expansion). */
    public static final int MAX_COLLECTION_ALIASES = 50;
    /** Largest YAML text accepted, in code points. */
    public static final int MAX_CODE_POINTS = 1_000_000;
    /**
     * Most characters (UTF-16 code units) of scalar values the document may hold once every alias is expanded: a
     * scalar alias counts its value again, a collection alias everything in the collection.
     */
    public static final long MAX_EXPANDED = 4_000_000;

    private static final ScalarResolver RESOLVER = new CoreSchema().getScalarResolver();

    private final LoadSettings settings = LoadSettings.builder()
            .setCodePointLimit(MAX_CODE_POINTS + 1)
            .setAllowDuplicateKeys(true)
            .setUseMarks(true)
            .build();

    /**
     * The result of a parse.
     *
     * @param root        the document's root node, or {@code null} when the YAML is empty or could not be composed
     * @param diagnostics {@code yaml-syntax}, {@code yaml-limit} and {@code duplicate-key} findings, in order
     */
    public record Result(YamlNode root, List<Diagnostic> diagnostics, YamlTokens tokens) {

        /** A result without recorded tokens. */
        public Result(YamlNode root, List<Diagnostic> diagnostics) {
            this(root, diagnostics, null);
        }
    }

    /** YAML texts parsed so far, by every parser: a work count for tests that count parses per edit. */
    public static final java.util.concurrent.atomic.LongAdder PARSES = new java.util.concurrent.atomic.LongAdder();

    /**
     * Parses the YAML that {@code yaml} covers in {@code source}. The range must start at the beginning of a line.
     * Never throws for any input. The result keeps the scanner's tokens ({@link Result#tokens()}), from which the
     * editor's highlighting is drawn without a second scan.
     */
    public Result parse(SourceText source, Range yaml) {
        return parse(source, yaml, true);
    }

    /**
     * {@link #parse(SourceText, Range)}, with {@code simple} whether the common shape of frontmatter is read without
     * snakeyaml-engine ({@link SimpleBlockMapping}); {@code false} composes every text from snakeyaml's events (tests
     * compare the two).
     */
    Result parse(SourceText source, Range yaml, boolean simple) {
        PARSES.increment();
        if (simple && yaml.endOffset() - yaml.startOffset() <= MAX_CODE_POINTS) {
            var read = SimpleBlockMapping.read(source, yaml);
            if (read != null) {
                return read;
            }
        }
        var composer = new Composition(source, yaml);
        var tokens = new YamlTokens();
        var diagnostics = new Diagnostics();
        String text = source.text().substring(yaml.startOffset(), yaml.endOffset());
        if (text.codePointCount(0, text.length()) > MAX_CODE_POINTS) {
            diagnostics.report(Rule.YAML_LIMIT, source.range(yaml.startOffset(), yaml.startOffset()),
                    "The YAML is longer than " + MAX_CODE_POINTS + " characters; shorten it.");
            return new Result(null, diagnostics.sorted());
        }
        try {
            var parser = new ParserImpl(settings, tokens.recording(new ScannerImpl(settings,
                    new StreamReader(settings, text))));
            while (parser.hasNext()) {
                if (!composer.accept(parser.next(), diagnostics)) {
                    return new Result(null, diagnostics.sorted(), tokens);
                }
            }
            tokens.markComplete();
        } catch (MarkedYamlEngineException e) {
            var at = composer.offset(e.getProblemMark().or(e::getContextMark));
            String problem = e.getProblem() == null ? e.getContext() : e.getProblem();
            String context = e.getContext() == null || e.getProblem() == null ? "" : " (" + e.getContext() + ")";
            diagnostics.report(Rule.YAML_SYNTAX, source.range(at, at), "YAML syntax error: " + problem + context + ".");
            return new Result(null, diagnostics.sorted(), tokens);
        } catch (YamlEngineException e) {
            // The reader's "special characters are not allowed" carries no position: find the character ourselves.
            int bad = firstNonPrintable(text);
            if (bad >= 0) {
                int at = yaml.startOffset() + bad;
                diagnostics.report(Rule.YAML_SYNTAX, source.range(at, at), String.format("YAML may not hold the "
                        + "control character U+%04X; remove it (or write it as an escape in a double-quoted string).",
                        text.codePointAt(bad)));
            } else {
                int at = yaml.startOffset();
                diagnostics.report(Rule.YAML_SYNTAX, source.range(at, at), "YAML error: " + e.getMessage());
            }
            return new Result(null, diagnostics.sorted());
        }
        return new Result(composer.root, diagnostics.sorted(), tokens);
    }

    /**
     * The offset of the first character YAML 1.2 does not allow in a stream (section 5.1: C0 controls but tab, line
     * feed and carriage return; DEL; C1 controls but NEL; surrogates; U+FFFE and U+FFFF), or -1.
     */
    static int firstNonPrintable(String text) {
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            boolean printable = cp == 0x09 || cp == 0x0A || cp == 0x0D || (cp >= 0x20 && cp <= 0x7E) || cp == 0x85
                    || (cp >= 0xA0 && cp <= 0xD7FF) || (cp >= 0xE000 && cp <= 0xFFFD) || cp >= 0x10000;
            if (!printable) {
                return i;
            }
            i += Character.charCount(cp);
        }
        return -1;
    }

    /**
     * Nodes composed by every parse, ever: one per scalar, collection and alias (a work count for tests, which compare
     * it before and after a parse; never read by the product). Aliases are never expanded, so it grows with the text.
     */
    public static final java.util.concurrent.atomic.LongAdder NODES_COMPOSED =
            new java.util.concurrent.atomic.LongAdder();

    /** The state of one composition: a stack of open collections. */
    private static final class Composition {
        private final SourceText source;
        private final Range yaml;
        private final ArrayDeque<Frame> stack = new ArrayDeque<>();
        private final Map<String, YamlNode> anchors = new HashMap<>();
        private final Map<YamlNode, Long> anchoredSizes = new java.util.IdentityHashMap<>();
        private long expanded;
        private int collectionAliases;
        private int documents;
        private YamlNode root;

        Composition(SourceText source, Range yaml) {
            this.source = source;
            this.yaml = yaml;
        }

        /** Handles one event; false stops the composition (the reason is reported). */
        boolean accept(Event event, Diagnostics diagnostics) {
            switch (event.getEventId()) {
                case DocumentStart -> {
                    if (++documents > 1) {
                        int at = offset(event.getStartMark());
                        diagnostics.report(Rule.YAML_SYNTAX, source.range(at, at),
                                "Frontmatter must be a single YAML document; remove the extra document marker.");
                        return false;
                    }
                }
                case Scalar -> {
                    var scalar = scalar((ScalarEvent) event);
                    attach((ScalarEvent) event, scalar, scalar.value().length(), diagnostics);
                }
                case MappingStart, SequenceStart -> {
                    if (stack.size() >= MAX_DEPTH) {
                        int at = offset(event.getStartMark());
                        diagnostics.report(Rule.YAML_LIMIT, source.range(at, at),
                                "YAML nested deeper than " + MAX_DEPTH + " levels; flatten it.");
                        return false;
                    }
                    stack.push(new Frame((CollectionStartEvent) event));
                }
                case MappingEnd, SequenceEnd -> {
                    Frame frame = stack.pop();
                    Range range = range(frame.start.getStartMark(), event.getEndMark());
                    YamlNode node = frame.mapping ? mapping(frame.children, range, diagnostics)
                            : new YamlSequence(frame.children, range);
                    attach(frame.start, node, frame.size, diagnostics);
                }
                case Alias -> {
                    return alias((AliasEvent) event, diagnostics);
                }
                default -> {
                    // StreamStart/End, DocumentEnd and comments carry no nodes.
                }
            }
            return true;
        }

        private boolean alias(AliasEvent event, Diagnostics diagnostics) {
            String name = event.getAlias().getValue();
            YamlNode target = anchors.get(name);
            int at = offset(event.getStartMark());
            if (target == null) {
                diagnostics.report(Rule.YAML_SYNTAX, source.range(at, at), "Alias *" + name + " names no anchor.");
                return false;
            }
            if (!(target instanceof YamlScalar) && ++collectionAliases > MAX_COLLECTION_ALIASES) {
                diagnostics.report(Rule.YAML_LIMIT, source.range(at, at), "More than " + MAX_COLLECTION_ALIASES
                        + " aliases to collections (an alias bomb?); write the values out.");
                return false;
            }
            long size = anchoredSizes.getOrDefault(target, 0L);
            expanded += size;
            if (expanded > MAX_EXPANDED) {
                diagnostics.report(Rule.YAML_LIMIT, source.range(at, at), "Aliases expand this YAML to more than "
                        + MAX_EXPANDED + " characters (an alias bomb?); write the values out.");
                return false;
            }
            attach(null, new YamlAlias(name, target, range(event.getStartMark(), event.getEndMark())), size,
                    diagnostics);
            return true;
        }

        /** Adds {@code node}, whose scalars expand to {@code size} characters, to its parent (or makes it the root). */
        private void attach(NodeEvent event, YamlNode node, long size, Diagnostics diagnostics) {
            NODES_COMPOSED.increment();
            if (event != null && event.getAnchor().isPresent()) {
                anchors.put(event.getAnchor().get().getValue(), node);
                anchoredSizes.put(node, size);
            }
            if (stack.isEmpty()) {
                root = node;
            } else {
                stack.peek().children.add(node);
                stack.peek().size += size;
            }
        }

        private YamlScalar scalar(ScalarEvent event) {
            YamlScalar.Type type;
            boolean plain = event.isPlain();
            Optional<String> tag = event.getTag().filter(t -> !"!".equals(t));
            if (tag.isPresent()) {
                type = typeOf(new Tag(tag.get()));
            } else if (plain) {
                type = plainType(event.getValue());
            } else {
                type = YamlScalar.Type.STRING;
            }
            return new YamlScalar(event.getValue(), type, !plain, range(event.getStartMark(), event.getEndMark()));
        }

        private static YamlScalar.Type typeOf(Tag tag) {
            if (Tag.INT.equals(tag)) {
                return YamlScalar.Type.INTEGER;
            } else if (Tag.FLOAT.equals(tag)) {
                return YamlScalar.Type.FLOAT;
            } else if (Tag.BOOL.equals(tag)) {
                return YamlScalar.Type.BOOLEAN;
            } else if (Tag.NULL.equals(tag)) {
                return YamlScalar.Type.NULL;
            }
            return YamlScalar.Type.STRING;
        }

        private Range range(Optional<Mark> start, Optional<Mark> end) {
            int s = offset(start);
            return source.range(s, Math.max(s, offset(end)));
        }

        int offset(Optional<Mark> mark) {
            if (mark.isEmpty()) {
                return yaml.startOffset();
            }
            int line0 = yaml.start().line() - 1 + mark.get().getLine();
            return Math.min(source.offsetAtCodePoint(line0, mark.get().getColumn()), yaml.endOffset());
        }
    }

    /**
     * The mapping of {@code children} (keys and values in turn) at {@code range}, each repeated key reported as a
     * {@code duplicate-key} on the later key.
     */
    static YamlMapping mapping(List<YamlNode> children, Range range, Diagnostics diagnostics) {
        var entries = new ArrayList<YamlMapping.Entry>(children.size() / 2);
        var seen = new HashMap<String, YamlNode>();
        for (int i = 0; i + 1 < children.size(); i += 2) {
            YamlNode key = children.get(i);
            entries.add(new YamlMapping.Entry(key, children.get(i + 1)));
            if (key.resolved() instanceof YamlScalar s) {
                YamlNode first = seen.putIfAbsent(s.value(), key);
                if (first != null) {
                    diagnostics.report(Rule.DUPLICATE_KEY, key.range(), "Key '" + s.value()
                            + "' is repeated (first at line " + first.range().start().line() + "); keep one of them.");
                }
            }
        }
        return new YamlMapping(entries, range);
    }

    /** The core-schema type of an untagged plain scalar (YAML 1.2 § 10.3.2). */
    static YamlScalar.Type plainType(String value) {
        return Composition.typeOf(RESOLVER.resolve(value, true));
    }

    /** An open mapping or sequence. */
    private static final class Frame {
        final CollectionStartEvent start;
        final boolean mapping;
        final List<YamlNode> children = new ArrayList<>();
        /** Characters of scalar values below this collection, aliases expanded. */
        long size;

        Frame(CollectionStartEvent start) {
            this.start = start;
            this.mapping = start.getEventId() == Event.ID.MappingStart;
        }
    }
}
