package dev.catalogstudio.model.fetch;

import static dev.catalogstudio.model.fetch.GitRemotes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.fetch.FetchResult.Fetched;
import dev.catalogstudio.model.resolve.OriginCache;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.eclipse.jgit.lib.ObjectId;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link GitProxies} carrying {@link OriginFetcher}'s fetches through a proxy on 127.0.0.1 ({@link LoopbackProxy})
 * to JGit's server, reached over {@code http://} through {@code insteadOf}.
 */
class GitProxiesHttpTest {

    private static final String TOKEN = "ghp_test0123456789secret";
    private static final BooleanSupplier NEVER = () -> false;

    @TempDir
    Path temp;
    private GitRemotes remotes;
    private OriginCache cache;
    private GitHttpServer server;
    private Path config;
    private Map<String, String> environment;
    private ObjectId tip;

    @BeforeEach
    void serve() throws Exception {
        remotes = new GitRemotes(temp.resolve("remotes"));
        cache = new OriginCache(temp.resolve("cache"));
        Files.createDirectories(temp.resolve("remotes"));
        server = new GitHttpServer(temp.resolve("remotes"), TOKEN);
        tip = remotes.commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md", utf8("dates")));
        config = temp.resolve("gitconfig");
        writeConfig("");
        environment = new HashMap<>();
        environment.put("HOME", temp.toString());
        environment.put("GIT_CONFIG_GLOBAL", config.toString());
        environment.put("GIT_CONFIG_NOSYSTEM", "1");
        GitEnvironment.install(environment);
    }

    @AfterEach
    void stop() throws Exception {
        GitProxies.uninstall();
        GitEnvironment.uninstall();
        server.close();
    }

    private void writeConfig(String more) throws Exception {
        Files.writeString(config, "[url \"" + server.base() + "\"]\n\tinsteadOf = https://github.com/\n" + more);
    }

    private FetchResult fetch(String repository) {
        return new OriginFetcher(cache, OriginFetcher.Options.defaults()
                .withCredentials(new TokenCredentials(TOKEN, Set.of("127.0.0.1"))))
                .fetch(repository, "main", null, NEVER);
    }

    private void assertFetched(FetchResult result) {
        assertThat(result).as("%s", result).isInstanceOf(Fetched.class);
        assertThat(((Fetched) result).commit()).isEqualTo(tip.name());
    }

    /** A port nothing listens on: a proxy there fails every connection. */
    private static int deadPort() throws Exception {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void theHttpProxyVariableCarriesTheFetch() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            environment.put("http_proxy", "http://" + proxy.address());
            GitProxies.install(environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).first().asString()
                    .isEqualTo("GET " + server.base() + "acme/dates.git/info/refs?service=git-upload-pack HTTP/1.1");
            assertThat(proxy.requests()).anySatisfy(line -> assertThat(line)
                    .startsWith("POST " + server.base() + "acme/dates.git/git-upload-pack "));
        }
    }

    @Test
    void withoutGitProxiesJGitGoesDirect() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            environment.put("http_proxy", "http://" + proxy.address());

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isEmpty();
        }
    }

    @Test
    void noProxyBypassesTheProxy() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            environment.put("http_proxy", "http://" + proxy.address());
            environment.put("no_proxy", "localhost,127.0.0.1");
            GitProxies.install(environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isEmpty();
        }
    }

    @Test
    void httpProxyInTheGitConfigurationCarriesTheFetch() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            writeConfig("[http]\n\tproxy = " + proxy.address() + "\n");
            environment.put("http_proxy", "http://127.0.0.1:" + deadPort());
            GitProxies.install(environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isNotEmpty();
        }
    }

    @Test
    void theProxyOfTheMatchingUrlSectionWins() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            String origin = server.base().substring(0, server.base().indexOf("/git/"));
            writeConfig("[http]\n\tproxy = 127.0.0.1:" + deadPort() + "\n"
                    + "[http \"" + origin + "\"]\n\tproxy = http://" + proxy.address() + "\n");
            GitProxies.install(environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isNotEmpty();
        }
    }

    @Test
    void jGitAsksForTheProxyWithoutThePath() throws Exception {
        // so a section naming a path cannot be told apart from its host's other repositories: it is not used
        try (var proxy = new LoopbackProxy(null)) {
            writeConfig("[http \"" + server.base() + "acme\"]\n\tproxy = 127.0.0.1:" + deadPort() + "\n");
            environment.put("http_proxy", "http://" + proxy.address());
            GitProxies.install(environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isNotEmpty();
        }
    }

    @Test
    void theProxysUserAndPasswordGoToTheProxy() throws Exception {
        try (var proxy = new LoopbackProxy("me:p@ss")) {
            environment.put("http_proxy", "http://me:p%40ss@" + proxy.address());
            tip = remotes.commit("private", "secret", "main", Map.of("a.md", utf8("a")));
            GitProxies.install(environment);

            assertFetched(fetch("github.com/private/secret"));

            assertThat(proxy.refused()).isNotEmpty(); // asked once, then answered by the authenticator
            assertThat(proxy.requests()).anySatisfy(line -> assertThat(line).startsWith("POST "));
        }
    }
}
