package dev.catalogstudio.model.format.oaf;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.BOOLEAN;
import static dev.catalogstudio.model.format.FieldType.INTEGER;
import static dev.catalogstudio.model.format.FieldType.NUMBER;
import static dev.catalogstudio.model.format.FieldType.OBJECT;
import static dev.catalogstudio.model.format.FieldType.OBJECT_LIST;
import static dev.catalogstudio.model.format.FieldType.STRING;
import static dev.catalogstudio.model.format.FieldType.STRING_LIST;
import static dev.catalogstudio.model.format.FieldType.STRING_OR_OBJECT;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.LengthUnit;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.format.common.Patterns;
import java.util.List;
import java.util.Optional;

/**
 * The Open Agent Format: the AGENTS.md manifest (open-agent-format.md § AGENTS.md Format, § Field Definitions; the
 * 0.8 draft's skill-reference shape too) and an MCP config folder's {@code ActiveMCP.json} and {@code config.yaml}
 * (§ MCP Configs Directory).
 */
final class OafSpecs {

    private static final String IDENTITY = "open-agent-format.md § Identity Fields";
    private static final String METADATA = "open-agent-format.md § Metadata Fields";
    private static final String COMPOSITION = "open-agent-format.md § Composition Fields";
    private static final String CONFIG = "open-agent-format.md § Configuration Fields";
    private static final String ACTIVE_MCP = "open-agent-format.md § ActiveMCP.json Format";
    private static final String CONFIG_YAML = "open-agent-format.md § config.yaml Format";

    /** {@code oaf-agent}. */
    static final KindSpec AGENT = agent();
    /** {@code oaf-active-mcp}. */
    static final KindSpec ACTIVE_MCP_SPEC = activeMcp();
    /** {@code oaf-config-yaml}. */
    static final KindSpec CONFIG_YAML_SPEC = configYaml();

    private OafSpecs() {
    }

    /** {@code oaf-agent}: identity, metadata, composition, orchestration, tools, config, memory, model, harness. */
    private static KindSpec agent() {
        var fields = List.of(
                field("name", STRING).required().length(1, 100, LengthUnit.CHARACTERS).help("The display name, 1 to "
                        + "100 characters.").spec(IDENTITY).build(),
                field("vendorKey", STRING).required().pattern(Patterns.NAME).help("The publisher's namespace, "
                        + "kebab-case.").spec(IDENTITY).build(),
                field("agentKey", STRING).required().pattern(Patterns.NAME).help("The agent's identifier within the "
                        + "vendor, kebab-case.").spec(IDENTITY).build(),
                field("version", STRING).required().pattern(Patterns.SEMVER).help("The agent's semantic version, such "
                        + "as 1.0.0; versions/v<version>/ keeps older ones.").spec(IDENTITY).build(),
                field("slug", STRING).required().pattern(Patterns.OAF_SLUG).help("The unique identifier, exactly "
                        + "vendorKey/agentKey.").spec(IDENTITY).build(),
                field("description", STRING).required().pattern(Patterns.NOT_BLANK).help("What the agent does: OAF "
                        + "asks for 50 to 500 characters (a warning, not an error, outside that).")
                        .spec(METADATA).build(),
                field("author", STRING).required().help("The author's handle or name, e.g. @vendor.").spec(METADATA)
                        .build(),
                field("license", STRING).required().help("An SPDX licence identifier or expression, e.g. MIT or "
                        + "Apache-2.0 (checked against the SPDX list as a warning).").spec(METADATA).build(),
                field("tags", STRING_LIST).required().help("Categorization tags.").spec(METADATA).build(),
                skills(),
                field("packs", OBJECT_LIST).fields(
                        string("vendor", "The pack's vendor namespace.", COMPOSITION),
                        string("pack", "The pack's identifier.", COMPOSITION),
                        string("version", "The pack's semantic version (the format is not checked).", COMPOSITION),
                        bool("required", "Whether the pack is mandatory.", COMPOSITION))
                        .help("Collections of skills this agent uses.").spec(COMPOSITION).build(),
                field("weblets", OBJECT_LIST).fields(
                        string("vendor", "The weblet's vendor namespace.", COMPOSITION),
                        string("weblet", "The weblet's identifier.", COMPOSITION),
                        string("version", "The weblet's semantic version (the format is not checked).", COMPOSITION),
                        field("launch", STRING).allowed("onDemand", "background", "foreground")
                                .help("When the weblet starts.").spec(COMPOSITION).build())
                        .help("Web-based tools and interfaces this agent uses.").spec(COMPOSITION).build(),
                field("mcpServers", OBJECT_LIST).fields(
                        string("vendor", "The MCP server's vendor namespace.", COMPOSITION),
                        string("server", "The MCP server's identifier.", COMPOSITION),
                        string("version", "The MCP server's semantic version (the format is not checked).",
                                COMPOSITION),
                        string("configDir", "The folder holding its ActiveMCP.json and config.yaml, e.g. "
                                + "mcp-configs/filesystem (needed in the root manifest).", COMPOSITION),
                        bool("required", "Whether the MCP server is mandatory.", COMPOSITION))
                        .help("Model Context Protocol servers; the tools to use are chosen in each ActiveMCP.json.")
                        .spec(COMPOSITION).build(),
                field("agents", OBJECT_LIST).fields(
                        string("vendor", "The sub-agent's vendor namespace.", COMPOSITION),
                        string("agent", "The sub-agent's identifier.", COMPOSITION),
                        string("version", "The sub-agent's semantic version (the format is not checked).", COMPOSITION),
                        string("role", "Its role in the composition, e.g. reviewer.", COMPOSITION),
                        field("delegations", STRING_LIST).help("The tasks delegated to it.").spec(COMPOSITION).build(),
                        bool("required", "Whether the sub-agent is mandatory.", COMPOSITION))
                        .help("Sub-agents this agent delegates to.").spec(COMPOSITION).build(),
                orchestration(),
                field("tools", STRING_LIST).help("Explicit tool access, Claude Code sub-agent style, e.g. Read, Edit, "
                        + "Bash.").spec("open-agent-format.md § Tools Field").build(),
                config(),
                field("memory", OBJECT).fields(
                        field("type", STRING).allowed("editable", "read-only").help("Whether the agent may change "
                                + "its memory.").spec("open-agent-format.md § Memory Fields").build(),
                        field("blocks", OBJECT).help("Memory block definitions, by block name (the spec does not "
                                + "define their shape).").spec("open-agent-format.md § Memory Fields").build())
                        .help("Memory, for stateful agents.").spec("open-agent-format.md § Memory Fields").build(),
                field("model", STRING_OR_OBJECT).allowed("sonnet", "opus", "haiku").fields(
                        string("provider", "The model provider, e.g. anthropic.", "open-agent-format.md § Model Fields"),
                        string("name", "The model name, e.g. claude-sonnet-4-5.", "open-agent-format.md § Model Fields"),
                        string("embedding", "The embedding model's name.", "open-agent-format.md § Model Fields"))
                        .help("The model: an alias (sonnet, opus or haiku) or a mapping of provider, name and "
                                + "embedding.").spec("open-agent-format.md § Model Fields").build(),
                field("harnessConfig", OBJECT).help("Free-form settings per harness, keyed by vendor-product (e.g. "
                        + "claude-code, goose); each harness defines its own.")
                        .spec("open-agent-format.md § Harness-Specific Configuration").build());
        return new KindSpec("oaf-agent", "Open Agent Format agent (AGENTS.md frontmatter)", "The manifest of an OAF "
                + "agent folder: identity and metadata (required), then composition, settings and the model.",
                "open-agent-format.md § AGENTS.md Format", DocumentFormat.YAML_FRONTMATTER, "AGENTS.md",
                Optional.of(OafFormat.AGENT), fields, UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    /** {@code oaf-active-mcp}: the tool subset of one MCP server. */
    private static KindSpec activeMcp() {
        var fields = List.of(
                string("vendor", "The MCP server's vendor; the same as in the AGENTS.md mcpServers entry.", ACTIVE_MCP),
                string("server", "The MCP server's name; the same as in the AGENTS.md mcpServers entry.", ACTIVE_MCP),
                string("version", "The MCP server's version; the same as in the AGENTS.md mcpServers entry.",
                        ACTIVE_MCP),
                field("selectedTools", OBJECT_LIST).fields(
                        string("name", "The tool's name.", ACTIVE_MCP),
                        bool("enabled", "Whether the tool is active.", ACTIVE_MCP),
                        string("description", "A description that overrides the server's own.", ACTIVE_MCP),
                        bool("required", "Whether the agent needs the tool to work.", ACTIVE_MCP))
                        .help("The tools to include, with their metadata.").spec(ACTIVE_MCP).build(),
                field("excludedTools", STRING_LIST).help("Tools to exclude explicitly.").spec(ACTIVE_MCP).build(),
                field("contextStrategy", STRING).allowed("subset", "all").help("subset: only the selected tools "
                        + "reach the context; all: every tool of the server.").spec(ACTIVE_MCP).build());
        return new KindSpec("oaf-active-mcp", "OAF MCP tool selection (mcp-configs/*/ActiveMCP.json)", "Which tools of "
                + "one MCP server an OAF agent uses, to keep its context small.", ACTIVE_MCP, DocumentFormat.JSON_FILE,
                "ActiveMCP.json", Optional.of(OafFormat.MCP_CONFIG), fields, UnknownKeys.ALLOWED, List.of());
    }

    /** {@code oaf-config-yaml}: how to connect to one MCP server. */
    private static KindSpec configYaml() {
        var fields = List.of(
                string("vendor", "The MCP server's vendor; the same as in the AGENTS.md mcpServers entry.", CONFIG_YAML),
                string("server", "The MCP server's name; the same as in the AGENTS.md mcpServers entry.", CONFIG_YAML),
                string("version", "The MCP server's version; the same as in the AGENTS.md mcpServers entry.",
                        CONFIG_YAML),
                field("connection", OBJECT).fields(
                        field("type", STRING).allowed("sse", "http", "stdio").help("The connection protocol.")
                                .spec(CONFIG_YAML).build(),
                        string("url", "The server's endpoint URL.", CONFIG_YAML),
                        field("timeout", NUMBER).help("The request timeout, in seconds.").spec(CONFIG_YAML).build())
                        .help("How to reach the server.").spec(CONFIG_YAML).build(),
                field("auth", OBJECT).fields(
                        field("type", STRING).allowed("bearer", "api-key", "oauth").help("The authentication method.")
                                .spec(CONFIG_YAML).build(),
                        string("token", "The token, as an environment reference such as ${FILESYSTEM_TOKEN}, never "
                                + "the secret itself.", CONFIG_YAML))
                        .help("Authentication, if the server needs it.").spec(CONFIG_YAML).build(),
                field("permissions", OBJECT).help("Access control rules, server-specific (e.g. allow_paths, "
                        + "deny_paths, max_file_size, read_only).").spec(CONFIG_YAML).build(),
                field("rate_limit", OBJECT).help("Rate limiting settings (e.g. requests_per_minute, burst); the spec "
                        + "does not fix their names.").spec(CONFIG_YAML).build());
        return new KindSpec("oaf-config-yaml", "OAF MCP connection (mcp-configs/*/config.yaml)", "How an OAF agent "
                + "connects to one MCP server: protocol, endpoint, authentication, permissions, rate limits.",
                CONFIG_YAML, DocumentFormat.YAML_FILE, "config.yaml", Optional.of(OafFormat.MCP_CONFIG), fields,
                UnknownKeys.ALLOWED, List.of());
    }

    /** Skill references in both shapes: the primary {vendor, skill, …} and OAF 0.8's {name, source, …}. */
    private static FieldSpec skills() {
        return field("skills", OBJECT_LIST).anyRequired("skill", "name").fields(
                string("vendor", "The skill's vendor namespace (local for a skill in this folder).", COMPOSITION),
                string("skill", "The skill's identifier (the primary shape; OAF 0.8 writes name).", COMPOSITION),
                string("name", "The skill's identifier in the OAF 0.8 shape (the primary shape writes skill).",
                        "open-agent-format-0.8.md § Skills"),
                string("version", "A semantic version or version constraint.", COMPOSITION),
                field("source", STRING).pattern(Patterns.OAF_SKILL_SOURCE).help("registry, local (./skills/<skill>/) "
                        + "or a well-known skill URL (OAF 0.8).").spec(COMPOSITION).build(),
                bool("required", "Whether the skill is mandatory.", COMPOSITION))
                .help("Skills this agent uses, from a registry, this folder's skills/ or a well-known URL.")
                .spec(COMPOSITION).build();
    }

    private static FieldSpec orchestration() {
        String section = "open-agent-format.md § Orchestration Fields";
        return field("orchestration", OBJECT).fields(
                string("entrypoint", "The primary agent entrypoint.", section),
                string("fallback", "The agent to fall back to on failure.", section),
                field("triggers", OBJECT_LIST).fields(
                        string("event", "The event, e.g. code-change.", section),
                        string("action", "What to do on it, e.g. review.", section))
                        .help("Event-to-action mappings.").spec(section).build())
                .help("How the agent is started and what happens on failure.").spec(section).build();
    }

    private static FieldSpec config() {
        return field("config", OBJECT).fields(
                field("temperature", NUMBER).range("0.0", "1.0").help("The model temperature, from 0.0 to 1.0.")
                        .spec(CONFIG).build(),
                field("max_tokens", INTEGER).range("1", null).help("The most output tokens, a positive whole number.")
                        .spec(CONFIG).build(),
                bool("require_confirmation", "Whether actions need the user's confirmation.", CONFIG),
                field("tools", OBJECT).fields(
                        field("allowed", STRING_LIST).help("Tools the agent may use.").spec(CONFIG).build(),
                        field("denied", STRING_LIST).help("Tools the agent must not use; none may also be allowed.")
                                .spec(CONFIG).build())
                        .help("Tool access, finer than the top-level tools list.").spec(CONFIG).build())
                .help("Model and runtime settings.").spec(CONFIG).build();
    }

    private static FieldSpec string(String name, String help, String section) {
        return field(name, STRING).help(help).spec(section).build();
    }

    private static FieldSpec bool(String name, String help, String section) {
        return field(name, BOOLEAN).help(help).spec(section).build();
    }
}
