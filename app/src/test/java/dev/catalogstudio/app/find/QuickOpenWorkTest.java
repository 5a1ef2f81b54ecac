package dev.catalogstudio.app.find;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.app.StudioFixture;
import dev.catalogstudio.app.shell.MainWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What opening a file from Quick Open costs, counted (issue 41, "fast where the user waits"): the editor builds the
 * viewport's paragraphs, whatever the file's length (n and 4n lines, both under the editor's synchronous styling
 * limit, 100,000 characters), once: the model's colours come with the text, so the first frame is coloured.
 */
@ExtendWith(ApplicationExtension.class)
class QuickOpenWorkTest {

    private Path root;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        root = StudioFixture.sampleCopy("quick-open-work");
        for (int n : new int[] {300, 1200}) {
            var text = new StringBuilder("---\nname: long-" + n + "\ndescription: A long skill.\n---\n\n# Long\n\n");
            for (int i = 0; i < n; i++) {
                text.append("Line ").append(i).append(" of a long body with `code` and **strong** text.\n");
            }
            Path file = root.resolve("skills/long-" + n + "/SKILL.md");
            Files.createDirectories(file.getParent());
            Files.writeString(file, text.toString());
        }
        window = StudioFixture.window(stage, "quick-open-work", false);
        window.open(root);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        StudioFixture.close(window);
    }

    /** The paragraphs shown in the first frame that shows the file, and those shown once everything settled. */
    private record Opened(List<Node> first, boolean firstColoured, List<Node> settled) {
    }

    private Opened open(String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        var first = new AtomicReference<List<Node>>();
        var firstColoured = new AtomicReference<Boolean>();
        Runnable watch = () -> {
            var tab = window.tabs().tab(path);
            if (first.get() != null || tab.isEmpty()) {
                return;
            }
            var editor = window.tabsView().editor(tab.get());
            if (editor == null || editor.getScene() == null) {
                return;
            }
            var boxes = paragraphs(editor);
            if (!boxes.isEmpty()) {
                first.set(boxes);
                // "name" in the frontmatter's first key line is a key token when the highlighting is there.
                firstColoured.set(texts(editor).stream().anyMatch(t -> t.getText().equals("name")
                        && t.getStyleClass().stream().anyMatch(c -> c.startsWith("tok-"))));
            }
        };
        fx(() -> {
            window.scene().addPostLayoutPulseListener(watch);
            window.quickOpen().show(QuickOpenViewModel.Mode.FILES);
            window.quickOpen().queryProperty().set(path);
            window.quickOpen().openSelected();
            return null;
        });
        waitUntil(() -> first.get() != null);
        var tab = fx(() -> window.tabs().tab(path).orElseThrow());
        waitUntil(() -> tab.highlightingProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents(5);
        var settled = fx(() -> {
            window.scene().removePostLayoutPulseListener(watch);
            return paragraphs(window.tabsView().editor(tab));
        });
        return new Opened(first.get(), firstColoured.get(), settled);
    }

    private static List<Node> paragraphs(Node editor) {
        return new ArrayList<>(((Parent) editor).lookupAll(".paragraph-box"));
    }

    private static List<Text> texts(Node editor) {
        var out = new ArrayList<Text>();
        for (Node n : ((Parent) editor).lookupAll(".text")) {
            if (n instanceof Text t) {
                out.add(t);
            }
        }
        return out;
    }

    private static int rebuilt(Opened opened) {
        Set<Node> first = Collections.newSetFromMap(new IdentityHashMap<>());
        first.addAll(opened.first());
        return (int) opened.settled().stream().filter(n -> !first.contains(n)).count();
    }

    @Test
    void theParagraphsBuiltAreTheViewportsWhateverTheFileLength() throws Exception {
        var n = open("skills/long-300/SKILL.md");
        var fourN = open("skills/long-1200/SKILL.md");

        assertThat(n.first()).isNotEmpty();
        assertThat(fourN.first()).hasSameSizeAs(n.first());
        assertThat(fourN.first().size() + rebuilt(fourN)).isLessThanOrEqualTo(n.first().size() + rebuilt(n));
    }

    @Test
    void theFirstFrameIsInColourAndItsParagraphsAreBuiltOnce() throws Exception {
        var opened = open("skills/long-300/SKILL.md");

        // The model's highlighting comes with the text (the same task that read it), not a hop later.
        assertThat(opened.firstColoured()).as("the first frame that shows the file is coloured").isTrue();
        assertThat(rebuilt(opened)).as("paragraphs built again after the first frame").isZero();
    }
}
