package dev.catalogstudio.app.hosts;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Hosts view in the real main window, headless: a Claude Code plugin with a skill outside {@code skills/} and a
 * Gemini CLI extension with a skill lacking frontmatter. Ctrl+Shift+H shows it; the dropped row comes first and opens
 * its file with a double-click (or Enter); long reasons wrap and every cell carries its whole text as a tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class HostsViewTest {

    private static final String DRAFT = "claude/docs/draft/SKILL.md";
    private static final String BARE = "gem/skills/bare/SKILL.md";

    private MainWindow window;
    private Stage stage;
    private Path root;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        root = Files.createTempDirectory("hosts-view");
        write("claude/.claude-plugin/plugin.json", "{\"name\": \"claude\"}\n");
        write("claude/skills/pay/SKILL.md", "---\nname: pay\ndescription: Takes payments.\n---\n\nPays.\n");
        write(DRAFT, "---\nname: draft\ndescription: A draft.\n---\n\nDrafts.\n");
        write("gem/gemini-extension.json", "{\"name\": \"gem\", \"version\": \"1.0.0\"}\n");
        write(BARE, "Does bare things.\n");
        window = StudioFixture.window(stage, "hosts", false);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @SuppressWarnings("unchecked")
    private static TableView<HostRow> table(FxRobot robot) {
        return robot.lookup("#hosts-table").queryAs(TableView.class);
    }

    /** The table row showing item {@code index}. */
    private static Node row(FxRobot robot, int index) {
        return robot.lookup("#hosts-table .table-row-cell").match(n -> n instanceof TableRow<?> r && r.getIndex() == index
                && !r.isEmpty()).query();
    }

    private void showHosts(FxRobot robot) throws Exception {
        fx(() -> {
            window.open(root);
            return null;
        });
        waitUntil(() -> window.session().getSnapshot() != null);
        assertThat(robot.lookup("#hosts-view").tryQuery()).isEmpty();
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.H).release(KeyCode.H, KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(() -> window.hostsVisibleProperty().get() && !window.hosts().rows().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void ctrlShiftHShowsTheDroppedRowFirstAndADoubleClickOpensItsFile(FxRobot robot) throws Exception {
        showHosts(robot);

        assertThat(fx(() -> robot.lookup("#hosts-view").query().isVisible())).isTrue();
        assertThat(fx(() -> robot.lookup("#hosts-summary").queryAs(Label.class).getText()))
                .isEqualTo("loads 1 skill; drops 1; truncates 0");
        var first = fx(() -> table(robot).getItems().get(0));
        assertThat(first.status()).isEqualTo(HostRow.Status.DROPPED);
        assertThat(first.location()).isEqualTo(DRAFT + ":1");
        assertThat(first.code()).isEqualTo("skill-not-loaded");
        assertThat(fx(() -> cellTexts(row(robot, 0)))).contains("dropped", "skill", DRAFT + ":1", "skill-not-loaded");

        robot.doubleClickOn(row(robot, 0));

        waitUntil(() -> window.tabs().selectedProperty().get() != null
                && window.tabs().selectedProperty().get().path().equals(DRAFT));
        waitUntil(() -> DRAFT.equals(window.session().navigation().currentPathProperty().get()));
        assertThat(fx(() -> window.tabsView().selectedEditor().getText())).startsWith("---\nname: draft\n");
        assertThat(fx(() -> window.session().navigation().caretLineProperty().get())).isEqualTo(first.line());
    }

    @Test
    void enterOpensTheGeminiDropAndLongReasonsWrapWithTheirWholeTextInATooltip(FxRobot robot) throws Exception {
        showHosts(robot);
        fx(() -> {
            window.hosts().select("gemini");
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        var first = fx(() -> table(robot).getItems().get(0));
        assertThat(first.code()).isEqualTo("frontmatter-missing");
        assertThat(first.path()).isEqualTo(BARE);

        // The reason wraps within its column, and its cell's tooltip holds the whole of it.
        var reason = fx(() -> (TableCell<?, ?>) robot.from(row(robot, 0)).lookup(".table-cell")
                .match(n -> n instanceof TableCell<?, ?> c && c.getTableColumn().getId().equals("hosts-why")).query());
        var text = fx(() -> (Text) reason.getGraphic());
        assertThat(fx(() -> text.getText())).isEqualTo(first.detail());
        assertThat(fx(() -> text.getLayoutBounds().getWidth())).isLessThanOrEqualTo(fx(() -> reason.getWidth()));
        assertThat(fx(() -> reason.getTooltip().getText())).isEqualTo(first.detail());
        // Nothing shown shortened without its whole text at hand.
        assertThat(fx(() -> cutWithoutTooltip(table(robot)))).isEmpty();

        fx(() -> {
            table(robot).requestFocus();
            table(robot).getSelectionModel().select(0);
            return null;
        });
        robot.type(KeyCode.ENTER);
        waitUntil(() -> window.tabs().selectedProperty().get() != null
                && window.tabs().selectedProperty().get().path().equals(BARE));

        // Escape in the view closes it.
        fx(() -> {
            table(robot).requestFocus();
            return null;
        });
        robot.type(KeyCode.ESCAPE);
        assertThat(fx(() -> window.hostsVisibleProperty().get())).isFalse();
        assertThat(robot.lookup("#hosts-view").tryQuery()).isEmpty();
    }

    @Test
    void aFolderNoHostLoadsAnythingOfSaysSo(FxRobot robot) throws Exception {
        Path empty = Files.createTempDirectory("hosts-empty");
        Files.writeString(empty.resolve("README.md"), "# Notes\n");
        fx(() -> {
            window.hostsVisibleProperty().set(true);
            window.open(empty);
            return null;
        });
        waitUntil(() -> window.hosts().emptyProperty().get()
                && window.hosts().placeholderProperty().get().equals(HostsViewModel.NOTHING_LOADED));
        WaitForAsyncUtils.waitForFxEvents();

        var placeholder = robot.lookup("#hosts-placeholder").queryAs(Label.class);
        assertThat(fx(() -> placeholder.isVisible() && placeholder.getScene() != null)).isTrue();
        assertThat(fx(() -> placeholder.getText())).isEqualTo(HostsViewModel.NOTHING_LOADED);
        assertThat(fx(() -> dev.catalogstudio.app.CutLabels.under(placeholder))).isEmpty();
        assertThat(fx(() -> robot.lookup("#hosts-chooser").query().isVisible())).isFalse();
    }

    private static List<String> cellTexts(Node row) {
        var texts = new ArrayList<String>();
        for (var cell : row.lookupAll(".table-cell")) {
            var c = (TableCell<?, ?>) cell;
            if (c.getText() != null && !c.getText().isEmpty()) {
                texts.add(c.getText());
            } else if (c.getGraphic() instanceof Label l) {
                texts.add(l.getText());
            } else if (c.getGraphic() instanceof Text t) {
                texts.add(t.getText());
            }
        }
        return texts;
    }

    /** Cells drawn shortened ("…/SKILL.md:1") that have no tooltip with their whole text. */
    private static List<String> cutWithoutTooltip(TableView<?> table) {
        var cut = new ArrayList<String>();
        for (var node : table.lookupAll(".table-cell")) {
            var cell = (TableCell<?, ?>) node;
            if (cell.isVisible() && cell.getText() != null && !cell.getText().isEmpty()
                    && cell.lookup(".text") instanceof Text shown && !shown.getText().equals(cell.getText())
                    && (cell.getTooltip() == null || !cell.getTooltip().getText().equals(cell.getText()))) {
                cut.add(cell.getText());
            }
        }
        return cut;
    }
}
