package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.Spans;
import dev.catalogstudio.model.text.SyntaxStyle;
import java.io.CharArrayReader;
import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.resolver.ScalarResolver;
import org.snakeyaml.engine.v2.scanner.ScannerImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * The editor's highlighting of YAML (a frontmatter block, an OAF {@code config.yaml}), read by snakeyaml-engine's own
 * scanner, so the editor sees the tokens the parser sees: mapping keys, {@code :} {@code -} {@code ,} and brackets,
 * quoted and block scalars as strings, plain scalars the core schema reads as a number, a boolean or null, comments,
 * anchors, aliases, tags and directives. A scanner error ends the tokens of its line; scanning starts again on the
 * next line, so one broken line leaves the rest highlighted. Linear in the text.
 */
public final class YamlHighlighter {

    private static final ScalarResolver RESOLVER = new CoreSchema().getScalarResolver();
    private static final LoadSettings SETTINGS = LoadSettings.builder()
            .setUseMarks(true)
            .setAllowDuplicateKeys(true)
            .setCodePointLimit(Integer.MAX_VALUE)
            .build();

    /** Characters handed to scanners: a work count for tests that prove restarts linear. */
    static final java.util.concurrent.atomic.LongAdder CHARS_SCANNED = new java.util.concurrent.atomic.LongAdder();

    /** Code points walked to turn scanner marks into offsets: a work count for tests that prove it linear. */
    static final java.util.concurrent.atomic.LongAdder CODE_POINTS_WALKED =
            new java.util.concurrent.atomic.LongAdder();

    private YamlHighlighter() {
    }

    /**
     * Highlights the whole lines {@code [fromLine, toLine)} of {@code source} (1-based line numbers) into
     * {@code out}, in offsets of {@link SourceText#text()}. Never throws on malformed YAML.
     */
    public static void highlight(SourceText source, int fromLine, int toLine, Spans out) {
        int line = fromLine;
        char[] chars = source.text().toCharArray();
        int end = toLine <= source.lineCount() ? source.lineStart(toLine) : source.length();
        while (line < toLine) {
            int start = source.lineStart(line);
            // A reader over the rest, not a copy of it: a scanner reads only as far as it gets (up to the next error
            // and one buffer), so restarting after each of many broken lines stays linear.
            var rest = new CountingReader(new CharArrayReader(chars, start, end - start));
            var tokens = new YamlTokens();
            int failedLine = scan(line, rest, tokens);
            int next = failedLine < 0 ? toLine : Math.max(line + 1, failedLine + 1);
            emit(source, line, next, tokens, out);
            line = next;
        }
    }

    /** Scans run by this class so far (a parse's recorded tokens need none): a work count for tests. */
    public static final java.util.concurrent.atomic.LongAdder SCANS = new java.util.concurrent.atomic.LongAdder();

    /**
     * Highlights the YAML whose parse recorded {@code tokens}, starting on (1-based) line {@code firstLine} of
     * {@code source}, without scanning it again: the recorded tokens, and each {@code #} comment between two of them.
     * When the parse stopped at an error, the lines after its last token are scanned (restarting after each broken
     * line), so a typo does not leave the rest plain.
     *
     * @param toLine the (1-based, exclusive) line where the YAML ends
     */
    public static void highlight(SourceText source, int firstLine, int toLine, YamlTokens tokens, Spans out) {
        if (tokens.complete()) {
            emit(source, firstLine, toLine, tokens, out);
            return;
        }
        int next = tokens.count() == 0 ? firstLine : firstLine + tokens.endLine(tokens.count() - 1) + 1;
        emit(source, firstLine, Math.min(next, toLine), tokens, out);
        if (next < toLine) {
            highlight(source, next, toLine, out);
        }
    }

    /**
     * The spans of {@code tokens}, scanned from (1-based) line {@code firstLine}, and the {@code #} comments between
     * them up to line {@code toLine} (exclusive): the one mapping from the scanner's tokens to styles, whether a parse
     * or this class's own scan recorded them.
     */
    private static void emit(SourceText source, int firstLine, int toLine, YamlTokens tokens, Spans out) {
        var marks = new Marks(source, firstLine);
        String text = source.text();
        int gap = source.lineStart(firstLine);
        for (int i = 0; i < tokens.count(); i++) {
            int from = marks.offset(tokens.startLine(i), tokens.startColumn(i));
            int to = Math.max(from, marks.offset(tokens.endLine(i), tokens.endColumn(i)));
            comments(text, gap, from, out);
            var style = switch (tokens.kind(i)) {
                case KEY_SCALAR -> SyntaxStyle.KEY;
                case SCALAR -> SyntaxStyle.STRING;
                case PLAIN_SCALAR -> plainStyle(tokens.value(i));
                case PUNCTUATION -> SyntaxStyle.PUNCTUATION;
                case ANCHOR -> SyntaxStyle.ANCHOR;
                case TAG -> SyntaxStyle.TAG;
                case DIRECTIVE -> SyntaxStyle.KEYWORD;
                case DELIMITER -> SyntaxStyle.DELIMITER;
            };
            scalar(text, from, to, style, out);
            gap = Math.max(gap, to);
        }
        comments(text, gap, toLine <= source.lineCount() ? source.lineStart(toLine) : source.length(), out);
    }

    /**
     * Adds a token's span; a block scalar ({@code |} or {@code >}, with its chomping and indentation indicators) has
     * its header as punctuation and its content, from the next line, as a string.
     */
    private static void scalar(String text, int from, int to, SyntaxStyle style, Spans out) {
        if (style == null) {
            return;
        }
        if (style == SyntaxStyle.STRING && from < to && (text.charAt(from) == '|' || text.charAt(from) == '>')) {
            int header = from + 1;
            while (header < to && "+-0123456789".indexOf(text.charAt(header)) >= 0) {
                header++;
            }
            out.add(from, header, SyntaxStyle.PUNCTUATION);
            int content = header;
            while (content < to && text.charAt(content) != '\n') {
                content++;
            }
            out.add(content + 1, to, SyntaxStyle.STRING);
            return;
        }
        out.add(from, to, style);
    }

    /** The {@code #} comments in {@code [from, to)}, text between two tokens: each runs to its line's end. */
    private static void comments(String text, int from, int to, Spans out) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == '#' && (i == 0 || Character.isWhitespace(text.charAt(i - 1)))) {
                int end = i;
                while (end < to && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                    end++;
                }
                out.add(i, end, SyntaxStyle.COMMENT);
                i = end;
            }
        }
    }

    /** Highlights a whole YAML file. */
    public static void highlight(SourceText source, Spans out) {
        highlight(source, 1, source.lineCount() + 1, out);
    }

    /**
     * Scans {@code yaml}, which starts at line {@code firstLine}, into {@code tokens}; returns the (1-based) line of
     * the first error, or -1 when it scanned to the end.
     */
    private static int scan(int firstLine, Reader yaml, YamlTokens tokens) {
        SCANS.increment();
        var scanner = tokens.recording(new ScannerImpl(SETTINGS, new StreamReader(SETTINGS, yaml)));
        try {
            while (scanner.hasNext()) {
                scanner.next();
            }
            tokens.markComplete();
            return -1;
        } catch (MarkedYamlEngineException e) {
            return e.getProblemMark().or(e::getContextMark).map(m -> firstLine + m.getLine()).orElse(firstLine);
        } catch (YamlEngineException | IllegalStateException | IndexOutOfBoundsException e) {
            return firstLine;
        }
    }

    /** A plain scalar's style by the core schema: number, boolean or null, else unstyled ({@code null}). */
    private static SyntaxStyle plainStyle(String value) {
        Tag tag = RESOLVER.resolve(value, true);
        if (Tag.INT.equals(tag) || Tag.FLOAT.equals(tag)) {
            return SyntaxStyle.NUMBER;
        }
        if (Tag.BOOL.equals(tag) || Tag.NULL.equals(tag)) {
            return SyntaxStyle.LITERAL;
        }
        return null;
    }

    /**
     * Turns scanner marks (0-based line, column in code points) into offsets, walking forward from the previous mark
     * on the same line, so that a long line of many tokens costs its length once, not once per token.
     */
    private static final class Marks {
        private final SourceText source;
        private final String text;
        private final int firstLine;
        private int line0 = -1;
        private int column;
        private int offset;

        Marks(SourceText source, int firstLine) {
            this.source = source;
            this.text = source.text();
            this.firstLine = firstLine;
        }

        /** The offset of a mark's 0-based line (relative to the first) and code point column. */
        int offset(int markLine, int target) {
            int line = firstLine - 1 + markLine;
            if (line >= source.lineCount()) {
                return source.length();
            }
            if (line != line0 || target < column) {
                line0 = line;
                column = 0;
                offset = source.lineStart(line + 1);
            }
            int end = source.lineEnd(line + 1);
            CODE_POINTS_WALKED.add(Math.max(0, target - column));
            while (column < target && offset < end) {
                offset += Character.charCount(text.codePointAt(offset));
                column++;
            }
            return offset;
        }
    }

    /** Counts the characters a scanner reads into {@link #CHARS_SCANNED}. */
    private static final class CountingReader extends FilterReader {
        CountingReader(Reader in) {
            super(in);
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                CHARS_SCANNED.add(n);
            }
            return n;
        }
    }
}
