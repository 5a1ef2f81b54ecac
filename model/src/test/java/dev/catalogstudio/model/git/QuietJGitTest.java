package dev.catalogstudio.model.git;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.fetch.GitEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38, part 16: {@code review} and {@code fetch} touch nothing outside what they promise. JGit, left alone,
 * measures each file system's timestamp resolution by writing {@code .probe-<uuid>} files beside the first file it
 * reads (in {@code .git}, or in a {@code file://} source repository), leaves them when the process exits mid-measure,
 * and keeps the result in {@code $XDG_CONFIG_HOME/jgit/config}. Each run is a process of its own with a throwaway home
 * ({@code HOME}, {@code XDG_CONFIG_HOME}, {@code user.home}), which watches the folders while it runs and lets JGit's
 * threads finish before it looks.
 */
class QuietJGitTest {

    @TempDir
    Path temp;

    /** A repository with one commit on main, made in this process with JGit kept away from the real home. */
    private Path repository(String name) throws Exception {
        Path folder = temp.resolve(name);
        GitEnvironment.install(Map.of("HOME", temp.resolve("test-home").toString(), "GIT_CONFIG_NOSYSTEM", "1"));
        try (var git = Git.init().setDirectory(folder.toFile()).setInitialBranch("main").call()) {
            Files.createDirectories(folder.resolve("skills/a"));
            Files.writeString(folder.resolve("skills/a/SKILL.md"), "---\nname: a\ndescription: Does a.\n---\nA.\n");
            git.add().addFilepattern(".").call();
            git.commit().setMessage("a").setAuthor("T", "t@example.org").setCommitter("T", "t@example.org")
                    .setSign(false).call();
        } finally {
            GitEnvironment.uninstall();
        }
        // whatever this process's JGit measured while making it is done and gone before the other process looks
        ForkJoinPool.commonPool().awaitQuiescence(2, TimeUnit.MINUTES);
        try (Stream<Path> files = Stream.concat(Files.list(folder), Files.list(folder.resolve(".git")))) {
            for (Path probe : files.filter(p -> p.getFileName().toString().startsWith(".probe-")).toList()) {
                Files.deleteIfExists(probe);
            }
        }
        Files.writeString(folder.resolve("skills/a/SKILL.md"), "---\nname: a\ndescription: Does a, now.\n---\nA.\n");
        return folder;
    }

    private List<String> run(Path home, String... arguments) throws Exception {
        Files.createDirectories(home);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        var command = new ArrayList<>(List.of(java, "-Duser.home=" + home, "-cp", System.getProperty("java.class.path"),
                JGitInAnotherProcess.class.getName()));
        command.addAll(List.of(arguments));
        var builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("HOME", home.toString());
        builder.environment().put("XDG_CONFIG_HOME", home.resolve(".config").toString());
        builder.environment().remove("GIT_CONFIG_GLOBAL");
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).as(output).contains("done");
        return output.lines().filter(l -> l.startsWith("created ")).toList();
    }

    private static List<String> probes(Path... folders) throws IOException {
        var found = new ArrayList<String>();
        for (Path folder : folders) {
            try (Stream<Path> files = Files.list(folder)) {
                files.filter(p -> p.getFileName().toString().startsWith(".probe-")).forEach(p -> found.add(p.toString()));
            }
        }
        return found;
    }

    @Test
    void reviewWritesNoProbeInTheRepositoryAndNothingInTheHomeFolder() throws Exception {
        Path repository = repository("catalog");
        Path home = temp.resolve("home");

        var created = run(home, "review", repository.toString(), home.toString());

        assertThat(created).isEmpty();
        assertThat(probes(repository, repository.resolve(".git"))).isEmpty();
        try (Stream<Path> files = Files.walk(home)) {
            assertThat(files.filter(p -> !p.equals(home))).isEmpty();
        }
    }

    @Test
    void fetchWritesNoProbeInAFileSourceRepositoryAndNothingInTheHomeFolder() throws Exception {
        Path source = repository("source");
        Path home = temp.resolve("home");
        Path config = temp.resolve("gitconfig");
        Files.writeString(config, "[url \"file://" + source.resolve(".git") + "\"]\n"
                + "\tinsteadOf = https://github.com/acme/dates.git\n");
        Path cache = temp.resolve("cache");

        var created = run(home, "fetch", cache.toString(), config.toString(), home.toString(), source.toString(),
                source.resolve(".git").toString());

        assertThat(created).isEmpty();
        assertThat(probes(source, source.resolve(".git"))).isEmpty();
        try (Stream<Path> files = Files.walk(home)) {
            assertThat(files.filter(p -> !p.equals(home))).isEmpty();
        }
    }
}
