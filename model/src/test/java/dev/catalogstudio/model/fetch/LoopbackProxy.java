package dev.catalogstudio.model.fetch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * A plain-HTTP forward proxy on 127.0.0.1 (a free port) for tests: it records each request line and forwards the
 * request ({@code GET http://host:port/path HTTP/1.1}) to its host with {@code Connection: close}, then copies the
 * answer back. With a user and password it answers 407 to a request without them in {@code Proxy-Authorization}.
 * No {@code CONNECT}: tests fetch over {@code http://}.
 */
final class LoopbackProxy implements AutoCloseable {

    private final ServerSocket server;
    private final String credentials;
    private final List<String> requests = new ArrayList<>();
    private final List<String> refused = new ArrayList<>();

    /** @param userAndPassword {@code user:password} the proxy demands, or {@code null} for none */
    LoopbackProxy(String userAndPassword) throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        credentials = userAndPassword == null ? null
                : "Basic " + Base64.getEncoder().encodeToString(userAndPassword.getBytes(StandardCharsets.UTF_8));
        var acceptor = new Thread(this::accept, "loopback proxy");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** {@code 127.0.0.1:<port>}. */
    String address() {
        return "127.0.0.1:" + server.getLocalPort();
    }

    /** The request lines forwarded, in order. */
    synchronized List<String> requests() {
        return List.copyOf(requests);
    }

    /** The request lines answered 407, in order. */
    synchronized List<String> refused() {
        return List.copyOf(refused);
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                var client = server.accept();
                var handler = new Thread(() -> handle(client), "loopback proxy connection");
                handler.setDaemon(true);
                handler.start();
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void handle(Socket client) {
        try (client) {
            var in = client.getInputStream();
            String head = readHead(in);
            if (head == null) {
                return;
            }
            String[] lines = head.split("\r\n");
            String requestLine = lines[0];
            String authorization = null;
            var headers = new StringBuilder();
            for (int i = 1; i < lines.length; i++) {
                String name = lines[i].substring(0, Math.max(0, lines[i].indexOf(':'))).toLowerCase(Locale.ROOT);
                if (name.equals("proxy-authorization")) {
                    authorization = lines[i].substring(lines[i].indexOf(':') + 1).strip();
                } else if (!name.equals("connection") && !name.startsWith("proxy-") && !name.equals("keep-alive")) {
                    headers.append(lines[i]).append("\r\n");
                }
            }
            if (credentials != null && !credentials.equals(authorization)) {
                synchronized (this) {
                    refused.add(requestLine);
                }
                client.getOutputStream().write(("HTTP/1.1 407 Proxy Authentication Required\r\n"
                        + "Proxy-Authenticate: Basic realm=\"loopback\"\r\n"
                        + "Content-Length: 0\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                return;
            }
            synchronized (this) {
                requests.add(requestLine);
            }
            String[] parts = requestLine.split(" ");
            var target = URI.create(parts[1]);
            try (var origin = new Socket(target.getHost(), target.getPort() > 0 ? target.getPort() : 80)) {
                var out = origin.getOutputStream();
                String path = target.getRawPath() + (target.getRawQuery() == null ? "" : "?" + target.getRawQuery());
                out.write((parts[0] + " " + path + " " + parts[2] + "\r\n" + headers + "Connection: close\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                var upload = new Thread(() -> copy(in, out), "loopback proxy upload");
                upload.setDaemon(true);
                upload.start();
                copy(origin.getInputStream(), client.getOutputStream());
            }
        } catch (IOException e) {
            // the client or the origin went away
        }
    }

    /** The request head up to the empty line, without it; {@code null} at the end of the stream. */
    private static String readHead(InputStream in) throws IOException {
        var head = new ByteArrayOutputStream();
        int matched = 0;
        for (int b; (b = in.read()) >= 0; ) {
            head.write(b);
            matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : b == '\r' ? 1 : 0;
            if (matched == 4) {
                String text = head.toString(StandardCharsets.ISO_8859_1);
                return text.substring(0, text.length() - 4);
            }
        }
        return null;
    }

    private static void copy(InputStream in, OutputStream out) {
        try {
            in.transferTo(out);
            out.flush();
        } catch (IOException e) {
            // one side closed
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
