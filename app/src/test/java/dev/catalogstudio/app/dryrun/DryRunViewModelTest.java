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

    private static final String RESPONSES = "skills/rollout-check/dry-run/responses.json";

    /** The sample opened on the rollout-check metaSKILL, every executor run on the calling thread. */
    private static DryRunViewModel opened(java.nio.file.Path root) {
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run, Runnable::run, false);
        var model = new DryRunViewModel(session);
        session.open(root);
        session.navigation().currentPathProperty().set(STAR);
        assertThat(model.folderProperty().get()).isEqualTo("skills/rollout-check");
        return model;
    }

    /**
     * Issue 24, defect 5: edited responses are saved back to {@code dry-run/responses.json}, pretty-printed, with the
     * members the table has no column for ({@code turns}) kept.
     */
    @Test
    void saveResponsesWritesTheEditedTableKeepingWhatTheTableHasNoColumnFor() throws Exception {
        var root = StudioFixture.sampleCopy("dry-run-save");
        var model = opened(root);
        var ask = model.responses().stream().filter(ResponseRow::isAsk).findFirst().orElseThrow();
        ask.textProperty().set("STOP\nImagePullBackOff.");
        model.addRow("command");
        model.responses().get(model.responses().size() - 1).matchProperty().set("kubectl describe pod");
        model.responses().get(model.responses().size() - 1).textProperty().set("Events: none");

        model.saveResponses();

        String saved = java.nio.file.Files.readString(root.resolve(RESPONSES));
        assertThat(model.saveStatusProperty().get()).isEqualTo("Saved 6 responses to " + RESPONSES + ".");
        assertThat(saved).startsWith("{\n  \"ask\": [\n    {\n").endsWith("}\n")
                .contains("\"turns\": 3,").contains("\"answer\": \"STOP\\nImagePullBackOff.\"")
                .contains("\"argv\": [\n        \"kubectl\",\n        \"describe\",\n        \"pod\"\n      ]");
        var script = new com.fasterxml.jackson.databind.ObjectMapper().readTree(saved);
        assertThat(script.path("command")).hasSize(5);
        assertThat(script.path("command").get(0).path("result").asText()).startsWith("Waiting for deployment");

        // The file now is what the table was saved as: a second save goes through too.
        ask.textProperty().set("WAIT");
        model.saveResponses();
        assertThat(java.nio.file.Files.readString(root.resolve(RESPONSES))).contains("\"answer\": \"WAIT\"");
    }

    /** Issue 24, defect 5: a responses file that changed since the table read it is never overwritten. */
    @Test
    void saveResponsesLeavesAFileThatChangedSinceItWasRead() throws Exception {
        var root = StudioFixture.sampleCopy("dry-run-save-changed");
        var model = opened(root);
        String theirs = "{\"ask\": [{\"answer\": \"written elsewhere\"}]}\n";
        java.nio.file.Files.writeString(root.resolve(RESPONSES), theirs);
        model.responses().get(0).textProperty().set("mine");

        model.saveResponses();

        assertThat(java.nio.file.Files.readString(root.resolve(RESPONSES))).isEqualTo(theirs);
        assertThat(model.saveStatusProperty().get()).startsWith("Not saved: " + RESPONSES + " changed since the "
                + "table was read");
    }

    /** Issue 24, defect 5: a skill without a responses file gets one; an array-form file stays an array. */
    @Test
    void saveResponsesCreatesTheFileAndKeepsTheArrayForm() throws Exception {
        var root = StudioFixture.sampleCopy("dry-run-save-new");
        java.nio.file.Files.delete(root.resolve(RESPONSES));
        var model = opened(root);
        assertThat(model.responses()).isEmpty();
        model.addRow("ask");
        model.responses().get(0).textProperty().set("WAIT");

        model.saveResponses();

        assertThat(java.nio.file.Files.readString(root.resolve(RESPONSES))).isEqualTo("{\n  \"ask\": [\n    {\n"
                + "      \"answer\": \"WAIT\"\n    }\n  ],\n  \"command\": []\n}\n");

        var arrayRoot = StudioFixture.sampleCopy("dry-run-save-array");
        java.nio.file.Files.writeString(arrayRoot.resolve(RESPONSES), "[{\"result\": \"ok\", \"exit_code\": 0},"
                + " {\"answer\": \"WAIT\", \"turns\": 2}]\r\n");
        var array = opened(arrayRoot);
        assertThat(array.responses()).extracting(r -> r.kindProperty().get()).containsExactly("command", "ask");
        array.responses().get(1).textProperty().set("STOP");
        array.saveResponses();
        assertThat(java.nio.file.Files.readString(arrayRoot.resolve(RESPONSES))).startsWith("[\r\n  {\r\n")
                .contains("\"answer\": \"STOP\",\r\n    \"turns\": 2");
    }

    /** Issue 24, defect 5: the result's JSON envelope is shown pretty-printed, numbers as written. */
    @Test
    void theResultEnvelopeIsPrettyPrintedAndOtherTextIsShownAsItIs() {
        assertThat(DryRunViewModel.prettyEnvelope("[Metaskill: x completed]\n{\"status\":\"ok\",\"n\":1.50,"
                + "\"trace\":[{\"a\":1}]}")).isEqualTo("[Metaskill: x completed]\n{\n  \"status\": \"ok\",\n"
                + "  \"n\": 1.50,\n  \"trace\": [\n    {\n      \"a\": 1\n    }\n  ]\n}");
        assertThat(DryRunViewModel.prettyEnvelope("error: SKILL.star:14: cancelled"))
                .isEqualTo("error: SKILL.star:14: cancelled");
        assertThat(DryRunViewModel.prettyEnvelope("[Metaskill: x completed]\n{not json"))
                .isEqualTo("[Metaskill: x completed]\n{not json");
    }
}
