package dev.catalogstudio.model.format.claudecode;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three plugins Claude Code's own validator ({@code claude plugin validate}, 2.1.197) fails where we were silent or
 * only warned, on public repositories and then by hand: each now gets an error on the file it names, and the forms it
 * only warns about stay warnings.
 */
class ValidatorAgreementTest {

    @TempDir
    Path root;

    private List<String> found(String manifest, String hooks) throws IOException {
        Files.createDirectories(root.resolve("p/.claude-plugin"));
        Files.createDirectories(root.resolve("p/agents"));
        Files.createDirectories(root.resolve("p/hooks"));
        Files.writeString(root.resolve("p/agents/r.md"), "---\nname: r\ndescription: Reviews.\n---\nReview.\n");
        Files.writeString(root.resolve("p/.claude-plugin/plugin.json"), manifest);
        Files.deleteIfExists(root.resolve("p/hooks/hooks.json"));
        if (hooks != null) {
            Files.writeString(root.resolve("p/hooks/hooks.json"), hooks);
        }
        return Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics().stream()
                .map(d -> d.path() + " " + d.diagnostic().code() + " " + d.diagnostic().severity()).toList();
    }

    @Test
    void anAgentsEntryThatIsNoMarkdownFileRefusesTheManifest() throws IOException {
        // "agents: Invalid input" for ./agents, ./agents/ and ./agents/noext alike; ./agents/r.md passes.
        assertThat(found("{\"name\": \"p\", \"agents\": [\"./agents\"]}", null))
                .containsExactly("p/.claude-plugin/plugin.json plugin-path-format ERROR");
        assertThat(found("{\"name\": \"p\", \"agents\": \"./agents/r.md\"}", null)).isEmpty();
    }

    @Test
    void aNameWithASpaceIsRefusedAndOtherNonKebabNamesWarned() throws IOException {
        assertThat(found("{\"name\": \"my plugin\"}", null))
                .containsExactly("p/.claude-plugin/plugin.json plugin-name-format ERROR");
        assertThat(found("{\"name\": \"My_Plugin\"}", null))
                .containsExactly("p/.claude-plugin/plugin.json plugin-name-format WARNING");
    }

    @Test
    void anUnknownHookEventRefusesTheHooksFile() throws IOException {
        // "hooks.OnBanana: Invalid key in record": the plugin loads without any hook of the file.
        assertThat(found("{\"name\": \"p\"}", "{\"hooks\": {\"OnBanana\": [{\"hooks\": [{\"type\": \"command\", "
                + "\"command\": \"true\"}]}]}}")).containsExactly("p/hooks/hooks.json hook-event-unknown ERROR");
    }

    /** The 2026 additions read as fields, not as unknown keys: subagent omitClaudeMd and experimental. */
    @Test
    void theSubagentFieldsOf2026AreKnown() throws IOException {
        Files.createDirectories(root.resolve("p/agents"));
        Files.writeString(root.resolve("p/agents/q.md"), "---\nname: q\ndescription: Quick.\nomitClaudeMd: true\n"
                + "experimental:\n  cacheTtl: 1h\n---\nQuick.\n");
        assertThat(found("{\"name\": \"p\"}", null)).isEmpty();
    }

    /** Hook continueOnBlock (prompt and agent hooks) is a handler field, not an unknown key. */
    @Test
    void continueOnBlockIsAHookHandlerField() throws IOException {
        assertThat(found("{\"name\": \"p\"}", "{\"hooks\": {\"PreToolUse\": [{\"matcher\": \"Bash\", \"hooks\": "
                + "[{\"type\": \"prompt\", \"prompt\": \"Safe?\", \"continueOnBlock\": true}]}]}}")).isEmpty();
    }

    /** An archive source (2.1.224+): HTTPS only, and a sha256 pin of 64 hexadecimal digits. */
    @Test
    void anArchiveSourceNeedsHttpsAndAFullSha256() throws IOException {
        Files.createDirectories(root.resolve(".claude-plugin"));
        String good = "0".repeat(64);
        Files.writeString(root.resolve(".claude-plugin/marketplace.json"), "{\"name\": \"m\", \"owner\": {\"name\": "
                + "\"o\"}, \"plugins\": [{\"name\": \"a\", \"source\": {\"source\": \"archive\", \"url\": "
                + "\"https://example.com/a.zip\", \"sha256\": \"" + good + "\"}}, {\"name\": \"b\", \"source\": "
                + "{\"source\": \"archive\", \"url\": \"http://example.com/b.zip\", \"sha256\": \"abc\"}}]}\n");
        assertThat(found("{\"name\": \"p\"}", null)).containsExactly(
                ".claude-plugin/marketplace.json marketplace-source-invalid ERROR",
                ".claude-plugin/marketplace.json marketplace-source-invalid ERROR");
    }

    /**
     * UiPath/skills lists a subagent that lives in a skill's folder: it is a subagent of the plugin, checked as one
     * (here it lacks its description), and the hosts report says Claude Code drops it for that.
     */
    @Test
    void aSubagentAtADeclaredPathIsCheckedAsOne() throws IOException {
        Files.createDirectories(root.resolve("p/skills/rpa/agents"));
        Files.writeString(root.resolve("p/skills/rpa/agents/helper.md"), "---\nname: helper\n---\nHelps.\n");
        assertThat(found("{\"name\": \"p\", \"agents\": [\"./skills/rpa/agents/helper.md\"]}", null))
                .containsExactly("p/skills/rpa/agents/helper.md field-required ERROR");
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();
        // Claude Code skips a subagent with a name but no description (code.claude.com/docs/en/sub-agents).
        assertThat(dev.catalogstudio.model.loads.HostLoads.of(snapshot, List.of("claude-code")).get(0).dropped())
                .extracting(d -> d.path() + " " + d.code()).contains("p/skills/rpa/agents/helper.md field-required");
    }
}
