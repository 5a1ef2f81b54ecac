package dev.catalogstudio.model.fetch;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The hosts {@code no_proxy} (or {@code NO_PROXY}) exempts from proxies, read as curl reads it: a comma-separated
 * list; {@code *} alone exempts every host; {@code example.org} and {@code .example.org} both exempt
 * {@code example.org} and every name ending in {@code .example.org}; {@code host:port} (or {@code [v6]:port})
 * exempts only that port; IP addresses match as written (no CIDR ranges). Case-insensitive; blanks around entries
 * are ignored.
 */
final class NoProxy {

    /** One entry: a host (lowercase, no leading dot or brackets) and a port, or -1 for any. */
    private record Entry(String host, int port) {
    }

    private final String text;
    private final boolean everything;
    private final List<Entry> entries;

    private NoProxy(String text, boolean everything, List<Entry> entries) {
        this.text = text;
        this.everything = everything;
        this.entries = List.copyOf(entries);
    }

    /** The list in {@code value}; {@code null} or blank exempts nothing. */
    static NoProxy parse(String value) {
        var entries = new ArrayList<Entry>();
        boolean everything = false;
        for (String part : value == null ? new String[0] : value.split(",")) {
            String entry = part.strip().toLowerCase(Locale.ROOT);
            if (entry.equals("*")) {
                everything = true;
            } else if (!entry.isEmpty()) {
                entries.add(entry(entry));
            }
        }
        return new NoProxy(value == null ? "" : value.strip(), everything, entries);
    }

    private static Entry entry(String text) {
        String host = text;
        int port = -1;
        if (text.startsWith("[")) {
            int close = text.indexOf(']');
            host = close < 0 ? text.substring(1) : text.substring(1, close);
            if (close >= 0 && text.startsWith(":", close + 1)) {
                port = port(text.substring(close + 2));
            }
        } else if (text.indexOf(':') >= 0 && text.indexOf(':') == text.lastIndexOf(':')) {
            host = text.substring(0, text.indexOf(':'));
            port = port(text.substring(text.indexOf(':') + 1));
        }
        while (host.startsWith(".")) {
            host = host.substring(1);
        }
        return new Entry(host.endsWith(".") ? host.substring(0, host.length() - 1) : host, port);
    }

    private static int port(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return -2; // matches no port
        }
    }

    /**
     * Whether {@code host} at {@code port} goes without a proxy.
     *
     * @param host a host name or IP address, an IPv6 address with or without brackets
     * @param port the port the connection goes to (the scheme's default when the URL names none)
     */
    boolean exempts(String host, int port) {
        if (everything) {
            return true;
        }
        String name = host.toLowerCase(Locale.ROOT);
        if (name.startsWith("[") && name.endsWith("]")) {
            name = name.substring(1, name.length() - 1);
        }
        if (name.endsWith(".")) {
            name = name.substring(0, name.length() - 1);
        }
        for (var entry : entries) {
            boolean hostMatches = name.equals(entry.host())
                    || !entry.host().isEmpty() && name.endsWith("." + entry.host());
            if (hostMatches && (entry.port() == -1 || entry.port() == port)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the list exempts nothing. */
    boolean isEmpty() {
        return !everything && entries.isEmpty();
    }

    @Override
    public String toString() {
        return text;
    }
}
