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
    private InsteadOfServer git;
    private ObjectId tip;

    @BeforeEach
    void serve() throws Exception {
        git = new InsteadOfServer(temp, TOKEN, temp.resolve("home"));
        git.environment.put("PATH", System.getenv().getOrDefault("PATH", ""));
        tip = git.remotes.commit("private", "secret", "main", Map.of("a.md", utf8("a")));
        git.install();
    }

    @AfterEach
    void stop() throws Exception {
        git.close();
    }

    /** {@code host:port} of the git.server. */
    private String hostAndPort() {
        return git.server.base().substring("http://".length(), git.server.base().indexOf("/git/"));
    }

    private FetchResult fetch() {
        var credentials = GitCredentials.forUser(git.environment);
        return new OriginFetcher(git.cache, OriginFetcher.Options.defaults().withCredentials(credentials))
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
        git.writeConfig("[credential]\n\thelper = store --file=" + store + "\n");

        var credentials = GitCredentials.forUser(git.environment);
        assertThat(credentials.sources()).anySatisfy(source -> assertThat(source).contains("credential fill"));
        assertFetched(fetch());
    }

    @Test
    void aHelperWithoutAnEntryForTheHostGivesNothing() throws Exception {
        assumeGit();
        Path store = temp.resolve("git-credentials");
        Files.writeString(store, "http://x-access-token:" + TOKEN + "@example.org\n");
        git.writeConfig("[credential]\n\thelper = store --file=" + store + "\n");

        // git would prompt; with GIT_TERMINAL_PROMPT=0 it exits 128 instead
        assertFailed(fetch(), Reason.AUTHENTICATION_REQUIRED);
    }

    @Test
    void aWrongPasswordFromTheHelperIsRefused() throws Exception {
        assumeGit();
        Path store = temp.resolve("git-credentials");
        Files.writeString(store, "http://x-access-token:wrong-token-42@" + hostAndPort() + "\n");
        git.writeConfig("[credential]\n\thelper = store --file=" + store + "\n");

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
        git.environment.put("NETRC", netrc.toString());

        assertFetched(fetch());
    }

    @Test
    void withNoSourceTheFetchRequiresCredentials() throws Exception {
        assertFailed(fetch(), Reason.AUTHENTICATION_REQUIRED);
    }

    @Test
    void aGitHubTokenIsNotOfferedToAnotherHostButNetrcIs() throws Exception {
        git.environment.put("GITHUB_TOKEN", "ghp_for_github_only");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x-access-token password "
                + TOKEN + "\n");

        assertFetched(fetch());
    }

    @Test
    void credentialsInTheUrlComeFirst() throws Exception {
        git.writeConfig(git.server.base().replace("http://", "http://x-access-token:" + TOKEN + "@"), "");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x password wrong\n");

        assertFetched(fetch());
    }

    @Test
    void aRefusedPasswordInTheUrlGivesWayToTheChain() throws Exception {
        git.writeConfig(git.server.base().replace("http://", "http://x-access-token:stale-password@"), "");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x-access-token password "
                + TOKEN + "\n");

        assertFetched(fetch());
    }

    @Test
    void aRefusedSourceGivesWayToTheNextOne() throws Exception {
        // a stale token for this host (GH_HOST): the server refuses it, JGit asks again, netrc answers
        git.environment.put("GH_HOST", "127.0.0.1");
        git.environment.put("GITHUB_TOKEN", "ghp_stale");
        Files.writeString(temp.resolve("home/.netrc"), "machine 127.0.0.1 login x-access-token password "
                + TOKEN + "\n");

        assertFetched(fetch());
    }
}
