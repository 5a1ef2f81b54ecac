package dev.catalogstudio.model.fetch;

import dev.catalogstudio.model.fetch.FetchResult.Failed;
import dev.catalogstudio.model.fetch.FetchResult.Fetched;
import dev.catalogstudio.model.fetch.FetchResult.Reason;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.text.Secrets;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.regex.Pattern;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.api.errors.InvalidRemoteException;
import org.eclipse.jgit.api.errors.JGitInternalException;
import org.eclipse.jgit.errors.CorruptObjectException;
import org.eclipse.jgit.errors.IncorrectObjectTypeException;
import org.eclipse.jgit.errors.NoRemoteRepositoryException;
import org.eclipse.jgit.errors.UnsupportedCredentialItem;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectChecker;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.SubmoduleConfig.FetchRecurseSubmodulesMode;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.transport.CredentialItem;
import org.eclipse.jgit.transport.CredentialsProvider;
import org.eclipse.jgit.transport.RefSpec;
import org.eclipse.jgit.transport.TagOpt;
import org.eclipse.jgit.transport.Transport;
import org.eclipse.jgit.transport.TransportHttp;
import org.eclipse.jgit.transport.URIish;
import org.eclipse.jgit.transport.UrlConfig;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.util.SystemReader;

/**
 * Fetches one repository at one ref (or locked commit) into the {@link OriginCache} and lays out that commit's files
 * as a snapshot the resolver reads (issue 25). Talks git itself (Eclipse JGit); runs nothing from the repository.
 *
 * <p>What a call does, under the cache lock (an OS file lock, so two processes are safe, and an in-JVM lock):
 * <ol>
 *   <li>the URL: {@code https://<host>/<owner>/<repo>.git}, rewritten by git's {@code url.<base>.insteadOf} (see
 *       {@link GitEnvironment} for which configuration files are read);</li>
 *   <li>a shallow fetch (depth 1, no tags, no submodules) into a bare repository,
 *       {@code <cache>/git/<host>/<owner>/<repo>.git}: of the locked commit when one is given (nothing is fetched when
 *       the cache has it), else of the branch or tag {@code ref} (branches first, as GitHub reads a tree URL); each
 *       fetched commit is kept under {@code refs/catalog-studio/commits/<commit>};</li>
 *   <li>the commit's files written into a temporary folder in the cache, then moved to
 *       {@code OriginCache.snapshot(repository, commit)} in one step, with {@value OriginCache#COMPLETE} written
 *       last. Symbolic links and submodules are left out (with a note each); a path that is not safe to write
 *       ({@code .git}, {@code ..}, names Windows or macOS would read as those) refuses the whole commit.</li>
 * </ol>
 * A cancelled, failed or killed call leaves no snapshot that counts: its temporary folder and JGit's partial pack
 * are removed by the next call.
 *
 * <p>Thread-safe: calls on one cache wait for each other.
 */
public final class OriginFetcher {

    /** The default most bytes one fetch may download, and that one snapshot's files may hold: 200 MB. */
    public static final long DEFAULT_BYTE_LIMIT = 200L * 1024 * 1024;
    /** Where each fetched commit is kept in the cache repository, followed by its 40 hex digits. */
    static final String COMMITS = "refs/catalog-studio/commits/";
    /** Where each fetched remote ref is kept, followed by the remote name without {@code refs/}. */
    static final String REFS = "refs/catalog-studio/refs/";
    /** The cache's folder for snapshots being written (leftovers are deleted under the lock). */
    static final String TEMPORARY = "tmp";

    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
    private static final Pattern SHA1 = Pattern.compile("[0-9a-f]{40}");

    /**
     * How fetches are made.
     *
     * @param byteLimit      the most bytes one fetch may download (also the most one snapshot's files may hold)
     * @param credentials    asked when a server wants credentials, or {@code null} for none
     * @param connectSeconds how long opening a connection to the server may take before the fetch fails (HTTP(S); the
     *                       other transports use {@code stallSeconds} for both)
     * @param stallSeconds   how long a connection may stay silent, once open, before the fetch fails
     * @param received       told the bytes the current fetch has received so far, on the fetching thread
     */
    public record Options(long byteLimit, CredentialsProvider credentials, int connectSeconds, int stallSeconds,
                          LongConsumer received) {
        /** The default {@link #connectSeconds}: a host that does not answer costs 10 s. */
        public static final int CONNECT_SECONDS = 10;
        /** The default {@link #stallSeconds}: a transfer silent for 30 s is given up. */
        public static final int STALL_SECONDS = 30;

        public Options {
            if (byteLimit <= 0 || connectSeconds <= 0 || stallSeconds <= 0) {
                throw new IllegalArgumentException("byteLimit, connectSeconds and stallSeconds must be positive");
            }
            Objects.requireNonNull(received, "received");
        }

        /** 200 MB, no credentials, {@value #CONNECT_SECONDS} s to connect, {@value #STALL_SECONDS} s of silence, no progress. */
        public static Options defaults() {
            return new Options(DEFAULT_BYTE_LIMIT, null, CONNECT_SECONDS, STALL_SECONDS, bytes -> { });
        }

        /** These options with another byte limit. */
        public Options withByteLimit(long bytes) {
            return new Options(bytes, credentials, connectSeconds, stallSeconds, received);
        }

        /** These options with other credentials. */
        public Options withCredentials(CredentialsProvider provider) {
            return new Options(byteLimit, provider, connectSeconds, stallSeconds, received);
        }

        /** These options telling {@code progress} the bytes each fetch has received so far, as they arrive. */
        public Options withProgress(LongConsumer progress) {
            return new Options(byteLimit, credentials, connectSeconds, stallSeconds, progress);
        }

        /** These options with other timeouts, in seconds. */
        public Options withTimeouts(int connect, int stall) {
            return new Options(byteLimit, credentials, connect, stall, received);
        }
    }

    /** A failure on its way to a {@link Failed}: the reason and one line. */
    private static final class Unreachable extends Exception {
        private static final long serialVersionUID = 1L;
        private final Reason reason;

        Unreachable(Reason reason, String message) {
            super(message, null, false, false);
            this.reason = reason;
        }
    }

    private final OriginCache cache;
    private final Options options;

    /**
     * @param cache   where repositories and snapshots go
     * @param options the byte limit, credentials and timeout
     */
    public OriginFetcher(OriginCache cache, Options options) {
        this.cache = Objects.requireNonNull(cache, "cache");
        this.options = Objects.requireNonNull(options, "options");
        QuietLocalTransport.install();
    }

    /** The URL a repository ({@code host/owner/repo}) is fetched from before {@code insteadOf}. */
    public static String url(String repository) {
        var segments = segments(repository);
        return "https://" + segments[0] + "/" + segments[1] + "/" + segments[2] + ".git";
    }

    /** The cache's bare repository for {@code repository}: {@code <cache>/git/<host>/<owner>/<repo>.git}. */
    public Path gitFolder(String repository) {
        var segments = segments(repository);
        return cache.folder().resolve("git").resolve(segments[0]).resolve(segments[1]).resolve(segments[2] + ".git");
    }

    /**
     * Makes sure the cache holds a complete snapshot of {@code repository} at {@code ref}, or at {@code lockedCommit}.
     *
     * @param repository   {@code host/owner/repo}, e.g. {@code github.com/acme/dates}
     * @param ref          a branch or tag name as origins write it ({@code main}, {@code v1.2.0}), or a 40-hex commit
     * @param lockedCommit the commit the lock file names (40 lowercase hex digits), or {@code null} to fetch what
     *                     {@code ref} is now; with it, nothing is downloaded when the cache has that commit
     * @param cancelled    asked while waiting for the cache and as objects and files arrive; once it answers true the
     *                     call returns {@link Reason#CANCELLED} soon and keeps nothing
     * @return the snapshot, or why there is none; never throws for what the network or the remote does
     * @throws IllegalArgumentException if {@code repository} or {@code ref} has a {@link #refusal}, or
     *                                  {@code lockedCommit} is malformed
     */
    public FetchResult fetch(String repository, String ref, String lockedCommit, BooleanSupplier cancelled) {
        var refused = refusal(repository, ref);
        if (refused.isPresent()) {
            throw new IllegalArgumentException(refused.get());
        }
        if (lockedCommit != null && !SHA1.matcher(lockedCommit).matches()) {
            throw new IllegalArgumentException("'" + lockedCommit + "' is not a commit (40 lowercase hex digits)");
        }
        Objects.requireNonNull(cancelled, "cancelled");
        String wanted = lockedCommit != null ? lockedCommit : SHA1.matcher(ref).matches() ? ref : null;
        if (wanted != null) {
            var done = cache.fetched(repository, wanted);
            if (done.isPresent()) {
                return Fetched.cached(repository, ref, wanted, done.get());
            }
        }
        Path gitFolder = gitFolder(repository);
        try (var lock = CacheLock.acquire(gitFolder.resolveSibling(gitFolder.getFileName() + CacheLock.FILE_NAME),
                cancelled)) {
            if (lock == null) {
                return new Failed(repository, ref, Reason.CANCELLED, "cancelled while waiting for the origin cache "
                        + "(another fetch was using this repository's part of it); nothing was kept");
            }
            removeLeftovers(repository);
            try (var git = openBare(gitFolder)) {
                removeIncomingPacks(gitFolder.resolve("objects"));
                String url = new UrlConfig(git.getConfig()).replace(url(repository));
                var watch = new TransferWatch(cancelled, options.byteLimit(), gitFolder.resolve("objects"),
                        options.received());
                RevCommit commit;
                boolean downloaded;
                if (wanted != null) {
                    var id = ObjectId.fromString(wanted);
                    downloaded = !present(git, id);
                    if (downloaded) {
                        fetchCommit(git, url, id, lockedCommit != null && !SHA1.matcher(ref).matches() ? ref : null,
                                watch);
                    }
                    try (var walk = new RevWalk(git)) {
                        commit = walk.parseCommit(id);
                    }
                } else {
                    commit = fetchRef(git, url, ref, watch);
                    downloaded = true;
                }
                var done = cache.fetched(repository, commit.name());
                if (done.isPresent()) {
                    var cached = Fetched.cached(repository, ref, commit.name(), done.get());
                    return new Fetched(repository, ref, commit.name(), done.get(), downloaded, cached.notes());
                }
                Path snapshot = cache.snapshot(repository, commit.name());
                var notes = writeSnapshot(git, commit, snapshot, temporaryPrefix(repository), cancelled);
                return new Fetched(repository, ref, commit.name(), snapshot, downloaded, notes);
            }
        } catch (Unreachable e) {
            return new Failed(repository, ref, e.reason, e.getMessage());
        } catch (IOException | JGitInternalException e) {
            return new Failed(repository, ref, Reason.CACHE, "the origin cache " + cache.folder()
                    + " could not be used: " + oneLine(e.getMessage() == null ? e.toString() : e.getMessage()));
        }
    }

    /**
     * Why {@code repository} at {@code ref} cannot be fetched by any remote's answer, or empty when it can be asked
     * for: the repository must be {@code host/owner/repo}, each segment starting with a letter or digit (so never an
     * option such as {@code -oProxyCommand}, nor {@code .} or {@code ..}); the ref must be a branch or tag name git
     * accepts ({@code git check-ref-format}: no {@code ..}, {@code ~}, {@code ^}, {@code :}, {@code @{}, no
     * {@code .lock} at the end…) or a 40-hex commit.
     *
     * @return one line fit for a {@code dependency-unreachable} diagnostic on the origin, without a final period
     */
    public static java.util.Optional<String> refusal(String repository, String ref) {
        var segments = repository.split("/", -1);
        if (segments.length != 3 || !Arrays.stream(segments).allMatch(s -> SEGMENT.matcher(s).matches())) {
            return java.util.Optional.of("'" + oneLine(repository) + "' is not a repository name fetch can ask for: "
                    + "host, owner and repository each start with a letter or digit and hold only letters, digits, "
                    + "'.', '_' and '-'");
        }
        if (ref.isEmpty() || ref.startsWith("-") || !Repository.isValidRefName("refs/heads/" + ref)) {
            return java.util.Optional.of("'" + oneLine(ref) + "' is not a ref fetch can ask for: a branch or tag "
                    + "name as git allows one (no '..', '~', '^', ':', '@{', no '.lock' at the end) or a 40-hex "
                    + "commit");
        }
        return java.util.Optional.empty();
    }

    /** Mebibytes as the messages write them: {@code 200 MB}. */
    static String megabytes(long bytes) {
        return (bytes + (1L << 20) - 1 >> 20) + " MB";
    }

    private static String[] segments(String repository) {
        var segments = repository.split("/", -1);
        if (segments.length != 3 || !Arrays.stream(segments).allMatch(s -> SEGMENT.matcher(s).matches())) {
            throw new IllegalArgumentException("'" + repository + "' is not host/owner/repo");
        }
        return segments;
    }

    // --- the cache repository

    private static Repository openBare(Path folder) throws IOException {
        boolean exists = Files.isRegularFile(folder.resolve("HEAD"));
        if (!exists && Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            deleteTree(folder); // a repository whose creation was cut short: it holds nothing we recorded
        }
        var git = new FileRepositoryBuilder().setGitDir(folder.toFile()).setBare().build();
        try {
            if (!exists) {
                git.create(true);
            }
            var config = git.getConfig();
            if (config.getBoolean("fetch", null, "autoGC", true) || config.getInt("gc", null, "auto", -1) != 0) {
                // JGit runs a garbage collection after every fetch unless told not to (fetch.autoGC is JGit's own
                // key), by default in a background thread that would outlive our lock
                config.setBoolean("fetch", null, "autoGC", false);
                config.setInt("gc", null, "auto", 0);
                config.setBoolean("gc", null, "autoDetach", false);
                config.save();
            }
            return git;
        } catch (IOException | RuntimeException e) {
            git.close();
            throw e;
        }
    }

    /**
     * The start of the names of {@code repository}'s temporary snapshot folders in {@code <cache>/tmp}: 12 hex digits
     * of the SHA-256 of its name and a dash, so that each repository's fetch finds and cleans only its own.
     */
    static String temporaryPrefix(String repository) {
        try {
            var digest = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(repository.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(digest, 0, 6) + "-";
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /**
     * Temporary snapshot folders of fetches of {@code repository} that were killed: under its lock no other fetch is
     * writing one (fetches of other repositories write folders of another prefix).
     */
    private void removeLeftovers(String repository) throws IOException {
        Path temporary = cache.folder().resolve(TEMPORARY);
        if (Files.isDirectory(temporary, LinkOption.NOFOLLOW_LINKS)) {
            try (var folders = Files.newDirectoryStream(temporary, temporaryPrefix(repository) + "*")) {
                for (Path folder : folders) {
                    deleteTree(folder);
                }
            }
        }
    }

    /** The partial pack a killed fetch leaves ({@code objects/incoming_*}); JGit never removes it. */
    private static void removeIncomingPacks(Path objects) throws IOException {
        if (!Files.isDirectory(objects)) {
            return;
        }
        try (var files = Files.newDirectoryStream(objects, "incoming_*")) {
            for (Path file : files) {
                Files.deleteIfExists(file);
            }
        }
    }

    /** Our ref to the commit and the object itself: the only sign that a fetch of it finished. */
    private static boolean present(Repository git, ObjectId commit) throws IOException {
        return git.exactRef(COMMITS + commit.name()) != null && git.getObjectDatabase().has(commit);
    }

    private static void pin(Repository git, ObjectId commit) throws IOException {
        var update = git.updateRef(COMMITS + commit.name());
        update.setNewObjectId(commit);
        update.setForceUpdate(true);
        update.disableRefLog();
        var result = update.update();
        if (result != RefUpdate.Result.NEW && result != RefUpdate.Result.FORCED
                && result != RefUpdate.Result.NO_CHANGE) {
            throw new IOException("could not record commit " + commit.name() + " (" + result + ")");
        }
    }

    // --- talking to the remote

    private RevCommit fetchRef(Repository git, String url, String ref, TransferWatch watch)
            throws Unreachable, IOException {
        Map<String, Ref> refs;
        var credentials = new RecordingCredentials(options.credentials());
        try {
            refs = Git.lsRemoteRepository().setRemote(url).setHeads(true).setTags(true)
                    .setCredentialsProvider(credentials).setTimeout(options.stallSeconds())
                    .setTransportConfigCallback(transport -> configure(transport, watch)).callAsMap();
        } catch (GitAPIException | JGitInternalException e) {
            throw classify(e, url, watch, credentials, Reason.NETWORK);
        }
        Ref remote = ref.startsWith("refs/") ? refs.get(ref) : null;
        if (remote == null) {
            remote = refs.get(Constants.R_HEADS + ref);
        }
        if (remote == null) {
            remote = refs.get(Constants.R_TAGS + ref);
        }
        if (remote == null) {
            throw new Unreachable(Reason.UNKNOWN_REF, "no branch or tag '" + ref + "' in " + display(url));
        }
        String local = REFS + remote.getName().substring("refs/".length());
        fetch(git, url, new RefSpec("+" + remote.getName() + ":" + local), watch, Reason.NETWORK);
        var fetched = git.exactRef(local);
        if (fetched == null) {
            throw new Unreachable(Reason.NETWORK, display(url) + " did not send '" + ref + "'");
        }
        try (var walk = new RevWalk(git)) {
            var commit = walk.parseCommit(fetched.getObjectId());
            pin(git, commit);
            return commit;
        } catch (IncorrectObjectTypeException e) {
            throw new Unreachable(Reason.UNKNOWN_REF, "'" + ref + "' in " + display(url) + " is not a commit");
        }
    }

    /**
     * Fetches one commit by its id (servers give any commit reachable from their refs); when the server will not,
     * fetches {@code fallbackRef} in case the commit is its tip.
     */
    private void fetchCommit(Repository git, String url, ObjectId commit, String fallbackRef, TransferWatch watch)
            throws Unreachable, IOException {
        if (absentFromLocalRepository(url, commit)) {
            // JGit serves a file:// remote in this process and prints the server side's failure to standard error
            throw new Unreachable(Reason.UNKNOWN_COMMIT, "commit " + commit.name() + " is not available from "
                    + display(url) + " (it may have been force-pushed away: `fetch --update` locks the ref anew)");
        }
        try {
            // JGit sends "want <id>" and writes no ref for an id: present() and pin() below do that
            fetch(git, url, new RefSpec("+" + commit.name() + ":" + COMMITS + commit.name()), watch,
                    Reason.UNKNOWN_COMMIT);
        } catch (Unreachable e) {
            if (e.reason != Reason.UNKNOWN_COMMIT || fallbackRef == null) {
                throw e;
            }
            fetchRef(git, url, fallbackRef, watch);
        }
        if (!git.getObjectDatabase().has(commit)) {
            throw new Unreachable(Reason.UNKNOWN_COMMIT, "commit " + commit.name() + " is not available from "
                    + display(url) + " (it may have been force-pushed away: `fetch --update` locks the ref anew)");
        }
        pin(git, commit);
    }

    /**
     * Whether {@code url} names a repository on this machine ({@code file://} or a path, as {@code insteadOf} may
     * rewrite to) that does not hold {@code commit}; false when it is remote or cannot be told.
     */
    private static boolean absentFromLocalRepository(String url, ObjectId commit) {
        try {
            var uri = new URIish(url);
            if (uri.getHost() != null || uri.getScheme() != null && !uri.getScheme().equals("file")
                    || uri.getPath() == null) {
                return false;
            }
            var folder = org.eclipse.jgit.lib.RepositoryCache.FileKey.resolve(new java.io.File(uri.getPath()),
                    org.eclipse.jgit.util.FS.DETECTED);
            if (folder == null) {
                return false;
            }
            try (var local = new FileRepositoryBuilder().setGitDir(folder).setMustExist(true).build()) {
                return !local.getObjectDatabase().has(commit);
            }
        } catch (URISyntaxException | IOException | RuntimeException e) {
            return false; // the fetch itself will say what is wrong
        }
    }

    private void fetch(Repository git, String url, RefSpec spec, TransferWatch watch, Reason otherwise)
            throws Unreachable {
        var credentials = new RecordingCredentials(options.credentials());
        try (var command = Git.wrap(git)) {
            command.fetch().setRemote(url).setRefSpecs(spec).setDepth(1).setTagOpt(TagOpt.NO_TAGS)
                    .setRecurseSubmodules(FetchRecurseSubmodulesMode.NO).setProgressMonitor(watch)
                    .setCredentialsProvider(credentials).setTimeout(options.stallSeconds())
                    .setTransportConfigCallback(transport -> configure(transport, watch)).call();
        } catch (GitAPIException | JGitInternalException e) {
            throw classify(e, url, watch, credentials, otherwise);
        }
    }

    private void configure(Transport transport, TransferWatch watch) {
        if (transport instanceof TransportHttp http) {
            http.setHttpConnectionFactory(watch.httpConnections(options.connectSeconds() * 1000,
                    options.stallSeconds() * 1000));
        }
    }

    /** The reason and line for what JGit threw; {@code otherwise} when the error says nothing more precise. */
    private Unreachable classify(Exception error, String url, TransferWatch watch, RecordingCredentials credentials,
                                 Reason otherwise) {
        String where = display(url);
        if (watch.tooLarge()) {
            return tooLarge(where);
        }
        if (watch.cancelSeen()) {
            return new Unreachable(Reason.CANCELLED, "cancelled while fetching " + where + "; nothing was kept");
        }
        String messages = "";
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof TransferWatch.TooLarge) {
                return tooLarge(where);
            }
            if (cause instanceof NoRemoteRepositoryException || cause instanceof InvalidRemoteException) {
                return new Unreachable(Reason.UNKNOWN_REPOSITORY, "no repository at " + where);
            }
            if (cause instanceof UnknownHostException) {
                return new Unreachable(Reason.NETWORK, "could not reach " + where + ": unknown host");
            }
            if (cause instanceof ConnectException || cause instanceof NoRouteToHostException) {
                return new Unreachable(Reason.NETWORK, "could not reach " + where + ": connection refused");
            }
            if (cause instanceof SocketTimeoutException) {
                return new Unreachable(Reason.NETWORK, "could not reach " + where + ": "
                        + (cause.getMessage() != null && cause.getMessage().toLowerCase(Locale.ROOT).contains("connect")
                        ? "no connection within " + options.connectSeconds() + " s"
                        : "no answer within " + options.stallSeconds() + " s"));
            }
            if (cause.getMessage() != null) {
                messages += " " + cause.getMessage().toLowerCase(Locale.ROOT);
            }
        }
        if (messages.contains("not authorized") || messages.contains("authentication is required")
                || messages.contains("no credentialsprovider")) {
            return credentials.offered()
                    ? new Unreachable(Reason.AUTHENTICATION_REFUSED, where + " refused the credentials offered"
                    + " (check that the token may read this repository)")
                    : new Unreachable(Reason.AUTHENTICATION_REQUIRED, where + " requires credentials: "
                    + (where.contains("github.com") ? "set GITHUB_TOKEN, or " : "")
                    + "configure a git credential helper or ~/.netrc (none were available)");
        }
        if (messages.contains("not found") && messages.contains("repository")) {
            return new Unreachable(Reason.UNKNOWN_REPOSITORY, "no repository at " + where);
        }
        if (messages.contains("connection failed") || messages.contains("cannot open")
                || messages.contains("connection reset")) {
            return new Unreachable(Reason.NETWORK, "could not reach " + where + ": " + jgitLine(error));
        }
        return otherwise == Reason.UNKNOWN_COMMIT
                ? new Unreachable(Reason.UNKNOWN_COMMIT, "the commit is not available from " + where + ": "
                + jgitLine(error))
                : new Unreachable(otherwise, "could not fetch from " + where + ": " + jgitLine(error));
    }

    private Unreachable tooLarge(String where) {
        return new Unreachable(Reason.TOO_LARGE, where + " has more than " + megabytes(options.byteLimit())
                + " to download, the limit; nothing was kept");
    }

    /** The deepest message of a JGit error, on one line, without any password. */
    private static String jgitLine(Throwable error) {
        Throwable deepest = error;
        while (deepest.getCause() != null && deepest.getCause().getMessage() != null) {
            deepest = deepest.getCause();
        }
        String message = deepest.getMessage() == null ? deepest.getClass().getSimpleName() : deepest.getMessage();
        return oneLine(Secrets.redact(message));
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s*[\\r\\n]+\\s*", "; ");
    }

    /** A URL as messages show it: its user information (a user name may be a token) masked. */
    static String display(String url) {
        return Secrets.redact(url);
    }

    /** Whatever provider is configured, and whether it gave anything (to tell "required" from "refused"). */
    private static final class RecordingCredentials extends CredentialsProvider {
        private final CredentialsProvider inner;
        private volatile boolean offered;

        RecordingCredentials(CredentialsProvider inner) {
            this.inner = inner;
        }

        boolean offered() {
            return offered;
        }

        @Override
        public boolean isInteractive() {
            return false;
        }

        @Override
        public boolean supports(CredentialItem... items) {
            return inner != null && inner.supports(items);
        }

        @Override
        public boolean get(URIish uri, CredentialItem... items) throws UnsupportedCredentialItem {
            boolean given = inner != null && inner.get(uri, items);
            offered |= given;
            return given;
        }

        @Override
        public void reset(URIish uri) {
            if (inner != null) {
                inner.reset(uri);
            }
        }
    }

    // --- the snapshot

    /**
     * Writes the files of {@code commit} into a temporary folder, then moves it to {@code snapshot} with
     * {@value OriginCache#COMPLETE} in it, holding the notes. Returns the notes.
     */
    private List<String> writeSnapshot(Repository git, RevCommit commit, Path snapshot, String temporaryPrefix,
                                       BooleanSupplier cancelled) throws IOException, Unreachable {
        Path temporary = Files.createDirectories(cache.folder().resolve(TEMPORARY));
        Path folder = Files.createTempDirectory(temporary, temporaryPrefix + commit.name().substring(0, 12) + "-");
        var notes = new ArrayList<String>();
        try {
            var checker = new ObjectChecker().setSafeForMacOS(true)
                    .setSafeForWindows(SystemReader.getInstance().isWindows());
            long bytes = 0;
            int[] nameStart = new int[16];
            try (var reader = git.newObjectReader(); var walk = new TreeWalk(git, reader)) {
                walk.addTree(commit.getTree());
                walk.setRecursive(false);
                while (walk.next()) {
                    if (cancelled.getAsBoolean()) {
                        throw new Unreachable(Reason.CANCELLED, "cancelled while writing the snapshot of "
                                + commit.name() + "; nothing was kept");
                    }
                    String path = walk.getPathString();
                    byte[] raw = walk.getRawPath();
                    int depth = walk.getDepth();
                    try {
                        checker.checkPathSegment(raw, nameStart[depth], raw.length);
                    } catch (CorruptObjectException e) {
                        throw refused(commit, path, e.getMessage());
                    }
                    refuseBeyondLimits(commit, path, raw, nameStart[depth], depth);
                    Path target = folder.resolve(path).normalize();
                    if (!target.startsWith(folder) || target.equals(folder)) {
                        throw refused(commit, path, "it leaves the snapshot folder");
                    }
                    int mode = walk.getRawMode(0);
                    if (FileMode.TREE.equals(mode)) {
                        try {
                            Files.createDirectory(target);
                        } catch (java.nio.file.FileAlreadyExistsException e) {
                            throw twice(commit, path);
                        }
                        if (depth + 1 >= nameStart.length) {
                            nameStart = Arrays.copyOf(nameStart, nameStart.length * 2);
                        }
                        nameStart[depth + 1] = raw.length + 1;
                        walk.enterSubtree();
                    } else if (depth == 0 && path.equals(OriginCache.COMPLETE)) {
                        notes.add("'" + path + "' is Catalog Studio's own marker: left out");
                    } else if (FileMode.REGULAR_FILE.equals(mode) || FileMode.EXECUTABLE_FILE.equals(mode)) {
                        var loader = reader.open(walk.getObjectId(0), Constants.OBJ_BLOB);
                        bytes += loader.getSize();
                        if (bytes > options.byteLimit()) {
                            throw new Unreachable(Reason.TOO_LARGE, "the files of commit " + commit.name()
                                    + " add up to more than " + megabytes(options.byteLimit())
                                    + ", the limit; nothing was kept");
                        }
                        // CREATE_NEW: names that differ only in case meet here on macOS and Windows
                        try (var out = Files.newOutputStream(target, StandardOpenOption.CREATE_NEW,
                                StandardOpenOption.WRITE)) {
                            loader.copyTo(out);
                        } catch (java.nio.file.FileAlreadyExistsException e) {
                            throw twice(commit, path);
                        }
                    } else if (FileMode.SYMLINK.equals(mode)) {
                        notes.add("'" + path + "' is a symbolic link: left out (fetched catalogs hold plain files)");
                    } else if (FileMode.GITLINK.equals(mode)) {
                        notes.add("'" + path + "' is a submodule (commit " + walk.getObjectId(0).name()
                                .substring(0, 12) + "): left out (submodules are not fetched)");
                    } else {
                        notes.add("'" + path + "' has the unknown file mode " + Integer.toOctalString(mode)
                                + ": left out");
                    }
                }
            }
            Files.writeString(folder.resolve(OriginCache.COMPLETE), String.join("\n", notes),
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            if (Files.exists(snapshot, LinkOption.NOFOLLOW_LINKS)) {
                deleteTree(snapshot); // an unfinished snapshot from an older version of this code: never counted
            }
            Files.createDirectories(snapshot.getParent());
            Files.move(folder, snapshot, StandardCopyOption.ATOMIC_MOVE);
            return notes;
        } finally {
            if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
                deleteTree(folder);
            }
        }
    }

    /** The most bytes of one file or folder name in a snapshot (the common file systems' limit). */
    static final int MAX_NAME_BYTES = 255;
    /** The most bytes of a path inside a snapshot, so that the cache's path to it stays within the systems' limits. */
    static final int MAX_PATH_BYTES = 2_048;
    /** The most folders a snapshot's path may nest. */
    static final int MAX_DEPTH = 128;

    /**
     * Refuses an entry whose name, path or depth the cache could not hold on the common file systems: the remote's
     * content at fault, said before anything of it is written, rather than a file system error blamed on the cache.
     */
    private static void refuseBeyondLimits(RevCommit commit, String path, byte[] raw, int nameStart, int depth)
            throws Unreachable {
        if (raw.length - nameStart > MAX_NAME_BYTES) {
            throw refused(commit, abbreviated(path), "a name of " + (raw.length - nameStart)
                    + " bytes; file systems hold at most " + MAX_NAME_BYTES);
        }
        if (raw.length > MAX_PATH_BYTES) {
            throw refused(commit, abbreviated(path), "a path of " + raw.length + " bytes; a snapshot holds paths of "
                    + "at most " + MAX_PATH_BYTES);
        }
        if (depth >= MAX_DEPTH) {
            throw refused(commit, abbreviated(path), "folders nested more than " + MAX_DEPTH + " deep");
        }
    }

    private static Unreachable twice(RevCommit commit, String path) {
        return refused(commit, path, "the commit names it twice, or twice in names that differ only in case, which "
                + "this file system does not tell apart");
    }

    /** A path as a message shows it: at most 120 characters, the middle cut. */
    private static String abbreviated(String path) {
        return path.length() <= 120 ? path : path.substring(0, 60) + "\u2026" + path.substring(path.length() - 59);
    }

    private static Unreachable refused(RevCommit commit, String path, String why) {
        return new Unreachable(Reason.REFUSED_CONTENT, "'" + oneLine(path) + "' at commit " + commit.name()
                + " is not a safe path (" + oneLine(why) + "); nothing of that commit was kept");
    }

    /** The notes a finished snapshot keeps in its marker file. */
    /** Deletes a folder and what it holds, never following a symbolic link out of it. */
    static void deleteTree(Path root) throws IOException {
        if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            Files.deleteIfExists(root);
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path folder, IOException error) throws IOException {
                if (error != null) {
                    throw error;
                }
                Files.delete(folder);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
