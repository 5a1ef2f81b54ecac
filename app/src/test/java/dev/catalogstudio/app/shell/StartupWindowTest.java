package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The first minutes in the window: the card while a folder opens (and Cancel), what is remembered between runs
 * (geometry, dividers, tabs per workspace, Open Recent), and Help.
 */
@ExtendWith(ApplicationExtension.class)
class StartupWindowTest {

    private final List<Runnable> modelQueue = new ArrayList<>();
    private Stage stage;
    private Path home;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        home = Files.createTempDirectory("startup-home");
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

    /** A window whose model executor runs only when the test says (so the open can be watched and cancelled). */
    private MainWindow manualWindow() throws Exception {
        TaskExecutor manual = task -> {
            synchronized (modelQueue) {
                modelQueue.add(task);
            }
        };
        var session = new WorkspaceSession(manual, Platform::runLater, false);
        return fx(() -> {
            var w = new MainWindow(stage, session, new StudioHome(home), Theme.LIGHT);
            stage.show();
            return w;
        });
    }

    private void runModelTasks() {
        List<Runnable> tasks;
        synchronized (modelQueue) {
            tasks = new ArrayList<>(modelQueue);
            modelQueue.clear();
        }
        tasks.forEach(Runnable::run);
    }

    private MainWindow realWindow() throws Exception {
        var session = new WorkspaceSession(TaskExecutor.serial("startup-test-model"), Platform::runLater, false);
        return fx(() -> {
            var w = new MainWindow(stage, session, new StudioHome(home), Theme.LIGHT);
            stage.show();
            return w;
        });
    }

    @Test
    void whileAFolderOpensACardShowsItAndCancelLeavesTheEmptyStateWithOpenFolder(FxRobot robot) throws Exception {
        var root = StudioFixture.sampleCopy("startup-cancel");
        window = manualWindow();
        fx(() -> {
            window.open(root);
            return null;
        });

        assertThat(fx(() -> robot.lookup("#opening-overlay").query().isVisible())).isTrue();
        assertThat(fx(() -> robot.lookup("#opening-title").<Label>query().getText()))
                .isEqualTo("Opening " + root.getFileName());
        robot.clickOn("#opening-cancel");
        runModelTasks();

        waitUntil(() -> robot.lookup("#empty-open-folder").query().isVisible());
        assertThat(fx(() -> window.session().getSnapshot())).isNull();
        assertThat(fx(() -> robot.lookup("#opening-card").query().isVisible())).isFalse();
    }

    @Test
    void escCancelsTheOpeningToo(FxRobot robot) throws Exception {
        var root = StudioFixture.sampleCopy("startup-esc");
        window = manualWindow();
        fx(() -> {
            window.open(root);
            return null;
        });
        waitUntil(() -> robot.lookup("#opening-cancel").query().isVisible());

        robot.type(KeyCode.ESCAPE);

        waitUntil(() -> window.session().openingProperty().get() == null);
        runModelTasks();
        assertThat(fx(() -> window.session().getSnapshot())).isNull();
    }

    @Test
    void theCardGoesOnceTheFolderIsShown(FxRobot robot) throws Exception {
        var root = StudioFixture.sampleCopy("startup-shown");
        window = manualWindow();
        fx(() -> {
            window.open(root);
            return null;
        });
        runModelTasks();

        waitUntil(() -> window.session().getSnapshot() != null);
        waitUntil(() -> !robot.lookup("#opening-overlay").query().isVisible());
        assertThat(fx(() -> robot.lookup("#opening-overlay").query().isMouseTransparent())).isTrue();
    }

    @Test
    void geometryDividersAndTabsAreRememberedPerWorkspace(FxRobot robot) throws Exception {
        var root = StudioFixture.sampleCopy("startup-remember");
        window = realWindow();
        fx(() -> {
            window.open(root);
            return null;
        });
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open("skills/k8s-triage/SKILL.md", null, "test");
            window.session().navigation().open("agents/oncall-engineer/AGENTS.md", null, "test");
            stage.setWidth(1000);
            stage.setHeight(700);
            return null;
        });
        waitUntil(() -> window.tabs().tabs().size() == 2);
        fx(() -> {
            window.session().navigation().open("skills/k8s-triage/SKILL.md", null, "test");
            return null;
        });
        waitUntil(() -> "skills/k8s-triage/SKILL.md".equals(window.tabs().selectedProperty().get().path()));
        fx(() -> {
            window.saveState();
            return null;
        });
        waitUntil(() -> new StudioHome(home).setting("window.width").isPresent());
        var settings = new StudioHome(home);
        assertThat(settings.setting("window.width")).contains("1000.0");
        assertThat(settings.setting("tabs." + root.toRealPath())).contains(
                "*skills/k8s-triage/SKILL.md\nagents/oncall-engineer/AGENTS.md");

        // A new window on the same home: same size, and the two tabs back with the same one selected.
        fx(() -> {
            window.session().background().shutdown();
            window.tabs().closeAll();
            stage.setWidth(800);
            return null;
        });
        window = realWindow();
        assertThat(fx(stage::getWidth)).isEqualTo(1000.0);
        fx(() -> {
            window.open(root);
            return null;
        });
        waitUntil(() -> window.tabs().tabs().size() == 2);
        waitUntil(() -> "skills/k8s-triage/SKILL.md".equals(window.tabs().selectedProperty().get().path()));
        assertThat(new StudioHome(home).recentWorkspaces()).containsExactly(root.toRealPath());
    }

    @Test
    void openRecentListsShownWorkspacesNewestFirstAndOpensOne(FxRobot robot) throws Exception {
        var first = StudioFixture.sampleCopy("startup-recent-a");
        var second = StudioFixture.sampleCopy("startup-recent-b");
        window = realWindow();
        for (var folder : List.of(first, second)) {
            fx(() -> {
                window.open(folder);
                return null;
            });
            waitUntil(() -> window.session().getSnapshot() != null
                    && window.session().getSnapshot().root().equals(folder.toRealPath()));
        }
        waitUntil(() -> new StudioHome(home).recentWorkspaces().size() == 2);

        var menu = fx(() -> recentMenu(robot));
        fx(() -> {
            menu.getOnShowing().handle(null); // what opening the menu does: read the list again
            return null;
        });
        var items = fx(() -> menu.getItems().stream().map(i -> i.getText()).toList());
        assertThat(items).containsExactly(second.toRealPath().toString(), first.toRealPath().toString());
        fx(() -> {
            menu.getItems().get(1).fire();
            return null;
        });

        waitUntil(() -> window.session().getSnapshot().root().equals(first.toRealPath()));
    }

    private static Menu recentMenu(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").query();
        return (Menu) bar.getMenus().get(0).getItems().stream().filter(i -> "menu-open-recent".equals(i.getId()))
                .findFirst().orElseThrow();
    }

    @Test
    void atTheSmallestWindowTheEditorAndGraphKeepTheirShareOfTheHeight() throws Exception {
        var root = StudioFixture.sampleCopy("startup-small");
        var small = fx(() -> {
            var other = new Stage();
            var session = new WorkspaceSession(TaskExecutor.serial("startup-small-model"), Platform::runLater, false);
            var w = new MainWindow(other, session, new StudioHome(home), Theme.LIGHT);
            other.setWidth(720);
            other.setHeight(480);
            other.show();
            w.open(root);
            return w;
        });
        try {
            waitUntil(() -> small.session().getSnapshot() != null);
            waitUntil(() -> {
                var centre = (javafx.scene.control.SplitPane) small.scene().getRoot().lookupAll(".split-pane").stream()
                        .filter(n -> ((javafx.scene.control.SplitPane) n).getOrientation()
                                == javafx.geometry.Orientation.VERTICAL && n.getId() == null)
                        .findFirst().orElseThrow();
                var editorRow = centre.getItems().get(0);
                // The default share (0.68), not the 0.42 a split laid out before the window's size left.
                return centre.getDividerPositions()[0] > 0.6
                        && editorRow.getLayoutBounds().getHeight() > 0.6 * centre.getHeight();
            });
            assertThat(fx(() -> small.graphPane().canvas().getHeight())).isGreaterThanOrEqualTo(100);
        } finally {
            fx(() -> {
                small.session().background().shutdown();
                small.scene().getWindow().hide();
                return null;
            });
        }
    }

    @Test
    void f1ShowsEveryMenuCommandWithItsShortcutAndAboutNamesTheRuntimes(FxRobot robot) throws Exception {
        window = realWindow();
        var root = StudioFixture.sampleCopy("startup-help");
        fx(() -> {
            window.open(root);
            return null;
        });
        waitUntil(() -> window.session().getSnapshot() != null);

        robot.type(KeyCode.F1);
        waitUntil(() -> robot.lookup("#shortcut-table").tryQuery().isPresent());
        TableView<HelpDialogs.Shortcut> table = robot.lookup("#shortcut-table").query();
        var commands = fx(() -> table.getItems().stream().map(HelpDialogs.Shortcut::command).toList());
        assertThat(commands).contains("Open Folder", "Save All", "Next Problem", "Keyboard Shortcuts");
        var saveAll = fx(() -> table.getItems().stream().filter(r -> r.command().equals("Save All")).findFirst()
                .orElseThrow().shortcut());
        assertThat(saveAll).isNotEmpty();
        robot.clickOn("#shortcut-filter").write("problem");
        waitUntil(() -> table.getItems().size() == 3); // Focus Problems, Next Problem, Previous Problem
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> robot.lookup("#shortcut-table").tryQuery().isEmpty());

        robot.clickOn("Help");
        robot.clickOn("About Catalog Studio");
        waitUntil(() -> robot.lookup("#about-javafx").tryQuery().isPresent());
        assertThat(fx(() -> robot.lookup("#about-java").<Label>query().getText()))
                .startsWith(System.getProperty("java.runtime.version"));
        assertThat(fx(() -> robot.lookup("#about-log-and-settings").<Label>query().getText())).isNotBlank();
        fx(() -> {
            Window.getWindows().stream().filter(w -> w != stage).toList().forEach(Window::hide);
            return null;
        });
    }
}
