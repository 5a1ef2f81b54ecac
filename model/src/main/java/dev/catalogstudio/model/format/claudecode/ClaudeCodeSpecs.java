package dev.catalogstudio.model.format.claudecode;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.ANY;
import static dev.catalogstudio.model.format.FieldType.BOOLEAN;
import static dev.catalogstudio.model.format.FieldType.INTEGER;
import static dev.catalogstudio.model.format.FieldType.MAP_OF_OBJECTS;
import static dev.catalogstudio.model.format.FieldType.NUMBER;
import static dev.catalogstudio.model.format.FieldType.OBJECT;
import static dev.catalogstudio.model.format.FieldType.OBJECT_LIST;
import static dev.catalogstudio.model.format.FieldType.STRING;
import static dev.catalogstudio.model.format.FieldType.STRING_LIST;
import static dev.catalogstudio.model.format.FieldType.STRING_OR_OBJECT_LIST;
import static dev.catalogstudio.model.format.FieldType.STRING_OR_STRING_LIST;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.UnknownKeys;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The field specifications of Claude Code's plugin documents, written from Claude Code's plugins reference, plugin
 * marketplaces, sub-agents, skills and hooks pages (code.claude.com/docs/en/…, as of Claude Code 2.1.2xx) and checked
 * against the SchemaStore schemas {@code claude-code-plugin-manifest.json} and {@code claude-code-marketplace.json}.
 * Where the two disagree, the documentation (newer) wins and the other shape is accepted too.
 */
final class ClaudeCodeSpecs {

    static final String PLUGINS = "docs/CHECKS.md § Claude Code plugins and marketplaces (code.claude.com/docs/en/plugins-reference)";
    static final String MARKETPLACES = "docs/CHECKS.md § Claude Code plugins and marketplaces (code.claude.com/docs/en/plugin-marketplaces)";
    static final String SUBAGENTS = "docs/CHECKS.md § Claude Code plugins and marketplaces (code.claude.com/docs/en/sub-agents)";
    static final String SKILLS = "docs/CHECKS.md § Claude Code plugins and marketplaces (code.claude.com/docs/en/skills)";
    static final String HOOKS = "docs/CHECKS.md § Claude Code plugins and marketplaces (code.claude.com/docs/en/hooks)";

    /** {@code ./…}, the form of every component path (the plugins reference, "Path behavior rules"). */
    static final String RELATIVE = "^\\./.*";

    /** {@code claude-plugin-manifest}. */
    static final KindSpec MANIFEST = manifest();
    /** {@code claude-marketplace}. */
    static final KindSpec MARKETPLACE = marketplace();
    /** {@code claude-subagent}. */
    static final KindSpec SUBAGENT = subagent();
    /** {@code claude-command}. */
    static final KindSpec COMMAND = command();
    /** {@code claude-hooks}. */
    static final KindSpec HOOKS_FILE = hooksFile();

    private ClaudeCodeSpecs() {
    }

    /** The metadata fields a plugin manifest and a marketplace entry share. */
    private static List<FieldSpec> metadata(String section) {
        return List.of(
                field("name", STRING).required().length(1, null, dev.catalogstudio.model.format.LengthUnit.CHARACTERS).help("The plugin's name, kebab-case: it "
                        + "namespaces its components (/name:skill).").spec(section).build(),
                field("displayName", STRING).help("A label for the UI; falls back to name.").spec(section).build(),
                field("version", STRING).help("A semantic version X.Y.Z; plugin.json's wins over the marketplace "
                        + "entry's.").spec(section).build(),
                field("description", STRING).help("What the plugin does, shown in the plugin manager.").spec(section)
                        .build(),
                field("author", OBJECT).fields(
                        field("name", STRING).required().help("The author's name.").spec(section).build(),
                        field("email", STRING).help("A contact address.").spec(section).build(),
                        field("url", STRING).help("A web page.").spec(section).build())
                        .unknownKeys(UnknownKeys.EXTENSIONS_ONLY).help("Who wrote the plugin: name, email, url.")
                        .spec(section).build(),
                field("homepage", STRING).help("The plugin's documentation page.").spec(section).build(),
                field("repository", STRING).help("The source repository URL.").spec(section).build(),
                field("license", STRING).help("An SPDX identifier such as MIT.").spec(section).build(),
                field("keywords", STRING_LIST).help("Search keywords.").spec(section).build(),
                field("metadata", ANY).help("Free-form data, never read by Claude Code.").spec(section).build(),
                field("defaultEnabled", BOOLEAN).help("Whether the plugin is enabled on install (default true).")
                        .spec(section).build());
    }

    /** The component fields a plugin manifest and a marketplace entry share. */
    private static List<FieldSpec> components(String section) {
        String paths = "A './' path or a list of them, relative to the plugin root.";
        return List.of(
                field("commands", ANY).help(paths + " Replaces the default commands/ folder.").spec(section).build(),
                field("agents", STRING_OR_STRING_LIST).help(paths + " Replaces the default agents/ "
                        + "folder.").spec(section).build(),
                field("skills", STRING_OR_STRING_LIST).help(paths + " Added to the default skills/ folder.")
                        .spec(section).build(),
                field("workflows", STRING_OR_STRING_LIST).help(paths).spec(section).build(),
                field("outputStyles", STRING_OR_STRING_LIST).help(paths).spec(section).build(),
                field("hooks", ANY).help("A './' path to a hooks JSON file, an inline event map, or a list of them; "
                        + "hooks/hooks.json is loaded anyway.").spec(section).build(),
                field("mcpServers", ANY).help("A './' path to an MCP config, an inline map of servers, or a list.")
                        .spec(section).build(),
                field("lspServers", ANY).help("A './' path to an LSP config, an inline map of servers, or a list.")
                        .spec(section).build(),
                field("userConfig", MAP_OF_OBJECTS).fields(
                        field("type", STRING).required().allowed("string", "number", "boolean", "directory", "file")
                                .help("The option's type.").spec(section).build(),
                        field("title", STRING).required().help("The option's label.").spec(section).build(),
                        field("description", STRING).required().help("What the option sets.").spec(section).build(),
                        field("sensitive", BOOLEAN).help("Kept in the keychain, never shown.").spec(section).build(),
                        field("required", BOOLEAN).help("Must be set before the plugin runs.").spec(section).build(),
                        field("default", ANY).help("The value when unset.").spec(section).build(),
                        field("multiple", BOOLEAN).help("Several values (string options).").spec(section).build(),
                        field("min", NUMBER).help("The smallest number allowed.").spec(section).build(),
                        field("max", NUMBER).help("The largest number allowed.").spec(section).build())
                        .unknownKeys(UnknownKeys.EXTENSIONS_ONLY).help("Options the user sets when enabling the plugin.")
                        .spec(section).build(),
                field("channels", ANY).help("Message channels backed by the plugin's MCP servers.").spec(section)
                        .build(),
                field("experimental", ANY).help("Experimental components: themes, monitors.").spec(section).build(),
                field("themes", ANY).help("Deprecated top-level form of experimental.themes.").deprecated()
                        .spec(section).build(),
                field("monitors", ANY).help("Deprecated top-level form of experimental.monitors.").deprecated()
                        .spec(section).build(),
                field("settings", ANY).help("Settings merged when the plugin is enabled (SchemaStore).")
                        .spec(section).build(),
                field("dependencies", STRING_OR_OBJECT_LIST).fields(
                        field("name", STRING).required().help("The plugin depended on.").spec(section).build(),
                        field("version", STRING).help("A semver range such as ^2.0.").spec(section).build(),
                        field("marketplace", STRING).help("Its marketplace, when not this plugin's.").spec(section)
                                .build())
                        .unknownKeys(UnknownKeys.EXTENSIONS_ONLY).help("Plugins enabled with this one: a name, or "
                                + "{name, version, marketplace}.").spec("docs/CHECKS.md § Claude Code plugins and marketplaces (code.claude.com/docs/en/plugin-dependencies)")
                        .build());
    }

    private static KindSpec manifest() {
        var fields = new ArrayList<FieldSpec>();
        fields.add(field("$schema", STRING).help("A JSON Schema URL for editors; ignored by Claude Code.")
                .spec(PLUGINS).build());
        fields.addAll(metadata(PLUGINS));
        fields.addAll(components(PLUGINS));
        return new KindSpec("claude-plugin-manifest", "Claude Code plugin manifest (.claude-plugin/plugin.json)",
                "A plugin's identity and where its components live; optional, and name is its only required field.",
                PLUGINS, DocumentFormat.JSON_FILE, "plugin.json", Optional.of(ClaudeCodeFormat.PLUGIN_MANIFEST),
                fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    private static KindSpec marketplace() {
        var entry = new ArrayList<FieldSpec>();
        entry.addAll(metadata(MARKETPLACES));
        entry.add(field("source", ANY).required().help("Where the plugin is: a './' folder of this repository, or "
                + "{source: github|url|git-subdir|npm|archive|command, …}.").spec(MARKETPLACES).build());
        entry.add(field("category", STRING).help("A category for browsing.").spec(MARKETPLACES).build());
        entry.add(field("tags", STRING_LIST).help("Tags for browsing.").spec(MARKETPLACES).build());
        entry.add(field("strict", BOOLEAN).help("true (default): plugin.json is authoritative; false: this entry is "
                + "the whole definition.").spec(MARKETPLACES).build());
        entry.add(field("relevance", ANY).help("When to suggest the plugin.").spec(MARKETPLACES).build());
        entry.addAll(components(MARKETPLACES));
        var fields = List.of(
                field("$schema", STRING).help("A JSON Schema URL for editors; ignored.").spec(MARKETPLACES).build(),
                field("name", STRING).required().length(1, null, dev.catalogstudio.model.format.LengthUnit.CHARACTERS).help("The marketplace's name, kebab-case: "
                        + "users install plugin@name.").spec(MARKETPLACES).build(),
                field("owner", OBJECT).required().fields(
                        field("name", STRING).required().help("Who maintains the marketplace.").spec(MARKETPLACES)
                                .build(),
                        field("email", STRING).help("A contact address.").spec(MARKETPLACES).build(),
                        field("url", STRING).help("A web page.").spec(MARKETPLACES).build())
                        .unknownKeys(UnknownKeys.EXTENSIONS_ONLY).help("The maintainer: name (required), email, url.")
                        .spec(MARKETPLACES).build(),
                field("description", STRING).help("What the marketplace offers.").spec(MARKETPLACES).build(),
                field("version", STRING).help("The marketplace's version.").spec(MARKETPLACES).build(),
                field("metadata", OBJECT).fields(
                        field("description", STRING).help("What the marketplace offers.").spec(MARKETPLACES).build(),
                        field("version", STRING).help("The marketplace's version.").spec(MARKETPLACES).build(),
                        field("pluginRoot", STRING).help("The folder bare plugin sources are found in, './…'.")
                                .spec(MARKETPLACES).build())
                        .unknownKeys(UnknownKeys.ALLOWED).help("description, version, pluginRoot.")
                        .spec(MARKETPLACES).build(),
                field("plugins", OBJECT_LIST).required().fields(entry.toArray(FieldSpec[]::new))
                        .unknownKeys(UnknownKeys.EXTENSIONS_ONLY).help("The plugins offered, each with name and source.")
                        .spec(MARKETPLACES).build(),
                field("allowCrossMarketplaceDependenciesOn", STRING_LIST).help("Marketplaces whose plugins may be "
                        + "dependencies.").spec(MARKETPLACES).build(),
                field("renames", ANY).help("Old plugin names to new ones (or null).").spec(MARKETPLACES).build(),
                field("forceRemoveDeletedPlugins", BOOLEAN).help("Uninstall plugins removed from the list "
                        + "(SchemaStore).").spec(MARKETPLACES).build());
        return new KindSpec("claude-marketplace", "Claude Code marketplace (.claude-plugin/marketplace.json)",
                "A catalog of plugins users add with /plugin marketplace add; each entry's source must resolve.",
                MARKETPLACES, DocumentFormat.JSON_FILE, "marketplace.json", Optional.of(ClaudeCodeFormat.MARKETPLACE),
                fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    private static KindSpec subagent() {
        var fields = List.of(
                field("name", STRING).required().help("The subagent's identifier: lowercase letters and hyphens, no "
                        + "':'.").spec(SUBAGENTS).build(),
                field("description", STRING).required().help("When Claude should delegate to this subagent.")
                        .spec(SUBAGENTS).build(),
                field("tools", STRING_OR_STRING_LIST).help("The tools it may use, comma-separated or a list; "
                        + "omitted: all of the parent's.").spec(SUBAGENTS).build(),
                field("disallowedTools", STRING_OR_STRING_LIST).help("Tools it may not use.").spec(SUBAGENTS).build(),
                field("model", STRING).help("sonnet, opus, haiku, a full model id, or inherit (the default).")
                        .spec(SUBAGENTS).build(),
                field("permissionMode", STRING).allowed("default", "acceptEdits", "auto", "dontAsk",
                        "bypassPermissions", "plan", "manual").help("How it asks for permission; ignored in plugins.")
                        .spec(SUBAGENTS).build(),
                field("maxTurns", INTEGER).range("1", null).help("The most turns it may take.").spec(SUBAGENTS)
                        .build(),
                field("skills", STRING_OR_STRING_LIST).help("Skills preloaded into its context.").spec(SUBAGENTS)
                        .build(),
                field("mcpServers", ANY).help("MCP servers it may use; ignored in plugins.").spec(SUBAGENTS).build(),
                field("hooks", ANY).help("Hooks while it runs; ignored in plugins.").spec(SUBAGENTS).build(),
                field("memory", STRING).allowed("user", "project", "local").help("Where its memory persists.")
                        .spec(SUBAGENTS).build(),
                field("background", BOOLEAN).help("Runs in the background.").spec(SUBAGENTS).build(),
                field("effort", STRING).allowed("low", "medium", "high", "xhigh", "max").help("Reasoning effort.")
                        .spec(SUBAGENTS).build(),
                field("isolation", STRING).allowed("worktree").help("Runs in its own git worktree.").spec(SUBAGENTS)
                        .build(),
                field("color", STRING).help("Its color in the UI: red, blue, green, yellow, purple, orange, pink, "
                        + "cyan.").spec(SUBAGENTS).build(),
                field("initialPrompt", STRING).help("The first prompt when run as the main agent.").spec(SUBAGENTS)
                        .build(),
                field("omitClaudeMd", BOOLEAN).help("Starts without the project's CLAUDE.md (managed ones still "
                        + "load); Claude Code 2.1.271+.").spec(SUBAGENTS).build(),
                field("experimental", ANY).help("Experimental settings: cacheTtl, 5m or 1h; Claude Code 2.1.248+.")
                        .spec(SUBAGENTS).build());
        return new KindSpec("claude-subagent", "Claude Code subagent (agents/*.md)", "A specialised assistant Claude "
                + "delegates to: frontmatter, then its system prompt.", SUBAGENTS, DocumentFormat.YAML_FRONTMATTER,
                "*.md", Optional.of(ClaudeCodeFormat.SUBAGENT), fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    private static KindSpec command() {
        var fields = List.of(
                field("description", STRING).help("What the command does; defaults to the body's first line.")
                        .spec(SKILLS).build(),
                field("argument-hint", STRING_OR_STRING_LIST).help("The arguments shown after the command, e.g. "
                        + "[issue-number]; a list is joined into one.")
                        .spec(SKILLS).build(),
                field("arguments", STRING_OR_STRING_LIST).help("Named arguments, read as $name.").spec(SKILLS)
                        .build(),
                field("allowed-tools", STRING_OR_STRING_LIST).help("Tools pre-approved while it runs.").spec(SKILLS)
                        .build(),
                field("disallowed-tools", STRING_OR_STRING_LIST).help("Tools refused while it runs.").spec(SKILLS)
                        .build(),
                field("model", STRING).help("The model it runs with, or inherit.").spec(SKILLS).build(),
                field("effort", STRING).allowed("low", "medium", "high", "xhigh", "max").help("Reasoning effort.")
                        .spec(SKILLS).build(),
                field("disable-model-invocation", BOOLEAN).help("Only the user can run it.").spec(SKILLS).build(),
                field("user-invocable", BOOLEAN).help("Whether it appears in the / menu.").spec(SKILLS).build(),
                field("context", STRING).allowed("fork").help("fork: run in a subagent.").spec(SKILLS).build(),
                field("agent", STRING).help("The subagent type for context: fork.").spec(SKILLS).build(),
                field("hooks", ANY).help("Hooks while it runs.").spec(SKILLS).build(),
                field("shell", STRING).allowed("bash", "powershell").help("The shell of !`…` blocks.").spec(SKILLS)
                        .build());
        return new KindSpec("claude-command", "Claude Code command (commands/*.md)", "A slash command: a prompt "
                + "template run as /name (/plugin:name in a plugin), with $ARGUMENTS.", SKILLS,
                DocumentFormat.YAML_FRONTMATTER, "*.md", Optional.of(ClaudeCodeFormat.COMMAND), fields,
                UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    /** The fields of one hook handler, checked by {@link HookRules}. */
    static final List<FieldSpec> HANDLER = List.of(
                field("type", STRING).required().help("command, "
                        + "http, mcp_tool, prompt or agent.").spec(HOOKS).build(),
                field("command", STRING).help("The shell command (type command); ${CLAUDE_PLUGIN_ROOT} is the "
                        + "plugin's folder.").spec(HOOKS).build(),
                field("args", STRING_LIST).help("Exec-form arguments: no shell.").spec(HOOKS).build(),
                field("url", STRING).help("The endpoint (type http).").spec(HOOKS).build(),
                field("prompt", STRING).help("The prompt (types prompt and agent).").spec(HOOKS).build(),
                field("timeout", NUMBER).help("Seconds before the hook is cancelled.").spec(HOOKS).build(),
                field("if", STRING).help("A permission rule such as Bash(git *): the hook runs only when it matches.")
                        .spec(HOOKS).build(),
                field("statusMessage", STRING).help("Shown while the hook runs.").spec(HOOKS).build(),
                field("once", BOOLEAN).help("Run once per session (skills only).").spec(HOOKS).build(),
                field("async", BOOLEAN).help("Run in the background.").spec(HOOKS).build(),
                field("asyncRewake", BOOLEAN).help("Wake Claude when the background hook ends.").spec(HOOKS).build(),
                field("shell", STRING).allowed("bash", "powershell").help("The shell of a command hook.").spec(HOOKS)
                        .build(),
                field("headers", ANY).help("HTTP headers (type http).").spec(HOOKS).build(),
                field("allowedEnvVars", STRING_LIST).help("Variables headers may expand.").spec(HOOKS).build(),
                field("server", STRING).help("The MCP server (type mcp_tool).").spec(HOOKS).build(),
                field("tool", STRING).help("The MCP tool (type mcp_tool).").spec(HOOKS).build(),
                field("input", ANY).help("The tool's input (type mcp_tool).").spec(HOOKS).build(),
                field("model", STRING).help("The model (types prompt and agent).").spec(HOOKS).build(),
                field("continueOnBlock", BOOLEAN).help("Let Claude go on after the hook blocks (types prompt and "
                        + "agent, PreToolUse and PostToolUse).").spec(HOOKS).build());

    private static KindSpec hooksFile() {
        var fields = List.of(
                field("description", STRING).help("What the hooks do.").spec(HOOKS).build(),
                field("hooks", OBJECT).required().unknownKeys(UnknownKeys.ALLOWED).help("Event name to a list of "
                        + "matcher groups {matcher, hooks: [{type, command, timeout, …}]}.").spec(HOOKS).build());
        return new KindSpec("claude-hooks", "Claude Code hooks (hooks/hooks.json)", "Shell commands, HTTP calls or "
                + "prompts Claude Code runs on events such as PreToolUse.", HOOKS, DocumentFormat.JSON_FILE,
                "hooks.json", Optional.of(ClaudeCodeFormat.HOOKS), fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }
}
