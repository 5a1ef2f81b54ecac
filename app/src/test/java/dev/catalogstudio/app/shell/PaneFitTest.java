package dev.catalogstudio.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The editor row's arithmetic: which mode fits, the side panes' widths and the dividers that give them. */
class PaneFitTest {

    private static final double[] FOUR = {240, 220, 220, 220};

    @Test
    void sidePanesSitSideBySideOnlyWhenAllTheirMinimaFitBesideTheEditor() {
        // 60 columns of 7.83 px and ~70 px of gutter and scroll bar: an editor of 540 px.
        assertThat(PaneFit.mode(1574, 540, FOUR, 6)).isEqualTo(PaneFit.Mode.ROW); // 1,920 px window
        assertThat(PaneFit.mode(996, 540, FOUR, 6)).isEqualTo(PaneFit.Mode.DOCK); // 1,280 px window
        assertThat(PaneFit.mode(996, 540, new double[] {220}, 6)).isEqualTo(PaneFit.Mode.ROW);
        assertThat(PaneFit.mode(560, 540, FOUR, 6)).isEqualTo(PaneFit.Mode.STRIP); // 720 px window
        assertThat(PaneFit.mode(300, 540, new double[0], 6)).isEqualTo(PaneFit.Mode.ROW);
    }

    @Test
    void wantedWidthsAreKeptWhenTheyFitAndCutTowardsTheMinimaWhenNot() {
        assertThat(PaneFit.rowWidths(1574, 540, new double[] {240, 220}, new double[] {400, 300}, 6))
                .containsExactly(400, 300);
        double[] cut = PaneFit.rowWidths(1574, 540, FOUR, new double[] {400, 400, 400, 400}, 6);
        double sum = 0;
        for (int i = 0; i < cut.length; i++) {
            assertThat(cut[i]).isGreaterThanOrEqualTo(FOUR[i]);
            sum += cut[i];
        }
        assertThat(sum + 4 * 6).isCloseTo(1574 - 540, within(0.01));
        // A wanted width below the minimum is raised to it.
        assertThat(PaneFit.rowWidths(1574, 540, new double[] {240}, new double[] {100}, 6)).containsExactly(240);
    }

    @Test
    void dividerPositionsLeaveEachItemItsWidth() {
        double[] p = PaneFit.positions(1000, new double[] {200, 300}, 10);
        // The last item: from the last divider's right edge to the end.
        assertThat(1000 - (p[1] * 1000 + 5)).isCloseTo(300, within(0.01));
        assertThat((p[1] * 1000 - 5) - (p[0] * 1000 + 5)).isCloseTo(200, within(0.01));
    }
}
