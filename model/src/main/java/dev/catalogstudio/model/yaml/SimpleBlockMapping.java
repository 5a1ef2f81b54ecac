package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the shape nearly every frontmatter has, a block mapping of one-line scalars (YAML 1.2 § 8.2.2) whose values
 * may be block mappings of the same shape, straight into the tree, the diagnostics and the tokens that composing
 * snakeyaml-engine's events gives ({@link YamlParser}), without its scanner (which was most of a warm check's YAML
 * time). Anything else returns {@code null} and is left to snakeyaml: a line break other than LF, a tab, a control,
 * surrogate or other character the scanner treats specially, a blank or comment line, a key that is not a plain word,
 * a value that is a sequence, a flow collection, a block scalar, an alias, an anchor or a tag, a plain value holding
 * {@code ": "} or {@code " #"} or running onto the next line, a quoted value with an escape, with its quote doubled, or
 * not closed on its line, and any indentation that does not open or return to a mapping's.
 *
 * <p>Positions: within these lines a column in UTF-16 code units is a column in code points (no surrogates), so the
 * tokens' marks are offsets from their line's start. A mapping runs from its first key to where the next token starts
 * (a key of an outer mapping, or the end of the YAML), as a block end's mark does. An empty value is a null scalar
 * at the end of its {@code :}, as the parser makes it. Tests compare every field with the composed result.
 */
final class SimpleBlockMapping {

    /** Deepest nesting read here; deeper is left to the composer and its limit. */
    private static final int MAX_DEPTH = 32;
    /** Longest key read here (a simple key may be 1,024 characters, § 7.4.1). */
    private static final int MAX_KEY = 256;

    private final SourceText source;
    private final String text;
    private final int from;
    private final int to;
    private final YamlTokens tokens = new YamlTokens();
    private final Diagnostics diagnostics = new Diagnostics();
    private final List<Level> levels = new ArrayList<>();
    /** The key whose value is empty so far: a null scalar, or the mapping the next, deeper line opens. */
    private YamlScalar pendingKey;
    /** Where that key's {@code :} ends: the null scalar's position. */
    private int pendingColonEnd;
    /** The 0-based line, relative to the YAML's first, that {@link #line} reads next. */
    private int lineNumber;

    private YamlNode root;

    /** An open mapping: its indentation, its first key's offset, and its keys and values in turn. */
    private static final class Level {
        final int indent;
        final int start;
        final List<YamlNode> children = new ArrayList<>();

        Level(int indent, int start) {
            this.indent = indent;
            this.start = start;
        }
    }

    private SimpleBlockMapping(SourceText source, Range yaml) {
        this.source = source;
        this.text = source.text();
        this.from = yaml.startOffset();
        this.to = yaml.endOffset();
    }

    /**
     * The parse of the YAML {@code yaml} covers in {@code source} (whole lines, ending in a line feed), as
     * {@link YamlParser#parse} composes it, or {@code null} when the YAML is not of this shape.
     */
    static YamlParser.Result read(SourceText source, Range yaml) {
        return new SimpleBlockMapping(source, yaml).read();
    }

    private YamlParser.Result read() {
        if (to <= from || text.charAt(to - 1) != '\n' || !plainCharacters()) {
            return null;
        }
        for (int lineStart = from; lineStart < to; ) {
            lineStart = line(lineStart);
            if (lineStart < 0) {
                return null;
            }
        }
        if (pendingKey != null) {
            attach(nullScalar());
        }
        while (!levels.isEmpty()) {
            close(to);
        }
        tokens.markComplete();
        return new YamlParser.Result(root, diagnostics.sorted(), tokens);
    }

    /**
     * Whether every character is one this reader follows: printable (YAML 1.2 § 5.1) and no tab, no line break but
     * LF (§ 5.4 also counts NEL, U+2028 and U+2029 in some readers), no byte order mark, no surrogate.
     */
    private boolean plainCharacters() {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            boolean fine = c >= 0x20 && c <= 0x7E || c == '\n' || c >= 0xA0 && c < 0xD800 && c != 0x2028
                    && c != 0x2029 || c >= 0xE000 && c <= 0xFFFD && c != 0xFEFF;
            if (!fine) {
                return false;
            }
        }
        return true;
    }

    /**
     * Reads the line at {@code lineStart} (and the lines of a block scalar it opens); returns where the next line
     * starts, or -1 when the line is not of this shape.
     */
    private int line(int lineStart) {
        int line = lineNumber++;
        int lineEnd = text.indexOf('\n', lineStart);
        int indent = 0;
        while (lineStart + indent < lineEnd && text.charAt(lineStart + indent) == ' ') {
            indent++;
        }
        int keyStart = lineStart + indent;
        if (keyStart == lineEnd || !indentation(indent, keyStart)) {
            return -1; // a blank line, or indentation that opens or returns to no mapping
        }
        int keyEnd = keyStart;
        while (keyEnd < lineEnd && isKeyChar(text.charAt(keyEnd), keyEnd == keyStart)) {
            keyEnd++;
        }
        if (keyEnd == keyStart || keyEnd - keyStart > MAX_KEY || keyEnd == lineEnd || text.charAt(keyEnd) != ':'
                || keyEnd + 1 < lineEnd && text.charAt(keyEnd + 1) != ' ') {
            return -1;
        }
        var key = scalar(keyStart, keyEnd, text.substring(keyStart, keyEnd), false);
        tokens.add(YamlTokens.Kind.KEY_SCALAR, line, keyStart - lineStart, line, keyEnd - lineStart, null);
        tokens.add(YamlTokens.Kind.PUNCTUATION, line, keyEnd - lineStart, line, keyEnd + 1 - lineStart, null);
        attach(key);
        int valueStart = keyEnd + 1;
        while (valueStart < lineEnd && text.charAt(valueStart) == ' ') {
            valueStart++;
        }
        if (valueStart == lineEnd) {
            pendingKey = key;
            pendingColonEnd = keyEnd + 1;
            return lineEnd + 1;
        }
        char first = text.charAt(valueStart);
        if (first == '"' || first == '\'') {
            int close = text.indexOf(first, valueStart + 1);
            if (close < 0 || close > lineEnd || first == '"' && holds(valueStart + 1, close, '\\')
                    || !spacesOnly(close + 1, lineEnd)) {
                return -1;
            }
            tokens.add(YamlTokens.Kind.SCALAR, line, valueStart - lineStart, line, close + 1 - lineStart, null);
            attach(scalar(valueStart, close + 1, text.substring(valueStart + 1, close), true));
            return lineEnd + 1;
        }
        if (first == '|' || first == '>') {
            return blockScalar(line, lineStart, valueStart, lineEnd, indent);
        }
        if ("-?:,[]{}#&*!%@`".indexOf(first) >= 0) {
            return -1;
        }
        int valueEnd = lineEnd;
        while (text.charAt(valueEnd - 1) == ' ') {
            valueEnd--;
        }
        String value = text.substring(valueStart, valueEnd);
        if (value.contains(": ") || value.contains(" #") || value.endsWith(":")) {
            return -1;
        }
        tokens.add(YamlTokens.Kind.PLAIN_SCALAR, line, valueStart - lineStart, line, valueEnd - lineStart, value);
        attach(scalar(valueStart, valueEnd, value, false));
        return lineEnd + 1;
    }

    /**
     * Reads a block scalar (§ 8.1) whose indicator is at {@code indicator}, on a line of a key indented by
     * {@code keyIndent}: literal ({@code |}) or folded ({@code >}), clipped or stripped ({@code -}), without an
     * indentation indicator or a comment; its lines all indented alike, more than the key, none blank. Literal lines are
     * joined by line feeds, folded ones by spaces (§ 8.1.3: no blank or more-indented line to keep a break); a clipped
     * value ends in one line feed. It ends where the next line starts (the scanner's mark after the last line break
     * it read). Returns where the next line starts, or -1.
     */
    private int blockScalar(int line, int lineStart, int indicator, int lineEnd, int keyIndent) {
        boolean folded = text.charAt(indicator) == '>';
        int header = indicator + 1;
        boolean strip = header < lineEnd && text.charAt(header) == '-';
        if (!spacesOnly(strip ? header + 1 : header, lineEnd)) {
            return -1; // keep (+), an indentation indicator, a comment
        }
        int start = lineEnd + 1;
        int indent = -1;
        var value = new StringBuilder();
        int next = start;
        while (next < to) {
            int spaces = 0;
            while (text.charAt(next + spaces) == ' ') {
                spaces++;
            }
            int end = text.indexOf('\n', next);
            if (next + spaces == end) {
                return -1; // a blank line: breaks kept or folded by other rules
            }
            if (indent < 0) {
                if (spaces <= keyIndent) {
                    return -1; // an empty block scalar
                }
                indent = spaces;
            } else if (spaces < indent) {
                break;
            } else if (spaces > indent) {
                return -1; // more indented: its breaks are kept
            } else {
                value.append(folded ? ' ' : '\n');
            }
            value.append(text, next + indent, end);
            lineNumber++;
            next = end + 1;
        }
        if (indent < 0) {
            return -1;
        }
        if (!strip) {
            value.append('\n');
        }
        tokens.add(YamlTokens.Kind.SCALAR, line, indicator - lineStart, lineNumber, 0, null);
        attach(scalar(indicator, next, value.toString(), true));
        return next;
    }

    /**
     * Settles the mappings a key indented by {@code indent} at {@code keyStart} belongs to: the first line opens the
     * root; a deeper line after an empty value opens that value's mapping; a shallower one closes mappings down to the
     * one it continues. False for any other indentation (a continued plain value, a stray indent).
     */
    private boolean indentation(int indent, int keyStart) {
        if (levels.isEmpty()) {
            if (indent != 0) {
                return false;
            }
            levels.add(new Level(0, keyStart));
            return true;
        }
        Level top = levels.get(levels.size() - 1);
        if (pendingKey != null) {
            if (indent > top.indent) {
                if (levels.size() == MAX_DEPTH) {
                    return false;
                }
                levels.add(new Level(indent, keyStart));
                pendingKey = null;
                return true;
            }
            attach(nullScalar());
        }
        while (indent < levels.get(levels.size() - 1).indent) {
            close(keyStart);
            if (levels.isEmpty()) {
                return false;
            }
        }
        return indent == levels.get(levels.size() - 1).indent;
    }

    /** Closes the innermost mapping where the next token starts ({@code end}) and makes it its key's value. */
    private void close(int end) {
        Level level = levels.remove(levels.size() - 1);
        var mapping = YamlParser.mapping(level.children, source.range(level.start, Math.max(level.start, end)),
                diagnostics);
        YamlParser.NODES_COMPOSED.increment();
        if (levels.isEmpty()) {
            root = mapping;
        } else {
            levels.get(levels.size() - 1).children.add(mapping);
        }
    }

    private YamlScalar nullScalar() {
        pendingKey = null;
        return scalar(pendingColonEnd, pendingColonEnd, "", false);
    }

    private void attach(YamlScalar scalar) {
        levels.get(levels.size() - 1).children.add(scalar);
    }

    private YamlScalar scalar(int start, int end, String value, boolean quoted) {
        YamlParser.NODES_COMPOSED.increment();
        return new YamlScalar(value, quoted ? YamlScalar.Type.STRING : YamlParser.plainType(value), quoted,
                source.range(start, end));
    }

    /** Whether {@code c} is between {@code start} and {@code end}: a scan of that span only, so linear overall. */
    private boolean holds(int start, int end, char c) {
        for (int i = start; i < end; i++) {
            if (text.charAt(i) == c) {
                return true;
            }
        }
        return false;
    }

    private boolean spacesOnly(int start, int end) {
        for (int i = start; i < end; i++) {
            if (text.charAt(i) != ' ') {
                return false;
            }
        }
        return true;
    }

    private static boolean isKeyChar(char c, boolean first) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || !first && (c >= '0' && c <= '9' || c == '-');
    }
}
