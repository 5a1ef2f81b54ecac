package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reads started during the scan give what a read after it gives, and a file never handed over is still read. (Every
 * test that opens a workspace goes through the early reads.)
 */
class ReadsDuringScanTest {

    @TempDir
    Path root;

    private WorkspaceFile file(String path, String text) throws Exception {
        Path absolute = root.resolve(path);
        Files.createDirectories(absolute.getParent());
        Files.writeString(absolute, text);
        return new WorkspaceFile(path, absolute, Files.size(absolute));
    }

    @Test
    void earlyAndLateReadsAgree() throws Exception {
        var early = new ReadsDuringScan();
        var handed = new java.util.ArrayList<WorkspaceFile>();
        for (int i = 0; i < 200; i++) {
            var f = file("skills/s" + i + "/SKILL.md", "---\nname: s" + i + "\ndescription: Does " + i + ".\n---\n# S\n");
            handed.add(f);
            early.found(f);
        }
        early.found(file("skills/s0/notes.txt", "not a document"));
        var late = file("skills/late/SKILL.md", "---\nname: late\n---\n");

        early.drain();
        for (var f : handed) {
            var read = early.read(f);
            assertThat(read.source().text().text()).isEqualTo(Files.readString(f.absolute()));
            assertThat(read.product()).isNotNull();
        }
        assertThat(early.read(late).source().text().text()).isEqualTo("---\nname: late\n---\n");
    }
}
