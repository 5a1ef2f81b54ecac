package dev.catalogstudio.model.workspace;

import static dev.catalogstudio.model.workspace.Catalogs.write;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.resolve.NodeKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code host-copy-mismatch} ({@link HostCopies}): two copies of a skill or agent kept for different hosts whose
 * portable parts differ give one info on one copy, naming both files and the first difference; identical copies,
 * copies in one host's tree and two plugins of one host give none; the work is one comparison per extra copy.
 */
class HostCopiesTest {

    private static final String CLAUDE = "providers/claude/plugin/";
    private static final String CODEX = "providers/codex/plugin/";

    @TempDir
    Path root;

    private void providers() {
        write(root, CLAUDE + ".claude-plugin/plugin.json", "{\"name\": \"tools\", \"version\": \"1.0.0\"}\n");
        write(root, CODEX + ".codex-plugin/plugin.json", "{\"name\": \"tools\", \"version\": \"1.0.0\"}\n");
    }

    private static String skill(String name, String description, String body) {
        return "---\nname: " + name + "\ndescription: " + description + "\n---\n" + body;
    }

    private List<FileDiagnostic> copies() throws IOException {
        return new CatalogChecker().check(root, ProgressListener.NONE).diagnostics().stream()
                .filter(d -> d.diagnostic().rule() == Rule.HOST_COPY_MISMATCH).toList();
    }

    @Test
    void providerCopiesWithAnotherDescriptionGiveOneInfoNamingBothFilesAndTheField() throws IOException {
        providers();
        write(root, CLAUDE + "skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms. Use with PDFs.", "# pdf\n"));
        write(root, CODEX + "skills/pdf/SKILL.md", skill("pdf", "Fills forms. Use with PDFs.", "# pdf\n"));

        var found = copies();

        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo(CODEX + "skills/pdf/SKILL.md");
            assertThat(d.diagnostic().severity()).isEqualTo(Severity.INFO);
            assertThat(d.diagnostic().range().start().line()).isEqualTo(3); // the description key, in this copy
            assertThat(d.diagnostic().message()).contains(CODEX + "skills/pdf/SKILL.md",
                    CLAUDE + "skills/pdf/SKILL.md", "'description'", "OpenAI Codex", "Claude Code",
                    "'Fills forms. Use with PDFs.' here");
        });
    }

    @Test
    void identicalCopiesAndFieldsNoSpecDefinesAreNotReported() throws IOException {
        providers();
        write(root, CLAUDE + "skills/pdf/SKILL.md", "---\nname: pdf\ndescription: Fills PDF forms.\n"
                + "when_to_use: When a PDF is attached.\nmetadata:\n  a: \"1\"\n  b: \"2\"\n---\n# pdf\r\nDo it.\r\n");
        // Another host's own field, metadata keys in another order, a folded description and CRLF vs LF: no change
        // of a portable part.
        write(root, CODEX + "skills/pdf/SKILL.md", "---\nname: pdf\ndescription: >-\n  Fills PDF forms.\n"
                + "metadata: {b: \"2\", a: \"1\"}\n---\n# pdf\nDo it.");

        assertThat(copies()).isEmpty();
    }

    @Test
    void copiesInOneHostsTreeOrInTwoPluginsOfOneHostAreNotCopiesForHosts() throws IOException {
        write(root, "a/.claude-plugin/plugin.json", "{\"name\": \"a\"}\n");
        write(root, "b/.claude-plugin/plugin.json", "{\"name\": \"b\"}\n");
        write(root, "a/skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n"));
        write(root, "b/skills/pdf/SKILL.md", skill("pdf", "Merges PDF files.", "# pdf\n"));
        write(root, "c/skills/one/csv/SKILL.md", skill("csv", "Reads CSV files.", "# csv\n"));
        write(root, "c/skills/two/csv/SKILL.md", skill("csv", "Writes CSV files.", "# csv\n"));

        assertThat(copies()).isEmpty();
    }

    @Test
    void hostFoldersCopiesReportTheFirstDifferingBodyLineWhereItIs() throws IOException {
        write(root, ".claude/skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n\nStep one.\nStep two.\n"));
        write(root, ".agents/skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n\nStep one.\nStep 2.\n"));

        var found = copies();

        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo(".claude/skills/pdf/SKILL.md"); // .agents sorts first: the reference
            assertThat(d.diagnostic().range().start().line()).isEqualTo(8);
            assertThat(d.diagnostic().message()).contains(".agents/skills/pdf/SKILL.md",
                    "body line 8 here is 'Step two.', line 8 there is 'Step 2.'");
        });
    }

    @Test
    void supportingFilesAreComparedByNameSizeAndBytes() throws IOException {
        providers();
        for (String tree : List.of(CLAUDE, CODEX)) {
            write(root, tree + "skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n"));
            write(root, tree + "skills/pdf/scripts/fill.py", "print('fill')\n");
        }
        assertThat(copies()).isEmpty();

        write(root, CODEX + "skills/pdf/scripts/fill.py", "print('FILL')\n"); // same size, other bytes
        assertThat(copies()).singleElement().satisfies(d -> assertThat(d.diagnostic().message())
                .contains("the supporting file scripts/fill.py differs from byte 8"));

        write(root, CODEX + "skills/pdf/scripts/fill.py", "print('fill')\n");
        write(root, CLAUDE + "skills/pdf/references/forms.md", "# Forms\n");
        assertThat(copies()).singleElement().satisfies(d -> assertThat(d.diagnostic().message())
                .contains("the supporting file references/forms.md is only there"));
    }

    @Test
    void agentsCompareTheFieldsBothHostsReadAndTheBody() throws IOException {
        // Claude Code alone reads color, GitHub Copilot alone reads target: not portable, no difference. (Copilot
        // also reads .claude/agents/, so a copy there would be compared on target too: a plugin's is Claude Code's.)
        write(root, "plugin/.claude-plugin/plugin.json", "{\"name\": \"review\"}\n");
        write(root, "plugin/agents/reviewer.md", "---\nname: reviewer\ndescription: Reviews code.\ncolor: blue\n"
                + "---\nReview the diff.\n");
        write(root, ".github/agents/reviewer.agent.md", "---\nname: reviewer\ndescription: Reviews code.\n"
                + "target: vscode\n---\nReview the diff.\n");
        assertThat(copies()).isEmpty();

        write(root, ".github/agents/reviewer.agent.md", "---\nname: reviewer\ndescription: Reviews diffs.\n"
                + "target: vscode\n---\nReview the diff.\n");
        assertThat(copies()).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("plugin/agents/reviewer.md"); // .github sorts first: the reference
            assertThat(d.diagnostic().message()).contains("agent 'reviewer'", ".github/agents/reviewer.agent.md",
                    "'description'");
        });
    }

    @Test
    void comparisonsGrowWithTheCopiesNotWithTheWorkspace() throws IOException {
        assertThat(comparisons(10)).isEqualTo(10);
        assertThat(comparisons(40)).isEqualTo(40);
    }

    /**
     * Comparisons made checking a workspace of {@code n} skills kept for two hosts (n copies beyond the first) and
     * {@code 10 n} skills with names of their own, which cost a look-up each and no comparison.
     */
    private long comparisons(int n) throws IOException {
        Path folder = Files.createDirectories(root.resolve("n" + n));
        write(folder, CLAUDE + ".claude-plugin/plugin.json", "{\"name\": \"tools\"}\n");
        write(folder, CODEX + ".codex-plugin/plugin.json", "{\"name\": \"tools\"}\n");
        for (int i = 0; i < n; i++) {
            write(folder, CLAUDE + "skills/s" + i + "/SKILL.md", skill("s" + i, "Does s" + i + ".", "# s\n"));
            write(folder, CODEX + "skills/s" + i + "/SKILL.md", skill("s" + i, "Does s" + i + ".", "# s\n"));
        }
        for (int i = 0; i < 10 * n; i++) {
            write(folder, CLAUDE + "skills/own-" + i + "/SKILL.md", skill("own-" + i, "Does it.", "# own\n"));
        }
        long before = HostCopies.COMPARISONS.sum();
        var result = new CatalogChecker().check(folder, ProgressListener.NONE);
        assertThat(result.diagnostics()).noneMatch(d -> d.diagnostic().rule() == Rule.HOST_COPY_MISMATCH);
        return HostCopies.COMPARISONS.sum() - before;
    }

    @Test
    void anEditOfOneCopyReportsOnTheOtherAndTheStudioFindsThePair() throws IOException {
        providers();
        write(root, CLAUDE + "skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n"));
        write(root, CODEX + "skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n"));
        var workspace = Workspace.open(root, ProgressListener.NONE);
        assertThat(workspace.snapshot().diagnostics()).isEmpty();

        // The reference (first by path) is edited: the diagnostic appears on the other copy.
        var update = workspace.update(CLAUDE + "skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# PDF\n"));

        assertThat(update.changed()).contains(CODEX + "skills/pdf/SKILL.md");
        assertThat(update.snapshot().diagnostics(CODEX + "skills/pdf/SKILL.md"))
                .extracting(d -> d.rule()).containsExactly(Rule.HOST_COPY_MISMATCH);
        assertThat(HostCopies.differing(update.snapshot(), CODEX + "skills/pdf/SKILL.md")).contains(
                new HostCopies.Pair(CODEX + "skills/pdf/SKILL.md", CLAUDE + "skills/pdf/SKILL.md", NodeKind.SKILL,
                        "pdf"));
        assertThat(HostCopies.differing(update.snapshot(), CLAUDE + "skills/pdf/SKILL.md")).isEmpty();

        var back = workspace.update(CODEX + "skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# PDF\n"));
        assertThat(back.changed()).contains(CODEX + "skills/pdf/SKILL.md");
        assertThat(back.snapshot().diagnostics()).isEmpty();
    }

    @Test
    void editsOfCopiesGiveTheDiagnosticsOfAWorkspaceOpenedFromScratch() throws IOException {
        providers();
        write(root, ".claude/skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n"));
        write(root, ".agents/skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n"));
        for (String tree : List.of(CLAUDE, CODEX)) {
            write(root, tree + "skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n"));
        }
        var workspace = Workspace.open(root, ProgressListener.NONE);
        var random = new java.util.Random(43);
        var paths = List.of(".claude/skills/pdf/SKILL.md", ".agents/skills/pdf/SKILL.md", CLAUDE + "skills/pdf/SKILL.md",
                CODEX + "skills/pdf/SKILL.md");
        var names = List.of("pdf", "pdf", "pdf", "csv");
        var bodies = List.of("# pdf\n", "# PDF\n", "# pdf\n\nMore.\n");
        for (int i = 0; i < 60; i++) {
            String path = paths.get(random.nextInt(paths.size()));
            String text = skill(names.get(random.nextInt(names.size())), "Fills PDF forms.",
                    bodies.get(random.nextInt(bodies.size())));
            write(root, path, text);
            workspace.update(path, text);
            if (i % 5 == 4) {
                assertThat(workspace.snapshot().diagnostics()).as("after edit " + i)
                        .isEqualTo(Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics());
            }
        }
    }

    @Test
    void aSupportingFileEditComparesTheCopiesAgain() throws IOException {
        providers();
        for (String tree : List.of(CLAUDE, CODEX)) {
            write(root, tree + "skills/pdf/SKILL.md", skill("pdf", "Fills PDF forms.", "# pdf\n"));
            write(root, tree + "skills/pdf/scripts/fill.py", "print('fill')\n");
        }
        var workspace = Workspace.open(root, ProgressListener.NONE);
        write(root, CLAUDE + "skills/pdf/scripts/fill.py", "print('filled')\n");

        var update = workspace.update(CLAUDE + "skills/pdf/scripts/fill.py", "print('filled')\n");

        assertThat(update.changed()).contains(CODEX + "skills/pdf/SKILL.md");
        assertThat(update.snapshot().diagnostics(CODEX + "skills/pdf/SKILL.md"))
                .extracting(d -> d.rule()).containsExactly(Rule.HOST_COPY_MISMATCH);
    }
}
