package dev.catalogstudio.model.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.eclipse.jgit.lib.Config;
import org.junit.jupiter.api.Test;

/** {@link GitProxies}, {@link ProxyAddress} and {@link NoProxy}: git's order, curl's syntax, no network. */
class GitProxiesTest {

    private static final URI GITHUB = URI.create("https://github.com/acme/dates.git/info/refs?service=x");
    private static final URI PLAIN = URI.create("http://git.example.org/acme/dates.git/info/refs");

    /** The JVM's selector standing in: always this proxy. */
    private static final ProxySelector JVM = new ProxySelector() {
        @Override
        public List<Proxy> select(URI uri) {
            return List.of(proxy("jvm.example", 9999));
        }

        @Override
        public void connectFailed(URI uri, SocketAddress address, IOException error) {
        }
    };

    private static Proxy proxy(String host, int port) {
        return new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved(host, port));
    }

    private static GitProxies proxies(String config, Map<String, String> environment) throws Exception {
        var parsed = new Config();
        parsed.fromText(config);
        return new GitProxies(parsed, environment, JVM);
    }

    @Test
    void aProxyIsReadAsCurlReadsIt() {
        var full = ProxyAddress.parse("http://me:p%40ss@proxy.example:3128/ignored");
        assertThat(full.host()).isEqualTo("proxy.example");
        assertThat(full.port()).isEqualTo(3128);
        assertThat(full.user()).isEqualTo("me");
        assertThat(full.password()).isEqualTo("p@ss");
        assertThat(full.type()).isEqualTo(Proxy.Type.HTTP);

        var bare = ProxyAddress.parse("proxy.example");
        assertThat(bare.scheme()).isEqualTo("http");
        assertThat(bare.port()).isEqualTo(1080);
        assertThat(bare.hasCredentials()).isFalse();

        var socks = ProxyAddress.parse("socks5h://[::1]:1081");
        assertThat(socks.type()).isEqualTo(Proxy.Type.SOCKS);
        assertThat(socks.host()).isEqualTo("::1");
        assertThat(socks.port()).isEqualTo(1081);
        assertThat(ProxyAddress.parse("a+b:c+d@h:1").password()).isEqualTo("c+d");
    }

    @Test
    void aProxyThatCannotBeUsedIsRefusedWithoutItsPassword() {
        assertThatThrownBy(() -> ProxyAddress.parse("https://u:secret42@proxy.example:443"))
                .hasMessageContaining("https://").hasMessageNotContaining("secret42");
        assertThatThrownBy(() -> ProxyAddress.parse("http://u:secret42@proxy.example:99999"))
                .hasMessageContaining("port").hasMessageNotContaining("secret42");
        assertThatThrownBy(() -> ProxyAddress.parse("http://u:secret42@:8080"))
                .hasMessageContaining("no host").hasMessageNotContaining("secret42");
    }

    @Test
    void noProxyIsReadAsCurlReadsIt() {
        var exempt = NoProxy.parse(" .internal.example, localhost ,10.0.0.1, git.example.org:8443, [::1]:80 ");

        assertThat(exempt.exempts("internal.example", 443)).isTrue();
        assertThat(exempt.exempts("git.internal.example", 443)).isTrue();
        assertThat(exempt.exempts("notinternal.example", 443)).isFalse();
        assertThat(exempt.exempts("LOCALHOST", 80)).isTrue();
        assertThat(exempt.exempts("10.0.0.1", 80)).isTrue();
        assertThat(exempt.exempts("10.0.0.11", 80)).isFalse();
        assertThat(exempt.exempts("git.example.org", 8443)).isTrue();
        assertThat(exempt.exempts("git.example.org", 443)).isFalse();
        assertThat(exempt.exempts("[::1]", 80)).isTrue();
        assertThat(exempt.exempts("::1", 81)).isFalse();
        assertThat(NoProxy.parse("example.org").exempts("www.example.org", 443)).isTrue();
        assertThat(NoProxy.parse("*").exempts("anything.example", 1)).isTrue();
        assertThat(NoProxy.parse("*.example.org").exempts("www.example.org", 1)).isFalse(); // curl: no globs
        assertThat(NoProxy.parse(null).exempts("example.org", 1)).isFalse();
    }

    @Test
    void theGitConfigurationComesBeforeTheVariables() throws Exception {
        var proxies = proxies("[http]\n\tproxy = http://git-proxy.example:3128\n",
                Map.of("https_proxy", "http://env-proxy.example:8080"));

        var route = proxies.route(GITHUB);

        assertThat(route.proxy()).isEqualTo(proxy("git-proxy.example", 3128));
        assertThat(route.source()).isEqualTo("http.proxy");
    }

    @Test
    void theLongestMatchingUrlSectionComesFirst() throws Exception {
        var proxies = proxies("""
                [http]
                \tproxy = http://general.example:1
                [http "https://github.com"]
                \tproxy = http://github-wide.example:2
                [http "https://github.com/acme/"]
                \tproxy = http://acme.example:3
                [http "https://github.com/acme/dat"]
                \tproxy = http://not-at-a-slash.example:4
                [http "https://*.example.org"]
                \tproxy = http://wildcard.example:5
                [http "http://github.com"]
                \tproxy = http://other-scheme.example:6
                """, Map.of());

        assertThat(proxies.route(GITHUB).proxy()).isEqualTo(proxy("acme.example", 3));
        assertThat(proxies.route(GITHUB).source()).isEqualTo("http.\"https://github.com/acme/\".proxy");
        assertThat(proxies.route(URI.create("https://github.com/other/x.git")).proxy())
                .isEqualTo(proxy("github-wide.example", 2));
        assertThat(proxies.route(URI.create("https://git.example.org/x.git")).proxy())
                .isEqualTo(proxy("wildcard.example", 5));
        assertThat(proxies.route(URI.create("https://a.b.example.org/x.git")).proxy())
                .isEqualTo(proxy("general.example", 1)); // * is one label
        assertThat(proxies.route(URI.create("https://github.com:8443/acme/x.git")).proxy())
                .isEqualTo(proxy("general.example", 1)); // another port
    }

    @Test
    void urlMatchingFollowsGitsPrecedence() {
        var uri = URI.create("https://me@github.com/acme/dates.git");

        assertThat(GitProxies.matchScore("https://github.com/acme", uri))
                .isGreaterThan(GitProxies.matchScore("https://me@github.com", uri));
        assertThat(GitProxies.matchScore("https://github.com", uri))
                .isGreaterThan(GitProxies.matchScore("https://*.com/acme/dates.git", uri));
        assertThat(GitProxies.matchScore("https://you@github.com", uri)).isNegative();
        assertThat(GitProxies.matchScore("https://github.com:443/", uri)).isNotNegative();
        assertThat(GitProxies.matchScore("https://GitHub.com/", uri)).isNotNegative();
    }

    @Test
    void anEmptyProxyInTheGitConfigurationMeansDirect() throws Exception {
        var proxies = proxies("[http]\n\tproxy =\n", Map.of("https_proxy", "http://env-proxy.example:8080"));

        assertThat(proxies.select(GITHUB)).containsExactly(Proxy.NO_PROXY);
        assertThat(proxies.route(GITHUB).source()).isEqualTo("http.proxy");
    }

    @Test
    void theUserConfigurationOverridesTheSystemOne() throws Exception {
        var system = new Config();
        system.fromText("[http]\n\tproxy = system-proxy.example:1\n"
                + "[http \"https://github.com\"]\n\tproxy = gh.example:2\n");
        var user = new Config(system);

        assertThat(new GitProxies(user, Map.of(), JVM).select(GITHUB)).containsExactly(proxy("gh.example", 2));
        assertThat(new GitProxies(user, Map.of(), JVM).select(PLAIN))
                .containsExactly(proxy("system-proxy.example", 1));
        user.fromText("[http]\n\tproxy =\n");
        assertThat(new GitProxies(user, Map.of(), JVM).select(PLAIN)).containsExactly(Proxy.NO_PROXY);
    }

    @Test
    void httpsUsesHttpsProxyAndHttpUsesOnlyLowercaseHttpProxy() throws Exception {
        var proxies = proxies("", Map.of("HTTPS_PROXY", "upper-https.example:1", "https_proxy",
                "lower-https.example:2", "HTTP_PROXY", "upper-http.example:3", "ALL_PROXY", "all.example:4"));

        assertThat(proxies.route(GITHUB).proxy()).isEqualTo(proxy("lower-https.example", 2));
        assertThat(proxies.route(GITHUB).source()).isEqualTo("https_proxy");
        // HTTP_PROXY is never read (a CGI server sets it from a request header): ALL_PROXY applies
        assertThat(proxies.route(PLAIN).proxy()).isEqualTo(proxy("all.example", 4));
        assertThat(proxies.route(PLAIN).source()).isEqualTo("ALL_PROXY");

        var lower = proxies("", Map.of("http_proxy", "lower-http.example:5", "all_proxy", "all.example:6"));
        assertThat(lower.route(PLAIN).proxy()).isEqualTo(proxy("lower-http.example", 5));
        assertThat(lower.route(GITHUB).proxy()).isEqualTo(proxy("all.example", 6));
    }

    @Test
    void noProxyExemptsHostsFromEveryProxy() throws Exception {
        var proxies = proxies("[http]\n\tproxy = git-proxy.example:3128\n",
                Map.of("https_proxy", "env-proxy.example:8080", "NO_PROXY", "github.com"));

        assertThat(proxies.select(GITHUB)).containsExactly(Proxy.NO_PROXY);
        assertThat(proxies.route(GITHUB).source()).isEqualTo("no_proxy");
        assertThat(proxies.select(PLAIN)).containsExactly(proxy("git-proxy.example", 3128));

        var lowerWins = proxies("", Map.of("https_proxy", "p.example:1", "NO_PROXY", "github.com",
                "no_proxy", "example.net"));
        assertThat(lowerWins.select(GITHUB)).containsExactly(proxy("p.example", 1));
    }

    @Test
    void withNothingSetTheJvmsSelectorDecides() throws Exception {
        var proxies = proxies("", Map.of("HTTPS_PROXY", ""));

        assertThat(proxies.select(GITHUB)).containsExactly(proxy("jvm.example", 9999));
        assertThat(proxies.route(GITHUB).source()).isEqualTo("the JVM's proxy selector");
        assertThat(proxies("", Map.of("all_proxy", "p.example:1")).select(URI.create("socket://x.example:22")))
                .containsExactly(proxy("jvm.example", 9999));
    }

    @Test
    void aSettingThatCannotBeUsedIsSkippedAndReported() throws Exception {
        var proxies = proxies("[http]\n\tproxy = https://u:secret42@tls-proxy.example\n",
                Map.of("https_proxy", "http://env-proxy.example:8080"));

        assertThat(proxies.route(GITHUB).proxy()).isEqualTo(proxy("env-proxy.example", 8080));
        assertThat(proxies.problems()).singleElement().asString().startsWith("http.proxy: ")
                .doesNotContain("secret42");
    }

    @Test
    void passwordsAreNeverPrinted() throws Exception {
        var proxies = proxies("[http \"https://github.com\"]\n\tproxy = http://u:secret42@p.example:1\n",
                Map.of("https_proxy", "http://v:secret43@q.example:2", "no_proxy", "localhost"));

        assertThat(proxies.toString()).contains("u:***@p.example:1").contains("v:***@q.example:2")
                .contains("no_proxy=localhost").doesNotContain("secret42").doesNotContain("secret43");
    }
}
