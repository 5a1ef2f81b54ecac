package dev.catalogstudio.app.form;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 41: the CHANGELOG entry Bump adds was saved empty with no problem. After Bump the new entry's placeholder is
 * marked ({@code changelog-empty-entry}) on the line the caret is on, and the mark goes once the entry is written.
 */
@ExtendWith(ApplicationExtension.class)
class BumpEmptyEntryTest {

    private static final String SKILL = "skills/k8s-triage/SKILL.md";
    private static final String CHANGELOG = "skills/k8s-triage/CHANGELOG.md";

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        var root = StudioFixture.sampleCopy("bump-empty");
        window = StudioFixture.window(stage, "bump-empty", false);
        window.formVisibleProperty().set(true);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    private long emptyEntriesOnLine(int line) throws Exception {
        return fx(() -> window.session().getSnapshot().diagnostics(CHANGELOG).stream()
                .filter(d -> d.code().equals("changelog-empty-entry") && d.range().start().line() == line).count());
    }

    @Test
    void theEntryBumpAddsIsMarkedWhereTheCaretIsUntilItIsWritten(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(SKILL, null, "test");
            return null;
        });
        waitUntil(() -> SKILL.equals(window.form().path()) && !window.form().fieldsProperty().get().isEmpty());

        robot.clickOn("#form-bump-minor");
        waitUntil(() -> window.tabs().tab(CHANGELOG).map(t -> t.getText().contains("## 1.4.0 (")).orElse(false)
                && window.tabsView().selectedEditor() != null
                && window.tabsView().selectedEditor() == window.tabsView().editor(window.tabs().tab(CHANGELOG)
                .orElseThrow()));
        int caretLine = fx(() -> window.tabsView().selectedEditor().caretLineProperty().get());
        assertThat(fx(() -> window.tabsView().selectedEditor().getText().lines().skip(caretLine - 1).findFirst()
                .orElseThrow())).as("the caret's line: the placeholder").isEqualTo("- ");
        waitUntil(() -> fx(() -> window.session().getSnapshot().text(CHANGELOG).orElseThrow().text().contains(
                "## 1.4.0 (")));
        assertThat(emptyEntriesOnLine(caretLine)).as("changelog-empty-entry on the caret's line").isEqualTo(1);

        robot.write("Adds the rollout hand-off.");
        waitUntil(() -> fx(() -> window.session().getSnapshot().text(CHANGELOG).orElseThrow().text().contains(
                "- Adds the rollout hand-off.")));
        assertThat(emptyEntriesOnLine(caretLine)).as("once written").isZero();
    }
}
