package dev.catalogstudio.app.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.editor.internal.Styler;
import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.format.EditorLanguage;
import dev.catalogstudio.model.text.SourceText;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A megabyte SKILL.md: styled in the background, and a keystroke costs the FX thread almost nothing. */
class CodeEditorLargeFileTest extends EditorTestBase {

    private static final String BIG = big();

    @Start
    void start(Stage stage) {
        mount(stage);
    }

    private static String big() {
        var text = new StringBuilder("---\nname: big-skill\ndescription: A large skill.\n---\n");
        for (int i = 0; text.length() < 1_000_000; i++) {
            text.append("## Section ").append(i).append("\n\nSome **bold** text with `code` and a [link](x.md).\n");
        }
        return text.append("last line\n").toString();
    }

    private void awaitStyled() throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> editor.styler().isSettled()));
    }

    @Test
    void aMegabyteFileIsStyledInTheBackgroundAndKeystrokesStayCheap(FxRobot robot) throws TimeoutException {
        assertThat(BIG.length()).isGreaterThan(Styler.SYNC_LIMIT);
        robot.interact(() -> {
            editor.setLanguage(EditorLanguage.MARKDOWN_FRONTMATTER);
            editor.setText(BIG);
        });
        assertThat(ModelHighlighting.apply(robot, editor, EditorLanguage.MARKDOWN_FRONTMATTER)).isTrue();
        awaitStyled();
        int lastHeading = BIG.lastIndexOf("## Section");
        assertThat(classesAt(lastHeading + 3)).containsExactly("tok-heading");
        assertThat(classesAt(4)).containsExactly("tok-key");

        int lastLine = BIG.lastIndexOf("last line");
        long before = Styler.FX_THREAD_CHARS.sum();
        for (int i = 0; i < 20; i++) {
            int at = i == 0 ? lastLine : lastLine + "# last line".length();
            String typed = i == 0 ? "# " : "x";
            robot.interact(() -> editor.area().insertText(at, typed));
        }
        // A freeze guard counted, not timed (the latency probe of docs/PERFORMANCE.md measures speed): restyling the
        // whole megabyte on the FX thread per keystroke took 100-500 ms; a keystroke restyles nothing there.
        assertThat(Styler.FX_THREAD_CHARS.sum() - before).as("characters restyled on the FX thread").isZero();
        awaitStyled();
        // Until the model's answer, the old highlighting is shifted over the edits: the last section is still a
        // heading where it moved to, and the new "# " line is not yet one.
        assertThat(classesAt(lastHeading + 3)).containsExactly("tok-heading");
        assertThat(classesAt(lastLine)).doesNotContain("tok-heading");
        // The model's highlighting of the new text (the session computes it off the FX thread) makes it a heading.
        assertThat(ModelHighlighting.apply(robot, editor, EditorLanguage.MARKDOWN_FRONTMATTER)).isTrue();
        awaitStyled();
        assertThat(fx(editor::getText)).endsWith("\n# last line" + "x".repeat(19) + "\n");
        assertThat(classesAt(lastLine)).containsExactly("tok-heading");
        assertThat(fx(editor::getText)).isEqualTo(fx(() -> editor.area().getText()));
    }

    @Test
    void diagnosticsOnALargeFileArePlacedByLine(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            editor.setLanguage(EditorLanguage.MARKDOWN_FRONTMATTER);
            editor.setText(BIG);
        });
        awaitStyled();
        String crlf = BIG.replace("\n", "\r\n");
        var source = SourceText.of(crlf);
        int start = crlf.lastIndexOf("last line");
        var diagnostic = new Diagnostic(Rule.BODY_TOO_LONG, Severity.WARNING,
                source.range(start, start + 4), "The body is long.", List.of());
        robot.interact(() -> editor.setDiagnostics(List.of(diagnostic)));
        awaitStyled();
        int lastLine = BIG.lastIndexOf("last line");
        assertThat(classesAt(lastLine)).containsExactly("diag-warning");
        assertThat(classesAt(lastLine + 4)).isEmpty();
    }
}
