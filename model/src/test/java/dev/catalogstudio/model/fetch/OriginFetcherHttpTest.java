package dev.catalogstudio.model.fetch;

import static dev.catalogstudio.model.fetch.GitRemotes.random;
import static dev.catalogstudio.model.fetch.GitRemotes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.fetch.FetchResult.Failed;
import dev.catalogstudio.model.fetch.FetchResult.Fetched;
import dev.catalogstudio.model.fetch.FetchResult.Reason;
import dev.catalogstudio.model.resolve.OriginCache;
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
 * {@link OriginFetcher} over HTTP: JGit's server on 127.0.0.1, reached as {@code https://github.com/...} through
 * {@code url.<base>.insteadOf}; the owner {@code private} needs a token.
 */
class OriginFetcherHttpTest {

    private static final String TOKEN = "ghp_test0123456789secret";
    private static final BooleanSupplier NEVER = () -> false;

    @TempDir
    Path temp;
    private GitRemotes remotes;
    private OriginCache cache;
    private GitHttpServer server;

    @BeforeEach
    void serve() throws Exception {
        remotes = new GitRemotes(temp.resolve("remotes"));
        cache = new OriginCache(temp.resolve("cache"));
        Files.createDirectories(temp.resolve("remotes"));
        server = new GitHttpServer(temp.resolve("remotes"), TOKEN);
        Path config = temp.resolve("gitconfig");
        Files.writeString(config, "[url \"" + server.base() + "\"]\n\tinsteadOf = https://github.com/\n");
        GitEnvironment.install(Map.of("HOME", temp.toString(), "GIT_CONFIG_GLOBAL", config.toString(),
                "GIT_CONFIG_NOSYSTEM", "1"));
    }

    @AfterEach
    void stop() throws Exception {
        GitEnvironment.uninstall();
        server.close();
    }

    private OriginFetcher fetcher(String token) {
        var options = OriginFetcher.Options.defaults();
        return new OriginFetcher(cache, token == null ? options
                : options.withCredentials(new TokenCredentials(token, Set.of("127.0.0.1"))));
    }

    private static Failed failed(FetchResult result, Reason reason) {
        assertThat(result).as("%s", result).isInstanceOf(Failed.class);
        var failed = (Failed) result;
        assertThat(failed.reason()).as(failed.message()).isEqualTo(reason);
        return failed;
    }

    @Test
    void aPublicRepositoryIsFetchedOverHttp() throws Exception {
        ObjectId tip = remotes.commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md", utf8("dates")));

        var result = fetcher(null).fetch("github.com/acme/dates", "main", null, NEVER);

        assertThat(result).isInstanceOf(Fetched.class);
        assertThat(((Fetched) result).commit()).isEqualTo(tip.name());
        assertThat(((Fetched) result).snapshot().resolve("skills/dates/SKILL.md")).hasContent("dates");
    }

    @Test
    void aPrivateRepositoryWithoutATokenRequiresAuthentication() throws Exception {
        remotes.commit("private", "secret", "main", Map.of("a.md", utf8("a")));

        var failed = failed(fetcher(null).fetch("github.com/private/secret", "main", null, NEVER),
                Reason.AUTHENTICATION_REQUIRED);

        assertThat(failed.message()).contains("requires credentials").contains("/git/private/secret.git");
    }

    @Test
    void aWrongTokenIsRefusedAndNeverPrinted() throws Exception {
        remotes.commit("private", "secret", "main", Map.of("a.md", utf8("a")));

        var failed = failed(fetcher("wrong-token-42").fetch("github.com/private/secret", "main", null, NEVER),
                Reason.AUTHENTICATION_REFUSED);

        assertThat(failed.message()).contains("refused the credentials").doesNotContain("wrong-token-42");
        assertThat(failed.toString()).doesNotContain("wrong-token-42");
    }

    @Test
    void theRightTokenFetchesThePrivateRepository() throws Exception {
        ObjectId tip = remotes.commit("private", "secret", "main", Map.of("a.md", utf8("a")));

        var result = fetcher(TOKEN).fetch("github.com/private/secret", "main", null, NEVER);

        assertThat(result).as("%s", result).isInstanceOf(Fetched.class);
        assertThat(((Fetched) result).commit()).isEqualTo(tip.name());
    }

    @Test
    void aTokenIsOfferedOnlyToItsHosts() throws Exception {
        remotes.commit("private", "secret", "main", Map.of("a.md", utf8("a")));
        var gitHubOnly = new OriginFetcher(cache, OriginFetcher.Options.defaults()
                .withCredentials(TokenCredentials.gitHub(Map.of("GITHUB_TOKEN", TOKEN))));

        // the URL was rewritten to 127.0.0.1: a GitHub token must not go there
        failed(gitHubOnly.fetch("github.com/private/secret", "main", null, NEVER), Reason.AUTHENTICATION_REQUIRED);
    }

    @Test
    void anUnknownRepositoryOverHttp() throws Exception {
        var failed = failed(fetcher(null).fetch("github.com/acme/nosuch", "main", null, NEVER),
                Reason.UNKNOWN_REPOSITORY);

        assertThat(failed.message()).contains("acme/nosuch.git");
    }

    @Test
    void aDownloadOverTheByteLimitStopsOverHttp() throws Exception {
        var files = new HashMap<String, Object>();
        files.put("one.bin", random(3 << 20, 7)); // one object: the HTTP byte count stops it part-way
        remotes.commit("acme", "big", "main", files);
        var small = new OriginFetcher(cache, OriginFetcher.Options.defaults().withByteLimit(1 << 20));

        var failed = failed(small.fetch("github.com/acme/big", "main", null, NEVER), Reason.TOO_LARGE);

        assertThat(failed.message()).contains("more than 1 MB to download");
        assertThat(cache.folder().resolve("snapshots")).doesNotExist();
    }

    @Test
    void anUnreachableHostIsANetworkError() throws Exception {
        int port = server.base().split(":")[2].split("/")[0].transform(Integer::parseInt);
        server.close(); // nothing listens on the port now
        Files.writeString(temp.resolve("gitconfig"), "[url \"http://127.0.0.1:" + port + "/git/\"]\n"
                + "\tinsteadOf = https://github.com/\n");

        var failed = failed(fetcher(null).fetch("github.com/acme/dates", "main", null, NEVER), Reason.NETWORK);

        assertThat(failed.message()).contains("could not reach").contains("127.0.0.1:" + port);
    }
}
