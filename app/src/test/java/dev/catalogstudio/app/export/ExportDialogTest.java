package dev.catalogstudio.app.export;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.export.ExportMode;
import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.export.Exporter;
import dev.catalogstudio.model.workspace.HostCopies;
import dev.catalogstudio.model.workspace.ProgressListener;
import dev.catalogstudio.model.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * File → Export for Host… and "Update the other copy from this one…", headless: the loss report is listed before
 * anything is written, Cancel (Escape) writes nothing, a non-empty output folder is refused in words and left as it
 * was, and an update applies only over a copy the exporter wrote (else the dialog says so and changes nothing).
 */
@ExtendWith(ApplicationExtension.class)
class ExportDialogTest {

    private Stage owner;
    private Path root;
    private ExecutorService work;

    @Start
    void start(Stage stage) {
        owner = stage;
        // A modal dialog disables its owner's view: the owner needs a scene (Monocle has no view without one).
        stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 1280, 800));
        stage.show();
    }

    @BeforeEach
    void plugin() throws IOException {
        root = Files.createTempDirectory("export-dialog").toRealPath();
        work = Executors.newSingleThreadExecutor();
        write("src/plugin/.claude-plugin/plugin.json", "{\n  \"name\": \"notes\",\n  \"version\": \"1.0.0\",\n"
                + "  \"description\": \"Note taking.\"\n}\n");
        write("src/plugin/skills/notes/SKILL.md", "---\nname: notes\ndescription: Takes notes. Use when asked to.\n"
                + "when_to_use: After a meeting.\n---\n# Notes\n\nWrite them down.\n");
    }

    @AfterEach
    void stop() throws Exception {
        fx(() -> {
            Stage.getWindows().stream().filter(w -> w != owner).toList().forEach(w -> ((Stage) w).close());
            return null;
        });
        work.shutdownNow();
    }

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private ExportDialog open(Path out) throws Exception {
        var dialog = fx(() -> {
            var d = new ExportDialog(owner, work, Platform::runLater, root.resolve("src/plugin"),
                    ExportTarget.AGENT_PLUGINS);
            d.model().outProperty().set(out.toString());
            d.show();
            return d;
        });
        waitUntil(() -> !dialog.model().runningProperty().get());
        return dialog;
    }

    private static <T> T lookup(ExportDialog dialog, String id, Class<T> type) {
        return type.cast(dialog.stage().getScene().lookup("#" + id));
    }

    @Test
    void theLossReportIsListedBeforeAnythingIsWrittenAndExportWritesThatPlan() throws Exception {
        Path out = root.resolve("out");
        var dialog = open(out);

        assertThat(fx(() -> dialog.model().errorProperty().get())).isEmpty();
        var table = fx(() -> lookup(dialog, "export-losses", TableView.class));
        assertThat(fx(() -> table.getItems().size())).as("the loss report, listed").isPositive();
        assertThat(fx(() -> dialog.model().losses().stream().map(l -> l.item()).toList())).contains("when_to_use");
        assertThat(fx(() -> lookup(dialog, "export-status", Label.class).getText()))
                .contains("Nothing is written until you press Export");
        assertThat(out).as("nothing written while the report is shown").doesNotExist();

        fx(() -> {
            lookup(dialog, "export-run", Button.class).fire();
            return null;
        });
        waitUntil(() -> dialog.model().resultProperty().get() != null || !dialog.model().errorProperty().get()
                .isEmpty());

        assertThat(fx(() -> dialog.model().errorProperty().get())).isEmpty();
        assertThat(out.resolve("skills/notes/SKILL.md")).exists();
        assertThat(fx(() -> lookup(dialog, "export-status", Label.class).getText())).startsWith("Exported: ")
                .contains(out.toString());
        assertThat(fx(() -> lookup(dialog, "export-cancel", Button.class).getText())).isEqualTo("Close");
    }

    @Test
    void cancelAndEscapeWriteNothing() throws Exception {
        Path out = root.resolve("out");
        var dialog = open(out);
        assertThat(fx(() -> dialog.model().planProperty().get())).isNotNull();

        new FxRobot().clickOn(lookup(dialog, "export-target", javafx.scene.Node.class)).type(KeyCode.ESCAPE)
                .type(KeyCode.ESCAPE);
        waitUntil(() -> !dialog.stage().isShowing());
        assertThat(out).doesNotExist();

        var again = open(out);
        fx(() -> {
            lookup(again, "export-cancel", Button.class).fire();
            return null;
        });
        assertThat(fx(() -> again.stage().isShowing())).isFalse();
        Thread.sleep(200); // nothing queued could still write: nothing was asked to
        assertThat(out).doesNotExist();
    }

    @Test
    void aNonEmptyOutputFolderIsRefusedInWordsAndLeftAsItWas() throws Exception {
        write("busy/keep.txt", "mine\n");
        Path out = root.resolve("busy");
        var dialog = open(out);

        fx(() -> {
            lookup(dialog, "export-run", Button.class).fire();
            return null;
        });
        waitUntil(() -> !dialog.model().runningProperty().get() && !dialog.model().errorProperty().get().isEmpty());

        String shown = fx(() -> lookup(dialog, "export-error", Label.class).getText());
        assertThat(shown).startsWith("Refused: ").contains("not empty");
        assertThat(fx(() -> lookup(dialog, "export-error", Label.class).isVisible())).isTrue();
        assertThat(fx(() -> lookup(dialog, "export-status", Label.class).getText())).isEqualTo("Nothing was written.");
        try (Stream<Path> files = Files.walk(out)) {
            assertThat(files.filter(Files::isRegularFile).toList()).containsExactly(out.resolve("keep.txt"));
        }
        assertThat(out.resolve("keep.txt")).hasContent("mine");
    }

    @Test
    void updateSaysSoAndChangesNothingWhenTheOtherCopyWasNotWrittenByTheExporter() throws Exception {
        write("src/codex/.codex-plugin/plugin.json", "{\"name\": \"notes\", \"version\": \"1.0.0\"}\n");
        write("src/codex/skills/notes/SKILL.md", "---\nname: notes\ndescription: Takes notes. Use when asked to.\n"
                + "---\n# Notes\n\nWrite them all down.\n");
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();
        var pair = HostCopies.differing(snapshot, "src/plugin/skills/notes/SKILL.md").orElseThrow();
        var before = Files.readString(root.resolve("src/codex/skills/notes/SKILL.md"));

        var dialog = fx(() -> {
            var d = new UpdateCopyDialog(owner, snapshot, pair, work, Platform::runLater, (src, target) -> { });
            d.show();
            return d;
        });

        String refusal = fx(() -> ((Label) dialog.stage().getScene().lookup("#update-refusal")).getText());
        assertThat(refusal).contains("src/codex/skills/notes/SKILL.md was not written by catalog-studio export",
                "Nothing was changed");
        assertThat(fx(() -> dialog.stage().getScene().lookup("#update-run").isDisabled())).isTrue();
        assertThat(fx(() -> dialog.stage().getScene().lookup("#update-export-instead").isVisible())).isTrue();
        assertThat(fx(() -> dialog.model().exportTarget())).contains(ExportTarget.CODEX);
        assertThat(root.resolve("src/codex/skills/notes/SKILL.md")).hasContent(before);
    }

    @Test
    void updateReexportsOverACopyTheExporterWroteFromTheCopyThatWins() throws Exception {
        var plan = Exporter.plan(root.resolve("src/plugin"), ExportTarget.AGENT_PLUGINS);
        Exporter.write(plan, root.resolve("src/open"), ExportMode.NEW);
        write("src/plugin/skills/notes/SKILL.md", "---\nname: notes\ndescription: Takes notes. Use when asked to.\n"
                + "when_to_use: After a meeting.\n---\n# Notes\n\nWrite them down, then file them.\n");
        var snapshot = Workspace.open(root, ProgressListener.NONE).snapshot();
        var pair = HostCopies.differing(snapshot, "src/plugin/skills/notes/SKILL.md").orElseThrow();
        assertThat(pair.reference()).isEqualTo("src/open/skills/notes/SKILL.md");

        var dialog = fx(() -> {
            var d = new UpdateCopyDialog(owner, snapshot, pair, work, Platform::runLater, (src, target) -> { });
            d.show();
            return d;
        });
        waitUntil(() -> !dialog.model().runningProperty().get());
        assertThat(fx(() -> dialog.model().refusalProperty().get())).isEmpty();
        assertThat(fx(() -> dialog.model().errorProperty().get())).isEmpty();
        assertThat(root.resolve("src/open/skills/notes/SKILL.md")).content().doesNotContain("file them");

        fx(() -> {
            dialog.stage().getScene().lookup("#update-run").getClass(); // present
            ((Button) dialog.stage().getScene().lookup("#update-run")).fire();
            return null;
        });
        waitUntil(() -> dialog.model().resultProperty().get() != null || !dialog.model().errorProperty().get()
                .isEmpty());

        assertThat(fx(() -> dialog.model().errorProperty().get())).isEmpty();
        assertThat(root.resolve("src/open/skills/notes/SKILL.md")).content().contains("Write them down, then file them.");
        assertThat(fx(() -> ((Label) dialog.stage().getScene().lookup("#update-status")).getText()))
                .startsWith("Updated: ");
    }

    @Test
    void aVendorKeyIsTakenForOafOnlyAndATypedOneIsPlannedOrRefusedInWords() throws Exception {
        Path out = root.resolve("oaf");
        var dialog = open(out);
        var field = fx(() -> lookup(dialog, "export-vendor", javafx.scene.control.TextField.class));
        assertThat(fx(field::isDisabled)).as("agent-plugins has no vendor").isTrue();

        fx(() -> {
            dialog.model().targetProperty().set(ExportTarget.OAF);
            return null;
        });
        waitUntil(() -> !dialog.model().runningProperty().get() && dialog.model().planProperty().get() != null);
        assertThat(fx(field::isDisabled)).isFalse();
        assertThat(fx(() -> dialog.model().losses().stream().map(l -> l.item()).toList())).as("derived, and said")
                .contains("vendorKey");

        var robot = new FxRobot();
        robot.clickOn(field).write("acme").type(KeyCode.ENTER);
        waitUntil(() -> !dialog.model().runningProperty().get() && dialog.model().planProperty().get() != null
                && "acme".equals(dialog.model().planProperty().get().vendor()));
        assertThat(fx(() -> dialog.model().losses().stream().map(l -> l.item()).toList())).doesNotContain("vendorKey");

        robot.clickOn(field).eraseText(4).write("Acme Corp").type(KeyCode.ENTER);
        waitUntil(() -> !dialog.model().runningProperty().get() && !dialog.model().errorProperty().get().isEmpty());
        assertThat(fx(() -> lookup(dialog, "export-error", Label.class).getText())).contains("kebab-case");
        assertThat(fx(() -> dialog.model().planProperty().get())).as("nothing planned, so nothing to export").isNull();
        assertThat(fx(() -> lookup(dialog, "export-run", Button.class).isDisabled())).isTrue();

        robot.clickOn(field).eraseText(9).write("acme").type(KeyCode.ENTER);
        waitUntil(() -> !dialog.model().runningProperty().get() && dialog.model().planProperty().get() != null);
        fx(() -> {
            lookup(dialog, "export-run", Button.class).fire();
            return null;
        });
        waitUntil(() -> dialog.model().resultProperty().get() != null);
        assertThat(Files.readString(out.resolve("notes/AGENTS.md"))).contains("vendorKey: \"acme\"\n");

        // Replacing that export with the key left blank keeps the one it recorded, as export --force does.
        var again = open(out);
        fx(() -> {
            again.model().targetProperty().set(ExportTarget.OAF);
            again.model().replaceProperty().set(true);
            return null;
        });
        waitUntil(() -> !again.model().runningProperty().get() && again.model().planProperty().get() != null
                && again.model().replaceProperty().get());
        assertThat(fx(() -> again.model().planProperty().get().vendor())).isEqualTo("acme");
    }
}
