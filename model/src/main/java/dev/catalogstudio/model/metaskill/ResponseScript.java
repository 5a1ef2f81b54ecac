package dev.catalogstudio.model.metaskill;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.PrettyJson;
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
 *
 * <p>Besides answering a run, it reads a script for an editor and writes one back ({@link #read}, {@link #write}): each
 * {@link Entry} keeps the members an editor has no field for, so that a script survives an edit whole.
 */
public final class ResponseScript implements Responder {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final List<ObjectNode> asks = new ArrayList<>();
    private final List<ObjectNode> commands = new ArrayList<>();
    private final List<ObjectNode> inOrder = new ArrayList<>();

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
        if (root != null && root.isObject()) {
            for (var it = root.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!f.equals("ask") && !f.equals("command")) {
                    throw new IllegalArgumentException("the responses script has an unknown key '" + f
                            + "'; it takes \"ask\" and \"command\" lists");
                }
            }
        } else if (root == null || !root.isArray()) {
            throw new IllegalArgumentException("the responses script must be a JSON array or an object with \"ask\" "
                    + "and \"command\" lists");
        }
        var read = entries(root);
        for (Entry e : read.entries()) {
            if (!(e.written instanceof ObjectNode)) {
                throw new IllegalArgumentException("every response must be a JSON object, got: " + e.written);
            }
        }
        var script = new ResponseScript();
        for (Entry e : read.entries()) {
            (read.array() ? script.inOrder : e.ask ? script.asks : script.commands).add(e.members);
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


    /** An empty script: every call gets the marked default. */
    public static ResponseScript empty() {
        return new ResponseScript();
    }

    @Override
    public synchronized Optional<Map<String, Object>> ask(int number, Map<String, Object> request) {
        Object purpose = request.get("purpose");
        ObjectNode entry = take(asks, n -> !n.has("purpose") || n.get("purpose").asText().equals(purpose));
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
        ObjectNode entry = take(commands, n -> !n.has("argv") || prefix(n.get("argv"), argv));
        if (entry == null) {
            entry = take(inOrder, n -> n.has("result") || n.has("ok"));
        }
        if (entry == null) {
            return Optional.empty();
        }
        var out = new LinkedHashMap<String, Object>();
        long exit = exitCode(entry);
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

    private static ObjectNode take(List<ObjectNode> entries, java.util.function.Predicate<ObjectNode> matches) {
        for (int i = 0; i < entries.size(); i++) {
            if (matches.test(entries.get(i))) {
                return entries.remove(i);
            }
        }
        return null;
    }

    /** A command entry's exit code: its {@code exit_code}, else 0 when {@code ok} is true or absent, else 1. */
    private static long exitCode(JsonNode entry) {
        return entry.has("exit_code") ? entry.get("exit_code").asLong() : entry.path("ok").asBoolean(true) ? 0 : 1;
    }

    /** An argv array as one line: its elements, space-separated; empty when it is no array. */
    private static String argvText(JsonNode argv) {
        var text = new StringBuilder();
        argv.forEach(a -> text.append(text.length() > 0 ? " " : "").append(a.asText()));
        return text.toString();
    }

    /**
     * A script as written, for an editor.
     *
     * @param array   whether it is the array form (it is written back in the form it was read in)
     * @param entries its entries in file order; the object form's asks first, then its commands
     */
    public record Entries(boolean array, List<Entry> entries) {
        public Entries {
            entries = List.copyOf(entries);
        }
    }

    /**
     * Reads a script for an editor, leniently: as {@link #parse} would run it, but without judging its shape. An entry
     * of the array form is an ask when it has an {@code answer}, else a command; an entry that is not an object reads
     * as a blank one; a root that is neither form has no entries.
     *
     * @param json the script's text
     * @throws IllegalArgumentException with Jackson's message when {@code json} is not JSON
     */
    public static Entries read(String json) {
        try {
            return entries(MAPPER.readTree(json));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    private static Entries entries(JsonNode root) {
        var entries = new ArrayList<Entry>();
        boolean array = root != null && root.isArray();
        if (array) {
            root.forEach(n -> entries.add(new Entry(n.has("answer"), n)));
        } else if (root != null) {
            root.path("ask").forEach(n -> entries.add(new Entry(true, n)));
            root.path("command").forEach(n -> entries.add(new Entry(false, n)));
        }
        return new Entries(array, entries);
    }

    /**
     * The text of a script of {@code entries}: the array form, or the object form {@code {"ask": [...], "command":
     * [...]}} (both lists always there, the asks and the commands each in the order given).
     *
     * @param pretty {@link PrettyJson}'s layout and a final line feed, as a responses file is saved; else compact on
     *               one line, as a run reads it
     */
    public static String write(List<Entry> entries, boolean array, boolean pretty) {
        ArrayNode inOrder = MAPPER.createArrayNode();
        ObjectNode root = MAPPER.createObjectNode();
        ArrayNode asks = root.putArray("ask");
        ArrayNode commands = root.putArray("command");
        for (Entry e : entries) {
            inOrder.add(e.members);
            (e.ask ? asks : commands).add(e.members);
        }
        JsonNode script = array ? inOrder : root;
        return pretty ? PrettyJson.write(script) + "\n" : script.toString();
    }

    /**
     * One entry of a script as an editor shows it: an ask, with the purpose it answers and its answer, or a command,
     * with the argv prefix it answers, its result and its exit code. It keeps the members it was read with that have no
     * such field ({@code turns}, {@code exhausted}, an {@code argv} element holding a space, any other), in their
     * order, so that an edited entry is written back with them. Immutable.
     */
    public static final class Entry {

        private static final List<String> ASK_MEMBERS = List.of("purpose", "answer", "turns", "exhausted");
        private static final List<String> COMMAND_MEMBERS = List.of("argv", "ok", "exit_code", "result");

        private final boolean ask;
        /** The members as read or edited; never changed once made. */
        private final ObjectNode members;
        /** The value it was read from (when not an object, it reads as a blank entry), or null for a new one. */
        private final JsonNode written;

        private Entry(boolean ask, JsonNode written) {
            this.ask = ask;
            this.members = written instanceof ObjectNode o ? o : MAPPER.createObjectNode();
            this.written = written;
        }

        /** A new ask entry: {@link #asAsk} of a blank one. */
        public static Entry ask(String purpose, String answer) {
            return new Entry(true, null).asAsk(purpose, answer);
        }

        /** A new command entry: {@link #asCommand} of a blank one. */
        public static Entry command(String argv, String result, long exitCode) {
            return new Entry(false, null).asCommand(argv, result, exitCode);
        }

        /** Whether it is an ask (else a command). */
        public boolean isAsk() {
            return ask;
        }

        /** The purpose an ask answers, or the argv prefix a command answers (elements space-separated); empty: any. */
        public String match() {
            return ask ? members.path("purpose").asText("") : argvText(members.path("argv"));
        }

        /** The answer of an ask, or the result of a command; empty when it has none. */
        public String text() {
            return members.path(ask ? "answer" : "result").asText("");
        }

        /** A command's exit code: {@code exit_code}, else 0 when {@code ok} is true or absent, else 1; 0 for an ask. */
        public long exitCode() {
            return ask ? 0 : ResponseScript.exitCode(members);
        }

        /**
         * This entry as an ask: its command members dropped, {@code purpose} set ({@code purpose} stripped; blank: none,
         * the ask answers any call) and {@code answer}; its other members kept in place.
         */
        public Entry asAsk(String purpose, String answer) {
            ObjectNode n = members.deepCopy();
            n.remove(COMMAND_MEMBERS);
            String match = purpose.strip();
            if (match.isEmpty()) {
                n.remove("purpose");
            } else {
                n.put("purpose", match);
            }
            n.put("answer", answer);
            return new Entry(true, n);
        }

        /**
         * This entry as a command: its ask members dropped; {@code argv} the whitespace-separated words of {@code argv}
         * (stripped; blank: none, the command answers any call), kept as read when it reads as the same line; then
         * {@code ok} (whether the exit code is 0), {@code exit_code} and {@code result}; its other members kept in place.
         */
        public Entry asCommand(String argv, String result, long exitCode) {
            ObjectNode n = members.deepCopy();
            n.remove(ASK_MEMBERS);
            String match = argv.strip();
            if (match.isEmpty()) {
                n.remove("argv");
            } else if (!match.equals(argvText(n.path("argv")))) {
                ArrayNode words = n.putArray("argv");
                for (String a : match.split("\\s+")) {
                    words.add(a);
                }
            }
            n.put("ok", exitCode == 0);
            n.put("exit_code", exitCode);
            n.put("result", result);
            return new Entry(false, n);
        }
    }
}
