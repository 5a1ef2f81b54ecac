package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code catalog-studio review} end to end on a git history made here: every format, and the failures. */
class ReviewCommandTest {

    @TempDir
    Path work;
    private Git git;
    private String base;

    /** A skill {@code acme/name} depending on the catalog's {@code skills/<dependency>} (also the generator's). */
    static String skill(String name, String version, String body, String... dependencies) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: The " + name
                + " skill. Use when a task needs " + name + ".\nversion: " + version + "\n");
        if (dependencies.length > 0) {
            text.append("dependencies:\n  skills:\n");
            for (String dependency : dependencies) {
                text.append("    - \"https://github.com/acme/catalog/tree/main/skills/").append(dependency)
                        .append("\"\n");
            }
        }
        return text.append("---\n# ").append(name).append("\n\n").append(body).append("\n").toString();
    }

    private String commit() throws Exception {
        return commit(git);
    }

    /** Commits everything in the work tree of {@code git}, deletions included; returns the commit's id. */
    static String commit(Git git) throws Exception {
        git.add().addFilepattern(".").call();
        git.add().addFilepattern(".").setUpdate(true).call();
        return git.commit().setMessage("change").setAuthor("T", "t@example.org").setCommitter("T", "t@example.org")
                .setSign(false).call().name();
    }

    /** Base: a → b, c, d → c. Working tree: c's body changed without a bump, a gained a dependency on c with a patch bump. */
    @BeforeEach
    void history() throws Exception {
        git = Git.init().setDirectory(work.toFile()).setInitialBranch("main").call();
        Cli.write(work, "catalog-studio.yaml", "origin: https://github.com/acme/catalog/tree/main\n");
        Cli.write(work, "skills/a/SKILL.md", skill("a", "1.0.0", "A.", "b"));
        Cli.write(work, "skills/b/SKILL.md", skill("b", "1.0.0", "B."));
        Cli.write(work, "skills/c/SKILL.md", skill("c", "1.0.0", "C."));
        Cli.write(work, "skills/d/SKILL.md", skill("d", "1.0.0", "D.", "c"));
        base = commit();
        Cli.write(work, "skills/a/SKILL.md", skill("a", "1.0.1", "A.", "b", "c"));
        Cli.write(work, "skills/c/SKILL.md", skill("c", "1.0.0", "C, changed."));
    }

    @AfterEach
    void close() {
        git.close();
    }

    @Test
    void textListsTheChangeSetThenTheDiagnosticsAndFailsOnAnError() {
        var run = Cli.run("review", work.toString(), "--base", "main");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.out()).startsWith("review main (" + base.substring(0, 12) + ") → working tree (working tree)\n")
                .contains("  modified skill acme/a  1.0.0 → 1.0.1  patch (needs minor)  skills/a/SKILL.md\n",
                        "  modified skill acme/c  1.0.0 → 1.0.0  none (needs patch)  skills/c/SKILL.md\n",
                        "  + edge acme/a → https://github.com/acme/catalog/tree/main/skills/c\n",
                        "  impacted acme/d → acme/c\n",
                        "2 entries changed (2 modified), 1 edges added, 0 removed, 1 impacted; 1 new error, 2 new "
                                + "warnings; 3 warnings were there before (--all lists them)",
                        "error version-not-bumped: acme/c changed (skills/c/SKILL.md) but its version is still 1.0.0",
                        "warning version-bump-too-small: acme/a got a patch bump (1.0.0 → 1.0.1) but its changes "
                                + "need a minor one: added dependency https://github.com/acme/catalog/tree/main/"
                                + "skills/c: minor.");
    }

    @Test
    void jsonHasTheDocumentedShape() throws Exception {
        var run = Cli.run("review", work.toString(), "--base", base, "--format", "json");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.ERRORS);
        var json = new ObjectMapper().readTree(run.out());
        assertThat(json.path("base").path("commit").asText()).isEqualTo(base);
        assertThat(json.path("head").path("revision").asText()).isEqualTo("working tree");
        var a = json.path("changes").get(0);
        assertThat(a.path("fqn").asText()).isEqualTo("acme/a");
        assertThat(a.path("change").asText()).isEqualTo("modified");
        assertThat(a.path("from").asText()).isEqualTo("1.0.0");
        assertThat(a.path("to").asText()).isEqualTo("1.0.1");
        assertThat(a.path("bump").asText()).isEqualTo("patch");
        assertThat(a.path("required").asText()).isEqualTo("minor");
        assertThat(json.path("edges").path("added").get(0).path("to").asText()).endsWith("/skills/c");
        assertThat(json.path("edges").path("added").get(0).path("target").asText()).isEqualTo("acme/c");
        assertThat(json.path("impact").get(0).path("path").toString()).isEqualTo("[\"acme/d\",\"acme/c\"]");
        assertThat(json.path("diagnostics").findValuesAsText("code")).contains("version-not-bumped",
                "version-bump-too-small");
    }

    @Test
    void markdownIsAPullRequestCommentWithAMermaidGraph() {
        var run = Cli.run("review", work.toString(), "--base", "main", "--format", "markdown");

        assertThat(run.out()).startsWith("### Catalog review: main → working tree\n")
                .contains("| entry | kind | change | version | bump | needed |",
                        "| `acme/c` | skill | modified | 1.0.0 → 1.0.0 | none | patch |",
                        "- `acme/d` via acme/d → acme/c", "```mermaid\ngraph LR\n", ":::modified",
                        "  n0 -- added --> n1\n", "  n2[\"acme/d\"]:::impacted\n", "- error `version-not-bumped` skills/c/SKILL.md:5: ");
    }

    @Test
    void markdownShowsAControlCharacterOfANameAsAnEscapeInTheGraphToo() {
        // found by ReviewHostileGeneratorTest: the table escaped it, the Mermaid label printed ESC and BEL raw
        Cli.write(work, "skills/c/SKILL.md", skill("c", "1.0.0", "C.").replace("name: c", "name: \"c\\e]0;x\\a\""));

        var run = Cli.run("review", work.toString(), "--base", "main", "--format", "markdown");

        assertThat(run.out()).doesNotContain("\u001b", "\u0007").contains("[\"acme/c\\e]0;x\\x07 1.0.0 → 1.0.0\"]");
    }

    @Test
    void sarifCarriesTheChangeSetRules() {
        var run = Cli.run("review", work.toString(), "--base", "main", "--head", "HEAD", "--format", "sarif");

        // Head = the last commit: nothing changed since the base, so nothing to report but the snapshot's own.
        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.out()).contains("\"version\" : \"2.1.0\"").doesNotContain("version-not-bumped");
        var working = Cli.run("review", work.toString(), "--base", "main", "--format", "sarif");
        assertThat(working.out()).contains("\"ruleId\" : \"version-not-bumped\"");
    }

    @Test
    void anUnknownRevisionOrAFolderOutsideGitExitsTwoWithWhatToDo(@TempDir Path elsewhere) {
        var unknown = Cli.run("review", work.toString(), "--base", "origin/main");
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains("no revision 'origin/main'", "git fetch origin main");

        var outside = Cli.run("review", elsewhere.toString(), "--base", "main");
        assertThat(outside.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(outside.err()).contains("not in a git work tree");

        var noBase = Cli.run("review", work.toString());
        assertThat(noBase.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(noBase.err()).contains("--base");
    }

    // Issue 38, part 15: what review reads must be the work tree's catalog, and a base it cannot name is a usage error.

    @Test
    void aPathThatIsALinkToAFolderOutsideTheWorkTreeIsRefused(@TempDir Path elsewhere) throws Exception {
        Cli.write(elsewhere, "skills/x/SKILL.md", skill("x", "1.0.0", "X."));
        Path link = java.nio.file.Files.createSymbolicLink(work.resolve("linked"), elsewhere);

        var run = Cli.run("review", link.toString(), "--base", "main");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("outside the git work tree", elsewhere.toRealPath().toString());
        assertThat(run.out()).isEmpty();
    }

    @Test
    void theGitFolderAndWhatIsInsideItAreRefused() {
        for (Path inside : new Path[] {work.resolve(".git"), work.resolve(".git/refs")}) {
            var run = Cli.run("review", inside.toString(), "--base", "main");

            assertThat(run.exitCode()).as(inside + ": " + run.out() + run.err()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).contains("inside the git folder");
            assertThat(run.out()).isEmpty();
        }
    }

    @Test
    void aBaseThatCannotBeResolvedIsAUsageError() {
        for (String base : new String[] {"@{upstream}", "@{u}", "main@{upstream}"}) {
            var run = Cli.run("review", work.toString(), "--base", base);

            assertThat(run.exitCode()).as(base + ": " + run.out() + run.err()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).contains("'" + base + "'", "no upstream");
            assertThat(run.out()).isEmpty();
        }
    }

    @Test
    void aConfiguredUpstreamIsTheBranchItNames() throws Exception {
        git.branchCreate().setName("start").setStartPoint(base).call();
        var config = git.getRepository().getConfig();
        config.setString("branch", "main", "remote", ".");
        config.setString("branch", "main", "merge", "refs/heads/start");
        config.save();
        Cli.write(work, "skills/b/SKILL.md", skill("b", "1.0.0", "B, changed."));
        commit();

        var run = Cli.run("review", work.toString(), "--base", "@{u}");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.ERRORS);
        assertThat(run.out()).startsWith("review @{u} (" + base.substring(0, 12) + ")")
                .contains("modified skill acme/b");
    }
}
