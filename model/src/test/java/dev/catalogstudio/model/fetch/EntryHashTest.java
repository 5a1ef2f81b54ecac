package dev.catalogstudio.model.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.model.resolve.OriginCache;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EntryHashTest {

    @TempDir
    Path snapshot;

    private void write(String path, String text) throws IOException {
        Path file = snapshot.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void theEntryPathIsTheFolderOfASkillOrAgentAndElseTheFile() {
        assertThat(EntryHash.entryPath("skills/dates/SKILL.md")).isEqualTo("skills/dates");
        assertThat(EntryHash.entryPath("agents/ops/AGENTS.md")).isEqualTo("agents/ops");
        assertThat(EntryHash.entryPath("SKILL.md")).isEqualTo(".");
        assertThat(EntryHash.entryPath("mcps/com.acme_k8s.json")).isEqualTo("mcps/com.acme_k8s.json");
    }

    @Test
    void aFolderHashesItsFilesByPathLengthAndBytesInPathOrder() throws Exception {
        write("skills/dates/SKILL.md", "---\nname: dates\n---\n");
        write("skills/dates/scripts/run.sh", "echo\n");
        write("skills/other/SKILL.md", "not part of it\n");

        var digest = MessageDigest.getInstance("SHA-256");
        for (String[] file : new String[][] {{"SKILL.md", "---\nname: dates\n---\n"}, {"scripts/run.sh", "echo\n"}}) {
            byte[] bytes = file[1].getBytes(StandardCharsets.UTF_8);
            digest.update((file[0] + "\0" + bytes.length + "\0").getBytes(StandardCharsets.UTF_8));
            digest.update(bytes);
        }
        assertThat(EntryHash.of(snapshot, "skills/dates"))
                .isEqualTo("sha256:" + HexFormat.of().formatHex(digest.digest()));
    }

    @Test
    void anyChangeOfContentOrNameChangesTheHashButTheCacheMarkerDoesNot() throws IOException {
        write("SKILL.md", "a\n");
        write("b.md", "b\n");
        String before = EntryHash.of(snapshot, ".");
        Files.writeString(snapshot.resolve(OriginCache.COMPLETE), "");
        assertThat(EntryHash.of(snapshot, ".")).isEqualTo(before);

        write("b.md", "c\n");
        String changed = EntryHash.of(snapshot, ".");
        assertThat(changed).isNotEqualTo(before);
        Files.move(snapshot.resolve("b.md"), snapshot.resolve("c.md"));
        assertThat(EntryHash.of(snapshot, ".")).isNotEqualTo(changed);
        // Moving bytes from one file's end to the next file's start changes it too (lengths are hashed).
        write("SKILL.md", "a\nc");
        write("c.md", "\n");
        assertThat(EntryHash.of(snapshot, ".")).isNotEqualTo(changed);
    }

    @Test
    void aSingleFileEntryHashesThatFileAlone() throws IOException {
        write("mcps/a.json", "{}");
        write("mcps/b.json", "{\"x\":1}");
        String a = EntryHash.of(snapshot, "mcps/a.json");
        write("mcps/b.json", "{\"x\":2}");
        assertThat(EntryHash.of(snapshot, "mcps/a.json")).isEqualTo(a).startsWith("sha256:").hasSize(71);
    }

    @Test
    void aPathLeavingTheSnapshotIsRefused() {
        assertThatThrownBy(() -> EntryHash.of(snapshot, "../elsewhere")).isInstanceOf(IOException.class)
                .hasMessageContaining("leaves the snapshot");
    }
}
