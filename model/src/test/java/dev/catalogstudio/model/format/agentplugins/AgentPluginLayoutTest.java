package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.Plugins.check;
import static dev.catalogstudio.model.format.agentplugins.Plugins.mcp;
import static dev.catalogstudio.model.format.agentplugins.Plugins.open;
import static dev.catalogstudio.model.format.agentplugins.Plugins.skill;
import static dev.catalogstudio.model.format.agentplugins.Plugins.summary;
import static dev.catalogstudio.model.format.agentplugins.Plugins.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Component discovery at the plugin level (§ 6, § 7.1) and what the graph holds of it. */
class AgentPluginLayoutTest {

    @TempDir
    Path root;

    @Test
    void onlyImmediateSkillFoldersWithSKILLmdAreContained() {
        write(root, "p/plugin.json", Plugins.manifest("p", ""));
        write(root, "p/skills/a/SKILL.md", skill("a"));
        write(root, "p/skills/notes/README.md", "# Not a skill\n");
        write(root, "p/com.example.client/skills/x/SKILL.md", skill("x"));

        var snapshot = open(root);

        assertThat(snapshot.diagnostics()).isEmpty();
        assertThat(snapshot.graph().edgesFrom("p/plugin.json")).extracting(e -> e.written())
                .containsExactly("skills/a");
    }

    @Test
    void agentPluginSkillLocationForASkillDirectlyInSkillsOrDeeper() {
        write(root, "p/plugin.json", Plugins.manifest("p", ""));
        write(root, "p/skills/SKILL.md", skill("skills"));
        write(root, "p/skills/group/deep/SKILL.md", skill("deep"));
        write(root, "p/skills/ok/SKILL.md", skill("ok"));

        var all = check(root);

        assertThat(summary(all)).containsExactly("p/skills/SKILL.md:1:1 agent-plugin-skill-location",
                "p/skills/group/deep/SKILL.md:1:1 agent-plugin-skill-location");
        assertThat(all.get(0).diagnostic().message()).contains("directly in skills/").contains("\"p\"");
        assertThat(all.get(1).diagnostic().message()).contains("move its folder to skills/deep/");
    }

    @Test
    void aSkillOutsideAnyPluginOrOutsideItsSkillsFolderIsNoConcernOfThePlugin() {
        write(root, "skills/group/deep/SKILL.md", skill("deep"));
        write(root, "p/plugin.json", Plugins.manifest("p", ""));
        write(root, "p/docs/example/SKILL.md", skill("example"));

        // No Agent Plugins rule speaks of p/docs/example; nothing loads it, which is all that is said of it.
        assertThat(summary(check(root))).containsExactly("p/docs/example/SKILL.md:1:1 skill-not-loaded");
    }

    @Test
    void aSkillOfANestedPluginBelongsToTheNearestPlugin() {
        write(root, "outer/plugin.json", Plugins.manifest("outer", ""));
        write(root, "outer/skills/inner/plugin.json", Plugins.manifest("inner", ""));
        write(root, "outer/skills/inner/skills/a/SKILL.md", skill("a"));

        var snapshot = open(root);

        assertThat(snapshot.diagnostics()).isEmpty();
        assertThat(snapshot.graph().edgesFrom("outer/skills/inner/plugin.json")).extracting(e -> e.written())
                .containsExactly("skills/a");
        assertThat(snapshot.graph().edgesFrom("outer/plugin.json")).isEmpty();
    }

    @Test
    void aSkillMdLinkLeavingTheWorkspaceIsTheScansSymlinkEscapeAndNoSkillOfThePlugin(@TempDir Path outside)
            throws IOException {
        write(root, "p/plugin.json", Plugins.manifest("p", ""));
        Files.createDirectories(root.resolve("p/skills/linked"));
        write(outside, "SKILL.md", skill("linked"));
        try {
            Files.createSymbolicLink(root.resolve("p/skills/linked/SKILL.md"), outside.resolve("SKILL.md"));
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "symbolic links are not available here: " + e);
        }

        var snapshot = open(root);

        assertThat(summary(snapshot.diagnostics())).containsExactly("p/skills/linked/SKILL.md:1:1 symlink-escape");
        assertThat(snapshot.graph().edgesFrom("p/plugin.json")).isEmpty();
    }

    @Test
    void aServerRepeatedInMcpJsonIsOneNodeAndOneEdge() {
        write(root, "p/plugin.json", Plugins.manifest("p", ""));
        write(root, "p/mcp.json", mcp("\"a\": {\"type\": \"stdio\", \"command\": \"node\"}, \"a\": {\"type\": "
                + "\"stdio\", \"command\": \"deno\"}"));

        var snapshot = open(root);

        assertThat(summary(snapshot.diagnostics())).containsExactly("p/mcp.json:3:61 duplicate-key");
        assertThat(snapshot.graph().node("p/mcp.json#a")).isPresent();
        assertThat(snapshot.graph().edgesFrom("p/plugin.json")).hasSize(1);
    }

    @Test
    void twoPluginsMayEachHaveASkillOfTheSameName() {
        for (String plugin : new String[] {"one", "two"}) {
            write(root, plugin + "/plugin.json", Plugins.manifest(plugin, ""));
            write(root, plugin + "/skills/greet/SKILL.md", skill("greet"));
        }

        // Clients load each plugin's skills as that plugin's: duplicate-skill-name compares within one plugin.
        assertThat(summary(check(root))).isEmpty();
        write(root, "two/skills/hello/SKILL.md", skill("greet"));
        assertThat(summary(check(root))).contains("two/skills/hello/SKILL.md:2:7 duplicate-skill-name");
    }
}
