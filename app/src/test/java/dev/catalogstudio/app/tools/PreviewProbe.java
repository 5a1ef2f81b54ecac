package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.preview.PreviewPane;
import dev.catalogstudio.app.preview.PreviewViewModel;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Keystroke to updated preview (issue 13's target: p95 ≤ 50 ms for a 20,000-character body), end to end: from
 * {@code WorkspaceSession.update} with one more character in the middle of the body (as typing does) to the page
 * patched with the new snapshot's blocks (the pane's {@code patchedVersion}), through the model update, the render off
 * the FX thread and the patch of the pane's nodes. 50 warm-up and 200 measured edits, 20 ms apart. Run headless:
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw \
 *   -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.PreviewProbe
 * </pre>
 */
public final class PreviewProbe {

    private PreviewProbe() {
    }

    public static void main(String[] args) throws Exception {
        Platform.startup(() -> { });
        Platform.runLater(dev.catalogstudio.app.shell.Theme.LIGHT::apply); // the preview's colours are the theme's
        Path root = Files.createTempDirectory("preview-probe");
        String path = "skills/long/SKILL.md";
        Files.createDirectories(root.resolve(path).getParent());
        String text = "---\nname: long\ndescription: A skill with a body as long as hosts keep.\n---\n" + body(20_000);
        Files.writeString(root.resolve(path), text);

        var session = new WorkspaceSession(TaskExecutor.serial("probe-model"), Platform::runLater, false);
        var patched = new LinkedBlockingQueue<Long>();
        var ready = new CompletableFuture<PreviewPane>();
        Platform.runLater(() -> {
            var model = new PreviewViewModel(session);
            var pane = new PreviewPane(model);
            pane.patchedVersionProperty().addListener((o, old, now) -> patched.add(System.nanoTime()));
            var stage = new Stage();
            stage.setScene(new Scene(pane, 700, 760));
            stage.show();
            session.navigation().currentPathProperty().set(path);
            session.open(root);
            ready.complete(pane);
        });
        ready.get();
        while (patched.poll(120, TimeUnit.SECONDS) == null) {
            System.out.println("waiting for the first preview");
        }
        int at = text.indexOf("Paragraph 20");
        int warmUp = 50;
        int edits = 200;
        var latency = new double[edits];
        var typed = new StringBuilder();
        for (int i = -warmUp; i < edits; i++) {
            patched.clear();
            typed.append((char) ('a' + Math.floorMod(i, 26)));
            String next = text.substring(0, at) + typed + text.substring(at);
            long start = System.nanoTime();
            Platform.runLater(() -> session.update(path, next));
            Long done = patched.poll(30, TimeUnit.SECONDS);
            if (i >= 0) {
                latency[i] = done == null ? Double.NaN : (done - start) / 1e6;
            }
            Thread.sleep(20);
        }
        Arrays.sort(latency);
        System.out.printf(Locale.ROOT, "| keystroke to updated preview, %,d-character body | p50 %.1f ms | p95 %.1f ms "
                        + "| max %.1f ms |%n", text.length() - text.indexOf("\n---\n") - 5, latency[edits / 2],
                latency[(int) (edits * 0.95)], latency[edits - 1]);
        System.exit(0);
    }

    /** A Markdown body of about {@code chars} characters: headings, paragraphs, lists, tables and code fences. */
    static String body(int chars) {
        var out = new StringBuilder();
        for (int i = 1; out.length() < chars; i++) {
            out.append("## Section ").append(i).append("\n\nParagraph ").append(i)
                    .append(": read the *pod status* first, then the `events`, and quote the evidence you find in the "
                            + "logs before you recommend anything.\n\n- step one with [a link](references/x.md)\n"
                            + "- step two\n\n| field | meaning |\n|---|---|\n| phase | where the pod is |\n\n"
                            + "```sh\nkubectl get pods -n shop\n```\n\n");
        }
        return out.substring(0, out.lastIndexOf("\n\n", chars) + 2);
    }
}
