package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Only frontmatter documents are cut, at a character boundary, and a cut file is never reported as broken. */
class TruncationTest {

    @TempDir
    Path root;

    @Test
    void aLargeOneLineUtf8DocumentIsCutBetweenCharactersNotInsideOne() throws IOException {
        // 9 MB, one line, no line break at all, of three-byte characters: 256 KiB is not a multiple of 3, so a cut at
        // the byte limit splits one.
        Files.createDirectories(root.resolve("skills/big"));
        Files.writeString(root.resolve("skills/big/SKILL.md"), "\u20AC".repeat(3_000_000), StandardCharsets.UTF_8);

        var diagnostics = Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics("skills/big/SKILL.md");

        assertThat(diagnostics).extracting(d -> d.code()).contains("analysis-skipped").doesNotContain("file-not-utf8");
    }

    @Test
    void aLargeValidJsonFileIsNotCutIntoASyntaxError() throws IOException {
        var json = new StringBuilder("{\n  \"_meta\": {\"name\": \"acme/big\"},\n  \"type\": \"stdio\",\n"
                + "  \"command\": \"big-server\",\n  \"args\": [\n");
        while (json.length() < 9 * 1024 * 1024) {
            json.append("    \"--flag-").append(json.length()).append("\",\n");
        }
        json.append("    \"--last\"\n  ]\n}\n");
        Files.createDirectories(root.resolve("mcps"));
        Files.writeString(root.resolve("mcps/acme_big.json"), json);

        var diagnostics = Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics("mcps/acme_big.json");

        assertThat(diagnostics).extracting(d -> d.code()).containsExactly("analysis-skipped");
        assertThat(diagnostics.get(0).message()).contains("not checked");
    }
}
