package dev.catalogstudio.app.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** New entries from templates, names checked with the model's rule, and the tree's rolled-up badges. */
class NewEntryTest {

    @Test
    void namesAreCheckedWithTheModelsRule() {
        assertThat(NewEntry.problem("log-search", null, NewEntry.SKILL)).isEmpty();
        assertThat(NewEntry.problem("Bad_Name", null, NewEntry.SKILL)).isPresent();
        assertThat(NewEntry.problem("-x", null, NewEntry.SKILL)).isPresent();
        assertThat(NewEntry.problem("a".repeat(65), null, NewEntry.SKILL)).get().asString().contains("64");
        assertThat(NewEntry.problem("", null, NewEntry.SKILL)).isPresent();
    }

    @Test
    void newSkillAndAgentFromTemplatesCheckCleanInTheSample(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root);
        var tree = new FileTreeViewModel(session);
        var opened = new java.util.ArrayList<String>();
        session.navigation().requestProperty().addListener((o, old, now) -> opened.add(now.path()));

        assertThat(NewEntry.problem("k8s-triage", session.getSnapshot(), NewEntry.SKILL)).get().asString()
                .contains("already exists");
        tree.create(NewEntry.SKILL, "log-search");
        tree.create(NewEntry.AGENT, "release-bot");

        assertThat(root.resolve("skills/log-search/SKILL.md")).exists();
        assertThat(Files.readString(root.resolve("skills/log-search/SKILL.md"))).contains("scope: acme");
        assertThat(opened).containsExactly("skills/log-search/SKILL.md", "agents/release-bot/AGENTS.md");
        assertThat(session.getSnapshot().diagnostics("skills/log-search/SKILL.md")).isEmpty();
        assertThat(session.getSnapshot().diagnostics("agents/release-bot/AGENTS.md")).isEmpty();
    }

    @Test
    void badgesRollUpToFoldersAndDeleteTouchesDiskAndModel(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(root);
        var tree = new FileTreeViewModel(session);

        session.update("skills/k8s-triage/SKILL.md",
                Files.readString(root.resolve("skills/k8s-triage/SKILL.md")).replace("name: k8s-triage", "name: X_"));

        assertThat(tree.badge("skills/k8s-triage/SKILL.md").errors()).isPositive();
        assertThat(tree.badge("skills").errors()).isEqualTo(tree.badge("skills/k8s-triage/SKILL.md").errors());
        assertThat(tree.badge("").errors()).isPositive();

        tree.delete("skills/release-notes");
        assertThat(root.resolve("skills/release-notes")).doesNotExist();
        assertThat(session.getSnapshot().files().keySet()).noneMatch(p -> p.startsWith("skills/release-notes/"));
    }
}
