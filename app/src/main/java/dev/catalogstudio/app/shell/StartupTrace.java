package dev.catalogstudio.app.shell;

import java.io.PrintStream;
import java.util.Locale;

/**
 * The start-up milestones the start-up probe reads ({@code app/src/test/…/tools/StartupProbe}, see
 * {@code docs/PERFORMANCE.md}, "Studio start-up"). Silent unless the system property {@value #PROPERTY} is set; then
 * one line per milestone goes to standard output, {@code startup painted 1234} and {@code startup loaded 2345}, the
 * number being milliseconds since the JVM started, and the value of the property says when to exit:
 * {@code painted}, {@code loaded}, or {@code never}.
 */
public final class StartupTrace {

    /** The system property that turns the trace on; its value is the milestone to exit after. */
    public static final String PROPERTY = "catalogstudio.startup";

    private static final String EXIT_AFTER = System.getProperty(PROPERTY);
    private static boolean painted;
    private static boolean loaded;
    private static boolean loadedShown;

    private StartupTrace() {
    }

    /** Whether the trace is on (the property is set). */
    public static boolean enabled() {
        return EXIT_AFTER != null;
    }

    /**
     * Reports {@code painted} when the window has drawn its first frame on the screen ({@link AfterFirstFrame}: after
     * the window system's events queued meanwhile, which the second pulse alone did not wait for; on X that line came
     * seconds before the window showed anything, issue 41). Call on the FX thread right after {@code Stage.show()}.
     */
    public static void windowShown() {
        if (!enabled()) {
            return;
        }
        AfterFirstFrame.then(() -> {
            painted = true;
            milestone("painted");
            if (loaded) {
                milestone("loaded");
            }
        });
    }

    /**
     * Reports {@code loaded} once the frame that shows the workspace's first snapshot is drawn (after
     * {@code painted}). Call on the FX thread when the panes have taken the snapshot.
     */
    public static void workspaceShown() {
        if (!enabled() || loadedShown) {
            return;
        }
        loadedShown = true;
        AfterFirstFrame.then(() -> {
            loaded = true;
            if (painted) {
                milestone("loaded");
            }
        });
    }

    private static void milestone(String name) {
        PrintStream out = System.out;
        long uptime = java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime();
        out.println(String.format(Locale.ROOT, "startup %s %d", name, uptime));
        out.flush();
        if (name.equals(EXIT_AFTER)) {
            System.exit(0);
        }
    }
}
