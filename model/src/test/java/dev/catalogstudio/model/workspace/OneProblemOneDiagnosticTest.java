package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A key repeated many times is that many duplicate-keys, not also a field-unknown per repeat. */
class OneProblemOneDiagnosticTest {

    @TempDir
    Path root;

    @Test
    void aRepeatedUnknownKeyIsOneFieldUnknownAndADuplicateKeyPerRepeat() throws IOException {
        int repeats = 1_000;
        Files.createDirectories(root.resolve("skills/a"));
        Files.writeString(root.resolve("skills/a/SKILL.md"), "---\nname: a\ndescription: Does a.\n"
                + "colour: blue\n".repeat(repeats) + "---\n# A\n");

        var codes = Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics("skills/a/SKILL.md").stream()
                .collect(Collectors.groupingBy(d -> d.code(), Collectors.counting()));

        assertThat(codes).containsEntry("field-unknown", 1L).containsEntry("duplicate-key", (long) repeats - 1);
    }
}
