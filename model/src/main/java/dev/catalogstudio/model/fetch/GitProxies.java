package dev.catalogstudio.model.fetch;

import java.io.IOException;
import java.net.Authenticator;
import java.net.PasswordAuthentication;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.eclipse.jgit.errors.ConfigInvalidException;
import org.eclipse.jgit.lib.Config;
import org.eclipse.jgit.util.SystemReader;

/**
 * The proxies git would use, as a {@link ProxySelector} for JGit (which asks {@code ProxySelector.getDefault()} for
 * every HTTP connection and reads none of git's proxy settings itself). For an {@code http} or {@code https} URL, the
 * first of these that is set decides:
 * <ol>
 *   <li>{@code http.<url>.proxy} whose URL matches (git's rules: same scheme, host ({@code *.} labels allowed), port
 *       and user when it names one, a path prefix at a {@code /}; an exact host beats a wildcard, then the longest
 *       path, then one naming the user);</li>
 *   <li>{@code http.proxy};</li>
 *   <li>for {@code https}: {@code https_proxy}, else {@code HTTPS_PROXY}; for {@code http}: {@code http_proxy} only
 *       (lowercase, as curl reads it);</li>
 *   <li>{@code all_proxy}, else {@code ALL_PROXY}.</li>
 * </ol>
 * An empty value in the git configuration means "no proxy" (direct), as in git; an empty variable counts as unset.
 * A host that {@code no_proxy} (else {@code NO_PROXY}, see {@link NoProxy}) exempts goes direct whatever was set.
 * When nothing is set, and for other schemes, the JVM's previous selector decides (it reads
 * {@code -Dhttps.proxyHost} and the like).
 *
 * <p>JGit 7.8 asks with {@code scheme://host:port} only (no path), so an {@code http.<url>.proxy} whose URL names a
 * path matches only when the selector is asked with a full URL; for JGit's own asks such a section is passed over
 * and the host's settings apply.
 *
 * <p>A value that cannot be used (an {@code https://} proxy, a bad port) is skipped, so the next in the order
 * applies, and listed by {@link #problems()}. Settings are read once, when the selector is made.
 *
 * <p>A proxy written with {@code user:password@} gets them through {@link #install}'s {@link Authenticator}, which
 * answers only requests of type {@link Authenticator.RequestorType#PROXY} from that proxy's host and port (SOCKS
 * proxies ask as servers, so theirs are not given). Passwords are never printed.
 */
public final class GitProxies extends ProxySelector {

    /**
     * What decides a URL's proxy.
     *
     * @param proxy  the proxy, or {@link Proxy#NO_PROXY} for a direct connection
     * @param source where it was set: {@code http."<url>".proxy}, {@code http.proxy}, a variable's name,
     *               {@code no_proxy}, or {@code the JVM's proxy selector}
     */
    public record Route(Proxy proxy, String source) {
        public Route {
            Objects.requireNonNull(proxy, "proxy");
            Objects.requireNonNull(source, "source");
        }
    }

    /** A proxy setting: where it came from and what it says ({@code null}: explicitly no proxy). */
    private record Setting(String source, ProxyAddress address) {
    }

    private static GitProxies installed;
    private static ProxySelector previousSelector;
    private static Authenticator previousAuthenticator;

    private final Map<String, Setting> urlSettings = new LinkedHashMap<>();
    private final Setting gitSetting;
    private final Setting httpsSetting;
    private final Setting httpSetting;
    private final Setting allSetting;
    private final NoProxy noProxy;
    private final ProxySelector fallback;
    private final List<String> problems = new ArrayList<>();

    /**
     * @param config      the user's git configuration ({@code http.proxy}, {@code http.<url>.proxy}), with its bases
     * @param environment the user's variables, usually {@code System.getenv()}
     * @param fallback    decides when nothing here is set; {@code null} for direct connections
     */
    public GitProxies(Config config, Map<String, String> environment, ProxySelector fallback) {
        this.fallback = fallback;
        var subsections = new LinkedHashSet<String>();
        for (Config c = config; c != null; c = c.getBaseConfig()) {
            subsections.addAll(c.getSubsections("http"));
        }
        for (String url : subsections) {
            var setting = configured("http.\"" + url + "\".proxy", config.getStringList("http", url, "proxy"));
            if (setting != null) {
                urlSettings.put(url, setting);
            }
        }
        gitSetting = configured("http.proxy", config.getStringList("http", null, "proxy"));
        httpsSetting = variable(environment, "https_proxy", "HTTPS_PROXY");
        httpSetting = variable(environment, "http_proxy", null);
        allSetting = variable(environment, "all_proxy", "ALL_PROXY");
        String exempt = environment.get("no_proxy");
        noProxy = NoProxy.parse(exempt != null ? exempt : environment.get("NO_PROXY"));
    }

    /**
     * Makes a selector for {@code environment} and JGit's user configuration
     * ({@code SystemReader.getInstance().getUserConfig()}: install {@link GitEnvironment} first), and makes it the
     * JVM's default, with an {@link Authenticator} when a proxy carries a user and password. Installing again
     * replaces the earlier one; the JVM's own selector stays the fallback. An unreadable or invalid git configuration
     * counts as empty (the fetch reports it).
     *
     * <p>When a proxy carries a password and {@code jdk.http.auth.tunneling.disabledSchemes} is not set, it is set
     * to empty, so that Basic proxy authentication also works for {@code https} (the JDK reads it once, so install
     * before the first HTTP connection).
     *
     * @return the selector installed
     */
    public static GitProxies install(Map<String, String> environment) {
        Config config;
        try {
            config = SystemReader.getInstance().getUserConfig();
        } catch (IOException | ConfigInvalidException e) {
            config = new Config();
        }
        return install(environment, config);
    }

    /** As {@link #install(Map)}, with the git configuration given. */
    public static synchronized GitProxies install(Map<String, String> environment, Config config) {
        if (installed == null) {
            previousSelector = ProxySelector.getDefault();
            previousAuthenticator = Authenticator.getDefault();
        }
        var selector = new GitProxies(config, environment, previousSelector);
        installed = selector;
        ProxySelector.setDefault(selector);
        var authenticator = selector.authenticator(previousAuthenticator);
        Authenticator.setDefault(authenticator != null ? authenticator : previousAuthenticator);
        if (authenticator != null && System.getProperty("jdk.http.auth.tunneling.disabledSchemes") == null) {
            System.setProperty("jdk.http.auth.tunneling.disabledSchemes", "");
        }
        return selector;
    }

    /** Restores the JVM's selector and authenticator from before {@link #install}; nothing when none is installed. */
    public static synchronized void uninstall() {
        if (installed != null) {
            ProxySelector.setDefault(previousSelector);
            Authenticator.setDefault(previousAuthenticator);
            installed = null;
        }
    }

    /** The last of {@code values} (git's rule), where JGit gives {@code null} for {@code key =} and {@code ""}. */
    private Setting configured(String source, String[] values) {
        if (values.length == 0) {
            return null;
        }
        String value = values[values.length - 1];
        if (value == null || value.isBlank()) {
            return new Setting(source, null);
        }
        return parsed(source, value);
    }

    private Setting variable(Map<String, String> environment, String name, String otherName) {
        String value = environment.get(name);
        String source = name;
        if ((value == null || value.isBlank()) && otherName != null) {
            value = environment.get(otherName);
            source = otherName;
        }
        return value == null || value.isBlank() ? null : parsed(source, value);
    }

    private Setting parsed(String source, String value) {
        try {
            return new Setting(source, ProxyAddress.parse(value));
        } catch (IllegalArgumentException e) {
            problems.add(source + ": " + e.getMessage());
            return null;
        }
    }

    /** The settings that could not be used and were skipped, one line each, without passwords. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    /**
     * The proxy for {@code uri} and where it was set.
     *
     * @param uri an absolute URL, e.g. {@code https://github.com/acme/dates.git/info/refs}
     */
    public Route route(URI uri) {
        var setting = setting(uri);
        if (setting == null) {
            var proxies = fallback == null ? List.<Proxy>of() : fallback.select(uri);
            return new Route(proxies.isEmpty() ? Proxy.NO_PROXY : proxies.get(0), "the JVM's proxy selector");
        }
        if (setting.address() == null) {
            return new Route(Proxy.NO_PROXY, setting.source());
        }
        int port = uri.getPort() > 0 ? uri.getPort() : defaultPort(uri.getScheme());
        if (uri.getHost() != null && noProxy.exempts(uri.getHost(), port)) {
            return new Route(Proxy.NO_PROXY, "no_proxy");
        }
        return new Route(setting.address().proxy(), setting.source());
    }

    @Override
    public List<Proxy> select(URI uri) {
        Objects.requireNonNull(uri, "uri");
        if (setting(uri) == null) {
            var proxies = fallback == null ? List.<Proxy>of() : fallback.select(uri);
            return proxies.isEmpty() ? List.of(Proxy.NO_PROXY) : proxies;
        }
        return List.of(route(uri).proxy());
    }

    @Override
    public void connectFailed(URI uri, SocketAddress address, IOException error) {
        if (fallback != null && setting(uri) == null) {
            fallback.connectFailed(uri, address, error);
        }
    }

    /** The first setting that applies to {@code uri}, in git's order; {@code null} when none does. */
    private Setting setting(URI uri) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            return null;
        }
        Setting best = null;
        long bestScore = -1;
        for (var entry : urlSettings.entrySet()) {
            long score = matchScore(entry.getKey(), uri);
            if (score > bestScore) {
                best = entry.getValue();
                bestScore = score;
            }
        }
        if (best != null) {
            return best;
        }
        if (gitSetting != null) {
            return gitSetting;
        }
        Setting fromVariable = scheme.equals("https") ? httpsSetting : httpSetting;
        return fromVariable != null ? fromVariable : allSetting;
    }

    /**
     * How well the URL of an {@code http.<url>.*} section matches {@code uri}: -1 when it does not; else higher for
     * an exact host than a wildcard, then for a longer path, then for naming the user (git's precedence).
     */
    static long matchScore(String configUrl, URI uri) {
        URI pattern;
        try {
            pattern = new URI(configUrl.strip());
        } catch (URISyntaxException e) {
            return -1;
        }
        if (pattern.getScheme() == null || uri.getScheme() == null || pattern.getRawAuthority() == null
                || !pattern.getScheme().equalsIgnoreCase(uri.getScheme())) {
            return -1;
        }
        String patternHost = hostOf(pattern);
        String host = hostOf(uri);
        if (host == null || patternHost == null || !hostMatches(patternHost, host)) {
            return -1;
        }
        boolean wildcard = patternHost.contains("*");
        int patternPort = pattern.getPort() > 0 ? pattern.getPort() : defaultPort(pattern.getScheme());
        int port = uri.getPort() > 0 ? uri.getPort() : defaultPort(uri.getScheme());
        if (patternPort != port) {
            return -1;
        }
        String patternUser = pattern.getRawUserInfo() == null ? null : pattern.getRawUserInfo().split(":", 2)[0];
        String user = uri.getRawUserInfo() == null ? null : uri.getRawUserInfo().split(":", 2)[0];
        if (patternUser != null && !patternUser.equals(user)) {
            return -1;
        }
        String patternPath = pattern.getRawPath() == null ? "" : pattern.getRawPath();
        while (patternPath.endsWith("/")) {
            patternPath = patternPath.substring(0, patternPath.length() - 1);
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        if (!patternPath.isEmpty() && !(path.equals(patternPath) || path.startsWith(patternPath + "/"))) {
            return -1;
        }
        return (wildcard ? 0L : 1L << 40) + ((long) patternPath.length() << 1) + (patternUser != null ? 1 : 0);
    }

    private static String hostOf(URI uri) {
        String host = uri.getHost();
        if (host == null) {
            // URI leaves the host out when it holds a character it does not allow there, such as *
            String authority = uri.getRawAuthority();
            if (authority == null) {
                return null;
            }
            host = authority.substring(authority.lastIndexOf('@') + 1);
            host = host.startsWith("[") ? host : host.replaceFirst(":[0-9]*$", "");
        }
        return host.toLowerCase(Locale.ROOT);
    }

    /** git's host match: equal, or equal label by label where the pattern's label {@code *} matches any one. */
    private static boolean hostMatches(String pattern, String host) {
        if (!pattern.contains("*")) {
            return pattern.equals(host);
        }
        String[] patternLabels = pattern.split("\\.", -1);
        String[] labels = host.split("\\.", -1);
        if (patternLabels.length != labels.length) {
            return false;
        }
        for (int i = 0; i < labels.length; i++) {
            if (!patternLabels[i].equals("*") && !patternLabels[i].equals(labels[i])) {
                return false;
            }
        }
        return true;
    }

    private static int defaultPort(String scheme) {
        return "https".equalsIgnoreCase(scheme) ? 443 : 80;
    }

    /** The authenticator for the proxies with credentials, {@code null} when none has them. */
    private Authenticator authenticator(Authenticator previous) {
        var addresses = new ArrayList<ProxyAddress>();
        for (var setting : allSettings()) {
            if (setting.address() != null && setting.address().hasCredentials()) {
                addresses.add(setting.address());
            }
        }
        return addresses.isEmpty() ? null : new ProxyAuthenticator(addresses, previous);
    }

    private List<Setting> allSettings() {
        var settings = new ArrayList<Setting>(urlSettings.values());
        for (var setting : new Setting[] {gitSetting, httpsSetting, httpSetting, allSetting}) {
            if (setting != null) {
                settings.add(setting);
            }
        }
        return settings;
    }

    @Override
    public String toString() {
        var shown = new ArrayList<String>();
        for (var setting : allSettings()) {
            shown.add(setting.source() + "=" + (setting.address() == null ? "(none)" : setting.address()));
        }
        if (!noProxy.isEmpty()) {
            shown.add("no_proxy=" + noProxy);
        }
        return "GitProxies" + shown;
    }

    /** Gives a proxy's user and password to that proxy only; everything else goes to the authenticator before. */
    private static final class ProxyAuthenticator extends Authenticator {
        private final List<ProxyAddress> proxies;
        private final Authenticator previous;

        ProxyAuthenticator(List<ProxyAddress> proxies, Authenticator previous) {
            this.proxies = List.copyOf(proxies);
            this.previous = previous;
        }

        @Override
        protected PasswordAuthentication getPasswordAuthentication() {
            if (getRequestorType() == RequestorType.PROXY && getRequestingHost() != null) {
                for (var proxy : proxies) {
                    if (proxy.type() == Proxy.Type.HTTP && proxy.port() == getRequestingPort()
                            && proxy.host().equalsIgnoreCase(getRequestingHost())) {
                        return new PasswordAuthentication(proxy.user(), proxy.password().toCharArray());
                    }
                }
            }
            return previous == null ? null : Authenticator.requestPasswordAuthentication(previous,
                    getRequestingHost(), getRequestingSite(), getRequestingPort(), getRequestingProtocol(),
                    getRequestingPrompt(), getRequestingScheme(), getRequestingURL(), getRequestorType());
        }

        @Override
        public String toString() {
            return "ProxyAuthenticator" + proxies;
        }
    }
}
