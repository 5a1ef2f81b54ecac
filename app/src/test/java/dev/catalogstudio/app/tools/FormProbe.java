package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.form.FormPane;
import dev.catalogstudio.app.form.FormViewModel;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.model.generate.CatalogGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Keystroke in the text to updated form, FX-thread work only (issue 12's target: p95 ≤ 16 ms): the form pane shown
 * on a document, then 100 warm-up and 200 measured edits of its {@code description} through {@code WorkspaceSession.update} (as typing does);
 * for each new snapshot, the time from the first snapshot listener to the form's fields refreshed, its rows rebuilt
 * and CSS and layout applied (a listener registered before the form's and one after it, then
 * {@code applyCss()}/{@code layout()} forced). Run headless:
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw \
 *   -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.FormProbe
 * </pre>
 */
public final class FormProbe {

    private FormProbe() {
    }

    public static void main(String[] args) throws Exception {
        Platform.startup(() -> { });
        Path sample = Files.createTempDirectory("form-probe").resolve("catalog");
        SampleCatalog.copyTo(sample);
        probe("sample agent (2 lists, 6 fields)", sample, "agents/oncall-engineer/AGENTS.md");
        Path big = Files.createTempDirectory("form-probe-big").resolve("catalog");
        CatalogGenerator.generate(big, 10_000, 42);
        probe("hub skill of the 10,000-entry catalog", big, CatalogGenerator.hubSkillPath());
        System.exit(0);
    }

    private static void probe(String label, Path root, String path) throws Exception {
        var session = new WorkspaceSession(TaskExecutor.serial("probe-model"), Platform::runLater, false);
        var times = new LinkedBlockingQueue<Double>();
        var pane = new CompletableFuture<FormPane>();
        long[] start = new long[1];
        Platform.runLater(() -> {
            session.snapshotProperty().addListener((o, old, now) -> start[0] = System.nanoTime());
            var model = new FormViewModel(session, p -> Optional.empty());
            var form = new FormPane(model);
            session.snapshotProperty().addListener((o, old, now) -> {
                form.applyCss();
                form.layout();
                times.add((System.nanoTime() - start[0]) / 1e6);
            });
            var stage = new Stage();
            stage.setScene(new Scene(form, 520, 800));
            stage.show();
            session.navigation().currentPathProperty().set(path);
            session.open(root);
            pane.complete(form);
        });
        pane.get();
        while (times.poll(120, TimeUnit.SECONDS) == null) {
            System.out.println("waiting for " + label);
        }
        Thread.sleep(500);
        String text = Files.readString(root.resolve(path));
        int at = text.indexOf("description: ") + "description: ".length();
        int warmUp = 100;
        int edits = 200;
        var latency = new double[edits];
        var typed = new StringBuilder();
        for (int i = -warmUp; i < edits; i++) {
            times.clear();
            typed.append((char) ('a' + i % 26));
            String next = text.substring(0, at) + typed + text.substring(at);
            Platform.runLater(() -> session.update(path, next));
            Double ms = times.poll(30, TimeUnit.SECONDS);
            if (i >= 0) {
                latency[i] = ms == null ? Double.NaN : ms;
            }
            Thread.sleep(15);
        }
        Arrays.sort(latency);
        System.out.printf(Locale.ROOT, "| keystroke to form, FX work, %s | p50 %.2f ms | p95 %.2f ms | max %.2f ms |%n",
                label, latency[edits / 2], latency[(int) (edits * 0.95)], latency[edits - 1]);
    }
}
