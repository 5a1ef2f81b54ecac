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
    FILE_UNREADABLE("file-unreadable", ERROR, "README.md#diagnostic-codes"),
    FILE_BINARY("file-binary", ERROR, "README.md#diagnostic-codes"),
    FILE_NOT_UTF8("file-not-utf8", ERROR, "README.md#diagnostic-codes"),
    ANALYSIS_SKIPPED("analysis-skipped", INFO, "README.md#diagnostic-codes"),
    SYMLINK_LOOP("symlink-loop", WARNING, "README.md#diagnostic-codes"),
    SYMLINK_ESCAPE("symlink-escape", INFO, "README.md#diagnostic-codes"),
    INTERNAL_ERROR("internal-error", ERROR, "README.md#diagnostic-codes"),

    // Shared: every frontmatter document.
    FRONTMATTER_MISSING("frontmatter-missing", ERROR, "agent-skills.md#skill-md-format"),
    FRONTMATTER_UNCLOSED("frontmatter-unclosed", ERROR, "agent-skills.md#frontmatter"),
    YAML_SYNTAX("yaml-syntax", ERROR, "agent-skills.md#frontmatter"),
    YAML_LIMIT("yaml-limit", ERROR, "README.md#diagnostic-codes"),
    FRONTMATTER_NOT_MAPPING("frontmatter-not-mapping", ERROR, "agent-skills.md#frontmatter"),
    DUPLICATE_KEY("duplicate-key", ERROR, "agent-skills.md#frontmatter"),
    FIELD_REQUIRED("field-required", ERROR, "agent-skills.md#frontmatter"),
    FIELD_TYPE("field-type", ERROR, "agent-skills.md#frontmatter"),
    FIELD_UNKNOWN("field-unknown", INFO, "agent-skills.md#frontmatter"),
    NAME_FORMAT("name-format", ERROR, "agent-skills.md#name-field"),
    NAME_TOO_LONG("name-too-long", ERROR, "agent-skills.md#name-field"),
    NAME_DIRECTORY_MISMATCH("name-directory-mismatch", ERROR, "agent-skills.md#name-field"),
    DESCRIPTION_EMPTY("description-empty", ERROR, "agent-skills.md#description-field"),
    DESCRIPTION_TOO_LONG("description-too-long", ERROR, "agent-skills.md#description-field"),
    COMPATIBILITY_TOO_LONG("compatibility-too-long", ERROR, "agent-skills.md#compatibility-field"),
    BODY_TOO_LONG("body-too-long", WARNING, "agent-skills.md#progressive-disclosure"),
    SKILL_FILE_TOO_LARGE("skill-file-too-large", WARNING, "workspace-skills.md#naming-and-size-constraints"),
    SUPPORTING_FILE_TOO_LARGE("supporting-file-too-large", WARNING, "workspace-skills.md#naming-and-size-constraints"),
    SKILL_REFERENCE_MISSING("skill-reference-missing", WARNING, "agent-skills.md#file-references"),
    SKILL_REFERENCE_ESCAPE("skill-reference-escape", WARNING, "workspace-skills.md#path-safety"),

    // MetaAgents.
    SCOPE_FORMAT("scope-format", ERROR, "metaagents.md#naming-rules"),
    SCOPE_TOO_LONG("scope-too-long", ERROR, "metaagents.md#naming-rules"),
    NAME_CONTAINS_SCOPE("name-contains-scope", ERROR, "metaagents.md#naming-rules"),
    VERSION_FORMAT("version-format", ERROR, "metaagents.md#frontmatter--skill-skillsnameskillmd"),
    PREREQS_ON_AGENT("prereqs-on-agent", ERROR, "metaagents.md#frontmatter--agent-agentsnameagentsmd"),
    DEPENDENCY_ORIGIN_INVALID("dependency-origin-invalid", ERROR, "metaagents.md#origin-uri-grammar"),
    DEPENDENCY_ORIGIN_FILE("dependency-origin-file", WARNING, "metaagents.md#origin-uri-grammar"),
    DEPENDENCY_OBJECT_FORM("dependency-object-form", WARNING, "metaagents.md#frontmatter--skill-skillsnameskillmd"),
    MCP_DEPENDENCIES("mcp-dependencies", ERROR, "metaagents.md#resolution-rules"),
    CHANGELOG_MISSING("changelog-missing", WARNING, "metaagents.md#changelog-conventions"),
    CHANGELOG_HEADER_FORMAT("changelog-header-format", WARNING, "metaagents.md#changelog-conventions"),
    CHANGELOG_VERSION_MISMATCH("changelog-version-mismatch", ERROR, "metaagents.md#changelog-conventions"),
    CHANGELOG_ORDER("changelog-order", WARNING, "metaagents.md#changelog-conventions"),
    MCP_JSON_SYNTAX("mcp-json-syntax", ERROR, "metaagents.md#frontmatter--format--mcp-mcpsnamespace_shortjson"),
    MCP_NAME_FORMAT("mcp-name-format", ERROR, "metaagents.md#mcp-names"),
    MCP_FILENAME_MISMATCH("mcp-filename-mismatch", ERROR, "metaagents.md#frontmatter--format--mcp-mcpsnamespace_shortjson"),
    MCP_JSON_STYLE("mcp-json-style", WARNING, "metaagents.md#frontmatter--format--mcp-mcpsnamespace_shortjson"),
    MCP_COMMAND_ABSOLUTE("mcp-command-absolute", ERROR, "metaagents.md#mcp-cross-platform-rules"),
    MCP_SHELL_WRAPPER("mcp-shell-wrapper", ERROR, "metaagents.md#mcp-cross-platform-rules"),
    MCP_SHELL_EXPANSION("mcp-shell-expansion", ERROR, "metaagents.md#mcp-cross-platform-rules"),
    PLACEHOLDER_UNKNOWN("placeholder-unknown", ERROR, "metaagents.md#placeholder-substitution"),
    MCP_TRANSPORT("mcp-transport", ERROR, "metaagents.md#frontmatter--format--mcp-mcpsnamespace_shortjson"),

    // Workspace skills and .mcp.json.
    MCP_CONFIG_SYNTAX("mcp-config-syntax", ERROR, "workspace-skills.md#configuration"),
    MCP_SERVER_TRANSPORT("mcp-server-transport", ERROR, "workspace-skills.md#configuration"),
    MCP_SERVER_NAME("mcp-server-name", WARNING, "workspace-skills.md#tool-naming"),
    SECRET_LITERAL("secret-literal", WARNING, "workspace-skills.md#configuration");

    private static final Map<String, Rule> BY_ID =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(Rule::id, Function.identity()));

    private final String id;
    private final Severity severity;
    private final String spec;

    Rule(String id, Severity severity, String spec) {
        this.id = id;
        this.severity = severity;
        this.spec = spec;
    }

    /** The stable kebab-case code, e.g. {@code name-format}. */
    public String id() {
        return id;
    }

    /** The severity the rule reports with unless a rule set says otherwise (e.g. E for workspace skills). */
    public Severity defaultSeverity() {
        return severity;
    }

    /** The spec file and section the rule implements, e.g. {@code agent-skills.md#name-field}. */
    public String spec() {
        return spec;
    }

    /** The rule with code {@code id}, if any. */
    public static Optional<Rule> byId(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }
}
