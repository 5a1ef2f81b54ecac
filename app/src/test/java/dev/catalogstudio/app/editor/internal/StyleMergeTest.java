package dev.catalogstudio.app.editor.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.text.StyledSpan;
import dev.catalogstudio.model.text.SyntaxStyle;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class StyleMergeTest {

    /** Renders runs as {@code length[classes]} for compact assertions. */
    private static String render(List<StyleRun> runs) {
        return runs.stream().map(r -> r.length() + String.join(",", r.classes()).transform(c -> "[" + c + "]"))
                .collect(Collectors.joining(" "));
    }

    private static PlacedDiagnostic underline(int start, int end, Severity severity) {
        return new PlacedDiagnostic(Diags.at("x".repeat(100), 0, 1, severity), start, end);
    }

    @Test
    void syntaxAloneCoversTheTextWithGapsUnstyled() {
        var runs = StyleMerge.merge(10, List.of(new StyledSpan(2, 4, SyntaxStyle.KEY),
                new StyledSpan(4, 5, SyntaxStyle.PUNCTUATION)), List.of());
        assertThat(render(runs)).isEqualTo("2[] 2[tok-key] 1[tok-punctuation] 5[]");
    }

    @Test
    void underlinesCombineWithSyntaxClasses() {
        var runs = StyleMerge.merge(8, List.of(new StyledSpan(0, 4, SyntaxStyle.KEY)),
                List.of(underline(2, 6, Severity.WARNING)));
        assertThat(render(runs)).isEqualTo("2[tok-key] 2[tok-key,diag-warning] 2[diag-warning] 2[]");
    }

    @Test
    void overlappingUnderlinesShowTheMostSevere() {
        var runs = StyleMerge.merge(10, List.of(), List.of(underline(0, 6, Severity.INFO),
                underline(2, 4, Severity.ERROR), underline(3, 8, Severity.WARNING)));
        assertThat(render(runs)).isEqualTo("2[diag-info] 2[diag-error] 4[diag-warning] 2[]");
    }

    @Test
    void underlinesOutsideTheTextAreClampedAndEmptyTextHasNoRuns() {
        assertThat(render(StyleMerge.merge(4, List.of(), List.of(underline(2, 40, Severity.ERROR)))))
                .isEqualTo("2[] 2[diag-error]");
        assertThat(StyleMerge.merge(0, List.of(), List.of(underline(0, 3, Severity.ERROR)))).isEmpty();
    }

    @Test
    void identicalClassListsAreShared() {
        var runs = StyleMerge.merge(6, List.of(new StyledSpan(0, 2, SyntaxStyle.KEY),
                new StyledSpan(4, 6, SyntaxStyle.KEY)), List.of());
        assertThat(runs.get(0).classes()).isSameAs(runs.get(2).classes());
    }
}
