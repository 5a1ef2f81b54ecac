package dev.catalogstudio.app.lsp;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The client's byte stream with the limits LSP4J's reader lacks: a header line longer than {@link #MAX_HEADER_LINE}
 * bytes, or a {@code Content-Length} over {@link #MAX_CONTENT_LENGTH} bytes, ends the stream (reads return -1), as if
 * the client had gone. LSP4J would otherwise append an endless header line to memory until it runs out, and wait for
 * two gigabytes of a body that never comes; neither can be resynchronised, so the server stops instead.
 *
 * <p>Header lines are passed on one byte per {@code read} call; a body is passed on in blocks. Not thread-safe: one
 * reader, LSP4J's.
 */
final class BoundedInput extends FilterInputStream {

    /** The longest header line accepted, in bytes (its terminator not counted). */
    static final int MAX_HEADER_LINE = 8 * 1024;
    /** The largest message body accepted, in bytes: far above any catalog document an editor sends. */
    static final long MAX_CONTENT_LENGTH = 64L * 1024 * 1024;

    private static final System.Logger LOG = System.getLogger(BoundedInput.class.getName());

    /** Bytes of the current header line so far (at most {@link #MAX_HEADER_LINE}). */
    private final byte[] line = new byte[MAX_HEADER_LINE];
    private int lineLength;
    /** The Content-Length of the header block being read; -1 before one is seen. */
    private long contentLength = -1;
    /** Body bytes still to pass on; 0 while headers are read. */
    private long bodyLeft;
    private boolean ended;
    private String reason;

    BoundedInput(InputStream in) {
        super(in);
    }

    /** Why the stream was ended early, or {@code null} when it was not. */
    synchronized String reason() {
        return reason;
    }

    @Override
    public int read() throws IOException {
        if (ended) {
            return -1;
        }
        int b = in.read();
        if (b < 0) {
            return b;
        }
        if (bodyLeft > 0) {
            bodyLeft--;
            return b;
        }
        return header(b) ? b : -1;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        if (ended) {
            return -1;
        }
        if (bodyLeft > 0) {
            int n = in.read(buffer, offset, (int) Math.min(length, bodyLeft));
            if (n > 0) {
                bodyLeft -= n;
            }
            return n;
        }
        int b = read();
        if (b < 0) {
            return -1;
        }
        buffer[offset] = (byte) b;
        return 1;
    }

    /** Takes one header byte; false (and the stream ended) when it breaks a limit. */
    private boolean header(int b) {
        if (b == '\n') {
            int end = lineLength > 0 && line[lineLength - 1] == '\r' ? lineLength - 1 : lineLength;
            String text = new String(line, 0, end, StandardCharsets.US_ASCII);
            lineLength = 0;
            if (text.isEmpty()) {
                // The end of a header block: a known length starts the body; without one, LSP4J skips the block.
                bodyLeft = Math.max(0, contentLength);
                contentLength = -1;
                return true;
            }
            int colon = text.indexOf(':');
            if (colon > 0 && text.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals("content-length")) {
                try {
                    long length = Long.parseLong(text.substring(colon + 1).trim());
                    if (length > MAX_CONTENT_LENGTH) {
                        return end("a message of " + length + " bytes announced, over the limit of "
                                + MAX_CONTENT_LENGTH + " bytes");
                    }
                    contentLength = length;
                } catch (NumberFormatException e) {
                    contentLength = -1; // LSP4J logs and skips such a message; so does the body count here
                }
            }
            return true;
        }
        if (lineLength == MAX_HEADER_LINE) {
            return end("a header line longer than " + MAX_HEADER_LINE + " bytes");
        }
        line[lineLength++] = (byte) b;
        return true;
    }

    private synchronized boolean end(String why) {
        ended = true;
        reason = why;
        LOG.log(System.Logger.Level.ERROR, "catalog-studio lsp: the client sent " + why + "; closing the connection");
        return false;
    }

    @Override
    public int available() throws IOException {
        return ended ? 0 : bodyLeft > 0 ? (int) Math.min(in.available(), bodyLeft) : Math.min(in.available(), 1);
    }

    @Override
    public boolean markSupported() {
        return false;
    }
}
