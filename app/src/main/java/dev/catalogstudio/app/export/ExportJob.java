package dev.catalogstudio.app.export;

import dev.catalogstudio.model.export.ExportException;
import dev.catalogstudio.model.export.ExportMode;
import dev.catalogstudio.model.export.ExportPlan;
import dev.catalogstudio.model.export.ExportResult;
import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.export.Exporter;
import dev.catalogstudio.model.export.Loss;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The part Export for Host… and "Update the other copy…" share: a plan made with {@link Exporter#plan} and a write
 * with {@link Exporter#write}, each run on {@code work} and brought back through {@code fx}, and what the dialogs show
 * of them (the plan and its losses, running, a status sentence, an error, the result). {@link #reset()} drops what was
 * shown and makes any job still running stale: its outcome is ignored when it arrives, so only a plan that was shown
 * is ever written.
 *
 * <p>Used on the FX thread.
 */
final class ExportJob {

    private final Executor work;
    private final Executor fx;
    final SimpleObjectProperty<ExportPlan> plan = new SimpleObjectProperty<>();
    final ObservableList<Loss> losses = FXCollections.observableArrayList();
    final SimpleBooleanProperty running = new SimpleBooleanProperty(false);
    final SimpleStringProperty status = new SimpleStringProperty("");
    final SimpleStringProperty error = new SimpleStringProperty("");
    final SimpleObjectProperty<ExportResult> result = new SimpleObjectProperty<>();
    /** Bumped by every {@link #reset()}: a job started before it is stale when it ends. */
    private long generation;

    ExportJob(Executor work, Executor fx) {
        this.work = Objects.requireNonNull(work);
        this.fx = Objects.requireNonNull(fx);
    }

    /** Drops the plan, its losses, the result, the status and the error; a job still running becomes stale. */
    void reset() {
        generation++;
        plan.set(null);
        losses.clear();
        result.set(null);
        running.set(false);
        error.set("");
        status.set("");
    }

    /**
     * Plans {@code source} for {@code target} off the FX thread, saying {@code busy} meanwhile, with the publisher
     * namespace {@code vendor}; when that is {@code null}, the one an earlier export recorded in {@code over} (the
     * folder the plan will be written over, or {@code null}), else none, which the exporter derives. When the plan comes
     * (and nothing reset since), it is shown with its losses and handed to {@code shown}, which sets the status; a
     * failure shows the exporter's message as the error.
     */
    void plan(Path source, ExportTarget target, String vendor, Path over, String busy, Consumer<ExportPlan> shown) {
        run(busy, () -> Exporter.plan(source, target, vendor != null || over == null || !target.takesVendor() ? vendor
                : Exporter.recordedVendor(over).orElse(null)), planned -> {
            plan.set(planned);
            losses.setAll(planned.losses());
            shown.accept(planned);
        }, why -> {
            status.set("");
            error.set(why);
        });
    }

    /**
     * Writes {@code shown} into {@code out} with {@code mode} off the FX thread, saying {@code busy} meanwhile. The
     * result is shown with the sentence {@code done} makes of it; a refusal says nothing was written and why.
     */
    void write(ExportPlan shown, Path out, ExportMode mode, String busy, Function<ExportResult, String> done) {
        error.set("");
        run(busy, () -> Exporter.write(shown, out, mode), written -> {
            result.set(written);
            status.set(done.apply(written));
        }, why -> {
            status.set("Nothing was written.");
            error.set("Refused: " + why);
        });
    }

    private <T> void run(String busy, Callable<T> job, Consumer<T> onDone, Consumer<String> onFailed) {
        long asked = generation;
        running.set(true);
        status.set(busy);
        work.execute(() -> {
            T made = null;
            String failed = null;
            try {
                made = job.call();
            } catch (ExportException | RuntimeException e) {
                failed = e.getMessage() == null ? e.toString() : e.getMessage();
            } catch (Exception e) {
                throw new IllegalStateException("the exporter threw what it does not declare", e);
            }
            T value = made;
            String why = failed;
            fx.execute(() -> {
                if (asked != generation) {
                    return; // reset since it was asked for: not what is shown now
                }
                running.set(false);
                if (why != null) {
                    onFailed.accept(why);
                } else {
                    onDone.accept(value);
                }
            });
        });
    }
}
