package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code catalog-studio render}: the preview as a standalone page. */
class RenderCommandTest {

    @TempDir
    Path dir;

    @Test
    void printsAStandalonePageWithRelativeLinksAndNoScript() throws Exception {
        Path skill = dir.resolve("skills/a/SKILL.md");
        Files.createDirectories(skill.resolveSibling("references"));
        Files.writeString(skill.resolveSibling("references/guide.md"), "# Guide\n");
        Files.writeString(skill, "---\nname: a\ndescription: Renders.\n---\n# A\n\nSee [guide](references/guide.md)"
                + " and [gone](references/gone.md).\n\n<script>alert(1)</script>\n");

        var result = run("render", skill.toString(), "--workspace", dir.toString());

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).startsWith("<!DOCTYPE html>").contains("<h1 data-line=\"5\" data-end=\"5\">A</h1>")
                .contains("href=\"references/guide.md\"").contains("class=\"cs-broken\"")
                .contains("&lt;script&gt;").doesNotContain("<script").doesNotContain("\"file:");
    }

    @Test
    void aFileThePreviewDoesNotShowOrOutsideTheWorkspaceIsAnError() throws Exception {
        Path json = dir.resolve(".mcp.json");
        Files.writeString(json, "{\"mcpServers\": {}}\n");
        Path other = Files.createTempDirectory("elsewhere").resolve("README.md");
        Files.writeString(other, "# Elsewhere\n");

        assertThat(run("render", json.toString(), "--workspace", dir.toString()).exitCode()).isEqualTo(2);
        assertThat(run("render", other.toString(), "--workspace", dir.toString()).exitCode()).isEqualTo(2);
        assertThat(run("render", dir.resolve("missing.md").toString()).exitCode()).isEqualTo(2);
    }
}
