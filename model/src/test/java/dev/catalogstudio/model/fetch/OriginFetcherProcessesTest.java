package dev.catalogstudio.model.fetch;

import static dev.catalogstudio.model.fetch.GitRemotes.random;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.resolve.OriginCache;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.eclipse.jgit.lib.ObjectId;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two processes fetching into one cache at once: the cache's file lock keeps them apart. */
class OriginFetcherProcessesTest {

    @TempDir
    Path temp;

    @BeforeEach
    void gitEnvironment() {
        // this process makes the remote with JGit: keep JGit from writing its cache file in the real home
        GitEnvironment.install(Map.of("HOME", temp.toString(), "GIT_CONFIG_NOSYSTEM", "1"));
    }

    @AfterEach
    void jgitDefaults() {
        GitEnvironment.uninstall();
    }

    @Test
    void twoProcessesFetchingIntoOneCacheBothSucceed() throws Exception {
        var files = new HashMap<String, Object>();
        for (int i = 0; i < 300; i++) {
            files.put("skills/s" + i / 30 + "/f" + i + ".md", random(500, i));
        }
        ObjectId tip = new GitRemotes(temp.resolve("remotes")).commit("acme", "dates", "main", files);
        Path config = temp.resolve("gitconfig");
        Files.writeString(config, "[url \"file://" + temp.resolve("remotes") + "/\"]\n"
                + "\tinsteadOf = https://github.com/\n");
        Path cacheFolder = temp.resolve("cache");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

        var processes = new ArrayList<Process>();
        for (int i = 0; i < 2; i++) {
            processes.add(new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    FetchInAnotherProcess.class.getName(), cacheFolder.toString(), config.toString(),
                    "github.com/acme/dates", "main").redirectErrorStream(true).start());
        }
        for (Process process : processes) {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).as(output).isZero();
            assertThat(output).contains("fetched " + tip.name());
        }
        var cache = new OriginCache(cacheFolder);
        assertThat(cache.fetched("github.com/acme/dates", tip.name()).orElseThrow().resolve("skills/s2/f60.md"))
                .hasBinaryContent(random(500, 60));
        assertThat(cacheFolder.resolve(OriginFetcher.TEMPORARY)).isEmptyDirectory();
    }
}
