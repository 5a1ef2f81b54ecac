package dev.catalogstudio.model.fetch;

import static dev.catalogstudio.model.fetch.GitRemotes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.resolve.LockFile;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Snapshot;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DependencyFetch} on a workspace whose skills depend on skills in other repositories, served as
 * {@code https://github.com/...} from bare repositories in a temporary folder through {@code url.<base>.insteadOf}.
 */
class DependencyFetchTest {

    @TempDir
    Path temp;
    private GitRemotes remotes;
    private OriginCache cache;
    private Path work;
    private final List<String> fetchedInOrder = new ArrayList<>();

    @BeforeEach
    void setUp() throws IOException {
        remotes = new GitRemotes(temp.resolve("remotes"));
        cache = new OriginCache(temp.resolve("cache"));
        work = Files.createDirectories(temp.resolve("work"));
        remotes.serveAsGitHub(temp);
        System.setProperty(OriginCache.PROPERTY, cache.folder().toString());
    }

    @AfterEach
    void tearDown() {
        GitEnvironment.uninstall();
        System.clearProperty(OriginCache.PROPERTY);
    }

    /** A MetaAgents SKILL.md of {@code scope}/{@code name} at {@code version}, depending on {@code dependencies}. */
    static byte[] skill(String scope, String name, String version, String... dependencies) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: " + scope + "\ndescription: The " + name
                + " skill. Use when a task needs " + name + ".\nversion: " + version + "\n");
        if (dependencies.length > 0) {
            text.append("dependencies:\n  skills:\n");
            for (String dependency : dependencies) {
                text.append("    - \"").append(dependency).append("\"\n");
            }
        }
        return utf8(text.append("---\n# ").append(name).append("\n").toString());
    }

    private void workspaceSkill(String... dependencies) throws IOException {
        Path file = work.resolve("skills/report/SKILL.md");
        Files.createDirectories(file.getParent());
        Files.write(file, skill("me", "report", "1.0.0", dependencies));
    }

    private String datesAt(String version) throws IOException {
        return remotes.commit("acme", "dates", "main", Map.of(
                "skills/dates/SKILL.md", skill("acme", "dates", version,
                        "https://github.com/acme/clock/tree/v1/skills/clock"),
                "skills/dates/notes.md", utf8("notes " + version + "\n"))).name();
    }

    private String clock() throws IOException {
        var commit = remotes.commit("acme", "clock", "main", Map.of(
                "skills/clock/SKILL.md", skill("acme", "clock", "0.3.0")));
        remotes.tag("acme", "clock", "v1", commit);
        return commit.name();
    }

    private DependencyFetch.Outcome run(LockFile locked, boolean update, boolean frozen, int max) throws IOException {
        var workspace = Workspace.open(work, ProgressListener.NONE);
        var fetch = new DependencyFetch(new OriginFetcher(cache, OriginFetcher.Options.defaults()), cache, max,
                new DependencyFetch.Listener() {
                    @Override
                    public void fetched(FetchResult result, int done, int total) {
                        fetchedInOrder.add(result.repository() + "@" + result.ref()
                                + (result instanceof FetchResult.Fetched f && !f.downloaded() ? " cached" : ""));
                    }
                });
        return fetch.run(workspace, locked, update, frozen, () -> false);
    }

    private DependencyFetch.Outcome run(LockFile locked) throws IOException {
        return run(locked, false, false, DependencyFetch.DEFAULT_MAX_REPOSITORIES);
    }

    private static Map<String, String> codes(Snapshot snapshot, Rule... rules) {
        var wanted = List.of(rules);
        var out = new LinkedHashMap<String, String>();
        for (FileDiagnostic d : snapshot.diagnostics()) {
            if (wanted.contains(d.diagnostic().rule())) {
                out.put(d.path() + ":" + d.diagnostic().range().start().line() + " " + d.diagnostic().rule().id(),
                        d.diagnostic().message());
            }
        }
        return out;
    }

    @Test
    void fetchesTransitivelyAndLocksEveryEntryReached() throws IOException {
        String dates = datesAt("1.2.0");
        String clock = clock();
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");

        var outcome = run(LockFile.empty());

        assertThat(outcome.status()).isEqualTo(DependencyFetch.Status.COMPLETE);
        // dates is named by the workspace; clock only by dates, so it comes in the second round.
        assertThat(fetchedInOrder).containsExactly("github.com/acme/dates@main", "github.com/acme/clock@v1");
        assertThat(outcome.lock().repositories()).containsExactly(
                new LockFile.Repository("github.com/acme/clock", "v1", clock),
                new LockFile.Repository("github.com/acme/dates", "main", dates));
        assertThat(outcome.lock().entries()).extracting(LockFile.Entry::path, LockFile.Entry::fqn,
                        LockFile.Entry::version)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("skills/clock", "acme/clock", "0.3.0"),
                        org.assertj.core.groups.Tuple.tuple("skills/dates", "acme/dates", "1.2.0"));
        var datesEntry = outcome.lock().entries().get(1);
        assertThat(datesEntry.hash()).isEqualTo(EntryHash.of(cache.snapshot("github.com/acme/dates", dates),
                "skills/dates"));
        // Resolved offline now: no dependency diagnostics on the workspace's skill.
        assertThat(codes(outcome.snapshot(), Rule.DEPENDENCY_UNRESOLVED, Rule.DEPENDENCY_MISSING,
                Rule.DEPENDENCY_UNREACHABLE)).isEmpty();
        // And the written lock, read again by a fresh workspace, resolves the same way.
        Files.writeString(work.resolve(LockFile.FILE_NAME), outcome.lock().write());
        var reopened = Workspace.open(work, ProgressListener.NONE).snapshot();
        assertThat(reopened.graph().nodes().values()).extracting(n -> n.fqn())
                .contains("acme/dates", "acme/clock");
    }

    @Test
    void dependencyUnreachable() throws IOException {
        workspaceSkill("https://github.com/acme/nothere/tree/main/skills/x");

        var outcome = run(LockFile.empty());

        assertThat(outcome.status()).isEqualTo(DependencyFetch.Status.COMPLETE);
        assertThat(outcome.unreachable()).containsOnlyKeys("github.com/acme/nothere@main");
        var found = codes(outcome.snapshot(), Rule.DEPENDENCY_UNREACHABLE, Rule.DEPENDENCY_UNRESOLVED);
        assertThat(found).containsOnlyKeys("skills/report/SKILL.md:8 dependency-unreachable");
        assertThat(found.values().iterator().next()).startsWith("no repository at file://").endsWith("nothere.git.");
        assertThat(outcome.lock().repositories()).isEmpty();
    }

    @Test
    void aPathAbsentAtTheCommitIsDependencyMissing() throws IOException {
        clock();
        workspaceSkill("https://github.com/acme/clock/tree/v1/skills/calendar");

        var outcome = run(LockFile.empty());

        assertThat(codes(outcome.snapshot(), Rule.DEPENDENCY_MISSING, Rule.DEPENDENCY_UNREACHABLE))
                .containsOnlyKeys("skills/report/SKILL.md:8 dependency-missing");
        // The repository is locked (it was reached); the absent entry is not.
        assertThat(outcome.lock().repositories()).hasSize(1);
        assertThat(outcome.lock().entries()).isEmpty();
    }

    @Test
    void aLockedCommitIsKeptUntilAnUpdateMovesIt() throws IOException {
        String first = datesAt("1.2.0");
        clock();
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");
        var locked = run(LockFile.empty()).lock();
        String second = datesAt("1.3.0");

        var kept = run(locked);
        assertThat(kept.lock()).isEqualTo(locked);
        assertThat(kept.lock().commit("github.com/acme/dates", "main")).contains(first);
        assertThat(kept.downloaded()).as("both locked commits are in the cache: no remote asked").isZero();

        var moved = run(locked, true, false, DependencyFetch.DEFAULT_MAX_REPOSITORIES);
        assertThat(moved.lock().commit("github.com/acme/dates", "main")).contains(second);
        assertThat(moved.lock().changesSince(locked)).extracting(Object::toString)
                .containsExactly("acme/dates 1.2.0 → 1.3.0", "github.com/acme/dates@main " + first.substring(0, 12)
                        + " → " + second.substring(0, 12));
    }

    @Test
    void aFetchWhoseLockedCommitsAreCachedNeverMakesAFetcherNorRebuildsTheWorkspace() throws IOException {
        datesAt("1.2.0");
        clock();
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");
        var locked = run(LockFile.empty()).lock();
        Files.writeString(work.resolve(LockFile.FILE_NAME), locked.write());
        var workspace = Workspace.open(work, ProgressListener.NONE);
        long version = workspace.snapshot().version();
        var made = new AtomicInteger();
        var fetch = new DependencyFetch(() -> {
            made.incrementAndGet();
            return new OriginFetcher(cache, OriginFetcher.Options.defaults());
        }, cache, DependencyFetch.DEFAULT_MAX_REPOSITORIES, DependencyFetch.Listener.NONE);

        var outcome = fetch.run(workspace, locked, false, true, () -> false);

        assertThat(outcome.lock()).isEqualTo(locked);
        assertThat(outcome.results()).hasSize(2).allSatisfy((key, result) ->
                assertThat(((FetchResult.Fetched) result).downloaded()).isFalse());
        assertThat(made).as("no fetcher made: git is never loaded").hasValue(0);
        assertThat(workspace.snapshot().version()).as("the workspace as opened already resolved the lock")
                .isEqualTo(version);
    }

    @Test
    void aSnapshotIsReadOnceWhileTheLockAndTheUnreachableOriginsChange() throws IOException {
        datesAt("1.2.0");
        String clock = clock();
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");
        var workspace = Workspace.open(work, ProgressListener.NONE);
        var fetch = new DependencyFetch(new OriginFetcher(cache, OriginFetcher.Options.defaults()), cache,
                DependencyFetch.DEFAULT_MAX_REPOSITORIES, DependencyFetch.Listener.NONE);
        var lock = fetch.run(workspace, LockFile.empty(), false, false, () -> false).lock();
        // A snapshot never changes; were it read again, this would show.
        Files.delete(cache.snapshot("github.com/acme/clock", clock).resolve("skills/clock/SKILL.md"));

        var again = workspace.fetched(lock.write(), Map.of("github.com/acme/gone@main", "no repository")).snapshot();

        assertThat(again.graph().nodes().values()).extracting(n -> n.fqn()).contains("acme/clock");
        Files.writeString(work.resolve(LockFile.FILE_NAME), lock.write());
        assertThat(Workspace.open(work, ProgressListener.NONE).snapshot().graph().nodes().values())
                .extracting(n -> n.fqn()).contains("acme/dates");
        assertThat(Workspace.open(work, ProgressListener.NONE).snapshot().graph().nodes().values())
                .extracting(n -> n.fqn()).doesNotContain("acme/clock");
    }

    @Test
    void frozenFetchesNothingTheLockDoesNotName() throws IOException {
        datesAt("1.2.0");
        clock();
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");

        var outcome = run(LockFile.empty(), false, true, DependencyFetch.DEFAULT_MAX_REPOSITORIES);

        assertThat(outcome.notLocked()).containsExactly("github.com/acme/dates@main");
        assertThat(fetchedInOrder).isEmpty();
        assertThat(cache.folder().resolve("snapshots")).doesNotExist();
    }

    @Test
    void aCycleAcrossCatalogsIsReportedOnTheWorkspacesEntry() throws IOException {
        Files.writeString(work.resolve("catalog-studio.yaml"), "origin: https://github.com/me/reports/tree/main\n");
        remotes.commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md", skill("acme", "dates", "1.0.0",
                "https://github.com/me/reports/tree/main/skills/report")));
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");

        var outcome = run(LockFile.empty());

        assertThat(codes(outcome.snapshot(), Rule.DEPENDENCY_CYCLE)).containsOnlyKeys(
                "skills/report/SKILL.md:8 dependency-cycle");
        // The workspace's own repository is never fetched: its origin resolves to the workspace.
        assertThat(fetchedInOrder).containsExactly("github.com/acme/dates@main");
    }

    @Test
    void moreRepositoriesThanTheLimitStopBeforeFetchingThem() throws IOException {
        workspaceSkill("https://github.com/acme/a/tree/main/skills/a", "https://github.com/acme/b/tree/main/skills/b",
                "https://github.com/acme/c/tree/main/skills/c");

        var outcome = run(LockFile.empty(), false, false, 2);

        assertThat(outcome.status()).isEqualTo(DependencyFetch.Status.TOO_MANY);
        assertThat(outcome.message()).contains("more than 2 repositories and refs (3 so far)");
        assertThat(fetchedInOrder).isEmpty();
    }

    @Test
    void aCancelledFetchLocksNothing() throws IOException {
        datesAt("1.2.0");
        String clock = clock();
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");
        var cancel = new AtomicBoolean();
        var workspace = Workspace.open(work, ProgressListener.NONE);
        var fetch = new DependencyFetch(new OriginFetcher(cache, OriginFetcher.Options.defaults()), cache,
                DependencyFetch.DEFAULT_MAX_REPOSITORIES, new DependencyFetch.Listener() {
                    @Override
                    public void fetched(FetchResult result, int done, int total) {
                        cancel.set(true); // Ctrl+C once the first repository is in
                    }
                });

        var outcome = fetch.run(workspace, LockFile.empty(), false, false, cancel::get);

        assertThat(outcome.status()).isEqualTo(DependencyFetch.Status.CANCELLED);
        assertThat(outcome.lock()).isEqualTo(LockFile.empty());
        assertThat(cache.fetched("github.com/acme/clock", clock)).as("the second round never started").isEmpty();
    }

    @Test
    void entriesOfAFetchedRepositoryThatNothingReachesAreNotLocked() throws IOException {
        remotes.commit("acme", "dates", "main", Map.of(
                "skills/dates/SKILL.md", skill("acme", "dates", "1.0.0"),
                "skills/unused/SKILL.md", skill("acme", "unused", "1.0.0",
                        "https://github.com/acme/never/tree/main/skills/never")));
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");

        var outcome = run(LockFile.empty());

        assertThat(outcome.lock().entries()).extracting(LockFile.Entry::fqn).containsExactly("acme/dates");
        // The unused skill's dependency is never fetched either.
        assertThat(fetchedInOrder).containsExactly("github.com/acme/dates@main");
        assertThat(outcome.results().keySet().stream().collect(Collectors.toList()))
                .containsExactly("github.com/acme/dates@main");
    }
}
