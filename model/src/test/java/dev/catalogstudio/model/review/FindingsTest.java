package dev.catalogstudio.model.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Findings}: which of a change set's diagnostics it introduced, on git histories built here and on lists. */
class FindingsTest {

    @TempDir
    Path work;
    private Git git;

    @BeforeEach
    void repository() throws Exception {
        git = Git.init().setDirectory(work.toFile()).setInitialBranch("main").call();
        write("catalog-studio.yaml", "origin: https://github.com/acme/catalog/tree/main\ncatalogs: [.]\n");
    }

    @AfterEach
    void close() {
        git.close();
    }

    private void write(String path, String text) throws IOException {
        Path file = work.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private String commit() throws Exception {
        git.add().addFilepattern(".").call();
        git.add().addFilepattern(".").setUpdate(true).call();
        return git.commit().setMessage("change").setAuthor("T", "t@example.org").setCommitter("T", "t@example.org")
                .setSign(false).call().name();
    }

    /** An unversioned skill (no change-set rules) whose body is {@code body}, depending on {@code skills/<dep>}. */
    private static String skill(String name, String body, String... dependencies) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: The " + name
                + " skill. Use when a task needs " + name + ".\n");
        if (dependencies.length > 0) {
            text.append("dependencies:\n  skills:\n");
            for (String dependency : dependencies) {
                text.append("    - \"https://github.com/acme/catalog/tree/main/skills/").append(dependency)
                        .append("\"\n");
            }
        }
        return text.append("---\n# ").append(name).append("\n\n").append(body).append("\n").toString();
    }

    private Findings review(String base) throws Exception {
        return Review.run(work.toRealPath(), base, Optional.empty(), ProgressListener.NONE).findings();
    }

    /** The diagnostics these tests make, as {@code path code}; others (a field's advice) are left out. */
    private static List<String> codes(List<FileDiagnostic> list) {
        return made(list).stream().map(d -> d.path() + " " + d.diagnostic().code()).toList();
    }

    private static List<FileDiagnostic> made(List<FileDiagnostic> list) {
        return list.stream().filter(d -> d.diagnostic().rule() == Rule.SKILL_REFERENCE_MISSING
                || d.diagnostic().rule() == Rule.DEPENDENCY_MISSING).toList();
    }

    @Test
    void aDiagnosticMovedDownByAnEditIsAlreadyThereAndOneInAnUntouchedFileIsElsewhere() throws Exception {
        write("skills/a/SKILL.md", skill("a", "See [the guide](guide.md)."));
        write("skills/b/SKILL.md", skill("b", "See [the notes](notes.md)."));
        String base = commit();
        write("skills/a/SKILL.md", skill("a", "An intro.\n\nMore.\n\nSee [the guide](guide.md)."));

        var findings = review(base);

        assertThat(findings.introduced()).isEmpty();
        assertThat(codes(findings.alreadyThere())).containsExactly("skills/a/SKILL.md skill-reference-missing");
        assertThat(made(findings.alreadyThere()).get(0).diagnostic().range().start().line()).isEqualTo(12); // 8 at the base
        assertThat(codes(findings.elsewhere())).containsExactly("skills/b/SKILL.md skill-reference-missing");
        assertThat(findings.hasNewErrors()).isFalse();
    }

    @Test
    void aSecondEqualDiagnosticInTheSameFileIsNewAndCounted() throws Exception {
        write("skills/a/SKILL.md", skill("a", "See [the guide](guide.md)."));
        String base = commit();
        write("skills/a/SKILL.md", skill("a", "See [the guide](guide.md).\n\nAgain: [the guide](guide.md)."));

        var findings = review(base);

        assertThat(codes(findings.introduced())).containsExactly("skills/a/SKILL.md skill-reference-missing");
        assertThat(codes(findings.alreadyThere())).containsExactly("skills/a/SKILL.md skill-reference-missing");
        // The first in the file is taken as the base's one, the later as new.
        assertThat(made(findings.introduced()).get(0).diagnostic().range().start().line())
                .isGreaterThan(made(findings.alreadyThere()).get(0).diagnostic().range().start().line());
    }

    @Test
    void aDependentBrokenByARemovalIsReachedSoItsNewErrorIsNew() throws Exception {
        write("skills/c/SKILL.md", skill("c", "C."));
        write("skills/d/SKILL.md", skill("d", "D.", "c"));
        write("skills/e/SKILL.md", skill("e", "See [x](x.md)."));
        String base = commit();
        Files.delete(work.resolve("skills/c/SKILL.md"));

        var set = Review.run(work.toRealPath(), base, Optional.empty(), ProgressListener.NONE);
        var findings = set.findings();

        assertThat(set.impact()).isEmpty(); // the head's graph no longer reaches c
        assertThat(codes(findings.introduced())).contains("skills/d/SKILL.md dependency-missing");
        assertThat(findings.hasNewErrors()).isTrue();
        assertThat(codes(findings.elsewhere())).containsExactly("skills/e/SKILL.md skill-reference-missing");
        var missing = findings.introduced().stream().filter(d -> d.diagnostic().rule() == Rule.DEPENDENCY_MISSING)
                .findFirst().orElseThrow();
        assertThat(findings.status(missing)).isEqualTo(Findings.Status.NEW);
        assertThat(findings.atBase(missing)).isFalse();
    }

    @Test
    void aRenamedSkillsDiagnosticsAreComparedUnderItsNewFolder() throws Exception {
        write("skills/a/SKILL.md", skill("a", "See [the guide](guide.md).\n\nLong enough to pair by content."));
        String base = commit();
        Files.createDirectories(work.resolve("skills/z"));
        Files.move(work.resolve("skills/a/SKILL.md"), work.resolve("skills/z/SKILL.md"));
        write("skills/z/SKILL.md", skill("a", "See [the guide](guide.md).\n\nLong enough to pair by content.")
                .replace("name: a", "name: z"));

        var set = Review.run(work.toRealPath(), base, Optional.empty(), ProgressListener.NONE);
        var findings = set.findings();

        assertThat(set.changes()).extracting(ChangeSet.EntryChange::change).contains(ChangeSet.Change.RENAMED);
        // The same message under the new folder was there before; a message naming the folder changed, so is new.
        assertThat(findings.alreadyThere()).extracting(d -> d.path() + " " + d.diagnostic().code())
                .containsExactly("skills/z/SKILL.md field-required");
        assertThat(codes(findings.introduced())).containsExactly("skills/z/SKILL.md skill-reference-missing");
    }

    @Test
    void aMarketplaceEntryThatNoLongerAgreesWithAChangedPluginIsNew() throws Exception {
        write(".claude-plugin/marketplace.json", "{\"name\": \"acme\", \"owner\": {\"name\": \"Acme\"}, \"plugins\": ["
                + "{\"name\": \"p\", \"version\": \"1.0.0\", \"source\": \"./plugins/p\", \"description\": \"P.\"},"
                + "{\"name\": \"q\", \"version\": \"1.0.0\", \"source\": \"./plugins/q\", \"description\": \"Q.\"}]}\n");
        write("plugins/p/.claude-plugin/plugin.json", "{\"name\": \"p\", \"version\": \"1.0.0\", \"description\": \"P.\"}\n");
        write("plugins/q/.claude-plugin/plugin.json", "{\"name\": \"q\", \"version\": \"2.0.0\", \"description\": \"Q.\"}\n");
        String base = commit();
        write("plugins/p/.claude-plugin/plugin.json", "{\"name\": \"p\", \"version\": \"1.1.0\", \"description\": \"P.\"}\n");

        var findings = review(base);

        // The marketplace file is untouched, but it lists the changed plugin: its new mismatch is the change's.
        assertThat(findings.introduced()).extracting(d -> d.path() + " " + d.diagnostic().code())
                .containsExactly(".claude-plugin/marketplace.json marketplace-version-mismatch");
        assertThat(findings.alreadyThere()).extracting(d -> d.path() + " " + d.diagnostic().code())
                .containsExactly(".claude-plugin/marketplace.json marketplace-version-mismatch"); // q's, as before
        assertThat(findings.elsewhere()).isEmpty();
    }

    private static FileDiagnostic at(String path, int line, String message) {
        var range = new Range(new Position(line, 1, line * 10), new Position(line, 5, line * 10 + 4));
        return new FileDiagnostic(path, new Diagnostic(Rule.SKILL_REFERENCE_MISSING, Severity.WARNING, range, message,
                List.of()));
    }

    @Test
    void equalityIsFileCodeAndMessageNeverTheLineAndCountsAsAMultiset() {
        var head = List.of(at("a.md", 3, "x"), at("a.md", 9, "x"), at("a.md", 12, "y"), at("b.md", 1, "x"),
                at("c.md", 1, "z"));
        var base = List.of(at("a.md", 40, "x"), at("a.md", 12, "y (changed)"), at("old.md", 1, "x"),
                at("c.md", 7, "z"));

        var findings = Findings.classify(head, base, p -> !p.equals("c.md"), p -> p.equals("old.md") ? "b.md" : p);

        assertThat(findings.alreadyThere()).containsExactly(head.get(0), head.get(3));
        assertThat(findings.introduced()).containsExactly(head.get(1), head.get(2));
        assertThat(findings.elsewhere()).containsExactly(head.get(4));
        assertThat(findings.atBase(head.get(4))).isTrue();
        assertThat(findings.status(head.get(1))).isEqualTo(Findings.Status.NEW);
        assertThat(findings.atBase(head.get(1))).isFalse();
        assertThat(findings.count(Findings.Status.NEW, Severity.WARNING)).isEqualTo(2);
        assertThat(findings.count(Findings.Status.NEW, Severity.ERROR)).isZero();
        assertThat(findings.count(Findings.Status.ALREADY_THERE, Severity.WARNING)).isEqualTo(2);
        assertThat(findings.notNewCount()).isEqualTo(3);
        assertThat(Findings.Status.ALREADY_THERE.id()).isEqualTo("already-there");
    }
}
