package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.edit.DocumentEditor;
import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.yaml.YamlScalars.Style;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Turns "set this field, add this list item, remove, move up or down, rename" into one minimal {@link TextEdit} on a
 * document's YAML frontmatter, from the exact source ranges of the parsed tree: every byte outside the touched
 * field stays as written (quoting style, comments on the line and above it, key order, blank lines, indentation,
 * flow or block style, line endings).
 *
 * <p>The rules:
 * <ul>
 *   <li>A changed scalar keeps its style: double or single quotes stay (single falls back to double for a value they
 *       cannot hold), a plain scalar stays plain unless YAML would read the new value as another type or misread it
 *       ({@link YamlScalars#plainIsSafe}), then it is double-quoted; a literal or folded block stays a block.</li>
 *   <li>A new key goes after its siblings in the order given by {@link #withKeyOrder} (a specification's field order)
 *       when the document already follows that order, otherwise after the last sibling; it takes the siblings'
 *       indentation. Missing parent mappings are created. A new list item copies the previous item's dash and
 *       indentation; in a flow list ({@code [a, b]}) it is appended after {@code ", "}.</li>
 *   <li>Removing or moving an entry or item takes its whole lines (a block) or its text and separator (flow).</li>
 *   <li>Anchors, aliases and tags are not edited through: the edit is refused with a {@link EditRefusedException}.</li>
 * </ul>
 *
 * <p>Immutable; one editor answers for one parsed text (make a new one after applying an edit). Offsets are UTF-16
 * code units, like every {@link dev.catalogstudio.model.text.Range}.
 */
public final class FrontmatterEditor implements DocumentEditor {

    private final FrontmatterDocument doc;
    private final SourceText source;
    private final String text;
    private final String eol;
    private final Function<FieldPath, List<String>> order;
    private final YamlLayout layout;

    private FrontmatterEditor(FrontmatterDocument doc, Function<FieldPath, List<String>> order) {
        this.doc = doc;
        this.source = doc.source();
        this.text = source.text();
        this.eol = source.lineEnding().chars();
        this.order = order;
        this.layout = new YamlLayout(doc);
    }

    /**
     * An editor of {@code doc}'s frontmatter.
     *
     * @throws EditRefusedException when the document has no frontmatter block or its YAML does not parse (nothing may be
     *                           written over text that could not be read)
     */
    public static FrontmatterEditor of(FrontmatterDocument doc) {
        if (!doc.hasUsableFrontmatter()) {
            var problem = doc.diagnostics().stream().findFirst();
            throw new EditRefusedException(problem.map(d -> "The frontmatter cannot be edited until it parses: "
                    + d.message() + " (line " + d.range().start().line() + ")")
                    .orElse("The document has no frontmatter block ('---' lines) to edit."));
        }
        return new FrontmatterEditor(doc, p -> List.of());
    }

    /**
     * This editor placing new keys by {@code order}: for a mapping's path, the keys in the order a person writes them
     * (a specification's field order); an empty list places new keys last.
     */
    public FrontmatterEditor withKeyOrder(Function<FieldPath, List<String>> order) {
        return new FrontmatterEditor(doc, Objects.requireNonNull(order));
    }

    // The operations

    /**
     * Sets the string at {@code path} to {@code value}, creating the key (and missing parent mappings) when absent.
     *
     * @throws EditRefusedException when the path crosses a scalar or a list index that does not exist, or names a
     *                           mapping or a list (set one of its fields or items instead)
     */
    @Override
    public TextEdit set(FieldPath path, String value) {
        return setText(path, value, false);
    }

    /**
     * Sets the value at {@code path} to the plain YAML scalar {@code literal} as written ({@code true}, {@code 42},
     * {@code null}, or empty for an empty value): for fields whose type is not a string.
     *
     * @throws EditRefusedException when {@code literal} is not a plain scalar of another type than string (a string is
     *                           set with {@link #set}), or as {@link #set}
     */
    @Override
    public TextEdit setLiteral(FieldPath path, String literal) {
        if (!literal.isEmpty() && (YamlScalars.plainIsSafe(literal, false) || !literal.strip().equals(literal)
                || literal.contains("\n") || literal.contains(": ") || literal.contains(" #")
                || "[]{}'\"|>&*!%@`#,".indexOf(literal.charAt(0)) >= 0)) {
            throw new EditRefusedException("'" + literal + "' is not a YAML boolean, number or null; set it as text.");
        }
        return setText(path, literal, true);
    }

    /**
     * Appends {@code value} to the list at {@code path}, creating the list (and missing parents) when absent or
     * empty ({@code key:} with no value).
     *
     * @throws EditRefusedException when the value at {@code path} is not a list
     */
    @Override
    public TextEdit add(FieldPath path, String value) {
        var found = find(path);
        if (found == null || YamlLayout.isNull(found)) {
            String item = "- " + YamlScalars.inline(value, Style.PLAIN, false);
            if (found == null) {
                return insertKey(path, List.of(), List.of(" ".repeat(layout.sequenceIndent()) + item));
            }
            return fillEmpty(path, found, List.of(item), layout.sequenceIndent());
        }
        if (!(found instanceof YamlSequence seq)) {
            throw new EditRefusedException("'" + path + "' is " + found.typeName() + ", not a list.");
        }
        if (layout.isFlow(seq)) {
            int close = seq.range().endOffset() - 1;
            if (seq.items().isEmpty()) {
                return edit(close, close, YamlScalars.inline(value, Style.PLAIN, true));
            }
            var last = seq.items().get(seq.items().size() - 1);
            int at = layout.contentEnd(last);
            return edit(at, at, ", " + YamlScalars.inline(value, layout.styleOf(last), true));
        }
        var last = seq.items().get(seq.items().size() - 1);
        int dash = layout.dashBefore(last);
        int lineStart = layout.lineStartOf(dash);
        if (!text.substring(lineStart, dash).isBlank()) {
            throw new EditRefusedException("The list at '" + path + "' shares its first line with another list; edit "
                    + "it in the text.");
        }
        String prefix = text.substring(lineStart, last.range().startOffset());
        int at = layout.blockEnd(last);
        return edit(at, at, prefix + YamlScalars.inline(value, layout.styleOf(last), false) + eol);
    }

    /**
     * Removes the mapping entry or list item at {@code path}. An emptied block list becomes {@code []}.
     *
     * @throws EditRefusedException when there is nothing at {@code path}
     */
    @Override
    public TextEdit remove(FieldPath path) {
        var place = locate(path);
        refuseAnchors(place, path, "removed");
        if (place.parent instanceof YamlMapping map) {
            var entry = map.entries().get(place.index);
            if (layout.isFlow(map)) {
                return removeFlow(map.entries().stream().map(YamlMapping.Entry::key).toList(),
                        map.entries().stream().map(YamlMapping.Entry::value).toList(), place.index, map);
            }
            int keyStart = entry.key().range().startOffset();
            if (layout.startsLine(keyStart)) {
                if (map.entries().size() == 1 && !path.parent().isRoot() && path.parent().last() instanceof String) {
                    // The only entry of a nested mapping: its key keeps an empty mapping, and a comment on its line.
                    return emptied(layout.lineStartOf(keyStart), layout.blockEnd(entry.value()), "{}");
                }
                return edit(layout.lineStartOf(keyStart), layout.blockEnd(entry.value()), "");
            }
            // The first key of a list item, after its dash: the next key moves up to the dash.
            if (map.entries().size() > 1) {
                return edit(keyStart, map.entries().get(1).key().range().startOffset(), "");
            }
            return edit(keyStart, layout.contentEnd(entry.value()), "{}");
        }
        var seq = (YamlSequence) place.parent;
        if (layout.isFlow(seq)) {
            return removeFlow(seq.items(), seq.items(), place.index, seq);
        }
        var item = seq.items().get(place.index);
        int dash = layout.dashBefore(item);
        if (!layout.startsLine(dash)) {
            throw new EditRefusedException("The item at '" + path + "' shares its line with another list; edit it in "
                    + "the text.");
        }
        if (seq.items().size() > 1) {
            return edit(layout.lineStartOf(dash), layout.blockEnd(item), "");
        }
        // The only item: the key keeps an empty flow list, and a comment on its line stays.
        return emptied(layout.lineStartOf(dash), layout.blockEnd(item), "[]");
    }

    /**
     * Empties the block collection whose lines run from {@code firstLine} to {@code end}, the value of the key on an
     * earlier line: {@code key: []} or {@code key: {}}, a comment on the key's line kept.
     */
    private TextEdit emptied(int firstLine, int end, String empty) {
        int colon = layout.colonBefore(firstLine);
        String gap = text.substring(colon + 1, firstLine).strip();
        return edit(colon + 1, end, " " + empty + (gap.startsWith("#") ? " " + gap : "") + eol);
    }

    /**
     * Moves the entry or item at {@code path} one place up ({@code delta} -1) or down (+1), swapping it with its
     * neighbour.
     *
     * @throws EditRefusedException when it is the first (last) one, or when an entry does not start its line
     */
    @Override
    public TextEdit move(FieldPath path, int delta) {
        if (delta != -1 && delta != 1) {
            throw new IllegalArgumentException("delta must be -1 or +1: " + delta);
        }
        var place = locate(path);
        List<YamlNode> starts;
        List<YamlNode> values;
        boolean flow;
        if (place.parent instanceof YamlMapping map) {
            starts = map.entries().stream().map(YamlMapping.Entry::key).toList();
            values = map.entries().stream().map(YamlMapping.Entry::value).toList();
            flow = layout.isFlow(map);
        } else {
            var seq = (YamlSequence) place.parent;
            starts = seq.items();
            values = seq.items();
            flow = layout.isFlow(seq);
        }
        int other = place.index + delta;
        if (other < 0 || other >= starts.size()) {
            throw new EditRefusedException("'" + path + "' is already the " + (delta < 0 ? "first" : "last") + " one.");
        }
        refuseAnchors(place, path, "moved");
        refuseAnchors(new Place(place.parent, other), path, "moved");
        int a = Math.min(place.index, other);
        int b = a + 1;
        int aStart;
        int aEnd;
        int bStart;
        int bEnd;
        if (flow) {
            aStart = starts.get(a).range().startOffset();
            aEnd = layout.contentEnd(values.get(a));
            bStart = starts.get(b).range().startOffset();
            bEnd = layout.contentEnd(values.get(b));
        } else {
            int first = place.parent instanceof YamlSequence ? layout.dashBefore(starts.get(a)) : starts.get(a).range().startOffset();
            int second = place.parent instanceof YamlSequence ? layout.dashBefore(starts.get(b)) : starts.get(b).range().startOffset();
            if (!layout.startsLine(first) || !layout.startsLine(second)) {
                throw new EditRefusedException("'" + path + "' shares its line with the list's dash; move it in the text.");
            }
            aStart = layout.lineStartOf(first);
            aEnd = layout.blockEnd(values.get(a));
            bStart = layout.lineStartOf(second);
            bEnd = layout.blockEnd(values.get(b));
        }
        String between = text.substring(aEnd, bStart);
        return edit(aStart, bEnd, text.substring(bStart, bEnd) + between + text.substring(aStart, aEnd));
    }

    /**
     * Renames the key at {@code path} to {@code key}, keeping its value and quoting style.
     *
     * @throws EditRefusedException when {@code path} does not end in a mapping key, or the mapping already has {@code key}
     */
    @Override
    public TextEdit rename(FieldPath path, String key) {
        var place = locate(path);
        if (!(place.parent instanceof YamlMapping map)) {
            throw new EditRefusedException("'" + path + "' is a list item, which has no key to rename.");
        }
        if (map.entry(key).isPresent()) {
            throw new EditRefusedException("The mapping already has a key '" + key + "'.");
        }
        var old = map.entries().get(place.index).key();
        layout.refuseProperties(old, path);
        return edit(old.range().startOffset(), old.range().endOffset(),
                implicitKey(YamlScalars.inline(key, layout.styleOf(old), layout.isFlow(map))));
    }

    // Setting

    private TextEdit setText(FieldPath path, String value, boolean literal) {
        if (path.isRoot()) {
            throw new EditRefusedException("Set a field of the frontmatter, not the frontmatter itself.");
        }
        var found = find(path);
        if (found == null) {
            if (path.last() instanceof Integer) {
                throw new EditRefusedException("The list '" + path.parent() + "' has no item " + path.last() + ".");
            }
            return insertKey(path, List.of(literal ? value : YamlScalars.inline(value, Style.PLAIN, false)), List.of());
        }
        if (!(found instanceof YamlScalar scalar)) {
            throw new EditRefusedException("'" + path + "' is " + found.typeName() + "; set one of its "
                    + (found instanceof YamlSequence ? "items" : "fields") + " instead.");
        }
        layout.refuseProperties(scalar, path);
        if (literal ? text.substring(scalar.range().startOffset(), scalar.range().endOffset()).equals(value)
                : scalar.type() == YamlScalar.Type.STRING && scalar.value().equals(value)) {
            return edit(scalar.range().startOffset(), scalar.range().startOffset(), ""); // unchanged: no byte moves
        }
        var style = layout.styleOf(scalar);
        boolean flow = isFlowParent(path);
        int start = scalar.range().startOffset();
        int end = scalar.range().endOffset();
        if (literal) {
            return edit(start, end, value);
        }
        if (style == Style.LITERAL || style == Style.FOLDED) {
            int indent = blockIndent(scalar, path);
            var block = YamlScalars.literal(value, indent, eol);
            if (block.isPresent()) {
                String written = style == Style.FOLDED && !value.contains("\n") ? ">" + block.get().substring(1)
                        : block.get();
                if (!text.substring(start, end).endsWith("\n") && !text.substring(start, end).endsWith("\r")) {
                    written = written.substring(0, written.length() - eol.length());
                }
                return edit(start, end, written);
            }
            // A block cannot hold it: a one-line double-quoted value in its place, then the line break it ended with.
            String ending = text.substring(start, end).endsWith("\n") || text.substring(start, end).endsWith("\r")
                    ? eol : "";
            return edit(start, end, YamlScalars.doubleQuoted(value) + ending);
        }
        if (YamlLayout.isNull(scalar) && scalar.range().length() == 0) {
            return edit(start, end, (layout.precededBySpace(start) ? "" : " ") + YamlScalars.inline(value, Style.PLAIN, flow));
        }
        return edit(start, end, YamlScalars.inline(value, style, flow));
    }

    /**
     * Inserts key {@code path.last()} into the mapping at {@code path.parent()} (created when absent): {@code inline}
     * holds the value written after {@code "key: "} (empty or one element), {@code childLines} the lines of a block
     * value, each relative to the key's indentation.
     */
    private TextEdit insertKey(FieldPath path, List<String> inline, List<String> childLines) {
        if (!(path.last() instanceof String key)) {
            throw new EditRefusedException("The list '" + path.parent() + "' has no item " + path.last() + ".");
        }
        var parentPath = path.parent();
        var parent = parentPath.isRoot() ? doc.mapping().orElse(null) : find(parentPath);
        var lines = entryLines(key, inline, childLines);
        if (parent == null || YamlLayout.isNull(parent)) {
            if (parentPath.isRoot()) {
                int at = doc.frontmatter().yaml().startOffset();
                if (parent != null && parent.range().length() > 0) {
                    at = layout.lineStartOf(parent.range().startOffset());
                }
                return edit(at, at, join(lines, 0));
            }
            if (parent == null) {
                var outer = new ArrayList<String>();
                for (String line : lines) {
                    outer.add(" ".repeat(layout.unit()) + line);
                }
                return insertKey(parentPath, List.of(), outer);
            }
            return fillEmpty(parentPath, parent, lines, layout.unit());
        }
        if (!(parent instanceof YamlMapping map)) {
            throw new EditRefusedException("'" + parentPath + "' is " + parent.typeName() + ", which has no field '" + key
                    + "'.");
        }
        if (layout.isFlow(map)) {
            String pair = implicitKey(YamlScalars.inline(key, Style.PLAIN, true)) + ": "
                    + (inline.isEmpty() ? "null" : inline.get(0));
            if (!childLines.isEmpty()) {
                throw new EditRefusedException("'" + parentPath + "' is written inline ({…}); add the list in the text.");
            }
            if (map.entries().isEmpty()) {
                int close = map.range().endOffset() - 1;
                return edit(close, close, pair);
            }
            int at = layout.contentEnd(map.entries().get(map.entries().size() - 1).value());
            return edit(at, at, ", " + pair);
        }
        var first = map.entries().get(0).key();
        int indent = first.range().start().column() - 1;
        var after = placeAfter(map, parentPath, key);
        int at;
        if (after < 0 && layout.startsLine(first.range().startOffset())) {
            at = layout.lineStartOf(first.range().startOffset());
        } else {
            at = layout.blockEnd(map.entries().get(Math.max(after, after < 0 ? map.entries().size() - 1 : after)).value());
        }
        return edit(at, at, join(lines, indent));
    }

    /**
     * Gives the empty value of {@code path} ({@code key:} with nothing after it, or an explicit {@code null}) the
     * block lines {@code lines}, indented {@code step} right of the key.
     */
    private TextEdit fillEmpty(FieldPath path, YamlNode empty, List<String> lines, int step) {
        var keyPlace = locate(path);
        if (!(keyPlace.parent instanceof YamlMapping map) || layout.isFlow(map)) {
            throw new EditRefusedException("'" + path + "' is empty; give it a value in the text first.");
        }
        var key = map.entries().get(keyPlace.index).key();
        String block = eol + join(lines, key.range().start().column() - 1 + step);
        block = block.substring(0, block.length() - eol.length());
        if (empty.range().length() > 0) {
            // 'key: null' or 'key: ~': the explicit null goes.
            int start = empty.range().startOffset();
            return edit(layout.precededBySpace(start) ? start - 1 : start, empty.range().endOffset(), block);
        }
        int lineEnd = source.lineEnd(key.range().start().line());
        return edit(lineEnd, lineEnd, block);
    }

    /** YAML 1.2 § 7.4: an implicit key is at most 1024 Unicode characters long, written; longer ones no longer parse. */
    static final int MAX_IMPLICIT_KEY = 1024;

    /**
     * {@code written}, a key as it will stand in the text, if YAML can read it as an implicit key.
     *
     * @throws EditRefusedException when it is longer than {@link #MAX_IMPLICIT_KEY} characters
     */
    private static String implicitKey(String written) {
        int length = written.codePointCount(0, written.length());
        if (length > MAX_IMPLICIT_KEY) {
            throw new EditRefusedException("The key is " + length + " characters long as written; YAML reads keys of at "
                    + "most " + MAX_IMPLICIT_KEY + ", so the frontmatter would no longer parse.");
        }
        return written;
    }

    /** The lines of a new entry, relative to its indentation, each ending with the document's line break. */
    private List<String> entryLines(String key, List<String> inline, List<String> childLines) {
        var lines = new ArrayList<String>();
        lines.add(implicitKey(YamlScalars.inline(key, Style.PLAIN, false)) + ":"
                + (inline.isEmpty() ? "" : " " + inline.get(0)));
        lines.addAll(childLines);
        return lines;
    }

    private String join(List<String> lines, int indent) {
        var out = new StringBuilder();
        for (String line : lines) {
            out.append(" ".repeat(indent)).append(line).append(eol);
        }
        return out.toString();
    }

    /**
     * The index of the entry a new {@code key} goes after by the key order of {@code mapPath}: the last present key
     * that comes before it, -1 when it goes first; the last entry when the order is unknown or not followed.
     */
    private int placeAfter(YamlMapping map, FieldPath mapPath, String key) {
        var wanted = order.apply(mapPath);
        int last = map.entries().size() - 1;
        int rank = wanted.indexOf(key);
        if (rank < 0) {
            return last;
        }
        int previousRank = -1;
        int after = -1;
        for (int i = 0; i < map.entries().size(); i++) {
            int r = wanted.indexOf(map.entries().get(i).keyText());
            if (r < 0) {
                continue;
            }
            if (r < previousRank) {
                return last; // the document does not follow the order
            }
            previousRank = r;
            if (r < rank) {
                after = i;
            }
        }
        return after;
    }

    // Finding

    /** Where a path's node sits: its parent collection and its index there. */
    private record Place(YamlNode parent, int index) {
    }

    /** The node at {@code path}, or {@code null} when it (or a parent) is absent. */
    private YamlNode find(FieldPath path) {
        YamlNode node = doc.mapping().orElse(null);
        for (Object segment : path.segments()) {
            if (node == null) {
                return null;
            }
            if (node instanceof YamlAlias) {
                throw new EditRefusedException("'" + path + "' goes through an alias (*…); edit it in the text.");
            }
            if (layout.hasProperties(node)) {
                // An anchored list or mapping is also every alias of it: an edit inside it would change them too.
                throw new EditRefusedException("'" + path + "' goes through a value that carries an anchor or a tag "
                        + "(&… or !…), which its aliases repeat; edit it in the text.");
            }
            if (segment instanceof String key && node instanceof YamlMapping map) {
                node = map.entry(key).map(YamlMapping.Entry::value).orElse(null); // as written: an alias stays one
            } else if (segment instanceof Integer index && node instanceof YamlSequence seq) {
                node = index < seq.items().size() ? seq.items().get(index) : null;
            } else if (YamlLayout.isNull(node)) {
                return null;
            } else {
                throw new EditRefusedException("'" + path + "' goes through " + node.typeName() + ", which has no "
                        + (segment instanceof Integer ? "items" : "fields") + ".");
            }
        }
        if (node instanceof YamlAlias) {
            throw new EditRefusedException("'" + path + "' is an alias (*…); edit it in the text.");
        }
        if (node != null && layout.hasProperties(node)) {
            // Setting or adding to an anchored value (a list, a mapping) would change every alias of it as well.
            throw new EditRefusedException("'" + path + "' carries an anchor or a tag (&… or !…), which its aliases "
                    + "repeat; edit it in the text.");
        }
        return node;
    }

    /**
     * Refuses to remove or move the entry or item at {@code place} when it holds an anchor: an alias after it would
     * then name nothing (the frontmatter no longer parses) or another anchor of the same name.
     */
    private void refuseAnchors(Place place, FieldPath path, String verb) {
        YamlNode anchored;
        if (place.parent instanceof YamlMapping map) {
            var entry = map.entries().get(place.index);
            anchored = layout.anchorWithin(entry.key());
            if (anchored == null) {
                anchored = layout.anchorWithin(entry.value());
            }
        } else {
            anchored = layout.anchorWithin(((YamlSequence) place.parent).items().get(place.index));
        }
        if (anchored != null) {
            throw new EditRefusedException("'" + path + "' holds an anchor (&…) at line " + anchored.range().start()
                    .line() + " that aliases may name; it is not " + verb + " here: edit it in the text.");
        }
    }

    private Place locate(FieldPath path) {
        if (path.isRoot()) {
            throw new EditRefusedException("The frontmatter itself cannot be removed, moved or renamed.");
        }
        var parent = path.parent().isRoot() ? doc.mapping().orElse(null) : find(path.parent());
        Object last = path.last();
        if (parent instanceof YamlMapping map && last instanceof String key) {
            for (int i = 0; i < map.entries().size(); i++) {
                if (key.equals(map.entries().get(i).keyText())) {
                    return new Place(map, i);
                }
            }
        } else if (parent instanceof YamlSequence seq && last instanceof Integer index && index < seq.items().size()) {
            return new Place(seq, index);
        }
        throw new EditRefusedException("There is no '" + path + "' in the frontmatter.");
    }








    /** The indentation of a block scalar's content lines: its first content line's, else the key's plus a step. */
    private int blockIndent(YamlScalar scalar, FieldPath path) {
        int headerLine = scalar.range().start().line();
        if (headerLine < source.lineCount()) {
            String next = source.lineText(headerLine + 1);
            if (!next.isBlank()) {
                return next.length() - next.stripLeading().length();
            }
        }
        var place = locate(path);
        int keyColumn = place.parent instanceof YamlMapping map
                ? map.entries().get(place.index).key().range().start().column() - 1 : 0;
        return keyColumn + layout.unit();
    }






    private boolean isFlowParent(FieldPath path) {
        var parent = path.parent().isRoot() ? doc.mapping().orElse(null) : find(path.parent());
        return parent != null && layout.isFlow(parent);
    }



    private TextEdit edit(int start, int end, String newText) {
        return new TextEdit(source.range(start, end), newText);
    }

    /** Removes item {@code index} of a flow collection: its text and the separator after it (before it, if last). */
    private TextEdit removeFlow(List<YamlNode> starts, List<YamlNode> ends, int index, YamlNode collection) {
        int start = starts.get(index).range().startOffset();
        if (index + 1 < starts.size()) {
            return edit(start, starts.get(index + 1).range().startOffset(), "");
        }
        if (index > 0) {
            return edit(layout.contentEnd(ends.get(index - 1)), layout.contentEnd(ends.get(index)), "");
        }
        // The only one: everything between the brackets.
        return edit(collection.range().startOffset() + 1, collection.range().endOffset() - 1, "");
    }
}
