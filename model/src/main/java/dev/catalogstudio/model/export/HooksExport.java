package dev.catalogstudio.model.export;

import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.json.JsonValue.JsonArray;
import dev.catalogstudio.model.json.JsonValue.JsonNumber;
import dev.catalogstudio.model.json.JsonValue.JsonObject;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes Claude Code hooks ({@code {hooks: {Event: [{matcher, hooks: [handler]}]}}}) in a target's hooks format
 * ({@link ExportFacts.Hooks}): events renamed or dropped, handlers of a type the target does not run dropped, a
 * flat target's one entry per handler with its members renamed, timeouts converted; each change a {@link Loss} with
 * the source line. Handler values keep their text but for placeholders.
 */
final class HooksExport {

    private final ExportFacts facts;
    private final ExportFacts.Component component;
    private final ExportFacts.Hooks hooks;
    private final Placeholders placeholders;
    private final List<Loss> losses;
    private String path;
    private SourceText text;

    HooksExport(ExportFacts facts, ExportFacts.Component component, Placeholders placeholders, List<Loss> losses) {
        this.facts = facts;
        this.component = component;
        this.hooks = component.hooks();
        this.placeholders = placeholders;
        this.losses = losses;
    }

    /**
     * The target's hooks file for the hooks in {@code value} (a hooks file's root, or a manifest's inline hooks) of
     * {@code text} at {@code path}; {@code null} when {@code value} holds no event map.
     */
    String convert(String path, SourceText text, JsonValue value) {
        this.path = path;
        this.text = text;
        if (!(value instanceof JsonObject root)) {
            return null;
        }
        JsonObject events = root.get("hooks").orElse(null) instanceof JsonObject inner ? inner : root;
        var out = new ArrayList<Map.Entry<String, String>>();
        hooks.constant().forEach((k, v) -> out.add(new AbstractMap.SimpleEntry<>(k, v)));
        for (var member : root.members()) {
            if (events != root && !member.name().equals("hooks") && hooks.rootMembers().contains(member.name())
                    && !hooks.constant().containsKey(member.name())) {
                out.add(new AbstractMap.SimpleEntry<>(member.name(), text.slice(member.value().range())));
            } else if (events != root && !member.name().equals("hooks")) {
                losses.add(new Loss(path, member.nameRange().start().line(), member.name(), LossAction.DROPPED,
                        facts.host() + "'s hooks file has no such member (" + component.source() + ")"));
            }
        }
        var converted = new ArrayList<Map.Entry<String, String>>();
        for (var event : events.members()) {
            String name = event.name();
            int line = event.nameRange().start().line();
            String to = hooks.eventNames().isEmpty() ? name : hooks.eventNames().get(name);
            if (to == null
                    || !hooks.events().isEmpty() && hooks.eventNames().isEmpty() && !hooks.events().contains(name)) {
                losses.add(new Loss(path, line, "hooks." + name, LossAction.DROPPED, facts.host() + " has no "
                        + name + " event (" + component.source() + ")"));
                continue;
            }
            if (!to.equals(name)) {
                losses.add(new Loss(path, line, "hooks." + name, LossAction.RENAMED, "written as the " + to
                        + " event of " + facts.host() + " (" + component.source() + ")"));
            }
            var entries = new ArrayList<String>();
            if (event.value() instanceof JsonArray groups) {
                for (var group : groups.items()) {
                    if (group instanceof JsonObject g) {
                        entries.addAll(hooks.flat() ? flat(name, to, g) : List.of(group(name, g)));
                    }
                }
            }
            if (!entries.isEmpty()) {
                int at = converted.stream().map(Map.Entry::getKey).toList().indexOf(to);
                String array = "[\n      " + String.join(",\n      ", entries) + "\n    ]";
                if (at >= 0) { // two source events that are one target event (Gemini's AfterAgent)
                    String old = converted.get(at).getValue();
                    array = old.substring(0, old.length() - "\n    ]".length()) + ",\n      "
                            + String.join(",\n      ", entries) + "\n    ]";
                    converted.set(at, new AbstractMap.SimpleEntry<>(to, array));
                } else {
                    converted.add(new AbstractMap.SimpleEntry<>(to, array));
                }
            }
        }
        out.add(new AbstractMap.SimpleEntry<>(component.key() == null ? "hooks" : component.key(),
                JsonText.object(converted, 1)));
        return JsonText.object(out, 0);
    }

    /** A matcher group with the handlers the target runs; its other members as written. */
    private String group(String event, JsonObject group) {
        var members = new ArrayList<Map.Entry<String, String>>();
        for (var member : group.members()) {
            if (member.name().equals("hooks") && member.value() instanceof JsonArray handlers) {
                var kept = new ArrayList<String>();
                for (var handler : handlers.items()) {
                    if (handler instanceof JsonObject h && runs(event, h)) {
                        kept.add(handler(h));
                    }
                }
                members.add(new AbstractMap.SimpleEntry<>("hooks", "[" + String.join(", ", kept) + "]"));
            } else {
                members.add(new AbstractMap.SimpleEntry<>(member.name(), text.slice(member.value().range())));
            }
        }
        return JsonText.object(members, 3);
    }

    /** One entry per handler the target runs, its members renamed as the target names them. */
    private List<String> flat(String event, String to, JsonObject group) {
        var entries = new ArrayList<String>();
        var matcher = group.get("matcher").orElse(null);
        String matcherKey = hooks.handler().containsKey("matcher") ? hooks.handler().get("matcher")
                : hooks.matcherEvents().contains(to) ? "matcher" : null;
        if (matcher instanceof JsonString m && !m.value().isEmpty() && !m.value().equals("*") && matcherKey == null) {
            losses.add(new Loss(path, m.range().start().line(), "hooks." + event + ".matcher", LossAction.DROPPED,
                    facts.host() + " hook entries have no matcher, so the hook runs for every tool ("
                            + component.source() + ")"));
        }
        if (group.get("hooks").orElse(null) instanceof JsonArray handlers) {
            for (var item : handlers.items()) {
                if (!(item instanceof JsonObject h) || !runs(event, h)) {
                    continue;
                }
                var members = new ArrayList<Map.Entry<String, String>>();
                for (var member : h.members()) {
                    String key = member.name().equals("type") ? "type" : hooks.handler().get(member.name());
                    if (key == null) {
                        losses.add(new Loss(path, member.nameRange().start().line(), "hooks." + event + "."
                                + member.name(), LossAction.DROPPED, facts.host() + " hook entries have no "
                                + member.name() + " (" + component.source() + ")"));
                        continue;
                    }
                    members.add(new AbstractMap.SimpleEntry<>(key, value(member)));
                }
                if (matcher != null && matcherKey != null) {
                    members.add(new AbstractMap.SimpleEntry<>(matcherKey, text.slice(matcher.range())));
                }
                entries.add(JsonText.object(members, 3));
            }
        }
        return entries;
    }

    /** Whether the target runs handler {@code h}; a loss when it does not. */
    private boolean runs(String event, JsonObject h) {
        String type = h.string("type").map(JsonString::value).orElse("command");
        if (hooks.handlerTypes().isEmpty() || hooks.handlerTypes().contains(type)) {
            return true;
        }
        losses.add(new Loss(path, h.range().start().line(), "hooks." + event + "." + type, LossAction.DROPPED,
                facts.host() + " runs only " + String.join(", ", hooks.handlerTypes()) + " hooks ("
                        + component.source() + ")"));
        return false;
    }

    private String handler(JsonObject h) {
        var members = new ArrayList<Map.Entry<String, String>>();
        h.members().forEach(m -> members.add(new AbstractMap.SimpleEntry<>(m.name(), value(m))));
        return JsonText.object(members, 4);
    }

    /** A handler member's value: placeholders respelled in its strings, a timeout in the target's unit. */
    private String value(JsonValue.Member member) {
        if (member.name().equals("timeout") && hooks.milliseconds() && member.value() instanceof JsonNumber n) {
            String ms = new BigDecimal(n.text()).multiply(BigDecimal.valueOf(1000)).stripTrailingZeros()
                    .toPlainString();
            losses.add(new Loss(path, n.range().start().line(), "timeout", LossAction.REWRITTEN, "written " + ms
                    + ": " + facts.host() + " counts hook timeouts in milliseconds (" + component.source() + ")"));
            return ms;
        }
        String slice = text.slice(member.value().range());
        return member.value() instanceof JsonString ? placeholders.rewrite(slice, path,
                member.value().range().start().line() - 1, "hooks command", losses) : slice;
    }

    /** Parses a hooks file's text. */
    static JsonValue parse(SourceText text) {
        return new JsonParser().parse(text).root();
    }
}
