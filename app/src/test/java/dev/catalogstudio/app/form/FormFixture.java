package dev.catalogstudio.app.form;

import static dev.catalogstudio.app.StudioFixture.fx;
import static dev.catalogstudio.app.StudioFixture.waitUntil;

import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.model.edit.FieldPath;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.TextField;

/** What the form's window tests share: opening a file until its form shows, waiting for the model, form boxes. */
final class FormFixture {

    private FormFixture() {
    }

    /**
     * Opens {@code path} in {@code window} and waits until its tab and its form rows show, then until the model is
     * {@link #settled}: no snapshot is left to arrive that would rebuild a row while a test types in it.
     */
    static void open(MainWindow window, String path) throws Exception {
        waitUntil(() -> window.session().getSnapshot() != null);
        fx(() -> {
            window.session().navigation().open(path, null, "test");
            return null;
        });
        waitUntil(() -> window.tabs().tab(path).isPresent() && !window.form().fieldsProperty().get().isEmpty()
                && path.equals(window.form().path()));
        settled(window);
    }

    /**
     * Waits until every model task queued so far (the session's one serial executor: reads, updates, revalidation)
     * has run and the snapshots they published have reached the FX thread (and the form rows they rebuild), until a
     * round brings no new snapshot. Counts work done, not time.
     */
    static void settled(MainWindow window) throws Exception {
        Object before;
        do {
            before = fx(() -> window.session().getSnapshot());
            var done = new CompletableFuture<Void>();
            window.session().background().execute(() -> Platform.runLater(() -> done.complete(null)));
            done.get(60, TimeUnit.SECONDS); // after the FX tasks of the snapshots queued before it
        } while (fx(() -> window.session().getSnapshot()) != before); // one more round if a snapshot arrived
    }

    /** Focuses a form box by keyboard means (it may be scrolled out of view, where a click would miss). */
    static TextField focus(MainWindow window, String selector) throws Exception {
        waitUntil(() -> window.formPane().lookup(selector) instanceof TextField);
        fx(() -> {
            window.formPane().lookup(selector).requestFocus();
            return null;
        });
        waitUntil(() -> window.formPane().lookup(selector).isFocused());
        return fx(() -> (TextField) window.formPane().lookup(selector));
    }

    /** The selector of the form box of {@code path} ({@code name}, {@code dependencies.mcps.0}). */
    static String box(String path) {
        return "#" + FormPane.id(FieldPath.parse(path));
    }

    /** The form box of {@code path} now shown (rows are rebuilt: ask again rather than keeping a box). */
    static TextField field(MainWindow window, String path) throws Exception {
        return fx(() -> (TextField) window.formPane().lookup(box(path)));
    }
}
