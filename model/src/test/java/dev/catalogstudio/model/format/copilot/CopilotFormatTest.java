package dev.catalogstudio.model.format.copilot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.claudecode.ClaudeCodeFormat;
import dev.catalogstudio.model.formats.Formats;
import dev.catalogstudio.model.resolve.FormatName;
import dev.catalogstudio.model.resolve.NodeKind;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GitHub Copilot's custom agents ({@code .github/agents/*.agent.md}) and prompt files
 * ({@code .github/prompts/*.prompt.md}): which paths are which, the frontmatter rules of each passing and failing,
 * the fields Copilot reads against those it does not, and the graph's nodes.
 */
class CopilotFormatTest {

    @TempDir
    Path root;

    private static final String AGENT = """
            ---
            name: Planner
            description: Generate an implementation plan without editing files.
            argument-hint: The feature to plan
            target: vscode
            tools: ['search', 'web/fetch']
            agents: ['Researcher']
            model: ['Claude Sonnet 4.5 (copilot)', 'GPT-5 (copilot)']
            user-invocable: true
            disable-model-invocation: false
            handoffs:
              - label: Implement the plan
                agent: implementer
                prompt: Implement the plan above.
                send: false
            mcp-servers:
              custom-mcp:
                type: local
                command: some-command
                tools: ["*"]
            metadata:
              owner: platform-team
            ---
            # Planning instructions

            Research, then write a plan. Do not edit files.
            """;

    private static final String PROMPT = """
            ---
            name: review-api
            description: Perform a REST API security review
            argument-hint: The API to review
            agent: ask
            model: ['Claude Sonnet 4 (copilot)', 'GPT-5 (copilot)']
            tools: ['search/codebase', 'vscode/askQuestions']
            ---
            Review the API and list its security issues by priority.
            """;

    private Snapshot open(Map<String, String> files) throws IOException {
        for (var file : files.entrySet()) {
            Path to = root.resolve(file.getKey());
            Files.createDirectories(to.getParent());
            Files.writeString(to, file.getValue(), StandardCharsets.UTF_8);
        }
        return Workspace.open(root, ProgressListener.NONE).snapshot();
    }

    private static List<String> codes(Snapshot snapshot, String path) {
        return snapshot.diagnostics(path).stream().map(Diagnostic::code).toList();
    }

    /** The kind the registry gives the file at {@code path} on its own; {@link DocumentKind#OTHER} for no document. */
    private static DocumentKind kindOf(String path) {
        return Formats.reader(path).map(f -> Formats.classifyAlone(path, f.parse(path, SourceText.of(AGENT)),
                p -> false)).orElse(DocumentKind.OTHER);
    }

    @Test
    void agentsAndPromptFilesAreTheirSuffixBelowTheirGithubFolderAtAnyDepth() {
        assertThat(kindOf(".github/agents/reviewer.agent.md")).isEqualTo(CopilotFormat.AGENT);
        assertThat(kindOf(".github/agents/coding-standards/subagents/code-review.agent.md"))
                .as("a subfolder, as VS Code's chat.agentFilesLocations reads").isEqualTo(CopilotFormat.AGENT);
        assertThat(kindOf("docs/x/.github/agents/a.agent.md")).as("a repository inside the workspace")
                .isEqualTo(CopilotFormat.AGENT);
        assertThat(kindOf(".github/prompts/fix.prompt.md")).isEqualTo(CopilotFormat.PROMPT);
        assertThat(kindOf(".github/prompts/shared/commit.prompt.md")).isEqualTo(CopilotFormat.PROMPT);
        assertThat(kindOf("packages/web/.github/prompts/fix.prompt.md")).isEqualTo(CopilotFormat.PROMPT);

        for (String other : List.of(".github/agents/README.md", ".github/agents/notes.md", ".github/agents/.agent.md",
                ".github/agents/x.prompt.md", ".github/prompts/x.agent.md", ".github/prompts/README.md",
                ".github/prompts/.prompt.md", "agents/x.agent.md", "prompts/x.prompt.md", "x.github/agents/a.agent.md",
                ".github/a.agent.md", ".github/instructions/go.instructions.md", ".github/copilot-instructions.md",
                "docs/reviewer.agent.md")) {
            assertThat(kindOf(other)).as(other).isEqualTo(DocumentKind.OTHER);
        }
        assertThat(kindOf(".claude/agents/reviewer.agent.md")).as("Claude Code's folder stays Claude Code's")
                .isEqualTo(ClaudeCodeFormat.SUBAGENT);
        assertThat(kindOf(".claude/commands/fix.prompt.md")).isEqualTo(ClaudeCodeFormat.COMMAND);
    }

    @Test
    void aCompleteAgentAndPromptFileAreClean() throws IOException {
        var snapshot = open(Map.of(".github/agents/planner.agent.md", AGENT,
                ".github/prompts/review-api.prompt.md", PROMPT,
                ".github/prompts/bare.prompt.md", "Explain the selected code.\n",
                ".github/agents/README.md", "# Our agents\n"));
        assertThat(snapshot.hosts().names()).isEqualTo("copilot");
        assertThat(snapshot.document(".github/agents/planner.agent.md").orElseThrow().kind())
                .isEqualTo(CopilotFormat.AGENT);
        assertThat(snapshot.document(".github/prompts/review-api.prompt.md").orElseThrow().kind())
                .isEqualTo(CopilotFormat.PROMPT);
        assertThat(snapshot.diagnostics()).as("no finding at all, not even an info").isEmpty();
    }

    @Test
    void theBundledCopilotSampleIsCleanAndEachFileHasItsKind() throws IOException {
        var snapshot = Workspace.open(Path.of("../resources/samples/copilot"), ProgressListener.NONE).snapshot();
        assertThat(snapshot.document(".github/agents/planner.agent.md").orElseThrow().kind())
                .isEqualTo(CopilotFormat.AGENT);
        assertThat(snapshot.document(".github/prompts/review-api.prompt.md").orElseThrow().kind())
                .isEqualTo(CopilotFormat.PROMPT);
        assertThat(snapshot.diagnostics()).isEmpty();
    }

    @Test
    void anAgentNeedsFrontmatterWithADescriptionAndFieldsOfTheirType() throws IOException {
        var snapshot = open(new TreeMap<>(Map.of(
                ".github/agents/none.agent.md", "# No frontmatter\n",
                ".github/agents/list.agent.md", "---\n- a\n- b\n---\nBody.\n",
                ".github/agents/open.agent.md", "---\ndescription: never closed\n",
                ".github/agents/bad.agent.md", """
                        ---
                        name: bad
                        target: cloud
                        tools: 5
                        user-invocable: maybe
                        handoffs: next
                        ---
                        Body.
                        """)));
        assertThat(codes(snapshot, ".github/agents/none.agent.md")).containsExactly("frontmatter-missing");
        assertThat(snapshot.diagnostics(".github/agents/none.agent.md").get(0).severity()).isEqualTo(Severity.ERROR);
        assertThat(codes(snapshot, ".github/agents/list.agent.md")).containsExactly("frontmatter-not-mapping");
        assertThat(codes(snapshot, ".github/agents/open.agent.md")).containsExactly("frontmatter-unclosed");
        assertThat(codes(snapshot, ".github/agents/bad.agent.md")).containsExactlyInAnyOrder("field-required",
                "field-value", "field-type", "field-type", "field-type");
        assertThat(snapshot.diagnostics(".github/agents/bad.agent.md")).filteredOn(d -> d.code().equals(
                "field-required")).singleElement().satisfies(d -> assertThat(d.message()).contains("'description'"));
        assertThat(snapshot.diagnostics(".github/agents/bad.agent.md")).filteredOn(d -> d.code().equals(
                "field-value")).singleElement().satisfies(d -> assertThat(d.message())
                .contains("vscode, github-copilot"));
    }

    @Test
    void aPromptFilesFrontmatterIsOptionalButItsFieldsAreTyped() throws IOException {
        var snapshot = open(Map.of(
                ".github/prompts/plain.prompt.md", "Write the release notes.\n",
                ".github/prompts/bad.prompt.md", """
                        ---
                        description: [not, a, string]
                        tools: read
                        model: 5
                        ---
                        Body.
                        """,
                ".github/prompts/broken.prompt.md", "---\ndescription: 'unclosed\n---\nBody.\n"));
        assertThat(codes(snapshot, ".github/prompts/plain.prompt.md")).isEmpty();
        assertThat(codes(snapshot, ".github/prompts/bad.prompt.md")).containsExactlyInAnyOrder("field-type",
                "field-type", "field-type");
        assertThat(codes(snapshot, ".github/prompts/broken.prompt.md")).containsExactly("yaml-syntax");
    }

    @Test
    void aFieldCopilotReadsIsNoUnknownFieldAndOneItDoesNotReadIs() throws IOException {
        var snapshot = open(Map.of(
                ".github/agents/a.agent.md", """
                        ---
                        description: Reviews pull requests.
                        handoffs:
                          - label: Fix
                            agent: fixer
                        infer: false
                        color: blue
                        x_team_owner: web
                        ---
                        Body.
                        """,
                ".github/prompts/p.prompt.md", """
                        ---
                        agent: plan
                        mode: agent
                        allowed-tools: Bash
                        ---
                        Body.
                        """));
        var agent = snapshot.diagnostics(".github/agents/a.agent.md");
        assertThat(agent).extracting(Diagnostic::code).containsExactly("field-unknown");
        assertThat(agent.get(0).severity()).isEqualTo(Severity.INFO);
        assertThat(agent.get(0).message()).startsWith("'color' is not a field of a Copilot custom agent");
        var prompt = snapshot.diagnostics(".github/prompts/p.prompt.md");
        assertThat(prompt).extracting(Diagnostic::code).containsExactly("field-unknown");
        assertThat(prompt.get(0).message()).startsWith("'allowed-tools' is not a field of a Copilot prompt file");
    }

    @Test
    void agentsInSubfoldersAreCheckedAndTakenAsFoundThroughTheEditorsSettings() throws IOException {
        var snapshot = open(Map.of(
                ".github/agents/top.agent.md", "---\ndescription: At the top.\n---\nBody.\n",
                ".github/agents/team/subagents/deep.agent.md", "---\nname: deep\n---\nBody.\n"));
        assertThat(codes(snapshot, ".github/agents/team/subagents/deep.agent.md")).containsExactly("field-required");
        assertThat(snapshot.hostsOf(".github/agents/team/subagents/deep.agent.md").names()).containsExactly("copilot");
        // The discovery data: Copilot looks in .github/agents/ itself; subfolders load through VS Code's settings
        // (chat.agentFilesLocations), which the lenient reading takes as found. A file of another form is not.
        assertThat(snapshot.looksThere("copilot", "subagent", ".github/agents/top.agent.md")).isTrue();
        assertThat(snapshot.looksThere("copilot", "subagent", ".github/agents/team/subagents/deep.agent.md"))
                .isTrue();
        assertThat(snapshot.looksThere("copilot", "subagent", ".github/agents/team/notes.md")).isFalse();
    }

    @Test
    void eachAgentAndPromptFileIsAGraphNodeNamedByItsFile() throws IOException {
        var snapshot = open(Map.of(".github/agents/planner.agent.md", AGENT,
                ".github/prompts/review-api.prompt.md", PROMPT));
        var agent = snapshot.graph().node(".github/agents/planner.agent.md").orElseThrow();
        assertThat(agent.kind()).isEqualTo(NodeKind.AGENT);
        assertThat(agent.format()).isEqualTo(FormatName.COPILOT);
        assertThat(agent.fqn()).as("Copilot's ID is the file name; 'name' is for display").isEqualTo("planner");
        var prompt = snapshot.graph().node(".github/prompts/review-api.prompt.md").orElseThrow();
        assertThat(prompt.kind()).isEqualTo(NodeKind.COMMAND);
        assertThat(prompt.fqn()).isEqualTo("review-api");
    }
}
