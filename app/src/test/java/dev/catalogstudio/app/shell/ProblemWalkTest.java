package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * F8 and Shift+F8 in the real main window, headless: a problem that spans several lines is shown from its first line
 * (issue 24, defect 2).
 */
@ExtendWith(ApplicationExtension.class)
class ProblemWalkTest {

    private static final String SKILL = "skills/k8s-triage/SKILL.md";

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        Path root = StudioFixture.sampleCopy("walk");
        Path skill = root.resolve(SKILL);
        // The dependency in the object form: dependency-object-form spans lines 10 to 14 (ending at 15:1), and a long
        // body puts the end of the file far below it.
        Files.writeString(skill, Files.readString(skill).replace(
                "    - \"https://github.com/acme-platform/agent-catalog/tree/main/mcps/com.acme_kubernetes.json\"\n",
                "    - origin: \"https://github.com/acme-platform/agent-catalog/tree/main/mcps/com.acme_kubernetes"
                        + ".json\"\n      note: one\n      more: two\n      extra: three\n      last: four\n")
                + "\nMore notes.\n".repeat(80));
        window = StudioFixture.window(stage, "walk", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void nextAndPreviousProblemPutTheCaretAtTheProblemsStartWithItsWholeSpanInView(FxRobot robot) throws Exception {
        waitUntil(() -> window.diagnostics().shown().stream().anyMatch(d -> d.diagnostic().rule().id()
                .equals("dependency-object-form")));
        var problem = fx(() -> window.diagnostics().shown().stream().filter(d -> d.diagnostic().rule().id()
                .equals("dependency-object-form")).findFirst().orElseThrow().diagnostic().range());
        assertThat(problem.start().line()).isEqualTo(10);
        assertThat(problem.end().line()).isEqualTo(15);
        fx(() -> {
            window.session().navigation().open(SKILL, null, "test");
            return null;
        });
        waitUntil(() -> area() != null);

        for (KeyCode[] keys : new KeyCode[][] {{KeyCode.F8}, {KeyCode.SHIFT, KeyCode.F8}}) {
            // From the end of the file, scrolled down, so the problem is above the view; it is the only problem, so
            // F8 and Shift+F8 both go to it, every time.
            fx(() -> {
                area().moveTo(area().getLength());
                area().requestFollowCaret();
                area().requestFocus();
                return null;
            });
            waitUntil(() -> area().firstVisibleParToAllParIndex() > 20);
            robot.push(keys);

            waitUntil(() -> area().getCurrentParagraph() == 9);
            assertThat(fx(() -> area().getCaretColumn())).isEqualTo(problem.start().column() - 1);
            waitUntil(() -> area().firstVisibleParToAllParIndex() <= 9 && area().lastVisibleParToAllParIndex() >= 13);
            assertThat(fx(() -> area().getSelectedText())).startsWith("origin:").endsWith("last: four\n");
        }
    }

    private CodeArea area() {
        var tab = window.tabs().tab(SKILL).orElse(null);
        var editor = tab == null ? null : window.tabsView().editor(tab);
        return editor == null ? null : (CodeArea) editor.lookup(".styled-text-area");
    }
}
