package dev.catalogstudio.model.workspace;

/** Told how far a long operation has come. Called on the working thread; keep it cheap. */
@FunctionalInterface
public interface ProgressListener {

    /** A listener that ignores progress. */
    ProgressListener NONE = (done, total, what) -> { };

    /**
     * @param done  units finished so far (0 ≤ done ≤ total)
     * @param total units in all; may grow while a scan discovers more
     * @param what  a short label of the current phase, e.g. {@code scanning} or {@code checking}
     */
    void progress(int done, int total, String what);
}
