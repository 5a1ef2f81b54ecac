package dev.catalogstudio.model.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Severity;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 38, part 8: a file of hundreds of thousands of problems (a 7.9 MB plugin.json of 450,000 unknown keys) made
 * as many diagnostics and a 262 MB report. A file keeps its first 1,000 diagnostics by position and one
 * {@code diagnostics-truncated} saying how many more there were; a check keeps its first 100,000. Inputs come from
 * {@link HostileDiagnostics}; the sizes are small here and the by hand:
 * {@code ./mvnw -o -pl model test -Dtest=DiagnosticsCapTest -Dcatalogstudio.cap.keys=450000}.
 */
class DiagnosticsCapTest {

    /** Unknown keys per file: over the cap of 1,000. */
    private static final int KEYS = Integer.getInteger("catalogstudio.cap.keys", 2_500);
    /** Files of {@link #KEYS} unknown keys each, for the cap of a check. */
    private static final int FILES = Integer.getInteger("catalogstudio.cap.files", 4);
    private static final int PER_FILE = 1_000;
    /** Unknown keys of a SKILL.md: no more than keep it under 64 KiB (skill-file-too-large, line 1). */
    private static final int SKILL_KEYS = Math.min(KEYS, 4_000);

    @TempDir
    Path root;

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private List<Diagnostic> check(String path) throws IOException {
        return Workspace.open(root, ProgressListener.NONE).snapshot().diagnostics(path);
    }

    /** The file's first 1,000 field-unknown, in order, the first on {@code firstLine}; then the summary. */
    private static void assertCut(List<Diagnostic> found, int firstLine, int keys) {
        assertThat(found).hasSize(PER_FILE + 1);
        for (int i = 0; i < PER_FILE; i++) {
            assertThat(found.get(i).code()).isEqualTo("field-unknown");
            assertThat(found.get(i).range().start().line()).isEqualTo(firstLine + i);
        }
        var summary = found.get(PER_FILE);
        assertThat(summary.code()).isEqualTo("diagnostics-truncated");
        assertThat(summary.severity()).isEqualTo(Severity.INFO);
        assertThat(summary.range().start().line()).isEqualTo(firstLine + PER_FILE);
        assertThat(summary.message()).startsWith(count(keys - PER_FILE) + " more diagnostics");
    }

    @Test
    void diagnosticsTruncatedKeepsThePluginJsonsFirstThousandAndSaysHowManyMore() throws IOException {
        HostileDiagnostics.plugins(root, 38, 1, KEYS);
        long made = Diagnostics.MADE.sum();

        assertCut(check("p0/.claude-plugin/plugin.json"), 3, KEYS);
        // bounded memory, counted: the keys are reported in order, so past the first 1,000 none is even made
        assertThat(Diagnostics.MADE.sum() - made).isEqualTo(PER_FILE);
    }

    @Test
    void aSkillWhoseFrontmatterHoldsThousandsOfUnknownKeysKeepsItsFirstThousand() throws IOException {
        Path skill = root.resolve("skills/s/SKILL.md");
        Files.createDirectories(skill.getParent());
        try (var out = Files.newBufferedWriter(skill, StandardCharsets.UTF_8)) {
            HostileDiagnostics.skillMd(new Random(38), "s", SKILL_KEYS, out);
        }
        long made = Diagnostics.MADE.sum();

        assertCut(check("skills/s/SKILL.md"), 4, SKILL_KEYS);
        assertThat(Diagnostics.MADE.sum() - made).isEqualTo(PER_FILE);
    }

    @Test
    void aFileUnderTheCapIsReportedWhole() throws IOException {
        HostileDiagnostics.plugins(root, 38, 1, PER_FILE);

        var found = check("p0/.claude-plugin/plugin.json");

        assertThat(found).hasSize(PER_FILE).allMatch(d -> d.code().equals("field-unknown"));
    }

    @Test
    void aCheckKeepsItsFirstDiagnosticsByPathThenPositionAndSaysHowManyMore() throws IOException {
        HostileDiagnostics.plugins(root, 38, FILES, KEYS);
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();
        var paths = snapshot.pathsWithDiagnostics().stream().toList();
        assertThat(paths).hasSize(FILES);

        // small: the cap of a check falls half-way through the last but one file
        assertCutOfACheck(snapshot.diagnostics((FILES - 2) * PER_FILE + PER_FILE / 2), paths,
                (FILES - 2) * PER_FILE + PER_FILE / 2);
        // what check reports: under the cap here; the sizes by hand (-Dcatalogstudio.cap.files=120)
        assertCutOfACheck(snapshot.toCheckResult().diagnostics(), paths, Diagnostics.MAX_PER_RUN);
    }

    /** {@code kept} is what a check keeps of {@link #FILES} files of {@link #KEYS} unknown keys, at most {@code max}. */
    private static void assertCutOfACheck(List<FileDiagnostic> kept, List<String> paths, int max) {
        assertThat(kept.subList(0, kept.size() - 1)).isSorted();
        long real = kept.stream().filter(d -> d.diagnostic().leftOut() == 0).count();
        if ((long) FILES * PER_FILE <= max) {
            assertThat(real).isEqualTo((long) FILES * PER_FILE);
            assertThat(kept).hasSize(FILES * (PER_FILE + 1));
            return;
        }
        int whole = max / PER_FILE; // files kept whole, each with its own summary
        int rest = max % PER_FILE; // diagnostics kept of the file the cap falls in
        assertThat(real).isEqualTo(max);
        assertThat(kept.stream().filter(d -> d.diagnostic().leftOut() > 0)).hasSize(whole + 1);
        var last = kept.get(kept.size() - 1);
        assertThat(last.path()).isEqualTo(paths.get(whole));
        assertThat(last.diagnostic().code()).isEqualTo("diagnostics-truncated");
        assertThat(last.diagnostic().range().start().line()).isEqualTo(3 + rest);
        long leftOut = (long) FILES * KEYS - (long) whole * KEYS - rest;
        int after = FILES - whole - 1;
        assertThat(last.diagnostic().leftOut()).isEqualTo(leftOut);
        assertThat(last.diagnostic().message()).startsWith(count(leftOut) + " more diagnostics")
                .contains(after == 0 ? "in this file:" : "this file and " + (after == 1 ? "1 file" : count(after)
                        + " files") + " after it");
    }
}
