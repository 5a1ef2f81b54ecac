package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.function.Predicate;
import javafx.geometry.Bounds;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 41: the red squiggle hid underscores. Drawn as the editor draws it, the squiggle under {@code metrics_query}
 * lies wholly below the underscore's ink: its top pixel row is below the underscore's bottom one.
 */
class SquiggleUnderscoreTest extends EditorTestBase {

    private static final String TEXT = "name: metrics_query\n";

    @Start
    void start(Stage stage) {
        mount(stage);
    }

    private static boolean red(Color c) {
        return c.getRed() - Math.max(c.getGreen(), c.getBlue()) > 0.1;
    }

    /**
     * The pixel rows of the area, in the middle half of the underscore's cell, whose colour passes {@code which}: the
     * first and the last, or {@code {-1, -1}} when none.
     */
    private int[] rows(Predicate<Color> which) {
        int underscore = TEXT.indexOf('_');
        return fx(() -> {
            var area = editor.area();
            Bounds box = area.screenToLocal(area.getCharacterBoundsOnScreen(underscore, underscore + 1).orElseThrow());
            var image = area.snapshot(null, null);
            var pixels = image.getPixelReader();
            int first = -1;
            int last = -1;
            int from = (int) Math.ceil(box.getMinX() + box.getWidth() * 0.25);
            int to = (int) Math.floor(box.getMaxX() - box.getWidth() * 0.25);
            int bottom = (int) Math.min(image.getHeight() - 1, box.getMaxY() + 12);
            for (int y = Math.max(0, (int) box.getMinY()); y <= bottom; y++) {
                System.out.println("DEBUG row " + y + " " + pixels.getColor((from + to) / 2, y));
                for (int x = from; x <= to; x++) {
                    if (which.test(pixels.getColor(x, y))) {
                        first = first < 0 ? y : first;
                        last = y;
                    }
                }
            }
            return new int[] {first, last};
        });
    }

    @Test
    void theSquiggleIsDrawnBelowTheUnderscore(FxRobot robot) {
        robot.interact(() -> editor.setText(TEXT));
        WaitForAsyncUtils.waitForFxEvents();
        int inkBottom = rows(c -> c.getBrightness() < 0.75 && !red(c))[1];
        assertThat(inkBottom).as("the underscore's ink").isGreaterThanOrEqualTo(0);

        robot.interact(() -> {
            var source = SourceText.of(TEXT);
            int start = TEXT.indexOf("metrics_query");
            editor.setDiagnostics(List.of(new Diagnostic(Rule.NAME_FORMAT, Severity.ERROR,
                    source.range(start, start + "metrics_query".length()), "not kebab-case", List.of())));
        });
        WaitForAsyncUtils.waitForFxEvents();
        int squiggleTop = rows(SquiggleUnderscoreTest::red)[0];
        assertThat(squiggleTop).as("the squiggle is drawn").isGreaterThanOrEqualTo(0);
        assertThat(squiggleTop).as("the squiggle's top row against the underscore's bottom row %d", inkBottom)
                .isGreaterThan(inkBottom);
    }
}
