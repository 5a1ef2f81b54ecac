package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.fetch.GitEnvironment;
import dev.catalogstudio.model.resolve.LockFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code catalog-studio fetch} end to end: the real command line in-process, origins {@code https://github.com/acme/…}
 * served from git repositories in a temporary folder through {@code url.<base>.insteadOf}; nothing leaves the machine.
 */
class FetchCommandTest {

    @TempDir
    Path temp;
    private Path work;
    private Path cache;

    @BeforeEach
    void setUp() throws IOException {
        work = Files.createDirectories(temp.resolve("work"));
        cache = temp.resolve("cache");
        Path config = temp.resolve("gitconfig");
        Files.writeString(config, "[url \"file://" + temp.resolve("remotes") + "/\"]\n"
                + "\tinsteadOf = https://github.com/\n");
        Files.createDirectories(temp.resolve("home"));
        FetchCommand.environment = () -> Map.of("HOME", temp.resolve("home").toString(),
                "GIT_CONFIG_GLOBAL", config.toString(), "GIT_CONFIG_NOSYSTEM", "1");
        Cli.write(work, "skills/report/SKILL.md", skill("me", "report", "1.0.0",
                "https://github.com/acme/dates/tree/main/skills/dates"));
    }

    @AfterEach
    void tearDown() {
        FetchCommand.environment = System::getenv;
        GitEnvironment.uninstall();
        dev.catalogstudio.model.fetch.GitProxies.uninstall();
    }

    private static String skill(String scope, String name, String version, String... dependencies) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: " + scope + "\ndescription: The " + name
                + " skill. Use when a task needs " + name + ".\nversion: " + version + "\n");
        if (dependencies.length > 0) {
            text.append("dependencies:\n  skills:\n");
            for (String dependency : dependencies) {
                text.append("    - \"").append(dependency).append("\"\n");
            }
        }
        return text.append("---\n# ").append(name).append("\n").toString();
    }

    /** Commits the dates skill at {@code version} on main of github.com/acme/dates (a repository in the temp folder). */
    private void publishDates(String version) throws IOException {
        Path repo = temp.resolve("remotes/acme/dates.git");
        Cli.write(repo, "skills/dates/SKILL.md", skill("acme", "dates", version));
        try (var git = Files.isDirectory(repo.resolve(".git")) ? Git.open(repo.toFile())
                : Git.init().setDirectory(repo.toFile()).setInitialBranch("main").call()) {
            git.add().addFilepattern(".").call();
            git.commit().setMessage("dates " + version).setAuthor("Test", "test@example.org")
                    .setCommitter("Test", "test@example.org").setSign(false).call();
        } catch (GitAPIException e) {
            throw new IOException(e);
        }
    }

    private Cli.Run fetch(String... options) {
        var args = new java.util.ArrayList<>(java.util.List.of("fetch", work.toString(), "--cache", cache.toString()));
        args.addAll(java.util.List.of(options));
        return Cli.run(args.toArray(String[]::new));
    }

    private String lock() throws IOException {
        return Files.readString(work.resolve(LockFile.FILE_NAME));
    }

    @Test
    void fetchWritesTheLockAndCheckThenResolvesOffline() throws IOException {
        publishDates("1.2.0");

        var run = fetch();

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.out()).contains("0 errors").doesNotContain("dependency-");
        assertThat(run.err()).contains("fetched github.com/acme/dates@main ", "acme/dates (new) → 1.2.0",
                "fetch: 1 repository (1 downloaded), 1 entry locked; wrote catalog-studio.lock");
        var lock = LockFile.parse(lock());
        assertThat(lock.problems()).isEmpty();
        assertThat(lock.lock().entries()).extracting(LockFile.Entry::fqn).containsExactly("acme/dates");

        System.setProperty("catalogstudio.cache", cache.toString());
        try {
            var check = Cli.run("check", work.toString());
            assertThat(check.out()).doesNotContain("dependency-unresolved", "dependency-missing");
        } finally {
            System.clearProperty("catalogstudio.cache");
        }
    }

    @Test
    void aSecondFetchWithTheLockDownloadsNothingAndLeavesTheFileAlone() throws IOException {
        publishDates("1.2.0");
        fetch();
        String first = lock();
        var modified = Files.getLastModifiedTime(work.resolve(LockFile.FILE_NAME));
        publishDates("1.3.0"); // the remote moves; the lock is a promise

        var run = fetch();

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.err()).contains("(cached)", "(0 downloaded)").doesNotContain("wrote");
        assertThat(lock()).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(work.resolve(LockFile.FILE_NAME))).isEqualTo(modified);
    }

    @Test
    void updateMovesTheRefAndPrintsWhatMoved() throws IOException {
        publishDates("1.2.0");
        fetch();
        publishDates("1.3.0");

        var run = fetch("--update");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.err()).contains("acme/dates 1.2.0 → 1.3.0");
        assertThat(lock()).contains(" acme/dates 1.3.0 sha256:");
    }

    @Test
    void frozenFailsWhenTheLockWouldChangeAndWritesNothing() throws IOException {
        publishDates("1.2.0");

        var missing = fetch("--frozen");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(missing.err()).contains("would change", "not in the lock: github.com/acme/dates@main");
        assertThat(work.resolve(LockFile.FILE_NAME)).doesNotExist();

        fetch();
        var same = fetch("--frozen");
        assertThat(same.exitCode()).as(same.err()).isEqualTo(ExitCodes.OK);

        // A lock edited by hand (another version than the commit holds) would change: frozen refuses.
        Files.writeString(work.resolve(LockFile.FILE_NAME), lock().replace(" 1.2.0 ", " 1.1.0 "));
        var edited = fetch("--frozen");
        assertThat(edited.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(edited.err()).contains("acme/dates 1.1.0 → 1.2.0");
        assertThat(lock()).contains(" 1.1.0 ");
    }

    @Test
    void anUnreachableOriginExitsOneWithItsDiagnosticInTheChosenFormat() throws IOException {
        Cli.write(work, "skills/report/SKILL.md", skill("me", "report", "1.0.0",
                "https://github.com/acme/gone/tree/main/skills/gone"));

        var run = fetch("--format", "json");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.out()).contains("\"code\" : \"dependency-unreachable\"", "no repository at file://");
        assertThat(run.err()).contains("unreachable github.com/acme/gone@main");
    }

    @Test
    void updateWithFrozenIsABadArgument() {
        var run = fetch("--update", "--frozen");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--update and --frozen cannot be used together");
    }

    @Test
    void aCacheThatIsAFileIsUnusable() throws IOException {
        Files.writeString(cache, "not a folder");

        var run = fetch();

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("cannot use the origin cache");
    }
}
