package dev.catalogstudio.model.format.metaskill;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The metaSKILL rules follow edits of either file of the pair, as the studio's revalidation on every keystroke. */
class MetaskillLiveTest {

    private static final String MD = "---\nname: greet\ndescription: Greets someone. Use to greet.\n---\n"
            + "Input keys:\n- `who`: the name.\n";
    private static final String STAR = "def run(input):\n    return \"hello \" + input[\"who\"]\n";

    @TempDir
    Path root;

    @Test
    void editingTheSkillMdBodyRechecksTheProgramAndEditingTheProgramRechecksItself() throws IOException {
        Files.createDirectories(root.resolve("skills/greet"));
        Files.writeString(root.resolve("skills/greet/SKILL.md"), MD);
        Files.writeString(root.resolve("skills/greet/SKILL.star"), STAR);
        var workspace = Workspace.open(root, ProgressListener.NONE);
        assertThat(codes(workspace.snapshot())).isEmpty();

        var update = workspace.update("skills/greet/SKILL.md", MD.replace("- `who`: the name.\n", ""));
        assertThat(codes(update.snapshot())).containsExactly("metaskill-input-undocumented");
        assertThat(update.changed()).contains("skills/greet/SKILL.star");

        update = workspace.update("skills/greet/SKILL.star", "def run(input):\n    return open(\"x\")\n");
        assertThat(codes(update.snapshot())).containsExactly("starlark-undefined");

        update = workspace.update("skills/greet/SKILL.star", "def run(input):\n    return \"hi\"\n");
        assertThat(codes(update.snapshot())).isEmpty();
    }

    private static List<String> codes(Snapshot snapshot) {
        return snapshot.diagnostics("skills/greet/SKILL.star").stream().map(Diagnostic::code).toList();
    }
}
