package dev.catalogstudio.model.fetch;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;

/**
 * A proxy as git and curl write it: {@code [scheme://][user[:password]@]host[:port][/path]}, the scheme {@code http}
 * when absent, the port 1080 when absent (curl's default), the path ignored, user and password percent-decoded.
 * {@link #toString()} never shows the password.
 *
 * @param type     {@link Proxy.Type#HTTP} for {@code http://}, {@link Proxy.Type#SOCKS} for {@code socks://},
 *                 {@code socks4://}, {@code socks4a://}, {@code socks5://}, {@code socks5h://}
 * @param scheme   the scheme as written, lowercase
 * @param host     the host name or IP address (an IPv6 address without brackets)
 * @param port     1 to 65535
 * @param user     the user, or {@code null}
 * @param password the password, or {@code null}; never printed
 */
record ProxyAddress(Proxy.Type type, String scheme, String host, int port, String user, String password) {

    /** curl's port when a proxy names none. */
    static final int DEFAULT_PORT = 1080;

    ProxyAddress {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(host, "host");
    }

    /**
     * Reads {@code value}.
     *
     * @throws IllegalArgumentException with a message that shows no password when {@code value} names no host, has a
     *                                  port that is not 1 to 65535, or has a scheme Java cannot use ({@code https://}
     *                                  proxies, which speak TLS to the proxy, among them)
     */
    static ProxyAddress parse(String value) {
        String text = value.strip();
        String scheme = "http";
        int separator = text.indexOf("://");
        if (separator >= 0) {
            scheme = text.substring(0, separator).toLowerCase(Locale.ROOT);
            text = text.substring(separator + 3);
        }
        Proxy.Type type = switch (scheme) {
            case "http" -> Proxy.Type.HTTP;
            case "socks", "socks4", "socks4a", "socks5", "socks5h" -> Proxy.Type.SOCKS;
            default -> throw new IllegalArgumentException("a proxy with the scheme '" + scheme + "://' cannot be"
                    + " used (Java speaks to proxies over http:// or socks5://)");
        };
        int end = text.length();
        for (char stop : new char[] {'/', '?', '#'}) {
            int at = text.indexOf(stop, text.lastIndexOf('@') + 1);
            end = at >= 0 ? Math.min(end, at) : end;
        }
        String authority = text.substring(0, end);
        String user = null;
        String password = null;
        int at = authority.lastIndexOf('@');
        if (at >= 0) {
            String userInfo = authority.substring(0, at);
            authority = authority.substring(at + 1);
            int colon = userInfo.indexOf(':');
            user = decode(colon >= 0 ? userInfo.substring(0, colon) : userInfo);
            password = colon >= 0 ? decode(userInfo.substring(colon + 1)) : null;
        }
        String host;
        String port = null;
        if (authority.startsWith("[")) {
            int close = authority.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException("the proxy '" + scheme + "://" + authority + "' has no closing ]");
            }
            host = authority.substring(1, close);
            port = authority.length() > close + 1 && authority.charAt(close + 1) == ':'
                    ? authority.substring(close + 2) : null;
        } else {
            int colon = authority.lastIndexOf(':');
            host = colon >= 0 ? authority.substring(0, colon) : authority;
            port = colon >= 0 ? authority.substring(colon + 1) : null;
        }
        if (host.isEmpty()) {
            throw new IllegalArgumentException("the proxy '" + scheme + "://" + authority + "' names no host");
        }
        int number = DEFAULT_PORT;
        if (port != null && !port.isEmpty()) {
            try {
                number = Integer.parseInt(port);
            } catch (NumberFormatException e) {
                number = -1;
            }
            if (number < 1 || number > 65535) {
                throw new IllegalArgumentException("the proxy '" + scheme + "://" + authority
                        + "' has a port that is not 1 to 65535");
            }
        }
        return new ProxyAddress(type, scheme, host, number, user, password);
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text; // a lone %: taken as written, as curl does
        }
    }

    /** Whether this proxy carries a user and password for proxy authentication. */
    boolean hasCredentials() {
        return user != null && password != null;
    }

    /** The proxy for {@code java.net}: the host left unresolved, so that a SOCKS proxy may resolve it. */
    Proxy proxy() {
        return new Proxy(type, InetSocketAddress.createUnresolved(host, port));
    }

    @Override
    public String toString() {
        String shownHost = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
        return scheme + "://" + (user != null ? user + (password != null ? ":***" : "") + "@" : "") + shownHost + ":"
                + port;
    }
}
