package dev.catalogstudio.model.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.Member;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Parses strict JSON (RFC 8259) into a positioned {@link JsonValue} tree with Jackson's streaming parser.
 *
 * <p>Composition is iterative; nesting deeper than {@link #MAX_DEPTH} is an error, so hostile input cannot exhaust the
 * stack. Duplicate member names are kept and listed. Immutable and thread-safe.
 */
public final class JsonParser {

    /** Deepest nesting of objects and arrays accepted. */
    public static final int MAX_DEPTH = 100;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            .build();

    /**
     * A parse result: either {@code root} or {@code error} is set.
     *
     * @param root       the parsed value
     * @param error      why the text is not JSON
     * @param duplicates members whose name repeats an earlier one in the same object
     */
    public record Result(JsonValue root, Error error, List<Member> duplicates) {

        /** The root when the text is JSON whose root is an object. */
        public Optional<JsonObject> rootObject() {
            return root instanceof JsonObject object ? Optional.of(object) : Optional.empty();
        }
    }

    /**
     * A syntax error.
     *
     * @param message the parser's explanation, one line
     * @param range   where it happened (usually empty, at the offending character)
     */
    public record Error(String message, Range range) {
    }

    /** Parses all of {@code source}. Never throws. */
    public Result parse(SourceText source) {
        String text = source.text();
        var stack = new ArrayDeque<Open>();
        var duplicates = new ArrayList<Member>();
        JsonValue root = null;
        int lastToken = 0;
        try (var parser = FACTORY.createParser(text)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                int start = offset(parser.currentTokenLocation(), text);
                lastToken = start;
                if (stack.isEmpty() && root != null) {
                    // Jackson reads a stream of root values; a JSON text is exactly one (RFC 8259 section 2).
                    return new Result(null, new Error("a second JSON value follows the first; a JSON file holds "
                            + "exactly one value", source.range(start, start)), List.of());
                }
                switch (token) {
                    case START_OBJECT, START_ARRAY -> stack.push(new Open(token == JsonToken.START_OBJECT, start));
                    case FIELD_NAME -> {
                        Open open = stack.peek();
                        open.pendingName = parser.currentName();
                        open.pendingNameRange = source.range(start, Scan.stringEnd(text, start));
                    }
                    case END_OBJECT, END_ARRAY -> {
                        Open open = stack.pop();
                        Range range = source.range(open.start, start + 1);
                        JsonValue value = open.object
                                ? new JsonObject(open.members, range) : new JsonArray(open.items, range);
                        root = attach(stack, value, duplicates, root);
                    }
                    default -> root = attach(stack, scalar(token, parser, source, start), duplicates, root);
                }
            }
        } catch (JsonProcessingException e) {
            // Jackson's nesting-limit error has no location: point at the last token read, where the limit was hit.
            int at = e.getLocation() == null ? lastToken : offset(e.getLocation(), text);
            return new Result(null, new Error(e.getOriginalMessage().lines().findFirst().orElse("invalid JSON"),
                    source.range(at, at)), List.of());
        } catch (IOException e) {
            return new Result(null, new Error(String.valueOf(e.getMessage()), source.range(0, 0)), List.of());
        }
        if (root == null) {
            return new Result(null, new Error("the file holds no JSON value", source.range(0, 0)), List.of());
        }
        return new Result(root, null, List.copyOf(duplicates));
    }

    private static JsonValue scalar(JsonToken token, com.fasterxml.jackson.core.JsonParser parser, SourceText source,
                                    int start) throws IOException {
        String text = source.text();
        return switch (token) {
            case VALUE_STRING -> new JsonValue.JsonString(parser.getText(),
                    source.range(start, Scan.stringEnd(text, start)));
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new JsonValue.JsonNumber(parser.getText(),
                    source.range(start, Scan.numberEnd(text, start)));
            case VALUE_TRUE -> new JsonValue.JsonBoolean(true, source.range(start, start + 4));
            case VALUE_FALSE -> new JsonValue.JsonBoolean(false, source.range(start, start + 5));
            default -> new JsonValue.JsonNull(source.range(start, start + 4));
        };
    }

    private static JsonValue attach(ArrayDeque<Open> stack, JsonValue value, List<Member> duplicates, JsonValue root) {
        Open open = stack.peek();
        if (open == null) {
            return value;
        }
        if (open.object) {
            var member = new Member(open.pendingName, open.pendingNameRange, value);
            if (!open.names.add(open.pendingName)) {
                duplicates.add(member);
            }
            open.members.add(member);
        } else {
            open.items.add(value);
        }
        return root;
    }

    private static int offset(JsonLocation location, String text) {
        long offset = location.getCharOffset();
        return (int) Math.max(0, Math.min(offset, text.length()));
    }

    /** An object or array being read. */
    private static final class Open {
        final boolean object;
        final int start;
        final List<Member> members = new ArrayList<>();
        final List<JsonValue> items = new ArrayList<>();
        final Set<String> names = new HashSet<>();
        String pendingName;
        Range pendingNameRange;

        Open(boolean object, int start) {
            this.object = object;
            this.start = start;
        }
    }

    /** Token ends found by scanning the (already validated) text from a token's first character. */
    private static final class Scan {
        static int stringEnd(String text, int quote) {
            for (int i = quote + 1; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    return i + 1;
                }
            }
            return text.length();
        }

        static int numberEnd(String text, int start) {
            int i = start;
            while (i < text.length() && "0123456789+-.eE".indexOf(text.charAt(i)) >= 0) {
                i++;
            }
            return i;
        }
    }
}
