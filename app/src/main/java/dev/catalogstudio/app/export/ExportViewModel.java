package dev.catalogstudio.app.export;

import dev.catalogstudio.model.diag.Severity;
import dev.catalogstudio.model.export.ExportMode;
import dev.catalogstudio.model.export.ExportResult;
import dev.catalogstudio.model.export.ExportTarget;
import dev.catalogstudio.model.export.Exporter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The state and commands of File → Export for Host… (docs/STUDIO.md § Export for Host): a source folder, a target
 * host, an output folder; {@link #plan()} runs {@link Exporter#plan} off the FX thread and lists the loss report
 * before anything is written, {@link #export()} writes that plan with {@link Exporter#write} (into an absent or empty
 * folder, or with {@link #replaceProperty()} over a folder an earlier export wrote) and shows what was written and what
 * the check of the output found, or why the folder was refused. Changing the source or target drops the plan: only a
 * plan that was shown is ever written.
 *
 * <p>Used on the FX thread; the work runs on {@code work} and comes back through {@code fx}.
 */
public final class ExportViewModel extends ExportJobModel {

    private final StringProperty source = new SimpleStringProperty("");
    private final ObjectProperty<ExportTarget> target = new SimpleObjectProperty<>(ExportTarget.AGENT_PLUGINS);
    private final StringProperty out = new SimpleStringProperty("");
    private final StringProperty vendor = new SimpleStringProperty("");
    private final BooleanProperty replace = new SimpleBooleanProperty(false);

    /**
     * @param work where planning and writing run (off the FX thread)
     * @param fx   the FX thread's executor, through which results reach the properties
     */
    public ExportViewModel(Executor work, Executor fx) {
        super(work, fx);
        // A plan made for another source or target is never shown, nor written.
        source.addListener((o, old, now) -> job.reset());
        target.addListener((o, old, now) -> job.reset());
        vendor.addListener((o, old, now) -> job.reset());
        replace.addListener((o, old, now) -> job.reset());
        out.addListener((o, old, now) -> {
            if (job.result.get() == null) {
                job.error.set("");
            }
        });
    }

    /** SRC: a plugin, extension, skill folder or host folder (an absolute path, as typed or chosen). */
    public StringProperty sourceProperty() {
        return source;
    }

    /** The host layout to write. */
    public ObjectProperty<ExportTarget> targetProperty() {
        return target;
    }

    /** OUT: the folder to write into (an absolute path). */
    public StringProperty outProperty() {
        return out;
    }

    /**
     * The publisher namespace to write (OAF's {@code vendorKey}, the namespace of MetaAgents' MCP names), kebab-case;
     * blank to let the exporter derive it from the author's or plugin's name (a loss says so). Only the targets of
     * {@link ExportTarget#takesVendor()} take it.
     */
    public StringProperty vendorProperty() {
        return vendor;
    }

    /** Whether OUT may be a folder an earlier export wrote, whose files are replaced ({@link ExportMode#FORCE}). */
    public BooleanProperty replaceProperty() {
        return replace;
    }

    /** Whether {@link #export()} can run: a plan is shown, nothing runs, OUT is named and nothing was written yet. */
    public boolean canExport() {
        return job.plan.get() != null && !job.running.get() && !out.get().isBlank() && job.result.get() == null;
    }

    /** Reads SRC and computes the plan and its losses off the FX thread; writes nothing. */
    public void plan() {
        job.reset();
        Path src = path(source.get());
        if (src == null) {
            job.error.set(source.get().isBlank() ? "Choose the folder to export." : "Not a folder path: " + source.get());
            return;
        }
        ExportTarget to = target.get();
        String namespace = to.takesVendor() && !vendor.get().isBlank() ? vendor.get().strip() : null;
        // Over an earlier export (Replace), a blank vendor is the one it recorded, as export --force takes it.
        job.plan(src, to, namespace, replace.get() ? path(out.get()) : null, "Reading " + src + " and planning the " + to.id() + " layout\u2026",
                planned -> job.status.set(files(planned.files().size()) + " to write, "
                        + count(planned.losses().size(), "loss", "losses")
                        + (planned.losses().isEmpty() ? "" : " (listed above)")
                        + ". Nothing is written until you press Export."));
    }

    /** Writes the plan shown into OUT off the FX thread; the result or the refusal is shown when it ends. */
    public void export() {
        if (!canExport()) {
            return;
        }
        Path folder = path(out.get());
        if (folder == null) {
            job.error.set("Not a folder path: " + out.get());
            return;
        }
        var shown = job.plan.get();
        var mode = replace.get() ? ExportMode.FORCE : ExportMode.NEW;
        job.write(shown, folder, mode, "Writing " + files(shown.files().size()) + " into " + folder
                + " and checking them\u2026", written -> describe(written, shown.target()));
    }

    /** A sentence on an export's outcome: what was written where, and what the check of the output found. */
    static String describe(ExportResult result, ExportTarget target) {
        long errors = result.diagnostics().stream().filter(d -> d.diagnostic().severity() == Severity.ERROR).count();
        long warnings = result.diagnostics().stream()
                .filter(d -> d.diagnostic().severity() == Severity.WARNING).count();
        String check = errors == 0 && warnings == 0 ? "no error or warning"
                : count(errors, "error", "errors") + ", " + count(warnings, "warning", "warnings");
        return "Exported: " + files(result.written().size()) + " written to " + result.out() + ", "
                + count(result.losses().size(), "loss", "losses") + " reported. The check of the output for "
                + target.id() + " found " + check + (errors > 0 ? " (an exporter bug: please report it)" : "") + ".";
    }

    private static String files(int n) {
        return count(n, "file", "files");
    }

    private static String count(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static Path path(String typed) {
        if (typed == null || typed.isBlank()) {
            return null;
        }
        try {
            return Path.of(typed.strip()).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
