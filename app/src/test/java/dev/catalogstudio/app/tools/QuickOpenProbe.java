package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.editor.CodeEditor;
import dev.catalogstudio.app.find.QuickOpenViewModel;
import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.StudioHome;
import dev.catalogstudio.app.shell.Theme;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.text.Text;
import javafx.stage.Stage;

/**
 * Quick Open as the user waits for it, in the real studio window: from the Enter key that opens the chosen file to
 * the frame in which the file's text is painted in the editor.
 *
 * <p>The studio is built as {@code StudioApp} builds it (the window, every pane that shows by default, the graph
 * among them, at the default 1280 x 800 pixels) on a folder; once its first snapshot is shown and two seconds have
 * passed, it opens {@code OPENS} files (SKILL.md files spread over the folder, none open before) one after the other:
 * Quick Open is shown, the file's folder name is typed into its field (the query the user types), and once the list's
 * first row is that file, an Enter key event is fired at the field, as a key press is delivered. Per open it records,
 * in milliseconds from just before that event:
 * <ul>
 *   <li><b>enter</b>: the Enter event's own time on the FX thread (the picker hides, the request is made);</li>
 *   <li><b>tab</b>: the file's tab added (its text read off the FX thread and back);</li>
 *   <li><b>laid out</b>: the first pulse whose layout has a {@code Text} of the file's first line in the editor;</li>
 *   <li><b>painted</b>: the next pulse, which starts once that frame was drawn (the user-visible end);</li>
 *   <li><b>coloured</b>: the frame with the model's highlighting of the text drawn.</li>
 * </ul>
 * Between opens it waits 1.5 s. Prints each open and the medians; with {@code -Dprobe.jfr=FILE} nothing else is
 * different (start JFR from the command line to see what the FX thread waits for).
 *
 * <p>A developer tool in the app's test sources, never run by {@code verify} (timings belong in
 * {@code docs/PERFORMANCE.md}). Under a display (e.g. {@code Xvfb :99}, GTK glass, as a user runs it) or Monocle:
 * <pre>
 * ./mvnw -q -o -pl app test-compile dependency:build-classpath -Dmdep.outputFile=target/test.classpath \
 *     -Dmdep.includeScope=test
 * DISPLAY=:99 java -Xss4m -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *     dev.catalogstudio.app.tools.QuickOpenProbe FOLDER [OPENS]
 * </pre>
 */
public final class QuickOpenProbe {

    private QuickOpenProbe() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            var t = new Thread(r, "probe-timer");
            t.setDaemon(true);
            return t;
        });
        private final List<double[]> rows = new ArrayList<>();
        private MainWindow window;
        private List<String> targets;
        private int index;
        private long t0;
        private String target;
        private String firstLine;
        private double enter;
        private double enterCpu;
        private double tab = -1;
        private double laidOut = -1;
        private double painted = -1;
        private double coloured = -1;
        private boolean colouredLaidOut;
        private volatile boolean armed;
        private final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        private java.util.Map<Long, Long> cpuAtEnter = java.util.Map.of();
        private final java.util.Map<String, List<Double>> cpuByThread = new java.util.TreeMap<>();
        private volatile Thread fxThread;
        private final java.util.Map<String, Integer> samples = new java.util.concurrent.ConcurrentHashMap<>();
        private final java.util.concurrent.atomic.AtomicInteger sampleCount = new java.util.concurrent.atomic.AtomicInteger();

        @Override
        public void start(Stage stage) throws IOException {
            Platform.setImplicitExit(false);
            var args = getParameters().getRaw();
            Path folder = Path.of(args.get(0)).toAbsolutePath().normalize();
            int opens = args.size() > 1 ? Integer.parseInt(args.get(1)) : 8;
            targets = pick(folder, opens);
            var home = new StudioHome(Files.createTempDirectory("quick-open-probe-home"));
            Theme.LIGHT.apply();
            var session = new WorkspaceSession(TaskExecutor.serial("catalog-studio-model"), Platform::runLater, true);
            window = new MainWindow(stage, session, home, Theme.LIGHT);
            stage.show();
            long opened = System.nanoTime();
            window.open(folder);
            session.snapshotProperty().addListener((o, old, now) -> {
                if (now != null && old == null) {
                    System.out.printf(Locale.ROOT, "%s: %,d files, first snapshot after %.0f ms%n", folder,
                            now.files().size(), (System.nanoTime() - opened) / 1e6);
                    timer.schedule(() -> Platform.runLater(this::next), 2, TimeUnit.SECONDS);
                }
            });
            window.scene().addPostLayoutPulseListener(this::afterLayout);
            window.scene().addPreLayoutPulseListener(this::beforeLayout);
            fxThread = Thread.currentThread();
            if (Boolean.getBoolean("probe.sample")) {
                timer.scheduleAtFixedRate(this::sample, 2, 2, TimeUnit.MILLISECONDS);
            }
        }

        /**
         * With {@code -Dprobe.sample=true}: the FX thread's stack every 2 ms while an open is measured, counted by its
         * innermost studio frame and its top frame (what the FX thread was doing while the user waited).
         */
        private void sample() {
            if (!armed) {
                return;
            }
            for (var entry : Thread.getAllStackTraces().entrySet()) {
                String name = entry.getKey().getName();
                if (entry.getKey() == fxThread || name.startsWith("catalog-studio") || name.startsWith("QuantumRenderer")) {
                    sample(entry.getKey() == fxThread ? "fx" : name, entry.getValue());
                }
            }
            sampleCount.incrementAndGet();
        }

        /** Counts each frame of a busy FX-thread stack once (inclusive), and the top frame of other threads. */
        private void sample(String thread, StackTraceElement[] stack) {
            String top = stack.length == 0 ? "-" : stack[0].getClassName() + "." + stack[0].getMethodName();
            if (top.contains("gtk") || top.contains("runLoop") || top.contains("Unsafe.park")
                    || top.contains("Object.wait")) {
                samples.merge(thread + " (idle)", 1, Integer::sum);
                return;
            }
            if (!thread.equals("fx")) {
                samples.merge(thread + " busy", 1, Integer::sum);
                return;
            }
            samples.merge("fx busy", 1, Integer::sum);
            var seen = new java.util.HashSet<String>();
            for (var frame : stack) {
                String c = frame.getClassName();
                if (c.contains("Probe") || !(c.startsWith("dev.catalogstudio") || c.startsWith("javafx.scene.Scene")
                        || c.startsWith("javafx.scene.Parent") || c.startsWith("javafx.scene.Node")
                        || c.startsWith("org.fxmisc") || c.startsWith("javafx.scene.control")
                        || c.startsWith("javafx.scene.CssStyleHelper") || c.startsWith("java.lang.ClassLoader"))) {
                    continue;
                }
                String key = "fx in " + c.replace("dev.catalogstudio.app.", "") + "." + frame.getMethodName();
                if (seen.add(key)) {
                    samples.merge(key, 1, Integer::sum);
                }
            }
        }

        /** {@code count} SKILL.md files spread evenly over the folder's sorted list, as paths relative to it. */
        private static List<String> pick(Path folder, int count) throws IOException {
            List<String> all;
            try (var walk = Files.walk(folder)) {
                all = walk.filter(p -> p.getFileName().toString().equals("SKILL.md"))
                        .map(p -> folder.relativize(p).toString().replace('\\', '/')).sorted().toList();
            }
            if (all.isEmpty()) {
                throw new IllegalArgumentException("no SKILL.md under " + folder);
            }
            var out = new ArrayList<String>();
            for (int i = 0; i < count; i++) {
                out.add(all.get((int) ((long) i * all.size() / count + all.size() / (2L * count)) % all.size()));
            }
            return out.stream().distinct().toList();
        }

        private void next() {
            if (index == targets.size()) {
                report();
                return;
            }
            target = targets.get(index++);
            tab = laidOut = painted = coloured = -1;
            colouredLaidOut = false;
            armed = false;
            try {
                String text = Files.readString(window.session().getSnapshot().root().resolve(target));
                firstLine = text.lines().filter(l -> !l.isBlank()).findFirst().orElse("").strip();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            var quickOpen = window.quickOpen();
            quickOpen.show(QuickOpenViewModel.Mode.FILES);
            String folderName = target.substring(0, target.lastIndexOf('/'));
            quickOpen.queryProperty().set(folderName.substring(folderName.lastIndexOf('/') + 1) + "/SKILL.md");
            waitForRow(0);
        }

        private void waitForRow(int tries) {
            var results = window.quickOpen().results();
            boolean ready = !results.isEmpty() && results.get(0).item().path().equals(target)
                    && window.quickOpen().selectedProperty().get() == 0;
            if (!ready && tries < 200) {
                timer.schedule(() -> Platform.runLater(() -> waitForRow(tries + 1)), 10, TimeUnit.MILLISECONDS);
                return;
            }
            if (!ready) {
                System.out.println("skipped " + target + ": not the first row for its query");
                next();
                return;
            }
            // Let the list's frame be drawn, then press Enter.
            timer.schedule(() -> Platform.runLater(this::enter), 300, TimeUnit.MILLISECONDS);
        }

        private void enter() {
            var field = (TextField) window.scene().lookup("#quick-open-field");
            cpuAtEnter = cpu();
            t0 = System.nanoTime();
            armed = true;
            long cpu0 = threads.getCurrentThreadCpuTime();
            Event.fireEvent(field, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false,
                    false));
            enter = ms();
            enterCpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e6;
            Platform.requestNextPulse();
        }

        private java.util.Map<Long, Long> cpu() {
            var out = new java.util.HashMap<Long, Long>();
            for (long id : threads.getAllThreadIds()) {
                long nanos = threads.getThreadCpuTime(id);
                if (nanos > 0) {
                    out.put(id, nanos);
                }
            }
            return out;
        }

        private double ms() {
            return (System.nanoTime() - t0) / 1e6;
        }

        private void beforeLayout() {
            if (target == null || !armed) {
                return;
            }
            if (laidOut >= 0 && painted < 0) {
                painted = ms();
            }
            if (colouredLaidOut && coloured < 0) {
                coloured = ms();
            }
            if (painted >= 0 && coloured >= 0) {
                var cpuNow = cpu();
                var names = new java.util.HashMap<Long, String>();
                Thread.getAllStackTraces().keySet().forEach(t -> names.put(t.getId(), t.getName()));
                var line = new StringBuilder("  CPU ms by thread:");
                cpuNow.forEach((id, nanos) -> {
                    double ms = (nanos - cpuAtEnter.getOrDefault(id, 0L)) / 1e6;
                    if (ms >= 1) {
                        String name = names.getOrDefault(id, "#" + id).replaceAll("-\\d+$", "");
                        line.append(String.format(Locale.ROOT, " %s %.0f,", name, ms));
                        cpuByThread.computeIfAbsent(name, n -> new ArrayList<>()).add(ms);
                    }
                });
                System.out.println(line);
                double fxCpu = (cpuNow.getOrDefault(fxThread.getId(), 0L)
                        - cpuAtEnter.getOrDefault(fxThread.getId(), 0L)) / 1e6;
                rows.add(new double[] {enter, tab, laidOut, painted, coloured, enterCpu, fxCpu});
                System.out.printf(Locale.ROOT,
                        "open %-60s enter %6.1f  tab %7.1f  laid out %7.1f  painted %7.1f  coloured %7.1f ms"
                                + "  FX CPU: enter %5.1f, to coloured %5.1f ms%n",
                        target, enter, tab, laidOut, painted, coloured, enterCpu, fxCpu);
                target = null;
                armed = false;
                timer.schedule(() -> Platform.runLater(this::next), 1500, TimeUnit.MILLISECONDS);
                return;
            }
            if (ms() > 20_000) {
                System.out.println("gave up on " + target);
                target = null;
                armed = false;
                Platform.runLater(this::next);
                return;
            }
            Platform.requestNextPulse();
        }

        private void afterLayout() {
            if (target == null || !armed) {
                return;
            }
            var model = window.tabs().tab(target);
            if (model.isEmpty()) {
                Platform.requestNextPulse();
                return;
            }
            if (tab < 0) {
                tab = ms();
            }
            CodeEditor editor = window.tabsView().editor(model.get());
            if (laidOut < 0 && editor != null && editor.getScene() != null && showsText(editor)) {
                laidOut = ms();
            }
            if (laidOut >= 0 && !colouredLaidOut && model.get().highlightingProperty().get() != null
                    && model.get().highlightingProperty().get().text().equals(editor.getText())) {
                colouredLaidOut = true;
            }
            Platform.requestNextPulse();
        }

        /** Whether a visible {@code Text} of the editor, laid out with a width, holds part of the first line. */
        private boolean showsText(Node node) {
            if (!node.isVisible()) {
                return false;
            }
            if (node instanceof Text text) {
                String s = text.getText();
                return s != null && !s.isBlank() && firstLine.contains(s.strip())
                        && text.getLayoutBounds().getWidth() > 0 && text.localToScene(0, 0).getX() >= 0;
            }
            if (node instanceof Parent parent) {
                for (Node child : parent.getChildrenUnmodifiable()) {
                    if (showsText(child)) {
                        return true;
                    }
                }
            }
            return false;
        }

        private void report() {
            String[] names = {"enter", "tab", "laid out", "painted", "coloured", "FX CPU in enter",
                "FX CPU to coloured"};
            var line = new StringBuilder(String.format(Locale.ROOT, "medians of %d opens:", rows.size()));
            for (int c = 0; c < names.length; c++) {
                int column = c;
                var sorted = rows.stream().mapToDouble(r -> r[column]).sorted().toArray();
                line.append(String.format(Locale.ROOT, "  %s %.1f ms (%.1f-%.1f)", names[c],
                        sorted.length == 0 ? -1 : sorted[sorted.length / 2], sorted.length == 0 ? -1 : sorted[0],
                        sorted.length == 0 ? -1 : sorted[sorted.length - 1]));
            }
            System.out.println(line);
            System.out.println("CPU time per open, by thread (median of the opens it ran in, ms):");
            cpuByThread.forEach((name, values) -> System.out.printf(Locale.ROOT, "  %-36s %7.1f (%d opens)%n", name,
                    values.stream().sorted().toList().get(values.size() / 2), values.size()));
            if (sampleCount.get() > 0) {
                System.out.printf(Locale.ROOT, "FX thread while waiting, %d samples every 2 ms:%n", sampleCount.get());
                samples.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(70)
                        .forEach(e -> System.out.printf(Locale.ROOT, "%5d  %s%n", e.getValue(), e.getKey()));
            }
            timer.shutdownNow();
            window.session().background().shutdown();
            Platform.exit();
            System.exit(0);
        }
    }
}
