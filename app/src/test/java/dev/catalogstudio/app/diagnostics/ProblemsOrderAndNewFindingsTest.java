package dev.catalogstudio.app.diagnostics;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 41: the problems panel in the real main window, headless. Errors come first whatever their file is called;
 * a row shows its whole message on hover; while comparing with a revision, what the change set introduced comes first
 * and "New in this change" (on by default) shows only that, counting the others.
 *
 * <p>The history: skills {@code a} (1.0.0), {@code b} (a link to a missing file with a long name: a long warning) and
 * {@code zz} (an invalid name: an error in the file sorted last); then {@code a}'s text changes without a bump (a new
 * error only the comparison reports).
 */
@ExtendWith(ApplicationExtension.class)
class ProblemsOrderAndNewFindingsTest {

    private static final String LONG_NAME = "notes-on-".repeat(14) + "end.md";

    private Path root;
    private MainWindow window;
    private Git git;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        root = Files.createTempDirectory("problems-order").toRealPath();
        git = Git.init().setDirectory(root.toFile()).setInitialBranch("main").call();
        write("catalog-studio.yaml", "origin: https://github.com/acme/catalog/tree/main\n");
        write("skills/a/SKILL.md", skill("a", "Step one."));
        write("skills/b/SKILL.md", skill("b", "See [the notes](" + LONG_NAME + ")."));
        write("skills/zz/SKILL.md", skill("zz", "Z.").replace("name: zz", "name: Bad_Name"));
        for (String name : List.of("a", "b", "zz")) {
            write("skills/" + name + "/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First.\n");
        }
        commit("The first catalog");
        write("skills/a/SKILL.md", skill("a", "Step one, then two."));
        commit("Change a without a bump");
        window = StudioFixture.window(stage, "problems-order", false);
        window.open(root);
        stage.setWidth(1280);
        stage.setHeight(800);
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
        git.add().addFilepattern(".").setUpdate(true).call();
        git.commit().setMessage(message).setAuthor("Test", "t@example.org").setCommitter("Test", "t@example.org")
                .setSign(false).call();
    }

    private static String skill(String name, String body) {
        return "---\nname: " + name + "\nscope: acme\ndescription: The " + name + " skill. Use when a task needs "
                + name + ".\nversion: 1.0.0\n---\n# " + name + "\n\n" + body + "\n";
    }

    @SuppressWarnings("unchecked")
    private static TableView<FileDiagnostic> table(FxRobot robot) {
        return robot.lookup("#diagnostics-table").queryAs(TableView.class);
    }

    private static List<String> rows(TableView<FileDiagnostic> table) throws Exception {
        return fx(() -> table.getItems().stream().map(d -> d.diagnostic().severity().label() + " " + d.path() + " "
                + d.diagnostic().code()).toList());
    }

    /** Issue 41, point 4: "problems are sorted by file, so a marketplace's only error is not at the top". */
    @Test
    void errorsComeFirstThenWarningsThenInfosEachByFileAndLine(FxRobot robot) throws Exception {
        var table = table(robot);
        waitUntil(() -> table.getItems().stream().anyMatch(d -> d.path().equals("skills/zz/SKILL.md")));
        var rows = rows(table);

        // By file, the error of skills/zz would come after skills/b's warning.
        assertThat(rows).anyMatch(r -> r.startsWith("warning skills/b/SKILL.md"));
        picture("problems-severity-first");
        assertThat(rows.get(0)).startsWith("error skills/zz/SKILL.md");
        var severities = fx(() -> table.getItems().stream().map(d -> d.diagnostic().severity()).toList());
        assertThat(severities).isSortedAccordingTo(java.util.Comparator.naturalOrder());
        assertThat(severities).contains(Severity.ERROR, Severity.WARNING);
        var errors = fx(() -> table.getItems().stream().filter(d -> d.diagnostic().severity() == Severity.ERROR)
                .map(d -> d.path() + ":" + d.diagnostic().range().start().line()).toList());
        assertThat(errors).isSortedAccordingTo(java.util.Comparator.naturalOrder());
    }

    /** Issue 41, point 5: "problem rows wrap or show the full text on hover". */
    @Test
    void aRowShowsItsWholeMessageOnHoverAndItsCellsCutSensibly(FxRobot robot) throws Exception {
        var table = table(robot);
        waitUntil(() -> table.getItems().stream().anyMatch(d -> d.diagnostic().message().contains(LONG_NAME)));
        var row = fx(() -> table.lookupAll(".table-row-cell").stream()
                .map(n -> (TableRow<?>) n)
                .filter(r -> r.getItem() instanceof FileDiagnostic d && d.diagnostic().message().contains(LONG_NAME))
                .findFirst().orElseThrow());
        var message = fx(() -> ((FileDiagnostic) row.getItem()).diagnostic().message());
        var cell = fx(() -> cell(row, "diagnostics-message"));
        robot.moveTo(cell);
        try {
            WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS,
                    () -> fx(() -> row.getTooltip() != null && row.getTooltip().isShowing()));
        } catch (java.util.concurrent.TimeoutException e) {
            // told by the assertions below
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(row::getTooltip)).as("the hovered row's tooltip").isNotNull();
        assertThat(fx(() -> row.getTooltip().isShowing())).as("the tooltip shows on hover").isTrue();
        picture("problems-row-tooltip");
        picture("problems-row-tooltip-popup", row.getTooltip().getScene());

        assertThat(fx(() -> row.getTooltip().getText())).contains(message, "skills/b/SKILL.md:",
                "warning skill-reference-missing: ");
        assertThat(fx(() -> row.getTooltip().isWrapText())).isTrue();
        // The message does not fit its column: the cell shows it cut at a word with "…".
        assertThat(fx(() -> shownText(cell))).isNotEqualTo(message).endsWith(fx(cell::getEllipsisString))
                .startsWith(message.substring(0, 20));
        assertThat(fx(cell::getTextOverrun)).isEqualTo(OverrunStyle.WORD_ELLIPSIS);
        assertThat(fx(() -> cell(row, "diagnostics-file").getTextOverrun())).isEqualTo(OverrunStyle.LEADING_ELLIPSIS);

        robot.moveTo("#diagnostics-filter");
    }

    /** Issue 41, point 3: "New findings first" in the studio while comparing with a revision. */
    @Test
    void whileComparingOnlyTheNewFindingsShowUntilTheFilterIsTurnedOff(FxRobot robot) throws Exception {
        var table = table(robot);
        waitUntil(() -> window.session().getSnapshot() != null && !table.getItems().isEmpty());
        var newOnly = robot.lookup("#diagnostics-new-only").queryAs(ToggleButton.class);
        assertThat(fx(newOnly::isVisible)).as("no filter before comparing").isFalse();

        fx(() -> {
            window.session().comparison().compare("HEAD~1");
            return null;
        });
        waitUntil(() -> !window.session().comparison().runningProperty().get()
                && window.session().comparison().getChangeSet() != null
                && rows(table).stream().anyMatch(r -> r.contains("version-not-bumped")));
        WaitForAsyncUtils.waitForFxEvents();

        picture("problems-new-in-this-change");
        // On by default: only what the change introduced (a's unbumped version), the others counted.
        assertThat(fx(newOnly::isVisible)).isTrue();
        assertThat(fx(newOnly::isSelected)).isTrue();
        assertThat(rows(table)).containsExactly("error skills/a/SKILL.md version-not-bumped");
        assertThat(fx(newOnly::getText)).matches("New( in this change)? \\(1\\)");
        assertThat(fx(newOnly::getAccessibleText)).startsWith("New in this change only, 1 new, ");
        var notNew = robot.lookup("#diagnostics-not-new").queryAs(Label.class);
        int others = Integer.parseInt(fx(notNew::getText).replaceFirst(" (there )?before", ""));
        assertThat(others).isGreaterThanOrEqualTo(2); // b's warning, zz's error at least
        assertThat(fx(() -> robot.lookup("#show-errors").queryAs(ToggleButton.class).getText())).isEqualTo("1 error");

        robot.clickOn(newOnly);
        WaitForAsyncUtils.waitForFxEvents();

        picture("problems-new-in-this-change-off");
        // Off: everything, what the change introduced first, then by severity.
        var rows = rows(table);
        assertThat(rows).hasSize(1 + others);
        assertThat(rows.get(0)).isEqualTo("error skills/a/SKILL.md version-not-bumped");
        assertThat(rows.subList(1, rows.size())).contains("error skills/zz/SKILL.md name-format")
                .anyMatch(r -> r.startsWith("warning skills/b/SKILL.md skill-reference-missing"));
        assertThat(rows.get(1)).startsWith("error ");
        assertThat(fx(newOnly::getTooltip).getText()).contains("click to show only the 1 new");
        // The new one stands out: its row is marked (bold) and its tooltip says so; the others' say they were there.
        var marked = fx(() -> table.lookupAll(".table-row-cell").stream().map(n -> (TableRow<?>) n)
                .filter(r -> r.getItem() != null)
                .map(r -> ((FileDiagnostic) r.getItem()).diagnostic().code() + " "
                        + r.getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("new-finding"))
                        + " " + r.getTooltip().getText().lines().findFirst().orElse(""))
                .toList());
        assertThat(marked).contains("version-not-bumped true New in this change",
                "name-format false There before this change");

        fx(() -> {
            window.session().comparison().stop();
            return null;
        });
        waitUntil(() -> rows(table).stream().noneMatch(r -> r.contains("version-not-bumped")));
        assertThat(fx(newOnly::isVisible)).isFalse();
    }

    /**
     * With {@code -Dproblems.shots=FOLDER}, writes the window's picture to {@code FOLDER/name.png} (to look at what the
     * assertions describe); nothing otherwise.
     */
    private void picture(String name) throws Exception {
        picture(name, window.scene());
    }

    private static void picture(String name, javafx.scene.Scene scene) throws Exception {
        String folder = System.getProperty("problems.shots");
        if (folder == null) {
            return;
        }
        var image = fx(() -> scene.snapshot(null));
        Path out = Path.of(folder, name + ".png");
        Files.createDirectories(out.getParent());
        javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(image, null), "png", out.toFile());
    }

    @SuppressWarnings("unchecked")
    private static TableCell<FileDiagnostic, ?> cell(TableRow<?> row, String column) {
        for (Node n : row.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> c && c.getTableColumn() != null
                    && column.equals(c.getTableColumn().getId())) {
                return (TableCell<FileDiagnostic, ?>) c;
            }
        }
        throw new AssertionError("no " + column + " cell");
    }

    /** The text the cell draws (its own text node's, "…" included when cut). */
    private static String shownText(TableCell<?, ?> cell) {
        return cell.getChildrenUnmodifiable().stream().filter(n -> n instanceof javafx.scene.text.Text)
                .map(n -> ((javafx.scene.text.Text) n).getText()).findFirst().orElse("");
    }
}
