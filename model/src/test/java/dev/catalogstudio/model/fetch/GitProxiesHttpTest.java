package dev.catalogstudio.model.fetch;

import static dev.catalogstudio.model.fetch.GitRemotes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.fetch.FetchResult.Fetched;
import dev.catalogstudio.model.resolve.OriginCache;
import java.net.ServerSocket;
import java.nio.file.Path;
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
    private InsteadOfServer git;
    private ObjectId tip;

    @BeforeEach
    void serve() throws Exception {
        git = new InsteadOfServer(temp, TOKEN, temp);
        tip = git.remotes.commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md", utf8("dates")));
        git.install();
    }

    @AfterEach
    void stop() throws Exception {
        GitProxies.uninstall();
        git.close();
    }

    private FetchResult fetch(String repository) {
        return new OriginFetcher(git.cache, OriginFetcher.Options.defaults()
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
            git.environment.put("http_proxy", "http://" + proxy.address());
            GitProxies.install(git.environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).first().asString()
                    .isEqualTo("GET " + git.server.base() + "acme/dates.git/info/refs?service=git-upload-pack HTTP/1.1");
            assertThat(proxy.requests()).anySatisfy(line -> assertThat(line)
                    .startsWith("POST " + git.server.base() + "acme/dates.git/git-upload-pack "));
        }
    }

    @Test
    void withoutGitProxiesJGitGoesDirect() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            git.environment.put("http_proxy", "http://" + proxy.address());

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isEmpty();
        }
    }

    @Test
    void noProxyBypassesTheProxy() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            git.environment.put("http_proxy", "http://" + proxy.address());
            git.environment.put("no_proxy", "localhost,127.0.0.1");
            GitProxies.install(git.environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isEmpty();
        }
    }

    @Test
    void httpProxyInTheGitConfigurationCarriesTheFetch() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            git.writeConfig("[http]\n\tproxy = " + proxy.address() + "\n");
            git.environment.put("http_proxy", "http://127.0.0.1:" + deadPort());
            GitProxies.install(git.environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isNotEmpty();
        }
    }

    @Test
    void theProxyOfTheMatchingUrlSectionWins() throws Exception {
        try (var proxy = new LoopbackProxy(null)) {
            String origin = git.server.base().substring(0, git.server.base().indexOf("/git/"));
            git.writeConfig("[http]\n\tproxy = 127.0.0.1:" + deadPort() + "\n"
                    + "[http \"" + origin + "\"]\n\tproxy = http://" + proxy.address() + "\n");
            GitProxies.install(git.environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isNotEmpty();
        }
    }

    @Test
    void jGitAsksForTheProxyWithoutThePath() throws Exception {
        // so a section naming a path cannot be told apart from its host's other repositories: it is not used
        try (var proxy = new LoopbackProxy(null)) {
            git.writeConfig("[http \"" + git.server.base() + "acme\"]\n\tproxy = 127.0.0.1:" + deadPort() + "\n");
            git.environment.put("http_proxy", "http://" + proxy.address());
            GitProxies.install(git.environment);

            assertFetched(fetch("github.com/acme/dates"));

            assertThat(proxy.requests()).isNotEmpty();
        }
    }

    @Test
    void theProxysUserAndPasswordGoToTheProxy() throws Exception {
        try (var proxy = new LoopbackProxy("me:p@ss")) {
            git.environment.put("http_proxy", "http://me:p%40ss@" + proxy.address());
            tip = git.remotes.commit("private", "secret", "main", Map.of("a.md", utf8("a")));
            GitProxies.install(git.environment);

            assertFetched(fetch("github.com/private/secret"));

            assertThat(proxy.refused()).isNotEmpty(); // asked once, then answered by the authenticator
            assertThat(proxy.requests()).anySatisfy(line -> assertThat(line).startsWith("POST "));
        }
    }
}
