package dev.catalogstudio.app.lsp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.atomic.LongAdder;

/**
 * The one reader of the Language Server Protocol's framing on the server's input (LSP 3.17, § Base Protocol:
 * § Header Part, § Content Part). It alone decides where a message ends; LSP4J is handed one whole, well-formed
 * message at a time ({@link FramedMessageProducer}), so no two readers can disagree about it.
 *
 * <p>How it reads a message:
 * <ol>
 * <li>A header block: header fields {@code Name: value}, each line ended by {@code \r\n} (a bare {@code \n} is taken
 * too), then a blank line. Names are case-insensitive; whitespace around a name or value is ignored; unknown fields
 * are ignored. {@code Content-Length} is required: the length of the content in bytes, decimal digits only; it may
 * appear twice only with the same value. {@code Content-Type} is optional; its {@code charset} must be
 * {@code utf-8} (or {@code utf8}, which the specification asks servers to accept).</li>
 * <li>Then exactly {@code Content-Length} bytes of content, read into memory only when the length is at most the
 * limit ({@link #MAX_CONTENT_LENGTH}: 64 MiB).</li>
 * </ol>
 *
 * <p>What it does with a bad message, so that the next one is read (never a crash, never a wedge):
 * <ul>
 * <li>A header block that cannot be read (a line that is no field, a line over {@link #MAX_HEADER_LINE} bytes, a
 * {@code Content-Length} missing, not a number, negative, too large for a {@code long}, or given twice with two
 * values): its content's length is unknown, so it skips to the next header block: to the next
 * {@code Content-Length:} in the stream, in any case (the field every header block holds), and reads on from there. A
 * line with that name after something else (what is left of a body announced too short, then the next message)
 * restarts the block there.</li>
 * <li>A header block of a known length over the limit, or of another charset: exactly that many bytes are skipped,
 * read but never kept.</li>
 * </ul>
 * Neither gets an answer: its id cannot be known. Each is logged. The content of a message that is delivered may still
 * be no JSON, or JSON of the wrong shape; that is LSP4J's to answer (a JSON-RPC parse error to a request whose id it
 * read).
 *
 * <p>Memory: a header line is held up to {@link #MAX_HEADER_LINE} bytes, content up to the limit (and no more than
 * has arrived); skipping holds nothing. Not thread-safe: one reader.
 */
final class Framing {

    /** The longest header line read, in bytes, its terminator not counted. */
    static final int MAX_HEADER_LINE = 8 * 1024;
    /** The largest content accepted, in bytes: far above any catalog document an editor sends. */
    static final long MAX_CONTENT_LENGTH = 64L * 1024 * 1024;

    /** Content bytes held in memory by every framing, ever (a work count for tests; never read by the product). */
    static final LongAdder BYTES_BUFFERED = new LongAdder();
    /** Bytes read and dropped unkept by every framing, ever: skipped content and resynchronisation (tests). */
    static final LongAdder BYTES_SKIPPED = new LongAdder();

    private static final System.Logger LOG = System.getLogger(Framing.class.getName());
    private static final byte[] CONTENT_LENGTH = "content-length:".getBytes(StandardCharsets.US_ASCII);

    /**
     * One message's content.
     *
     * @param content exactly the {@code Content-Length} bytes
     * @param charset how they are encoded: UTF-8
     */
    record Message(byte[] content, Charset charset) {
    }

    private final InputStream in;
    private final long maxContentLength;
    private final byte[] line = new byte[MAX_HEADER_LINE];
    /** What was read from {@code in} and not yet taken: {@code buffer[at, end)}. */
    private final byte[] buffer = new byte[64 * 1024];
    private int at;
    private int end;
    /** Bytes to take before the buffer's: the start of a header line found while skipping. */
    private byte[] pending = new byte[0];
    private int pendingAt;

    /** Reads {@code in} with the limit of {@link #MAX_CONTENT_LENGTH} bytes. */
    Framing(InputStream in) {
        this(in, MAX_CONTENT_LENGTH);
    }

    /** Reads {@code in} with a limit of {@code maxContentLength} bytes of content (tests use a smaller one). */
    Framing(InputStream in, long maxContentLength) {
        if (maxContentLength < 0 || maxContentLength > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a limit of " + maxContentLength + " bytes");
        }
        this.in = in;
        this.maxContentLength = maxContentLength;
    }

    /** What a header block said. */
    private static final class Header {
        long length = -1;
        String problem;
        Charset charset = StandardCharsets.UTF_8;
        boolean charsetRefused;
        boolean any;
    }

    /**
     * The next well-formed message, bad ones skipped as the class says.
     *
     * @return the message, or {@code null} at the end of the stream (within a message too: its end never came)
     * @throws IOException when the stream fails
     */
    Message next() throws IOException {
        while (true) {
            Header header = readHeader();
            if (header == null) {
                return null;
            }
            if (header.problem != null) {
                LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: skipped a message with " + header.problem
                        + "; reading on from the next header block");
                if (!resynchronise()) {
                    return null;
                }
                continue;
            }
            if (header.length > maxContentLength || header.charsetRefused) {
                LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: skipped a message of " + header.length
                        + " bytes" + (header.charsetRefused ? " in a charset other than UTF-8"
                        : ", over the limit of " + maxContentLength + " bytes"));
                if (!skip(header.length)) {
                    return null;
                }
                continue;
            }
            byte[] content = readContent((int) header.length);
            if (content == null) {
                return null;
            }
            return new Message(content, header.charset);
        }
    }

    /** Reads a header block to its blank line; null at the end of the stream. */
    private Header readHeader() throws IOException {
        var header = new Header();
        while (true) {
            int length = readLine();
            if (length == -1) {
                return null;
            }
            if (length == -2) {
                header.problem = "a header line over " + MAX_HEADER_LINE + " bytes";
                return header;
            }
            if (length == 0) {
                if (!header.any) {
                    continue; // blank lines between messages
                }
                if (header.problem == null && header.length < 0) {
                    header.problem = "no Content-Length header";
                }
                return header;
            }
            header.any = true;
            // A Content-Length after something else on its line (what is left of a body announced too short, then
            // the next message) starts a new block there, whatever came before it.
            int restart = indexOfContentLength(line, 1, length);
            if (restart > 0 || !field(header, length)) {
                if (restart < 0) {
                    header.problem = "a header line that is no field: "
                            + new String(line, 0, Math.min(length, 80), StandardCharsets.ISO_8859_1);
                    return header;
                }
                byte[] rest = java.util.Arrays.copyOfRange(line, restart, length + 1);
                rest[rest.length - 1] = '\n';
                unread(rest, 0, rest.length);
                header = new Header();
            }
        }
    }

    private static int indexOf(byte[] bytes, byte b, int to) {
        for (int i = 0; i < to; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /** Takes one header field into {@code header}; false when the line is no field. */
    private boolean field(Header header, int length) {
        int colon = indexOf(line, (byte) ':', length);
        if (colon < 0) {
            return false;
        }
        String name = trim(new String(line, 0, colon, StandardCharsets.ISO_8859_1));
        if (name.isEmpty() || !name.chars().allMatch(Framing::isTokenChar)) {
            return false;
        }
        String value = trim(new String(line, colon + 1, length - colon - 1, StandardCharsets.ISO_8859_1));
        if (name.equalsIgnoreCase("Content-Length")) {
            long parsed = digits(value);
            if (parsed < 0) {
                header.problem = "a Content-Length that is no length: "
                        + value.substring(0, Math.min(value.length(), 40));
            } else if (header.length >= 0 && header.length != parsed) {
                header.problem = "two Content-Length headers, " + header.length + " and " + parsed;
            } else {
                header.length = parsed;
            }
        } else if (name.equalsIgnoreCase("Content-Type")) {
            for (String parameter : value.split(";")) {
                int equals = parameter.indexOf('=');
                if (equals > 0 && trim(parameter.substring(0, equals)).equalsIgnoreCase("charset")) {
                    String charset = trim(parameter.substring(equals + 1)).replace("\"", "").toLowerCase(Locale.ROOT);
                    header.charsetRefused = !charset.equals("utf-8") && !charset.equals("utf8");
                }
            }
        }
        return true;
    }

    /** A non-negative decimal number of at most 18 digits; -1 for anything else. */
    private static long digits(String value) {
        if (value.isEmpty() || value.length() > 18) {
            return -1;
        }
        long n = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /** RFC 9110 § 5.6.2 token characters: what a field name is made of. */
    private static boolean isTokenChar(int c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
    }

    private static String trim(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && (s.charAt(start) == ' ' || s.charAt(start) == '\t')) {
            start++;
        }
        while (end > start && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t')) {
            end--;
        }
        return s.substring(start, end);
    }

    /**
     * Reads one header line into {@link #line}, without its {@code \n} and a {@code \r} before it.
     *
     * @return its length; -1 at the end of the stream; -2 for a line over {@link #MAX_HEADER_LINE} bytes (read up to
     *         the limit only: the rest is left to {@link #resynchronise})
     */
    private int readLine() throws IOException {
        int length = 0;
        while (true) {
            int b = read();
            if (b < 0) {
                return -1;
            }
            if (b == '\n') {
                return length > 0 && line[length - 1] == '\r' ? length - 1 : length;
            }
            if (length == MAX_HEADER_LINE) {
                return -2;
            }
            line[length++] = (byte) b;
        }
    }

    /**
     * Skips to the next {@code Content-Length:} (any case) and leaves it to be read as the first line of a header
     * block; false at the end of the stream. Holds nothing: 'c', the name's first letter, appears in it once only, so
     * a failed match can only start again at a 'c'.
     */
    private boolean resynchronise() throws IOException {
        int matched = 0;
        long skipped = 0;
        try {
            while (matched < CONTENT_LENGTH.length) {
                int b = read();
                if (b < 0) {
                    return false;
                }
                skipped++;
                int lower = b >= 'A' && b <= 'Z' ? b + ('a' - 'A') : b;
                matched = lower == CONTENT_LENGTH[matched] ? matched + 1 : lower == CONTENT_LENGTH[0] ? 1 : 0;
            }
        } finally {
            BYTES_SKIPPED.add(Math.max(0, skipped - CONTENT_LENGTH.length));
        }
        unread(CONTENT_LENGTH, 0, CONTENT_LENGTH.length);
        return true;
    }

    /** Reads and drops exactly {@code count} bytes; false when the stream ends first. */
    private boolean skip(long count) throws IOException {
        byte[] scratch = new byte[64 * 1024];
        long left = count;
        while (left > 0) {
            int n = read(scratch, 0, (int) Math.min(scratch.length, left));
            if (n < 0) {
                return false;
            }
            left -= n;
            BYTES_SKIPPED.add(n);
        }
        return true;
    }

    /**
     * Exactly {@code length} bytes of content; null when the stream ends first. The array grows with what arrives
     * (doubling from 64 KiB), not with what was announced.
     */
    private byte[] readContent(int length) throws IOException {
        byte[] content = new byte[Math.min(length, 64 * 1024)];
        int filled = 0;
        while (filled < length) {
            if (filled == content.length) {
                content = java.util.Arrays.copyOf(content, (int) Math.min(length, 2L * content.length));
            }
            int n = read(content, filled, content.length - filled);
            if (n < 0) {
                break;
            }
            filled += n;
        }
        BYTES_BUFFERED.add(filled);
        if (filled < length) {
            LOG.log(System.Logger.Level.WARNING, "catalog-studio lsp: the input ended " + filled + " bytes into a"
                    + " message of " + length);
            return null;
        }
        return content;
    }

    /** Puts {@code bytes[from, to)} before what is left to read. */
    private void unread(byte[] bytes, int from, int to) {
        byte[] left = java.util.Arrays.copyOfRange(pending, pendingAt, pending.length);
        byte[] all = new byte[to - from + left.length];
        System.arraycopy(bytes, from, all, 0, to - from);
        System.arraycopy(left, 0, all, to - from, left.length);
        pending = all;
        pendingAt = 0;
    }

    private int read() throws IOException {
        if (pendingAt < pending.length) {
            return pending[pendingAt++] & 0xFF;
        }
        if (at == end) {
            int n = in.read(buffer, 0, buffer.length);
            if (n <= 0) {
                return -1;
            }
            at = 0;
            end = n;
        }
        return buffer[at++] & 0xFF;
    }

    /** Up to {@code length} bytes into {@code into[offset…]}, at least one unless the stream has ended (-1). */
    private int read(byte[] into, int offset, int length) throws IOException {
        if (pendingAt < pending.length) {
            int n = Math.min(length, pending.length - pendingAt);
            System.arraycopy(pending, pendingAt, into, offset, n);
            pendingAt += n;
            return n;
        }
        if (at < end) {
            int n = Math.min(length, end - at);
            System.arraycopy(buffer, at, into, offset, n);
            at += n;
            return n;
        }
        int n = in.read(into, offset, length);
        return n == 0 ? -1 : n;
    }

    /** Where {@code Content-Length:} (any case) starts in {@code bytes[from, to)}; -1 when it does not. */
    static int indexOfContentLength(byte[] bytes, int from, int to) {
        outer:
        for (int i = from; i <= to - CONTENT_LENGTH.length; i++) {
            for (int j = 0; j < CONTENT_LENGTH.length; j++) {
                int b = bytes[i + j];
                int lower = b >= 'A' && b <= 'Z' ? b + ('a' - 'A') : b;
                if (lower != CONTENT_LENGTH[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
