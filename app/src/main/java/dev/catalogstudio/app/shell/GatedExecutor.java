package dev.catalogstudio.app.shell;

import dev.catalogstudio.app.session.TaskExecutor;
import java.util.ArrayList;
import java.util.List;

/**
 * The model's executor while the studio starts: holds every task until {@link #release()}, then passes the held tasks
 * on to its target in their order, and every later task at once. The session can start opening the folder (its card
 * shows "Opening …" on the first frame) while the reading itself waits until that frame is drawn, instead of taking
 * the FX thread's second core. Thread-safe.
 */
final class GatedExecutor implements TaskExecutor {

    private final TaskExecutor target;
    private final List<Runnable> held = new ArrayList<>();
    private boolean released;

    /** @param target where tasks run once released (the model's serial executor) */
    GatedExecutor(TaskExecutor target) {
        this.target = target;
    }

    @Override
    public synchronized void execute(Runnable task) {
        if (released) {
            target.execute(task);
        } else {
            held.add(task);
        }
    }

    /** Runs the held tasks, then every later one, on the target; a second call changes nothing. */
    synchronized void release() {
        if (released) {
            return;
        }
        released = true;
        held.forEach(target::execute);
        held.clear();
    }

    /** How many tasks wait for {@link #release} (tests). */
    synchronized int heldCount() {
        return held.size();
    }

    @Override
    public void shutdown() {
        target.shutdown();
    }
}
