package dev.catalogstudio.model.fetch;

import dev.catalogstudio.model.resolve.OriginCache;
import java.util.Map;
import java.util.function.LongConsumer;

/** The {@link OriginFetcher} the command line and the studio use: the user's git configuration and credentials. */
public final class OriginFetchers {

    private OriginFetchers() {
    }

    /**
     * A fetcher into {@code cache} that reads git's configuration as git would for a user with {@code environment}
     * ({@link GitEnvironment}: {@code url.<base>.insteadOf}) and offers {@code GITHUB_TOKEN} to GitHub only
     * ({@link TokenCredentials}). Installs {@link GitEnvironment} for the whole JVM.
     *
     * @param environment the process environment ({@code System.getenv()})
     * @param received    told the bytes each fetch has received so far
     */
    public static OriginFetcher forUser(OriginCache cache, Map<String, String> environment, LongConsumer received) {
        GitEnvironment.install(environment);
        return new OriginFetcher(cache, OriginFetcher.Options.defaults()
                .withCredentials(TokenCredentials.gitHub(environment))
                .withProgress(received));
    }
}
