package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.model.fetch.GitEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A generator of hostile change sets and arguments for {@code catalog-studio review PATH --base REV [--head REV]
 * [--format F]} (issue 38): small git histories whose SKILL.md files hold valid, broken, control-character, huge and
 * non-UTF-8 frontmatter, reviewed from the work tree, a subfolder, the git folder, links in and out, missing paths,
 * files and climbing paths, at revisions that are valid, beyond history, an unset or unfetched upstream, ranges,
 * option-like, control characters, 10,000 characters long or unknown commit ids. Seeded, so a failure names its case.
 * {@code verify} runs 24 cases; by hand, e.g. {@code -Dhostile.review.cases=300 -Dhostile.review.seed=7}.
 *
 * <p>What must hold for every case: exit 0, 1 or 2, never an internal error or a stack trace; no raw ESC or BEL in
 * what is printed, nor a C1 CSI outside JSON (JSON and SARIF parse); no missing commit blamed on a shallow clone (none
 * is); and the repository (work tree and {@code .git}), the folder outside it and JGit's throwaway home are byte for
 * byte what they were: review reads git, it never writes.
 */
class ReviewHostileGeneratorTest {

    private static final String[] NAMES = {"a", "b", "c"};
    private static final String[] JUNK = {"name: [", "name: {a: b}", "x: &a [*a, *a]", "dependencies: {skills: 5}",
        "version: ~", "scope: ../..", "\t- x", "? [a]\n: b", "!!binary AAAA", "<<: *nowhere", "name: 'a\u0000'",
        "dependencies:\n  skills:\n    - \"https://github.com/acme/catalog/tree/main/skills/a\u001b\"", "---", "..."};
    private static final String[] FORMATS = {"text", "json", "markdown", "sarif", "JSON", "Markdown"};

    @TempDir
    Path temp;
    private Path home;

    @BeforeEach
    void throwawayHome() throws IOException {
        home = Files.createDirectories(temp.resolve("home"));
        // JGit's home, and no repository above the cases' folders (the build may run inside one)
        GitEnvironment.install(Map.of("HOME", home.toString(), "XDG_CONFIG_HOME", home.resolve(".config").toString(),
                "GIT_CONFIG_NOSYSTEM", "1", "GIT_CEILING_DIRECTORIES", temp.toString()));
    }

    @AfterEach
    void restore() {
        GitEnvironment.uninstall();
    }

    private static <T> T pick(Random random, T[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    /** A SKILL.md: valid, broken YAML, control characters, huge values, non-UTF-8 bytes or junk structure. */
    private static byte[] skillFile(Random random, String name) {
        String version = random.nextInt(3) + "." + random.nextInt(3) + "." + random.nextInt(3);
        String valid = ReviewCommandTest.skill(name, version, "Body " + random.nextInt(100) + ".",
                random.nextBoolean() ? new String[0] : new String[] {pick(random, NAMES)});
        String text = switch (random.nextInt(8)) {
            case 0, 1 -> valid;
            case 2 -> Cli.BROKEN_YAML;
            case 3 -> valid.replace("name: " + name, "name: \"" + name + "\\e]0;pwned\\a\\e[2J\"");
            case 4 -> valid.replace("version: " + version, "version: " + version + "\u001b[31m\u0007\u009b")
                    .replace("\n# ", "\n# \u001b]8;;http://evil\u0007");
            case 5 -> random.nextBoolean() ? valid.replace("\nversion: ", "\nx-huge: " + "y".repeat(100_000)
                    + "\nversion: ") : valid.replace("version: " + version, "version: 1.0." + "9".repeat(10_000));
            case 6 -> null; // non-UTF-8, below
            default -> "---\n" + pick(random, JUNK) + "\n" + pick(random, JUNK) + "\n---\n" + pick(random, JUNK);
        };
        if (text != null) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        byte[] bytes = valid.getBytes(StandardCharsets.UTF_8);
        byte[] bad = {(byte) 0xFF, (byte) 0xFE, (byte) 0xC3, (byte) 0x80};
        for (int i = 1 + random.nextInt(4); i > 0; i--) {
            bytes[4 + random.nextInt(bytes.length - 4)] = bad[random.nextInt(bad.length)];
        }
        return bytes;
    }

    /** Writes, rewrites or deletes each of the skills. */
    private static void edit(Random random, Path work) throws IOException {
        for (String name : NAMES) {
            Path file = work.resolve("skills/" + name + "/SKILL.md");
            switch (random.nextInt(4)) {
                case 0 -> { } // as it was
                case 1 -> Files.deleteIfExists(file);
                default -> Files.write(Files.createDirectories(file.getParent()).resolve("SKILL.md"),
                        skillFile(random, name));
            }
        }
    }

    /** A history of 0 to 3 commits, an upstream or a branch switch or a detached HEAD, then uncommitted edits. */
    private static List<String> repository(Random random, Path work, Path outside) throws Exception {
        Cli.write(outside, "skills/x/SKILL.md", ReviewCommandTest.skill("x", "1.0.0", "X."));
        var commits = new ArrayList<String>();
        try (var git = Git.init().setDirectory(work.toFile()).setInitialBranch("main").call()) {
            Cli.write(work, "catalog-studio.yaml", "origin: https://github.com/acme/catalog/tree/main\n");
            Files.createSymbolicLink(work.resolve("outlink"), outside);
            Files.createSymbolicLink(work.resolve("inlink"), Path.of("skills"));
            for (int i = random.nextInt(8) == 0 ? 0 : 1 + random.nextInt(3); i > 0; i--) {
                edit(random, work);
                commits.add(ReviewCommandTest.commit(git));
            }
            var config = git.getRepository().getConfig();
            switch (commits.isEmpty() ? -1 : random.nextInt(5)) {
                case 0 -> { // an upstream that is a local branch
                    git.branchCreate().setName("start").setStartPoint(commits.get(0)).call();
                    config.setString("branch", "main", "remote", ".");
                    config.setString("branch", "main", "merge", "refs/heads/start");
                    config.save();
                }
                case 1 -> { // an upstream never fetched
                    config.setString("remote", "origin", "url", "https://example.org/x.git");
                    config.setString("branch", "main", "remote", "origin");
                    config.setString("branch", "main", "merge", "refs/heads/main");
                    config.save();
                }
                case 2 -> { // HEAD@{-1} is topic
                    git.checkout().setCreateBranch(true).setName("topic").call();
                    edit(random, work);
                    commits.add(ReviewCommandTest.commit(git));
                    git.checkout().setName("main").call();
                }
                case 3 -> git.checkout().setName(commits.get(0)).call(); // detached
                default -> { }
            }
            edit(random, work);
        }
        return commits;
    }

    /** Mostly a way to a catalog folder of the work tree, so that most change sets are read at all. */
    private static String path(Random random, Path work) {
        return work + (random.nextInt(4) > 0 ? pick(random, new String[] {"", "/skills", "/inlink", "/.git/..",
            "/../repo/skills"}) : pick(random, new String[] {"/.git", "/.git/refs", "/outlink", "/outlink/skills",
            "/missing", "/catalog-studio.yaml", "/skills/../../outside", "/inlink/../.."}));
    }

    /** Mostly a revision of the history: main, HEAD, HEAD~1, a commit's full or abbreviated id. */
    private static String revision(Random random, List<String> commits) {
        String commit = commits.isEmpty() ? "0".repeat(40) : commits.get(random.nextInt(commits.size()));
        return switch (random.nextInt(4) > 0 ? random.nextInt(5) : 5 + random.nextInt(10)) {
            case 0 -> "main";
            case 1 -> "HEAD";
            case 2 -> "HEAD~1";
            case 3 -> commit;
            case 4 -> commit.substring(0, 7);
            case 5 -> "HEAD~" + (commits.size() + random.nextInt(1000));
            case 6 -> pick(random, new String[] {"@{upstream}", "@{u}", "main@{u}", "HEAD@{U}~1", "topic@{u}"});
            case 7 -> pick(random, new String[] {"main..HEAD", "HEAD...main", "main^{tree}", "main:skills", "^main"});
            case 8 -> pick(random, new String[] {"-oProxyCommand=touch pwned", "--upload-pack=x", "-h", "--"});
            case 9 -> pick(random, new String[] {"main\u001b[31m", "\u0007", "HEAD\r\n", "HEAD\u0000", "ma\u009bin"});
            case 10 -> pick(random, new String[] {"x", "~1", "^", "@{u}"}).repeat(10_000).substring(0, 10_000);
            case 11 -> "HEAD@{-1}";
            case 12 -> "deadbee";
            case 13 -> "0123456789abcdef0123456789abcdef01234567";
            default -> pick(random, new String[] {"topic", "start", "HEAD@{1}", "HEAD^2", "main@{0}"});
        };
    }

    private static void option(List<String> args, Random random, String option, String value) {
        if (random.nextBoolean()) {
            args.add(option + "=" + value);
        } else {
            args.addAll(List.of(option, value));
        }
    }

    /** Every file, folder and link under {@code roots}, links not followed: path to size and SHA-256, or target. */
    private static Map<String, String> listing(Path... roots) throws Exception {
        var out = new TreeMap<String, String>();
        var digest = MessageDigest.getInstance("SHA-256");
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : (Iterable<Path>) files::iterator) {
                    out.put(file.toString(), Files.isSymbolicLink(file) ? "-> " + Files.readSymbolicLink(file)
                            : Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS) ? "folder"
                            : Files.size(file) + " " + HexFormat.of().formatHex(
                                    digest.digest(Files.readAllBytes(file))));
                }
            }
        }
        return out;
    }

    /** The arguments as a failure message shows them: long ones cut, control characters escaped. */
    private static String shown(List<String> args) {
        var out = new StringBuilder();
        for (String arg : args) {
            String cut = arg.length() > 60 ? arg.substring(0, 60) + "…(" + arg.length() + " chars)" : arg;
            out.append(" '").append(TerminalText.safe(cut)).append("'");
        }
        return out.toString();
    }

    @Test
    void noHostileChangeSetOrArgumentBreaksReviewOrWritesAnything() throws Exception {
        int cases = Integer.getInteger("hostile.review.cases", 24);
        long seed = Long.getLong("hostile.review.seed", 38);
        var random = new Random(seed);
        var json = new ObjectMapper();
        for (int n = 0; n < cases; n++) {
            Path dir = Files.createDirectories(temp.resolve("c" + n));
            Path work = dir.resolve("repo");
            var commits = repository(random, work, dir.resolve("outside"));
            var args = new ArrayList<>(List.of("review", path(random, work)));
            option(args, random, "--base", revision(random, commits));
            if (random.nextInt(3) > 0) {
                option(args, random, "--head", revision(random, commits));
            }
            String format = random.nextInt(5) > 0 ? pick(random, FORMATS) : "text";
            if (!format.equals("text") || random.nextBoolean()) {
                option(args, random, "--format", format);
            }
            String name = "case " + n + " of seed " + seed + ":" + shown(args);
            var before = listing(dir, home);

            var run = Cli.run(args.toArray(String[]::new));

            assertThat(run.exitCode()).as(name + "\n" + run.err()).isBetween(0, 2);
            assertThat(run.out() + run.err()).as(name).doesNotContain("internal error", "\tat ", "\u001b", "\u0007");
            assertThat(run.err()).as(name).doesNotContain("which is shallow");
            String terminal = format.matches("(?i)json|sarif") ? run.err() : run.out() + run.err(); // JSON: C0 only
            assertThat(terminal).as(name).doesNotContain("\u009b");
            if (run.exitCode() < 2 && format.matches("(?i)json|sarif")) {
                assertThatCode(() -> json.readTree(run.out())).as(name).doesNotThrowAnyException();
            }
            assertThat(listing(dir, home)).as(name).isEqualTo(before);
        }
    }
}
