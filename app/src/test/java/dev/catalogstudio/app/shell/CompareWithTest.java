package dev.catalogstudio.app.shell;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.render.ChangeMarks;
import dev.catalogstudio.app.render.GraphScene;
import dev.catalogstudio.app.render.Mark;
import dev.catalogstudio.app.session.Revisions;
import dev.catalogstudio.model.edit.FieldPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeMap;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * File → Compare With… in the real main window, headless, on a git history built here with JGit: the graph marks what
 * changed since the base, the problems panel shows the change set's findings, the form a field's base value, and Stop
 * Comparing brings the live workspace back.
 *
 * <p>The history: {@code a}, {@code b} (depends on {@code a} and {@code d}), {@code c}, {@code d}, {@code f} (depends on
 * {@code b}) at 1.0.0; then {@code a}'s text changes without a bump, {@code b} drops {@code d} with only a patch bump,
 * {@code c} is deleted and {@code e} added.
 */
@ExtendWith(ApplicationExtension.class)
class CompareWithTest {

    private Path root;
    private MainWindow window;
    private Git git;

    @Start
    void start(Stage stage) throws Exception {
        root = Files.createTempDirectory("compare-with").toRealPath();
        git = Git.init().setDirectory(root.toFile()).setInitialBranch("main").call();
        write("catalog-studio.yaml", "origin: https://github.com/acme/catalog/tree/main\n");
        write("skills/a/SKILL.md", skill("a", "1.0.0", "Step one."));
        write("skills/a/CHANGELOG.md", "# Changelog\n\n## 1.0.0 (2026-01-01)\n\n- First.\n");
        write("skills/b/SKILL.md", skill("b", "1.0.0", "Uses a and d.", "a", "d"));
        write("skills/c/SKILL.md", skill("c", "1.0.0", "Alone."));
        write("skills/d/SKILL.md", skill("d", "1.0.0", "Helps."));
        write("skills/f/SKILL.md", skill("f", "1.0.0", "Uses b.", "b"));
        commit("The first catalog");
        write("skills/a/SKILL.md", skill("a", "1.0.0", "Step one, then two."));
        write("skills/b/SKILL.md", skill("b", "1.0.1", "Uses a.", "a"));
        Files.delete(root.resolve("skills/c/SKILL.md"));
        write("skills/e/SKILL.md", skill("e", "1.0.0", "New."));
        commit("Change a, b; drop c; add e");
        window = StudioFixture.window(stage, "compare", false);
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
        git.add().addFilepattern(".").setUpdate(true).call();
        git.commit().setMessage(message).setAuthor("Test", "t@example.org").setCommitter("Test", "t@example.org")
                .setSign(false).call();
    }

    private static String skill(String name, String version, String body, String... dependencies) {
        var text = new StringBuilder("---\nname: " + name + "\nscope: acme\ndescription: The " + name
                + " skill. Use when a task needs " + name + ".\nversion: " + version + "\n");
        if (dependencies.length > 0) {
            text.append("dependencies:\n  skills:\n");
            for (String dependency : dependencies) {
                text.append("    - \"https://github.com/acme/catalog/tree/main/skills/").append(dependency)
                        .append("\"\n");
            }
        }
        return text.append("---\n# ").append(name).append("\n\n").append(body).append("\n").toString();
    }

    private void opened() throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null && window.graph().sceneProperty().get() != null);
    }

    private void compare(String revision) throws Exception {
        opened();
        fx(() -> {
            window.session().comparison().compare(revision);
            return null;
        });
        waitUntil(() -> !window.session().comparison().runningProperty().get()
                && window.session().comparison().getChangeSet() != null);
    }

    /** The change-set marks of the picture's nodes by title ({@code a}, {@code c}), ghosts included. */
    private TreeMap<String, Set<Mark>> nodeMarks() throws Exception {
        return fx(() -> {
            var marks = new TreeMap<String, Set<Mark>>();
            for (var n : window.graphOverview().sceneProperty().get().nodes()) {
                var set = java.util.EnumSet.noneOf(Mark.class);
                n.node().marks().stream().filter(m -> m.ordinal() >= Mark.ADDED.ordinal()).forEach(set::add);
                marks.put(n.node().title(), set);
            }
            return marks;
        });
    }

    private boolean anyChangeMark(GraphScene scene) {
        return scene.nodes().stream().anyMatch(n -> n.node().marks().stream()
                .anyMatch(m -> m.ordinal() >= Mark.ADDED.ordinal()))
                || scene.edges().stream().anyMatch(e -> e.edge().marks().contains(Mark.ADDED)
                || e.edge().marks().contains(Mark.DELETED));
    }

    @Test
    void theGraphMarksAddedModifiedImpactedAndRemovedEntriesAndEdgesWithALegend() throws Exception {
        compare("HEAD~1");
        fx(() -> {
            window.showGraphOverview(); // the whole workspace: its own tab since issue 41
            return null;
        });

        waitUntil(() -> window.graphOverview().sceneProperty().get() != null
                && anyChangeMark(window.graphOverview().sceneProperty().get()));
        var marks = nodeMarks();
        assertThat(marks.get("a")).containsExactly(Mark.MODIFIED);
        assertThat(marks.get("b")).containsExactly(Mark.MODIFIED);
        assertThat(marks.get("e")).containsExactly(Mark.ADDED);
        assertThat(marks.get("f")).containsExactly(Mark.IMPACTED);
        assertThat(marks.get("d")).isEmpty();
        assertThat(marks.get("c")).as("the removed entry, as a ghost").containsExactly(Mark.DELETED);
        var scene = fx(() -> window.graphOverview().sceneProperty().get());
        assertThat(scene.nodes()).filteredOn(n -> n.node().title().equals("c")).singleElement()
                .satisfies(n -> assertThat(n.node().id()).startsWith(ChangeMarks.DELETED));
        assertThat(scene.edges()).filteredOn(e -> e.edge().marks().contains(Mark.DELETED)).singleElement()
                .satisfies(e -> {
                    assertThat(e.edge().from()).endsWith("skills/b/SKILL.md");
                    assertThat(e.edge().to()).endsWith("skills/d/SKILL.md");
                });
        assertThat(fx(() -> window.graphOverviewPane().legendNames())).contains("added", "modified", "removed",
                "impacted (reaches a change)", "dependency removed");
    }

    @Test
    void theProblemsPanelShowsTheChangeSetsFindingsAndStopComparingRestoresTheLiveOnes() throws Exception {
        opened();
        waitUntil(() -> window.diagnostics().titleProperty().get().equals("Problems"));
        assertThat(codes()).doesNotContain("version-not-bumped", "version-bump-too-small");

        compare("HEAD~1");

        waitUntil(() -> codes().contains("version-not-bumped"));
        assertThat(fx(() -> window.diagnostics().shown().stream().map(d -> d.path() + " "
                + d.diagnostic().code()).toList()))
                .contains("skills/a/SKILL.md version-not-bumped", "skills/b/SKILL.md version-bump-too-small");
        assertThat(fx(() -> window.diagnostics().titleProperty().get()))
                .isEqualTo("Problems \u00b7 change set vs HEAD~1");
        assertThat(fx(() -> ((Label) window.scene().lookup("#compare-status")).getText()))
                .startsWith("Compared with HEAD~1 (").contains("1 added, 1 removed, 2 modified", "1 impacted");

        fx(() -> {
            window.actions().stopComparing.handler().run();
            return null;
        });

        waitUntil(() -> !codes().contains("version-not-bumped"));
        assertThat(fx(() -> window.diagnostics().titleProperty().get())).isEqualTo("Problems");
        waitUntil(() -> !anyChangeMark(window.graph().sceneProperty().get()));
        assertThat(fx(() -> window.scene().lookup("#compare-status").getParent().isVisible())).isFalse();
    }

    private java.util.List<String> codes() throws Exception {
        return fx(() -> window.diagnostics().shown().stream().map(d -> d.diagnostic().code()).toList());
    }

    @Test
    void theFormShowsAFieldsBaseValueBesideTheCurrentOne() throws Exception {
        fx(() -> {
            window.formVisibleProperty().set(true);
            return null;
        });
        compare("HEAD~1");
        fx(() -> {
            window.session().navigation().open("skills/b/SKILL.md", null, "test");
            return null;
        });
        waitUntil(() -> "skills/b/SKILL.md".equals(window.form().path())
                && !window.form().baseValuesProperty().get().isEmpty());

        assertThat(fx(() -> window.form().baseValuesProperty().get())).containsOnly(
                java.util.Map.entry(FieldPath.of("version"), "1.0.0"),
                java.util.Map.entry(FieldPath.parse("dependencies.skills"),
                        "https://github.com/acme/catalog/tree/main/skills/a, "
                                + "https://github.com/acme/catalog/tree/main/skills/d"));
        waitUntil(() -> window.formPane().lookup("#was-form-version") != null);
        assertThat(fx(() -> ((Label) window.formPane().lookup("#was-form-version")).getText()))
                .isEqualTo("was: 1.0.0");

        fx(() -> {
            window.session().comparison().stop();
            return null;
        });
        waitUntil(() -> window.formPane().lookup("#was-form-version") == null);
        assertThat(fx(() -> window.form().baseValuesProperty().get())).isEmpty();
    }

    @Test
    void anEditMarksTheComparisonOutOfDateAndSavingRunsItAgain() throws Exception {
        compare("HEAD~1");
        var first = fx(() -> window.session().comparison().getChangeSet());
        fx(() -> {
            window.session().navigation().open("skills/a/SKILL.md", null, "test");
            return null;
        });
        waitUntil(() -> window.tabs().tab("skills/a/SKILL.md").isPresent()
                && window.tabs().tab("skills/a/SKILL.md").get().getText().contains("version: 1.0.0"));

        fx(() -> {
            var tab = window.tabs().tab("skills/a/SKILL.md").get();
            tab.textProperty().set(tab.getText().replace("version: 1.0.0", "version: 1.0.1"));
            return null;
        });

        waitUntil(() -> window.session().comparison().staleProperty().get());
        assertThat(fx(() -> window.diagnostics().titleProperty().get())).endsWith("(out of date)");
        assertThat(fx(() -> window.session().comparison().getChangeSet())).isSameAs(first);

        fx(() -> {
            window.actions().saveAll.handler().run();
            return null;
        });

        waitUntil(() -> !window.session().comparison().staleProperty().get()
                && window.session().comparison().getChangeSet() != first);
        waitUntil(() -> !codes().contains("version-not-bumped"));
        assertThat(fx(() -> window.diagnostics().titleProperty().get()))
                .isEqualTo("Problems \u00b7 change set vs HEAD~1");
    }

    @Test
    void theDialogListsBranchesAndCommitsFiltersThemAndSaysWhyARevisionCannotBeCompared(FxRobot robot)
            throws Exception {
        opened();
        fx(() -> {
            window.actions().compareWith.handler().run();
            return null;
        });
        waitUntil(() -> window.compareDialog() != null && window.compareDialog().list().getItems().size() == 3);
        var dialog = window.compareDialog();
        assertThat(fx(() -> dialog.list().getItems().stream().map(r -> r.kind() + " " + r.name() + " "
                + r.subject()).toList())).satisfies(items -> {
                    assertThat(items.get(0)).isEqualTo("BRANCH main Change a, b; drop c; add e");
                    assertThat(items.get(1)).startsWith("COMMIT ").endsWith(" Change a, b; drop c; add e");
                    assertThat(items.get(2)).startsWith("COMMIT ").endsWith(" The first catalog");
                });
        // A line cut at the list's edge is whole on hover.
        waitUntil(() -> robot.lookup("#compare-revisions .list-cell").queryAllAs(javafx.scene.control.ListCell.class)
                .stream().anyMatch(c -> c.getItem() != null));
        assertThat(fx(() -> robot.lookup("#compare-revisions .list-cell")
                .queryAllAs(javafx.scene.control.ListCell.class).stream().filter(c -> c.getItem() != null)
                .map(c -> c.getTooltip() == null ? "none" : c.getTooltip().getText()).toList()))
                .contains(fx(() -> CompareDialog.describe(dialog.list().getItems().get(2))));

        robot.clickOn("#compare-filter").write("first");
        waitUntil(() -> dialog.list().getItems().size() == 1);
        assertThat(fx(() -> dialog.revisionField().getText()))
                .isEqualTo(fx(() -> dialog.list().getItems().get(0).revision()));

        fx(() -> {
            dialog.revisionField().setText("no-such-branch");
            dialog.compare();
            return null;
        });
        waitUntil(() -> !dialog.problemText().isEmpty());
        assertThat(fx(dialog::problemText)).contains("No revision 'no-such-branch' in this repository");
        assertThat(fx(() -> dialog.stage().isShowing())).isTrue();
        assertThat(fx(() -> window.session().comparison().getChangeSet())).isNull();

        fx(() -> {
            dialog.revisionField().setText("HEAD~1");
            dialog.compare();
            return null;
        });
        waitUntil(() -> !dialog.stage().isShowing());
        assertThat(fx(() -> window.session().comparison().baseProperty().get())).isEqualTo("HEAD~1");
        assertThat(fx(() -> window.session().comparison().getChangeSet().changes())).hasSize(4);
    }

    @Test
    void aFolderOutsideGitIsSaidSoInTheDialog() throws Exception {
        opened();
        Path plain = Files.createTempDirectory("compare-plain");
        Files.writeString(plain.resolve("catalog-studio.yaml"), "origin: https://github.com/acme/x/tree/main\n");
        fx(() -> {
            window.open(plain);
            return null;
        });
        waitUntil(() -> window.session().getSnapshot() != null
                && window.session().getSnapshot().root().equals(plain.toAbsolutePath().normalize()));
        fx(() -> {
            window.compareWith();
            return null;
        });
        waitUntil(() -> window.compareDialog() != null && !window.compareDialog().problemText().isEmpty());
        assertThat(fx(() -> window.compareDialog().problemText())).contains("is not in a git work tree");
        assertThat(Revisions.DEFAULT_COMMITS).isEqualTo(50);
        fx(() -> {
            window.compareDialog().close();
            return null;
        });
    }
}
