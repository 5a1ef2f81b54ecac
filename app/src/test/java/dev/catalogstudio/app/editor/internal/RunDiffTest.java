package dev.catalogstudio.app.editor.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RunDiffTest {

    private static final List<String> A = List.of("tok-key");
    private static final List<String> B = List.of("tok-string");
    private static final List<String> NONE = List.of();

    private static StyleRun run(int length, List<String> classes) {
        return new StyleRun(length, classes);
    }

    @Test
    void identicalRunsWithoutEditsNeedNothing() {
        var runs = List.of(run(3, A), run(4, NONE));
        assertThat(RunDiff.changedRange(runs, runs, new DirtyRange())).isNull();
    }

    @Test
    void aDiagnosticChangeRestylesOnlyItsCharacters() {
        var old = List.of(run(10, NONE));
        var fresh = List.of(run(4, NONE), run(2, B), run(4, NONE));
        assertThat(RunDiff.changedRange(old, fresh, new DirtyRange())).containsExactly(4, 6);
    }

    @Test
    void typedTextIsRestyledEvenWhereTheStylesAroundItMatch() {
        var old = List.of(run(5, A), run(5, NONE));
        var fresh = List.of(run(6, A), run(5, NONE));
        var dirty = new DirtyRange();
        dirty.record(2, 0, 1);
        assertThat(RunDiff.changedRange(old, fresh, dirty)).containsExactly(2, 3);
    }

    @Test
    void anOpenedStringRestylesFromTheEditToWhereStylesAgreeAgain() {
        var old = List.of(run(2, NONE), run(8, A), run(2, NONE));
        var fresh = List.of(run(2, NONE), run(1, B), run(8, B), run(2, NONE));
        var dirty = new DirtyRange();
        dirty.record(2, 0, 1);
        assertThat(RunDiff.changedRange(old, fresh, dirty)).containsExactly(2, 11);
    }

    @Test
    void aDeletionAtTheEndClampsTheSuffix() {
        var old = List.of(run(4, A));
        var fresh = List.of(run(2, A));
        var dirty = new DirtyRange();
        dirty.record(2, 2, 0);
        assertThat(RunDiff.changedRange(old, fresh, dirty)).isNull();
    }

    @Test
    void sliceCutsRunsToARange() {
        var runs = List.of(run(3, A), run(4, B), run(3, NONE));
        assertThat(RunDiff.slice(runs, 2, 8)).containsExactly(run(1, A), run(4, B), run(1, NONE));
        assertThat(RunDiff.total(RunDiff.slice(runs, 0, 10))).isEqualTo(10);
    }

    @Test
    void dirtyRangeFollowsLaterEdits() {
        var dirty = new DirtyRange();
        dirty.record(10, 0, 3);
        dirty.record(0, 2, 0);
        assertThat(dirty.start()).isZero();
        assertThat(dirty.end()).isEqualTo(11);
        dirty.record(20, 0, 1);
        assertThat(dirty.end()).isEqualTo(21);
        dirty.clear();
        assertThat(dirty.isClean()).isTrue();
    }
}
