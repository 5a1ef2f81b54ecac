package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.YamlScalars.Style;

/**
 * Where things are in a parsed frontmatter's text, for {@link FrontmatterEditor}: the end of a node's own text and of
 * its last line, the dash of a list item and the colon of a key, the document's indentation step and list indentation,
 * and a scalar's or collection's written style. Offsets are UTF-16 code units into the document's text.
 */
final class YamlLayout {

    private final FrontmatterDocument doc;
    private final SourceText source;
    private final String text;

    YamlLayout(FrontmatterDocument doc) {
        this.doc = doc;
        this.source = doc.source();
        this.text = source.text();
    }

    /** Offset just after the last character of {@code node}'s own text (a block scalar without its line breaks). */
    int contentEnd(YamlNode node) {
        if (node instanceof YamlScalar scalar) {
            int end = scalar.range().endOffset();
            var style = styleOf(scalar);
            if (style == Style.LITERAL || style == Style.FOLDED) {
                while (end > scalar.range().startOffset() && (text.charAt(end - 1) == '\n'
                        || text.charAt(end - 1) == '\r' || text.charAt(end - 1) == ' ')) {
                    end--;
                }
            }
            return end;
        }
        if (isFlow(node)) {
            return node.range().endOffset();
        }
        if (node instanceof YamlMapping map && !map.entries().isEmpty()) {
            var entry = map.entries().get(map.entries().size() - 1);
            return Math.max(contentEnd(entry.value()), entry.key().range().endOffset() + 1);
        }
        if (node instanceof YamlSequence seq && !seq.items().isEmpty()) {
            return contentEnd(seq.items().get(seq.items().size() - 1));
        }
        return node.range().endOffset();
    }

    /** Offset of the start of the line after the one holding {@code node}'s last character (or the text's end). */
    int blockEnd(YamlNode node) {
        int end = contentEnd(node);
        int line = source.positionAt(Math.max(end - 1, 0)).line();
        if (end > 0 && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            line = source.positionAt(end).line() - 1;
        }
        return line < source.lineCount() ? source.lineStart(line + 1) : text.length();
    }

    int lineStartOf(int offset) {
        return source.lineStart(source.positionAt(offset).line());
    }

    boolean startsLine(int offset) {
        return text.substring(lineStartOf(offset), offset).isBlank();
    }

    boolean precededBySpace(int offset) {
        return offset > 0 && text.charAt(offset - 1) == ' ';
    }

    /** The offset of the {@code -} that introduces a block list's {@code item}. */
    int dashBefore(YamlNode item) {
        int i = item.range().startOffset() - 1;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i--;
        }
        if (i < 0 || text.charAt(i) != '-') {
            throw new EditRefusedException("A list item is written in a way this editor cannot change; edit it in the "
                    + "text.");
        }
        return i;
    }

    /** The offset of the {@code :} of the key whose block value starts on the line at {@code firstLine}. */
    int colonBefore(int firstLine) {
        // Back over any comment and blank lines to the key's line, then to its colon.
        int line = source.positionAt(firstLine).line() - 1;
        while (line >= 1) {
            String content = source.lineText(line);
            String stripped = content.strip();
            if (!stripped.isEmpty() && !stripped.startsWith("#")) {
                int hash = content.indexOf(" #");
                int colon = (hash >= 0 ? content.substring(0, hash) : content).stripTrailing().lastIndexOf(':');
                if (colon >= 0) {
                    return source.lineStart(line) + colon;
                }
                break;
            }
            line--;
        }
        throw new EditRefusedException("The emptied value has no key line to keep '[]' or '{}' on; edit it in the text.");
    }

    /** The document's indentation step: the first nested mapping's key indentation minus its parent key's; else 2. */
    int unit() {
        var root = doc.mapping().orElse(null);
        if (root != null) {
            for (var entry : root.entries()) {
                if (entry.value() instanceof YamlMapping inner && !isFlow(inner) && !inner.entries().isEmpty()) {
                    int step = inner.entries().get(0).key().range().start().column()
                            - entry.key().range().start().column();
                    if (step > 0) {
                        return step;
                    }
                }
            }
        }
        return 2;
    }

    /** How far a block list's dash sits right of its key in this document (0 or a step); else the step. */
    int sequenceIndent() {
        var root = doc.mapping().orElse(null);
        if (root != null) {
            for (var entry : root.entries()) {
                if (entry.value() instanceof YamlSequence seq && !isFlow(seq) && !seq.items().isEmpty()) {
                    int dash = dashBefore(seq.items().get(0));
                    return source.positionAt(dash).column() - entry.key().range().start().column();
                }
            }
        }
        return unit();
    }

    Style styleOf(YamlNode node) {
        return node instanceof YamlScalar s && s.quoted() || node instanceof YamlScalar sc && isBlock(sc)
                ? Style.of(text.substring(node.range().startOffset())) : Style.PLAIN;
    }

    boolean isBlock(YamlScalar scalar) {
        int start = scalar.range().startOffset();
        return start < text.length() && (text.charAt(start) == '|' || text.charAt(start) == '>');
    }

    boolean isFlow(YamlNode node) {
        int start = node.range().startOffset();
        return (node instanceof YamlMapping || node instanceof YamlSequence) && start < text.length()
                && (text.charAt(start) == '[' || text.charAt(start) == '{');
    }

    static boolean isNull(YamlNode node) {
        return node instanceof YamlScalar s && s.type() == YamlScalar.Type.NULL && !s.quoted();
    }

    void refuseProperties(YamlNode node, FieldPath path) {
        if (hasProperties(node)) {
            throw new EditRefusedException("'" + path + "' carries an anchor or a tag; edit it in the text.");
        }
    }

    /** Whether {@code node} is written with an anchor ({@code &a}) or a tag ({@code !t}) before it. */
    boolean hasProperties(YamlNode node) {
        int start = node.range().startOffset();
        return !(node instanceof YamlAlias) && start < text.length()
                && (text.charAt(start) == '&' || text.charAt(start) == '!');
    }

    /** Whether {@code node} carries an anchor ({@code &a}) among the properties written before it. */
    boolean hasAnchor(YamlNode node) {
        if (node instanceof YamlAlias) {
            return false;
        }
        int i = node.range().startOffset();
        while (i < text.length() && (text.charAt(i) == '&' || text.charAt(i) == '!')) {
            if (text.charAt(i) == '&') {
                return true;
            }
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
                i++;
            }
        }
        return false;
    }

    /**
     * The first anchored node in {@code node}'s subtree (itself included, aliases not followed), or {@code null}:
     * removing or moving it would leave an alias naming nothing, or change which anchor an alias names.
     */
    YamlNode anchorWithin(YamlNode node) {
        var pending = new java.util.ArrayDeque<YamlNode>();
        pending.push(node);
        while (!pending.isEmpty()) {
            YamlNode next = pending.pop();
            if (hasAnchor(next)) {
                return next;
            }
            if (next instanceof YamlMapping map) {
                for (var entry : map.entries()) {
                    pending.push(entry.key());
                    pending.push(entry.value());
                }
            } else if (next instanceof YamlSequence seq) {
                seq.items().forEach(pending::push);
            }
        }
        return null;
    }
}
