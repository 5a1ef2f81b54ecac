package dev.catalogstudio.model.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ToolFileWriterTest {

    @TempDir
    Path temp;

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aSymbolicLinkIsRefusedAndWhatItNamesIsUntouched() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("work"));
        Path rc = Files.writeString(temp.resolve("bashrc"), "keep me\n");
        Files.createSymbolicLink(folder.resolve("out.lock"), rc);
        Files.createSymbolicLink(folder.resolve("dangling.lock"), temp.resolve("nothing"));

        assertThatThrownBy(() -> ToolFileWriter.write(folder, "out.lock", utf8("x")))
                .isInstanceOf(ToolFileWriter.Refused.class).hasMessageContaining("symbolic link");
        assertThatThrownBy(() -> ToolFileWriter.write(folder, "dangling.lock", utf8("x")))
                .isInstanceOf(ToolFileWriter.Refused.class).hasMessageContaining("symbolic link");
        assertThat(rc).hasContent("keep me");
        assertThat(temp.resolve("nothing")).doesNotExist();
        assertThat(folder).isDirectoryNotContaining("glob:**.tmp");
    }

    @Test
    void aPathLeavingTheFolderOrThroughALinkedFolderIsRefused() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("work"));
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Files.createSymbolicLink(folder.resolve("linked"), outside);

        for (String name : new String[] {"../escaped", "/etc/passwd-copy", "linked/x", "a/../../x"}) {
            assertThatThrownBy(() -> ToolFileWriter.write(folder, name, utf8("x"))).as(name)
                    .isInstanceOf(ToolFileWriter.Refused.class);
        }
        assertThat(outside).isEmptyDirectory();
        assertThat(temp.resolve("escaped")).doesNotExist();
    }

    @Test
    void aFolderOrPipeIsRefused() throws IOException, InterruptedException {
        Path folder = Files.createDirectories(temp.resolve("work"));
        Files.createDirectories(folder.resolve("dir.lock"));
        assertThatThrownBy(() -> ToolFileWriter.write(folder, "dir.lock", utf8("x")))
                .isInstanceOf(ToolFileWriter.Refused.class).hasMessageContaining("not a regular file");
        if (new ProcessBuilder("mkfifo", folder.resolve("fifo").toString()).start().waitFor() == 0) {
            assertThatThrownBy(() -> ToolFileWriter.write(folder, "fifo", utf8("x")))
                    .isInstanceOf(ToolFileWriter.Refused.class).hasMessageContaining("not a regular file");
        }
    }

    @Test
    void aRegularFileIsReplacedAtomicallyKeepingItsPermissionsAndItsHardLinksOtherNames() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("work"));
        Path file = Files.writeString(folder.resolve("catalog-studio.lock"), "old\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        Path other = Files.createLink(temp.resolve("other-name"), file);

        ToolFileWriter.write(folder, "catalog-studio.lock", utf8("new\n"));
        ToolFileWriter.write(folder, "sub/made.txt", utf8("made\n"));

        assertThat(file).hasContent("new");
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PosixFilePermissions.fromString("rw-r-----"));
        assertThat(other).hasContent("old");
        assertThat(folder.resolve("sub/made.txt")).hasContent("made");
        assertThat(folder).isDirectoryNotContaining("glob:**.tmp");
    }
}
