package dev.catalogstudio.app.shell;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;

/**
 * Starts the studio from the command line's studio branch: picks the folder (the given one, else the last workspace,
 * else a copy of the bundled sample), the theme (the OS's preference where it can tell), then launches the toolkit.
 */
public final class StudioLauncher {

    /**
     * JavaFX's own logger, held so that its level stays set: it warns on every start that it was loaded from the class
     * path, which is how the jar ships it. Tests and tools that start the toolkit themselves still see its warnings.
     */
    private static final java.util.logging.Logger JAVAFX = java.util.logging.Logger.getLogger("javafx");

    private StudioLauncher() {
    }

    /**
     * Runs the studio until its window closes.
     *
     * @param folder the folder to open, or {@code null} for the last workspace or the sample
     * @param err    where a one-line failure goes
     * @return the exit code: 0, or 2 when the folder does not exist or the sample cannot be copied
     */
    public static int run(Path folder, PrintWriter err) {
        Path open;
        try {
            open = folder != null ? folder : StudioHome.forPlatform().defaultWorkspace();
        } catch (IOException e) {
            err.println("catalog-studio: cannot prepare the sample catalog: " + e.getMessage());
            return 2;
        }
        if (!Files.isDirectory(open)) {
            err.println("catalog-studio: no such folder: " + open);
            return 2;
        }
        Theme theme = Theme.detect();
        err.flush();
        var home = StudioHome.forPlatform();
        StudioLog.configure(home.folder());
        JAVAFX.setLevel(java.util.logging.Level.SEVERE);
        StudioApp.prepare(new StudioApp.Start(open.toAbsolutePath().normalize(), theme, home));
        try {
            Application.launch(StudioApp.class);
        } catch (RuntimeException | LinkageError e) {
            System.getLogger(StudioLauncher.class.getName()).log(System.Logger.Level.ERROR, "the studio did not start",
                    e);
            err.println(startFailure(e));
            err.flush();
            return 2;
        }
        return 0;
    }

    /**
     * Initialises the graph's layout engine (ELK, whose signed jars are verified as they load: about 700 classes and
     * half a second of CPU) on a thread of its own, so that the graph's first layout does not wait for it. Started
     * once the window's first frame is drawn: started with the toolkit, it took one of two cores from the FX thread
     * and its signature checks kept the JIT compilers busy before the window showed anything (issue 41).
     */
    static void warmUpGraphLayout() {
        var thread = new Thread(() -> {
            try {
                Class.forName("dev.catalogstudio.app.render.SceneLayout", true, StudioLauncher.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                // Only a head start: the graph pane loads it again, and reports a failure there.
            }
        }, "catalog-studio-warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * One line saying why the toolkit did not start and what to do: no display, GTK missing, or another reason; and
     * that the command-line subcommands work without any of it.
     */
    static String startFailure(Throwable failure) {
        var text = new StringBuilder();
        for (Throwable t = failure; t != null && text.length() < 4000; t = t.getCause()) {
            text.append(t).append(' ');
        }
        String all = text.toString();
        String cli = " The command-line subcommands (check, graph, resolve, inspect, route, command, generate) work "
                + "without it.";
        if (all.contains("Unable to open DISPLAY") || all.contains("cannot open display")) {
            return "catalog-studio: the studio needs a graphical display, and none could be opened (is DISPLAY or "
                    + "WAYLAND_DISPLAY set?); run it in a desktop session, or under Xvfb (xvfb-run)." + cli;
        }
        if (all.contains("gtk") || all.contains("GTK") || failure instanceof UnsatisfiedLinkError
                || all.contains("UnsatisfiedLinkError")) {
            return "catalog-studio: the studio needs GTK 3 (libgtk-3.so.0), which could not be loaded; on Debian or "
                    + "Ubuntu install it with 'apt-get install libgtk-3-0'." + cli;
        }
        String reason = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        return "catalog-studio: the studio could not start (" + reason.strip().replaceAll("\\s+", " ") + ")." + cli;
    }
}
