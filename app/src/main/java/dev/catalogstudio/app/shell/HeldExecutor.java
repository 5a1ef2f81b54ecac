package dev.catalogstudio.app.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * The studio's FX executor while it starts: holds every task until {@link #release} names where tasks run (then
 * {@code Platform::runLater}), then passes the held tasks on in their order, and every later task at once. It lets
 * the session read the workspace while the toolkit is still starting, and keeps the first snapshot's rendering out of
 * the window's first frame. Thread-safe.
 */
final class HeldExecutor implements Executor {

    private final List<Runnable> held = new ArrayList<>();
    private Executor target;

    @Override
    public synchronized void execute(Runnable task) {
        if (target != null) {
            target.execute(task);
        } else {
            held.add(task);
        }
    }

    /** Runs the held tasks, then every later one, on {@code to}; a second call changes nothing. */
    synchronized void release(Executor to) {
        if (target != null) {
            return;
        }
        target = to;
        held.forEach(to::execute);
        held.clear();
    }

    /** How many tasks wait for {@link #release} (tests). */
    synchronized int heldCount() {
        return held.size();
    }
}
