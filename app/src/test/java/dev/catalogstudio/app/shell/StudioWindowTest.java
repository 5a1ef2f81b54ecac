package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.model.text.Position;
import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Drives the real main window, headless, on a fresh copy of the bundled sample catalog. */
@ExtendWith(ApplicationExtension.class)
class StudioWindowTest {

    private static final String SKILL = "skills/k8s-triage/SKILL.md";
    private static final String CRLF_SKILL = "skills/metrics-query/SKILL.md";
    private static final String AGENT = "agents/oncall-engineer/AGENTS.md";

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("studio");
        var crlf = root.resolve(CRLF_SKILL);
        Files.writeString(crlf, Files.readString(crlf).replace("\n", "\r\n"));
        window = StudioFixture.window(stage, "studio", true);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        fx(() -> {
            window.session().background().shutdown();
            return null;
        });
    }

    @Test
    void opensTheSampleCleanWithItsFilesInTheTree(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);

        assertThat(fx(() -> window.diagnostics().errorsProperty().get())).isZero();
        assertThat(fx(() -> window.tree().rootProperty().get().children())).extracting(n -> n.name())
                .contains("agents", "skills", "mcps");
        assertThat(fx(() -> robot.lookup("#file-tree").tryQuery().isPresent())).isTrue();
        assertThat(fx(() -> ((Stage) window.scene().getWindow()).getTitle())).contains(root.getFileName().toString());
    }

    @Test
    void anInvalidNameShowsNameFormatAndFixingItClearsIt(FxRobot robot) throws Exception {
        open(SKILL);
        select(SKILL, 2, 7, "k8s-triage".length());
        robot.write("Bad_Name");

        waitUntil(() -> codes(SKILL).contains("name-format"));
        assertThat(fx(() -> tableCodes(robot))).contains("name-format");
        assertThat(fx(() -> window.tabs().tab(SKILL).orElseThrow().titleProperty().get())).endsWith("\u2022");
        int name = fx(() -> area(robot, SKILL).getText().indexOf("Bad_Name"));
        waitUntil(() -> area(robot, SKILL).getStyleOfChar(name).contains("diag-error"));
        for (int i = 0; i < "Bad_Name".length(); i++) {
            int at = name + i;
            assertThat(fx(() -> area(robot, SKILL).getStyleOfChar(at))).as("char %d", i).contains("diag-error");
        }
        assertThat(fx(() -> area(robot, SKILL).getStyleOfChar(name - 1))).doesNotContain("diag-error");

        select(SKILL, 2, 7, "Bad_Name".length());
        robot.write("k8s-triage");

        waitUntil(() -> !codes(SKILL).contains("name-format"));
        assertThat(fx(() -> tableCodes(robot))).doesNotContain("name-format");
        waitUntil(() -> !area(robot, SKILL).getStyleOfChar(name).contains("diag-error"));
        assertThat(fx(() -> java.util.stream.IntStream.range(0, area(robot, SKILL).getLength())
                .anyMatch(i -> area(robot, SKILL).getStyleOfChar(i).contains("diag-error")))).isFalse();
        assertThat(fx(() -> robot.lookup("#caret-position").queryLabeled().getText())).isEqualTo("Ln 2, Col 17");
    }

    @Test
    void theModelsHighlightingReachesTheEditorThroughTheSessionAsTheUserTypes(FxRobot robot) throws Exception {
        open(SKILL);
        int key = fx(() -> area(robot, SKILL).getText().indexOf("description:"));
        waitUntil(() -> area(robot, SKILL).getStyleOfChar(key).contains("tok-key"));
        int end = fx(() -> area(robot, SKILL).getLength());
        fx(() -> {
            window.tabsView().editor(window.tabs().tab(SKILL).orElseThrow()).goTo(new Range(
                    new Position(1, 1, end), new Position(1, 1, end)));
            return null;
        });
        fx(() -> {
            area(robot, SKILL).insertText(end, "\n## Typed heading with `code`\n");
            return null;
        });
        int heading = end + "\n## Typed".length();
        int code = fx(() -> area(robot, SKILL).getText().indexOf("`code`")) + 1;
        waitUntil(() -> area(robot, SKILL).getStyleOfChar(heading).contains("tok-heading"));
        waitUntil(() -> area(robot, SKILL).getStyleOfChar(code).contains("tok-code"));
        assertThat(fx(() -> area(robot, SKILL).getStyleOfChar(key))).contains("tok-key");
    }

    @Test
    void theQuickFixFromTheProblemsPanelRepairsTheText(FxRobot robot) throws Exception {
        open(SKILL);
        select(SKILL, 2, 7, "k8s-triage".length());
        robot.write("k8s-triager");
        waitUntil(() -> codes(SKILL).contains("name-directory-mismatch"));

        fx(() -> {
            var row = window.diagnostics().shown().stream()
                    .filter(d -> d.diagnostic().code().equals("name-directory-mismatch")).findFirst().orElseThrow();
            window.diagnostics().selectedProperty().set(row);
            return null;
        });
        robot.clickOn("#apply-quick-fix");

        waitUntil(() -> codes(SKILL).isEmpty());
        assertThat(fx(() -> window.tabs().tab(SKILL).orElseThrow().getText())).contains("name: k8s-triage\n");
    }

    @Test
    void aQuickFixFromTheEditorsCtrlPeriodCardRepairsTheTextAndUndoesInOneStep(FxRobot robot) throws Exception {
        open(SKILL);
        select(SKILL, 2, 7, "k8s-triage".length());
        robot.write("K8s_Triage");
        waitUntil(() -> codes(SKILL).contains("name-format"));
        int name = fx(() -> area(robot, SKILL).getText().indexOf("K8s_Triage"));
        waitUntil(() -> area(robot, SKILL).getStyleOfChar(name).contains("diag-error"));

        select(SKILL, 2, 9, 0);
        robot.press(KeyCode.CONTROL, KeyCode.PERIOD).release(KeyCode.PERIOD, KeyCode.CONTROL);
        var fix = robot.lookup(".diagnostic-popup .quick-fix").queryButton();
        assertThat(fix.getText()).contains("k8s-triage");
        robot.clickOn(fix);

        waitUntil(() -> window.tabs().tab(SKILL).orElseThrow().getText().contains("name: k8s-triage\n"));
        waitUntil(() -> codes(SKILL).isEmpty());
        waitUntil(() -> !area(robot, SKILL).getStyleOfChar(name).contains("diag-error"));
        assertThat(fx(() -> tableCodes(robot))).doesNotContain("name-format");

        // The fix is one undo step, through the Edit menu's action as through the keyboard.
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        waitUntil(() -> window.tabs().tab(SKILL).orElseThrow().getText().contains("name: K8s_Triage\n"));
        waitUntil(() -> codes(SKILL).contains("name-format"));
    }

    @Test
    void saveWritesTheExactBytesAndKeepsCrlf(FxRobot robot) throws Exception {
        open(CRLF_SKILL);
        fx(() -> {
            var tab = window.tabs().tab(CRLF_SKILL).orElseThrow();
            tab.textProperty().set(tab.getText().replace("# ", "# Edited: "));
            return null;
        });
        String text = fx(() -> window.tabs().tab(CRLF_SKILL).orElseThrow().getText());
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);

        byte[] expected = text.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
        waitUntil(() -> java.util.Arrays.equals(Files.readAllBytes(root.resolve(CRLF_SKILL)), expected));
        waitUntil(() -> !window.tabs().tab(CRLF_SKILL).orElseThrow().isDirty());
    }

    @Test
    void aChangeOnDiskReloadsAnUnmodifiedTab(FxRobot robot) throws Exception {
        open(SKILL);
        String changed = Files.readString(root.resolve(SKILL)).replace("name: k8s-triage", "name: Changed_On_Disk");

        Files.writeString(root.resolve(SKILL), changed);

        waitUntil(() -> window.tabs().tab(SKILL).orElseThrow().getText().equals(changed));
        waitUntil(() -> codes(SKILL).contains("name-format"));
        assertThat(fx(() -> window.tabs().tab(SKILL).orElseThrow().isDirty())).isFalse();
    }

    @Test
    void aChangeOnDiskUnderAModifiedTabAsksWhichToKeep(FxRobot robot) throws Exception {
        open(SKILL);
        select(SKILL, 2, 7, 0);
        robot.write("x");
        waitUntil(() -> window.tabs().tab(SKILL).orElseThrow().isDirty());

        Files.writeString(root.resolve(SKILL), "---\nname: k8s-triage\n---\nreplaced\n");
        waitUntil(() -> window.tabs().tab(SKILL).orElseThrow().diskConflictProperty().get() != null);
        robot.clickOn("#reload-from-disk");

        waitUntil(() -> window.tabs().tab(SKILL).orElseThrow().getText().endsWith("replaced\n"));
    }

    @Test
    void aMissingDependencyIsReportedOnTheDependent(FxRobot robot) throws Exception {
        open(AGENT);
        fx(() -> {
            var tab = window.tabs().tab(AGENT).orElseThrow();
            var editor = window.tabsView().editor(tab);
            int at = editor.getText().indexOf("skills/metrics-query");
            var edit = new dev.catalogstudio.model.text.TextEdit(new Range(new Position(1, 1, at + 7),
                    new Position(1, 1, at + "skills/metrics-query".length())), "no-such-skill");
            editor.applyEdits(List.of(edit));
            return null;
        });

        waitUntil(() -> codes(AGENT).contains("dependency-missing"));
        assertThat(fx(() -> tableCodes(robot))).contains("dependency-missing");
    }

    // Helpers

    private void open(String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.tree().open(path);
            return null;
        });
        waitUntil(() -> window.tabs().tab(path).isPresent() && window.tabsView().editor(
                window.tabs().tab(path).get()) != null);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theTreeMakesItemsPerExpandedFolderAndKeepsKeysMenuAndBadges(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null && window.tree().rootProperty().get() != null);
        javafx.scene.control.TreeView<dev.catalogstudio.app.tree.FileNode> tree =
                robot.lookup("#file-tree").queryAs(javafx.scene.control.TreeView.class);
        int topLevel = fx(() -> window.tree().rootProperty().get().children().size());
        // Only the root is expanded: its row and its children's rows, nothing below.
        assertThat(fx(() -> tree.getExpandedItemCount())).isEqualTo(1 + topLevel);

        // Keyboard: select "skills", Right expands it, Down walks into it.
        fx(() -> {
            var skills = tree.getRoot().getChildren().stream()
                    .filter(i -> i.getValue().path().equals("skills")).findFirst().orElseThrow();
            tree.getSelectionModel().select(skills);
            tree.requestFocus();
            return null;
        });
        robot.type(KeyCode.RIGHT);
        waitUntil(() -> tree.getSelectionModel().getSelectedItem().isExpanded());
        robot.type(KeyCode.DOWN);
        assertThat(fx(() -> tree.getSelectionModel().getSelectedItem().getValue().path()))
                .isEqualTo("skills/incident-response");

        // Enter on a file opens it; reveal expands only the folders above it.
        fx(() -> {
            window.treeView().reveal(SKILL);
            tree.requestFocus();
            return null;
        });
        assertThat(fx(() -> tree.getSelectionModel().getSelectedItem().getValue().path())).isEqualTo(SKILL);
        robot.type(KeyCode.ENTER);
        waitUntil(() -> window.tabs().tab(SKILL).isPresent());

        // The context menu of a row offers Rename and Delete.
        var cell = robot.lookup(".file-tree .tree-cell").match(
                (javafx.scene.control.TreeCell<dev.catalogstudio.app.tree.FileNode> c) -> c.getItem() != null
                        && c.getItem().path().equals(SKILL)).queryAs(javafx.scene.control.TreeCell.class);
        // Monocle's headless mouse does not synthesize the context-menu request of a right click: send it.
        fx(() -> {
            var at = cell.localToScreen(5, 5);
            cell.fireEvent(new javafx.scene.input.ContextMenuEvent(
                    javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, 5, 5, at.getX(), at.getY(), false,
                    null));
            return null;
        });
        waitUntil(() -> cell.getContextMenu().isShowing());
        assertThat(fx(() -> cell.getContextMenu().getItems().stream().map(i -> i.getText()).toList()))
                .contains("Rename\u2026", "Delete\u2026");
        fx(() -> {
            cell.getContextMenu().hide();
            return null;
        });

        // Badges: an invalid name shows an error count on the file's row and on its folders.
        fx(() -> {
            var tab = window.tabs().tab(SKILL).orElseThrow();
            tab.textProperty().set(tab.getText().replace("name: k8s-triage", "name: Bad_Name"));
            return null;
        });
        waitUntil(() -> window.tree().badge(SKILL).errors() > 0);
        waitUntil(() -> robot.from(cell).lookup(".badge-error").queryAs(javafx.scene.control.Label.class)
                .isVisible());
        assertThat(fx(() -> window.tree().badge("skills/k8s-triage").errors())).isPositive();
    }

    /** Selects {@code length} characters from 1-based {@code line}:{@code column} and focuses the editor. */
    private void select(String path, int line, int column, int length) throws Exception {
        fx(() -> {
            var editor = window.tabsView().editor(window.tabs().tab(path).orElseThrow());
            String text = editor.getText();
            int offset = 0;
            for (int l = 1; l < line; l++) {
                offset = text.indexOf('\n', offset) + 1;
            }
            offset += column - 1;
            editor.goTo(new Range(new Position(line, column, offset), new Position(line, column + length,
                    offset + length)));
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The RichTextFX area inside the tab's code editor: its styled spans carry the squiggles' style classes. */
    private CodeArea area(FxRobot robot, String path) {
        var editor = window.tabsView().editor(window.tabs().tab(path).orElseThrow());
        return robot.from(editor).lookup(".code-area").queryAs(CodeArea.class);
    }

    private List<String> codes(String path) throws Exception {
        return fx(() -> window.session().getSnapshot().diagnostics(path).stream().map(d -> d.code()).toList());
    }

    @SuppressWarnings("unchecked")
    private List<String> tableCodes(FxRobot robot) {
        TableView<FileDiagnostic> table = robot.lookup("#diagnostics-table").queryAs(TableView.class);
        return table.getItems().stream().map(d -> d.diagnostic().code()).toList();
    }


}
