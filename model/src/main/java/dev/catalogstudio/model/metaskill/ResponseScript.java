package dev.catalogstudio.model.metaskill;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A dry run's scripted answers, read from a JSON file. Two shapes:
 * <ul>
 *   <li>an array: the responses in call order, whatever the kind; an {@code ask} takes the next entry with an
 *       {@code answer}, a {@code command} the next entry with a {@code result} or {@code ok};</li>
 *   <li>an object {@code {"ask": [...], "command": [...]}}: an ask entry with a {@code purpose} answers only calls
 *       with that purpose, a command entry with an {@code argv} answers only calls whose argv starts with it; each
 *       call takes the first unused entry that matches, and entries without a matcher answer in order.</li>
 * </ul>
 * Entries: ask {@code {"purpose"?, "answer", "turns"?, "exhausted"?}}; command
 * {@code {"argv"?, "ok"?, "exit_code"?, "result"}} ({@code ok} defaults to exit code 0, the exit code to 0 when ok).
 * Each entry is used once.
 */
public final class ResponseScript implements Responder {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final List<JsonNode> asks = new ArrayList<>();
    private final List<JsonNode> commands = new ArrayList<>();
    private final List<JsonNode> inOrder = new ArrayList<>();

    private ResponseScript() {
    }

    /**
     * Reads a script.
     *
     * @throws IllegalArgumentException with a message naming the problem when the JSON has neither shape
     */
    public static ResponseScript parse(String json) {
        validate(json);
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("the responses script is not JSON: " + e.getOriginalMessage());
        }
        var script = new ResponseScript();
        if (root != null && root.isArray()) {
            root.forEach(script.inOrder::add);
        } else if (root != null && root.isObject()) {
            for (var it = root.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!f.equals("ask") && !f.equals("command")) {
                    throw new IllegalArgumentException("the responses script has an unknown key '" + f
                            + "'; it takes \"ask\" and \"command\" lists");
                }
            }
            root.path("ask").forEach(script.asks::add);
            root.path("command").forEach(script.commands::add);
        } else {
            throw new IllegalArgumentException("the responses script must be a JSON array or an object with \"ask\" "
                    + "and \"command\" lists");
        }
        for (JsonNode n : script.all()) {
            if (!n.isObject()) {
                throw new IllegalArgumentException("every response must be a JSON object, got: " + n);
            }
        }
        return script;
    }

    /** The type each entry key must have: a value of another type is an error, never coerced. */
    private static final Map<String, String> SHAPE = Map.of("purpose", "string", "answer", "string",
            "turns", "integer", "exhausted", "boolean", "argv", "array of strings", "ok", "boolean",
            "exit_code", "integer", "result", "string");

    /**
     * Checks the script's shape with positions: no member name twice in an object (which one would win is
     * reader-dependent), and every entry's values of the types the host returns ({@code answer} a string,
     * {@code turns} and {@code exit_code} integers …).
     */
    private static void validate(String json) {
        var parsed = new JsonParser().parse(SourceText.of(json));
        if (parsed.error() != null) {
            throw new IllegalArgumentException("the responses script is not JSON: " + parsed.error().message()
                    + " (" + at(parsed.error().range()) + ")");
        }
        if (!parsed.duplicates().isEmpty()) {
            var d = parsed.duplicates().get(0);
            throw new IllegalArgumentException("the responses script has the key '" + d.name() + "' twice in one "
                    + "object (" + at(d.nameRange()) + ")");
        }
        var entries = new ArrayList<JsonValue>();
        if (parsed.root() instanceof JsonValue.JsonArray a) {
            entries.addAll(a.items());
        } else if (parsed.root() instanceof JsonValue.JsonObject o) {
            for (JsonValue.Member m : o.members()) {
                if (m.value() instanceof JsonValue.JsonArray a) {
                    entries.addAll(a.items());
                } else if (m.name().equals("ask") || m.name().equals("command")) {
                    throw new IllegalArgumentException("the responses script's \"" + m.name() + "\" must be an "
                            + "array, not " + m.value().typeName() + " (" + at(m.value().range()) + ")");
                }
            }
        }
        for (JsonValue entry : entries) {
            if (!(entry instanceof JsonValue.JsonObject o)) {
                continue;  // reported below, as before
            }
            for (JsonValue.Member m : o.members()) {
                String want = SHAPE.get(m.name());
                if (want != null && !fits(m.value(), want)) {
                    throw new IllegalArgumentException("the responses script's \"" + m.name() + "\" must be "
                            + ("aeiou".indexOf(want.charAt(0)) >= 0 ? "an " : "a ") + want + ", not " + m.value().typeName()
                            + (m.value() instanceof JsonValue.JsonNumber n ? " " + n.text() : "")
                            + " (" + at(m.value().range()) + ")");
                }
            }
        }
    }

    private static boolean fits(JsonValue v, String want) {
        return switch (want) {
            case "string" -> v instanceof JsonValue.JsonString;
            case "boolean" -> v instanceof JsonValue.JsonBoolean;
            case "integer" -> v instanceof JsonValue.JsonNumber n && n.text().matches("-?[0-9]{1,18}");
            case "array of strings" -> v instanceof JsonValue.JsonArray a
                    && a.items().stream().allMatch(i -> i instanceof JsonValue.JsonString);
            default -> false;
        };
    }

    private static String at(Range range) {
        return "line " + range.start().line() + ", column " + range.start().column();
    }

    private List<JsonNode> all() {
        var all = new ArrayList<>(asks);
        all.addAll(commands);
        all.addAll(inOrder);
        return all;
    }

    /** An empty script: every call gets the marked default. */
    public static ResponseScript empty() {
        return new ResponseScript();
    }

    @Override
    public synchronized Optional<Map<String, Object>> ask(int number, Map<String, Object> request) {
        Object purpose = request.get("purpose");
        JsonNode entry = take(asks, n -> !n.has("purpose") || n.get("purpose").asText().equals(purpose));
        if (entry == null) {
            entry = take(inOrder, n -> n.has("answer"));
        }
        if (entry == null) {
            return Optional.empty();
        }
        var out = new LinkedHashMap<String, Object>();
        out.put("answer", entry.path("answer").asText(""));
        if (entry.has("turns")) {
            out.put("turns", entry.get("turns").asLong());
        }
        if (entry.has("exhausted")) {
            out.put("exhausted", entry.get("exhausted").asBoolean());
        }
        return Optional.of(out);
    }

    @Override
    public synchronized Optional<Map<String, Object>> command(int number, Map<String, Object> request) {
        @SuppressWarnings("unchecked")
        List<String> argv = (List<String>) request.get("argv");
        JsonNode entry = take(commands, n -> !n.has("argv") || prefix(n.get("argv"), argv));
        if (entry == null) {
            entry = take(inOrder, n -> n.has("result") || n.has("ok"));
        }
        if (entry == null) {
            return Optional.empty();
        }
        var out = new LinkedHashMap<String, Object>();
        long exit = entry.has("exit_code") ? entry.get("exit_code").asLong()
                : entry.path("ok").asBoolean(true) ? 0 : 1;
        out.put("ok", entry.has("ok") ? entry.get("ok").asBoolean() : exit == 0);
        out.put("exit_code", exit);
        out.put("result", entry.path("result").asText(""));
        return Optional.of(out);
    }

    private static boolean prefix(JsonNode want, List<String> argv) {
        if (!want.isArray() || want.size() > argv.size()) {
            return false;
        }
        for (int i = 0; i < want.size(); i++) {
            if (!want.get(i).asText().equals(argv.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static JsonNode take(List<JsonNode> entries, java.util.function.Predicate<JsonNode> matches) {
        for (int i = 0; i < entries.size(); i++) {
            if (matches.test(entries.get(i))) {
                return entries.remove(i);
            }
        }
        return null;
    }
}
