package dev.catalogstudio.app.lsp;

import static dev.catalogstudio.app.lsp.RawLsp.bytes;
import static dev.catalogstudio.app.lsp.RawLsp.concat;
import static dev.catalogstudio.app.lsp.RawLsp.exit;
import static dev.catalogstudio.app.lsp.RawLsp.frame;
import static dev.catalogstudio.app.lsp.RawLsp.hover;
import static dev.catalogstudio.app.lsp.RawLsp.initialize;
import static dev.catalogstudio.app.lsp.RawLsp.shutdown;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The LSP base protocol's framing as the server reads it (§ Header Part, § Content Part): header names in any case,
 * one reading of where a message ends, a 64 MiB limit no header spelling gets around, and a bad message skipped
 * exactly, so that the next request is answered and {@code shutdown} still works (issue 38, classes 4 and 6). The
 * timeout is a hang guard, never a budget.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class FramingTest {

    /** The server's limit on a message body, in bytes. */
    private static final long LIMIT = 64L * 1024 * 1024;
    private static final String NOWHERE = "file:///nowhere/SKILL.md";

    private static InputStream then(InputStream hostile) {
        return concat(List.of(new ByteArrayInputStream(frame(initialize(1, null))), hostile,
                bytes(frame(hover(3, NOWHERE)), frame(shutdown(4)), frame(exit()))));
    }

    /** The server answered the request after the hostile part, then shutdown, and exited with 0. */
    private static void assertServedAfter(RawLsp.Session session) {
        assertThat(session.response(3)).as("the request after the bad message is answered").isPresent();
        assertThat(session.response(4)).as("shutdown is answered").isPresent();
        assertThat(session.exitCode()).isZero();
    }

    private static final byte[] HUGE_HEAD = ("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/hover\","
            + "\"params\":{\"textDocument\":{\"uri\":\"" + NOWHERE + "\"},\"position\":{\"line\":0,\"character\":0}},"
            + "\"pad\":[\n").getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HUGE_PAD = ("\"" + "x".repeat(1021) + "\",\n").getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HUGE_TAIL = "\"x\"]}".getBytes(StandardCharsets.US_ASCII);

    /** The size of the smallest {@link #hugeRequest} over the limit, in bytes. */
    private static long overTheLimit() {
        long units = (LIMIT - HUGE_HEAD.length - HUGE_TAIL.length) / HUGE_PAD.length + 1;
        return HUGE_HEAD.length + units * HUGE_PAD.length + HUGE_TAIL.length;
    }

    /**
     * A hover request (id 2) of {@code size} bytes as {@link #overTheLimit} gives them, a line break every kilobyte
     * (inside an unknown member, which JSON-RPC ignores), produced as it is read and never held.
     */
    private static InputStream hugeRequest(long size) {
        return RawLsp.generated(HUGE_HEAD, size, HUGE_PAD, HUGE_TAIL);
    }

    @Test
    void aLowercaseContentLengthCannotSmuggleAMessageOverTheLimit() {
        // A reader that honours only "Content-Length" reads the lowercase message's body as headers, and finds one
        // there that a filter honouring both spellings passed on blind, as a body: the two disagree on where messages
        // end. The one reader of the headers reads a 26-byte body that is no JSON, and never the request behind it.
        long size = overTheLimit();
        byte[] hidden = ("Content-Length: " + size + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        long buffered = Framing.BYTES_BUFFERED.sum();
        long skipped = Framing.BYTES_SKIPPED.sum();
        var session = RawLsp.serve(then(concat(List.of(bytes(("content-length: " + hidden.length + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII), hidden), hugeRequest(size)))));
        assertThat(session.response(2)).as("the request over the limit is never read").isEmpty();
        assertServedAfter(session);
        assertNeverKept(size, buffered, skipped);
    }

    @Test
    void aMessageOverTheLimitIsSkippedUnreadWhateverTheCaseOfItsHeader() {
        long size = overTheLimit();
        long buffered = Framing.BYTES_BUFFERED.sum();
        long skipped = Framing.BYTES_SKIPPED.sum();
        var session = RawLsp.serve(then(concat(List.of(new ByteArrayInputStream(("content-length: " + size
                + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII)), hugeRequest(size)))));
        assertThat(session.response(2)).as("the request over the limit is never read").isEmpty();
        assertServedAfter(session);
        assertNeverKept(size, buffered, skipped);
    }

    /** The {@code size} bytes of the request over the limit were read past, never held (counted, not measured). */
    private static void assertNeverKept(long size, long bufferedBefore, long skippedBefore) {
        assertThat(Framing.BYTES_SKIPPED.sum() - skippedBefore).as("bytes skipped unkept")
                .isGreaterThanOrEqualTo(size - HUGE_HEAD.length);
        assertThat(Framing.BYTES_BUFFERED.sum() - bufferedBefore).as("bytes held: the small messages only")
                .isLessThan(4096);
    }

    @Test
    void headerNamesAreCaseInsensitive() {
        byte[] body = hover(2, NOWHERE).getBytes(StandardCharsets.UTF_8);
        var session = RawLsp.serve(then(bytes(RawLsp.frame("content-LENGTH: " + body.length
                + "\r\ncontent-type: application/vscode-jsonrpc; charset=UTF-8\r\n", body))));
        assertThat(session.response(2)).isPresent();
        assertServedAfter(session);
    }

    @Test
    void invalidJsonOverEightKibIsAnsweredWithAParseErrorAndSkippedExactly() {
        // The error comes early: a reader that stops there leaves most of the body unread.
        String bad = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/hover\", !!! \"params\":{\"textDocument\":"
                + "{\"uri\":\"" + "x".repeat(20_000) + "\"}}}";
        var session = RawLsp.serve(then(bytes(frame(bad))));
        assertThat(session.errorCode(2)).contains(-32700);
        assertServedAfter(session);
    }

    @Test
    void aWrongShapeOverEightKibIsAnsweredWithAnErrorAndSkippedExactly() {
        String wrong = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/hover\",\"params\":["
                + "1,".repeat(10_000) + "1]}";
        var session = RawLsp.serve(then(bytes(frame(wrong))));
        assertThat(session.errorCode(2)).isPresent();
        assertServedAfter(session);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Content-Length: abc", "Content-Length: -5", "Content-Length: 10",
            "Content-Length: 99999999999999999999999", "Content-Type: application/vscode-jsonrpc; charset=utf-8",
            "this is no header", "Content-Length: N\r\nX-Long: LONG", "Content-Length: N\r\nContent-Length: 12"})
    void aMalformedHeaderBlockIsSkippedToTheNextHeaderBlock(String header) {
        byte[] body = hover(2, NOWHERE).getBytes(StandardCharsets.UTF_8);
        String line = header.replace("LONG", "y".repeat(20_000)).replace(" N", " " + body.length);
        var session = RawLsp.serve(then(bytes(RawLsp.frame(line + "\r\n", body))));
        assertThat(session.response(2)).as("a message without a length cannot be read").isEmpty();
        assertServedAfter(session);
    }

    // ---- The framing alone, message by message ------------------------------------------------------------------

    /** The contents {@link Framing} delivers from {@code stream}, as text, until its end. */
    private static List<String> contents(String stream, long limit) throws java.io.IOException {
        var framing = new Framing(new ByteArrayInputStream(stream.getBytes(StandardCharsets.ISO_8859_1)), limit);
        var all = new java.util.ArrayList<String>();
        for (var m = framing.next(); m != null; m = framing.next()) {
            all.add(new String(m.content(), m.charset()));
        }
        return all;
    }

    private static List<String> contents(String stream) throws java.io.IOException {
        return contents(stream, LIMIT);
    }

    @Test
    void eachMessageIsExactlyItsContentLengthWhateverTheFieldsAround() throws Exception {
        assertThat(contents("Content-Length: 3\r\n\r\nabcContent-Length:2\r\nX-Other: y\r\n\r\nde"
                + "\r\n\r\ncontent-length: 1\ncontent-type: application/vscode-jsonrpc; charset=\"UTF8\"\n\nf"
                + "Content-Length: 2\r\nContent-Length: 2\r\n\r\ngh")).containsExactly("abc", "de", "f", "gh");
    }

    @Test
    void aBodyAnnouncedTooShortLeavesTheNextHeaderBlockReadable() throws Exception {
        assertThat(contents("Content-Length: 2\r\n\r\nabcdefContent-Length: 3\r\n\r\nxyz"))
                .containsExactly("ab", "xyz");
        // What is left reads as a field ("file: ///…") with the next header in its value.
        assertThat(contents("Content-Length: 8\r\n\r\n{\"uri\":\"file:///x\"}}Content-Length: 3\r\n\r\nxyz"))
                .containsExactly("{\"uri\":\"", "xyz");
    }

    @Test
    void aMessageOverTheLimitOrInAnotherCharsetIsSkippedExactly() throws Exception {
        long skipped = Framing.BYTES_SKIPPED.sum();
        assertThat(contents("Content-Length: 11\r\n\r\nContent-Len" + "Content-Length: 3\r\n\r\nabc"
                + "Content-Length: 2\r\nContent-Type: text/x; charset=latin1\r\n\r\n\u00e9\u00e9"
                + "Content-Length: 1\r\n\r\nz", 10)).containsExactly("abc", "z");
        assertThat(Framing.BYTES_SKIPPED.sum() - skipped).isEqualTo(13);
    }

    @Test
    void theEndOfTheInputWithinAMessageEndsTheReading() throws Exception {
        assertThat(contents("Content-Length: 3\r\n\r\nabcContent-Length: 10\r\n\r\nonly five")).containsExactly("abc");
        assertThat(contents("Content-Length: 3\r\n\r\nabcContent-Len")).containsExactly("abc");
    }
}
