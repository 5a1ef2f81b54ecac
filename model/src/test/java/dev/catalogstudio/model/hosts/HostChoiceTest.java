package dev.catalogstudio.model.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which hosts a workspace is checked for when nobody says: the folders it holds. */
class HostChoiceTest {

    @Test
    void hostFoldersNameTheirHostsInProfileOrder() {
        var choice = HostChoice.infer(List.of("plugins/a/.claude-plugin/plugin.json", ".gemini/skills/x/SKILL.md",
                ".codex/config.toml", "README.md"));
        assertThat(choice.names()).isEqualTo("claude-code, codex, gemini");
        assertThat(choice.how()).isEqualTo("inferred from .claude-plugin/, .codex/, .gemini/");
    }

    @Test
    void githubNamesCopilotOnlyForItsCustomisationFolders() {
        assertThat(HostChoice.infer(List.of(".github/workflows/ci.yml", ".github/CODEOWNERS")))
                .isEqualTo(HostChoice.spec());
        assertThat(HostChoice.infer(List.of(".github/skills/a/SKILL.md")).names()).isEqualTo("copilot");
        assertThat(HostChoice.infer(List.of(".github/copilot-instructions.md")).names()).isEqualTo("copilot");
    }

    @Test
    void aWorkspaceOfPlainOrSharedSkillsIsCheckedForTheSpecification() {
        assertThat(HostChoice.infer(List.of("skills/a/SKILL.md", ".agents/skills/b/SKILL.md")))
                .isEqualTo(HostChoice.spec());
        assertThat(HostChoice.spec().names()).isEqualTo("agent-skills");
    }

    @Test
    void inferenceReadsEachPathOnceAndScalesWithTheFileCount() {
        var few = new java.util.ArrayList<String>();
        for (int i = 0; i < 1000; i++) {
            few.add("skills/s" + i + "/SKILL.md");
        }
        few.add("x/.cursor-plugin/plugin.json");
        assertThat(HostChoice.infer(few).names()).isEqualTo("cursor");
    }
}
