package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.FetchFixture;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.fetch.GitEnvironment;
import dev.catalogstudio.model.resolve.LockFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A generator of hostile workspaces for {@code catalog-studio fetch} (issue 38): origins naming repositories and refs
 * git refuses, lock files of duplicated, truncated, control-character and path-climbing lines holding secrets, and locks
 * that are links to a secret file. Seeded, so a failure names its case. {@code verify} runs 24 cases; by hand, e.g.
 * {@code -Dhostile.fetch.cases=2000 -Dhostile.fetch.seed=7}.
 *
 * <p>What must hold for every case: exit 0, 1 or 2, never an internal error or a stack trace; the secret never in
 * the output; the secret file never changed; and after a fetch that was not refused, {@code check} reports no
 * {@code lock-file} diagnostic (fetch repaired what check would report).
 */
class FetchHostileGeneratorTest {

    private static final String SECRET = "hunter2-generator-secret";
    private static final String[] NAME_PARTS = {"a", "-", ".", "..", "x-y", ".hidden", "-oProxyCommand", "_", "9"};
    private static final String[] REF_PARTS = {"main", "..", "~1", "^", ":", "@{-1}", ".lock", "/", "v1", "-x", " ",
        "\u0007", "*", "?", "["};

    @TempDir
    Path temp;
    private FetchFixture remotes;

    @BeforeEach
    void setUp() throws IOException {
        remotes = new FetchFixture(temp);
        FetchCommand.environment = remotes::environment;
        remotes.publishDates("1.2.0");
    }

    @AfterEach
    void tearDown() {
        FetchCommand.environment = System::getenv;
        remotes.close();
        GitEnvironment.uninstall();
    }

    private static String pick(Random random, String[] parts, int most) {
        var out = new StringBuilder();
        for (int i = 1 + random.nextInt(most); i > 0; i--) {
            out.append(parts[random.nextInt(parts.length)]);
        }
        return out.toString();
    }

    private static String origin(Random random) {
        return random.nextInt(3) == 0 ? "https://github.com/acme/dates/tree/main/skills/dates"
                : "https://github.com/acme/" + pick(random, NAME_PARTS, 3) + "/tree/" + pick(random, REF_PARTS, 3)
                + "/skills/x";
    }

    private static String lockLine(Random random, List<String> good) {
        String line = good.isEmpty() ? "lock 1" : good.get(random.nextInt(good.size()));
        return switch (random.nextInt(9)) {
            case 0 -> line; // a duplicate
            case 1 -> line.replace(" skills/dates ", " ../" + pick(random, NAME_PARTS, 2) + " ");
            case 2 -> line.replace(" skills/dates ", " /etc/passwd ");
            case 3 -> line.replace("github.com/acme/dates", "github.com/acme/" + pick(random, NAME_PARTS, 2));
            case 4 -> line + "\u0007" + SECRET;
            case 5 -> "TOKEN=" + SECRET;
            case 6 -> line.substring(0, random.nextInt(line.length() + 1));
            case 7 -> "repository https://user:" + SECRET + "@host/a main " + "0".repeat(40);
            default -> line.replace(' ', random.nextBoolean() ? '\t' : ' ');
        };
    }

    @Test
    void noHostileWorkspaceBreaksFetchOrLeaksItsSecret() throws IOException {
        int cases = Integer.getInteger("hostile.fetch.cases", 24);
        long seed = Long.getLong("hostile.fetch.seed", 38);
        var random = new Random(seed);
        Path secretFile = Files.writeString(temp.resolve("credentials"), "password=" + SECRET + "\n");
        // one clean fetch, for lines of a real lock to mutate
        Path clean = Files.createDirectories(temp.resolve("clean"));
        Cli.write(clean, "skills/report/SKILL.md", FetchFixture.skill("me", "report", "1.0.0",
                "https://github.com/acme/dates/tree/main/skills/dates"));
        assertThat(fetch(clean).exitCode()).isZero();
        var good = Files.readString(clean.resolve(LockFile.FILE_NAME)).lines().filter(l -> !l.startsWith("#"))
                .toList();

        for (int n = 0; n < cases; n++) {
            String name = "case " + n + " of seed " + seed;
            Path work = Files.createDirectories(temp.resolve("w" + n));
            var origins = new ArrayList<String>();
            for (int i = 1 + random.nextInt(4); i > 0; i--) {
                origins.add(origin(random));
            }
            Cli.write(work, "skills/report/SKILL.md", FetchFixture.skill("me", "report", "1.0.0",
                    origins.toArray(String[]::new)).replace("\u0007", ""));
            boolean linked = random.nextInt(6) == 0;
            if (linked) {
                Files.createSymbolicLink(work.resolve(LockFile.FILE_NAME), secretFile);
            } else if (random.nextBoolean()) {
                var lock = new StringBuilder();
                for (int i = random.nextInt(8); i > 0; i--) {
                    lock.append(lockLine(random, good)).append(random.nextInt(5) == 0 ? "\r\n" : "\n");
                }
                Files.writeString(work.resolve(LockFile.FILE_NAME), lock);
            }

            var run = random.nextInt(4) == 0 ? fetch(work, "--update") : fetch(work);

            assertThat(run.exitCode()).as(name + "\n" + run.err()).isBetween(0, 2);
            assertThat(run.out() + run.err()).as(name).doesNotContain(SECRET, "internal error", "\tat ", "\u0007");
            assertThat(secretFile).as(name).hasContent("password=" + SECRET);
            if (linked) {
                assertThat(run.exitCode()).as(name).isEqualTo(ExitCodes.USAGE);
                continue;
            }
            var check = Cli.run("check", work.toString(), "--format", "json");
            Path lock = work.resolve(LockFile.FILE_NAME);
            assertThat(check.out()).as(name + "\n" + (Files.exists(lock) ? Files.readString(lock) : "(no lock)"))
                    .doesNotContain("\"" + Rule.LOCK_FILE.id() + "\"").doesNotContain(SECRET);
        }
    }

    private Cli.Run fetch(Path work, String... options) {
        var args = new ArrayList<>(List.of("fetch", work.toString(), "--cache", remotes.cache().toString()));
        args.addAll(List.of(options));
        return Cli.run(args.toArray(String[]::new));
    }
}
