package dev.catalogstudio.model.format.skills;

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
 * References resolved as the loader resolves them (issue 40): a skill invocation is no path, a glob or a template
 * names no file, a symbolic link is followed while it stays in the package, and an inline-code path may name a file of
 * the plugin or the repository. Each case is from a public repository where it was reported falsely.
 */
class LoaderReferencesTest {

    @TempDir
    Path root;

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private List<String> reported(String skill) throws IOException {
        return Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics(skill).stream()
                .filter(d -> d.code().startsWith("skill-reference"))
                .map(d -> d.code() + " " + d.message().substring(0, d.message().indexOf("' ") + 1)).toList();
    }

    private static String skill(String body) {
        return "---\nname: solution\ndescription: Builds solutions. Use when asked.\n---\n" + body;
    }

    @Test
    void aPluginSkillInvocationIsNoAbsolutePath() throws IOException {
        write("p/.claude-plugin/plugin.json", "{\"name\": \"uipath\"}");
        write("p/skills/solution/SKILL.md", skill("Then run [solution](/uipath:solution), ask "
                + "[the reviewer](@code-reviewer) or [theirs](@uipath:reviewer), or read [a file](/etc/passwd).\n"));
        assertThat(reported("p/skills/solution/SKILL.md")).containsExactly("skill-reference-escape '/etc/passwd'");
    }

    @Test
    void anInvocationOfAPluginInTheWorkspaceMustNameOneOfItsSkillsOrCommands() throws IOException {
        write("p/.claude-plugin/plugin.json", "{\"name\": \"uipath\"}");
        write("p/commands/deploy.md", "---\ndescription: Deploys.\n---\nDeploy.\n");
        write("p/skills/solution/SKILL.md", skill("Run [it](/uipath:solution), [deploy](/uipath:deploy), "
                + "[gone](/uipath:uipath-gone) and [elsewhere](/stripe:pay).\n"));
        assertThat(reported("p/skills/solution/SKILL.md")).containsExactly("skill-reference-missing "
                + "'/uipath:uipath-gone'");
    }

    @Test
    void globsAndTemplatesNameNoFile() throws IOException {
        write("skills/solution/SKILL.md", skill("See [all](references/*.md), [one](references/<topic>.md), "
                + "[yours](path/to/file.md), [x](references/{name}.md) and [gone](references/gone.md).\n"));
        assertThat(reported("skills/solution/SKILL.md")).containsExactly("skill-reference-missing "
                + "'references/gone.md'");
    }

    @Test
    void aSymbolicLinkIsFollowedWhileItStaysInThePlugin() throws IOException {
        write("p/.claude-plugin/plugin.json", "{\"name\": \"p\"}");
        write("p/shared/flow.mmd", "graph TD\n");
        write("outside/secret.mmd", "graph TD\n");
        write("p/skills/solution/SKILL.md", skill("See [flow](assets/flow.mmd) and [other](assets/other.mmd).\n"));
        Files.createDirectories(root.resolve("p/skills/solution/assets"));
        Files.createSymbolicLink(root.resolve("p/skills/solution/assets/flow.mmd"), Path.of("../../../shared/flow.mmd"));
        Files.createSymbolicLink(root.resolve("p/skills/solution/assets/other.mmd"),
                Path.of("../../../../outside/secret.mmd"));
        // The first stays inside the plugin, which is installed whole; the second leads out of it, so an installed
        // copy of the plugin would not have it.
        assertThat(reported("p/skills/solution/SKILL.md")).containsExactly("skill-reference-missing "
                + "'assets/other.mmd'");
    }

    @Test
    void anInlineCodePathMayNameAFileOfThePluginOrTheRepository() throws IOException {
        write("p/.claude-plugin/plugin.json", "{\"name\": \"p\"}");
        write("p/scripts/build.py", "print(1)\n");
        write("templates/page.html", "<p>\n");
        write("p/skills/solution/SKILL.md", skill("Run `scripts/build.py`, fill `templates/page.html`, then "
                + "`scripts/missing.py`.\n"));
        assertThat(reported("p/skills/solution/SKILL.md")).containsExactly("skill-reference-missing "
                + "'scripts/missing.py'");
    }

    @Test
    void aLinkToASiblingSkillOfAnyPluginResolvesInThePlugin() throws IOException {
        // openai/plugins: a Codex plugin's skill links the skill beside it; the plugin is installed whole.
        write("figma/.codex-plugin/plugin.json", "{\"name\": \"figma\"}");
        write("figma/skills/figma-use/SKILL.md", skill("Use Figma.\n"));
        write("figma/skills/generate/SKILL.md", skill("First read [figma-use](../figma-use/SKILL.md), not "
                + "[gone](../gone/SKILL.md) or [out](../../../README.md).\n"));
        assertThat(reported("figma/skills/generate/SKILL.md")).containsExactly("skill-reference-escape "
                + "'../gone/SKILL.md'", "skill-reference-escape '../../../README.md'");
    }

    @Test
    void examplesAndWhatAProgramWritesAreNoFilesOfTheSkill() throws IOException {
        // gemini-cli's skill-creator lists example files; openai/plugins' ngs runners say what they emit.
        write("skills/solution/SKILL.md", skill("- **Examples**: `assets/logo.png` for brand assets,\n"
                + "  `assets/font.ttf` for typography\n\nThis runner emits `resources/resource_plan.json`.\n\n"
                + "Write the report from `templates/report.md`.\n"));
        assertThat(reported("skills/solution/SKILL.md")).containsExactly("skill-reference-missing "
                + "'templates/report.md'");
    }

    @Test
    void aFencedListOfFilesToReadIsChecked() throws IOException {
        // A missing file in a fenced "read these files" list was never reported; code and trees in fences are no list.
        write("skills/solution/references/guide.md", "# Guide\n");
        write("skills/solution/SKILL.md", skill("Read these first:\n\n```\nreferences/guide.md\n"
                + "references/gone.md\n```\n\n```bash\npython scripts/none.py\n```\n\n```\nskills/\n"
                + "  references/tree.md\nREADME.md\n```\n"));
        assertThat(reported("skills/solution/SKILL.md")).containsExactly("skill-reference-missing "
                + "'references/gone.md'");
    }

    @Test
    void theAgentPluginsRootPlaceholderNamesThePluginRoot() throws IOException {
        write("p/plugin.json", "{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", "
                + "\"name\": \"p\", \"version\": \"1.0.0\", \"description\": \"P.\", \"author\": {\"name\": \"a\"}}");
        write("p/scripts/run.sh", "#!/bin/sh\n");
        write("p/skills/solution/SKILL.md", skill("Run `${PLUGIN_ROOT}/scripts/run.sh`, not "
                + "`${PLUGIN_ROOT}/scripts/gone.sh`; see [it](${PLUGIN_ROOT}/scripts/run.sh).\n"));
        assertThat(reported("p/skills/solution/SKILL.md")).containsExactly("skill-reference-missing "
                + "'${PLUGIN_ROOT}/scripts/gone.sh'");
    }
}
