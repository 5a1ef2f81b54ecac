package dev.catalogstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code catalog-studio review} shows what the change set introduced first (issue 41): every format lists the new
 * diagnostics and counts what was there before; {@code --all} lists everything as review did before, and the exit code
 * gates on new errors unless {@code --all}. On a git history made here with JGit.
 */
class ReviewNewFindingsTest {

    @TempDir
    Path work;
    private Git git;
    private String base;

    /**
     * Base: skill b with a broken reference (a warning) and skill e with a bad version (an error), neither touched by
     * the change. Working tree: skill a's body gains a broken reference (a new warning) with a patch bump.
     */
    @BeforeEach
    void history() throws Exception {
        git = Git.init().setDirectory(work.toFile()).setInitialBranch("main").call();
        Cli.write(work, "catalog-studio.yaml", "origin: https://github.com/acme/catalog/tree/main\n");
        Cli.write(work, "skills/a/SKILL.md", ReviewCommandTest.skill("a", "1.0.0", "A."));
        Cli.write(work, "skills/b/SKILL.md", ReviewCommandTest.skill("b", "1.0.0", "See [notes](notes.md)."));
        Cli.write(work, "skills/e/SKILL.md", ReviewCommandTest.skill("e", "one", "E."));
        base = ReviewCommandTest.commit(git);
        Cli.write(work, "skills/a/SKILL.md", ReviewCommandTest.skill("a", "1.0.1", "A, see [the guide](guide.md)."));
    }

    @AfterEach
    void close() {
        git.close();
    }

    private static List<String> diagnosticLines(String out) {
        var lines = new ArrayList<String>();
        out.lines().filter(l -> l.matches("^[^ ]+:\\d+:\\d+: (error|warning|info) .*")).forEach(lines::add);
        return lines;
    }

    @Test
    void textListsOnlyTheNewDiagnosticsAndCountsWhatWasThereBefore() {
        var all = Cli.run("review", work.toString(), "--base", "main", "--all");
        var run = Cli.run("review", work.toString(), "--base", "main");

        assertThat(diagnosticLines(run.out())).allMatch(l -> l.startsWith("skills/a/SKILL.md:"))
                .anyMatch(l -> l.contains("warning skill-reference-missing: 'guide.md'"));
        assertThat(diagnosticLines(all.out())).anyMatch(l -> l.startsWith("skills/b/SKILL.md:"))
                .anyMatch(l -> l.startsWith("skills/e/SKILL.md:") && l.contains(" error "));
        int before = diagnosticLines(all.out()).size() - diagnosticLines(run.out()).size();
        assertThat(before).isPositive();
        assertThat(run.outLines()).anyMatch(l -> l.startsWith("1 entry changed (1 modified), 0 edges added, 0 removed, "
                + "0 impacted; 0 new errors, ") && l.endsWith(" there before (--all lists them)"));
        assertThat(run.outLines().get(run.outLines().size() - 1)).matches("\\d+ files checked: 0 new errors, "
                + "\\d+ new warnings?, \\d+ new info; 1 error, .* there before \\(--all lists them\\)");
        // --all: check's summary line, every diagnostic
        assertThat(all.outLines().get(all.outLines().size() - 1)).matches("\\d+ files checked: 1 error, .*");
        assertThat(all.out()).doesNotContain("new error", "there before");
    }

    @Test
    void theExitCodeGatesOnNewErrorsAndAllRestoresTheGateOnAnyError() {
        var run = Cli.run("review", work.toString(), "--base", "main");
        var all = Cli.run("review", work.toString(), "--base", "main", "--all");

        assertThat(run.exitCode()).as(run.out()).isEqualTo(ExitCodes.OK);
        assertThat(all.exitCode()).as(all.out()).isEqualTo(ExitCodes.ERRORS);

        // An error the change set introduces fails the default gate too.
        Cli.write(work, "skills/a/SKILL.md", ReviewCommandTest.skill("a", "1.0.0", "A, changed without a bump."));
        var unbumped = Cli.run("review", work.toString(), "--base", "main");
        assertThat(unbumped.exitCode()).isEqualTo(ExitCodes.ERRORS);
        assertThat(unbumped.out()).contains("error version-not-bumped");
    }

    @Test
    void jsonListsTheNewDiagnosticsWithTheirFindingAndCountsEachKind() throws Exception {
        var mapper = new ObjectMapper();
        var json = mapper.readTree(Cli.run("review", work.toString(), "--base", base, "--format", "json").out());
        var all = mapper.readTree(Cli.run("review", work.toString(), "--base", base, "--format", "json", "--all")
                .out());

        assertThat(json.path("findings").path("listed").asText()).isEqualTo("new");
        assertThat(all.path("findings").path("listed").asText()).isEqualTo("all");
        assertThat(json.path("diagnostics").findValuesAsText("finding")).isNotEmpty().containsOnly("new");
        assertThat(json.path("diagnostics").findValuesAsText("path")).containsOnly("skills/a/SKILL.md");
        assertThat(all.path("diagnostics").findValuesAsText("finding")).contains("new", "elsewhere");
        var counts = json.path("findings");
        assertThat(counts.path("new").path("errors").asInt()).isZero();
        assertThat(counts.path("new").path("warnings").asInt()).isEqualTo(json.path("diagnostics").size());
        assertThat(counts.path("elsewhere").path("errors").asInt()).isEqualTo(1);
        int total = 0;
        for (String kind : new String[] {"new", "alreadyThere", "elsewhere"}) {
            for (String severity : new String[] {"errors", "warnings", "infos"}) {
                total += counts.path(kind).path(severity).asInt();
            }
        }
        assertThat(total).isEqualTo(all.path("diagnostics").size());
    }

    @Test
    void sarifListsTheNewResultsAndAllAddsTheOthersAsUnchanged() throws Exception {
        var mapper = new ObjectMapper();
        var sarif = mapper.readTree(Cli.run("review", work.toString(), "--base", "main", "--format", "sarif").out());
        var all = mapper.readTree(Cli.run("review", work.toString(), "--base", "main", "--format", "sarif", "--all")
                .out());

        var results = sarif.path("runs").get(0).path("results");
        assertThat(results.findValuesAsText("baselineState")).isNotEmpty().containsOnly("new");
        assertThat(results.findValuesAsText("uri")).containsOnly("skills/a/SKILL.md");
        var every = all.path("runs").get(0).path("results");
        assertThat(every.findValuesAsText("baselineState")).contains("new", "unchanged").doesNotContain("updated");
        assertThat(every.size()).isGreaterThan(results.size());
        // A new result keeps its fingerprint whether listed alone or with the others.
        var fingerprint = results.get(0).path("partialFingerprints").toString();
        assertThat(every.findParents("partialFingerprints").stream()
                .filter(r -> r.path("partialFingerprints").toString().equals(fingerprint))).hasSize(1);
        // The rules list only the listed results' rules: the untouched error's rule is not among the new ones.
        assertThat(sarif.path("runs").get(0).path("tool").path("driver").path("rules").findValuesAsText("id"))
                .doesNotContain("version-format");
    }

    @Test
    void markdownListsTheNewDiagnosticsUnderTheirOwnHeading() {
        var run = Cli.run("review", work.toString(), "--base", "main", "--format", "markdown");
        var all = Cli.run("review", work.toString(), "--base", "main", "--format", "markdown", "--all");

        assertThat(run.out()).contains("**New diagnostics**", "skill-reference-missing` skills/a/SKILL.md:",
                " there before (--all lists them).").doesNotContain("skills/b/SKILL.md", "skills/e/SKILL.md");
        assertThat(all.out()).contains("**Diagnostics**", "skills/b/SKILL.md", "skills/e/SKILL.md")
                .doesNotContain("New diagnostics", "there before");
    }
}
