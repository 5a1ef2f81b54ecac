package dev.catalogstudio.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the studio loads before its first frame (issue 41: start-up at most 1.5 times a bare JavaFX window). One start
 * of the studio as {@code java -jar} starts it (the jar's main class, {@code dev.catalogstudio.app.Start FOLDER}), in a
 * JVM of its own with
 * Monocle's headless glass and the JVM's class-loading log, ended by {@link StartupTrace} once the first frame is
 * drawn: every class loaded before that line was paid for before the window showed anything. A work count, not a
 * time: the classes named here were all loaded before the first frame until the window's shell was shown alone.
 */
class FirstFrameClassesTest {

    @TempDir
    Path home;

    @Test
    void theFirstFrameLoadsNeitherThePanesNorTheGraphLayoutNorTheCssParser() throws Exception {
        var folder = StudioFixture.sampleCopy("first-frame-classes");
        var before = classesBeforeTheFirstFrame(folder);

        assertThat(before).as("the shell itself is built before the first frame")
                .contains(MainWindow.class.getName(), "dev.catalogstudio.app.shell.StudioActions",
                        "dev.catalogstudio.app.shell.OpeningOverlay");
        // The tree, the editor tabs and the problems are built after the first frame: their views' constructors did
        // not run, so their skins, cells, columns and 60-odd lambdas were not loaded either.
        assertThat(before).as("pane views loaded before the first frame (%d classes in all)", before.size())
                .doesNotContain("dev.catalogstudio.app.tree.FileTreeView$FileCell",
                        "dev.catalogstudio.app.diagnostics.DiagnosticsView$SeverityToggle",
                        "dev.catalogstudio.app.editor.ComparisonMarks");
        assertThat(before).filteredOn(name -> name.startsWith("dev.catalogstudio.app.tree.FileTreeView$$Lambda")
                        || name.startsWith("dev.catalogstudio.app.diagnostics.DiagnosticsView$$Lambda")
                        || name.startsWith("dev.catalogstudio.app.editor.EditorTabsView$$Lambda"))
                .as("the views' lambdas, made by their constructors").isEmpty();
        // ELK (signed jars, verified as they load: about 700 classes) loads on a thread of its own after the frame.
        assertThat(before).filteredOn(name -> name.startsWith("org.eclipse.elk.") || name.startsWith("org.eclipse.emf."))
                .as("the graph's layout engine").isEmpty();
        // The jar's main class names no picocli type: java -jar did not look up picocli past 30 jars it opened.
        assertThat(before).filteredOn(name -> name.startsWith("picocli.")).as("the command line's parser").isEmpty();
        // studio.css ships as studio.bss: no stylesheet is parsed from text.
        assertThat(before).doesNotContain("javafx.css.CssParser", "javafx.css.CssLexer");
    }

    /** The classes loaded, in order, before the studio's "startup painted" line, from one start on {@code folder}. */
    private List<String> classesBeforeTheFirstFrame(Path folder) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        var command = new ArrayList<>(List.of(java, "-Xss4m", "-Xlog:class+load=info:stdout:none",
                "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw",
                "-Dtestfx.headless=true", "-Djava.awt.headless=true",
                "-D" + "catalogstudio.home=" + home, "-D" + StartupTrace.PROPERTY + "=painted",
                "-cp", System.getProperty("java.class.path"), "dev.catalogstudio.app.Start", folder.toString()));
        var output = home.resolve("studio.out");
        var process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        process.getOutputStream().close();
        boolean ended = process.waitFor(3, TimeUnit.MINUTES);
        if (!ended) {
            process.destroyForcibly();
        }
        var lines = Files.readAllLines(output, StandardCharsets.UTF_8);
        int painted = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("startup painted ")) {
                painted = i;
                break;
            }
        }
        assertThat(painted).as("the studio drew its first frame (exit %s): %s", ended ? process.exitValue() : "none",
                String.join(File.separator.equals("/") ? "\n" : "\r\n",
                        lines.subList(Math.max(0, lines.size() - 40), lines.size()))).isPositive();
        var classes = new ArrayList<String>();
        for (String line : lines.subList(0, painted)) {
            int space = line.indexOf(" source: ");
            if (space > 0) {
                classes.add(line.substring(0, space));
            }
        }
        return classes;
    }
}
