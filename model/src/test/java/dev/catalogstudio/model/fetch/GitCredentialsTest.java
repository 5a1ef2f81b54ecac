package dev.catalogstudio.model.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.eclipse.jgit.lib.Config;
import org.eclipse.jgit.transport.CredentialItem;
import org.eclipse.jgit.transport.URIish;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link GitCredentials} and {@link GitCredentialHelper} without a server: the order, the process, the secrecy. */
class GitCredentialsTest {

    @TempDir
    Path temp;
    private Map<String, String> environment;

    @BeforeEach
    void home() throws Exception {
        Files.createDirectories(temp.resolve("home"));
        environment = new HashMap<>();
        environment.put("HOME", temp.resolve("home").toString());
        environment.put("GIT_CONFIG_GLOBAL", temp.resolve("gitconfig").toString());
        environment.put("GIT_CONFIG_NOSYSTEM", "1");
        environment.put("PATH", System.getenv().getOrDefault("PATH", ""));
    }

    /** The user and password {@code provider} gives for {@code url}, as {@code user:password}, or {@code null}. */
    private static String ask(org.eclipse.jgit.transport.CredentialsProvider provider, String url) throws Exception {
        var user = new CredentialItem.Username();
        var password = new CredentialItem.Password();
        return provider.get(new URIish(url), user, password) ? user.getValue() + ":" + new String(password.getValue())
                : null;
    }

    private static Config config(String text) throws Exception {
        var config = new Config();
        config.fromText(text);
        return config;
    }

    private static Path git() {
        var git = GitCredentialHelper.onPath(System.getenv("PATH"), "git");
        assumeTrue(git != null, "no git on PATH");
        return git;
    }

    /** An executable shell script standing for a credential helper. */
    private Path script(String name, String body) throws Exception {
        Path script = temp.resolve(name);
        Files.writeString(script, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return script;
    }

    @Test
    void theOrderIsGitHubTokenThenHelperThenNetrc() throws Exception {
        assumeTrue(GitCredentialHelper.onPath(System.getenv("PATH"), "git") != null, "no git on PATH");
        environment.put("GITHUB_TOKEN", "ghp_token");
        Files.writeString(temp.resolve("home/.netrc"), "default login n password netrc-password\n");

        var credentials = GitCredentials.forUser(environment, config("[credential]\n\thelper = store\n"));

        assertThat(credentials.sources()).hasSize(3);
        assertThat(credentials.sources().get(0)).startsWith("TokenCredentials");
        assertThat(credentials.sources().get(1)).contains("credential fill");
        assertThat(credentials.sources().get(2)).startsWith("netrc");
        assertThat(ask(credentials, "https://github.com/a/b.git")).isEqualTo("x-access-token:ghp_token");
        // the store helper's file does not exist: git answers nothing, netrc's default entry does
        assertThat(ask(credentials, "https://example.org/a/b.git")).isEqualTo("n:netrc-password");
    }

    @Test
    void noHelperIsAskedWithoutCredentialHelperInTheConfiguration() throws Exception {
        var credentials = GitCredentials.forUser(environment, config("[user]\n\tname = x\n"));

        assertThat(credentials.sources()).noneMatch(source -> source.contains("credential fill"));
    }

    @Test
    void aHelperForOneUrlCountsAsConfigured() throws Exception {
        assertThat(GitCredentialHelper.helperConfigured(config("[credential \"https://example.org\"]\n"
                + "\thelper = store\n"))).isTrue();
        assertThat(GitCredentialHelper.helperConfigured(config("[credential]\n\thelper =\n"))).isFalse();
        var base = config("[credential]\n\thelper = cache\n");
        assertThat(GitCredentialHelper.helperConfigured(new Config(base))).isTrue();
    }

    @Test
    void noHelperIsAskedWithoutGitOnThePath() throws Exception {
        environment.put("PATH", temp.resolve("empty").toString());

        var credentials = GitCredentials.forUser(environment, config("[credential]\n\thelper = store\n"));

        assertThat(credentials.sources()).noneMatch(source -> source.contains("credential fill"));
    }

    @Test
    void nothingIsPrintedOfAnySecret() throws Exception {
        environment.put("GITHUB_TOKEN", "ghp_never_printed");
        Files.writeString(temp.resolve("home/.netrc"), "machine h login u password netrc_never_printed\n");

        var credentials = GitCredentials.forUser(environment, config("[credential]\n\thelper = store\n"));
        ask(credentials, "https://github.com/a/b.git");
        ask(credentials, "https://h/a/b.git");

        assertThat(credentials.toString()).doesNotContain("never_printed").contains("netrc");
        assertThat(String.join(" ", credentials.sources())).doesNotContain("never_printed");
        assertThat(GitCredentialHelper.parse("username=u\npassword=helper_never_printed\n").toString())
                .doesNotContain("helper_never_printed");
    }

    @Test
    void theNetrcFileIsNetrcThenDotNetrcThenUnderscoreNetrc() throws Exception {
        Path home = temp.resolve("home");
        assertThat(GitCredentials.netrcFile(environment)).isEqualTo(home.resolve(".netrc").toFile());
        Files.writeString(home.resolve("_netrc"), "");
        assertThat(GitCredentials.netrcFile(environment)).isEqualTo(home.resolve("_netrc").toFile());
        Files.writeString(home.resolve(".netrc"), "");
        assertThat(GitCredentials.netrcFile(environment)).isEqualTo(home.resolve(".netrc").toFile());
        environment.put("NETRC", "/elsewhere/netrc");
        assertThat(GitCredentials.netrcFile(environment)).isEqualTo(Path.of("/elsewhere/netrc").toFile());
    }

    @Test
    void aMissingNetrcGivesNothing() throws Exception {
        var credentials = GitCredentials.forUser(environment, new Config());

        assertThat(ask(credentials, "https://example.org/a/b.git")).isNull();
    }

    @Test
    void theHelperIsAskedForProtocolHostWithPortPathAndUser() throws Exception {
        assertThat(GitCredentialHelper.request(new URIish("https://me@example.org:8443/acme/dates.git")))
                .isEqualTo("protocol=https\nhost=example.org:8443\npath=acme/dates.git\nusername=me\n\n");
        assertThat(GitCredentialHelper.request(new URIish("http://example.org/")))
                .isEqualTo("protocol=http\nhost=example.org\n\n");
    }

    @Test
    void aLineBreakInTheUrlAsksNothing() throws Exception {
        var uri = new URIish("https://example.org/a.git").setPath("/a\nhost=evil.example/b.git");

        assertThat(GitCredentialHelper.request(uri)).isNull();
    }

    @Test
    void theHelpersAnswerIsParsed() {
        var answer = GitCredentialHelper.parse("protocol=https\r\nhost=h\r\nusername=u\r\npassword=p=q\r\n");

        assertThat(answer.user()).isEqualTo("u");
        assertThat(new String(answer.password())).isEqualTo("p=q");
        assertThat(GitCredentialHelper.parse("username=u\n")).isNull();
    }

    @Test
    void gitRunsTheConfiguredHelperWithTheRequest() throws Exception {
        Path seen = temp.resolve("seen");
        var helper = script("helper.sh", "cat > '" + seen + "'\necho username=from-helper\necho password=s3cret");
        Files.writeString(temp.resolve("gitconfig"), "[credential]\n\thelper = !'" + helper + "'\n");

        var answer = ask(new GitCredentialHelper(git(), environment, Duration.ofSeconds(20)),
                "https://example.org:8443/acme/dates.git");

        assertThat(answer).isEqualTo("from-helper:s3cret");
        assertThat(Files.readString(seen)).contains("protocol=https\n").contains("host=example.org:8443\n");
    }

    @Test
    void aHelperThatNeverAnswersIsStoppedAndGivesNothing() throws Exception {
        Path started = temp.resolve("started");
        var helper = script("slow.sh", "touch '" + started + "'\nexec sleep 600");
        Files.writeString(temp.resolve("gitconfig"), "[credential]\n\thelper = !'" + helper + "'\n");

        var answer = ask(new GitCredentialHelper(git(), environment, Duration.ofMillis(1500)),
                "https://example.org/acme/dates.git");

        assertThat(answer).isNull();
        assertThat(started).exists(); // it did run: the timeout, not a failure to start, gave nothing
    }

    @Test
    void anAnswerOverTheOutputLimitGivesNothing() throws Exception {
        var helper = script("long.sh", "printf 'username='\nhead -c " + (GitCredentialHelper.OUTPUT_LIMIT + 10)
                + " /dev/zero | tr '\\0' a\nprintf '\\npassword=s3cret\\n'");
        Files.writeString(temp.resolve("gitconfig"), "[credential]\n\thelper = !'" + helper + "'\n");

        assertThat(ask(new GitCredentialHelper(git(), environment, Duration.ofSeconds(20)),
                "https://example.org/acme/dates.git")).isNull();
    }

    @Test
    void gitFailingGivesNothing() throws Exception {
        var helper = script("fails.sh", "exit 3");
        Files.writeString(temp.resolve("gitconfig"), "[credential]\n\thelper = !'" + helper + "'\n");

        // git ignores a failing helper, then would prompt: with GIT_TERMINAL_PROMPT=0 it exits 128
        assertThat(ask(new GitCredentialHelper(git(), environment, Duration.ofSeconds(20)),
                "https://example.org/acme/dates.git")).isNull();
    }

    @Test
    void onlyHttpUrlsAreAsked() throws Exception {
        Path seen = temp.resolve("seen");
        var helper = script("helper.sh", "touch '" + seen + "'\necho username=u\necho password=p");
        Files.writeString(temp.resolve("gitconfig"), "[credential]\n\thelper = !'" + helper + "'\n");

        assertThat(ask(new GitCredentialHelper(git(), environment, Duration.ofSeconds(20)),
                "ssh://git@example.org/acme/dates.git")).isNull();
        assertThat(seen).doesNotExist();
    }
}
