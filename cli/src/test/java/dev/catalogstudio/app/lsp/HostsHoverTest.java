package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.LspHarness.WAIT_SECONDS;
import static dev.catalogstudio.app.lsp.LspHarness.doc;
import static dev.catalogstudio.app.lsp.LspHarness.uri;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language server's answer to "which hosts load this?": a hover on a skill's {@code name} says which hosts load
 * the file and why any does not, and the dropped file carries the diagnostic that says why.
 */
class HostsHoverTest {

    @TempDir
    Path root;
    LspHarness lsp;

    @BeforeEach
    void start() throws Exception {
        lsp = new LspHarness();
    }

    @AfterEach
    void stop() throws Exception {
        lsp.close();
    }

    private void write(String path, String text) throws Exception {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private String hoverOnName(String path) throws Exception {
        String uri = uri(root.resolve(path));
        lsp.open(uri, Files.readString(root.resolve(path)));
        lsp.awaitPublish(uri);
        var hover = lsp.server.getTextDocumentService().hover(new HoverParams(doc(uri), new Position(1, 1)))
                .get(WAIT_SECONDS, TimeUnit.SECONDS);
        return hover.getContents().getRight().getValue();
    }

    @Test
    void hoverOnNameSaysWhichHostsLoadTheFileAndHowTheListingCutsIt() throws Exception {
        write("p/.claude-plugin/plugin.json", "{\"name\": \"p\"}\n");
        write("p/.cursor-plugin/plugin.json", "{\"name\": \"p\"}\n");
        write("p/skills/long/SKILL.md", "---\nname: long\ndescription: " + "x".repeat(1600) + "\n---\n\nLong.\n");
        lsp.initialize(root);

        assertThat(hoverOnName("p/skills/long/SKILL.md"))
                .contains("**Hosts** (the package at p (.claude-plugin/plugin.json, .cursor-plugin/plugin.json)):")
                .contains("- Claude Code: loads it — its listing keeps 1536 of the 1600 characters of the description")
                .contains("- Cursor: loads it\n");
    }

    @Test
    void aFileNoHostLoadsCarriesTheReasonInItsHoverAndItsDiagnostic() throws Exception {
        write("p/.claude-plugin/plugin.json", "{\"name\": \"p\"}\n");
        write("p/docs/draft/SKILL.md", "---\nname: draft\ndescription: A draft.\n---\n\nDraft.\n");
        lsp.initialize(root);
        String uri = uri(root.resolve("p/docs/draft/SKILL.md"));

        assertThat(hoverOnName("p/docs/draft/SKILL.md")).contains("- Claude Code: does not load it — it is inside "
                + "the package at p, where Claude Code looks for skills only at skills/\\*/SKILL.md, SKILL.md");
        var published = lsp.awaitPublish(uri, p -> !p.getDiagnostics().isEmpty());
        assertThat(published.getDiagnostics()).singleElement()
                .satisfies(d -> assertThat(d.getCode().getLeft()).isEqualTo("skill-not-loaded"));
    }
}
