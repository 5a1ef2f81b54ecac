package dev.catalogstudio.app.find;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.SampleCatalog;
import java.nio.file.Path;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Quick Open and Go to Entry without the window: candidates, ranking, recency and opening. */
class QuickOpenViewModelTest {

    private static WorkspaceSession sample(Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run, Runnable::run, false);
        session.open(root);
        return session;
    }

    private static java.util.List<String> paths(QuickOpenViewModel model) {
        return model.results().stream().map(r -> r.item().path()).toList();
    }

    @Test
    void aSnapshotThatComesWhileThePickerShowsIsPickedFrom(@TempDir Path root) throws Exception {
        var session = sample(root);
        var quickOpen = new QuickOpenViewModel(session);
        quickOpen.show(QuickOpenViewModel.Mode.FILES);
        quickOpen.queryProperty().set("zeta-late");
        assertThat(quickOpen.results()).isEmpty();

        // A file that appears while the picker shows (as a fetch's layers do): the next snapshot lists it.
        java.nio.file.Files.createDirectories(root.resolve("skills/zeta-late"));
        java.nio.file.Files.writeString(root.resolve("skills/zeta-late/SKILL.md"),
                "---\nname: zeta-late\ndescription: Comes late. Use when asked.\n---\n");
        session.open(root);

        assertThat(paths(quickOpen)).first().isEqualTo("skills/zeta-late/SKILL.md");
        assertThat(quickOpen.queryProperty().get()).isEqualTo("zeta-late");
    }

    @Test
    void filesAreFoundByPathNameAndFqn(@TempDir Path root) throws Exception {
        var session = sample(root);
        var quickOpen = new QuickOpenViewModel(session);
        quickOpen.show(QuickOpenViewModel.Mode.FILES);
        assertThat(quickOpen.results()).hasSize(Math.min(QuickOpenViewModel.LIMIT, session.getSnapshot().files().size()));

        quickOpen.queryProperty().set("metq skill");
        assertThat(paths(quickOpen)).first().isEqualTo("skills/metrics-query/SKILL.md");
        assertThat(quickOpen.selectedProperty().get()).isZero();

        // By the FQN of the entry the file declares: acme/k8s-triage.
        quickOpen.queryProperty().set("acme/k8s");
        var first = quickOpen.results().get(0);
        assertThat(first.item().path()).isEqualTo("skills/k8s-triage/SKILL.md");
        assertThat(quickOpen.summaryProperty().get()).matches("\\d+ of \\d+ files");

        quickOpen.queryProperty().set("zzzz");
        assertThat(quickOpen.results()).isEmpty();
        assertThat(quickOpen.selectedProperty().get()).isEqualTo(-1);
        assertThat(quickOpen.summaryProperty().get()).isEqualTo("No files match");
    }

    @Test
    void recentlyUsedFilesComeFirstAndTheOneBeforeTheCurrentLeads(@TempDir Path root) throws Exception {
        var session = sample(root);
        var quickOpen = new QuickOpenViewModel(session);
        var current = session.navigation().currentPathProperty();
        current.set("skills/release-notes/SKILL.md");
        current.set("skills/k8s-triage/SKILL.md");
        current.set("skills/metrics-query/SKILL.md");

        quickOpen.show(QuickOpenViewModel.Mode.FILES);
        assertThat(paths(quickOpen).subList(0, 3)).containsExactly("skills/k8s-triage/SKILL.md",
                "skills/release-notes/SKILL.md", "skills/metrics-query/SKILL.md");

        // Equal matches: the recent one first (every SKILL.md matches "SKILL.md" equally well by its name).
        quickOpen.queryProperty().set("SKILL.md");
        var skills = paths(quickOpen).stream().filter(p -> p.endsWith("/SKILL.md")).toList();
        assertThat(skills.subList(0, 3)).containsExactly("skills/metrics-query/SKILL.md",
                "skills/k8s-triage/SKILL.md", "skills/release-notes/SKILL.md");
    }

    @Test
    void enterOpensTheSelectedRowAndHides(@TempDir Path root) throws Exception {
        var session = sample(root);
        var quickOpen = new QuickOpenViewModel(session);
        var opened = new ArrayList<String>();
        session.navigation().requestProperty().addListener((o, old, now) -> opened.add(now.path()));
        quickOpen.show(QuickOpenViewModel.Mode.FILES);
        quickOpen.queryProperty().set("promql");
        quickOpen.move(5);
        quickOpen.move(-9);
        quickOpen.openSelected();

        assertThat(opened).containsExactly("skills/metrics-query/references/PROMQL.md");
        assertThat(quickOpen.showingProperty().get()).isFalse();
    }

    @Test
    void goToEntryListsTheModelsEntriesByFqnAndOpensAtTheirName(@TempDir Path root) throws Exception {
        var session = sample(root);
        var quickOpen = new QuickOpenViewModel(session);
        var opened = new ArrayList<dev.catalogstudio.app.session.Navigation.Request>();
        session.navigation().requestProperty().addListener((o, old, now) -> opened.add(now));
        quickOpen.show(QuickOpenViewModel.Mode.ENTRIES);
        assertThat(quickOpen.results()).extracting(r -> r.item().fqn()).contains("acme/metrics-query",
                "acme/oncall-engineer").doesNotContain("");

        quickOpen.queryProperty().set("oncall");
        var first = quickOpen.results().get(0).item();
        assertThat(first.fqn()).isEqualTo("acme/oncall-engineer");
        assertThat(first.kind()).isEqualTo("agent");
        quickOpen.openSelected();
        assertThat(opened).singleElement().satisfies(r -> {
            assertThat(r.path()).isEqualTo("agents/oncall-engineer/AGENTS.md");
            assertThat(r.range()).isNotNull();
        });
    }

    @Test
    void largeRankingsRunOffTheFxThreadTheNewestWinsAndEnterWaitsForIt(@TempDir Path root) throws Exception {
        SampleCatalog.copyTo(root);
        var work = new java.util.ArrayDeque<Runnable>();
        var session = new WorkspaceSession(TaskExecutor.currentThread(), work::add, Runnable::run, false);
        session.open(root);
        var quickOpen = new QuickOpenViewModel(session, 0);
        var opened = new ArrayList<String>();
        session.navigation().requestProperty().addListener((o, old, now) -> opened.add(now.path()));

        quickOpen.show(QuickOpenViewModel.Mode.FILES);
        quickOpen.queryProperty().set("k8s");
        quickOpen.queryProperty().set("promql");
        assertThat(quickOpen.results()).as("nothing ranked on the calling thread").isEmpty();
        quickOpen.openSelected();
        assertThat(opened).as("Enter waits for the ranking").isEmpty();
        while (!work.isEmpty()) {
            work.poll().run();
        }

        assertThat(opened).containsExactly("skills/metrics-query/references/PROMQL.md");
        assertThat(quickOpen.showingProperty().get()).isFalse();
    }
}
