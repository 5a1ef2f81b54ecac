package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Theme;
import dev.catalogstudio.model.format.EditorLanguage;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.application.Application;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the editor on a sample SKILL.md with diagnostics in the light and the dark theme, writes PNGs (to
 * {@code -Dcatalogstudio.screenshots=DIR}, default {@code target/screenshots}) and checks the squiggles really are
 * drawn in the theme's colours under the right words.
 */
@ExtendWith(ApplicationExtension.class)
class EditorScreenshotTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterAll
    static void restoreTheme() {
        WaitForAsyncUtils.asyncFx(() -> Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void lightTheme(FxRobot robot) throws IOException {
        var image = render(robot, new PrimerLight(), "editor-light.png");
        assertThat(image.editor().popup().isShowing()).as("the Ctrl+. card").isTrue();
        assertSquiggle(image, Color.web("#cf222e"), "PDF_Tools");
        assertSquiggle(image, Color.web("#9a6700"), "references/REFERENCE.md");
    }

    @Test
    void darkTheme(FxRobot robot) throws IOException {
        var image = render(robot, new PrimerDark(), "editor-dark.png");
        assertThat(image.editor().popup().isShowing()).as("the Ctrl+. card").isTrue();
        assertSquiggle(image, Color.web("#f85149"), "PDF_Tools");
        int background = image.rgb(600, image.height() - 60);
        assertThat(Color.rgb(background >> 16 & 0xFF, background >> 8 & 0xFF, background & 0xFF).getBrightness())
                .as("dark background").isLessThan(0.2);
    }

    @Test
    void findBar(FxRobot robot) throws IOException {
        var shot = render(robot, new PrimerLight(), "editor-light-find.png", editor -> {
            editor.openReplace();
            editor.findBar().findField().setText("pdf");
        });
        assertThat(shot.editor().findBar().status()).as("the first match after the caret").isEqualTo("2 of 6");
        assertThat(shot.editor().findBar().getHeight()).isGreaterThan(40);
    }

    /** A rendered image and where the sample's words were. */
    private record Shot(BufferedImage image, CodeEditor editor, int height) {
        int rgb(int x, int y) {
            return image.getRGB(x, y);
        }
    }

    private Shot render(FxRobot robot, Theme theme, String file) throws IOException {
        return render(robot, theme, file, CodeEditor::showDiagnosticsAtCaret);
    }

    private Shot render(FxRobot robot, Theme theme, String file, Consumer<CodeEditor> then) throws IOException {
        var editor = new CodeEditor();
        robot.interact(() -> {
            Application.setUserAgentStylesheet(theme.getUserAgentStylesheet());
            editor.setLanguage(EditorLanguage.ofFileName("skills/pdf-tools/SKILL.md"));
            editor.setText(SampleSkill.LF);
            editor.setDiagnostics(SampleSkill.crlfDiagnostics());
            // Mounted into a shown scene, as the shell will: a scene built around the editor styles RichTextFX's
            // cells before the root has its .root class, and AtlantaFX's tokens are not found for a moment.
            var root = new StackPane();
            stage.setScene(new Scene(root, 860, 520));
            stage.show();
            root.getChildren().add(editor);
            editor.requestFocus();
            editor.goTo(2, 10);
        });
        ModelHighlighting.apply(robot, editor, EditorLanguage.MARKDOWN_FRONTMATTER);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> then.accept(editor));
        WaitForAsyncUtils.waitForFxEvents();
        var buffered = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(
                () -> SwingFXUtils.fromFXImage(stage.getScene().snapshot(null), null)));
        Path dir = Path.of(System.getProperty("catalogstudio.screenshots", "target/screenshots"));
        Files.createDirectories(dir);
        ImageIO.write(buffered, "png", dir.resolve(file).toFile());
        return new Shot(buffered, editor, buffered.getHeight());
    }

    /** Some pixel just below {@code word} has (nearly) {@code colour}. */
    private void assertSquiggle(Shot shot, Color colour, String word) {
        int start = SampleSkill.LF.indexOf(word);
        Bounds bounds = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> shot.editor().area()
                .getCharacterBoundsOnScreen(start, start + word.length())
                .map(b -> stage.getScene().getRoot().screenToLocal(b)).orElseThrow()));
        int hits = 0;
        for (int y = (int) bounds.getMaxY() - 3; y <= (int) bounds.getMaxY() + 4; y++) {
            for (int x = (int) bounds.getMinX(); x < (int) bounds.getMaxX(); x++) {
                int rgb = shot.rgb(x, y);
                var c = Color.rgb(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
                if (Math.abs(c.getRed() - colour.getRed()) + Math.abs(c.getGreen() - colour.getGreen())
                        + Math.abs(c.getBlue() - colour.getBlue()) < 0.25) {
                    hits++;
                }
            }
        }
        assertThat(hits).as("squiggle pixels under '%s'", word).isGreaterThan(word.length());
    }
}
