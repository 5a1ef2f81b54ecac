package dev.catalogstudio.app.tree;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.session.Workspaces;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What revealing a file opened elsewhere (Quick Open, a problem, the graph) costs the tree, counted (issue 41, "fast
 * where the user waits"): a few viewports of rows shown, whether the folder holds n skills or 4n (not the rows above
 * the file, each sized through a cell), and no kind glyph node made per row shown.
 */
@ExtendWith(ApplicationExtension.class)
class TreeRevealWorkTest {

    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            StudioFixture.close(window);
        }
    }

    /**
     * The tree's work for revealing three files spread over a folder of {@code skills} skills, after a first reveal
     * that opened the folder (and made the cells of a viewport): rows shown, glyphs made.
     */
    private long[] reveal(int skills) throws Exception {
        if (window != null) {
            StudioFixture.close(window);
        }
        Path root = Workspaces.withBadSkills(Files.createTempDirectory("tree-reveal-" + skills), skills);
        window = fx(() -> {
            var w = StudioFixture.window(stage, "tree-reveal", false);
            w.open(root);
            stage.show();
            return w;
        });
        waitUntil(() -> window.session().getSnapshot() != null);
        WaitForAsyncUtils.waitForFxEvents(5);
        var tree = window.treeView();
        long rows = 0;
        long glyphs = 0;
        for (int i : new int[] {0, skills / 4, skills / 2, skills - 3}) {
            String path = Workspaces.skill(i);
            long rows0 = fx(tree::cellUpdates);
            long glyphs0 = fx(tree::glyphsMade);
            fx(() -> {
                window.session().navigation().open(path, null, "quick-open");
                return null;
            });
            waitUntil(() -> window.tabs().tab(path).isPresent() && path.equals(selected()));
            WaitForAsyncUtils.waitForFxEvents(5);
            if (i > 0) {
                rows += fx(tree::cellUpdates) - rows0;
                glyphs += fx(tree::glyphsMade) - glyphs0;
            }
        }
        long viewport = fx(() -> window.scene().getRoot().lookupAll(".file-tree .tree-cell").stream()
                .filter(c -> ((javafx.scene.control.TreeCell<?>) c).getItem() != null).count());
        return new long[] {rows, glyphs, viewport};
    }

    /** The path of the tree's selected row, or null. */
    @SuppressWarnings("unchecked")
    private String selected() {
        var tree = (javafx.scene.control.TreeView<FileNode>) window.scene().lookup("#file-tree");
        var item = tree.getSelectionModel().getSelectedItem();
        return item == null ? null : item.getValue().path();
    }

    @Test
    void theTreeRevealsTheFileAfterTheEditorsFirstFrame() throws Exception {
        reveal(40);
        String path = Workspaces.skill(33); // not one reveal(40) opened
        var atFirstFrame = new java.util.concurrent.atomic.AtomicReference<String>();
        Runnable watch = () -> {
            var tab = window.tabs().tab(path);
            if (atFirstFrame.get() == null && tab.isPresent()) {
                var editor = window.tabsView().editor(tab.get());
                if (editor != null && editor.getScene() != null && !editor.lookupAll(".paragraph-box").isEmpty()) {
                    atFirstFrame.set(String.valueOf(selected()));
                }
            }
        };
        fx(() -> {
            window.scene().addPostLayoutPulseListener(watch);
            window.session().navigation().open(path, null, "quick-open");
            return null;
        });
        waitUntil(() -> atFirstFrame.get() != null && path.equals(selected()));
        fx(() -> {
            window.scene().removePostLayoutPulseListener(watch);
            return null;
        });

        // The user waits for the text; expanding and scrolling the tree come in a later frame.
        assertThat(atFirstFrame.get()).as("the tree's selection in the editor's first frame").isNotEqualTo(path);
    }

    @Test
    void revealingAFileShowsTheViewportsRowsAndMakesNoGlyphPerRow() throws Exception {
        long[] n = reveal(60);
        long[] fourN = reveal(240);

        assertThat(n[0]).isPositive();
        // Each reveal shows a viewport's rows about twice (the folder expanded at the old position, then the row
        // scrolled to), never sizing the rows above the file through a cell: at most three viewports per reveal.
        assertThat(n[0]).isLessThanOrEqualTo(3 * 3 * n[2]);
        assertThat(fourN[0]).as("rows shown for three reveals, %d rows in view", fourN[2])
                .isLessThanOrEqualTo(3 * 3 * fourN[2]);
        // A glyph is made with a cell (now and then the viewport needs one more), never per row shown.
        assertThat(n[1]).as("glyphs made for %d rows shown", n[0]).isLessThanOrEqualTo(3);
        assertThat(fourN[1]).as("glyphs made for %d rows shown", fourN[0]).isLessThanOrEqualTo(3);
    }
}
