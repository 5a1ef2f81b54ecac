package dev.catalogstudio.app.lsp;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A client that writes the protocol's bytes by hand, for what LSP4J's own client cannot send: bad headers, bad bodies,
 * wrong shapes. The server runs on a finite stream to its end ({@link #serve}); its output is read back as JSON.
 */
final class RawLsp {

    private RawLsp() {
    }

    /** {@code json} framed as the base protocol says: {@code Content-Length: N\r\n\r\n} then its UTF-8 bytes. */
    static byte[] frame(String json) {
        return frame("Content-Length: " + json.getBytes(StandardCharsets.UTF_8).length + "\r\n",
                json.getBytes(StandardCharsets.UTF_8));
    }

    /** {@code headerLines} (each ending in CRLF), the blank line, then {@code body}. */
    static byte[] frame(String headerLines, byte[] body) {
        byte[] head = (headerLines + "\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] all = new byte[head.length + body.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(body, 0, all, head.length, body.length);
        return all;
    }

    static String request(int id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\""
                + (params == null ? "" : ",\"params\":" + params) + "}";
    }

    static String notification(String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"method\":\"" + method + "\"" + (params == null ? "" : ",\"params\":" + params)
                + "}";
    }

    /** {@code initialize} on the workspace folder {@code root}, or on none when it is null. */
    static String initialize(int id, Path root) {
        String folders = root == null ? "null" : "[{\"uri\":\"" + LspHarness.uri(root) + "\",\"name\":\"w\"}]";
        return request(id, "initialize", "{\"processId\":null,\"rootUri\":null,\"capabilities\":{},"
                + "\"workspaceFolders\":" + folders + "}");
    }

    /** A hover on {@code uri}: answered with a result or an InvalidParams error, either way answered. */
    static String hover(int id, String uri) {
        return request(id, "textDocument/hover", "{\"textDocument\":{\"uri\":\"" + uri + "\"},"
                + "\"position\":{\"line\":0,\"character\":0}}");
    }

    static String shutdown(int id) {
        return request(id, "shutdown", null);
    }

    static String exit() {
        return notification("exit", null);
    }

    /** What the server wrote, and how it ended. */
    record Session(int exitCode, List<JsonObject> messages) {

        /** The response to the request {@code id}, if there was one. */
        Optional<JsonObject> response(int id) {
            return messages.stream().filter(m -> m.has("id") && !m.has("method") && m.get("id").isJsonPrimitive()
                    && m.get("id").getAsString().equals(Integer.toString(id))).findFirst();
        }

        /** The error code of the response to {@code id}; empty when it was answered with a result or not at all. */
        Optional<Integer> errorCode(int id) {
            return response(id).filter(r -> r.has("error")).map(r -> r.getAsJsonObject("error").get("code").getAsInt());
        }

        /** The messages of {@code window/logMessage} and {@code window/showMessage} of type Error (1). */
        List<String> errorsLogged() {
            var errors = new ArrayList<String>();
            for (var m : messages) {
                if (m.has("method") && m.get("method").getAsString().startsWith("window/") && m.has("params")) {
                    var params = m.getAsJsonObject("params");
                    if (params.has("type") && params.get("type").getAsInt() == 1) {
                        errors.add(params.get("message").getAsString());
                    }
                }
            }
            return errors;
        }

        /** Every response with the JSON-RPC code InternalError (-32603): a handler that failed. */
        List<JsonObject> internalErrors() {
            return messages.stream().filter(m -> m.has("error") && m.getAsJsonObject("error").get("code").getAsInt()
                    == -32603).toList();
        }
    }

    /** Runs the server on {@code input} to its end, with the production limits. */
    static Session serve(InputStream input) {
        var out = new ByteArrayOutputStream();
        int code = LspServer.run(input, out, "test");
        return new Session(code, parse(out.toByteArray()));
    }

    /** The parts one after the other, as one stream. */
    static InputStream concat(List<InputStream> parts) {
        return new SequenceInputStream(Collections.enumeration(parts));
    }

    static InputStream bytes(byte[]... parts) {
        var all = new ArrayList<InputStream>();
        for (byte[] p : parts) {
            all.add(new ByteArrayInputStream(p));
        }
        return concat(all);
    }

    /**
     * {@code count} bytes produced as they are read, never held: {@code head}, then {@code pad} repeated, then
     * {@code tail} (its last bytes). For bodies of hundreds of megabytes.
     */
    static InputStream generated(byte[] head, long count, byte[] pad, byte[] tail) {
        return new InputStream() {
            private long at;

            @Override
            public int read() {
                if (at >= count) {
                    return -1;
                }
                long i = at++;
                if (i < head.length) {
                    return head[(int) i] & 0xFF;
                }
                long fromEnd = count - i;
                if (fromEnd <= tail.length) {
                    return tail[tail.length - (int) fromEnd] & 0xFF;
                }
                return pad[(int) ((i - head.length) % pad.length)] & 0xFF;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (at >= count) {
                    return -1;
                }
                int n = (int) Math.min(len, count - at);
                for (int i = 0; i < n; i++) {
                    b[off + i] = (byte) read();
                }
                return n;
            }
        };
    }

    /** The server's frames, which are always well formed, as JSON objects. */
    static List<JsonObject> parse(byte[] output) {
        var messages = new ArrayList<JsonObject>();
        int at = 0;
        while (at < output.length) {
            int end = indexOf(output, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII), at);
            if (end < 0) {
                break;
            }
            String header = new String(output, at, end - at, StandardCharsets.US_ASCII);
            int length = -1;
            for (String line : header.split("\r\n")) {
                if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).trim());
                }
            }
            int start = end + 4;
            JsonElement json = JsonParser.parseString(new String(output, start, length, StandardCharsets.UTF_8));
            messages.add(json.getAsJsonObject());
            at = start + length;
        }
        return messages;
    }

    private static int indexOf(byte[] bytes, byte[] what, int from) {
        outer:
        for (int i = from; i <= bytes.length - what.length; i++) {
            for (int j = 0; j < what.length; j++) {
                if (bytes[i + j] != what[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    static byte[] concatBytes(List<byte[]> parts) throws IOException {
        var out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.write(p);
        }
        return out.toByteArray();
    }
}
