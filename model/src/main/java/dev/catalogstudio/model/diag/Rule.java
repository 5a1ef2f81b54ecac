package dev.catalogstudio.model.diag;

import static dev.catalogstudio.model.diag.Severity.ERROR;
import static dev.catalogstudio.model.diag.Severity.INFO;
import static dev.catalogstudio.model.diag.Severity.WARNING;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every diagnostic code the model reports. The {@link #id()} strings are a public contract
 * ({@code shared/design/RULES.md}): the command line prints them and users suppress by them. Never rename one.
 */
public enum Rule {
    // Reading files (codes of our own, for input that is not a readable text document).
    FILE_UNREADABLE("file-unreadable", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "The file cannot be read (permissions, a dangling link, a pipe or a device)."),
    FILE_BINARY("file-binary", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "A document is binary: it holds a NUL byte in its first 8 KiB."),
    FILE_NOT_UTF8("file-not-utf8", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "A document is not valid UTF-8 text."),
    ANALYSIS_SKIPPED("analysis-skipped", INFO, "docs/CHECKS.md#diagnostic-codes",
            "A document too large to check whole: only its frontmatter was checked."),
    SYMLINK_LOOP("symlink-loop", WARNING, "docs/CHECKS.md#diagnostic-codes",
            "A symbolic link leads back to a folder that contains it."),
    SYMLINK_ESCAPE("symlink-escape", INFO, "docs/CHECKS.md#diagnostic-codes",
            "A symbolic link leads outside the checked folder; it was not followed."),
    DIAGNOSTICS_TRUNCATED("diagnostics-truncated", INFO, "docs/CHECKS.md#diagnostic-codes",
            "Over 1,000 diagnostics in a file or 100,000 in a check: the rest were left out and counted here."),
    INTERNAL_ERROR("internal-error", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "Catalog Studio failed while checking this file."),
    WORKSPACE_SETTINGS("workspace-settings", ERROR, "docs/DEPENDENCIES.md#resolution-layers-catalog-studioyaml",
            "catalog-studio.yaml is malformed: a layer without origin or path, a bad origin, or a missing folder."),
    LOCK_FILE("lock-file", ERROR, "docs/DEPENDENCIES.md#the-lock-file-catalog-studiolock",
            "catalog-studio.lock is malformed: a line that is not a lock fact, a bad commit or hash, or a fact twice."),

    // Shared: every frontmatter document.
    FRONTMATTER_MISSING("frontmatter-missing", ERROR, "agent-skills.md#skill-md-format",
            "The document does not start with a '---' frontmatter block."),
    FRONTMATTER_UNCLOSED("frontmatter-unclosed", ERROR, "agent-skills.md#frontmatter",
            "The frontmatter block opened with '---' is never closed."),
    YAML_SYNTAX("yaml-syntax", ERROR, "agent-skills.md#frontmatter",
            "The frontmatter is not valid YAML."),
    YAML_LIMIT("yaml-limit", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "The frontmatter exceeds a safety limit (nesting depth, aliases or size)."),
    FRONTMATTER_NOT_MAPPING("frontmatter-not-mapping", ERROR, "agent-skills.md#frontmatter",
            "The frontmatter parses but is not a mapping of keys to values."),
    DUPLICATE_KEY("duplicate-key", ERROR, "agent-skills.md#frontmatter",
            "A mapping repeats a key."),
    FIELD_REQUIRED("field-required", ERROR, "agent-skills.md#frontmatter",
            "A required field is absent."),
    FIELD_TYPE("field-type", ERROR, "agent-skills.md#frontmatter",
            "A field has the wrong type (e.g. a list where a string belongs)."),
    FIELD_UNKNOWN("field-unknown", INFO, "agent-skills.md#frontmatter",
            "A field the document kind does not define (x_* extension fields are fine)."),
    NAME_FORMAT("name-format", ERROR, "agent-skills.md#name-field",
            "The name is not lowercase kebab-case."),
    NAME_TOO_LONG("name-too-long", ERROR, "agent-skills.md#name-field",
            "The name is over 64 characters."),
    NAME_DIRECTORY_MISMATCH("name-directory-mismatch", ERROR, "agent-skills.md#name-field",
            "The name differs from the folder name."),
    DESCRIPTION_EMPTY("description-empty", ERROR, "agent-skills.md#description-field",
            "The description is empty."),
    DESCRIPTION_TOO_LONG("description-too-long", ERROR, "agent-skills.md#description-field",
            "The description is over 1024 characters."),
    COMPATIBILITY_TOO_LONG("compatibility-too-long", ERROR, "agent-skills.md#compatibility-field",
            "The compatibility field is over 500 characters."),
    BODY_TOO_LONG("body-too-long", WARNING, "agent-skills.md#progressive-disclosure",
            "The Markdown body is over 20,000 characters; hosts may truncate it."),
    SKILL_FILE_TOO_LARGE("skill-file-too-large", WARNING, "workspace-skills.md#naming-and-size-constraints",
            "SKILL.md is over 64 KiB."),
    SUPPORTING_FILE_TOO_LARGE("supporting-file-too-large", WARNING, "workspace-skills.md#naming-and-size-constraints",
            "A file in a skill folder is over 512 KiB; hosts silently truncate it."),
    SKILL_REFERENCE_MISSING("skill-reference-missing", WARNING, "agent-skills.md#file-references",
            "A link or path in the body names a file that is not in the skill folder."),
    SKILL_REFERENCE_ESCAPE("skill-reference-escape", WARNING, "workspace-skills.md#path-safety",
            "A link in the body leaves the skill folder (absolute, '..' or hidden)."),
    SKILL_NOT_LOADED("skill-not-loaded", INFO, "docs/CHECKS.md#diagnostic-codes",
            "No host or format would load this SKILL.md where it lies; it is checked as no skill."),
    DUPLICATE_SKILL_NAME("duplicate-skill-name", WARNING, "agent-skills.md#name-field",
            "Two discovered skills share a name; only the winner is loaded."),
    HOST_COPY_MISMATCH("host-copy-mismatch", INFO, "docs/CHECKS.md#diagnostic-codes",
            "Two host copies of a skill or agent (same name, another host's tree) differ in their portable parts."),

    // metaSKILLs (metaskills.md): the program field of SKILL.md and the Starlark program.
    METASKILL_PATH_ABSOLUTE("metaskill-path-absolute", ERROR, "metaskills.md#3-package-format",
            "'metaskill' is an absolute path; it must be relative to the skill folder."),
    METASKILL_PATH_ESCAPE("metaskill-path-escape", ERROR, "metaskills.md#3-package-format",
            "The program path leaves the skill folder ('..' or a link)."),
    METASKILL_FILE_MISSING("metaskill-file-missing", ERROR, "metaskills.md#3-package-format",
            "The program file named by 'metaskill' does not exist."),
    METASKILL_LANGUAGE_UNSUPPORTED("metaskill-language-unsupported", ERROR, "metaskills.md#3-package-format",
            "'metaskill_language' is not 'starlark'."),
    METASKILL_FILE_TOO_LARGE("metaskill-file-too-large", WARNING, "metaskills.md#3-package-format",
            "The program is over 64 KiB."),
    METASKILL_NOT_UTF8("metaskill-not-utf8", ERROR, "metaskills.md#3-package-format",
            "The program is not valid UTF-8."),
    METASKILL_FRONTMATTER("metaskill-frontmatter", ERROR, "metaskills.md#3-package-format",
            "The program file starts with its own frontmatter."),
    METASKILL_NO_RUN("metaskill-no-run", ERROR, "metaskills.md#6-runtime-language",
            "The program has no top-level 'def run(input)' taking exactly one parameter."),
    STARLARK_SYNTAX("starlark-syntax", ERROR, "starlark-spec.md#lexical-elements",
            "The program is not valid Starlark: a syntax error or a static error of the resolver."),
    STARLARK_UNDEFINED("starlark-undefined", ERROR, "starlark-spec.md#name-binding-and-variables",
            "The program names something that is neither a Starlark built-in nor ask/command/trace."),
    METASKILL_INPUT_UNDOCUMENTED("metaskill-input-undocumented", WARNING, "metaskills.md#3-package-format",
            "The program reads an input key that the SKILL.md body never mentions."),
    METASKILL_LOAD("metaskill-load", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "The program uses 'load'; metaSKILL hosts offer no module loading."),
    METASKILL_HOST_CALL("metaskill-host-call", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "ask, command or trace is called with arguments of the wrong shape (e.g. a shell string for command)."),
    METASKILL_RETURN_TYPE("metaskill-return-type", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "run returns a value other than None, a string or a dict, which every host rejects."),

    // MetaAgents.
    SCOPE_FORMAT("scope-format", ERROR, "metaagents.md#naming-rules",
            "The scope is not kebab-case segments separated by dots."),
    SCOPE_TOO_LONG("scope-too-long", ERROR, "metaagents.md#naming-rules",
            "The scope is over 64 characters."),
    NAME_CONTAINS_SCOPE("name-contains-scope", ERROR, "metaagents.md#naming-rules",
            "The name is written as <scope>/<name>; scope is its own field."),
    VERSION_FORMAT("version-format", ERROR, "metaagents.md#frontmatter--skill-skillsnameskillmd",
            "The version is not a 3-segment semantic version."),
    PREREQS_ON_AGENT("prereqs-on-agent", ERROR, "metaagents.md#frontmatter--agent-agentsnameagentsmd",
            "An agent declares prereqs, which only skills may."),
    DEPENDENCY_ORIGIN_INVALID("dependency-origin-invalid", ERROR, "metaagents.md#origin-uri-grammar",
            "A dependency origin is neither a GitHub tree URL nor an absolute file: path."),
    DEPENDENCY_ORIGIN_FILE("dependency-origin-file", WARNING, "metaagents.md#origin-uri-grammar",
            "A dependency uses a local file: origin, which must never be committed."),
    DEPENDENCY_OBJECT_FORM("dependency-object-form", WARNING, "metaagents.md#frontmatter--skill-skillsnameskillmd",
            "A dependency uses the discouraged {origin: ...} object form."),
    MCP_DEPENDENCIES("mcp-dependencies", ERROR, "metaagents.md#resolution-rules",
            "An MCP declares dependencies; MCPs are leaves."),
    DEPENDENCY_KIND_MISMATCH("dependency-kind-mismatch", ERROR, "metaagents.md#frontmatter--skill-skillsnameskillmd",
            "A skills: entry resolves to an MCP or agent, or an mcps: entry to a skill."),
    DEPENDENCY_MISSING("dependency-missing", ERROR, "metaagents.md#resolution-rules",
            "A dependency origin maps to a catalog the studio can read, but no entry is there."),
    DEPENDENCY_UNRESOLVED("dependency-unresolved", INFO, "metaagents.md#resolution-rules",
            "A dependency origin points at a repository or ref with no local copy or layer; it was not checked."),
    DEPENDENCY_UNREACHABLE("dependency-unreachable", ERROR, "docs/DEPENDENCIES.md#dependencies-across-catalogs",
            "fetch could not reach an origin's repository or ref (none such, network, authentication, size limit)."),
    VERSION_NOT_BUMPED("version-not-bumped", ERROR, "metaagents.md#changelog-conventions",
            "An entry's files changed in the change set and its version did not (catalog-studio review)."),
    VERSION_BUMPED_TWICE("version-bumped-twice", ERROR, "metaagents.md#changelog-conventions",
            "A version moved more than one bump in one change set, or back (catalog-studio review)."),
    VERSION_BUMP_TOO_SMALL("version-bump-too-small", WARNING, "metaagents.md#changelog-conventions",
            "A change needs a bigger bump by the guidance: a drop or rename major, an addition minor."),
    PROVENANCE_REMOVED("provenance-removed", WARNING, "metaagents.md#changelog-conventions",
            "A CHANGELOG section of a released version was deleted or rewritten (catalog-studio review)."),
    DEPENDENCY_CYCLE("dependency-cycle", ERROR, "metaagents.md#resolution-rules",
            "The dependency graph has a cycle through this reference."),
    DUPLICATE_FQN("duplicate-fqn", ERROR, "metaagents.md#resolution-rules",
            "Two entries of one type share <scope>/<name> in one resolution layer."),
    CHANGELOG_MISSING("changelog-missing", WARNING, "metaagents.md#changelog-conventions",
            "A published agent or skill has no CHANGELOG.md."),
    CHANGELOG_HEADER_FORMAT("changelog-header-format", WARNING, "metaagents.md#changelog-conventions",
            "A CHANGELOG version header is not 'X.Y.Z (YYYY-MM-DD)'."),
    CHANGELOG_VERSION_MISMATCH("changelog-version-mismatch", ERROR, "metaagents.md#changelog-conventions",
            "The frontmatter version differs from the latest CHANGELOG entry."),
    CHANGELOG_ORDER("changelog-order", WARNING, "metaagents.md#changelog-conventions",
            "CHANGELOG entries are not newest-first, or a version appears twice."),
    CHANGELOG_EMPTY_ENTRY("changelog-empty-entry", WARNING, "docs/CHECKS.md#diagnostic-codes",
            "A CHANGELOG version entry has no text under its header."),
    MCP_JSON_SYNTAX("mcp-json-syntax", ERROR, "metaagents.md#frontmatter--format--mcp-mcpsnamespace_shortjson",
            "The MCP file is not JSON."),
    MCP_NAME_FORMAT("mcp-name-format", ERROR, "metaagents.md#mcp-names",
            "The MCP _meta.name breaks the MCP registry naming rules."),
    MCP_FILENAME_MISMATCH("mcp-filename-mismatch", ERROR, "metaagents.md#frontmatter--format--mcp-mcpsnamespace_shortjson",
            "The MCP file name is not _meta.name with '/' replaced by '_', plus .json."),
    MCP_JSON_STYLE("mcp-json-style", WARNING, "metaagents.md#frontmatter--format--mcp-mcpsnamespace_shortjson",
            "The MCP file is not 2-space pretty-printed JSON with a trailing newline."),
    MCP_COMMAND_ABSOLUTE("mcp-command-absolute", ERROR, "metaagents.md#mcp-cross-platform-rules",
            "The MCP command is a path rather than a bare executable name."),
    MCP_SHELL_WRAPPER("mcp-shell-wrapper", ERROR, "metaagents.md#mcp-cross-platform-rules",
            "The MCP command wraps a shell (bash -c, cmd /c, ...), which breaks other platforms."),
    MCP_SHELL_EXPANSION("mcp-shell-expansion", ERROR, "metaagents.md#mcp-cross-platform-rules",
            "The MCP config relies on shell expansion ($VAR, %VAR%, ~/), which never happens."),
    PLACEHOLDER_UNKNOWN("placeholder-unknown", ERROR, "metaagents.md#placeholder-substitution",
            "A ${...} placeholder is neither ${workspaceDir} nor ${sharedDir}."),
    MCP_TRANSPORT("mcp-transport", ERROR, "metaagents.md#frontmatter--format--mcp-mcpsnamespace_shortjson",
            "The MCP transport lacks what it needs (stdio without command, http/sse without url)."),

    // Workspace skills and .mcp.json.
    MCP_CONFIG_SYNTAX("mcp-config-syntax", ERROR, "workspace-skills.md#configuration",
            ".mcp.json is not JSON or has no mcpServers object."),
    MCP_SERVER_TRANSPORT("mcp-server-transport", ERROR, "workspace-skills.md#configuration",
            "A .mcp.json server has neither command nor url, or its type contradicts them."),
    MCP_SERVER_NAME("mcp-server-name", WARNING, "workspace-skills.md#tool-naming",
            "A server name contains '__', which makes tool names ambiguous."),
    SECRET_LITERAL("secret-literal", WARNING, "workspace-skills.md#configuration",
            "A literal credential is written where a ${VAR} reference belongs."),

    // Claude Code plugins and marketplaces (code.claude.com/docs/en/plugins-reference, /plugin-marketplaces, /hooks,
    // /sub-agents; docs/CHECKS.md § Claude Code plugins and marketplaces).
    FIELD_VALUE("field-value", ERROR, "docs/CHECKS.md#diagnostic-codes",
            "A field's value is outside the values, pattern or range its specification allows."),
    PLUGIN_JSON_SYNTAX("plugin-json-syntax", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A plugin manifest, marketplace or hooks file is not JSON, or its root is not an object."),
    PLUGIN_NAME_FORMAT("plugin-name-format", WARNING, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A plugin or marketplace name is not kebab-case (Claude Code's validator warns)."),
    PLUGIN_VERSION_FORMAT("plugin-version-format", WARNING, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A plugin version is not semantic (X.Y.Z), so updates cannot be ordered."),
    PLUGIN_PATH_FORMAT("plugin-path-format", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A component path does not start with './' (the plugin fails to load)."),
    PLUGIN_PATH_ESCAPE("plugin-path-escape", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A path leaves the plugin or marketplace root ('..', absolute, or a link out)."),
    PLUGIN_PATH_MISSING("plugin-path-missing", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A component path, or a ${CLAUDE_PLUGIN_ROOT} path in a hook or MCP server, names no file."),
    PLUGIN_HOOKS_DUPLICATE("plugin-hooks-duplicate", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "The manifest's hooks names ./hooks/hooks.json, which loads anyway: a duplicate hooks error."),
    PLUGIN_DEPENDENCY_MISSING("plugin-dependency-missing", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A plugin dependency names a plugin its marketplace does not list."),
    MARKETPLACE_PLUGIN_DUPLICATE("marketplace-plugin-duplicate", ERROR,
            "docs/CHECKS.md#claude-code-plugins-and-marketplaces", "Two marketplace entries share a plugin name."),
    MARKETPLACE_SOURCE_INVALID("marketplace-source-invalid", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A plugin source is neither a './' folder nor a complete github, url, git-subdir, npm or other source."),
    MARKETPLACE_SOURCE_MISSING("marketplace-source-missing", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A relative plugin source names a folder that does not exist."),
    MARKETPLACE_SOURCE_NOT_PLUGIN("marketplace-source-not-plugin", WARNING,
            "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A relative plugin source is a folder with no manifest and no component of a plugin."),
    MARKETPLACE_VERSION_MISMATCH("marketplace-version-mismatch", WARNING,
            "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A marketplace entry's version differs from its plugin.json's, which wins."),
    MARKETPLACE_STRICT_CONFLICT("marketplace-strict-conflict", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A 'strict: false' entry whose plugin.json also declares components (conflicting manifests)."),
    SUBAGENT_NAME_FORMAT("subagent-name-format", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A subagent name Claude Code refuses (a ':' or a leading '-'): the file is skipped."),
    PLUGIN_AGENT_FIELD_IGNORED("plugin-agent-field-ignored", WARNING,
            "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A plugin subagent sets hooks, mcpServers or permissionMode, which Claude Code ignores there."),
    HOOK_EVENT_UNKNOWN("hook-event-unknown", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A hook names an event Claude Code does not have (names are case-sensitive): the hooks file is refused."),
    HOOK_TYPE_UNKNOWN("hook-type-unknown", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A hook handler's type is not command, http, mcp_tool, prompt or agent."),
    HOOK_MATCHER_INVALID("hook-matcher-invalid", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A hook matcher is read as a regular expression that does not compile."),
    HOOK_MATCHER_IGNORED("hook-matcher-ignored", INFO, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A matcher on an event that takes none; it is ignored and the hook runs every time."),
    HOOK_TIMEOUT("hook-timeout", ERROR, "docs/CHECKS.md#claude-code-plugins-and-marketplaces",
            "A hook timeout is not a positive number of seconds."),

    // Host profiles (docs/CHECKS.md § Host profiles).
    HOST_FIELD_UNSUPPORTED("host-field-unsupported", WARNING, "docs/CHECKS.md#host-profiles",
            "A field that a chosen host ignores or rejects; the message names the host."),
    HOST_FIELD_INVALID("host-field-invalid", WARNING, "docs/CHECKS.md#host-profiles",
            "A value of a shape or range a chosen host does not accept."),
    // Agent Plugins 1.0 (agent-plugins-spec, spec/1.0.0.md): plugin.json, mcp.json and discovery in a plugin root.
    AGENT_PLUGIN_JSON_SYNTAX("agent-plugin-json-syntax", ERROR, AgentPlugins.SPEC + "52-manifest-object",
            "plugin.json or a plugin's mcp.json is not JSON, or its top level is not an object."),
    AGENT_PLUGIN_SCHEMA("agent-plugin-schema", ERROR, AgentPlugins.SPEC + "52-manifest-object",
            "A plugin.json or mcp.json $schema is missing, not the canonical identifier, or an unsupported version."),
    AGENT_PLUGIN_SCHEMA_MISMATCH("agent-plugin-schema-mismatch", ERROR,
            AgentPlugins.SPEC + "101-specification-and-schema-versions",
            "mcp.json targets another Agent Plugins version than plugin.json."),
    AGENT_PLUGIN_NAME("agent-plugin-name", ERROR, AgentPlugins.SPEC + "55-plugin-name-constraints",
            "The plugin name is not 1-64 of a-z, 0-9, '-', '.', alphanumeric at both ends, without '--' or '..'."),
    AGENT_PLUGIN_AUTHOR("agent-plugin-author", ERROR, AgentPlugins.SPEC + "54-metadata-fields",
            "The author object holds a member other than name, email and url."),
    AGENT_PLUGIN_FIELD_UNKNOWN("agent-plugin-field-unknown", WARNING, AgentPlugins.SPEC + "52-manifest-object",
            "plugin.json has a top-level field the manifest does not define; clients report and ignore it."),
    AGENT_PLUGIN_EXTENSIONS("agent-plugin-extensions", WARNING, AgentPlugins.SPEC + "81-manifest-extension-data",
            "The extensions field is not an object; clients report and ignore it."),
    AGENT_PLUGIN_EXTENSION_VALUE("agent-plugin-extension-value", ERROR,
            AgentPlugins.SPEC + "81-manifest-extension-data",
            "The value of an extension namespace is not an object."),
    AGENT_PLUGIN_EXTENSION_NAMESPACE("agent-plugin-extension-namespace", WARNING,
            AgentPlugins.SPEC + "8-client-extensions",
            "An extension namespace is not a reverse-domain name such as com.example.client."),
    AGENT_PLUGIN_VERSION("agent-plugin-version", WARNING, AgentPlugins.SPEC + "102-plugin-versions",
            "The plugin version is not a Semantic Versioning version."),
    AGENT_PLUGIN_LICENSE("agent-plugin-license", WARNING, AgentPlugins.SPEC + "54-metadata-fields",
            "The plugin license is not an SPDX identifier or expression."),
    AGENT_PLUGIN_COMPONENT_LOCATION("agent-plugin-component-location", ERROR,
            AgentPlugins.SPEC + "62-missing-locations",
            "A plugin's skills is not a folder, or its mcp.json is not a file: that component type is invalid."),
    AGENT_PLUGIN_SKILL_LOCATION("agent-plugin-skill-location", WARNING, AgentPlugins.SPEC + "71-skills",
            "A skill in a plugin's skills folder is not where clients discover it (skills/<name>/SKILL.md)."),
    AGENT_PLUGIN_MCP_CONFIG("agent-plugin-mcp-config", ERROR, AgentPlugins.SPEC + "721-discovery-and-configuration",
            "mcp.json lacks an mcpServers object or has another top-level key: clients disable its MCP servers."),
    AGENT_PLUGIN_MCP_SERVER("agent-plugin-mcp-server", ERROR, AgentPlugins.SPEC + "721-discovery-and-configuration",
            "An MCP server entry matches no transport variant (type, required or foreign fields); clients skip it."),
    AGENT_PLUGIN_MCP_COMMAND("agent-plugin-mcp-command", ERROR, AgentPlugins.SPEC + "stdio",
            "A stdio command is empty, a shell command string, or holds a placeholder, which is never expanded."),
    AGENT_PLUGIN_PATH("agent-plugin-path", ERROR, AgentPlugins.SPEC + "41-general-requirements",
            "A command or cwd path does not start with ./ or a plugin placeholder, or leaves its root."),
    AGENT_PLUGIN_COMMAND_MISSING("agent-plugin-command-missing", WARNING, AgentPlugins.SPEC + "stdio",
            "A plugin-relative stdio command names no file of the plugin."),
    AGENT_PLUGIN_ENV_RESERVED("agent-plugin-env-reserved", ERROR, AgentPlugins.SPEC + "92-placeholder-expansion",
            "A stdio server's env sets PLUGIN_ROOT or PLUGIN_DATA, which only the client may set."),
    AGENT_PLUGIN_URL("agent-plugin-url", ERROR, AgentPlugins.SPEC + "streamable-http-and-legacy-httpsse",
            "A remote MCP url is not absolute http(s), has user information or a fragment, or is http off loopback."),
    AGENT_PLUGIN_HEADER("agent-plugin-header", ERROR, AgentPlugins.SPEC + "streamable-http-and-legacy-httpsse",
            "A header name is not an HTTP token, a value is not a valid field value, or a name repeats in other case."),
    AGENT_PLUGIN_TRANSPORT_DEPRECATED("agent-plugin-transport-deprecated", INFO, AgentPlugins.SPEC + "transport-support",
            "An MCP server uses the deprecated, optional sse transport."),
    AGENT_PLUGIN_PLACEHOLDER("agent-plugin-placeholder", WARNING, AgentPlugins.SPEC + "92-placeholder-expansion",
            "Text that looks expanded (${NAME}, $NAME, %NAME%, ~/) where clients expand nothing or only the two."),

    // Open Agent Format (section anchors are those of the spec's headings, as in open-agent-format-0.8.md).
    OAF_SLUG_MISMATCH("oaf-slug-mismatch", ERROR, "open-agent-format.md#identity-fields-required",
            "The slug is not vendorKey/agentKey."),
    OAF_KEY_FORMAT("oaf-key-format", ERROR, "open-agent-format.md#identity-fields-required",
            "vendorKey or agentKey is not kebab-case."),
    OAF_NAME_LENGTH("oaf-name-length", ERROR, "open-agent-format.md#identity-fields-required",
            "The display name is not 1-100 characters."),
    OAF_DESCRIPTION_LENGTH("oaf-description-length", WARNING, "open-agent-format.md#metadata-fields-required",
            "The description is not 50-500 characters."),
    OAF_LICENSE_SPDX("oaf-license-spdx", WARNING, "open-agent-format.md#metadata-fields-required",
            "The license is not an SPDX identifier or expression."),
    OAF_ENUM("oaf-enum", ERROR, "open-agent-format.md#field-definitions",
            "A field with a closed set of values has another value."),
    OAF_RANGE("oaf-range", ERROR, "open-agent-format.md#configuration-fields-optional",
            "config.temperature is outside 0.0-1.0, or config.max_tokens is not a positive integer."),
    OAF_LOCAL_SKILL_MISSING("oaf-local-skill-missing", ERROR,
            "open-agent-format.md#skills-directory-format-agentskillsio",
            "A skill with source: local has no skills/<skill>/SKILL.md."),
    OAF_CONFIG_DIR_MISSING("oaf-config-dir-missing", ERROR, "open-agent-format.md#mcp-configs-directory",
            "An MCP server's configDir is missing or lacks ActiveMCP.json or config.yaml."),
    OAF_ACTIVEMCP_MISMATCH("oaf-activemcp-mismatch", WARNING, "open-agent-format.md#activemcpjson-format",
            "ActiveMCP.json or config.yaml names another vendor, server or version than AGENTS.md."),
    OAF_TOOL_CONFLICT("oaf-tool-conflict", WARNING, "open-agent-format.md#activemcpjson-format",
            "A tool is both selected and excluded, or both allowed and denied."),
    OAF_VERSION_DIR("oaf-version-dir", WARNING, "open-agent-format.md#version-history-support",
            "A versions/ snapshot is misnamed, differs from its folder, or is newer than the root."),
    OAF_HEADING("oaf-heading", INFO, "open-agent-format.md#validation-informative",
            "A structured body (starting with '#') has no '##' section."),
    OAF_GENERATED_FILE("oaf-generated-file", INFO, "open-agent-format.md#file-generation-guidelines",
            "README.md or LICENSE is absent, so harnesses generate it."),

    // 3md (base format): the reference parser's errors, kebab-cased.
    MISSING_FRONTMATTER("missing-frontmatter", ERROR, "3md-base.md#3-frontmatter",
            "A 3md document does not begin with a '---' frontmatter block."),
    INVALID_FRONTMATTER("invalid-frontmatter", ERROR, "3md-base.md#31-the-3md-frontmatter-mini-format",
            "A 3md frontmatter block is never closed, or a line in it is not 'key: value'."),
    MISSING_VERSION("missing-version", ERROR, "3md-base.md#32-reserved-keys",
            "A 3md frontmatter lacks the required '3md' version key."),
    MISSING_PLANE_POSITION("missing-plane-position", ERROR, "3md-base.md#41-attributes",
            "A @plane directive has no 'z' attribute."),
    INVALID_PLANE_DIRECTIVE("invalid-plane-directive", ERROR, "3md-base.md#41-attributes",
            "A @plane directive has a non-decimal z/x/y, a token without '=', or an unterminated quote."),
    DUPLICATE_PLANE("duplicate-plane", ERROR, "3md-base.md#42-rules",
            "Two planes of a 3md document share the same 'z' value."),

    TOOL_PLACEHOLDER_QUOTED("tool-placeholder-quoted", WARNING, "docs/CHECKS.md#diagnostic-codes",
            "A {placeholder} of a skill's tool command is inside shell quotes, where its value could end them."),
    PLANE_LINK_MISSING("plane-link-missing", WARNING, "docs/CHECKS.md#diagnostic-codes",
            "A [[z=N]] link of a 3md document that is not an agent targets no plane."),

    // 3md agents (agent3md/1): the reference validator's codes, unchanged, except its 'parse' (an agent file that is
    // not valid 3md), which is the base format's own error here: one problem, one diagnostic.
    AGENT_FRONTMATTER("frontmatter", ERROR, "agent-3md.md#21-frontmatter-the-manifest",
            "An agent's frontmatter lacks a name ('title' or 'agent')."),
    AGENT_IDENTITY("identity", ERROR, "agent-3md.md#22-planes-identity--skills",
            "An agent has no plane, or more than one plane marked kind=identity."),
    AGENT_MISSING_LABEL("missing-label", ERROR, "agent-3md.md#22-planes-identity--skills",
            "A skill plane has no label, so the skill has no name."),
    AGENT_UNIQUE_SKILL("unique-skill", ERROR, "agent-3md.md#5-conformance",
            "Two skills of one agent share a label."),
    AGENT_DEAD_LINK("dead-link", ERROR, "agent-3md.md#3-the-skill-plane-contract",
            "A [[z=N]] dependency link targets a plane that does not exist."),
    AGENT_ENTRY("entry", ERROR, "agent-3md.md#21-frontmatter-the-manifest",
            "The 'entry' frontmatter is not the integer z of an existing plane."),
    AGENT_CYCLE("cycle", ERROR, "agent-3md.md#5-conformance",
            "The [[z=N]] dependency links of an agent form a loop."),
    AGENT_DUP_INPUT("dup-input", ERROR, "agent-3md.md#3-the-skill-plane-contract",
            "A skill declares the same input name twice."),
    AGENT_INPUT_TYPE("input-type", ERROR, "agent-3md.md#3-the-skill-plane-contract",
            "A skill input has a type outside string, number, boolean, object and array."),
    AGENT_TOOL_INPUT("tool-input", ERROR, "agent-3md.md#3-the-skill-plane-contract",
            "A {placeholder} in a skill's tool command is not a declared input."),
    AGENT_TRIGGERS("triggers", WARNING, "agent-3md.md#5-conformance",
            "A skill has no triggers, so route() can never select it."),
    AGENT_TOOL("tool", WARNING, "agent-3md.md#3-the-skill-plane-contract",
            "A skill sets 'tool' to an empty value."),
    AGENT_UNUSED_INPUT("unused-input", WARNING, "agent-3md.md#3-the-skill-plane-contract",
            "A skill declares an input its tool command never uses."),
    AGENT_UNDECLARED_TOOL("undeclared-tool", WARNING, "agent-3md.md#3-the-skill-plane-contract",
            "A skill's command binary is not listed in the agent's 'tools'.");

    /** Where the Agent Plugins rules' sections are: the spec as of the commit these rules implement. */
    private static final class AgentPlugins {
        static final String SPEC = "https://github.com/agentplugins/agent-plugins-spec/blob/"
                + "bd383552095128f6effe895b9257cfd580a6d179/spec/1.0.0.md#";
    }

    private static final Map<String, Rule> BY_ID =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(Rule::id, Function.identity()));

    private final String id;
    private final Severity severity;
    private final String spec;
    private final String summary;

    Rule(String id, Severity severity, String spec, String summary) {
        this.id = id;
        this.severity = severity;
        this.spec = spec;
        this.summary = summary;
    }

    /** One sentence saying when the rule fires, e.g. "The name differs from the folder name." */
    public String summary() {
        return summary;
    }

    /** The stable kebab-case code, e.g. {@code name-format}. */
    public String id() {
        return id;
    }

    /** The severity the rule reports with unless a rule set says otherwise (e.g. E for workspace skills). */
    public Severity defaultSeverity() {
        return severity;
    }

    /**
     * The spec file and section the rule implements, e.g. {@code agent-skills.md#name-field} (a file of
     * {@code ../shared/specs}, or the README for codes of our own), or the https URL of a published spec's section
     * that is not copied there (Agent Plugins).
     */
    public String spec() {
        return spec;
    }

    /** The rule with code {@code id}, if any. */
    public static Optional<Rule> byId(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }
}
