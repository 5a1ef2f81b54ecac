package dev.catalogstudio.model.format.copilot;

import static dev.catalogstudio.model.format.FieldSpec.field;
import static dev.catalogstudio.model.format.FieldType.BOOLEAN;
import static dev.catalogstudio.model.format.FieldType.MAP_OF_STRINGS;
import static dev.catalogstudio.model.format.FieldType.OBJECT;
import static dev.catalogstudio.model.format.FieldType.OBJECT_LIST;
import static dev.catalogstudio.model.format.FieldType.STRING;
import static dev.catalogstudio.model.format.FieldType.STRING_LIST;
import static dev.catalogstudio.model.format.FieldType.STRING_OR_STRING_LIST;

import dev.catalogstudio.model.format.DocumentFormat;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.UnknownKeys;
import java.util.List;
import java.util.Optional;

/**
 * The field specifications of GitHub Copilot's custom agents and prompt files, written from the same pages as the
 * Copilot host profile (hosts/copilot.json): GitHub's custom agents configuration reference
 * (github/docs content/copilot/reference/custom-agents-configuration.md) and VS Code's custom agents and prompt files
 * pages (microsoft/vscode-docs docs/agent-customization/custom-agents.md, prompt-files.md), and where those say less
 * than VS Code reads, VS Code's header parser (a prompt file's {@code model} list, {@code mode} for {@code agent}).
 * Types follow the profile; a field is required only where a page says so (an agent's {@code description}, GitHub's
 * reference).
 */
final class CopilotSpecs {

    static final String AGENTS = "docs/CHECKS.md § GitHub Copilot custom agents and prompt files "
            + "(docs.github.com/en/copilot/reference/custom-agents-configuration)";
    static final String AGENTS_VSCODE = "docs/CHECKS.md § GitHub Copilot custom agents and prompt files "
            + "(code.visualstudio.com/docs/copilot/customization/custom-agents)";
    static final String PROMPTS = "docs/CHECKS.md § GitHub Copilot custom agents and prompt files "
            + "(code.visualstudio.com/docs/copilot/customization/prompt-files)";
    /** VS Code's reader of prompt and agent file headers, where the pages say less than it reads. */
    static final String VSCODE_PARSER = "docs/CHECKS.md § GitHub Copilot custom agents and prompt files "
            + "(microsoft/vscode src/vs/workbench/contrib/chat/common/promptSyntax/promptFileParser.ts)";

    /** {@code copilot-agent}. */
    static final KindSpec AGENT = agent();
    /** {@code copilot-prompt}. */
    static final KindSpec PROMPT = prompt();

    private CopilotSpecs() {
    }

    private static KindSpec agent() {
        var fields = List.of(
                field("name", STRING).help("A display name; optional, the file name is used without it.")
                        .spec(AGENTS).build(),
                field("description", STRING).required().help("The agent's purpose and capabilities; required by "
                        + "GitHub, shown as the chat input's placeholder in VS Code.").spec(AGENTS).build(),
                field("argument-hint", STRING).help("Hint text shown in the chat input (VS Code; the cloud agent "
                        + "ignores it).").spec(AGENTS_VSCODE).build(),
                field("target", STRING).allowed("vscode", "github-copilot").help("Where the agent runs: vscode or "
                        + "github-copilot; unset, both.").spec(AGENTS).build(),
                field("tools", STRING_OR_STRING_LIST).help("The tools it may use, a list or a comma-separated "
                        + "string; unset or [\"*\"]: all, []: none.").spec(AGENTS).build(),
                field("agents", STRING_LIST).help("The agents it may run as subagents; [\"*\"]: all, []: none "
                        + "(VS Code).").spec(AGENTS_VSCODE).build(),
                field("model", STRING_OR_STRING_LIST).help("The model it runs with, or a list tried in order (VS "
                        + "Code); unset, the default model.").spec(AGENTS).build(),
                field("user-invocable", BOOLEAN).help("Whether a user can pick it (default true).").spec(AGENTS)
                        .build(),
                field("disable-model-invocation", BOOLEAN).help("Whether only manual selection runs it, never "
                        + "another agent or the task's context (default false).").spec(AGENTS).build(),
                field("infer", BOOLEAN).deprecated().help("Retired: use user-invocable and "
                        + "disable-model-invocation.").spec(AGENTS).build(),
                field("handoffs", OBJECT_LIST).fields(
                        field("label", STRING).help("The handoff button's text.").spec(AGENTS_VSCODE).build(),
                        field("agent", STRING).help("The agent to switch to.").spec(AGENTS_VSCODE).build(),
                        field("prompt", STRING).help("The prompt sent to that agent.").spec(AGENTS_VSCODE).build(),
                        field("send", BOOLEAN).help("Whether the prompt is submitted at once (default false).")
                                .spec(AGENTS_VSCODE).build(),
                        field("model", STRING).help("The model the handoff runs with, e.g. GPT-5 (copilot).")
                                .spec(AGENTS_VSCODE).build())
                        .unknownKeys(UnknownKeys.ALLOWED).help("Suggested next steps shown after a response: label, "
                                + "agent, prompt, send, model (VS Code, which shows one only with label, agent and "
                                + "prompt; the cloud agent ignores them).")
                        .spec(AGENTS_VSCODE).build(),
                field("mcp-servers", OBJECT).unknownKeys(UnknownKeys.ALLOWED).help("MCP servers for this agent, "
                        + "by name (cloud agent and CLI; not used in IDEs).").spec(AGENTS).build(),
                field("metadata", MAP_OF_STRINGS).help("Name and value annotations, both strings (cloud agent; "
                        + "not used in IDEs).").spec(AGENTS).build(),
                field("hooks", OBJECT).unknownKeys(UnknownKeys.ALLOWED).help("Hook commands that run only while "
                        + "this agent is active (VS Code, preview).").spec(AGENTS_VSCODE).build());
        return new KindSpec("copilot-agent", "GitHub Copilot custom agent (.github/agents/*.agent.md)",
                "A persona Copilot switches to: frontmatter with a description, then its instructions.", AGENTS,
                DocumentFormat.YAML_FRONTMATTER, "*.agent.md", Optional.of(CopilotFormat.AGENT), fields,
                UnknownKeys.EXTENSIONS_ONLY, List.of());
    }

    private static KindSpec prompt() {
        var fields = List.of(
                field("name", STRING).help("The name typed after /; the file name is used without it.").spec(PROMPTS)
                        .build(),
                field("description", STRING).help("A short description of the prompt.").spec(PROMPTS).build(),
                field("argument-hint", STRING).help("Hint text shown in the chat input.").spec(PROMPTS).build(),
                field("agent", STRING).help("The agent that runs it: ask, agent, plan or a custom agent's name; "
                        + "unset, the current one (agent when tools are set).").spec(PROMPTS).build(),
                field("mode", STRING).deprecated().help("The former name of agent, read when agent is unset; write "
                        + "agent.").spec(VSCODE_PARSER).build(),
                field("model", STRING_OR_STRING_LIST).help("The model it runs with, or a list tried in order; unset, "
                        + "the one picked in chat.").spec(VSCODE_PARSER).build(),
                field("tools", STRING_LIST).help("The tools or tool sets available to it; <server>/* for all of an "
                        + "MCP server's.").spec(PROMPTS).build());
        return new KindSpec("copilot-prompt", "GitHub Copilot prompt file (.github/prompts/*.prompt.md)",
                "A reusable prompt run as /name in chat; its frontmatter is optional.", PROMPTS,
                DocumentFormat.YAML_FRONTMATTER, "*.prompt.md", Optional.of(CopilotFormat.PROMPT), fields,
                UnknownKeys.EXTENSIONS_ONLY, List.of());
    }
}
