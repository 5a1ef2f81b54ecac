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
        // JGit would measure the file system's timestamp resolution at the first file it writes, every run (its own
        // configuration, where it keeps the result, is held in memory: GitEnvironment): 3 s on this machine. In the
        // background it answers at once with a safe default.
        org.eclipse.jgit.util.FS.FileStoreAttributes.setBackground(true);
        GitEnvironment.install(environment);
        GitProxies.install(environment).problems().forEach(warnings);
        return new OriginFetcher(cache, OriginFetcher.Options.defaults()
                .withCredentials(GitCredentials.forUser(environment))
                .withProgress(received));
    }
}
