package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.metaagents.Changelog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A resolution layer whose folder is the workspace (or inside it) never makes a second copy of its files. */
class LayerInsideWorkspaceTest {

    private static final String SELF = "https://github.com/acme/cat/tree/main";

    @TempDir
    Path root;

    private void write(String path, String text) throws IOException {
        Files.createDirectories(root.resolve(path).getParent());
        Files.writeString(root.resolve(path), text);
    }

    private static String skill(String name, String... dependencies) {
        var deps = new StringBuilder();
        for (String d : dependencies) {
            deps.append("    - ").append(d).append('\n');
        }
        return "---\nname: " + name + "\nscope: acme\ndescription: Does " + name + ".\nversion: 1.0.0\n"
                + (deps.length() == 0 ? "" : "dependencies:\n  skills:\n" + deps) + "---\n# " + name + "\n";
    }

    @Test
    void aLayerWhosePathIsTheWorkspaceIsTheWorkspace() throws IOException {
        write("catalog-studio.yaml", "layers:\n  - origin: " + SELF + "\n    path: .\n");
        write("skills/a/SKILL.md", skill("a", SELF + "/skills/b", SELF + "/skills/gone"));
        write("skills/b/SKILL.md", skill("b", SELF + "/skills/a"));
        for (String s : new String[] {"a", "b"}) {
            write("skills/" + s + "/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First.\n");
        }

        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.graph().nodes()).as("one node per file").hasSize(2);
        assertThat(snapshot.diagnostics("skills/a/SKILL.md")).extracting(d -> d.code())
                .as("its loops and missing dependencies are the workspace's, and reported")
                .contains("dependency-cycle", "dependency-missing");
    }

    @Test
    void aLayerInsideTheWorkspaceResolvesToItsFilesOnce() throws IOException {
        write("catalog-studio.yaml", "layers:\n  - origin: https://github.com/acme/shared/tree/v2\n"
                + "    path: vendor/shared\n");
        write("skills/a/SKILL.md", skill("a", "https://github.com/acme/shared/tree/v2/skills/c"));
        write("skills/a/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First.\n");
        write("vendor/shared/skills/c/SKILL.md", skill("c"));
        write("vendor/shared/skills/c/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First.\n");

        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();

        assertThat(snapshot.graph().nodes()).hasSize(2);
        assertThat(snapshot.diagnostics()).isEmpty();
        var edge = snapshot.graph().edgesFrom("skills/a/SKILL.md").get(0);
        assertThat(snapshot.graph().target(edge).orElseThrow().id()).isEqualTo("vendor/shared/skills/c/SKILL.md");
    }
}
