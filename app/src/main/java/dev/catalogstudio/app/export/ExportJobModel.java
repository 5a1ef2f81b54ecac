package dev.catalogstudio.app.export;

import dev.catalogstudio.model.export.ExportPlan;
import dev.catalogstudio.model.export.ExportResult;
import dev.catalogstudio.model.export.Loss;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ObservableList;

/**
 * What both export dialogs (Export for Host…, "Update the other copy…") show of their {@link ExportJob}, read-only:
 * the plan and its loss report, whether work runs, a status sentence, an error and the result. Used on the FX thread.
 */
public abstract class ExportJobModel {

    /** The plan and write both dialogs run. */
    final ExportJob job;

    /**
     * @param work where planning and writing run (off the FX thread)
     * @param fx   the FX thread's executor, through which results reach the properties
     */
    ExportJobModel(Executor work, Executor fx) {
        this.job = new ExportJob(work, fx);
    }

    /** The plan shown, or null before one is made (or after what it was made for changed). */
    public ReadOnlyObjectProperty<ExportPlan> planProperty() {
        return job.plan;
    }

    /** The plan's loss report, in source path and line order. */
    public ObservableList<Loss> losses() {
        return job.losses;
    }

    /** Whether a plan or a write is running. */
    public ReadOnlyBooleanProperty runningProperty() {
        return job.running;
    }

    /** What is going on or what was done, in a sentence; empty at first. */
    public ReadOnlyStringProperty statusProperty() {
        return job.status;
    }

    /** Why the plan or the write failed or was refused (the exporter's message); empty when none. */
    public ReadOnlyStringProperty errorProperty() {
        return job.error;
    }

    /** What the last write wrote, or null. */
    public ReadOnlyObjectProperty<ExportResult> resultProperty() {
        return job.result;
    }
}
