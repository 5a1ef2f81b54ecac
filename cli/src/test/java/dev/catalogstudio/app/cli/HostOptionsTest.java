package dev.catalogstudio.app.cli;

import static dev.catalogstudio.app.cli.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check --host}, {@code check --verbose} and {@code schema KIND --host}: choosing hosts from the command line. */
class HostOptionsTest {

    @TempDir
    Path dir;

    private void skill(String extra) throws IOException {
        Path file = dir.resolve(".claude/skills/triage/SKILL.md");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "---\nname: triage\ndescription: Triages bug reports. Use when a bug comes in.\n"
                + extra + "---\n\nTriage.\n");
    }

    @Test
    void verboseSaysWhichHostsAndWhyOnStandardError() throws IOException {
        skill("argument-hint: \"[issue]\"\n");
        var inferred = run("check", dir.toString(), "--verbose", "--format", "json");
        assertThat(inferred.err()).contains("hosts: claude-code (inferred from .claude/)");
        assertThat(inferred.out()).startsWith("{").doesNotContain("host-field");

        // Codex never reads .claude/skills/, so it has nothing to say of this skill; Copilot reads it there too.
        var codex = run("check", dir.toString(), "-v", "--host", "codex", "--host", "claude-code");
        assertThat(codex.err()).contains("hosts: claude-code, codex (chosen with --host)");
        assertThat(codex.out()).doesNotContain("host-field");
        skill("effort: high\n");
        var chosen = run("check", dir.toString(), "-v", "--host", "copilot", "--host", "claude-code");
        assertThat(chosen.err()).contains("hosts: claude-code, copilot (chosen with --host)");
        assertThat(chosen.out()).contains("host-field-unsupported").contains("GitHub Copilot ignores it");
        assertThat(chosen.exitCode()).isZero();
    }

    @Test
    void withoutVerboseNothingAboutHostsIsPrinted() throws IOException {
        skill("");
        assertThat(run("check", dir.toString()).err()).doesNotContain("hosts:");
    }

    @Test
    void anUnknownHostIsAOneLineUsageError() throws IOException {
        skill("");
        var bad = run("check", dir.toString(), "--host", "vim");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.err().lines()).hasSize(1);
        assertThat(bad.err()).contains("'vim' is not a host; the hosts are claude-code, codex, copilot, cursor, gemini, "
                + "agent-skills");
    }

    @Test
    void schemaWithHostPrintsTheHostsProfile() {
        var codex = run("schema", "skill", "--host", "codex");
        assertThat(codex.exitCode()).isZero();
        assertThat(codex.out()).contains("\"title\": \"OpenAI Codex: skill frontmatter\"")
                .contains("\"metadata\"").doesNotContain("\"argument-hint\"").contains("\"additionalProperties\": true");
        var spec = run("schema", "skill", "--host", "agent-skills");
        assertThat(spec.out()).contains("\"additionalProperties\": false").contains("\"allowed-tools\"");
    }

    @Test
    void schemaWithHostRefusesAKindTheHostDoesNotLoad() {
        var none = run("schema", "subagent", "--host", "codex");
        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.err()).contains("OpenAI Codex loads no Markdown subagent");
        assertThat(run("schema", "agent-skill", "--host", "codex").err())
                .contains("with --host, KIND is one of skill, subagent, command");
        assertThat(run("schema", "skill", "--host", "emacs").err()).contains("unknown host 'emacs'");
    }
}
