package dev.catalogstudio.app.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.edit.FieldPath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The form's line under each field saying which of the chosen hosts read it (docs/CHECKS.md § Host profiles). */
class FormHostReadersTest {

    @TempDir
    Path root;

    private FormViewModel open(String settings) throws Exception {
        return open(settings, "skills/triage/SKILL.md");
    }

    private FormViewModel open(String settings, String path) throws Exception {
        Files.createDirectories(root.resolve(path).getParent());
        Files.writeString(root.resolve(path), "---\nname: triage\ndescription: Triages "
                + "bugs. Use when a bug comes in.\nargument-hint: \"[issue]\"\n---\n\nTriage.\n");
        if (settings != null) {
            Files.writeString(root.resolve("catalog-studio.yaml"), settings);
        }
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        var form = new FormViewModel(session, file -> Optional.empty());
        session.open(root);
        session.navigation().currentPathProperty().set(path);
        return form;
    }

    @Test
    void eachFieldSaysWhichChosenHostsReadIt() throws Exception {
        var form = open("hosts: [claude-code, codex]\n");
        assertThat(form.hostReaders(FieldPath.of("argument-hint"))).isEqualTo("Read by Claude Code · not by OpenAI Codex");
        assertThat(form.hostReaders(FieldPath.of("description"))).isEqualTo("Read by Claude Code, OpenAI Codex");
        assertThat(form.hostReaders(FieldPath.of("colour"))).isEmpty();
    }

    @Test
    void oneHostAloneHasNothingToCompare() throws Exception {
        var form = open(null, ".claude/skills/triage/SKILL.md");
        assertThat(form.hostReaders(FieldPath.of("argument-hint"))).isEmpty();
    }

    /** Only the hosts that load the file are compared: Codex never reads .claude/skills/, Copilot does. */
    @Test
    void aHostThatNeverLoadsTheFileIsNotCompared() throws Exception {
        var form = open("hosts: [claude-code, codex, copilot]\n", ".claude/skills/triage/SKILL.md");
        assertThat(form.hostReaders(FieldPath.of("description"))).isEqualTo("Read by Claude Code, GitHub Copilot");
    }
}
