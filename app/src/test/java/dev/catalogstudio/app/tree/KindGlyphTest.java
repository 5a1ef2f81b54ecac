package dev.catalogstudio.app.tree;

import static dev.catalogstudio.app.StudioFixture.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.shell.Theme;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.formats.Formats;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Background;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The tree's kind glyphs never use the error badge's red: a "3" (the 3md glyph) in a red square read as an error
 * count. Every kind the formats declare is drawn with the studio's style sheet, in both themes, and its background,
 * border and text are compared with the error badge's colour.
 */
@ExtendWith(ApplicationExtension.class)
class KindGlyphTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void noKindGlyphIsPaintedInTheErrorBadgesRed() throws Exception {
        for (var theme : Theme.values()) {
            var offenders = fx(() -> offenders(theme));
            assertThat(offenders).as("glyphs drawn in the error red, %s theme", theme).isEmpty();
        }
    }

    private List<String> offenders(Theme theme) {
        theme.apply();
        var box = new VBox();
        var errorBadge = new Label("3");
        errorBadge.getStyleClass().addAll("badge", "badge-error");
        box.getChildren().add(errorBadge);
        var glyphs = new ArrayList<Label>();
        for (DocumentKind kind : Formats.kinds()) {
            var glyph = KindGlyph.of(kind);
            glyph.setUserData(kind.id());
            glyphs.add(glyph);
        }
        box.getChildren().addAll(glyphs);
        var scene = new Scene(box);
        scene.getStylesheets().add(Theme.class.getResource(Theme.STUDIO_CSS).toExternalForm());
        stage.setScene(scene);
        box.applyCss();
        Color red = solid(errorBadge.getBackground());
        assertThat(red).as("the error badge is filled").isNotNull();
        assertThat(glyphs).as("the 3md kinds are among them")
                .anySatisfy(g -> assertThat(g.getUserData()).isEqualTo("threemd-agent"));
        var out = new ArrayList<String>();
        for (var glyph : glyphs) {
            var paints = new ArrayList<Paint>();
            if (glyph.getBackground() != null) {
                glyph.getBackground().getFills().forEach(f -> paints.add(f.getFill()));
            }
            if (glyph.getBorder() != null) {
                for (BorderStroke stroke : glyph.getBorder().getStrokes()) {
                    paints.add(stroke.getTopStroke());
                }
            }
            paints.add(glyph.getTextFill());
            for (var paint : paints) {
                if (paint instanceof Color c && c.getOpacity() > 0.1 && nearHue(c, red)) {
                    out.add(glyph.getUserData() + " " + c);
                }
            }
        }
        return out;
    }

    private static Color solid(Background background) {
        if (background == null) {
            return null;
        }
        for (var fill : background.getFills()) {
            if (fill.getFill() instanceof Color c && c.getOpacity() > 0.5) {
                return c;
            }
        }
        return null;
    }

    /** A saturated colour within 25° of hue of {@code red}: reads as the same alarm. */
    private static boolean nearHue(Color c, Color red) {
        if (c.getSaturation() < 0.35) {
            return false;
        }
        double d = Math.abs(c.getHue() - red.getHue()) % 360;
        return Math.min(d, 360 - d) <= 25;
    }
}
