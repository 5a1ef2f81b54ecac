package dev.catalogstudio.app.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.text.LineEnding;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** A save keeps what a user expects of an editor: permissions from the first byte, owner, mode bits, links. */
@DisabledOnOs(OS.WINDOWS)
class AtomicWriterTest {

    @TempDir
    Path dir;

    private Path file(String name, String text, String permissions) throws IOException {
        Path file = Files.writeString(dir.resolve(name), text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        return file;
    }

    @Test
    void theTemporaryFileHasTheTargetsPermissionsBeforeItsFirstByte() throws IOException {
        Path secret = file(".mcp.json", "{}\n", "rw-------");
        var seen = new ArrayList<String>();

        TextFiles.writeAtomically(secret, channel -> {
            try (var files = Files.list(dir)) {
                for (Path p : files.filter(p -> p.getFileName().toString().startsWith(AtomicWriter.TEMP_PREFIX))
                        .toList()) {
                    seen.add(PosixFilePermissions.toString(Files.getPosixFilePermissions(p)));
                }
            }
            channel.write(ByteBuffer.wrap("{\"token\": \"new\"}\n".getBytes(StandardCharsets.UTF_8)));
        });

        assertThat(seen).as("a kill -9 now would leave only an owner-readable copy").containsExactly("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(secret))).isEqualTo("rw-------");
        assertThat(Files.readString(secret)).contains("new");
    }

    @Test
    void modeBitsOwnerAndGroupAreKept() throws IOException {
        Path shared = file("SKILL.md", "a\n", "rwxr-x---");
        var nobody = dir.getFileSystem().getUserPrincipalLookupService();
        boolean canChown;
        try {
            Files.setOwner(shared, nobody.lookupPrincipalByName("nobody"));
            canChown = true;
        } catch (IOException | UnsupportedOperationException e) {
            canChown = false;
        }
        Files.setAttribute(shared, "unix:mode", 02750); // after chown, which clears the set-id bits

        TextFiles.writeAtomically(shared, "b\n", LineEnding.LF, false);

        assertThat(Files.readString(shared)).isEqualTo("b\n");
        assertThat((Integer) Files.getAttribute(shared, "unix:mode") & 07777).isEqualTo(02750);
        if (canChown) {
            assertThat(Files.getOwner(shared).getName()).isEqualTo("nobody");
        }
    }

    @Test
    void extendedAttributesAreKept() throws IOException {
        Path file = file("AGENTS.md", "a\n", "rw-r--r--");
        var view = Files.getFileAttributeView(file, UserDefinedFileAttributeView.class);
        try {
            view.write("user.origin", ByteBuffer.wrap("downloaded".getBytes(StandardCharsets.UTF_8)));
        } catch (IOException | UnsupportedOperationException e) {
            assumeThat(false).as("this file system keeps no user extended attributes").isTrue();
        }

        TextFiles.writeAtomically(file, "b\n", LineEnding.LF, false);

        var after = Files.getFileAttributeView(file, UserDefinedFileAttributeView.class);
        var value = ByteBuffer.allocate(after.size("user.origin"));
        after.read("user.origin", value);
        assertThat(new String(value.array(), StandardCharsets.UTF_8)).isEqualTo("downloaded");
    }

    @Test
    void aHardLinkedFileIsWrittenInPlaceSoEveryLinkSeesTheSave() throws IOException {
        Path original = file("SKILL.md", "old\n", "rw-r--r--");
        Path other = Files.createLink(dir.resolve("also.md"), original);
        Object inode = Files.getAttribute(original, "unix:ino");

        TextFiles.writeAtomically(original, "new\n", LineEnding.LF, false);

        assertThat(Files.readString(other)).isEqualTo("new\n");
        assertThat(Files.getAttribute(original, "unix:ino")).isEqualTo(inode);
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aDanglingOrLoopingLinkIsRefusedNotReplaced() throws IOException {
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.md"), Path.of("gone.md"));
        Path loopA = dir.resolve("a.md");
        Path loopB = dir.resolve("b.md");
        Files.createSymbolicLink(loopA, loopB.getFileName());
        Files.createSymbolicLink(loopB, loopA.getFileName());

        assertThatThrownBy(() -> TextFiles.writeAtomically(dangling, "x\n", LineEnding.LF, false))
                .isInstanceOf(IOException.class).hasMessageContaining("does not exist");
        assertThatThrownBy(() -> TextFiles.writeAtomically(loopA, "x\n", LineEnding.LF, false))
                .isInstanceOf(IOException.class).hasMessageContaining("cannot be followed");
        assertThat(Files.isSymbolicLink(dangling)).isTrue();
        assertThat(Files.exists(dir.resolve("gone.md"), LinkOption.NOFOLLOW_LINKS)).isFalse();
        assertThat(Files.isSymbolicLink(loopA)).isTrue();
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aNameAsLongAsTheFileSystemAllowsCanBeSaved() throws IOException {
        Path file = file("n".repeat(250) + ".md", "a\n", "rw-r--r--");

        TextFiles.writeAtomically(file, "b\n", LineEnding.LF, false);

        assertThat(Files.readString(file)).isEqualTo("b\n");
    }

    private List<Path> leftovers() throws IOException {
        try (var files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith(AtomicWriter.TEMP_PREFIX)).toList();
        }
    }
}
