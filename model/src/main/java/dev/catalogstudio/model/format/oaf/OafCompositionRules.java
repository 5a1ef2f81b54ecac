package dev.catalogstudio.model.format.oaf;

import dev.catalogstudio.model.diag.QuickFix;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The composition fields of an OAF AGENTS.md (open-agent-format.md § Composition Fields): {@code skills},
 * {@code packs}, {@code weblets}, {@code mcpServers}, {@code agents}. Reports {@code field-type},
 * {@code field-required}, {@code oaf-enum} ({@code skills[].source}, {@code weblets[].launch}),
 * {@code oaf-local-skill-missing} and {@code oaf-config-dir-missing}; the last two only for a root manifest, since a
 * version snapshot describes a folder that may no longer exist.
 *
 * <p>Skill references come in two shapes, both accepted: the primary spec's {@code {vendor, skill, version, source:
 * "registry"|"local", required}} and OAF 0.8's {@code {name, source: "local"|<well-known URL>, version, required}}.
 * Stateless and thread-safe.
 */
final class OafCompositionRules {

    /** {@code skills[].source} values besides a well-known URL. */
    static final List<String> SKILL_SOURCES = List.of("registry", "local");
    /** {@code weblets[].launch} values. */
    static final List<String> LAUNCH_MODES = List.of("onDemand", "background", "foreground");
    /** The two files every MCP config folder holds. */
    static final List<String> CONFIG_FILES = List.of("ActiveMCP.json", "config.yaml");

    private static final Pattern URL = Pattern.compile("https?://\\S+");

    private OafCompositionRules() {
    }

    static void check(OafAgent agent, OafContext context, OafYaml yaml) {
        var fields = agent.document().mapping().orElseThrow();
        var source = agent.document().source();
        boolean root = context.snapshot().isEmpty();
        for (var skill : yaml.mappings(fields, "skills", "skills")) {
            skill(skill, source, root ? context : null, yaml);
        }
        for (var pack : yaml.mappings(fields, "packs", "packs")) {
            strings(yaml, pack, "packs[]", "vendor", "pack", "version");
            yaml.bool(pack, "required", "packs[].required");
        }
        for (var weblet : yaml.mappings(fields, "weblets", "weblets")) {
            strings(yaml, weblet, "weblets[]", "vendor", "weblet", "version");
            yaml.string(weblet, "launch", "weblets[].launch")
                    .ifPresent(l -> yaml.oneOf(source, l, "weblets[].launch", LAUNCH_MODES));
        }
        for (var server : yaml.mappings(fields, "mcpServers", "mcpServers")) {
            strings(yaml, server, "mcpServers[]", "vendor", "server", "version");
            yaml.bool(server, "required", "mcpServers[].required");
            var dir = yaml.string(server, "configDir", "mcpServers[].configDir");
            if (root && (dir.isPresent() || server.entry("configDir").isEmpty())) {
                configDir(server, dir.orElse(null), context, yaml);
            }
        }
        for (var sub : yaml.mappings(fields, "agents", "agents")) {
            strings(yaml, sub, "agents[]", "vendor", "agent", "version", "role");
            yaml.strings(sub, "delegations", "agents[].delegations");
            yaml.bool(sub, "required", "agents[].required");
        }
    }

    /** One skill reference; {@code context} is {@code null} for a snapshot (no folder checks). */
    private static void skill(YamlMapping skill, SourceText source, OafContext context, OafYaml yaml) {
        strings(yaml, skill, "skills[]", "vendor", "version");
        yaml.bool(skill, "required", "skills[].required");
        var id = yaml.string(skill, "skill", "skills[].skill").or(() -> yaml.string(skill, "name", "skills[].name"));
        if (id.isEmpty() && skill.entry("skill").isEmpty() && skill.entry("name").isEmpty()) {
            yaml.out().report(Rule.FIELD_REQUIRED, firstKey(skill), "This skills entry names no skill; add 'skill: "
                    + "<id>' (or 'name: <id>', the OAF 0.8 shape).");
        }
        var sourceField = yaml.string(skill, "source", "skills[].source");
        if (sourceField.isEmpty()) {
            return;
        }
        var src = sourceField.get();
        if (!SKILL_SOURCES.contains(src.value()) && !URL.matcher(src.value()).matches()) {
            var fixes = SKILL_SOURCES.stream().filter(s -> s.equalsIgnoreCase(src.value())).map(s -> new QuickFix(
                    "Change to '" + s + "'", List.of(new TextEdit(src.range(), OafYaml.requote(source, src, s)))))
                    .toArray(QuickFix[]::new);
            yaml.out().report(Rule.OAF_ENUM, src.range(), "'skills[].source' is '" + src.value() + "'; it must be "
                    + "'registry', 'local' or a well-known skill URL (https://…/.well-known/skills/<name>).", fixes);
        } else if (src.value().equals("local") && id.isPresent() && context != null) {
            String name = id.get().value();
            String path = "skills/" + name + "/SKILL.md";
            if (name.isEmpty() || name.contains("/") || name.startsWith(".") || !context.hasFile(path)) {
                yaml.out().report(Rule.OAF_LOCAL_SKILL_MISSING, id.get().range(), "The local skill '" + name + "' "
                        + "has no " + path + " in the agent folder; add the skill there (an Agent Skills folder) or "
                        + "reference it from a registry instead.");
            }
        }
    }

    /** {@code oaf-config-dir-missing}: {@code configDir} absent, outside the agent folder, or lacking a file. */
    private static void configDir(YamlMapping server, YamlScalar dir, OafContext context, OafYaml yaml) {
        String name = server.string("server").map(YamlScalar::value).orElse("<server>");
        if (dir == null) {
            yaml.out().report(Rule.OAF_CONFIG_DIR_MISSING, firstKey(server), "This MCP server has no 'configDir'; add "
                    + "'configDir: mcp-configs/" + name + "' and put ActiveMCP.json and config.yaml there.");
            return;
        }
        String path = OafAgent.normalizeDir(dir.value());
        if (path.isEmpty() || path.startsWith("/") || path.contains("\\") || path.matches("(.*/)?\\.\\.(/.*)?")) {
            yaml.out().report(Rule.OAF_CONFIG_DIR_MISSING, dir.range(), "'configDir' must be a folder inside the agent"
                    + " folder, such as 'mcp-configs/" + name + "'.");
            return;
        }
        var missing = new ArrayList<String>();
        CONFIG_FILES.stream().filter(f -> !context.hasFile(path + "/" + f)).forEach(missing::add);
        if (!missing.isEmpty()) {
            yaml.out().report(Rule.OAF_CONFIG_DIR_MISSING, dir.range(), (context.hasFolder(path)
                    ? "The folder " + path + "/ lacks " + String.join(" and ", missing)
                    : "The folder " + path + "/ does not exist") + "; an MCP config folder holds ActiveMCP.json (the "
                    + "tools to use) and config.yaml (how to connect).");
        }
    }

    private static void strings(OafYaml yaml, YamlMapping map, String path, String... keys) {
        for (String key : keys) {
            yaml.string(map, key, path + "." + key);
        }
    }

    private static Range firstKey(YamlMapping map) {
        return map.entries().isEmpty() ? map.range() : map.entries().get(0).key().range();
    }
}
