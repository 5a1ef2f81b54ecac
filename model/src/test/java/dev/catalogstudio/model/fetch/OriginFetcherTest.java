package dev.catalogstudio.model.fetch;

import static dev.catalogstudio.model.fetch.GitRemotes.random;
import static dev.catalogstudio.model.fetch.GitRemotes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.fetch.FetchResult.Failed;
import dev.catalogstudio.model.fetch.FetchResult.Fetched;
import dev.catalogstudio.model.fetch.FetchResult.Reason;
import dev.catalogstudio.model.resolve.OriginCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link OriginFetcher} against bare repositories in a temporary folder, reached as {@code https://github.com/...}
 * through {@code url.<base>.insteadOf} in a test git configuration: no test leaves this machine.
 */
class OriginFetcherTest {

    private static final String DATES = "github.com/acme/dates";
    private static final BooleanSupplier NEVER = () -> false;

    @TempDir
    Path temp;
    private GitRemotes remotes;
    private OriginCache cache;

    @BeforeEach
    void gitConfiguration() throws IOException {
        remotes = new GitRemotes(temp.resolve("remotes"));
        cache = new OriginCache(temp.resolve("cache"));
        Path config = temp.resolve("gitconfig");
        Files.writeString(config, "[url \"file://" + temp.resolve("remotes") + "/\"]\n"
                + "\tinsteadOf = https://github.com/\n");
        Files.createDirectories(temp.resolve("home"));
        GitEnvironment.install(Map.of("HOME", temp.resolve("home").toString(),
                "GIT_CONFIG_GLOBAL", config.toString(), "GIT_CONFIG_NOSYSTEM", "1"));
    }

    @AfterEach
    void jgitDefaults() {
        GitEnvironment.uninstall();
    }

    private OriginFetcher fetcher() {
        return new OriginFetcher(cache, OriginFetcher.Options.defaults());
    }

    private static Map<String, Object> dates(String version) {
        return Map.of("skills/dates/SKILL.md", utf8("---\nname: dates\nversion: " + version + "\n---\n"),
                "skills/dates/scripts/run.sh", utf8("echo dates\n"),
                "README.md", utf8("# dates\n"));
    }

    private static Fetched fetched(FetchResult result) {
        assertThat(result).as("%s", result).isInstanceOf(Fetched.class);
        return (Fetched) result;
    }

    private static Failed failed(FetchResult result, Reason reason) {
        assertThat(result).as("%s", result).isInstanceOf(Failed.class);
        var failed = (Failed) result;
        assertThat(failed.reason()).as(failed.message()).isEqualTo(reason);
        assertThat(failed.message()).doesNotContain("\n").doesNotContain("Exception");
        return failed;
    }

    /** Every file under the cache's snapshots and temporary folders (paths relative to the cache). */
    private List<String> snapshotFiles() throws IOException {
        var files = new ArrayList<String>();
        for (String folder : List.of("snapshots", OriginFetcher.TEMPORARY)) {
            Path root = cache.folder().resolve(folder);
            if (Files.isDirectory(root)) {
                try (Stream<Path> walk = Files.walk(root)) {
                    walk.filter(p -> !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))
                            .forEach(p -> files.add(cache.folder().relativize(p).toString()));
                }
            }
        }
        return files;
    }

    @Test
    void theFirstFetchWritesTheCommitsFilesAsACompleteSnapshot() throws IOException {
        ObjectId tip = remotes.commit("acme", "dates", "main", dates("1.0.0"));

        var result = fetched(fetcher().fetch(DATES, "main", null, NEVER));

        assertThat(result.commit()).isEqualTo(tip.name());
        assertThat(result.downloaded()).isTrue();
        assertThat(result.notes()).isEmpty();
        assertThat(result.snapshot()).isEqualTo(cache.snapshot(DATES, tip.name()));
        assertThat(cache.fetched(DATES, tip.name())).contains(result.snapshot());
        assertThat(result.snapshot().resolve("skills/dates/SKILL.md")).hasContent("---\nname: dates\nversion: 1.0.0\n---");
        assertThat(result.snapshot().resolve("README.md")).hasContent("# dates");
        assertThat(snapshotFiles()).containsExactlyInAnyOrder(
                "snapshots/github.com/acme/dates/" + tip.name() + "/README.md",
                "snapshots/github.com/acme/dates/" + tip.name() + "/skills/dates/SKILL.md",
                "snapshots/github.com/acme/dates/" + tip.name() + "/skills/dates/scripts/run.sh",
                "snapshots/github.com/acme/dates/" + tip.name() + "/" + OriginCache.COMPLETE);
        // the objects are in the cache's bare repository, shallow, with our ref on the commit
        try (var git = new FileRepositoryBuilder().setGitDir(fetcher().gitFolder(DATES).toFile()).build()) {
            assertThat(git.isBare()).isTrue();
            assertThat(git.exactRef(OriginFetcher.COMMITS + tip.name())).isNotNull();
            assertThat(git.getConfig().getBoolean("fetch", "autoGC", true)).isFalse();
        }
        assertThat(fetcher().gitFolder(DATES)).isEqualTo(cache.folder().resolve("git/github.com/acme/dates.git"));
    }

    @Test
    void anAnnotatedTagResolvesToItsCommit() throws IOException {
        ObjectId tip = remotes.commit("acme", "dates", "main", dates("1.0.0"));
        remotes.tag("acme", "dates", "v1.0.0", tip);
        remotes.commit("acme", "dates", "main", dates("2.0.0"));

        var result = fetched(fetcher().fetch(DATES, "v1.0.0", null, NEVER));

        assertThat(result.commit()).isEqualTo(tip.name());
        assertThat(result.snapshot().resolve("skills/dates/SKILL.md")).content().contains("1.0.0");
    }

    @Test
    void aLockedCommitIsKeptAfterTheRemoteMoves() throws IOException {
        ObjectId locked = remotes.commit("acme", "dates", "main", dates("1.0.0"));
        fetched(fetcher().fetch(DATES, "main", null, NEVER));
        ObjectId moved = remotes.commit("acme", "dates", "main", dates("2.0.0"));

        var again = fetched(fetcher().fetch(DATES, "main", locked.name(), NEVER));
        assertThat(again.commit()).isEqualTo(locked.name());
        assertThat(again.downloaded()).isFalse();
        assertThat(again.snapshot().resolve("skills/dates/SKILL.md")).content().contains("1.0.0");

        // a new machine (empty cache) restoring from the lock gets the locked commit, not the ref's tip
        cache = new OriginCache(temp.resolve("other-cache"));
        var restored = fetched(fetcher().fetch(DATES, "main", locked.name(), NEVER));
        assertThat(restored.commit()).isEqualTo(locked.name());
        assertThat(restored.downloaded()).isTrue();
        assertThat(restored.snapshot().resolve("skills/dates/SKILL.md")).content().contains("1.0.0");

        // without the lock (fetch --update) the ref's new commit
        var updated = fetched(fetcher().fetch(DATES, "main", null, NEVER));
        assertThat(updated.commit()).isEqualTo(moved.name());
        assertThat(updated.snapshot().resolve("skills/dates/SKILL.md")).content().contains("2.0.0");
    }

    @Test
    void anUnknownRefIsUnreachableWithItsName() throws IOException {
        remotes.commit("acme", "dates", "main", dates("1.0.0"));

        var failed = failed(fetcher().fetch(DATES, "nosuch", null, NEVER), Reason.UNKNOWN_REF);

        assertThat(failed.message()).contains("'nosuch'").contains("acme/dates.git");
        assertThat(failed.reason().unreachable()).isTrue();
        assertThat(snapshotFiles()).isEmpty();
    }

    @Test
    void anUnknownRepositoryIsUnreachable() throws IOException {
        var failed = failed(fetcher().fetch("github.com/acme/nosuch", "main", null, NEVER),
                Reason.UNKNOWN_REPOSITORY);

        assertThat(failed.message()).contains("acme/nosuch.git");
        assertThat(snapshotFiles()).isEmpty();
    }

    @Test
    void aLockedCommitTheRemoteDoesNotHaveIsUnreachable() throws IOException {
        remotes.commit("acme", "dates", "main", dates("1.0.0"));
        String missing = "0123456789abcdef0123456789abcdef01234567";

        var failed = failed(fetcher().fetch(DATES, "main", missing, NEVER), Reason.UNKNOWN_COMMIT);

        assertThat(failed.message()).contains(missing);
        assertThat(snapshotFiles()).isEmpty();
    }

    @Test
    void aFetchCancelledMidWayKeepsNothingAndARetrySucceeds() throws IOException {
        var files = new HashMap<String, Object>();
        for (int i = 0; i < 400; i++) {
            files.put("skills/s" + i / 20 + "/f" + i + ".md", random(200, i));
        }
        ObjectId tip = remotes.commit("acme", "dates", "main", files);
        var asked = new AtomicInteger();

        // JGit asks as objects arrive: the 50th question comes part-way through the 800 objects
        failed(fetcher().fetch(DATES, "main", null, () -> asked.incrementAndGet() > 50), Reason.CANCELLED);

        assertThat(asked.get()).isGreaterThan(50);
        assertThat(cache.fetched(DATES, tip.name())).isEmpty();
        assertThat(snapshotFiles()).isEmpty();
        var retry = fetched(fetcher().fetch(DATES, "main", null, NEVER));
        assertThat(retry.commit()).isEqualTo(tip.name());
        assertThat(retry.snapshot().resolve("skills/s3/f60.md")).hasBinaryContent(random(200, 60));
    }

    @Test
    void aFetchCancelledWhileWritingTheSnapshotKeepsNothing() throws IOException {
        ObjectId tip = remotes.commit("acme", "dates", "main", dates("1.0.0"));
        var first = fetched(fetcher().fetch(DATES, "main", null, NEVER));
        OriginFetcher.deleteTree(first.snapshot()); // the objects stay in the cache: no network below
        var asked = new AtomicInteger();

        failed(fetcher().fetch(DATES, "main", tip.name(), () -> asked.incrementAndGet() > 3), Reason.CANCELLED);

        assertThat(cache.fetched(DATES, tip.name())).isEmpty();
        assertThat(snapshotFiles()).isEmpty();
        assertThat(fetched(fetcher().fetch(DATES, "main", tip.name(), NEVER)).downloaded()).isFalse();
        assertThat(cache.fetched(DATES, tip.name())).isPresent();
    }

    @Test
    void whatAKilledFetchLeavesIsNeverUsedAndIsCleanedUp() throws IOException {
        ObjectId tip = remotes.commit("acme", "dates", "main", dates("1.0.0"));
        OriginFetcher.deleteTree(fetched(fetcher().fetch(DATES, "main", null, NEVER)).snapshot());
        // a snapshot folder without its marker, a temporary folder and a partial pack, as kill -9 could leave them
        Path unfinished = cache.snapshot(DATES, tip.name());
        Files.createDirectories(unfinished.resolve("skills"));
        Files.writeString(unfinished.resolve("skills/half.md"), "half");
        String leftover = "tmp/" + OriginFetcher.temporaryPrefix(DATES) + "0123456789ab-42";
        Files.createDirectories(cache.folder().resolve(leftover + "/skills"));
        Files.writeString(cache.folder().resolve(leftover + "/skills/x.md"), "x");
        Path objects = fetcher().gitFolder(DATES).resolve("objects");
        Files.createDirectories(objects);
        Files.write(objects.resolve("incoming_123.pack"), random(1000, 1));
        assertThat(cache.fetched(DATES, tip.name())).isEmpty();

        var result = fetched(fetcher().fetch(DATES, "main", tip.name(), NEVER));

        assertThat(result.snapshot()).isEqualTo(unfinished);
        assertThat(unfinished.resolve("skills/half.md")).doesNotExist();
        assertThat(unfinished.resolve(OriginCache.COMPLETE)).exists();
        assertThat(cache.folder().resolve("tmp")).isEmptyDirectory();
        assertThat(objects.resolve("incoming_123.pack")).doesNotExist();
    }

    @Test
    void twoThreadsOnOneCacheBothGetTheSnapshot() throws Exception {
        ObjectId dates = remotes.commit("acme", "dates", "main", dates("1.0.0"));
        ObjectId times = remotes.commit("acme", "times", "main", Map.of("skills/times/SKILL.md", utf8("times")));
        var pool = Executors.newFixedThreadPool(4);
        try {
            var tasks = new ArrayList<Callable<FetchResult>>();
            for (int i = 0; i < 2; i++) {
                tasks.add(() -> fetcher().fetch(DATES, "main", null, NEVER));
                tasks.add(() -> new OriginFetcher(cache, OriginFetcher.Options.defaults())
                        .fetch("github.com/acme/times", "main", null, NEVER));
            }
            var results = new ArrayList<FetchResult>();
            for (Future<FetchResult> future : pool.invokeAll(tasks)) {
                results.add(future.get());
            }
            assertThat(results).allSatisfy(r -> assertThat(r).isInstanceOf(Fetched.class));
            assertThat(results).extracting(r -> ((Fetched) r).commit())
                    .containsExactly(dates.name(), times.name(), dates.name(), times.name());
        } finally {
            pool.shutdownNow();
        }
        assertThat(cache.fetched(DATES, dates.name()).orElseThrow().resolve("README.md")).hasContent("# dates");
        assertThat(cache.fetched("github.com/acme/times", times.name()).orElseThrow()
                .resolve("skills/times/SKILL.md")).hasContent("times");
        assertThat(cache.folder().resolve("tmp")).isEmptyDirectory();
    }

    @Test
    void aPathLeavingTheSnapshotRefusesTheCommit() throws IOException {
        remotes.commit("evil", "dots", "main", Map.of("ok.md", utf8("ok"), "../x", utf8("escaped")));

        var failed = failed(fetcher().fetch("github.com/evil/dots", "main", null, NEVER), Reason.REFUSED_CONTENT);

        assertThat(failed.message()).contains("'..'");
        assertThat(snapshotFiles()).isEmpty();
        try (Stream<Path> everything = Files.walk(temp)) {
            assertThat(everything.filter(p -> p.getFileName().toString().equals("x"))).isEmpty();
        }
    }

    @Test
    void aGitFolderInsideTheCommitRefusesIt() throws IOException {
        remotes.commit("evil", "hooks", "main", Map.of("skills/ok/SKILL.md", utf8("ok"),
                "skills/.GIT/hooks/post-checkout", utf8("#!/bin/sh\ntouch pwned\n")));

        var failed = failed(fetcher().fetch("github.com/evil/hooks", "main", null, NEVER), Reason.REFUSED_CONTENT);

        assertThat(failed.message()).contains("skills/.GIT");
        assertThat(snapshotFiles()).isEmpty();
    }

    @Test
    void symbolicLinksAndSubmodulesAreLeftOutWithANote() throws IOException {
        ObjectId tip = remotes.commit("evil", "links", "main", Map.of(
                "skills/a/SKILL.md", new GitRemotes.Link("../../../../etc/passwd"),
                "vendor/y", new GitRemotes.Gitlink(ObjectId.fromString("0123456789abcdef0123456789abcdef01234567")),
                ".gitmodules", utf8("[submodule \"y\"]\n\tpath = ../../escape\n\turl = --upload-pack=touch pwned\n"),
                "skills/b/SKILL.md", utf8("b")));

        var result = fetched(fetcher().fetch("github.com/evil/links", "main", null, NEVER));

        assertThat(result.commit()).isEqualTo(tip.name());
        assertThat(result.notes()).containsExactly(
                "'skills/a/SKILL.md' is a symbolic link: left out (fetched catalogs hold plain files)",
                "'vendor/y' is a submodule (commit 0123456789ab): left out (submodules are not fetched)");
        assertThat(result.snapshot().resolve("skills/a/SKILL.md")).doesNotExist();
        assertThat(result.snapshot().resolve("vendor/y")).doesNotExist();
        assertThat(result.snapshot().resolve(".gitmodules")).isRegularFile(); // data, never read as configuration
        assertThat(result.snapshot().resolve("skills/b/SKILL.md")).hasContent("b");
        // the notes come back when the snapshot is already there
        assertThat(fetched(fetcher().fetch("github.com/evil/links", "main", tip.name(), NEVER)).notes())
                .isEqualTo(result.notes());
    }

    @Test
    void aDownloadOverTheByteLimitStopsWithAClearMessage() throws IOException {
        var files = new HashMap<String, Object>();
        for (int i = 0; i < 8; i++) {
            files.put("assets/blob" + i + ".bin", random(300_000, i)); // random: git cannot compress it
        }
        ObjectId tip = remotes.commit("acme", "big", "main", files);
        var small = new OriginFetcher(cache, OriginFetcher.Options.defaults().withByteLimit(1 << 20));

        var failed = failed(small.fetch("github.com/acme/big", "main", null, NEVER), Reason.TOO_LARGE);

        assertThat(failed.message()).contains("more than 1 MB").contains("acme/big.git");
        assertThat(snapshotFiles()).isEmpty();
        assertThat(fetched(fetcher().fetch("github.com/acme/big", "main", null, NEVER)).commit())
                .isEqualTo(tip.name());
    }

    @Test
    void filesThatExpandPastTheByteLimitAreNotWritten() throws IOException {
        // 3 MB of zeros: a small download, a large snapshot
        remotes.commit("acme", "bomb", "main", Map.of("zeros.bin", new byte[3 << 20]));
        var small = new OriginFetcher(cache, OriginFetcher.Options.defaults().withByteLimit(1 << 20));

        var failed = failed(small.fetch("github.com/acme/bomb", "main", null, NEVER), Reason.TOO_LARGE);

        assertThat(failed.message()).contains("add up to more than 1 MB");
        assertThat(snapshotFiles()).isEmpty();
    }

    @Test
    void aFileUrlWithoutInsteadOfIsNotUsedForGitHub() {
        assertThat(OriginFetcher.url(DATES)).isEqualTo("https://github.com/acme/dates.git");
        assertThat(OriginFetcher.display("https://x-access-token:s3cret@github.com/acme/dates.git"))
                .isEqualTo("https://***@github.com/acme/dates.git"); // a user name may be a token too
    }
}
