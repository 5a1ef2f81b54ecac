package dev.catalogstudio.model.yaml;

import java.util.Arrays;
import java.util.Optional;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.scanner.Scanner;
import org.snakeyaml.engine.v2.tokens.ScalarToken;
import org.snakeyaml.engine.v2.tokens.Token;

/**
 * The tokens snakeyaml-engine's scanner handed the parser while {@link YamlParser} read a YAML text, kept compactly so
 * that the editor's highlighting of that text needs no second scan ({@link YamlHighlighter#highlight(
 * dev.catalogstudio.model.text.SourceText, int, YamlTokens, dev.catalogstudio.model.text.Spans)}). Per token: its
 * kind, its start and end marks (0-based line, column in code points, relative to the YAML's first line) and, for a
 * scalar, whether it is a key, whether it is plain and its value. Immutable once the parse is over.
 */
public final class YamlTokens {

    static final int FIELDS = 5;

    private int[] data = new int[FIELDS * 16];
    private Object[] values = new Object[16];
    private int count;
    private boolean complete;

    /** Token kinds as recorded (a subset of the scanner's, by what the highlighting needs). */
    enum Kind {
        KEY_SCALAR, SCALAR, PLAIN_SCALAR, PUNCTUATION, ANCHOR, TAG, DIRECTIVE, DELIMITER;

        static final Kind[] ALL = values();
    }

    /** How many tokens were recorded. */
    int count() {
        return count;
    }

    /** Whether the parse read the whole text: otherwise the tokens stop where it failed. */
    public boolean complete() {
        return complete;
    }

    Kind kind(int i) {
        return Kind.ALL[data[i * FIELDS]];
    }

    int startLine(int i) {
        return data[i * FIELDS + 1];
    }

    int startColumn(int i) {
        return data[i * FIELDS + 2];
    }

    int endLine(int i) {
        return data[i * FIELDS + 3];
    }

    int endColumn(int i) {
        return data[i * FIELDS + 4];
    }

    /** A plain scalar's value ({@code null} for other tokens). */
    String value(int i) {
        return (String) values[i];
    }

    void markComplete() {
        complete = true;
    }

    private void add(Kind kind, Optional<Mark> start, Optional<Mark> end, String value) {
        if (start.isEmpty() || end.isEmpty()) {
            return;
        }
        add(kind, start.get().getLine(), start.get().getColumn(), end.get().getLine(), end.get().getColumn(), value);
    }

    /**
     * Records a token from its marks: 0-based lines relative to the YAML's first line, 0-based columns in code points;
     * {@code value} only for a plain scalar's.
     */
    void add(Kind kind, int startLine, int startColumn, int endLine, int endColumn, String value) {
        if (count == values.length) {
            data = Arrays.copyOf(data, data.length * 2);
            values = Arrays.copyOf(values, values.length * 2);
        }
        int at = count * FIELDS;
        data[at] = kind.ordinal();
        data[at + 1] = startLine;
        data[at + 2] = startColumn;
        data[at + 3] = endLine;
        data[at + 4] = endColumn;
        values[count] = value;
        count++;
    }

    /** A scanner that records every token it hands on. */
    Scanner recording(Scanner scanner) {
        return new Scanner() {
            private boolean key;

            @Override
            public boolean checkToken(Token.ID... choices) {
                return scanner.checkToken(choices);
            }

            @Override
            public Token peekToken() {
                return scanner.peekToken();
            }

            @Override
            public boolean hasNext() {
                return scanner.hasNext();
            }

            @Override
            public Token next() {
                Token token = scanner.next();
                record(token);
                return token;
            }

            @Override
            public void resetDocumentIndex() {
                scanner.resetDocumentIndex();
            }

            private void record(Token token) {
                var start = token.getStartMark();
                var end = token.getEndMark();
                switch (token.getTokenId()) {
                    case Key -> key = true;
                    case Value, BlockEntry, FlowEntry, FlowSequenceStart, FlowSequenceEnd, FlowMappingStart,
                         FlowMappingEnd -> {
                        add(Kind.PUNCTUATION, start, end, null);
                        key = false;
                    }
                    case Scalar -> {
                        var scalar = (ScalarToken) token;
                        if (key) {
                            add(Kind.KEY_SCALAR, start, end, null);
                        } else if (scalar.isPlain()) {
                            add(Kind.PLAIN_SCALAR, start, end, scalar.getValue());
                        } else {
                            add(Kind.SCALAR, start, end, null);
                        }
                        key = false;
                    }
                    case Anchor, Alias -> add(Kind.ANCHOR, start, end, null);
                    case Tag -> add(Kind.TAG, start, end, null);
                    case Directive -> add(Kind.DIRECTIVE, start, end, null);
                    case DocumentStart, DocumentEnd -> add(Kind.DELIMITER, start, end, null);
                    default -> {
                    }
                }
            }
        };
    }

    /** Equal when the same tokens were recorded, as by two parses of one text. */
    @Override
    public boolean equals(Object other) {
        return other instanceof YamlTokens t && t.count == count && t.complete == complete
                && Arrays.equals(data, 0, count * FIELDS, t.data, 0, count * FIELDS)
                && Arrays.equals(values, 0, count, t.values, 0, count);
    }

    @Override
    public int hashCode() {
        int hash = Boolean.hashCode(complete);
        for (int i = 0; i < count * FIELDS; i++) {
            hash = 31 * hash + data[i];
        }
        return hash;
    }

    @Override
    public String toString() {
        return "YamlTokens[" + count + (complete ? "" : ", incomplete") + "]";
    }
}
