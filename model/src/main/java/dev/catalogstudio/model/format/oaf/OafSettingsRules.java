package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The orchestration, tools, configuration, memory, model and harness fields of an OAF AGENTS.md
 * (open-agent-format.md § Orchestration Fields … § Harness-Specific Configuration): {@code field-type},
 * {@code oaf-enum} ({@code memory.type}, the {@code model} alias), {@code oaf-range} ({@code config.temperature} in
 * 0.0–1.0, {@code config.max_tokens} a positive integer) and {@code oaf-tool-conflict} (a tool both allowed — in
 * {@code tools} or {@code config.tools.allowed} — and denied in {@code config.tools.denied}). Stateless.
 */
final class OafSettingsRules {

    /** {@code memory.type} values. */
    static final List<String> MEMORY_TYPES = List.of("editable", "read-only");
    /** {@code model} aliases. */
    static final List<String> MODEL_ALIASES = List.of("sonnet", "opus", "haiku");

    private OafSettingsRules() {
    }

    static void check(OafAgent agent, OafYaml yaml) {
        var fields = agent.document().mapping().orElseThrow();
        var source = agent.document().source();
        yaml.mapping(fields, "orchestration", "orchestration").ifPresent(o -> {
            yaml.string(o, "entrypoint", "orchestration.entrypoint");
            yaml.string(o, "fallback", "orchestration.fallback");
            for (var trigger : yaml.mappings(o, "triggers", "orchestration.triggers")) {
                yaml.string(trigger, "event", "orchestration.triggers[].event");
                yaml.string(trigger, "action", "orchestration.triggers[].action");
            }
        });
        var allowed = new ArrayList<>(yaml.strings(fields, "tools", "tools"));
        var denied = new ArrayList<YamlScalar>();
        yaml.mapping(fields, "config", "config").ifPresent(config -> {
            config.get("temperature").ifPresent(t -> temperature(t, yaml));
            config.get("max_tokens").ifPresent(m -> maxTokens(m, yaml));
            yaml.bool(config, "require_confirmation", "config.require_confirmation");
            yaml.mapping(config, "tools", "config.tools").ifPresent(tools -> {
                allowed.addAll(yaml.strings(tools, "allowed", "config.tools.allowed"));
                denied.addAll(yaml.strings(tools, "denied", "config.tools.denied"));
            });
        });
        conflicts(allowed, denied, yaml);
        yaml.mapping(fields, "memory", "memory").ifPresent(memory -> {
            yaml.string(memory, "type", "memory.type").ifPresent(t -> yaml.oneOf(source, t, "memory.type",
                    MEMORY_TYPES));
            yaml.mapping(memory, "blocks", "memory.blocks");
        });
        fields.get("model").ifPresent(model -> {
            if (model instanceof YamlScalar s && s.isString()) {
                yaml.oneOf(source, s, "model", MODEL_ALIASES);
            } else if (model instanceof YamlMapping m) {
                yaml.string(m, "provider", "model.provider");
                yaml.string(m, "name", "model.name");
                yaml.string(m, "embedding", "model.embedding");
            } else {
                yaml.typeError("model", model, "an alias ('sonnet', 'opus', 'haiku') or a mapping");
            }
        });
        yaml.mapping(fields, "harnessConfig", "harnessConfig");
    }

    private static void temperature(YamlNode node, OafYaml yaml) {
        if (!(node instanceof YamlScalar s && (s.type() == YamlScalar.Type.INTEGER
                || s.type() == YamlScalar.Type.FLOAT))) {
            yaml.typeError("config.temperature", node, "a number");
            return;
        }
        double value;
        try {
            value = Double.parseDouble(s.value());
        } catch (NumberFormatException e) {
            value = Double.NaN; // .inf, .nan
        }
        if (!(value >= 0.0 && value <= 1.0)) {
            yaml.out().report(Rule.OAF_RANGE, s.range(), "'config.temperature' is " + s.value() + "; it must be a "
                    + "number from 0.0 to 1.0.");
        }
    }

    private static void maxTokens(YamlNode node, OafYaml yaml) {
        if (!(node instanceof YamlScalar s && (s.type() == YamlScalar.Type.INTEGER
                || s.type() == YamlScalar.Type.FLOAT))) {
            yaml.typeError("config.max_tokens", node, "a whole number");
            return;
        }
        if (s.type() == YamlScalar.Type.FLOAT || integer(s.value()).signum() <= 0) {
            yaml.out().report(Rule.OAF_RANGE, s.range(), "'config.max_tokens' is " + s.value() + "; it must be a "
                    + "positive whole number of tokens, such as 4096.");
        }
    }

    /** A YAML core-schema integer ({@code 12}, {@code -3}, {@code 0x1F}, {@code 0o17}). */
    private static BigInteger integer(String text) {
        String t = text.startsWith("+") ? text.substring(1) : text;
        if (t.startsWith("0x")) {
            return new BigInteger(t.substring(2), 16);
        }
        return t.startsWith("0o") ? new BigInteger(t.substring(2), 8) : new BigInteger(t);
    }

    private static void conflicts(List<YamlScalar> allowed, List<YamlScalar> denied, OafYaml yaml) {
        Map<String, YamlScalar> allowedByName = new LinkedHashMap<>();
        allowed.forEach(a -> allowedByName.putIfAbsent(a.value(), a));
        for (var d : denied) {
            var a = allowedByName.get(d.value());
            if (a != null) {
                yaml.out().report(Rule.OAF_TOOL_CONFLICT, d.range(), "'" + d.value() + "' is denied here but also "
                        + "allowed (line " + a.range().start().line() + "); remove it from one of the two lists.");
            }
        }
    }
}
