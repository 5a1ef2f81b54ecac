package dev.catalogstudio.model.git;

import dev.catalogstudio.model.fetch.FetchResult;
import dev.catalogstudio.model.fetch.OriginFetchers;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.review.Review;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A second process for {@link QuietJGitTest}, with a home folder of its own: {@code review REPOSITORY HOME} or
 * {@code fetch CACHE GITCONFIG HOME SOURCE...} runs the product's review or fetch, lets every thread JGit started
 * finish, and prints one {@code created PATH} line for each file or folder that appeared meanwhile in a watched folder
 * (the repositories and every folder below them, {@code .git}'s included, and the home folder) and each one still under the home folder, then
 * {@code done}.
 */
public final class JGitInAnotherProcess {

    private JGitInAnotherProcess() {
    }

    public static void main(String[] arguments) throws Exception {
        String mode = arguments[0];
        var watched = new TreeSet<Path>();
        Path home;
        if (mode.equals("review")) {
            Path repository = Path.of(arguments[1]);
            home = Path.of(arguments[2]);
            watched.addAll(List.of(repository, repository.resolve(".git"), home));
        } else {
            home = Path.of(arguments[3]);
            watched.add(home); // not the cache: what fetch keeps there is its own business
            for (int i = 4; i < arguments.length; i++) {
                watched.add(Path.of(arguments[i]));
            }
        }
        var created = new TreeSet<String>();
        try (var watcher = FileSystems.getDefault().newWatchService()) {
            var keys = new HashMap<WatchKey, Path>();
            for (Path root : watched) {
                try (Stream<Path> folders = Files.walk(root)) {
                    for (Path folder : folders.filter(Files::isDirectory).toList()) {
                        keys.put(folder.register(watcher, StandardWatchEventKinds.ENTRY_CREATE), folder);
                    }
                }
            }
            if (mode.equals("review")) {
                Review.run(Path.of(arguments[1]), "main", Optional.empty(), ProgressListener.NONE);
            } else {
                var fetcher = OriginFetchers.forUser(new OriginCache(Path.of(arguments[1])), Map.of("HOME",
                        home.toString(), "XDG_CONFIG_HOME", home.resolve(".config").toString(), "GIT_CONFIG_GLOBAL",
                        arguments[2], "GIT_CONFIG_NOSYSTEM", "1"), bytes -> { }, warning -> { });
                var result = fetcher.fetch("github.com/acme/dates", "main", null, () -> false);
                if (!(result instanceof FetchResult.Fetched)) {
                    throw new IllegalStateException("not fetched: " + result);
                }
            }
            awaitBackgroundWork();
            drain(watcher, keys, created, 1);
        }
        try (Stream<Path> files = Files.walk(home)) {
            files.filter(p -> !p.equals(home)).forEach(p -> created.add(p.toString()));
        }
        created.forEach(p -> System.out.println("created " + p));
        System.out.println("done");
    }

    /** Waits for the threads JGit may have left measuring the file system, as the JVM would before exiting. */
    private static void awaitBackgroundWork() throws InterruptedException {
        ForkJoinPool.commonPool().awaitQuiescence(2, TimeUnit.MINUTES);
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread != Thread.currentThread() && thread.isAlive() && !thread.isDaemon()
                    && thread.getThreadGroup() != null && !thread.getName().equals("DestroyJavaVM")) {
                thread.join(TimeUnit.MINUTES.toMillis(2));
            }
        }
        ForkJoinPool.commonPool().awaitQuiescence(2, TimeUnit.MINUTES);
    }

    /** Every creation the watcher has seen, waiting up to {@code seconds} for the last events to be delivered. */
    private static void drain(WatchService watcher, Map<WatchKey, Path> keys, TreeSet<String> created, int seconds)
            throws InterruptedException {
        for (var key = watcher.poll(seconds, TimeUnit.SECONDS); key != null; key = watcher.poll(seconds,
                TimeUnit.SECONDS)) {
            for (var event : key.pollEvents()) {
                if (event.context() instanceof Path name) {
                    created.add(keys.get(key).resolve(name).toString());
                }
            }
            key.reset();
        }
    }
}
