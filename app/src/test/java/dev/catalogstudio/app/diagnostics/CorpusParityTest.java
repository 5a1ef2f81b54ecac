package dev.catalogstudio.app.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.catalogstudio.app.cli.Cli;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.workspace.FileDiagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The studio's problems panel on the real {@code anthropics-skills} corpus lists exactly what
 * {@code catalog-studio check} prints for it: the same codes, files and positions.
 */
class CorpusParityTest {

    @Test
    void theProblemsPanelShowsWhatCheckPrints() {
        Path corpus = Path.of(System.getProperty("catalogstudio.shared", "../../shared")).toAbsolutePath()
                .normalize().resolve("corpus/anthropics-skills");
        assumeTrue(Files.isDirectory(corpus), "../shared/corpus is not beside the repository");
        var session = new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run);
        session.open(corpus);
        var panel = new DiagnosticsViewModel(new WorkspaceSession(TaskExecutor.currentThread(), Runnable::run));
        panel.render(session.getSnapshot());

        List<String> shown = panel.shown().stream().map(CorpusParityTest::line).toList();
        var run = Cli.run("check", corpus.toString());
        List<String> printed = run.out().lines().filter(l -> l.matches("[^ ]+:\\d+:\\d+: .*")).map(l ->
                l.replaceFirst("^([^:]+:\\d+:\\d+): (error|warning|info) ([a-z0-9-]+):.*$", "$1 $3")).toList();

        // The same diagnostics; the panel puts errors first, check prints by file.
        assertThat(shown).isNotEmpty().containsExactlyInAnyOrderElementsOf(printed);
        assertThat(panel.shown()).isSortedAccordingTo(DiagnosticsViewModel.ORDER);
        assertThat(panel.errorsProperty().get()).isEqualTo(2);
    }

    private static String line(FileDiagnostic d) {
        var start = d.diagnostic().range().start();
        return d.path() + ":" + start.line() + ":" + start.column() + " " + d.diagnostic().code();
    }
}
