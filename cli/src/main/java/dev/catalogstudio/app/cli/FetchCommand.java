package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.fetch.DependencyFetch;
import dev.catalogstudio.model.fetch.FetchResult;
import dev.catalogstudio.model.fetch.OriginFetchers;
import dev.catalogstudio.model.resolve.LockFile;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.text.ToolFileWriter;
import dev.catalogstudio.model.workspace.CheckResult;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code catalog-studio fetch PATH [--update] [--frozen] [--cache DIR] [--format F]} (docs/DEPENDENCIES.md § Dependencies across
 * catalogs): fetches the GitHub repositories the dependency origins under PATH name, transitively, into the origin
 * cache, and writes {@code catalog-studio.lock} at PATH; prints the {@code dependency-unreachable} and
 * {@code dependency-missing} diagnostics as {@code check} prints them, and on standard error the progress, what was
 * fetched and what moved in the lock.
 */
@Command(name = "fetch",
        description = {"Fetches the remote dependency origins under PATH into the origin cache and writes "
                + "catalog-studio.lock beside catalog-studio.yaml.",
                "With a lock, the locked commits are fetched; --update moves refs to their current commits."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every origin resolved",
            "1:an origin is unreachable or missing, or (--frozen) the lock would change",
            "2:bad arguments, PATH unreadable, the origin cache unusable, or catalog-studio.lock a symbolic link, "
                    + "not a regular file or over 16 MiB (nothing is fetched or written)",
            "130:cancelled (Ctrl+C); the cache and the lock are as they were"})
public final class FetchCommand implements Callable<Integer> {

    /** The exit code of a cancelled fetch (a shell's code for SIGINT). */
    static final int CANCELLED = 130;

    /** The codes {@code fetch} reports: what it could not reach, and what is not at a reachable origin. */
    static final Set<Rule> CODES = Set.of(Rule.DEPENDENCY_UNREACHABLE, Rule.DEPENDENCY_MISSING);

    /** The process environment git's settings and tokens are read from; tests give their own. */
    static java.util.function.Supplier<java.util.Map<String, String>> environment = System::getenv;

    @Parameters(index = "0", paramLabel = "PATH", description = "The workspace folder (where catalog-studio.yaml is).")
    private Path path;

    @Option(names = "--update", description = "Fetch refs as they are now and rewrite the lock with their commits.")
    private boolean update;

    @Option(names = "--frozen", description = "Fetch exactly the locked commits; fail (exit 1) instead of writing "
            + "when the lock would change or an origin is not in it. For CI.")
    private boolean frozen;

    @Option(names = "--cache", paramLabel = "DIR", description = "The origin cache folder (default: "
            + "CATALOG_STUDIO_CACHE, else $XDG_CACHE_HOME/catalog-studio/origins).")
    private Path cacheFolder;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            converter = OutputFormat.Converter.class, completionCandidates = OutputFormat.Converter.class,
            description = "Output format of the diagnostics: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private OutputFormat format;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        var cli = spec.commandLine();
        if (update && frozen) {
            throw new CommandLine.ParameterException(cli, "--update and --frozen cannot be used together: --frozen "
                    + "promises not to move the lock, --update moves it.");
        }
        var root = WorkspaceArgument.readableFolder(path);
        var cache = cacheFolder != null ? new OriginCache(cacheFolder.toAbsolutePath().normalize())
                : OriginCache.current();
        try {
            Files.createDirectories(cache.folder());
        } catch (IOException | SecurityException e) {
            throw new CheckFailure("cannot use the origin cache " + cache.folder() + ": " + e.getMessage());
        }
        PrintWriter err = cli.getErr();
        LockFile.OnDisk old;
        try {
            old = readLock(root, err);
        } catch (ToolFileWriter.Refused e) {
            return refused(root, e, cli);
        }
        String previousCache = System.getProperty(OriginCache.PROPERTY);
        System.setProperty(OriginCache.PROPERTY, cache.folder().toString());
        var cancel = new AtomicBoolean();
        var finished = new java.util.concurrent.CountDownLatch(1);
        Thread hook = new Thread(() -> {
            cancel.set(true);
            try {
                // Ctrl+C: let the fetch remove what it had begun, so the cache stays consistent.
                finished.await(20, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "catalog-studio-fetch-cancel");
        boolean hooked = addShutdownHook(hook);
        try (var progress = Progress.onStandardError(err)) {
            var workspace = Workspace.open(root, progress);
            var fetch = new DependencyFetch(() -> OriginFetchers.forUser(cache, environment.get(), progress::bytes,
                    warning -> err.println("catalog-studio fetch: " + TerminalText.safe(warning))),
                    cache, DependencyFetch.DEFAULT_MAX_REPOSITORIES, new Lines(err, progress));
            var outcome = fetch.run(workspace, old.lock(), update, frozen, cancel::get);
            progress.close();
            return report(root, old, outcome, cli);
        } catch (IOException e) {
            throw new CheckFailure("cannot read " + path + ": " + e.getMessage());
        } finally {
            finished.countDown();
            if (hooked) {
                removeShutdownHook(hook);
            }
            if (previousCache == null) {
                System.clearProperty(OriginCache.PROPERTY);
            } else {
                System.setProperty(OriginCache.PROPERTY, previousCache);
            }
        }
    }

    private int report(Path root, LockFile.OnDisk old, DependencyFetch.Outcome outcome, CommandLine cli)
            throws IOException {
        PrintWriter err = cli.getErr();
        switch (outcome.status()) {
            case CANCELLED:
                err.println("catalog-studio fetch: cancelled; the origin cache and " + LockFile.FILE_NAME
                        + " are as they were");
                return CANCELLED;
            case CACHE_FAILED:
                throw new CheckFailure(TerminalText.safe(outcome.message()));
            case TOO_MANY:
                err.println("catalog-studio fetch: " + TerminalText.safe(outcome.message()));
                return ExitCodes.ERRORS;
            default:
                break;
        }
        var lock = outcome.lock();
        var changes = lock.changesSince(old.lock());
        boolean changed = outcome.lockChanged(old);
        int code = ExitCodes.OK;
        if (frozen) {
            if (changed || !outcome.notLocked().isEmpty()) {
                err.println("catalog-studio fetch --frozen: " + LockFile.FILE_NAME + " would change; run "
                        + "catalog-studio fetch and commit the lock:");
                outcome.notLocked().forEach(k -> err.println("  not in the lock: " + TerminalText.safe(k)));
                changes.forEach(c -> err.println("  " + TerminalText.safe(c.toString())));
                code = ExitCodes.ERRORS;
            }
        } else if (changed) {
            try {
                lock.writeTo(root);
            } catch (ToolFileWriter.Refused e) {
                return refused(root, e, cli);
            } catch (IOException e) {
                throw new CheckFailure("cannot write " + root.resolve(LockFile.FILE_NAME) + ": " + e.getMessage());
            }
            changes.forEach(c -> err.println(TerminalText.safe(c.toString())));
        }
        var kept = outcome.snapshot().diagnostics().stream()
                .filter(d -> CODES.contains(d.diagnostic().rule()))
                .collect(Collectors.<FileDiagnostic>toList());
        var result = new CheckResult(root, outcome.snapshot().files().size(), kept, "");
        format.report(cli.getColorScheme().ansi()).write(result, cli.getOut());
        cli.getOut().flush();
        err.println(summary(outcome, changed && !frozen));
        err.flush();
        return result.hasErrors() ? ExitCodes.ERRORS : code;
    }

    private static String summary(DependencyFetch.Outcome outcome, boolean wrote) {
        int repositories = outcome.results().size();
        int failed = outcome.unreachable().size();
        return "fetch: " + repositories + (repositories == 1 ? " repository" : " repositories") + " ("
                + outcome.downloaded() + " downloaded" + (failed > 0 ? ", " + failed + " unreachable" : "") + "), "
                + outcome.lock().entries().size() + (outcome.lock().entries().size() == 1 ? " entry" : " entries")
                + " locked" + (wrote ? "; wrote " + LockFile.FILE_NAME : "");
    }

    /**
     * The lock in {@code root} ({@link LockFile.OnDisk#NONE} when there is none); a line it cannot read is named on
     * {@code err} by its position, and dropped (the fetch writes the lock anew, which repairs it).
     *
     * @throws ToolFileWriter.Refused if the lock is a link, not a regular file, or over {@link LockFile#MAX_BYTES}
     */
    private static LockFile.OnDisk readLock(Path root, PrintWriter err) throws ToolFileWriter.Refused {
        LockFile.OnDisk onDisk;
        try {
            onDisk = LockFile.read(root);
        } catch (ToolFileWriter.Refused e) {
            throw e;
        } catch (IOException e) {
            throw new CheckFailure("cannot read " + root.resolve(LockFile.FILE_NAME) + ": " + e.getMessage());
        }
        for (var problem : onDisk.parsed().problems()) {
            err.println(LockFile.FILE_NAME + ":" + problem.line() + ":" + problem.column() + ": "
                    + TerminalText.safe(problem.message()) + " (the line is ignored; fetch rewrites it)");
        }
        return onDisk;
    }

    /**
     * Reports a lock fetch may neither read nor write (a symbolic link, not a regular file, over 16 MiB) as a
     * {@code lock-file} diagnostic at its first line, in the chosen format, and the reason on standard error: exit 2,
     * nothing fetched or written.
     */
    private int refused(Path root, ToolFileWriter.Refused refusal, CommandLine cli) {
        var start = new dev.catalogstudio.model.text.Position(1, 1, 0);
        var diagnostic = new dev.catalogstudio.model.diag.Diagnostic(Rule.LOCK_FILE, Rule.LOCK_FILE.defaultSeverity(),
                new dev.catalogstudio.model.text.Range(start, start), refusal.getMessage(), java.util.List.of());
        var result = new CheckResult(root, 1, java.util.List.of(new FileDiagnostic(LockFile.FILE_NAME, diagnostic)),
                "");
        format.report(cli.getColorScheme().ansi()).write(result, cli.getOut());
        cli.getOut().flush();
        cli.getErr().println("catalog-studio fetch: " + TerminalText.safe(refusal.getMessage()));
        cli.getErr().flush();
        return ExitCodes.USAGE;
    }

    private static boolean addShutdownHook(Thread hook) {
        try {
            Runtime.getRuntime().addShutdownHook(hook);
            return true;
        } catch (IllegalStateException e) {
            return false; // the JVM is already shutting down
        }
    }

    private static void removeShutdownHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down: the hook runs and finds the latch at zero
        }
    }

    /** One line on standard error per repository fetched, and the live byte count on a terminal. */
    private static final class Lines implements DependencyFetch.Listener {
        private final PrintWriter err;
        private final Progress progress;

        Lines(PrintWriter err, Progress progress) {
            this.err = err;
            this.progress = progress;
        }

        @Override
        public void fetching(String repository, String ref, int done, int total) {
            progress.fetching(repository + "@" + ref, done, total);
        }

        @Override
        public void fetched(FetchResult result, int done, int total) {
            progress.close();
            String what = result.repository() + "@" + result.ref();
            if (result instanceof FetchResult.Fetched fetched) {
                err.println("fetched " + TerminalText.safe(what) + " " + fetched.commit().substring(0, 12)
                        + (fetched.downloaded() ? "" : " (cached)") + " [" + done + "/" + total + "]");
                fetched.notes().forEach(n -> err.println("  " + TerminalText.safe(n)));
            } else if (result instanceof FetchResult.Failed failed) {
                err.println("unreachable " + TerminalText.safe(what) + ": " + TerminalText.safe(failed.message())
                        + " [" + done + "/" + total + "]");
            }
            err.flush();
        }
    }
}
