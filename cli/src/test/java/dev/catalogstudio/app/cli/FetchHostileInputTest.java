package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.FetchFixture;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.fetch.GitEnvironment;
import dev.catalogstudio.model.resolve.LockFile;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38, classes 1, 2, 7 and 12: what a hostile workspace or git configuration can make {@code catalog-studio fetch}
 * do to the disk and to its output. Each test was written from the issue's description and failed on 7dd138e.
 */
class FetchHostileInputTest {

    private static final String SECRET = "hunter2-s3cr3t";

    @TempDir
    Path temp;
    private FetchFixture remotes;
    private Path work;

    @BeforeEach
    void setUp() throws IOException {
        remotes = new FetchFixture(temp);
        FetchCommand.environment = remotes::environment;
        work = Files.createDirectories(temp.resolve("work"));
        Cli.write(work, "skills/report/SKILL.md", FetchFixture.skill("me", "report", "1.0.0",
                "https://github.com/acme/dates/tree/main/skills/dates"));
        remotes.publishDates("1.2.0");
    }

    @AfterEach
    void tearDown() {
        FetchCommand.environment = System::getenv;
        remotes.close();
        GitEnvironment.uninstall();
    }

    private Cli.Run fetch(String... options) {
        var args = new ArrayList<>(List.of("fetch", work.toString(), "--cache", remotes.cache().toString()));
        args.addAll(List.of(options));
        return Cli.run(args.toArray(String[]::new));
    }

    private Path lock() {
        return work.resolve(LockFile.FILE_NAME);
    }

    /** Class 1 and the first half of class 2: the lock linked to a shell rc file or a credentials file. */
    @Test
    void aLockThatIsASymbolicLinkIsNeitherReadNorWrittenThrough() throws IOException {
        Path rc = Files.writeString(temp.resolve("bashrc"), "export TOKEN=" + SECRET + "\nalias ll='ls -l'\n");
        Files.createSymbolicLink(lock(), rc);

        for (var options : List.of(new String[0], new String[] {"--frozen"}, new String[] {"--update"})) {
            var run = fetch(options);

            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).contains(LockFile.FILE_NAME, "symbolic link");
            assertThat(run.out() + run.err()).doesNotContain(SECRET, "alias", "TOKEN");
            assertThat(rc).hasContent("export TOKEN=" + SECRET + "\nalias ll='ls -l'");
            assertThat(Files.isSymbolicLink(lock())).isTrue();
        }
    }

    /** Class 1: a lock that is a folder or a pipe is refused, not replaced. */
    @Test
    void aLockThatIsNotARegularFileIsRefused() throws IOException {
        Files.createDirectories(lock());

        var run = fetch();

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(LockFile.FILE_NAME, "not a regular file");
        assertThat(lock()).isDirectory();
    }

    /** Class 2: a password (with a '/') in an insteadOf URL, and user:password in a file:// URL. */
    @Test
    void aPasswordInAGitUrlNeverReachesTheOutputInAnyFormat() throws IOException {
        for (String base : List.of("https://user:pa/ss" + SECRET + "@127.0.0.1:9/",
                "file://user:" + SECRET + "@" + temp.resolve("nowhere") + "/",
                "https://" + SECRET + "@127.0.0.1:9/",
                "https://x-access-token:ghp_" + "A".repeat(36) + "@127.0.0.1:9/")) {
            Path config = temp.resolve("gitconfig-secret");
            Files.writeString(config, "[url \"" + base + "\"]\n\tinsteadOf = https://github.com/\n");
            FetchCommand.environment = () -> Map.of("HOME", temp.resolve("home").toString(),
                    "GIT_CONFIG_GLOBAL", config.toString(), "GIT_CONFIG_NOSYSTEM", "1");
            for (String format : List.of("text", "json", "sarif")) {
                var run = fetch("--format", format);

                assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.ERRORS);
                assertThat(run.out()).contains(Rule.DEPENDENCY_UNREACHABLE.id());
                assertThat(run.out() + run.err()).as(base + " " + format)
                        .doesNotContain(SECRET, "pa/ss", "ghp_A", "user:");
            }
        }
    }

    /** Class 2: a lock line that is not a lock fact is reported by position, its text not echoed. */
    @Test
    void aLockLineThatIsNotALockFactIsNotEchoed() throws IOException {
        Files.writeString(lock(), "lock 1\nTOKEN=" + SECRET + "\n");

        var run = fetch();

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.err()).contains(LockFile.FILE_NAME + ":2:");
        assertThat(run.out() + run.err()).doesNotContain(SECRET);
    }

    /** Class 7: a lock of 3 GB was an OutOfMemoryError; any lock over 16 MiB is refused before it is read. */
    @Test
    void aLockOverSixteenMebibytesIsRefusedWithoutReadingIt() throws IOException {
        try (var file = new RandomAccessFile(lock().toFile(), "rw")) {
            file.setLength(40L << 20); // sparse: no disk used
        }

        var run = fetch();

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(LockFile.FILE_NAME, "16 MiB");
        assertThat(Files.size(lock())).isEqualTo(40L << 20);
    }

    /** Class 12: the lock errors check reports and tells the user to fix with fetch are fixed by fetch. */
    @Test
    void fetchRepairsEveryLockErrorCheckReports() throws IOException {
        assertThat(fetch().exitCode()).isEqualTo(ExitCodes.OK);
        String good = Files.readString(lock());
        String repository = good.lines().filter(l -> l.startsWith("repository ")).findFirst().orElseThrow();
        String entry = good.lines().filter(l -> l.startsWith("entry ")).findFirst().orElseThrow();
        Files.writeString(lock(), good + repository + "\n" + entry + "\n"
                + entry.replace(" skills/dates ", " ../../etc ") + "\n"
                + entry.replace(" skills/dates ", " /etc/passwd ") + "\n"
                + repository.replace("github.com/acme/dates", "github.com/acme/-x") + "\n"
                + "repository github.com/acme/dates main\u0007 " + "0".repeat(40) + "\n");
        System.setProperty("catalogstudio.cache", remotes.cache().toString());
        assertThat(Cli.run("check", work.toString()).out()).contains(Rule.LOCK_FILE.id());

        var repair = fetch();
        var frozen = fetch("--frozen");

        assertThat(repair.exitCode()).as(repair.err()).isEqualTo(ExitCodes.OK);
        assertThat(repair.err()).contains("wrote " + LockFile.FILE_NAME);
        assertThat(Files.readString(lock())).isEqualTo(good);
        assertThat(Cli.run("check", work.toString()).out()).doesNotContain(Rule.LOCK_FILE.id());
        assertThat(frozen.exitCode()).as(frozen.err()).isEqualTo(ExitCodes.OK);
    }

    /** Class 12 with --frozen: a lock that check rejects would change, so --frozen fails and writes nothing. */
    @Test
    void frozenFailsOnALockCheckRejects() throws IOException {
        assertThat(fetch().exitCode()).isEqualTo(ExitCodes.OK);
        String good = Files.readString(lock());
        String broken = good + good.lines().filter(l -> l.startsWith("repository ")).findFirst().orElseThrow() + "\n";
        Files.writeString(lock(), broken);

        var run = fetch("--frozen");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.err()).contains("would change");
        assertThat(Files.readString(lock(), StandardCharsets.UTF_8)).isEqualTo(broken);
    }
}
