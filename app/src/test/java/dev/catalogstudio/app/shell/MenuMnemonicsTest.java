package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Alt with a menu's mnemonic letter opens that menu, and the menu stays open when Alt is let go first. */
@ExtendWith(ApplicationExtension.class)
class MenuMnemonicsTest {

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        window = StudioFixture.window(stage, "mnemonics", false);
        window.open(StudioFixture.sampleCopy("mnemonics"));
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    private Menu menu(FxRobot robot, String text) throws Exception {
        return fx(() -> robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .filter(m -> m.getText().replace("_", "").equals(text)).findFirst().orElseThrow());
    }

    @Test
    void altThenTheLetterOpensTheMenuWhicheverKeyIsLetGoFirst(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        var file = menu(robot, "File");
        // Alt let go before the letter, as a fast typist (and xdotool's key alt+f) does.
        robot.press(KeyCode.ALT).press(KeyCode.F).release(KeyCode.ALT).release(KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(file::isShowing);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(file::isShowing)).as("File stays open after Alt is let go").isTrue();
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        waitUntil(() -> !file.isShowing());

        // A second time, once its popup exists.
        var navigate = menu(robot, "Navigate");
        robot.press(KeyCode.ALT).press(KeyCode.N).release(KeyCode.ALT).release(KeyCode.N);
        waitUntil(navigate::isShowing);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(navigate::isShowing)).as("Navigate stays open after Alt is let go").isTrue();
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        robot.press(KeyCode.ALT).press(KeyCode.F).release(KeyCode.ALT).release(KeyCode.F);
        waitUntil(file::isShowing);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(file::isShowing)).as("File, shown once before, stays open").isTrue();
    }
}
