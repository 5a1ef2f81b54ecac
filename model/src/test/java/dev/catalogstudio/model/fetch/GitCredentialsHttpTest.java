package dev.catalogstudio.model.fetch;

import static dev.catalogstudio.model.fetch.GitRemotes.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.catalogstudio.model.fetch.FetchResult.Failed;
import dev.catalogstudio.model.fetch.FetchResult.Fetched;
import dev.catalogstudio.model.fetch.FetchResult.Reason;
import dev.catalogstudio.model.resolve.OriginCache;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.eclipse.jgit.lib.ObjectId;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link GitCredentials} giving {@link OriginFetcher} the credentials for a private repository on JGit's server on
 * 127.0.0.1 (reached as {@code https://github.com/private/...} through {@code insteadOf}): from a real
 * {@code git credential fill} with a {@code store} helper, from netrc, from the URL, in git's order.
 */
class GitCredentialsHttpTest {

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
        Files.createDirectories(temp.resolve("home"));
        server = new GitHttpServer(temp.resolve("remotes"), TOKEN);
        tip = remotes.commit("private", "secret", "main", Map.of("a.md", utf8("a")));
        config = temp.resolve("gitconfig");
        writeConfig("");
        environment = new HashMap<>();
        environment.put("HOME", temp.resolve("home").toString());
        environment.put("GIT_CONFIG_GLOBAL", config.toString());
        environment.put("GIT_CONFIG_NOSYSTEM", "1");
        environment.put("PATH", System.getenv().getOrDefault("PATH", ""));
        GitEnvironment.install(environment);
    }

    @AfterEach
    void stop() throws Exception {
        GitEnvironment.uninstall();
        server.close();
    }

    /** The test's global git configuration: {@code insteadOf} to the server, then {@code more}. */
    private void writeConfig(String more) throws Exception {
        writeConfig(server.base(), more);
    }

    private void writeConfig(String base, String more) throws Exception {
        Files.writeString(config, "[url \"" + base + "\"]\n\tinsteadOf = https://github.com/\n" + more);
    }

    /** {@code host:port} of the server. */
    private String hostAndPort() {
        return server.base().substring("http://".length(), server.base().indexOf("/git/"));
    }

    private FetchResult fetch() {
        var credentials = GitCredentials.forUser(environment);
        return new OriginFetcher(cache, OriginFetcher.Options.defaults().withCredentials(credentials))
                .fetch("github.com/private/secret", "main", null, NEVER);
    }

    private void assertFetched(FetchResult result) {
        assertThat(result).as("%s", result).isInstanceOf(Fetched.class);
        assertThat(((Fetched) result).commit()).isEqualTo(tip.name());
    }

    private static void assertFailed(FetchResult result, Reason reason) {
        assertThat(result).as("%s", result).isInstanceOf(Failed.class);
        assertThat(((Failed) result).reason()).as(((Failed) result).message()).isEqualTo(reason);
    }

    private static void assumeGit() {
        assumeTrue(GitCredentialHelper.onPath(System.getenv("PATH"), "git") != null, "no git on PATH");
    }

    @Test
    void gitsStoreHelperGivesTheCredentials() throws Exception {
        assumeGit();
        Path store = temp.resolve("git-credentials");
        Files.writeString(store, "http://x-access-token:" + TOKEN + "@" + hostAndPort() + "\n");
        writeConfig("[credential]\n\thelper = store --file=" + store + "\n");

        var credentials = GitCredentials.forUser(environment);
        assertThat(credentials.sources()).anySatisfy(source -> assertThat(source).contains("credential fill"));
        assertFetched(fetch());
    }

    @Test
    void aHelperWithoutAnEntryForTheHostGivesNothing() throws Exception {
        assumeGit();
        Path store = temp.resolve("git-credentials");
        Files.writeString(store, "http://x-access-token:" + TOKEN + "@example.org\n");
        writeConfig("[credential]\n\thelper = store --file=" + store + "\n");

        // git would prompt; with GIT_TERMINAL_PROMPT=0 it exits 128 instead
        assertFailed(fetch(), Reason.AUTHENTICATION_REQUIRED);
    }

    @Test
    void aWrongPasswordFromTheHelperIsRefused() throws Exception {
        assumeGit();
        Path store = temp.resolve("git-credentials");
        Files.writeString(store, "http://x-access-token:wrong-token-42@" + hostAndPort() + "\n");
        writeConfig("[credential]\n\thelper = store --file=" + store + "\n");

        var result = fetch();

        assertFailed(result, Reason.AUTHENTICATION_REFUSED);
        assertThat(result.toString()).doesNotContain("wrong-token-42");
        assertThat(Files.readString(store)).contains("wrong-token-42"); // never `git credential reject`
    }

    @Test
    void netrcInTheHomeFolderGivesTheCredentials() throws Exception {
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1\n  login x-access-token\n  password "
                + TOKEN + "\n");

        assertFetched(fetch());
    }

    @Test
    void theNetrcVariableNamesAnotherFile() throws Exception {
        Path netrc = temp.resolve("elsewhere-netrc");
        Files.writeString(netrc, "machine 127.0.0.1 login x-access-token password " + TOKEN + "\n");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x-access-token password wrong\n");
        environment.put("NETRC", netrc.toString());

        assertFetched(fetch());
    }

    @Test
    void withNoSourceTheFetchRequiresCredentials() throws Exception {
        assertFailed(fetch(), Reason.AUTHENTICATION_REQUIRED);
    }

    @Test
    void aGitHubTokenIsNotOfferedToAnotherHostButNetrcIs() throws Exception {
        environment.put("GITHUB_TOKEN", "ghp_for_github_only");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x-access-token password "
                + TOKEN + "\n");

        assertFetched(fetch());
    }

    @Test
    void credentialsInTheUrlComeFirst() throws Exception {
        writeConfig(server.base().replace("http://", "http://x-access-token:" + TOKEN + "@"), "");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x password wrong\n");

        assertFetched(fetch());
    }

    @Test
    void aRefusedPasswordInTheUrlGivesWayToTheChain() throws Exception {
        writeConfig(server.base().replace("http://", "http://x-access-token:stale-password@"), "");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x-access-token password "
                + TOKEN + "\n");

        assertFetched(fetch());
    }

    @Test
    void aRefusedSourceGivesWayToTheNextOne() throws Exception {
        // a stale token for this host (GH_HOST): the server refuses it, JGit asks again, netrc answers
        environment.put("GH_HOST", "127.0.0.1");
        environment.put("GITHUB_TOKEN", "ghp_stale");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x-access-token password "
                + TOKEN + "\n");

        assertFetched(fetch());
    }
}
