package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.LspHarness.WAIT_SECONDS;
import static dev.catalogstudio.app.lsp.LspHarness.doc;
import static dev.catalogstudio.app.lsp.LspHarness.range;
import static dev.catalogstudio.app.lsp.LspHarness.uri;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a careless, broken or hostile client sends: the server answers with the protocol's errors and stays bounded. */
class BadInputTest {

    @TempDir
    Path dir;

    private static byte[] message(String json) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        return ("Content-Length: " + body.length + "\r\n\r\n" + json).getBytes(StandardCharsets.UTF_8);
    }

    private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
            + "{\"capabilities\":{}}}";

    /** Runs the server on {@code input} to its end; returns its exit code and everything it wrote. */
    private static Object[] serve(InputStream input) {
        var out = new ByteArrayOutputStream();
        int code = LspServer.run(input, out, "test");
        return new Object[] {code, out.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void garbageHeadersAreSkippedAndTheNextMessageIsServed() throws IOException {
        var bytes = new ByteArrayOutputStream();
        bytes.write("this is no header\r\nContent-Length: abc\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        bytes.write(message(INITIALIZE));
        var result = serve(new ByteArrayInputStream(bytes.toByteArray()));
        assertThat((String) result[1]).contains("\"id\":1").contains("\"textDocumentSync\"");
        assertThat(result[0]).as("the client left without shutdown").isEqualTo(1);
    }

    @Test
    void aTwoGigabyteContentLengthIsSkippedAndNeverKept() {
        // Ten megabytes of the announced two gigabytes arrive, then the client goes: all skipped, nothing kept.
        long buffered = Framing.BYTES_BUFFERED.sum();
        long skipped = Framing.BYTES_SKIPPED.sum();
        var input = RawLsp.concat(List.of(new ByteArrayInputStream("Content-Length: 2000000000\r\n\r\n"
                .getBytes(StandardCharsets.US_ASCII)), RawLsp.generated(new byte[0], 10_000_000, new byte[] {' '},
                new byte[0])));
        var result = serve(input);
        assertThat(result[0]).isEqualTo(1);
        assertThat(Framing.BYTES_BUFFERED.sum() - buffered).isZero();
        assertThat(Framing.BYTES_SKIPPED.sum() - skipped).isEqualTo(10_000_000);
    }

    @Test
    void aHeaderLineOverEightKibIsSkippedAndNeverKept() throws IOException {
        long buffered = Framing.BYTES_BUFFERED.sum();
        var bytes = new ByteArrayOutputStream();
        bytes.write(("X-Endless: " + "x".repeat(1_000_000) + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        bytes.write(message(INITIALIZE));
        var result = serve(new ByteArrayInputStream(bytes.toByteArray()));
        assertThat((String) result[1]).contains("\"id\":1").contains("\"textDocumentSync\"");
        assertThat(Framing.BYTES_BUFFERED.sum() - buffered).as("only the initialize request is kept")
                .isEqualTo(INITIALIZE.length());
    }

    @Test
    void aBodyIsPassedOnWholeAndTheHeadersAfterItAreReadAgain() throws IOException {
        var bytes = new ByteArrayOutputStream();
        bytes.write(message(INITIALIZE));
        bytes.write(message("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}"));
        bytes.write(message("{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"));
        var result = serve(new ByteArrayInputStream(bytes.toByteArray()));
        assertThat(result[0]).as("shutdown, then exit").isEqualTo(0);
        assertThat((String) result[1]).contains("\"id\":2");
    }

    @Test
    void theServerStopsWhenItsClientClosesTheStream() throws Exception {
        var lsp = new LspHarness();
        lsp.initialize(null);
        lsp.close(); // closes the client's end and waits for the server to return
        assertThat(lsp.exitCode.get()).isEqualTo(1);
    }

    @Test
    void requestsForFilesTheServerDoesNotKnowAreInvalidParams() throws Exception {
        var root = LspHarness.sample(dir.resolve("catalog"));
        try (var lsp = new LspHarness()) {
            lsp.initialize(root);
            String nowhere = uri(dir.resolve("elsewhere/SKILL.md"));
            var error = assertThatThrownBy(() -> lsp.server.getTextDocumentService()
                    .hover(new HoverParams(doc(nowhere), new Position(0, 0))).get(WAIT_SECONDS, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class).actual();
            assertThat(((ResponseErrorException) error.getCause()).getResponseError().getCode()).isEqualTo(-32602);

            // A file of the workspace that is not open is served from the model...
            Path metrics = root.resolve("skills/metrics-query/SKILL.md");
            assertThat(lsp.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(doc(uri(metrics))))
                    .get(WAIT_SECONDS, TimeUnit.SECONDS)).isNotEmpty();
            // ...until it is deleted.
            Files.delete(metrics);
            lsp.server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(
                    List.of(new FileEvent(uri(metrics), FileChangeType.Deleted))));
            assertThatThrownBy(() -> lsp.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(
                    doc(uri(metrics)))).get(WAIT_SECONDS, TimeUnit.SECONDS)).hasCauseInstanceOf(ResponseErrorException.class);

            // An open document outside every workspace folder: no diagnostics, empty answers.
            lsp.open(nowhere, "---\nname: Not A Name\n---\n");
            assertThat(lsp.server.getTextDocumentService().hover(new HoverParams(doc(nowhere), new Position(1, 1)))
                    .get(WAIT_SECONDS, TimeUnit.SECONDS)).isNull();
            assertThat(lsp.shutdownAndExit()).isZero();
        }
    }

    @Test
    void changesPastTheEndAreClampedAndABurstEndsOnTheLastVersion() throws Exception {
        var root = LspHarness.sample(dir.resolve("catalog"));
        String incident = uri(root.resolve("skills/incident-response/SKILL.md"));
        String text = Files.readString(root.resolve("skills/incident-response/SKILL.md"));
        try (var lsp = new LspHarness()) {
            lsp.initialize(root);
            lsp.open(incident, text);
            lsp.awaitPublish(incident);
            // Lines 500-900 do not exist: the range is the end of the text, so this appends.
            lsp.change(incident, range(500, 3, 900, 99), "\nappended");
            lsp.sync(incident);
            // A thousand keystrokes sent without waiting: each applied in order, the last version published.
            for (int i = 0; i < 1000; i++) {
                lsp.change(incident, range(1, 23 + i, 1, 23 + i), "x");
            }
            var last = lsp.awaitPublish(incident, p -> p.getVersion() == lsp.version());
            var mismatch = last.getDiagnostics().stream()
                    .filter(d -> d.getCode().getLeft().equals("name-directory-mismatch")).findFirst().orElseThrow();
            assertThat(mismatch.getRange()).isEqualTo(range(1, 6, 1, 1023));
            // The document holds both edits: the appended line and the thousand characters.
            var symbols = lsp.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(doc(incident)))
                    .get(WAIT_SECONDS, TimeUnit.SECONDS);
            assertThat(symbols).isNotEmpty();
            lsp.server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(doc(incident)));
            // Closed: the disk's text is the model's again, and it is clean.
            assertThat(lsp.awaitPublish(incident, p -> p.getDiagnostics().isEmpty()).getVersion()).isNull();
        }
    }
}
