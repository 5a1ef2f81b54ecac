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
 * Paths behind a host's folder placeholders (issue 23): {@code ${CLAUDE_SKILL_DIR}} and {@code {baseDir}} name the
 * skill folder, {@code ${CLAUDE_PLUGIN_ROOT}} the plugin root. Taken literally they made most of the false
 * {@code skill-reference-missing} warnings on real marketplaces, while a missing file written so in inline code was
 * silent.
 */
class PlaceholderReferencesTest {

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
                .map(d -> d.code() + " " + d.severity() + " " + d.message().substring(0, d.message().indexOf("' ") + 1))
                .toList();
    }

    @Test
    void placeholdersResolveToTheirFoldersInLinksAndInlineCode() throws IOException {
        write("plugins/ops/.claude-plugin/plugin.json", "{\"name\": \"ops\"}");
        write("plugins/ops/hooks/check.sh", "#!/bin/sh\n");
        write("plugins/ops/skills/triage/references/guide.md", "# Guide\n");
        write("plugins/ops/skills/triage/scripts/run.py", "print(1)\n");
        write("plugins/ops/skills/triage/SKILL.md", "---\nname: triage\ndescription: Triage.\n---\n"
                + "Read [the guide](${CLAUDE_SKILL_DIR}/references/guide.md) and [this]({baseDir}/references/none.md).\n"
                + "Run `${CLAUDE_SKILL_DIR}/scripts/run.py`, then `${CLAUDE_SKILL_DIR}/scripts/gone.py`.\n"
                + "Hooks: [check](${CLAUDE_PLUGIN_ROOT}/hooks/check.sh), "
                + "[lost](${CLAUDE_PLUGIN_ROOT}/hooks/lost.sh), [up](${CLAUDE_SKILL_DIR}/../../x.md).\n");

        assertThat(reported("plugins/ops/skills/triage/SKILL.md")).containsExactlyInAnyOrder(
                "skill-reference-missing WARNING '{baseDir}/references/none.md'",
                "skill-reference-missing INFO '${CLAUDE_SKILL_DIR}/scripts/gone.py'",
                "skill-reference-missing WARNING '${CLAUDE_PLUGIN_ROOT}/hooks/lost.sh'",
                "skill-reference-escape WARNING '${CLAUDE_SKILL_DIR}/../../x.md'");
    }

    @Test
    void outsideAPluginThePluginRootIsNotJudged() throws IOException {
        write("skills/solo/SKILL.md", "---\nname: solo\ndescription: Solo.\n---\n"
                + "See [hook](${CLAUDE_PLUGIN_ROOT}/hooks/any.sh).\n");
        assertThat(reported("skills/solo/SKILL.md")).isEmpty();
    }
}
