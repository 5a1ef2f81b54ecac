package dev.catalogstudio.model.fetch;

import dev.catalogstudio.model.resolve.OriginCache;
import java.nio.file.Path;
import java.util.Map;

/**
 * A second process for {@link OriginFetcherProcessesTest}: {@code CACHE GITCONFIG REPOSITORY REF} fetches with that
 * git configuration and prints the result on one line; exit 0 when fetched, 1 otherwise.
 */
public final class FetchInAnotherProcess {

    private FetchInAnotherProcess() {
    }

    public static void main(String[] arguments) {
        GitEnvironment.install(Map.of("HOME", Path.of(arguments[1]).getParent().toString(),
                "GIT_CONFIG_GLOBAL", arguments[1], "GIT_CONFIG_NOSYSTEM", "1"));
        var result = new OriginFetcher(new OriginCache(Path.of(arguments[0])), OriginFetcher.Options.defaults())
                .fetch(arguments[2], arguments[3], null, () -> false);
        System.out.println(result instanceof FetchResult.Fetched fetched ? "fetched " + fetched.commit()
                : "failed " + result);
        System.exit(result instanceof FetchResult.Fetched ? 0 : 1);
    }
}
