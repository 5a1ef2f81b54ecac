package dev.catalogstudio.model.diag;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** catalog-studio.yaml's {@code rules:} turns codes off or changes their severity for every reader of a snapshot. */
class RuleLevelsTest {

    @TempDir
    Path root;

    /** A skill with an unknown field (info), a name that is no kebab-case (error) and a name/folder mismatch. */
    private void skill() throws Exception {
        Path folder = Files.createDirectories(root.resolve("skills/report"));
        Files.writeString(folder.resolve("SKILL.md"), "---\nname: Report\ndescription: Writes the report.\n"
                + "colour: blue\n---\n# Report\n");
    }

    private List<FileDiagnostic> check() throws Exception {
        return new CatalogChecker().check(root, ProgressListener.NONE).diagnostics();
    }

    private static List<String> codes(List<FileDiagnostic> found) {
        return found.stream().map(d -> d.diagnostic().code() + ":" + d.diagnostic().severity().label()).toList();
    }

    @Test
    void withoutRulesEveryCodeKeepsItsDefaultSeverity() throws Exception {
        skill();
        assertThat(codes(check())).contains("field-unknown:info", "name-format:error");
    }

    @Test
    void offDropsACodeAndALevelChangesItsSeverity() throws Exception {
        skill();
        Files.writeString(root.resolve("catalog-studio.yaml"), "rules:\n  field-unknown: off\n  name-format: warning\n");
        var found = check();
        assertThat(codes(found)).doesNotContain("field-unknown:info").contains("name-format:warning")
                .doesNotContain("name-format:error");
        // the other codes of the same file stay as they were
        assertThat(codes(found)).contains("name-directory-mismatch:error");
    }

    @Test
    void aMistypedCodeOrLevelIsASettingsErrorOnItsLineAndTheRestApplies() throws Exception {
        skill();
        Files.writeString(root.resolve("catalog-studio.yaml"),
                "rules:\n  field-unknwn: off\n  name-format: loud\n  internal-error: off\n  name-directory-mismatch: off\n");
        var settings = check().stream().filter(d -> d.path().equals("catalog-studio.yaml")).toList();
        assertThat(settings).extracting(d -> d.diagnostic().range().start().line() + " " + d.diagnostic().message())
                .containsExactly(
                        "2 'field-unknwn' is no diagnostic code; did you mean 'field-unknown'? (catalog-studio rules "
                                + "lists the codes).",
                        "3 'name-format' takes off, error, warning or info, not 'loud'.",
                        "4 'internal-error' cannot be changed: it says the check itself could not be trusted.");
        assertThat(codes(check())).contains("name-format:error", "field-unknown:info")
                .doesNotContain("name-directory-mismatch:error");
    }

    @Test
    void anEditOfTheSettingsFileAppliesToTheNextSnapshot() throws Exception {
        skill();
        var workspace = Workspace.open(root, ProgressListener.NONE);
        assertThat(workspace.snapshot().diagnostics("skills/report/SKILL.md"))
                .extracting(Diagnostic::code).contains("field-unknown");
        Files.writeString(root.resolve("catalog-studio.yaml"), "rules:\n  field-unknown: off\n");
        var after = workspace.update("catalog-studio.yaml",
                Files.readString(root.resolve("catalog-studio.yaml"))).snapshot();
        assertThat(after.diagnostics("skills/report/SKILL.md")).extracting(Diagnostic::code)
                .doesNotContain("field-unknown");
        assertThat(after.pathsWithDiagnostics()).contains("skills/report/SKILL.md");
    }

    @Test
    void theFixedCodesCannotBeChanged() {
        assertThat(RuleLevels.FIXED).contains(Rule.INTERNAL_ERROR, Rule.WORKSPACE_SETTINGS);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> RuleLevels.of(
                java.util.Map.of(Rule.INTERNAL_ERROR, java.util.Optional.empty())))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
