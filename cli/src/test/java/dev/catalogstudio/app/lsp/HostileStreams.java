package dev.catalogstudio.app.lsp;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

/**
 * Generates hostile Language Server Protocol input from a seeded {@link Random}: header blocks with the length in any
 * case, twice, negative, not a number, overflowing or missing, lines that are no field or too long, content announced
 * too short, no JSON, JSON of the wrong shape, another charset, content over the limit (some smuggled behind a
 * lowercase header), notifications that change documents; each followed by a valid request whose answer is due. What
 * is generated over the limit is produced as it is read, never held, so a run with the issue's sizes (600 MiB) stays
 * small.
 */
final class HostileStreams {

    /** The kinds of hostile input, each one a message or a header block. */
    enum Kind {
        VALID, ANY_CASE_HEADER, SAME_LENGTH_TWICE, TWO_LENGTHS, NEGATIVE_LENGTH, NOT_A_NUMBER, OVERFLOWING_LENGTH,
        NO_LENGTH, NO_FIELD_LINE, LONG_LINE, SHORT_LENGTH, NOT_JSON, WRONG_SHAPE, DEEP_NESTING, OTHER_CHARSET,
        OVER_THE_LIMIT, SMUGGLED, NOTIFICATION
    }

    /**
     * A generated session.
     *
     * @param parts      the input, in order
     * @param bytes      its length in bytes
     * @param overLimit  bytes of content over the limit in it (to be skipped unkept)
     * @param answered   ids of the requests that must be answered (the valid ones after each hostile part)
     * @param unanswered ids of requests that must not be: their content is over the limit or has no length
     * @param kinds      the kinds generated, in order
     * @param about      what each request id stands for (its kind, or the kind it follows), for failure messages
     */
    record Session(List<InputStream> parts, long bytes, long overLimit, TreeSet<Integer> answered,
                   TreeSet<Integer> unanswered, List<Kind> kinds, java.util.Map<Integer, String> about) {
    }

    private final Random random;
    private final long limit;
    private final long hugeSize;
    private final String uri;
    private final List<InputStream> parts = new ArrayList<>();
    private final TreeSet<Integer> answered = new TreeSet<>();
    private final TreeSet<Integer> unanswered = new TreeSet<>();
    private final List<Kind> kinds = new ArrayList<>();
    private final java.util.Map<Integer, String> about = new java.util.TreeMap<>();
    private long bytes;
    private long overLimit;
    private int id = 10;

    /**
     * @param seed     the seed of the {@link Random}
     * @param limit    the server's limit on content, in bytes
     * @param hugeSize the size of content over the limit, in bytes; 0: between the limit and three times it
     * @param uri      a workspace file the valid requests ask about
     */
    HostileStreams(long seed, long limit, long hugeSize, String uri) {
        this.random = new Random(seed);
        this.limit = limit;
        this.hugeSize = hugeSize;
        this.uri = uri;
    }

    /**
     * {@code rounds} hostile parts, each followed by a valid request, between {@code initialize} and {@code shutdown}
     * (id 2) and {@code exit}; or, when {@code truncated}, ending within a message announced longer than what follows
     * (the client gone mid-message), without shutdown.
     */
    Session session(String initialize, int rounds, boolean truncated) {
        add(RawLsp.frame(initialize));
        add(RawLsp.frame(RawLsp.notification("initialized", "{}")));
        for (int i = 0; i < rounds; i++) {
            var kind = Kind.values()[random.nextInt(Kind.values().length)];
            kinds.add(kind);
            about.put(id + 1, kind.name());
            hostile(kind);
            int sentinel = ++id;
            about.put(sentinel, "the request after " + kind + " #" + i);
            add(RawLsp.frame(RawLsp.request(sentinel, "textDocument/documentSymbol", "{\"textDocument\":{\"uri\":\""
                    + uri + "\"}}")));
            answered.add(sentinel);
        }
        if (truncated) {
            long announced = random.nextBoolean() ? 1L << (31 + random.nextInt(30)) : limit - 1;
            add(("Content-Length: " + announced + "\r\n\r\n" + RawLsp.hover(++id, uri)).getBytes(StandardCharsets.UTF_8));
            unanswered.add(id);
        } else {
            add(RawLsp.frame(RawLsp.shutdown(2)));
            answered.add(2);
            add(RawLsp.frame(RawLsp.exit()));
        }
        return new Session(List.copyOf(parts), bytes, overLimit, answered, unanswered, List.copyOf(kinds), about);
    }

    private void hostile(Kind kind) {
        int request = ++id;
        byte[] hover = RawLsp.hover(request, uri).getBytes(StandardCharsets.UTF_8);
        switch (kind) {
            case VALID -> {
                add(RawLsp.frame(RawLsp.hover(request, uri)));
                answered.add(request);
            }
            case ANY_CASE_HEADER -> {
                add(RawLsp.frame(anyCase("Content-Length") + ":" + spaces() + hover.length + spaces() + "\r\n"
                        + (random.nextBoolean() ? anyCase("content-type") + ": application/vscode-jsonrpc; charset="
                        + anyCase(random.nextBoolean() ? "utf-8" : "utf8") + "\r\n" : ""), hover));
                answered.add(request);
            }
            case SAME_LENGTH_TWICE -> {
                add(RawLsp.frame("Content-Length: " + hover.length + "\r\ncontent-length: " + hover.length + "\r\n",
                        hover));
                answered.add(request);
            }
            case TWO_LENGTHS -> badBlock("Content-Length: " + hover.length + "\r\nContent-Length: "
                    + (hover.length + 1 + random.nextInt(100)) + "\r\n", hover, request);
            case NEGATIVE_LENGTH -> badBlock("Content-Length: -" + (1 + random.nextInt(1000)) + "\r\n", hover, request);
            case NOT_A_NUMBER -> badBlock("Content-Length: " + pick("abc", "12abc", "0x20", "+5", "1 2", "", "1e3")
                    + "\r\n", hover, request);
            case OVERFLOWING_LENGTH -> badBlock("Content-Length: " + "9".repeat(19 + random.nextInt(40)) + "\r\n", hover,
                    request);
            case NO_LENGTH -> badBlock(random.nextBoolean() ? "" : "Content-Type: application/vscode-jsonrpc\r\n", hover,
                    request);
            case NO_FIELD_LINE -> badBlock("Content-Length: " + hover.length + "\r\n" + pick("this is no header",
                    "{\"jsonrpc\"}", "::::", " : x") + "\r\n", hover, request);
            case LONG_LINE -> badBlock("Content-Length: " + hover.length + "\r\nX-Long: "
                    + "y".repeat(Framing.MAX_HEADER_LINE + random.nextInt(3 * Framing.MAX_HEADER_LINE)) + "\r\n", hover,
                    request);
            case SHORT_LENGTH -> // what was announced may hold the id: a parse error may answer it
                    add(RawLsp.frame("Content-Length: " + (1 + random.nextInt(hover.length - 2)) + "\r\n", hover));
            case NOT_JSON -> {
                var junk = new byte[1 + random.nextInt(3 * 8192)];
                random.nextBytes(junk);
                if (random.nextBoolean()) {
                    byte[] start = ("{\"jsonrpc\":\"2.0\",\"id\":" + request + ",\"method\":\"textDocument/hover\",")
                            .getBytes(StandardCharsets.US_ASCII);
                    System.arraycopy(start, 0, junk, 0, Math.min(start.length, junk.length));
                }
                add(RawLsp.frame("Content-Length: " + junk.length + "\r\n", junk));
            }
            case WRONG_SHAPE -> add(RawLsp.frame(pick("[]", "42", "\"x\"", "null", "{}", "{\"jsonrpc\":\"2.0\"}",
                    RawLsp.request(request, "textDocument/hover", "[1,2]"),
                    RawLsp.request(request, "textDocument/hover", "{\"textDocument\":5,\"position\":\"x\"}"),
                    RawLsp.request(request, "textDocument/didOpen", "{\"textDocument\":{\"uri\":[]}}"),
                    RawLsp.request(request, "no/such/method", "{}"),
                    "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"textDocument/hover\"}",
                    RawLsp.request(request, "textDocument/hover", "[" + "1,".repeat(5000 + random.nextInt(20000)) + "1]"),
                    RawLsp.notification("textDocument/didChange", "{\"textDocument\":{\"uri\":\"" + uri
                            + "\",\"version\":1},\"contentChanges\":[null]}"))));
            case DEEP_NESTING -> {
                int depth = 1000 + random.nextInt(100_000);
                add(RawLsp.frame(RawLsp.request(request, "textDocument/hover", "[".repeat(depth) + "]".repeat(depth))));
            }
            case OTHER_CHARSET -> {
                add(RawLsp.frame("Content-Length: " + hover.length + "\r\nContent-Type: application/vscode-jsonrpc; "
                        + "charset=" + pick("latin1", "utf-16", "x-nonsense", "utf-7") + "\r\n", hover));
                unanswered.add(request);
            }
            case OVER_THE_LIMIT -> {
                long size = huge();
                add((anyCase("Content-Length") + ":" + spaces() + size + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                addHuge(request, size);
            }
            case SMUGGLED -> {
                long size = huge();
                byte[] hidden = ("Content-Length: " + size + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
                add(("content-length: " + hidden.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                add(hidden);
                addHuge(request, size);
            }
            case NOTIFICATION -> add(RawLsp.frame(pick(
                    RawLsp.notification("textDocument/didOpen", "{\"textDocument\":{\"uri\":\"" + uri + "\","
                            + "\"languageId\":\"markdown\",\"version\":" + request + ",\"text\":\"---\\nname: x"
                            + request + "\\n---\\n# Heading\\n\"}}"),
                    RawLsp.notification("textDocument/didClose", "{\"textDocument\":{\"uri\":\"" + uri + "\"}}"),
                    RawLsp.notification("workspace/didChangeWatchedFiles", "{\"changes\":[{\"uri\":\"" + uri
                            + "\",\"type\":2}]}"),
                    RawLsp.notification("$/cancelRequest", "{\"id\":" + (request - 1) + "}"))));
        }
    }

    /** A header block that cannot be read, then the hover it was meant to carry: never answered. */
    private void badBlock(String headerLines, byte[] hover, int request) {
        add(RawLsp.frame(headerLines, hover));
        unanswered.add(request);
    }

    /** A hover request of {@code size} bytes, a line break every kilobyte, produced as it is read. */
    private void addHuge(int request, long size) {
        byte[] head = (RawLsp.hover(request, uri).replaceFirst("}$", "") + ",\"pad\":[\n")
                .getBytes(StandardCharsets.US_ASCII);
        byte[] pad = ("\"" + "x".repeat(1021) + "\",\n").getBytes(StandardCharsets.US_ASCII);
        byte[] tail = "\"x\"]}".getBytes(StandardCharsets.US_ASCII);
        parts.add(RawLsp.generated(head, size, pad, tail));
        bytes += size;
        overLimit += size;
        unanswered.add(request);
    }

    private long huge() {
        return hugeSize > 0 ? hugeSize : limit + 1 + (long) (random.nextDouble() * 2 * limit);
    }

    private void add(byte[] part) {
        parts.add(new ByteArrayInputStream(part));
        bytes += part.length;
    }

    private String anyCase(String s) {
        var out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(random.nextBoolean() ? Character.toUpperCase(c) : Character.toLowerCase(c));
        }
        return out.toString();
    }

    private String spaces() {
        return random.nextBoolean() ? "" : " ".repeat(random.nextInt(3)) + (random.nextBoolean() ? "\t" : "");
    }

    private String pick(String... options) {
        return options[random.nextInt(options.length)];
    }
}
