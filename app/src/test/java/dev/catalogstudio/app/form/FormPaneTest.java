package dev.catalogstudio.app.form;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.edit.FieldPath;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The frontmatter form in the real main window, headless, on a copy of the sample with a commented skill. */
@ExtendWith(ApplicationExtension.class)
class FormPaneTest {

    private static final String SKILL = "skills/k8s-triage/SKILL.md";

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("form");
        Path skill = root.resolve(SKILL);
        Files.writeString(skill, Files.readString(skill).replace("scope: acme\n",
                "# Who publishes it.\nscope: acme   # the catalog's scope\n"));
        window = StudioFixture.window(stage, "form", false);
        window.formVisibleProperty().set(true);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    @Test
    void changingADescriptionInTheFormChangesTheTextKeepingItsCommentsAndUndoPutsItBack(FxRobot robot)
            throws Exception {
        open(SKILL);
        String before = text();

        focus("#" + FormPane.id(FieldPath.of("description")));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("Diagnoses failing pods. Use when a pod crash-loops.")
                .push(KeyCode.ENTER);

        waitUntil(() -> text().contains("description: Diagnoses failing pods. Use when a pod crash-loops.\n"));
        assertThat(text()).contains("# Who publishes it.\nscope: acme   # the catalog's scope\n");
        assertThat(text().replace("description: Diagnoses failing pods. Use when a pod crash-loops.", ""))
                .isEqualTo(before.replaceFirst("description: [^\n]*", ""));
        waitUntil(() -> field("description").getText().startsWith("Diagnoses failing pods."));

        fx(() -> {
            window.tabsView().selectedEditor().undo();
            return null;
        });
        waitUntil(() -> text().equals(before));
        waitUntil(() -> field("description").getText().equals(
                before.lines().filter(l -> l.startsWith("description: ")).findFirst().orElseThrow()
                        .substring("description: ".length())));
    }

    @Test
    void anInvalidNameTypedInTheFormShowsNameFormatOnTheFieldAndInTheProblemsPanel(FxRobot robot) throws Exception {
        open(SKILL);

        focus("#" + FormPane.id(FieldPath.of("name")));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("K8s Triage").push(KeyCode.ENTER);

        waitUntil(() -> text().contains("name: K8s Triage\n"));
        waitUntil(() -> window.formPane().lookupAll(".form-diagnostic").stream()
                .anyMatch(n -> ((Label) n).getText().startsWith("name-format")));
        waitUntil(() -> window.diagnostics().shown().stream().anyMatch(d -> d.diagnostic().rule().id()
                .equals("name-format")));

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        waitUntil(() -> text().contains("name: k8s-triage"));
        waitUntil(() -> window.diagnostics().shown().stream().noneMatch(d -> d.diagnostic().rule().id()
                .equals("name-format")));
        waitUntil(() -> window.formPane().lookupAll(".form-diagnostic").isEmpty());
    }

    @Test
    void listItemsAreAddedMovedAndRemovedFromTheKeyboard(FxRobot robot) throws Exception {
        open(SKILL);
        String url = "https://github.com/acme-platform/agent-catalog/tree/main/mcps/com.acme_grafana.json";

        focus("#" + FormPane.id(FieldPath.parse("dependencies.mcps")) + "-add");
        robot.write(url).push(KeyCode.ENTER);
        waitUntil(() -> text().contains("    - \"" + url + "\"\n"));

        focus("#" + FormPane.id(FieldPath.parse("dependencies.mcps.1")));
        robot.push(KeyCode.ALT, KeyCode.UP);
        waitUntil(() -> text().indexOf(url) < text().indexOf("com.acme_kubernetes.json"));

        focus("#" + FormPane.id(FieldPath.parse("dependencies.mcps.0")));
        robot.push(KeyCode.SHORTCUT, KeyCode.DELETE);
        waitUntil(() -> !text().contains(url));
    }

    @Test
    void bumpingAVersionSetsItAndAddsTheDatedChangelogHeaderAndUndoTakesBothBack(FxRobot robot) throws Exception {
        open(SKILL);
        String before = text();
        String changelog = "skills/k8s-triage/CHANGELOG.md";
        String header = "## 1.4.0 (" + java.time.LocalDate.now() + ")";

        robot.clickOn("#form-bump-minor");

        waitUntil(() -> text().contains("version: 1.4.0\n"));
        waitUntil(() -> window.tabs().tab(changelog).map(t -> t.getText().startsWith("# Changelog\n\n" + header
                + "\n\n- \n\n## 1.3.0 (2026-10-14)")).orElse(false));
        waitUntil(() -> window.session().getSnapshot().diagnostics(SKILL).stream()
                .noneMatch(d -> d.rule().id().equals("changelog-version-mismatch")));

        fx(() -> {
            window.tabsView().editor(window.tabs().tab(changelog).orElseThrow()).undo();
            window.tabsView().editor(window.tabs().tab(SKILL).orElseThrow()).undo();
            return null;
        });
        waitUntil(() -> text().equals(before));
        waitUntil(() -> !window.tabs().tab(changelog).orElseThrow().getText().contains(header));
    }

    /** Issue 24, defect 1: the caret sat on the old header, and the entry typed there was glued to it. */
    @Test
    void afterABumpTheEntryTypedInTheChangelogGoesIntoItsOwnSectionAboveTheOldHeader(FxRobot robot)
            throws Exception {
        String skill = "skills/metrics-query/SKILL.md";
        String changelog = "skills/metrics-query/CHANGELOG.md";
        open(skill);

        robot.clickOn("#form-bump-minor");
        waitUntil(() -> window.tabs().tab(changelog).map(t -> t.getText().contains("## 2.1.0")).orElse(false)
                && window.scene().getFocusOwner() instanceof org.fxmisc.richtext.CodeArea area
                && area.getText().contains("## 2.1.0"));
        robot.write("Add the log search hand-off.");

        String header = "## 2.1.0 (" + java.time.LocalDate.now() + ")";
        waitUntil(() -> window.tabs().tab(changelog).orElseThrow().getText().startsWith("# Changelog\n\n" + header
                + "\n\n- Add the log search hand-off.\n\n## 2.0.1 (2026-09-30)\n\n- Fix the saturation query"));
        waitUntil(() -> window.session().getSnapshot().diagnostics(skill).isEmpty()
                && window.session().getSnapshot().diagnostics(changelog).isEmpty());
    }

    /** Issue 24, defect 8: the caret jumped to the end of the long description line and the view scrolled right. */
    @Test
    void committingAFieldKeepsTheEditorsCaretWhereItWasWithoutScrollingSideways(FxRobot robot) throws Exception {
        open(SKILL);
        var editor = fx(() -> window.tabsView().editor(window.tabs().tab(SKILL).orElseThrow()));
        var area = fx(() -> (org.fxmisc.richtext.CodeArea) editor.lookup(".styled-text-area"));
        fx(() -> {
            editor.goTo(5, 40); // in "description: Diagnoses a failing Kubernetes workload ..."
            return null;
        });
        waitUntil(() -> area.getCaretColumn() == 39);

        focus("#" + FormPane.id(FieldPath.of("description")));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("Diagnoses failing pods. Use when a pod crash-loops.")
                .push(KeyCode.ENTER);
        waitUntil(() -> text().contains("description: Diagnoses failing pods. Use when a pod crash-loops.\n"));

        assertThat(fx(() -> area.getCurrentParagraph())).isEqualTo(4);
        assertThat(fx(() -> area.getCaretColumn())).isEqualTo(39);
        fx(() -> { // a layout pass, where the view would follow the caret (forced: a pulse may not have come yet)
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
            return null;
        });
        assertThat(fx(() -> area.getEstimatedScrollX())).isZero();
    }

    @Test
    void aDependencyAddedThroughThePickerIsWrittenAsItsOriginAndResolves(FxRobot robot) throws Exception {
        String agent = "agents/oncall-engineer/AGENTS.md";
        String target = "skills/release-notes/SKILL.md";
        open(agent);

        robot.clickOn("#form-add-dependency");
        robot.write("release-notes").push(KeyCode.ENTER);

        String origin = "https://github.com/acme-platform/agent-catalog/tree/main/skills/release-notes";
        waitUntil(() -> window.tabs().tab(agent).orElseThrow().getText().contains(origin));
        waitUntil(() -> {
            var view = dev.catalogstudio.model.graph.GraphView.of(window.session().getSnapshot());
            return view.edgesFrom(agent).stream().anyMatch(e -> e.to().isPresent()
                    && e.to().get().id().equals(target)
                    && e.status() == dev.catalogstudio.model.graph.GraphView.Status.RESOLVED);
        });

        fx(() -> {
            window.form().openTarget(origin);
            return null;
        });
        waitUntil(() -> target.equals(window.session().navigation().currentPathProperty().get()));

        fx(() -> {
            window.tabsView().editor(window.tabs().tab(agent).orElseThrow()).undo();
            return null;
        });
        waitUntil(() -> !window.tabs().tab(agent).orElseThrow().getText().contains(origin));
        waitUntil(() -> dev.catalogstudio.model.graph.GraphView.of(window.session().getSnapshot()).edgesFrom(agent)
                .stream().noneMatch(e -> e.to().isPresent() && e.to().get().id().equals(target)));
    }

    @Test
    void anMcpJsonFileIsEditedThroughTheSameForm(FxRobot robot) throws Exception {
        String mcp = ".mcp.json";
        open(mcp);
        String before = fx(() -> window.tabs().tab(mcp).orElseThrow().getText());
        var command = fx(() -> window.form().fieldsProperty().get().stream()
                .filter(f -> f.label().endsWith(".command")).findFirst().orElseThrow());

        focus("#" + FormPane.id(command.path()));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("bunx").push(KeyCode.ENTER);

        waitUntil(() -> window.tabs().tab(mcp).orElseThrow().getText()
                .equals(before.replace("\"" + command.value() + "\"", "\"bunx\"")));
    }

    @Test
    void aFieldTheKindDefinesButTheDocumentLacksIsFilledInWhereTheSpecificationPutsIt(FxRobot robot)
            throws Exception {
        open(SKILL);
        String without = text().replaceFirst("prereqs: \\|\n(  .*\n)+", "");
        fx(() -> {
            window.tabs().tab(SKILL).orElseThrow().textProperty().set(without); // as deleting the lines would
            return null;
        });
        waitUntil(() -> window.form().fieldsProperty().get().stream()
                .anyMatch(f -> f.label().equals("prereqs") && !f.present()));
        FormFixture.settled(window);

        focus("#" + FormPane.id(FieldPath.of("prereqs")));
        robot.write("Needs cluster access.").push(KeyCode.ENTER);

        waitUntil(() -> text().contains("version: 1.3.0\nprereqs: Needs cluster access.\ndependencies:"));
    }

    @Test
    void brokenYamlMakesTheFormReadOnlyWithAJumpToTheProblem(FxRobot robot) throws Exception {
        open(SKILL);
        fx(() -> {
            window.session().update(SKILL, "---\nname: [unclosed\n---\nBody\n");
            return null;
        });

        waitUntil(() -> window.form().problemProperty().get() != null);
        assertThat(fx(() -> window.form().fieldsProperty().get())).isEmpty();
        int line = fx(() -> window.form().problemRangeProperty().get().start().line());
        assertThat(line).isGreaterThan(1);
        var area = fx(() -> (org.fxmisc.richtext.CodeArea) window.tabsView().selectedEditor()
                .lookup(".styled-text-area"));
        assertThat(fx(() -> area.getCurrentParagraph())).isNotEqualTo(line - 1);
        // The link is new: click it once it is laid out (a click at the bounds of a node not laid out yet misses).
        waitUntil(() -> window.formPane().lookup("#form-problem-link") instanceof javafx.scene.control.Hyperlink link
                && link.getScene() != null && link.getWidth() > 0);
        robot.clickOn("#form-problem-link");
        waitUntil(() -> area.getCurrentParagraph() == line - 1);
    }

    /** Issue 24, defect 4: at the default window size the Bump buttons read "Bu…". */
    @Test
    void atTheDefaultWindowSizeNoLabelOfTheFormIsCut() throws Exception {
        fx(() -> {
            window.previewVisibleProperty().set(true); // the form at its narrowest: editor, form, preview, graph
            return null;
        });
        open("skills/metrics-query/SKILL.md");
        assertThat(fx(() -> window.scene().getWidth())).isEqualTo(1280);
        waitUntil(() -> window.formPane().lookup("#form-bump-minor") != null
                && window.formPane().lookup("#form-bump-minor").isVisible());

        fx(() -> { // the rows as laid out now (forced: a pulse may not have come yet after the last snapshot)
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
            return null;
        });
        assertThat(fx(() -> dev.catalogstudio.app.CutLabels.under(window.formPane()))).isEmpty();
    }

    // Helpers

    /**
     * Opens {@code path} and waits until its form shows and no snapshot is left to arrive: a row rebuilt by a late
     * snapshot (the revalidation after the tab opens) between Ctrl+A and typing made the tests append to the old value
     * instead of replacing it.
     */
    private void open(String path) throws Exception {
        FormFixture.open(window, path);
    }

    /** Focuses a form control by keyboard means (it may be scrolled out of view, where a click would miss). */
    private void focus(String selector) throws Exception {
        waitUntil(() -> window.formPane().lookup(selector) != null);
        fx(() -> {
            window.formPane().lookup(selector).requestFocus();
            return null;
        });
        waitUntil(() -> window.formPane().lookup(selector).isFocused());
    }

    private String text() throws Exception {
        return fx(() -> window.tabs().tab(SKILL).orElseThrow().getText());
    }

    private TextField field(String path) throws Exception {
        return fx(() -> (TextField) window.formPane().lookup("#" + FormPane.id(FieldPath.parse(path))));
    }


}
