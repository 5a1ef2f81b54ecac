package dev.catalogstudio.model.format.claudecode;

import static dev.catalogstudio.model.format.claudecode.ClaudePluginManifestRules.shown;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.JsonFields;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.format.common.PluginPaths;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonNumber;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The rules of Claude Code hooks (code.claude.com/docs/en/hooks): known event names, matchers (an exact name or
 * {@code a|b} list, else a regular expression that must compile; none on events that take none), handler types and
 * the member each needs, positive timeouts in seconds, and command scripts written with {@code ${CLAUDE_PLUGIN_ROOT}}
 * that exist in the plugin. Read from {@code hooks/hooks.json} ({@code {"hooks": {Event: [groups]}}}) and from a
 * manifest's inline {@code hooks} (the event map itself).
 */
final class HookRules {

    /** A matcher of only these characters is an exact name or a {@code |}/{@code ,} list, not a regular expression. */
    private static final Pattern EXACT = Pattern.compile("[A-Za-z0-9_\\- ,|]*");
    /** The member each handler type needs. */
    private static final Map<String, List<String>> NEEDS = Map.of("command", List.of("command"), "http",
            List.of("url"), "mcp_tool", List.of("server", "tool"), "prompt", List.of("prompt"), "agent",
            List.of("prompt"));

    private HookRules() {
    }

    /** The rules of a plugin's {@code hooks/hooks.json}. */
    static void checkFile(PluginJson json, String root, FormatContext context, Diagnostics out) {
        var object = ClaudePluginManifestRules.syntax(json, "hooks file", out);
        if (object.isEmpty()) {
            return;
        }
        new JsonFields(json.text(), out, "a Claude Code hooks file").check("", object.get(),
                ClaudeCodeSpecs.HOOKS_FILE.fields(), UnknownKeys.EXTENSIONS_ONLY);
        object.get().get("hooks").filter(JsonObject.class::isInstance).map(JsonObject.class::cast)
                .ifPresent(events -> checkEvents(json, events, "hooks", root, context, out));
    }

    /** The event names of a hooks file, in order, for the graph. */
    static List<String> events(PluginJson json) {
        return json.root().flatMap(r -> r.get("hooks")).filter(JsonObject.class::isInstance)
                .map(o -> ((JsonObject) o).members().stream().map(JsonValue.Member::name).distinct().toList())
                .orElse(List.of());
    }

    /**
     * The rules of an event map ({@code {Event: [{matcher, hooks: [handler…]}]}}).
     *
     * @param path where the map is, for messages ({@code hooks})
     * @param root the plugin root {@code ${CLAUDE_PLUGIN_ROOT}} names
     */
    static void checkEvents(PluginJson json, JsonObject events, String path, String root, FormatContext context,
                            Diagnostics out) {
        for (var member : events.members()) {
            String event = member.name();
            if (!HookEvents.known(event)) {
                var suggestion = HookEvents.suggestion(event);
                // Claude Code reads the file against its list of events: an unknown one makes the whole file invalid
                // ("Invalid key in record"), and the plugin loads without any of its hooks.
                out.report(Rule.HOOK_EVENT_UNKNOWN, member.nameRange(), "\"" + shown(event) + "\" is not a hook event"
                        + (suggestion.map(s -> "; event names are case-sensitive: write \"" + s + "\".")
                        .orElse("; events include PreToolUse, PostToolUse, UserPromptSubmit, Stop, SessionStart."))
                        + " Claude Code refuses the whole hooks file for it (\"Invalid key in record\"), so none of "
                        + "its hooks run.");
            }
            if (!(member.value() instanceof JsonArray groups)) {
                out.report(Rule.FIELD_TYPE, member.value().range(), "'" + path + "." + event + "' is "
                        + member.value().typeName() + "; it must be a list of {\"matcher\": …, \"hooks\": [ … ]}.");
                continue;
            }
            for (var group : groups.items()) {
                if (group instanceof JsonObject g) {
                    group(json, event, g, path + "." + event, root, context, out);
                } else {
                    out.report(Rule.FIELD_TYPE, group.range(), "A matcher group is " + group.typeName() + "; it must "
                            + "be {\"matcher\": …, \"hooks\": [ … ]}.");
                }
            }
        }
    }

    private static void group(PluginJson json, String event, JsonObject group, String path, String root,
                              FormatContext context, Diagnostics out) {
        var matcher = group.get("matcher");
        if (matcher.isPresent() && matcher.get() instanceof JsonString m) {
            matcher(event, m, out);
        } else if (matcher.isPresent() && !(matcher.get() instanceof JsonValue.JsonNull)) {
            out.report(Rule.FIELD_TYPE, matcher.get().range(), "'matcher' is " + matcher.get().typeName() + "; it "
                    + "must be a string such as \"Bash\" or \"Edit|Write\".");
        }
        var hooks = group.get("hooks");
        if (hooks.isEmpty()) {
            out.report(Rule.FIELD_REQUIRED, json.text().range(group.range().startOffset(),
                    group.range().startOffset() + 1), "This matcher group has no \"hooks\"; add the handlers: "
                    + "\"hooks\": [{\"type\": \"command\", \"command\": …}].");
            return;
        }
        if (!(hooks.get() instanceof JsonArray handlers)) {
            out.report(Rule.FIELD_TYPE, hooks.get().range(), "'hooks' is " + hooks.get().typeName() + "; it must be "
                    + "a list of handlers.");
            return;
        }
        for (var handler : handlers.items()) {
            if (handler instanceof JsonObject h) {
                handler(json, h, path, root, context, out);
            } else {
                out.report(Rule.FIELD_TYPE, handler.range(), "A hook handler is " + handler.typeName() + "; it must "
                        + "be {\"type\": \"command\", \"command\": …}.");
            }
        }
    }

    private static void matcher(String event, JsonString matcher, Diagnostics out) {
        String value = matcher.value();
        boolean all = value.isEmpty() || value.equals("*");
        if (HookEvents.WITHOUT_MATCHER.contains(event) && !all) {
            out.report(Rule.HOOK_MATCHER_IGNORED, matcher.range(), event + " takes no matcher, so \"" + shown(value)
                    + "\" is ignored and these hooks run every time; remove it or filter inside the hook.");
            return;
        }
        if (all || EXACT.matcher(value).matches()) {
            return;
        }
        try {
            Pattern.compile(value);
        } catch (PatternSyntaxException e) {
            out.report(Rule.HOOK_MATCHER_INVALID, matcher.range(), "The matcher \"" + shown(value) + "\" is read as a "
                    + "regular expression and does not compile (" + shown(e.getDescription()) + "); escape the "
                    + "special characters or write the names as A|B.");
        }
    }

    private static void handler(PluginJson json, JsonObject handler, String path, String root,
                                FormatContext context, Diagnostics out) {
        new JsonFields(json.text(), out, "a hook handler").check(path + ".hooks[]", handler, ClaudeCodeSpecs.HANDLER,
                UnknownKeys.ALLOWED);
        var type = handler.string("type");
        if (type.isPresent()) {
            var needs = NEEDS.get(type.get().value());
            if (needs == null) {
                out.report(Rule.HOOK_TYPE_UNKNOWN, type.get().range(), "\"" + shown(type.get().value()) + "\" is not "
                        + "a hook type; use command, http, mcp_tool, prompt or agent.");
            } else {
                for (String member : needs) {
                    if (handler.get(member).isEmpty()) {
                        out.report(Rule.FIELD_REQUIRED, type.get().range(), "A \"" + type.get().value() + "\" hook "
                                + "needs \"" + member + "\".");
                    }
                }
            }
        }
        handler.get("timeout").ifPresent(timeout -> {
            boolean positive = timeout instanceof JsonNumber n && positive(n.text());
            if (!positive) {
                out.report(Rule.HOOK_TIMEOUT, timeout.range(), "'timeout' is " + (timeout instanceof JsonNumber n
                        ? n.text() : timeout.typeName()) + "; it must be a positive number of seconds (the default "
                        + "is 600 for command hooks).");
            }
        });
        handler.string("command").ifPresent(command -> scripts(json, command, root, context, out));
        handler.get("args").filter(JsonArray.class::isInstance).ifPresent(args -> ((JsonArray) args).items().stream()
                .filter(JsonString.class::isInstance).forEach(a -> scripts(json, (JsonString) a, root, context, out)));
    }

    private static boolean positive(String number) {
        try {
            return new BigDecimal(number).signum() > 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static void scripts(PluginJson json, JsonString value, String root, FormatContext context,
                                Diagnostics out) {
        PluginPaths.check(json.text(), value, root, "the hook fails when it runs", context, out);
    }
}
