package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.changes.ChangesViewModel;
import dev.catalogstudio.app.changes.DiffView;
import dev.catalogstudio.app.session.ChangedFile;
import dev.catalogstudio.app.session.LineDiff;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.eclipse.jgit.api.Git;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Reviewing a change in the studio as in an IDE (issue 41), in the real main window on a git history built here with
 * JGit: the Changes view lists what changed and opens side-by-side diffs in the editor area, the tree and the editor's
 * gutter mark changed files and lines, and each change-set finding is underlined on its line with its whole message.
 *
 * <p>The history: skills {@code a}, {@code b} (depends on {@code a} and {@code d}), {@code c}, {@code d} at 1.0.0 and a
 * 10,000-line {@code notes/big.md}; then {@code a}'s text changes without a bump, {@code b} drops {@code d} with a patch
 * bump and a new description, {@code c} is deleted, {@code e} added, and three places of {@code big.md} change.
 */
@ExtendWith(ApplicationExtension.class)
class ChangesReviewTest {

    private static final int BIG = 10_000;

    private Path root;
    private MainWindow window;
    private Git git;

    @Start
    void start(Stage stage) throws Exception {
        root = Files.createTempDirectory("changes-review").toRealPath();
        git = Git.init().setDirectory(root.toFile()).setInitialBranch("main").call();
        write("catalog-studio.yaml", "origin: https://github.com/acme/catalog/tree/main\n");
        write("skills/a/SKILL.md", skill("a", "1.0.0", "The a skill.", "Step one."));
        write("skills/b/SKILL.md", skill("b", "1.0.0", "The b skill.", "Uses a and d.", "a", "d"));
        write("skills/c/SKILL.md", skill("c", "1.0.0", "The c skill.", "Alone."));
        write("skills/d/SKILL.md", skill("d", "1.0.0", "The d skill.", "Helps."));
        var big = new StringBuilder();
        for (int i = 1; i <= BIG; i++) {
            big.append("line ").append(i).append('\n');
        }
        write("notes/big.md", big.toString());
        commit("The first catalog");
        write("skills/a/SKILL.md", skill("a", "1.0.0", "The a skill.", "Step one, then two."));
        write("skills/b/SKILL.md", skill("b", "1.0.1", "The b skill, now without d.", "Uses a.", "a"));
        Files.delete(root.resolve("skills/c/SKILL.md"));
        write("skills/e/SKILL.md", skill("e", "1.0.0", "The e skill.", "New."));
        write("notes/big.md", big.toString().replace("line 100\n", "line 100\nnew 1\nnew 2\n")
                .replace("line 5000\n", "line five thousand\n").replace("line 9000\n", ""));
        window = StudioFixture.window(stage, "changes", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
        git.close();
    }

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private void commit(String message) throws Exception {
        git.add().addFilepattern(".").call();
        git.commit().setMessage(message).setAuthor("Test", "t@example.org").setCommitter("Test", "t@example.org")
                .setSign(false).call();
    }

    private static String skill(String name, String version, String description, String body, String... deps) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: " + description
                + " Use when a task needs " + name + ".\nversion: " + version + "\n");
        if (deps.length > 0) {
            text.append("dependencies:\n  skills:\n");
            for (String dependency : deps) {
                text.append("    - \"https://github.com/acme/catalog/tree/main/skills/").append(dependency)
                        .append("\"\n");
            }
        }
        return text.append("---\n# ").append(name).append("\n\n").append(body).append("\n").toString();
    }

    /** Compares the working tree with the first commit (HEAD: the edits are in the working tree). */
    private void compare() throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().comparison().compare("HEAD");
            return null;
        });
        waitUntil(() -> !window.session().comparison().runningProperty().get()
                && window.session().comparison().getChangeSet() != null);
    }

    /** The Changes list's rows as shown: letter, then text, children indented. */
    private List<String> rows() throws Exception {
        return fx(() -> {
            var out = new ArrayList<String>();
            for (var item : window.changesView().tree().getRoot().getChildren()) {
                out.add(line(item));
                item.getChildren().forEach(child -> out.add("  " + line(child)));
            }
            return out;
        });
    }

    private static String line(TreeItem<Object> item) {
        Object value = item.getValue();
        if (value instanceof ChangesViewModel.EntryGroup group) {
            return group.entry().change().id() + " " + group.entry().fqn() + " " + group.entry().from() + ">"
                    + group.entry().to();
        }
        if (value instanceof ChangedFile file) {
            return file.kind().letter() + " " + file.path();
        }
        return String.valueOf(value);
    }

    private TabPane editorTabs(FxRobot robot) {
        return robot.lookup(".editor-tab-pane").queryAs(TabPane.class);
    }

    private DiffView openDiff(String path) throws Exception {
        fx(() -> {
            var file = window.session().comparison().getFiles().file(path);
            window.changesView().openDiff(file);
            return null;
        });
        waitUntil(() -> window.changesView().diff(path) != null);
        return fx(() -> window.changesView().diff(path));
    }

    private static List<String> paragraphStyles(CodeArea area) {
        var out = new ArrayList<String>();
        for (int i = 0; i < area.getParagraphs().size(); i++) {
            var style = area.getParagraph(i).getParagraphStyle();
            out.add(area.getParagraph(i).getText() + "|" + String.join(",", style));
        }
        return out;
    }

    @Test
    void aComparisonOpensTheChangesListOfEntriesAndFilesWithLettersAndCountsAndEnterOpensADiff(FxRobot robot)
            throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        assertThat(fx(() -> window.changesVisibleProperty().get())).isFalse();

        compare();

        waitUntil(() -> window.changesVisibleProperty().get() && window.scene().lookup("#changes-view") != null);
        assertThat(rows()).containsExactly(
                "modified acme/a 1.0.0>1.0.0", "  M skills/a/SKILL.md",
                "modified acme/b 1.0.0>1.0.1", "  M skills/b/SKILL.md",
                "removed acme/c 1.0.0>", "  D skills/c/SKILL.md",
                "added acme/e >1.0.0", "  A skills/e/SKILL.md",
                "Files of no changed entry (1)", "  M notes/big.md");
        assertThat(fx(() -> window.changesView().summaryText())).contains(
                "4 entries: 1 added, 2 modified, 1 removed", "5 files", "2 findings");
        // The letters as drawn.
        assertThat(fx(() -> robot.lookup("#changes-tree .change-letter").queryAllAs(Label.class).stream()
                .filter(Node::isVisible).map(Label::getText).toList())).contains("M", "D", "A");

        // Keyboard: the list takes the focus, Down and Enter open the selected file's diff.
        fx(() -> {
            window.actions().toggleChanges.handler().run(); // hide
            window.actions().toggleChanges.handler().run(); // show, focused
            return null;
        });
        assertThat(fx(() -> window.changesView().tree().isFocused())).isTrue();
        robot.type(KeyCode.DOWN);
        robot.type(KeyCode.ENTER);
        waitUntil(() -> window.changesView().diff("skills/a/SKILL.md") != null);
        Tab tab = fx(() -> editorTabs(robot).getSelectionModel().getSelectedItem());
        assertThat(fx(tab::getText)).isEqualTo("SKILL.md \u2194 HEAD");
        assertThat(fx(() -> window.tabsView().view("diff:skills/a/SKILL.md"))).isPresent();
    }

    @Test
    void aDiffShowsBaseAndWorkingTreeSideBySideLineForLineAndMovesBetweenChanges(FxRobot robot) throws Exception {
        compare();
        var diff = openDiff("skills/b/SKILL.md");

        var base = fx(() -> paragraphStyles(diff.baseArea()));
        var head = fx(() -> paragraphStyles(diff.headArea()));
        assertThat(base).hasSameSizeAs(head);
        assertThat(base).contains("description: The b skill. Use when a task needs b.|diff-changed",
                "version: 1.0.0|diff-changed", "name: b|");
        assertThat(head).contains("description: The b skill, now without d. Use when a task needs b.|diff-changed",
                "version: 1.0.1|diff-changed", "name: b|");
        int dropped = base.indexOf("    - \"https://github.com/acme/catalog/tree/main/skills/d\"|diff-deleted");
        assertThat(dropped).as("the dropped dependency, on the base side").isPositive();
        assertThat(head.get(dropped)).isEqualTo("|diff-filler");
        // Line numbers: the gutters number real lines only.
        assertThat(fx(() -> diff.prepared().rows().rows().get(dropped).headLine())).isEqualTo(-1);

        // F7 / Shift+F7 and Alt+Down move between the changes, the caret on the change's first row.
        assertThat(fx(() -> diff.changeProperty().get())).isZero();
        fx(() -> {
            diff.requestFocus();
            return null;
        });
        robot.type(KeyCode.F7);
        assertThat(fx(() -> diff.changeProperty().get())).isEqualTo(1);
        assertThat(fx(() -> diff.headArea().getCurrentParagraph())).isEqualTo(dropped);
        robot.press(KeyCode.SHIFT).type(KeyCode.F7).release(KeyCode.SHIFT);
        assertThat(fx(() -> diff.changeProperty().get())).isZero();
        robot.press(KeyCode.ALT).type(KeyCode.DOWN).release(KeyCode.ALT);
        assertThat(fx(() -> diff.changeProperty().get())).isEqualTo(1);
        assertThat(fx(() -> ((Label) window.scene().lookup("#diff-position")).getText())).isEqualTo("change 2 of 3");

        // Added and deleted files are shown against nothing.
        var added = openDiff("skills/e/SKILL.md");
        assertThat(fx(() -> paragraphStyles(added.baseArea()))).allMatch(s -> s.equals("|diff-filler"));
        assertThat(fx(() -> paragraphStyles(added.headArea()))).allMatch(s -> s.endsWith("|diff-inserted"))
                .contains("name: e|diff-inserted");
        var deleted = openDiff("skills/c/SKILL.md");
        assertThat(fx(() -> paragraphStyles(deleted.headArea()))).allMatch(s -> s.equals("|diff-filler"));
        assertThat(fx(() -> paragraphStyles(deleted.baseArea()))).contains("name: c|diff-deleted");
        assertThat(fx(() -> editorTabs(robot).getTabs().stream().map(Tab::getText).toList()))
                .contains("SKILL.md \u2194 HEAD");

        // Stop Comparing closes the diffs.
        fx(() -> {
            window.session().comparison().stop();
            return null;
        });
        waitUntil(() -> window.tabsView().view("diff:skills/b/SKILL.md").isEmpty());
    }

    @Test
    void aTenThousandLineDiffIsComputedOffTheFxThreadInLinearWorkAndBothPanesScrollTogether(FxRobot robot)
            throws Exception {
        compare();
        var diff = openDiff("notes/big.md");

        var prepared = fx(diff::prepared);
        assertThat(prepared.computedOn()).isNotEqualTo("JavaFX Application Thread");
        // One row per unchanged line and per line of a hunk's longer side: never more than both files' lines.
        var rows = prepared.rows();
        assertThat(rows.rows()).hasSize(BIG + 2); // 2 inserted, 1 changed (a row), 1 deleted (a row)
        assertThat(rows.hunkRows()).hasSize(3);
        assertThat(fx(() -> diff.headArea().getParagraphs().size())).isEqualTo(BIG + 2);
        assertThat(fx(() -> diff.baseArea().getParagraphs().size())).isEqualTo(BIG + 2);

        // Next change: the second hunk, far down, in both panes.
        fx(() -> {
            diff.next();
            return null;
        });
        waitUntil(() -> diff.headArea().getCurrentParagraph() > 4000);
        waitUntil(() -> diff.baseArea().firstVisibleParToAllParIndex() > 4000
                && diff.baseArea().firstVisibleParToAllParIndex() == diff.headArea().firstVisibleParToAllParIndex());

        // The wheel over the right pane scrolls both.
        robot.moveTo(diff.headArea()).scroll(10, javafx.geometry.VerticalDirection.UP);
        waitUntil(() -> diff.headArea().firstVisibleParToAllParIndex() < 4990
                && diff.baseArea().firstVisibleParToAllParIndex() == diff.headArea().firstVisibleParToAllParIndex());
    }

    /**
     * The tree cell showing {@code path}, scrolled into view (its folders expanded), once the tree has drawn it; null
     * before that. A comparison that starts moves the tree into the left column with the Changes list, whose skin
     * puts it back in the scene at the next pulse: until then there is no tree to find.
     */
    @SuppressWarnings("unchecked")
    private TreeCell<?> treeCell(FxRobot robot, String path) {
        var found = robot.lookup("#file-tree").tryQuery();
        if (found.isEmpty()) {
            return null;
        }
        var tree = (javafx.scene.control.TreeView<Object>) found.get();
        for (int i = 0; i < tree.getExpandedItemCount(); i++) {
            var item = tree.getTreeItem(i);
            if (item != null && item.getValue() instanceof dev.catalogstudio.app.tree.FileNode n
                    && n.path().equals(path)) {
                tree.scrollTo(i);
                tree.layout();
                break;
            }
        }
        return robot.lookup("#file-tree .tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(c -> c.getItem() instanceof dev.catalogstudio.app.tree.FileNode n && n.path().equals(path))
                .findFirst().orElse(null);
    }

    /** The change marks of the tree row of {@code path}, once it is drawn. */
    private List<String> marksOf(FxRobot robot, String path) throws Exception {
        waitUntil(() -> treeCell(robot, path) != null);
        return fx(() -> marks(treeCell(robot, path)));
    }

    private static List<String> marks(TreeCell<?> cell) {
        var out = new ArrayList<String>();
        if (cell == null) {
            return out;
        }
        cell.lookupAll(".file-name").forEach(n -> n.getStyleClass().stream().filter(c -> c.startsWith("changed-"))
                .forEach(out::add));
        cell.lookupAll(".change-letter").forEach(n -> {
            if (n.isVisible() && !((Label) n).getText().isEmpty()) {
                out.add(((Label) n).getText());
            }
        });
        return out;
    }

    @Test
    void theTreeMarksChangedFilesAndTheirFoldersWhileComparing(FxRobot robot) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open("skills/e/SKILL.md", null, "test");
            return null;
        });
        waitUntil(() -> treeCell(robot, "skills/e/SKILL.md") != null);
        fx(() -> {
            window.session().navigation().open("skills/a/SKILL.md", null, "test");
            return null;
        });
        waitUntil(() -> treeCell(robot, "skills/a/SKILL.md") != null && treeCell(robot, "skills/e/SKILL.md") != null);
        assertThat(marksOf(robot, "skills/a/SKILL.md")).isEmpty();

        compare();

        waitUntil(() -> !marks(treeCell(robot, "skills/a/SKILL.md")).isEmpty());
        assertThat(marksOf(robot, "skills/a/SKILL.md")).containsExactly("changed-modified", "M");
        assertThat(marksOf(robot, "skills/e/SKILL.md")).containsExactly("changed-added", "A");
        assertThat(marksOf(robot, "skills")).containsExactly("changed-folder", "\u2022");
        assertThat(marksOf(robot, "skills/d")).isEmpty();

        fx(() -> {
            window.session().comparison().stop();
            return null;
        });
        waitUntil(() -> marks(treeCell(robot, "skills/a/SKILL.md")).isEmpty());
        assertThat(marksOf(robot, "skills")).isEmpty();
    }

    @Test
    void theEditorGutterMarksChangedLinesAgainstTheBaseAsYouTypeAndTheMarksGoWithTheComparison(FxRobot robot)
            throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open("skills/b/SKILL.md", null, "test");
            return null;
        });
        waitUntil(() -> window.tabsView().selectedEditor() != null
                && window.tabsView().selectedEditor().getText().contains("version: 1.0.1"));
        var editor = fx(() -> window.tabsView().selectedEditor());
        assertThat(fx(editor::getChangeMarks)).isNull();

        compare();

        waitUntil(() -> editor.getChangeMarks() != null);
        var marks = fx(editor::getChangeMarks);
        var lines = fx(() -> editor.getText().lines().toList());
        assertThat(marks[lines.indexOf("version: 1.0.1")]).isEqualTo(LineDiff.Mark.MODIFIED);
        assertThat(marks[lines.indexOf("name: b")]).isNull();
        // The dropped dependency line was under the kept one: the next line carries the deletion mark.
        int kept = lines.indexOf("    - \"https://github.com/acme/catalog/tree/main/skills/a\"");
        assertThat(marks[kept + 1]).isEqualTo(LineDiff.Mark.DELETED);
        // Drawn: the gutter's bars.
        waitUntil(() -> !editor.lookupAll(".change-mark.change-modified").isEmpty());

        // Typing a new line marks it added, a moment later.
        fx(() -> {
            var tab = window.tabs().tab("skills/b/SKILL.md").get();
            tab.textProperty().set(tab.getText().replace("name: b\n", "name: b\nlicense: MIT\n"));
            return null;
        });
        waitUntil(() -> {
            var now = editor.getChangeMarks();
            int added = editor.getText().lines().toList().indexOf("license: MIT");
            return now != null && added >= 0 && added < now.length && now[added] == LineDiff.Mark.ADDED;
        });

        fx(() -> {
            window.session().comparison().stop();
            return null;
        });
        waitUntil(() -> editor.getChangeMarks() == null);
        waitUntil(() -> editor.lookupAll(".change-mark").isEmpty());
    }

    @Test
    void aChangeSetFindingIsUnderlinedOnItsVersionLineWithItsWholeMessageOnHoverAndInTheList(FxRobot robot)
            throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open("skills/a/SKILL.md", null, "test");
            return null;
        });
        waitUntil(() -> window.tabsView().selectedEditor() != null
                && window.tabsView().selectedEditor().getText().contains("version: 1.0.0"));
        var editor = fx(() -> window.tabsView().selectedEditor());
        int versionLine = fx(() -> editor.getText().lines().toList().indexOf("version: 1.0.0")) + 1;
        fx(() -> {
            editor.goTo(versionLine, 10);
            return editor.showDiagnosticsAtCaret();
        });
        assertThat(fx(() -> popupCodes(robot))).as("no finding on the version line before comparing")
                .doesNotContain("version-not-bumped");

        compare();

        var finding = fx(() -> window.session().comparison().getChangeSet().diagnostics().stream()
                .filter(d -> d.diagnostic().code().equals("version-not-bumped")).findFirst().orElseThrow());
        assertThat(finding.diagnostic().range().start().line()).isEqualTo(versionLine);
        String message = finding.diagnostic().message();
        assertThat(message.length()).isGreaterThan(60);
        waitUntil(() -> {
            editor.goTo(versionLine, 10);
            editor.showDiagnosticsAtCaret();
            return popupCodes(robot).contains("version-not-bumped");
        });
        assertThat(fx(() -> popupCodes(robot))).contains(message);
        // Underlined: the version line's text carries the error squiggle.
        waitUntil(() -> editor.lookupAll(".text.diag-error").stream()
                .anyMatch(n -> ((javafx.scene.text.Text) n).getText().contains("1.0.0")
                        || ((javafx.scene.text.Text) n).getText().contains("version")));

        // In the Changes list: the whole message, wrapped (never cut to "…"), and on hover.
        waitUntil(() -> window.changesView().findings().getItems().contains(finding));
        waitUntil(() -> !robot.lookup("#changes-findings .list-cell").queryAllAs(javafx.scene.control.ListCell.class)
                .stream().filter(c -> c.getItem() == finding).toList().isEmpty());
        var cell = fx(() -> robot.lookup("#changes-findings .list-cell").queryAllAs(javafx.scene.control.ListCell.class)
                .stream().filter(c -> c.getItem() == finding).findFirst().orElseThrow());
        String shown = fx(() -> ((javafx.scene.text.Text) cell.getGraphic().lookup(".text")).getText());
        assertThat(shown.replace("\n", " ").replaceAll(" +", " "))
                .isEqualTo(ChangesViewModel.describe(finding).replaceAll(" +", " "));
        assertThat(fx(() -> cell.getTooltip().getText())).contains(message);

        fx(() -> {
            window.session().comparison().stop();
            return null;
        });
        waitUntil(() -> {
            editor.goTo(versionLine, 10);
            editor.showDiagnosticsAtCaret();
            return !popupCodes(robot).contains("version-not-bumped");
        });
    }

    /** The texts of the diagnostic card's labels shown now (codes and messages). */
    private static List<String> popupCodes(FxRobot robot) {
        return robot.lookup(".diagnostic-popup").queryAll().stream().filter(Node::isVisible)
                .flatMap(card -> card.lookupAll(".label").stream()).map(l -> ((Label) l).getText()).toList();
    }
}
