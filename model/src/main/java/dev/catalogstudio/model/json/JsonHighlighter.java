package dev.catalogstudio.model.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.Spans;
import dev.catalogstudio.model.text.SyntaxStyle;
import java.io.IOException;

/**
 * The editor's highlighting of JSON (MCP server files, {@code .mcp.json}, {@code ActiveMCP.json}), read by Jackson's
 * own tokenizer: member names as keys, strings, numbers, {@code true}/{@code false}/{@code null}, brackets, and the
 * {@code :} and {@code ,} (and any {@code //} or block comment) between two tokens. Highlighting stops where Jackson
 * stops: after a syntax error the rest is plain (the error itself is a {@code mcp-config-syntax} diagnostic). Linear
 * in the text.
 */
public final class JsonHighlighter {

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE)
                    .maxStringLength(Integer.MAX_VALUE).maxNumberLength(Integer.MAX_VALUE).build())
            .build();

    private JsonHighlighter() {
    }

    /** Highlights the whole of {@code source} into {@code out}, in offsets of {@link SourceText#text()}. */
    public static void highlight(SourceText source, Spans out) {
        String text = source.text();
        int gapStart = 0;
        try (var parser = FACTORY.createParser(text)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                int start = (int) parser.currentTokenLocation().getCharOffset();
                gap(text, gapStart, start, out);
                int end = switch (token) {
                    case FIELD_NAME, VALUE_STRING -> stringEnd(text, start);
                    case START_OBJECT, END_OBJECT, START_ARRAY, END_ARRAY -> start + 1;
                    default -> {
                        parser.finishToken();
                        yield (int) parser.currentLocation().getCharOffset();
                    }
                };
                out.add(start, end, switch (token) {
                    case FIELD_NAME -> SyntaxStyle.KEY;
                    case VALUE_STRING -> SyntaxStyle.STRING;
                    case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> SyntaxStyle.NUMBER;
                    case VALUE_TRUE, VALUE_FALSE, VALUE_NULL -> SyntaxStyle.LITERAL;
                    default -> SyntaxStyle.PUNCTUATION;
                });
                gapStart = end;
            }
            gap(text, gapStart, text.length(), out);
        } catch (IOException | RuntimeException e) {
            // Jackson stopped at a syntax error: what came before keeps its highlighting.
        }
    }

    /** The {@code :}, {@code ,} and comments in {@code [from, to)}, the text between two tokens. */
    private static void gap(String text, int from, int to, Spans out) {
        int pos = from;
        while (pos < to) {
            char c = text.charAt(pos);
            if (c == ':' || c == ',') {
                out.add(pos, pos + 1, SyntaxStyle.PUNCTUATION);
                pos++;
            } else if (c == '/' && pos + 1 < to && text.charAt(pos + 1) == '/') {
                int end = pos;
                while (end < to && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                    end++;
                }
                out.add(pos, end, SyntaxStyle.COMMENT);
                pos = end;
            } else if (c == '/' && pos + 1 < to && text.charAt(pos + 1) == '*') {
                int close = text.indexOf("*/", pos + 2);
                int end = close < 0 || close + 2 > to ? to : close + 2;
                out.add(pos, end, SyntaxStyle.COMMENT);
                pos = end;
            } else {
                pos++;
            }
        }
    }

    /** The offset just after the closing quote of the string that opens at {@code start}. */
    private static int stringEnd(String text, int start) {
        int pos = start + 1;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\\') {
                pos += 2;
            } else if (c == '"') {
                return pos + 1;
            } else {
                pos++;
            }
        }
        return text.length();
    }
}
