package dev.catalogstudio.model.format.agentplugins;

import static dev.catalogstudio.model.format.agentplugins.ManifestJson.cite;
import static dev.catalogstudio.model.format.agentplugins.ManifestJson.quote;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.json.JsonRanges;
import dev.catalogstudio.model.json.JsonValue.JsonString;
import dev.catalogstudio.model.text.SourceText;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * {@code agent-plugin-url}: the {@code url} of a {@code streamable-http} or {@code sse} server (Agent Plugins 1.0
 * § 7.2.1) must be an absolute {@code http} or {@code https} URL without user information and without a fragment;
 * {@code http} is allowed only when the host is exactly {@code localhost} or a loopback IP literal ({@code 127.0.0.0/8},
 * {@code [::1]}). Nothing is expanded in a URL, so {@code ${…}} is reported as written. No name is ever resolved: an IP
 * literal is read as text. Stateless.
 */
final class RemoteUrl {

    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]+");
    private static final String SKIPPED = "clients skip this server and load the others";

    private RemoteUrl() {
    }

    /** Reports every problem of {@code url}, each once. */
    static void check(JsonString url, SourceText text, Diagnostics out) {
        String v = url.value();
        if (v.isEmpty()) {
            report(url, "\"url\" is empty; write the server's absolute https endpoint, e.g. "
                    + "\"https://mcp.example.com/mcp\"", out);
            return;
        }
        int brace = v.indexOf("${");
        if (brace >= 0) {
            int close = v.indexOf('}', brace);
            out.report(Rule.AGENT_PLUGIN_URL, JsonRanges.inString(text, url, brace, close < 0 ? v.length() : close + 1),
                    "\"url\" is never expanded " + cite("7.2.1") + ", so " + quote(v.substring(brace, close < 0
                    ? v.length() : close + 1)) + " stays as written and " + quote(masked(v)) + " is no valid URL; "
                    + SKIPPED + ". Write the endpoint in full.");
            return;
        }
        URI uri;
        try {
            uri = new URI(v);
        } catch (URISyntaxException e) {
            report(url, "\"url\": " + quote(masked(v)) + " is not a valid URL (" + e.getReason() + " at index "
                    + e.getIndex() + "); write an absolute https URL such as \"https://mcp.example.com/mcp\"", out);
            return;
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!uri.isAbsolute() || !scheme.equals("http") && !scheme.equals("https") || uri.getRawAuthority() == null) {
            report(url, "\"url\": " + quote(masked(v)) + " is not an absolute http or https URL; write one such as "
                    + "\"https://mcp.example.com/mcp\"", out);
            return;
        }
        String authority = uri.getRawAuthority();
        int at = authority.lastIndexOf('@');
        String host = host(at < 0 ? authority : authority.substring(at + 1));
        if (host.isEmpty()) {
            report(url, "\"url\": " + quote(masked(v)) + " names no host; write one such as \"https://mcp.example.com/mcp\"",
                    out);
            return;
        }
        if (at >= 0) {
            int start = v.indexOf("//") + 2;
            out.report(Rule.AGENT_PLUGIN_URL, JsonRanges.inString(text, url, start, start + at + 1), "\"url\" must "
                    + "not contain user information (the part before '@') " + cite("7.2.1") + ": credentials never "
                    + "belong in the package, and clients manage authorization themselves. As written, " + SKIPPED
                    + ".");
        }
        // A URL holding user information is never quoted whole, in a message or a fix's title.
        boolean secret = at >= 0;
        if (uri.getRawFragment() != null) {
            int hash = v.indexOf('#');
            String message = "\"url\" must not contain a fragment (" + quote(v.substring(hash)) + ") " + cite("7.2.1")
                    + ", so " + SKIPPED + ". Remove it.";
            var range = JsonRanges.inString(text, url, hash, v.length());
            if (secret) {
                out.report(Rule.AGENT_PLUGIN_URL, range, message);
            } else {
                out.report(Rule.AGENT_PLUGIN_URL, range, message, ManifestJson.replace(url, v.substring(0, hash)));
            }
        }
        if (scheme.equals("http") && !isLoopback(host)) {
            String https = "https" + v.substring(4);
            String message = "\"url\" uses http to " + quote(host) + ", which is not loopback; endpoints off loopback "
                    + "must use https, and http is allowed only for localhost and loopback IP literals " + cite("7.2.1")
                    + ", so " + SKIPPED + ". Write " + (secret ? "https" : quote(https)) + ".";
            var range = JsonRanges.inString(text, url, 0, 4);
            if (secret) {
                out.report(Rule.AGENT_PLUGIN_URL, range, message);
            } else {
                out.report(Rule.AGENT_PLUGIN_URL, range, message, ManifestJson.replace(url, https));
            }
        }
    }

    /** {@code url} with its user information, if any, replaced by an ellipsis: a user name can be a token too. */
    private static String masked(String url) {
        return url.replaceAll("//[^/?#]*@", "//…@");
    }

    private static void report(JsonString url, String problem, Diagnostics out) {
        out.report(Rule.AGENT_PLUGIN_URL, url.range(), problem + " " + cite("7.2.1") + ". As written, " + SKIPPED
                + ".");
    }

    /** The host of an authority without user information: brackets of an IPv6 literal kept, the port dropped. */
    private static String host(String hostPort) {
        if (hostPort.startsWith("[")) {
            int close = hostPort.indexOf(']');
            return close < 0 ? hostPort : hostPort.substring(0, close + 1);
        }
        int colon = hostPort.lastIndexOf(':');
        return colon < 0 ? hostPort : hostPort.substring(0, colon);
    }

    /** Whether {@code host} is exactly {@code localhost} (any case) or a loopback IP literal. Never resolves a name. */
    static boolean isLoopback(String host) {
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        var v4 = IPV4.matcher(host);
        if (v4.matches()) {
            for (int i = 1; i <= 4; i++) {
                if (Integer.parseInt(v4.group(i)) > 255) {
                    return false;
                }
            }
            return v4.group(1).equals("127");
        }
        if (host.startsWith("[") && host.endsWith("]")) {
            String literal = host.substring(1, host.length() - 1);
            if (literal.indexOf(':') < 0 || !IPV6.matcher(literal).matches()) {
                return false;
            }
            try {
                // A literal holding ':' is parsed, never looked up.
                return InetAddress.getByName(literal).isLoopbackAddress();
            } catch (UnknownHostException e) {
                return false;
            }
        }
        return false;
    }
}
