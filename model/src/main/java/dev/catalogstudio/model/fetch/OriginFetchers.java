package dev.catalogstudio.model.fetch;

import dev.catalogstudio.model.resolve.OriginCache;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/** The {@link OriginFetcher} the command line and the studio use: the user's git configuration and credentials. */
public final class OriginFetchers {

    private OriginFetchers() {
    }

    /**
     * A fetcher into {@code cache} that treats the remote as git would for a user with {@code environment}: it reads
     * git's configuration ({@link GitEnvironment}: {@code url.<base>.insteadOf}), goes through git's proxies
     * ({@link GitProxies}: {@code http.proxy}, {@code https_proxy}, {@code no_proxy} …) and answers a server's request
     * for credentials in git's order ({@link GitCredentials}: {@code GITHUB_TOKEN} for GitHub only, the credential
     * helper, {@code ~/.netrc}). Installs {@link GitEnvironment} and {@link GitProxies} for the whole JVM.
     *
     * @param environment the process environment ({@code System.getenv()})
     * @param received    told the bytes each fetch has received so far
     * @param warnings    told, one line each, of git settings that could not be used (a malformed proxy URL); never
     *                    a password
     */
    public static OriginFetcher forUser(OriginCache cache, Map<String, String> environment, LongConsumer received,
                                        Consumer<String> warnings) {
        GitEnvironment.install(environment);
        // JGit's own state kept in memory and its timestamp probes off (no .probe-* files, no ~/.config/jgit): the
        // one place review, the studio and fetch share; GitEnvironment's reader already holds QuietJGit's config.
        dev.catalogstudio.model.git.QuietJGit.install();
        GitProxies.install(environment).problems().forEach(warnings);
        return new OriginFetcher(cache, OriginFetcher.Options.defaults()
                .withCredentials(GitCredentials.forUser(environment))
                .withProgress(received));
    }
}
