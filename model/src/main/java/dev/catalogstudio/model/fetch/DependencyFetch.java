package dev.catalogstudio.model.fetch;

import dev.catalogstudio.model.resolve.DependencyGraph;
import dev.catalogstudio.model.resolve.Edge;
import dev.catalogstudio.model.resolve.Layer;
import dev.catalogstudio.model.resolve.Layers;
import dev.catalogstudio.model.resolve.LockFile;
import dev.catalogstudio.model.resolve.Node;
import dev.catalogstudio.model.resolve.Origin;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * What {@code catalog-studio fetch} does to a workspace (docs/DEPENDENCIES.md § Dependencies across catalogs): fetches every GitHub
 * repository and ref that a dependency origin reachable from the workspace's entries names, transitively through the
 * entries fetched, and computes the lock file that pins them.
 *
 * <p>It works in rounds on the workspace's own resolver: each round gives the {@link Workspace} the lock of what has
 * been fetched so far ({@link Workspace#fetched}, in the model only), walks the dependency graph from the workspace's
 * entries, and fetches the repositories and refs that the edges it walks name but no layer holds. It stops when a round
 * finds none new. The lock's entries are the entries of fetched repositories the walk reached, each with its
 * {@link EntryHash content hash}. So cycles, kind mismatches, duplicate FQNs and install order across catalogs are
 * the resolver's, as within one catalog.
 *
 * <p>With a lock, each repository and ref is fetched at its locked commit (no network when the cache has it);
 * {@code update} fetches refs as they are now; {@code frozen} fetches nothing the lock does not name. Never writes
 * the lock file: the caller does, or not ({@code --frozen}).
 */
public final class DependencyFetch {

    /**
     * How many repositories are fetched at once: ten that do not answer cost three connect timeouts
     * ({@link OriginFetcher.Options#CONNECT_SECONDS}), not ten.
     */
    public static final int PARALLEL_FETCHES = 4;

    private static final java.util.concurrent.ThreadFactory FETCH_THREADS = new java.util.concurrent.ThreadFactory() {
        private final java.util.concurrent.atomic.AtomicInteger count = new java.util.concurrent.atomic.AtomicInteger();

        @Override
        public Thread newThread(Runnable task) {
            var thread = new Thread(task, "catalog-studio-fetch-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    };

    /** The most repositories and refs one fetch may name; more fails rather than fetching for hours. */
    public static final int DEFAULT_MAX_REPOSITORIES = 500;

    /**
     * Told of each repository and ref as it is fetched: {@link #fetching} on the thread that fetches it, as it starts
     * (up to {@link #PARALLEL_FETCHES} run at once), {@link #fetched} on the thread that called {@link #run}, in a
     * round's sorted order; never two calls at once.
     */
    public interface Listener {
        /** Does nothing. */
        Listener NONE = new Listener() {
        };

        /**
         * {@code repository} at {@code ref} is next.
         *
         * @param done  repositories and refs done so far
         * @param total those known so far (grows as fetched entries name more)
         */
        default void fetching(String repository, String ref, int done, int total) {
        }

        /** One repository and ref is done, well or not. */
        default void fetched(FetchResult result, int done, int total) {
        }
    }

    /** How a fetch ended. */
    public enum Status {
        /** Every repository and ref named was tried (some may have failed: see {@link Outcome#unreachable}). */
        COMPLETE,
        /** The caller cancelled; nothing new is locked. */
        CANCELLED,
        /** The origin cache could not be used ({@link Outcome#message}). */
        CACHE_FAILED,
        /** The origins named more repositories and refs than the limit ({@link Outcome#message}). */
        TOO_MANY
    }

    /**
     * What a fetch did.
     *
     * @param status      how it ended
     * @param lock        the lock of everything fetched and reached ({@link LockFile#empty()} unless {@code COMPLETE})
     * @param results     each repository and ref tried, by {@link Layers#key}, in the order tried
     * @param unreachable the reasons of those that failed, by {@link Layers#key}
     * @param notLocked   with {@code frozen}: the repositories and refs needed but absent from the lock
     *                    ({@code host/owner/repo@ref}), sorted; else empty
     * @param snapshot    the workspace as resolved with {@code lock} and {@code unreachable}
     * @param message     for {@code CACHE_FAILED} and {@code TOO_MANY}, one line saying what went wrong; else empty
     */
    public record Outcome(Status status, LockFile lock, Map<String, FetchResult> results,
                          Map<String, String> unreachable, List<String> notLocked, Snapshot snapshot,
                          String message) {
        public Outcome {
            results = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(results));
            unreachable = Map.copyOf(unreachable);
            notLocked = List.copyOf(notLocked);
        }

        /**
         * Whether {@code catalog-studio.lock} must be written: {@link LockFile.OnDisk#changedBy} this lock (its facts
         * differ, it has lines {@code check} reports, or there was none and something is locked now).
         */
        public boolean lockChanged(LockFile.OnDisk onDisk) {
            return onDisk.changedBy(lock);
        }

        /** How many of {@link #results} talked to the remote. */
        public long downloaded() {
            return results.values().stream().filter(r -> r instanceof FetchResult.Fetched f && f.downloaded()).count();
        }
    }

    private final Supplier<OriginFetcher> fetcher;
    private OriginFetcher made;
    private final OriginCache cache;
    private final int maxRepositories;
    private final Listener listener;

    /**
     * @param fetcher         fetches one repository and ref
     * @param cache           the cache {@code fetcher} fills (the workspace must resolve through the same one)
     * @param maxRepositories the most repositories and refs to fetch ({@link #DEFAULT_MAX_REPOSITORIES})
     * @param listener        told of progress
     */
    public DependencyFetch(OriginFetcher fetcher, OriginCache cache, int maxRepositories, Listener listener) {
        this(() -> fetcher, cache, maxRepositories, listener);
        Objects.requireNonNull(fetcher, "fetcher");
    }

    /**
     * A fetch that makes its {@link OriginFetcher} only when something must be asked of a remote: a fetch whose locked
     * commits are all in the cache never loads git (nor reads git's configuration).
     *
     * @param fetcher asked at most once, on the fetching thread
     */
    public DependencyFetch(Supplier<OriginFetcher> fetcher, OriginCache cache, int maxRepositories,
                           Listener listener) {
        this.fetcher = Objects.requireNonNull(fetcher, "fetcher");
        this.cache = Objects.requireNonNull(cache, "cache");
        if (maxRepositories < 1) {
            throw new IllegalArgumentException("maxRepositories must be positive");
        }
        this.maxRepositories = maxRepositories;
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** A repository and ref an origin names. */
    private record Wanted(String repository, String ref) implements Comparable<Wanted> {
        String key() {
            return Layers.key(repository, ref);
        }

        @Override
        public int compareTo(Wanted other) {
            return key().compareTo(other.key());
        }
    }

    /**
     * Fetches what {@code workspace}'s dependencies need and resolves the workspace with it.
     *
     * @param workspace the open workspace; left resolved with the new lock (in the model; the disk is untouched)
     * @param locked    the lock file as it is on disk ({@link LockFile#empty()} when there is none)
     * @param update    fetch refs as they are now, not at their locked commits
     * @param frozen    fetch only what {@code locked} names, at its commits; report the rest in
     *                  {@link Outcome#notLocked}
     * @param cancelled asked between and during fetches
     * @throws IOException if an entry's files in the cache cannot be read for its hash
     */
    public Outcome run(Workspace workspace, LockFile locked, boolean update, boolean frozen,
                       BooleanSupplier cancelled) throws IOException {
        var results = new LinkedHashMap<String, FetchResult>();
        var unreachable = new TreeMap<String, String>();
        var repositories = new ArrayList<LockFile.Repository>();
        var notLocked = new TreeSet<String>();
        var tried = new HashSet<String>();
        // Without --update, resolution starts from the lock as it is: its cached commits are layers already (the
        // workspace opened from disk has them, so nothing is rebuilt), and a no-op fetch only confirms them.
        Snapshot snapshot = resolve(workspace, update ? LockFile.empty() : locked, unreachable);
        while (true) {
            var walk = walk(snapshot);
            var next = new TreeSet<Wanted>();
            for (var wanted : walk.wanted()) {
                if (!tried.contains(wanted.key())) {
                    next.add(wanted);
                }
            }
            for (var layer : walk.reached().values()) {
                if (!tried.contains(layer.key())) {
                    next.add(layer);
                }
            }
            if (next.isEmpty()) {
                var lock = LockFile.of(repositories, entries(walk, results));
                snapshot = resolve(workspace, lock, unreachable);
                return new Outcome(Status.COMPLETE, lock, results, unreachable, List.copyOf(notLocked), snapshot, "");
            }
            if (tried.size() + next.size() > maxRepositories) {
                return stopped(Status.TOO_MANY, workspace, results, "the dependencies name more than "
                        + maxRepositories + " repositories and refs (" + (tried.size() + next.size())
                        + " so far); fetch refuses so many");
            }
            int total = tried.size() + next.size();
            var round = fetchRound(next, tried, locked, update, frozen, notLocked, results.size(), total, cancelled);
            boolean changed = false;
            for (var done : round.results().entrySet()) {
                var wanted = done.getKey();
                var result = done.getValue();
                results.put(wanted.key(), result);
                // A layer the walk already went through needs no new round; anything else does.
                changed |= !walk.reached().containsValue(wanted);
                if (result instanceof FetchResult.Fetched fetched) {
                    repositories.add(new LockFile.Repository(wanted.repository(), wanted.ref(), fetched.commit()));
                } else if (result instanceof FetchResult.Failed failed) {
                    switch (failed.reason()) {
                        case CANCELLED:
                            return stopped(Status.CANCELLED, workspace, results, failed.message());
                        case CACHE:
                            return stopped(Status.CACHE_FAILED, workspace, results, failed.message());
                        default:
                            unreachable.put(wanted.key(), failed.message());
                    }
                }
            }
            if (round.cancelledBeforeStart()) {
                return stopped(Status.CANCELLED, workspace, results, "cancelled");
            }
            if (changed) {
                snapshot = resolve(workspace, LockFile.of(repositories, List.of()), unreachable);
            }
        }
    }

    /**
     * What one round fetched.
     *
     * @param results              the results in the round's sorted order (refused and cached ones included)
     * @param cancelledBeforeStart whether the caller cancelled before every repository of the round was started
     */
    private record Round(Map<Wanted, FetchResult> results, boolean cancelledBeforeStart) {
    }

    /**
     * Fetches one round's repositories and refs, up to {@link #PARALLEL_FETCHES} at once, and returns their results
     * in {@code next}'s order (so what is reported and locked does not depend on which answered first), each told to
     * the listener in that order. An origin {@link OriginFetcher#refusal refused} is a failure of its own, never sent.
     * Stops starting more when the caller cancels ({@link Round#cancelledBeforeStart}); once a fetch fails on the cache
     * or is cancelled, those not yet started are not started and the rest are awaited.
     */
    private Round fetchRound(Set<Wanted> next, Set<String> tried, LockFile locked, boolean update,
                                                boolean frozen, Set<String> notLocked, int doneBefore,
                                                int total, BooleanSupplier cancelled) {
        var stop = new java.util.concurrent.atomic.AtomicBoolean();
        BooleanSupplier halted = () -> stop.get() || cancelled.getAsBoolean();
        var pending = new LinkedHashMap<Wanted, java.util.concurrent.Future<FetchResult>>();
        var started = new java.util.concurrent.atomic.AtomicInteger(doneBefore);
        java.util.concurrent.ExecutorService pool = null;
        boolean cancelledEarly = false;
        try {
            for (var wanted : next) {
                tried.add(wanted.key());
                var refused = OriginFetcher.refusal(wanted.repository(), wanted.ref());
                if (refused.isPresent()) {
                    pending.put(wanted, java.util.concurrent.CompletableFuture.completedFuture(
                            new FetchResult.Failed(wanted.repository(), wanted.ref(),
                                    FetchResult.Reason.REFUSED_ORIGIN, refused.get())));
                    continue;
                }
                var commit = locked.commit(wanted.repository(), wanted.ref());
                if (frozen && commit.isEmpty()) {
                    notLocked.add(wanted.key());
                    continue;
                }
                if (cancelled.getAsBoolean()) {
                    cancelledEarly = true;
                    break;
                }
                var cached = update ? Optional.<Path>empty()
                        : commit.flatMap(c -> cache.fetched(wanted.repository(), c));
                if (cached.isPresent()) {
                    pending.put(wanted, java.util.concurrent.CompletableFuture.completedFuture(
                            FetchResult.Fetched.cached(wanted.repository(), wanted.ref(), commit.get(),
                                    cached.get())));
                    continue;
                }
                var origins = fetcher();
                if (pool == null) {
                    pool = java.util.concurrent.Executors.newFixedThreadPool(PARALLEL_FETCHES, FETCH_THREADS);
                }
                String lockedCommit = update ? null : commit.orElse(null);
                pending.put(wanted, pool.submit(() -> {
                    if (halted.getAsBoolean()) {
                        return new FetchResult.Failed(wanted.repository(), wanted.ref(),
                                FetchResult.Reason.CANCELLED, "cancelled");
                    }
                    synchronized (listener) {
                        listener.fetching(wanted.repository(), wanted.ref(), started.getAndIncrement(), total);
                    }
                    var result = origins.fetch(wanted.repository(), wanted.ref(), lockedCommit, halted);
                    if (result instanceof FetchResult.Failed failed && (failed.reason() == FetchResult.Reason.CACHE
                            || failed.reason() == FetchResult.Reason.CANCELLED)) {
                        stop.set(true);
                    }
                    return result;
                }));
            }
            var round = new LinkedHashMap<Wanted, FetchResult>();
            int done = doneBefore;
            for (var entry : pending.entrySet()) {
                FetchResult result;
                try {
                    result = entry.getValue().get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    stop.set(true);
                    result = new FetchResult.Failed(entry.getKey().repository(), entry.getKey().ref(),
                            FetchResult.Reason.CANCELLED, "interrupted");
                } catch (java.util.concurrent.ExecutionException e) {
                    stop.set(true);
                    var cause = e.getCause();
                    result = new FetchResult.Failed(entry.getKey().repository(), entry.getKey().ref(),
                            FetchResult.Reason.CACHE, "the origin cache " + cache.folder() + " could not be used: "
                            + cause);
                }
                round.put(entry.getKey(), result);
                synchronized (listener) {
                    listener.fetched(result, ++done, total);
                }
            }
            return new Round(round, cancelledEarly);
        } finally {
            if (pool != null) {
                pool.shutdownNow();
                awaitQuietly(pool);
            }
        }
    }

    private static void awaitQuietly(java.util.concurrent.ExecutorService pool) {
        try {
            pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private OriginFetcher fetcher() {
        if (made == null) {
            made = Objects.requireNonNull(fetcher.get(), "fetcher");
        }
        return made;
    }

    /**
     * The workspace resolved with {@code lock} and {@code unreachable}; the workspace is left as it is when it already
     * holds exactly that lock text and those reasons (resolving again would rebuild every diagnostic for nothing).
     */
    private static Snapshot resolve(Workspace workspace, LockFile lock, Map<String, String> unreachable) {
        String text = lock.write();
        boolean same = workspace.lockText().map(text::equals).orElse(false)
                && workspace.unreachable().equals(unreachable);
        return same ? workspace.snapshot() : workspace.fetched(text, unreachable).snapshot();
    }

    private static Outcome stopped(Status status, Workspace workspace, Map<String, FetchResult> results,
                                   String message) {
        var snapshot = workspace.snapshot();
        return new Outcome(status, LockFile.empty(), results, Map.of(), List.of(), snapshot, message);
    }

    /**
     * What a walk of the graph from the workspace's entries found.
     *
     * @param wanted  repositories and refs named by origins that no layer holds (and that no fetch failed for)
     * @param reached the nodes of fetched layers reached, with the repository and ref of their layer
     */
    private record Walk(Set<Wanted> wanted, Map<Node, Wanted> reached) {
    }

    private Walk walk(Snapshot snapshot) {
        var graph = snapshot.graph();
        var fetchedLayers = new LinkedHashMap<String, Wanted>();
        for (Layer layer : snapshot.layers().layers()) {
            if (layer.folder().startsWith(cache.folder()) && layer.origin().isPresent()) {
                var origin = layer.origin().get();
                fetchedLayers.put(layer.id(), new Wanted("github.com/" + origin.owner() + "/" + origin.repo(),
                        origin.ref()));
            }
        }
        var wanted = new TreeSet<Wanted>();
        var reached = new LinkedHashMap<Node, Wanted>();
        var queue = new ArrayDeque<Node>();
        var seen = new HashSet<String>();
        for (var node : graph.sortedNodes()) {
            if (node.layer().equals(Layer.WORKSPACE) && seen.add(node.id())) {
                queue.add(node);
            }
        }
        while (!queue.isEmpty()) {
            var node = queue.poll();
            var layer = fetchedLayers.get(node.layer());
            if (layer != null) {
                reached.put(node, layer);
            }
            for (Edge edge : graph.edgesFrom(node.id())) {
                if (edge.unresolved() != null && edge.onMissing() != null) {
                    Origin.parse(edge.written()).filter(Origin.GitHub.class::isInstance).map(Origin.GitHub.class::cast)
                            .ifPresent(o -> wanted.add(new Wanted("github.com/" + o.owner() + "/" + o.repo(),
                                    o.ref())));
                    continue;
                }
                for (Node target : targets(graph, edge)) {
                    if (seen.add(target.id())) {
                        queue.add(target);
                    }
                }
            }
        }
        return new Walk(wanted, reached);
    }

    private static List<Node> targets(DependencyGraph graph, Edge edge) {
        return edge.target() == null || edge.invalid() ? List.of() : graph.targets(edge);
    }

    private List<LockFile.Entry> entries(Walk walk, Map<String, FetchResult> results) throws IOException {
        var entries = new TreeMap<String, LockFile.Entry>();
        for (var reached : walk.reached().entrySet()) {
            var node = reached.getKey();
            var layer = reached.getValue();
            if (!(results.get(layer.key()) instanceof FetchResult.Fetched fetched) || node.path().isEmpty()) {
                continue;
            }
            String path = EntryHash.entryPath(node.path());
            String fqn = node.fqn().isEmpty() || node.fqn().chars().anyMatch(Character::isWhitespace) ? "-"
                    : node.fqn();
            String version = node.version().isEmpty() || node.version().chars().anyMatch(Character::isWhitespace)
                    ? "-" : node.version();
            String id = layer.key() + " " + path + " " + fqn.toLowerCase(Locale.ROOT);
            if (!entries.containsKey(id)) {
                entries.put(id, new LockFile.Entry(layer.repository(), layer.ref(), path, fqn, version,
                        EntryHash.of(fetched.snapshot(), path)));
            }
        }
        return List.copyOf(entries.values());
    }
}
