package dev.catalogstudio.model.fetch;

import static dev.catalogstudio.model.fetch.GitRemotes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.resolve.LockFile;
import dev.catalogstudio.model.resolve.OriginCache;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.TreeFormatter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38, classes 10, 11 and 13: what an upstream catalog (or its origins) can do to a fetch. Every origin's failure
 * is a diagnostic on that origin and the rest is fetched: no exception, no abort of the whole fetch, no remote fault
 * blamed on the cache.
 */
class DependencyFetchHostileTest {

    @TempDir
    Path temp;
    private GitRemotes remotes;
    private OriginCache cache;
    private Path work;

    @BeforeEach
    void setUp() throws IOException {
        remotes = new GitRemotes(temp.resolve("remotes"));
        cache = new OriginCache(temp.resolve("cache"));
        work = Files.createDirectories(temp.resolve("work"));
        remotes.serveAsGitHub(temp);
        System.setProperty(OriginCache.PROPERTY, cache.folder().toString());
        remotes.commit("acme", "dates", "main", Map.of("skills/dates/SKILL.md", skill("dates")));
    }

    @AfterEach
    void tearDown() {
        GitEnvironment.uninstall();
        System.clearProperty(OriginCache.PROPERTY);
    }

    private static byte[] skill(String name, String... dependencies) {
        return DependencyFetchTest.skill("acme", name, "1.0.0", dependencies);
    }

    private void workspaceSkill(String... dependencies) throws IOException {
        Path file = work.resolve("skills/report/SKILL.md");
        Files.createDirectories(file.getParent());
        Files.write(file, skill("report", dependencies));
    }

    private DependencyFetch.Outcome fetch(LockFile locked) throws IOException {
        var workspace = Workspace.open(work, ProgressListener.NONE);
        return new DependencyFetch(new OriginFetcher(cache, OriginFetcher.Options.defaults()), cache,
                DependencyFetch.DEFAULT_MAX_REPOSITORIES, DependencyFetch.Listener.NONE)
                .run(workspace, locked, false, false, () -> false);
    }

    private static String origin(String repository, String ref) {
        return "https://github.com/" + repository + "/tree/" + ref + "/skills/x";
    }

    private static Map<String, String> unreachable(DependencyFetch.Outcome outcome) {
        return outcome.snapshot().diagnostics().stream()
                .filter(d -> d.diagnostic().rule() == Rule.DEPENDENCY_UNREACHABLE)
                .collect(Collectors.toMap(d -> d.path() + ":" + d.diagnostic().range().start().line(),
                        d -> d.diagnostic().message(), (a, b) -> a + " | " + b, TreeMap::new));
    }

    /** Class 10: repositories starting with '-' or '.', refs git refuses. */
    @Test
    void anOriginGitCannotFetchIsADiagnosticOnThatOriginAndTheRestIsFetched() throws IOException {
        var bad = List.of(origin("acme/-oProxyCommand", "main"), origin("acme/.hidden", "main"),
                origin("acme/dates", "a..b"), origin("acme/dates", "main.lock"), origin("acme/dates", "main~1"),
                origin("acme/dates", "HEAD@{-1}"));
        var dependencies = new java.util.ArrayList<>(bad);
        dependencies.add("https://github.com/acme/dates/tree/main/skills/dates");
        workspaceSkill(dependencies.toArray(String[]::new));

        var outcome = fetch(LockFile.empty());

        assertThat(outcome.status()).as(outcome.message()).isEqualTo(DependencyFetch.Status.COMPLETE);
        assertThat(outcome.lock().repositories()).extracting(LockFile.Repository::repository)
                .containsExactly("github.com/acme/dates");
        assertThat(outcome.unreachable()).hasSize(bad.size());
        var found = unreachable(outcome);
        assertThat(found).hasSize(bad.size());
        assertThat(found.values()).allSatisfy(m -> assertThat(m).containsAnyOf("is not a repository name",
                "is not a ref"));
    }

    /** Class 10, inside a fetched dependency: an upstream catalog's bad origin must not break the downstream fetch. */
    @Test
    void aBadOriginInsideAFetchedDependencyDoesNotBreakTheFetch() throws IOException {
        remotes.commit("acme", "upstream", "main", Map.of("skills/up/SKILL.md",
                skill("up", origin("acme/-oProxyCommand", "main"), "https://github.com/acme/dates/tree/main/skills/dates")));
        workspaceSkill("https://github.com/acme/upstream/tree/main/skills/up");

        var outcome = fetch(LockFile.empty());

        assertThat(outcome.status()).as(outcome.message()).isEqualTo(DependencyFetch.Status.COMPLETE);
        assertThat(outcome.lock().repositories()).extracting(LockFile.Repository::repository)
                .containsExactly("github.com/acme/dates", "github.com/acme/upstream");
        assertThat(outcome.unreachable()).containsOnlyKeys("github.com/acme/-oproxycommand@main");
    }

    /** Class 11: a tree that names an entry twice, a 300-byte name, 1,500 nested folders. */
    @Test
    void remoteContentTheDiskCannotHoldIsTheRemotesFaultNotTheCaches() throws IOException {
        remotes.commitTree("acme", "twice", "main", inserter -> {
            var blob = inserter.insert(Constants.OBJ_BLOB, utf8("x\n"));
            var tree = new TreeFormatter();
            tree.append("a.md", FileMode.REGULAR_FILE, blob);
            tree.append("a.md", FileMode.REGULAR_FILE, blob);
            return inserter.insert(tree);
        });
        char[] name = new char[300];
        Arrays.fill(name, 'n');
        remotes.commit("acme", "longname", "main", Map.of(new String(name) + ".md", utf8("x\n")));
        remotes.commit("acme", "deep", "main", Map.of("dir/".repeat(1_500) + "f.md", utf8("x\n")));
        workspaceSkill(origin("acme/twice", "main"), origin("acme/longname", "main"), origin("acme/deep", "main"),
                "https://github.com/acme/dates/tree/main/skills/dates");

        var outcome = fetch(LockFile.empty());

        assertThat(outcome.status()).as(outcome.message()).isEqualTo(DependencyFetch.Status.COMPLETE);
        assertThat(outcome.lock().repositories()).extracting(LockFile.Repository::repository)
                .containsExactly("github.com/acme/dates");
        assertThat(outcome.unreachable()).containsOnlyKeys("github.com/acme/deep@main",
                "github.com/acme/longname@main", "github.com/acme/twice@main");
        assertThat(outcome.results().values()).filteredOn(r -> r instanceof FetchResult.Failed)
                .extracting(r -> ((FetchResult.Failed) r).reason()).containsOnly(FetchResult.Reason.REFUSED_CONTENT);
        assertThat(outcome.unreachable().values()).noneMatch(m -> m.contains("origin cache"));
        assertThat(cache.folder().resolve(OriginFetcher.TEMPORARY)).isEmptyDirectory();
    }

    /** Class 13: a locked commit the remote no longer has is a diagnostic, nothing on standard error. */
    @Test
    void aLockedCommitMissingFromTheRemoteIsADiagnosticWithNoStackTrace() throws IOException {
        workspaceSkill("https://github.com/acme/dates/tree/main/skills/dates");
        String gone = "0123456789abcdef0123456789abcdef01234567";
        var locked = LockFile.of(List.of(new LockFile.Repository("github.com/acme/dates", "main", gone)), List.of());
        var stderr = new java.io.ByteArrayOutputStream();
        var before = System.err;
        System.setErr(new java.io.PrintStream(stderr, true, java.nio.charset.StandardCharsets.UTF_8));
        DependencyFetch.Outcome outcome;
        try {
            outcome = fetch(locked);
        } finally {
            System.setErr(before);
        }

        assertThat(stderr.toString(java.nio.charset.StandardCharsets.UTF_8)).isEmpty();
        assertThat(outcome.unreachable()).containsOnlyKeys("github.com/acme/dates@main");
        assertThat(outcome.unreachable().get("github.com/acme/dates@main")).contains("commit " + gone);
        assertThat(unreachable(outcome)).hasSize(1);
        assertThat(outcome.snapshot().diagnostics()).extracting(FileDiagnostic::path).contains("skills/report/SKILL.md");
    }
}
