package dev.catalogstudio.app.dryrun;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.util.ArrayDeque;
import org.junit.jupiter.api.Test;

/**
 * The Dry run panel's state without a toolkit: its dry-run files come through the session's reader and its run through
 * the session's work executor, so with executors the test drives, every step is visible when it returns.
 */
class DryRunViewModelTest {

    private static final String STAR = "skills/rollout-check/SKILL.star";

    @Test
    void theScriptIsReadThroughTheSessionAndTheRunIsDrivenOnItsWorkExecutor() throws Exception {
        var work = new ArrayDeque<Runnable>();
        var session = new WorkspaceSession(TaskExecutor.currentThread(), work::add, Runnable::run, false);
        var model = new DryRunViewModel(session);
        session.open(StudioFixture.sampleCopy("dry-run-model"));

        session.navigation().currentPathProperty().set(STAR);

        assertThat(model.folderProperty().get()).isEqualTo("skills/rollout-check");
        assertThat(model.inputValues()).containsEntry("deployment", "checkout-api");
        assertThat(model.responses()).isNotEmpty();
        assertThat(work).isEmpty();

        model.interactiveProperty().set(false);
        model.run();
        assertThat(model.runningProperty().get()).isTrue();
        assertThat(work).hasSize(1);

        work.poll().run();
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(model.resultProperty().get()).startsWith("[Metaskill: rollout-check completed]");
        assertThat(model.timeline()).isNotEmpty();
    }
}
