package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonBoolean;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.yaml.YamlMapping;
import java.util.HashMap;
import java.util.List;

/**
 * The rules for an OAF {@code mcp-configs/<server>/ActiveMCP.json} (open-agent-format.md § ActiveMCP.json Format):
 * {@code mcp-json-syntax} (not JSON), {@code duplicate-key}, {@code field-type}, {@code oaf-enum}
 * ({@code contextStrategy} is {@code subset} or {@code all}), {@code oaf-tool-conflict} (a selected tool that is
 * enabled — {@code enabled} true or absent — and also in {@code excludedTools}) and {@code oaf-activemcp-mismatch}
 * ({@code vendor}, {@code server} or {@code version} differ from the AGENTS.md {@code mcpServers} entry). Stateless.
 */
final class OafActiveMcpRules {

    /** {@code contextStrategy} values. */
    public static final List<String> CONTEXT_STRATEGIES = List.of("subset", "all");

    private static final JsonParser PARSER = new JsonParser();

    private OafActiveMcpRules() {
    }

    /** Parses one ActiveMCP.json: the product its rules read (the parse step of {@link OafFormat}). */
    public static JsonParser.Result parse(SourceText text) {
        return PARSER.parse(text);
    }

    /** Parses and checks one ActiveMCP.json (tests; the workspace parses once and calls the other overload). */
    public static void check(SourceText text, OafMcpConfigContext context, Diagnostics out) {
        check(parse(text), context, out);
    }

    /** Checks one parsed ActiveMCP.json; a text that is not JSON gets only {@code mcp-json-syntax}. */
    public static void check(JsonParser.Result result, OafMcpConfigContext context, Diagnostics out) {
        if (result.error() != null) {
            out.report(Rule.MCP_JSON_SYNTAX, result.error().range(), "ActiveMCP.json is not JSON: "
                    + result.error().message() + ". Write strict JSON: double-quoted names and strings, commas "
                    + "between members and none after the last, no comments.");
            return;
        }
        for (var member : result.duplicates()) {
            out.report(Rule.DUPLICATE_KEY, member.nameRange(), "The member \"" + member.name() + "\" repeats a name "
                    + "already used in this object; keep one and delete the other.");
        }
        if (!(result.root() instanceof JsonObject root)) {
            typeError(out, "ActiveMCP.json", result.root(), "an object");
            return;
        }
        var entry = context.agent().flatMap(a -> a.mcpServer(context.configDir()));
        for (String key : List.of("vendor", "server", "version")) {
            root.get(key).ifPresent(v -> {
                if (!(v instanceof JsonString s)) {
                    typeError(out, key, v, "a string");
                } else {
                    entry.ifPresent(e -> mismatch(key, s.value(), s.range(), e, "ActiveMCP.json", out));
                }
            });
        }
        root.get("contextStrategy").ifPresent(v -> {
            if (!(v instanceof JsonString s)) {
                typeError(out, "contextStrategy", v, "a string");
            } else if (!CONTEXT_STRATEGIES.contains(s.value())) {
                var fixes = CONTEXT_STRATEGIES.stream().filter(c -> c.equalsIgnoreCase(s.value())).map(c ->
                        new QuickFix("Change to \"" + c + "\"", List.of(new TextEdit(s.range(), "\"" + c + "\""))))
                        .toArray(QuickFix[]::new);
                out.report(Rule.OAF_ENUM, s.range(), "\"contextStrategy\" is \"" + s.value() + "\"; it must be "
                        + "\"subset\" (only the selected tools) or \"all\" (every tool).", fixes);
            }
        });
        var enabled = new HashMap<String, JsonString>();
        for (var tool : array(root, "selectedTools", out)) {
            if (!(tool instanceof JsonObject t)) {
                typeError(out, "selectedTools[]", tool, "an object");
                continue;
            }
            var name = t.get("name");
            var on = t.get("enabled");
            on.filter(v -> !(v instanceof JsonBoolean)).ifPresent(v -> typeError(out, "enabled", v, "a boolean"));
            if (name.isPresent() && !(name.get() instanceof JsonString)) {
                typeError(out, "name", name.get(), "a string");
            } else if (name.isPresent() && on.map(v -> !(v instanceof JsonBoolean b) || b.value()).orElse(true)) {
                enabled.putIfAbsent(((JsonString) name.get()).value(), (JsonString) name.get());
            }
        }
        for (var excluded : array(root, "excludedTools", out)) {
            if (!(excluded instanceof JsonString s)) {
                typeError(out, "excludedTools[]", excluded, "a string");
            } else if (enabled.containsKey(s.value())) {
                out.report(Rule.OAF_TOOL_CONFLICT, s.range(), "\"" + s.value() + "\" is excluded here but also "
                        + "selected and enabled (line " + enabled.get(s.value()).range().start().line() + "); remove "
                        + "it from one of the two lists, or set \"enabled\": false.");
            }
        }
    }

    /**
     * {@code oaf-activemcp-mismatch} when {@code value} of {@code key} differs from the same key of the AGENTS.md
     * {@code mcpServers} entry.
     */
    static void mismatch(String key, String value, Range at, YamlMapping entry,
                         String file, Diagnostics out) {
        entry.string(key).filter(e -> !e.value().equals(value)).ifPresent(e -> out.report(
                Rule.OAF_ACTIVEMCP_MISMATCH, at, file + " says " + key + " '" + value + "' but the AGENTS.md "
                        + "mcpServers entry (line " + e.range().start().line() + ") says '" + e.value() + "'; make "
                        + "them the same."));
    }

    private static List<JsonValue> array(JsonObject root, String key, Diagnostics out) {
        var value = root.get(key);
        if (value.isEmpty()) {
            return List.of();
        }
        if (value.get() instanceof JsonArray array) {
            return array.items();
        }
        typeError(out, key, value.get(), "an array");
        return List.of();
    }

    private static void typeError(Diagnostics out, String key, JsonValue value, String expected) {
        String found = value.typeName();
        out.report(Rule.FIELD_TYPE, value.range(), "\"" + key + "\" is " + ("aeiou".indexOf(found.charAt(0)) >= 0
                ? "an " : "a ") + found + "; it must be " + expected + ".");
    }
}
