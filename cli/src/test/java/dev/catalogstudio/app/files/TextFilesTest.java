package dev.catalogstudio.app.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogstudio.model.text.LineEnding;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TextFilesTest {

    @TempDir
    Path dir;

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void crlfWithBomRoundTripsByteForByte() throws IOException {
        byte[] original = utf8("\uFEFF---\r\nname: pdf\r\n---\r\n# Über\r\n\r\nlast line");
        Path file = Files.write(dir.resolve("SKILL.md"), original);
        var loaded = TextFiles.read(file);
        assertThat(loaded.text()).isEqualTo("---\nname: pdf\n---\n# Über\n\nlast line");
        assertThat(loaded.lineEnding()).isEqualTo(LineEnding.CRLF);
        assertThat(loaded.bom()).isTrue();

        TextFiles.writeAtomically(file, loaded.text(), loaded.lineEnding(), loaded.bom());
        assertThat(Files.readAllBytes(file)).isEqualTo(original);
    }

    @Test
    void lfAndCrFilesRoundTripToo() throws IOException {
        for (String content : List.of("a\nb\n", "a\rb\r", "no ending", "")) {
            Path file = Files.write(dir.resolve("f.md"), utf8(content));
            var loaded = TextFiles.read(file);
            assertThat(loaded.bom()).isFalse();
            assertThat(loaded.text()).doesNotContain("\r");
            TextFiles.writeAtomically(file, loaded.text(), loaded.lineEnding(), loaded.bom());
            assertThat(Files.readAllBytes(file)).isEqualTo(utf8(content));
        }
    }

    @Test
    void anEditedTextKeepsTheFilesLineEnding() throws IOException {
        Path file = Files.write(dir.resolve("a.json"), utf8("{\r\n}\r\n"));
        var loaded = TextFiles.read(file);
        TextFiles.writeAtomically(file, "{\n  \"a\": 1\n}\n", loaded.lineEnding(), loaded.bom());
        assertThat(Files.readString(file)).isEqualTo("{\r\n  \"a\": 1\r\n}\r\n");
    }

    @Test
    void posixPermissionsAreKept() throws IOException {
        Assumptions.assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path file = Files.write(dir.resolve("run.star"), utf8("x = 1\n"));
        var perms = PosixFilePermissions.fromString("rwxr-x---");
        Files.setPosixFilePermissions(file, perms);
        TextFiles.writeAtomically(file, "x = 2\n", LineEnding.LF, false);
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(perms);
        assertThat(Files.readString(file)).isEqualTo("x = 2\n");
    }

    @Test
    void aFailedWriteLeavesTheOriginalIntactAndNoTemporaryFile() throws IOException {
        Path file = Files.write(dir.resolve("SKILL.md"), utf8("original\n"));
        assertThatThrownBy(() -> TextFiles.writeAtomically(file, channel -> {
            channel.write(ByteBuffer.wrap(utf8("half of the new")));
            throw new IOException("disk full");
        })).isInstanceOf(IOException.class).hasMessage("disk full");
        assertThat(Files.readString(file)).isEqualTo("original\n");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void aMoveThatFailsLeavesTheTargetAndCleansUp() throws IOException {
        Path target = Files.createDirectory(dir.resolve("SKILL.md"));
        Files.write(target.resolve("inside"), utf8("kept"));
        assertThatThrownBy(() -> TextFiles.writeAtomically(target, "x", LineEnding.LF, false))
                .isInstanceOf(IOException.class);
        assertThat(Files.readString(target.resolve("inside"))).isEqualTo("kept");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void aSymbolicLinkStaysALink() throws IOException {
        Path real = Files.write(dir.resolve("real.md"), utf8("a\n"));
        Path link = Files.createSymbolicLink(dir.resolve("link.md"), real.getFileName());
        TextFiles.writeAtomically(link, "b\n", LineEnding.LF, false);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("b\n");
    }

    @Test
    void aNewFileIsCreated() throws IOException {
        Path file = dir.resolve("new.md");
        TextFiles.writeAtomically(file, "x\n", LineEnding.CRLF, true);
        assertThat(Files.readAllBytes(file)).isEqualTo(utf8("\uFEFFx\r\n"));
    }

    @Test
    void invalidUtf8IsReadOnlyNeverSavedBack() throws IOException {
        Path file = Files.write(dir.resolve("bad.md"), new byte[] {'a', (byte) 0xC3, '(', '\n'});
        var loaded = TextFiles.read(file);
        assertThat(loaded.isReadOnly()).isTrue();
        assertThat(loaded.readOnly()).isEqualTo(TextFiles.NOT_UTF8);
    }

    @Test
    void aFileOverTheReadLimitIsCutToItsHeadAndReadOnly() throws IOException {
        var line = "x".repeat(1023) + "\n";
        Path file = Files.writeString(dir.resolve("big.md"), line.repeat(8 * 1024 + 1));
        var loaded = TextFiles.read(file);
        assertThat(loaded.isReadOnly()).isTrue();
        assertThat(loaded.readOnly()).contains("over 8 MiB");
        assertThat(loaded.text().length()).isLessThanOrEqualTo(dev.catalogstudio.model.text.TextFileReader.HEAD_BYTES);
    }

    @Test
    void aPipeOrFolderIsRefusedNotOpened() {
        assertThatThrownBy(() -> TextFiles.read(dir)).isInstanceOf(java.nio.file.FileSystemException.class);
    }

    @Test
    void createNewWritesTheFileWithItsFoldersAndNeverOverwrites() throws IOException {
        Path file = dir.resolve("skills/new/SKILL.md");
        TextFiles.createNew(file, "---\nname: new\n---\n");
        assertThat(Files.readString(file)).isEqualTo("---\nname: new\n---\n");
        assertThatThrownBy(() -> TextFiles.createNew(file, "other"))
                .isInstanceOf(java.nio.file.FileAlreadyExistsException.class);
        assertThat(Files.readString(file)).isEqualTo("---\nname: new\n---\n");
        try (var left = Files.list(file.getParent())) {
            assertThat(left).extracting(p -> p.getFileName().toString()).containsExactly("SKILL.md");
        }
    }
}
