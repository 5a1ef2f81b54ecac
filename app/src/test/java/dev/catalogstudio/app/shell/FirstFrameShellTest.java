package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The studio's start builds the window's shell alone for the first frame (menu bar, toolbar, the opening card, the
 * status bar) and the tree, editor tabs and problems after it (issue 41): counted, the views are built once, at
 * {@link MainWindow#buildPanes()}; the window is then the one the user left (dividers) and shows the folder.
 */
@ExtendWith(ApplicationExtension.class)
class FirstFrameShellTest {

    private Stage stage;
    private Path home;
    private MainWindow window;
    private GatedExecutor model;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        home = Files.createTempDirectory("first-frame-home");
    }

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            fx(() -> {
                window.session().background().shutdown();
                return null;
            });
        }
    }

    @Test
    void theFirstFrameHasTheShellOnlyAndThePanesComeOnceAfterItAsTheUserLeftThem(FxRobot robot) throws Exception {
        var root = StudioFixture.sampleCopy("first-frame-shell");
        new StudioHome(home).remember(Map.of("split.tree", "0.31", "split.problems", "0.6"));
        int built = MainWindow.VIEWS_BUILT.get();
        window = fx(() -> {
            model = new GatedExecutor(TaskExecutor.serial("first-frame-model"));
            var session = new WorkspaceSession(model, Platform::runLater, false);
            var w = new MainWindow(stage, session, new StudioHome(home), Theme.LIGHT, true);
            w.open(root);
            stage.show();
            return w;
        });

        assertThat(MainWindow.VIEWS_BUILT.get()).as("views built for the first frame").isEqualTo(built);
        assertThat(fx(() -> count(robot, ".tree-view") + count(robot, ".table-view"))).isZero();
        assertThat(fx(() -> robot.lookup("#menu-bar").query().isVisible())).isTrue();
        assertThat(fx(() -> robot.lookup("#tool-bar").query().isVisible())).isTrue();
        assertThat(fx(() -> robot.lookup("#opening-card").query().isVisible())).isTrue();
        // The shell's tooltips (a popup window each) are made when the pointer first enters their control.
        var buttons = fx(() -> robot.lookup(".toolbar-action").<Button>queryAll());
        assertThat(buttons).hasSizeGreaterThan(10).allMatch(button -> button.getTooltip() == null)
                .allMatch(button -> button.getAccessibleHelp() != null && !button.getAccessibleHelp().isBlank());
        assertThat(fx(() -> controls(robot.lookup("#status-bar").query(), new java.util.ArrayList<>())))
                .hasSizeGreaterThan(5).allMatch(control -> control.getTooltip() == null);

        fx(() -> {
            window.buildPanes();
            window.buildPanes(); // a second call changes nothing
            model.release();
            return null;
        });

        assertThat(MainWindow.VIEWS_BUILT.get()).as("views built after the first frame").isEqualTo(built + 1);
        waitUntil(() -> window.session().getSnapshot() != null);
        waitUntil(() -> !robot.lookup("#opening-overlay").query().isVisible());
        assertThat(fx(() -> robot.lookup(".tree-view").<TreeView<?>>query().getRoot().getChildren())).isNotEmpty();
        assertThat(fx(() -> robot.lookup(".table-view").<TableView<?>>query().isVisible())).isTrue();
        waitUntil(() -> Math.abs(split(robot, "main-split").getDividerPositions()[0] - 0.31) < 0.01);
        assertThat(fx(() -> window.tabsView().getScene())).isSameAs(stage.getScene());

        var open = buttons.stream().filter(b -> b.getText().startsWith("Open")).findFirst().orElseThrow();
        robot.moveTo(open);
        waitUntil(() -> open.getTooltip() != null);
        assertThat(fx(() -> open.getTooltip().getText())).startsWith("Open Folder (").isEqualTo(open.getAccessibleHelp());
    }

    private static List<Control> controls(Node node, List<Control> into) {
        if (node instanceof Control control) {
            into.add(control);
        }
        if (node instanceof javafx.scene.Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> controls(child, into));
        }
        return into;
    }

    private static int count(FxRobot robot, String selector) {
        return robot.lookup(selector).queryAll().size();
    }

    private static SplitPane split(FxRobot robot, String styleClass) {
        for (Node node : robot.lookup("." + styleClass).queryAll()) {
            if (node instanceof SplitPane split) {
                return split;
            }
        }
        throw new AssertionError("no ." + styleClass);
    }
}
