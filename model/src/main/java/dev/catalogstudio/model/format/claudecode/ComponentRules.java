package dev.catalogstudio.model.format.claudecode;

import static dev.catalogstudio.model.format.claudecode.ClaudePluginManifestRules.shown;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.FormatContext;
import dev.catalogstudio.model.format.FormatDocument;
import dev.catalogstudio.model.format.FrontmatterFields;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.YamlFields;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.List;
import java.util.Optional;

/**
 * The rules of a subagent ({@code agents/*.md}, code.claude.com/docs/en/sub-agents "Supported frontmatter fields") and
 * a command ({@code commands/*.md}, the skills page: commands take a skill's frontmatter but {@code name}): the
 * frontmatter's syntax and required fields, each field's shape by the kind's specification, the subagent name Claude
 * Code accepts, and the fields Claude Code ignores in a plugin's subagent.
 */
final class ComponentRules {

    /** Fields a plugin's subagent may not set: Claude Code ignores them there, for security (plugins reference). */
    private static final List<String> IGNORED_IN_PLUGINS = List.of("hooks", "mcpServers", "permissionMode");

    private ComponentRules() {
    }

    static void check(FormatDocument document, boolean subagent, Optional<String> plugin, FormatContext context,
                      Diagnostics out) {
        FrontmatterDocument doc = document.frontmatter().orElseThrow();
        KindSpec spec = subagent ? ClaudeCodeSpecs.SUBAGENT : ClaudeCodeSpecs.COMMAND;
        switch (doc.frontmatter().status()) {
            case MISSING -> {
                if (subagent) {
                    // A plugin's subagent without frontmatter still loads, under its file name (the sub-agents page);
                    // a project's .claude/agents/ file without one is no subagent.
                    out.report(Rule.FRONTMATTER_MISSING, plugin.isPresent() ? Severity.WARNING : Severity.ERROR,
                            doc.source().lineRange(1), "A subagent starts with a '---' frontmatter block holding "
                                    + "'name' and 'description'; without one Claude Code cannot tell when to delegate "
                                    + "to it" + (plugin.isPresent() ? " (it loads under its file name)." : "."));
                }
                return;
            }
            case UNCLOSED, PRESENT -> out.addAll(doc.diagnostics());
        }
        if (!doc.hasUsableFrontmatter()) {
            return;
        }
        var fields = new FrontmatterFields(doc, spec, out);
        if (subagent && plugin.isPresent() && fields.fields().entry("name").isEmpty()) {
            // A plugin's subagent without a name still loads, under its file name (the sub-agents page).
            out.report(Rule.FIELD_REQUIRED, Severity.WARNING, doc.frontmatter().open(), "The frontmatter has no "
                    + "'name'; Claude Code names this subagent after its file. Add 'name: …' to choose.");
            if (fields.fields().entry("description").isEmpty()) {
                out.report(Rule.FIELD_REQUIRED, doc.frontmatter().open(), "The frontmatter has no 'description'; "
                        + "add 'description: …' saying when Claude should delegate to this subagent.");
            }
        } else {
            fields.requiredFields();
        }
        for (var entry : fields.fields().entries()) {
            String key = entry.keyText();
            spec.field(key).ifPresent(field -> YamlFields.problem(entry.value(), field).ifPresent(problem ->
                    out.report(problem.startsWith("is \"") ? Rule.FIELD_VALUE : Rule.FIELD_TYPE,
                            entry.value().range(), "'" + key + "' " + problem + ".")));
        }
        fields.unknownFields(subagent ? "a Claude Code subagent" : "a Claude Code command");
        if (subagent) {
            fields.fields().string("name").ifPresent(name -> {
                String value = name.value();
                if (value.contains(":") || value.startsWith("-")) {
                    out.report(Rule.SUBAGENT_NAME_FORMAT, name.range(), "Claude Code skips a subagent whose name "
                            + (value.contains(":") ? "holds ':' (reserved for plugin scoping, plugin:agent)"
                            : "starts with '-'") + "; name it \"" + shown(suggest(value)) + "\".");
                }
            });
            if (plugin.isPresent()) {
                for (String key : IGNORED_IN_PLUGINS) {
                    fields.fields().entry(key).ifPresent(e -> out.report(Rule.PLUGIN_AGENT_FIELD_IGNORED,
                            e.key().range(), "Claude Code ignores '" + key + "' in a plugin's subagent, for security; "
                                    + "it takes effect only in .claude/agents/ or ~/.claude/agents/. Remove it, or "
                                    + "move the setting to the plugin (hooks/hooks.json, .mcp.json)."));
                }
            }
        }
    }

    private static String suggest(String name) {
        String s = name.replace(':', '-');
        while (s.startsWith("-")) {
            s = s.substring(1);
        }
        return s.isEmpty() ? "agent" : s;
    }
}
