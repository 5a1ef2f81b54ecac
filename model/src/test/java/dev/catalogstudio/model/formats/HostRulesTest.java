package dev.catalogstudio.model.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.workspace.CatalogChecker;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import dev.catalogstudio.model.workspace.ProgressListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The host-profile rules, checked through the workspace as `check --host` runs them. */
class HostRulesTest {

    @TempDir
    Path root;

    private static final String SKILL = "---\nname: triage\ndescription: Triages bug reports. Use when a bug comes "
            + "in.\n%s---\n\nTriage.\n";

    private List<String> codes(String frontmatter, String... hosts) throws IOException {
        Path file = root.resolve("skills/triage/SKILL.md");
        Files.createDirectories(file.getParent());
        Files.writeString(file, SKILL.formatted(frontmatter));
        return new CatalogChecker().check(root, ProgressListener.NONE, List.of(hosts)).diagnostics().stream()
                .map(FileDiagnostic::diagnostic).map(d -> d.code() + "@" + d.range().start().line()).toList();
    }

    private List<String> messages(String frontmatter, String... hosts) throws IOException {
        Path file = root.resolve("skills/triage/SKILL.md");
        Files.createDirectories(file.getParent());
        Files.writeString(file, SKILL.formatted(frontmatter));
        return new CatalogChecker().check(root, ProgressListener.NONE, List.of(hosts)).diagnostics().stream()
                .map(d -> d.diagnostic().message()).toList();
    }

    @Test
    void aFieldNoChosenHostReadsKeepsItsFieldUnknownAdvice() throws IOException {
        assertThat(codes("colour: red\n", "claude-code", "codex")).containsExactly("field-unknown@4");
    }

    @Test
    void aClaudeCodeFieldIsNoLongerUnknownForClaudeCodeAlone() throws IOException {
        assertThat(codes("argument-hint: \"[issue]\"\n", "claude-code")).isEmpty();
        assertThat(codes("argument-hint: \"[issue]\"\n", "agent-skills")).containsExactly("field-unknown@4");
    }

    @Test
    void hostFieldUnsupportedNamesTheHostsThatDoNotReadIt() throws IOException {
        assertThat(codes("argument-hint: \"[issue]\"\n", "claude-code", "codex"))
                .containsExactly("host-field-unsupported@4");
        assertThat(messages("argument-hint: \"[issue]\"\n", "claude-code", "codex", "agent-skills")).singleElement()
                .asString().contains("read by Claude Code but not by OpenAI Codex, the Agent Skills specification")
                .contains("OpenAI Codex ignores it").contains("the Agent Skills specification refuses the skill");
    }

    @Test
    void theSpecificationsDescriptiveFieldsAreNeverUnsupported() throws IOException {
        assertThat(codes("license: MIT\ncompatibility: Needs git.\n", "claude-code", "codex")).isEmpty();
    }

    @Test
    void hostFieldInvalidForAValueOutsideTheHostsSet() throws IOException {
        assertThat(codes("context: isolated\n", "claude-code")).containsExactly("host-field-invalid@4");
        assertThat(codes("context: fork\n", "claude-code")).isEmpty();
        assertThat(codes("disable-model-invocation: \"yes\"\n", "claude-code"))
                .containsExactly("host-field-invalid@4");
    }

    @Test
    void hostFieldInvalidStaysSilentWhereTheDocumentsOwnRulesSpeak() throws IOException {
        // The spec's name rule already reports the name; the host rule does not repeat it.
        Path file = root.resolve("skills/Triage/SKILL.md");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "---\nname: Triage\ndescription: Triages.\n---\n\nTriage.\n");
        var codes = new CatalogChecker().check(root, ProgressListener.NONE, List.of("copilot", "agent-skills"))
                .diagnostics().stream().map(d -> d.diagnostic().code()).toList();
        assertThat(codes).contains("name-format").doesNotContain("host-field-invalid");
    }

    @Test
    void extensionFieldsAreNobodysBusiness() throws IOException {
        assertThat(codes("x_owner: team-a\n", "claude-code", "codex")).isEmpty();
    }

    @Test
    void hostsComeFromTheSettingsWhenNoneAreNamed() throws IOException {
        Files.writeString(root.resolve("catalog-studio.yaml"), "hosts: [claude-code, codex]\n");
        var result = new CatalogChecker().check(root.resolve(""), ProgressListener.NONE);
        assertThat(result.hosts()).isEqualTo("claude-code, codex (listed in catalog-studio.yaml (hosts:))");
        Files.writeString(root.resolve("catalog-studio.yaml"), "hosts: [claude-code, vim]\n");
        var bad = new CatalogChecker().check(root, ProgressListener.NONE);
        assertThat(bad.diagnostics()).extracting(d -> d.diagnostic().code()).contains("workspace-settings");
        assertThat(bad.hosts()).startsWith("claude-code (");
    }

    /**
     * stripe/ai's layout: the Claude Code copy of a skill is loaded by Claude Code alone, so a field only Claude Code
     * reads is no portability problem there, though the repository also holds a Codex plugin; the copy in no package
     * is still judged for every host the repository is laid out for.
     */
    @Test
    void hostFindingsSpeakOnlyOfTheHostsThatLoadTheFile() throws IOException {
        Path claude = root.resolve("providers/claude/plugin");
        Files.createDirectories(claude.resolve(".claude-plugin"));
        Files.writeString(claude.resolve(".claude-plugin/plugin.json"), "{\"name\": \"pay\"}\n");
        Files.createDirectories(claude.resolve("skills/triage"));
        Files.writeString(claude.resolve("skills/triage/SKILL.md"), SKILL.formatted("argument-hint: \"[issue]\"\n"));
        Path codex = root.resolve("providers/codex/plugin");
        Files.createDirectories(codex.resolve(".codex-plugin"));
        Files.writeString(codex.resolve(".codex-plugin/plugin.json"), "{\"name\": \"pay\"}\n");

        var found = codes("argument-hint: \"[issue]\"\n");
        // Only skills/triage/SKILL.md, in no package, has both hosts; the Claude Code copy has none of this.
        var result = new CatalogChecker().check(root, ProgressListener.NONE, List.of());
        assertThat(result.hosts()).startsWith("claude-code, codex (inferred");
        assertThat(result.diagnostics()).filteredOn(d -> d.diagnostic().code().equals("host-field-unsupported"))
                .extracting(FileDiagnostic::path)
                .containsExactly("skills/triage/SKILL.md");
        assertThat(found).contains("host-field-unsupported@4");
    }

    /**
     * stripe/ai's Codex copy keeps Claude Code's allowed-tools: Codex alone loads it and reads no such field, so it has
     * no effect there; an information says so (the host rules were silent once the copy had its one host).
     */
    @Test
    void hostFieldUnsupportedIsInformationWhereNoHostOfTheFileReadsTheField() throws IOException {
        Path codex = root.resolve("providers/codex/plugin");
        Files.createDirectories(codex.resolve(".codex-plugin"));
        Files.writeString(codex.resolve(".codex-plugin/plugin.json"), "{\"name\": \"pay\"}\n");
        Files.createDirectories(codex.resolve("skills/triage"));
        Files.writeString(codex.resolve("skills/triage/SKILL.md"), SKILL.formatted("allowed-tools: Read Grep\n"));

        var found = new CatalogChecker().check(root, ProgressListener.NONE, List.of()).diagnostics().stream()
                .filter(d -> d.path().startsWith("providers/")).map(FileDiagnostic::diagnostic).toList();
        assertThat(found).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo("host-field-unsupported");
            assertThat(d.severity()).isEqualTo(dev.catalogstudio.model.diag.Severity.INFO);
            assertThat(d.message()).startsWith("'allowed-tools' is read by Claude Code").contains("but not by OpenAI "
                    + "Codex, which alone loads this file: it has no effect here.");
        });
    }

    /**
     * UiPath/skills' root package is Claude Code's, Codex's and Cursor's, but Codex takes no commands from a plugin:
     * a command's Claude Code field is no portability problem there.
     */
    @Test
    void aHostThatDoesNotLookForTheKindThereHasNoSay() throws IOException {
        Files.createDirectories(root.resolve(".claude-plugin"));
        Files.writeString(root.resolve(".claude-plugin/plugin.json"), "{\"name\": \"u\"}\n");
        Files.createDirectories(root.resolve(".codex-plugin"));
        Files.writeString(root.resolve(".codex-plugin/plugin.json"), "{\"name\": \"u\"}\n");
        Files.createDirectories(root.resolve("commands"));
        Files.writeString(root.resolve("commands/go.md"), "---\ndescription: Goes.\nallowed-tools: Bash\n---\nGo.\n");

        var found = new CatalogChecker().check(root, ProgressListener.NONE, List.of()).diagnostics().stream()
                .filter(d -> d.path().equals("commands/go.md")).map(d -> d.diagnostic().code()).toList();
        assertThat(found).isEmpty();
    }
}
