package dev.catalogstudio.model.json;

import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonNumber;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reading the model's own JSON data files (the host profiles, the discovery data, the rule pages) from the class path
 * with the model's JSON parser. A file that is missing or not what its reader expects is a broken build, never bad user input: every method
 * throws {@link IllegalStateException} naming the file.
 */
public final class DataFiles {

    private static final JsonParser PARSER = new JsonParser();

    private DataFiles() {
    }

    /**
     * The root object of the resource {@code file}, relative to {@code anchor}'s package (as
     * {@link Class#getResourceAsStream}), a {@code what} for messages.
     */
    public static JsonObject read(Class<?> anchor, String file, String what) {
        String text;
        try (InputStream in = anchor.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("The " + what + " " + file + " is missing from the class path");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        var parsed = PARSER.parse(SourceText.of(text));
        if (parsed.error() != null) {
            throw new IllegalStateException("The " + what + " " + file + " is not JSON: " + parsed.error().message()
                    + " (line " + parsed.error().range().start().line() + ")");
        }
        if (!parsed.duplicates().isEmpty()) {
            throw new IllegalStateException(file + ": '" + parsed.duplicates().get(0).name() + "' is written twice");
        }
        if (!(parsed.root() instanceof JsonObject root)) {
            throw new IllegalStateException("The " + what + " " + file + " is not a JSON object");
        }
        return root;
    }

    /** The optional string {@code key}, or {@code null}. */
    public static String optional(JsonObject parent, String key) {
        return parent.string(key).map(JsonString::value).orElse(null);
    }

    /** The objects of the array {@code key}; none when absent. */
    public static List<JsonObject> objects(JsonObject parent, String key, String file) {
        var result = new ArrayList<JsonObject>();
        var value = parent.get(key).orElse(null);
        if (value == null) {
            return result;
        }
        if (!(value instanceof JsonArray array)) {
            throw new IllegalStateException(file + ": '" + key + "' is not an array");
        }
        for (var item : array.items()) {
            if (!(item instanceof JsonObject object)) {
                throw new IllegalStateException(file + ": an item of '" + key + "' is not an object");
            }
            result.add(object);
        }
        return result;
    }

    public static JsonObject object(JsonObject parent, String key, String file) {
        if (parent.get(key).orElse(null) instanceof JsonObject o) {
            return o;
        }
        throw new IllegalStateException(file + ": '" + key + "' is not an object");
    }

    public static String string(JsonObject parent, String key, String file) {
        return parent.string(key).map(JsonString::value)
                .orElseThrow(() -> new IllegalStateException(file + ": '" + key + "' is not a string"));
    }

    /** The strings of the array {@code key}, other items left out; empty when it is no array. */
    public static List<String> strings(JsonObject parent, String key) {
        var result = new ArrayList<String>();
        if (parent.get(key).orElse(null) instanceof JsonArray array) {
            for (var item : array.items()) {
                if (item instanceof JsonString s) {
                    result.add(s.value());
                }
            }
        }
        return result;
    }

    /** The whole number {@code key}, or null when it is none (absent, a fraction, an exponent, past an int, …). */
    public static Integer integer(JsonObject parent, String key) {
        if (parent.get(key).orElse(null) instanceof JsonNumber n) {
            try {
                return Integer.valueOf(n.text());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }
}
