package dev.catalogstudio.app.tools;

import dev.catalogstudio.app.session.TaskExecutor;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.app.shell.MainWindow;
import dev.catalogstudio.app.shell.SampleCatalog;
import dev.catalogstudio.app.shell.StudioHome;
import dev.catalogstudio.app.shell.Theme;
import dev.catalogstudio.model.generate.CatalogGenerator;
import dev.catalogstudio.model.workspace.Snapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

/**
 * Measures, in the real studio window, the time from a typed key to the problems panel and the editor's squiggles
 * showing the snapshot that contains that keystroke; and how long the FX thread stalls while a catalog opens.
 *
 * <p>Two runs: a temp copy of the bundled sample (editing {@code skills/k8s-triage/SKILL.md}), and a generated
 * 10,000-entry catalog (editing the hub skill, which 50 entries depend on). In each, the SKILL.md is opened in a tab,
 * the caret put at the end of its {@code name}, and 200 keystrokes are fired as key events at the editor's text area
 * (so they go through RichTextFX's key handling, the tab, {@code WorkspaceSession.update} and the model, as typing
 * does): an {@code X} (the name becomes invalid: {@code name-format}, and on the hub every dependent's reference
 * breaks), then Backspace (valid again), alternately. Each key is sent 30 ms after the previous one was shown.
 *
 * <p>Per keystroke: <b>rendered</b> is when the FX thread has handed that snapshot to the problems panel and the
 * editor (the panel's rows and the squiggle spans are set); <b>laid out</b> adds the next pulse's CSS and layout, i.e.
 * the frame that paints it. Open: the time to the first snapshot, the progress texts seen, and the longest FX-thread
 * stall (a heartbeat posted to the FX thread every 5 ms: its worst lateness; and the longest gap between pulses).
 *
 * <p>A developer tool in the app's test sources (not in the product jar). Run headless from the repository root, built
 * through the reactor (the README's screenshot command builds the same class path):
 * <pre>
 * ./mvnw -q -pl app -am test-compile dependency:build-classpath \
 *   -Dmdep.outputFile=target/test.classpath -Dmdep.includeScope=test
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dheadless.geometry=1600x1000-32 \
 *   -cp "app/target/test-classes:app/target/classes:$(cat app/target/test.classpath)" \
 *   dev.catalogstudio.app.tools.LatencyProbe [keystrokes] [entries]
 * </pre>
 * Prints one Markdown table row per catalog and the open figures.
 */
public final class LatencyProbe {

    private LatencyProbe() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** One catalog's run. */
    private record Scenario(String label, Path root, String file, String name) {
    }

    /** The application behind {@link #main}. */
    public static final class App extends Application {

        private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            var t = new Thread(r, "probe-timer");
            t.setDaemon(true);
            return t;
        });
        private final List<String> report = new ArrayList<>();
        private int keystrokes = 200;
        private int entries = 10_000;

        @Override
        public void start(Stage ignored) throws IOException {
            Platform.setImplicitExit(false);
            var args = getParameters().getRaw();
            if (!args.isEmpty()) {
                keystrokes = Integer.parseInt(args.get(0));
            }
            if (args.size() > 1) {
                entries = Integer.parseInt(args.get(1));
            }
            Path sample = Files.createTempDirectory("probe-sample").resolve("catalog");
            SampleCatalog.copyTo(sample);
            var scenarios = new ArrayList<Scenario>();
            scenarios.add(new Scenario("bundled sample", sample, "skills/k8s-triage/SKILL.md", "k8s-triage"));
            scenarios.add(new Scenario("48 KB SKILL.md", sample, bigSkill(sample), "big-notes"));
            Path generated = Files.createTempDirectory("probe-generated").resolve("catalog");
            long g0 = System.nanoTime();
            CatalogGenerator.generate(generated, entries, 1);
            System.out.printf(Locale.ROOT, "generated %,d entries in %.1f s%n", entries,
                    (System.nanoTime() - g0) / 1e9);
            scenarios.add(new Scenario("generated " + String.format(Locale.ROOT, "%,d", entries) + " entries",
                    generated, CatalogGenerator.hubSkillPath(), CatalogGenerator.HUB_SKILL));
            run(scenarios, 0);
        }

        /** A 48 KB SKILL.md in the sample copy: frontmatter, then headings, lists, links, code and emphasis. */
        private static String bigSkill(Path sample) throws IOException {
            var body = new StringBuilder("---\nname: big-notes\ndescription: Long notes for the latency probe. "
                    + "# a comment\nlicense: Apache-2.0\nmetadata:\n  owner: probe\n---\n# Big notes\n\n");
            for (int i = 0; body.length() < 48 * 1024; i++) {
                body.append("## Section ").append(i).append("\n\nSome *emphasis*, **strong** text, `inline code` and a ")
                        .append("[link](https://example.org/").append(i).append(").\n\n- item one\n- item two\n\n")
                        .append("```sh\necho ").append(i).append("\n```\n\n> a quote\n\n");
            }
            Path file = sample.resolve("skills/big-notes/SKILL.md");
            Files.createDirectories(file.getParent());
            Files.writeString(file, body.toString());
            return "skills/big-notes/SKILL.md";
        }

        private void run(List<Scenario> scenarios, int index) {
            if (index == scenarios.size()) {
                System.out.println();
                report.forEach(System.out::println);
                timer.shutdownNow();
                Platform.exit();
                return;
            }
            try {
                new Run(scenarios.get(index), () -> run(scenarios, index + 1)).start();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        /** Opens one catalog in a fresh window, measures, closes it, then calls {@code done}. */
        private final class Run {
            private final Scenario scenario;
            private final Runnable done;
            private final Stage stage = new Stage();
            private MainWindow window;
            private Node area;
            private final long[] rendered = new long[keystrokes];
            private final long[] laidOut = new long[keystrokes];
            private final long[] arrived = new long[keystrokes];
            /** The FX thread's time in the key event itself: the editor's edit, its listeners and restyling. */
            private final long[] keyOnFx = new long[keystrokes];
            private long fxArrival;
            private int mismatches;
            private int key;
            private long t0;
            private String expected;
            private boolean waiting;
            private long openStart;
            private final AtomicLong worstHeartbeat = new AtomicLong();
            private long worstPulseGap;
            private long lastPulse;
            private volatile boolean opening = true;
            private final Set<String> progressSeen = new LinkedHashSet<>();

            Run(Scenario scenario, Runnable done) {
                this.scenario = scenario;
                this.done = done;
            }

            void start() throws IOException {
                var home = new StudioHome(Files.createTempDirectory("probe-home"));
                var session = new WorkspaceSession(TaskExecutor.serial("probe-model"), Platform::runLater, true);
                // Added before the window's own listeners: it runs first, when the snapshot reaches the FX thread.
                session.snapshotProperty().addListener((o, a, b) -> fxArrival = System.nanoTime());
                window = new MainWindow(stage, session, home, Theme.LIGHT);
                stage.setWidth(1440);
                stage.setHeight(900);
                stage.show();
                session.progressTextProperty().addListener((o, a, b) -> {
                    if (!b.isEmpty()) {
                        progressSeen.add(b.replaceAll(" \\d+/\\d+$", ""));
                    }
                });
                window.scene().addPreLayoutPulseListener(() -> {
                    long now = System.nanoTime();
                    if (opening && lastPulse != 0) {
                        worstPulseGap = Math.max(worstPulseGap, now - lastPulse);
                    }
                    lastPulse = now;
                });
                heartbeat();
                openStart = System.nanoTime();
                window.open(scenario.root());
                session.snapshotProperty().addListener(new ChangeListener<>() {
                    @Override
                    public void changed(javafx.beans.value.ObservableValue<? extends Snapshot> o, Snapshot a,
                                        Snapshot now) {
                        if (now != null) {
                            session.snapshotProperty().removeListener(this);
                            opened();
                        }
                    }
                });
            }

            private void heartbeat() {
                timer.schedule(() -> {
                    if (!opening) {
                        return;
                    }
                    long posted = System.nanoTime();
                    Platform.runLater(() -> worstHeartbeat.accumulateAndGet(System.nanoTime() - posted, Math::max));
                    heartbeat();
                }, 5, TimeUnit.MILLISECONDS);
            }

            private void opened() {
                long openNanos = System.nanoTime() - openStart;
                // Keep sampling until the first snapshot has been laid out, then stop.
                Platform.runLater(() -> {
                    opening = false;
                    report.add(String.format(Locale.ROOT,
                            "open %s: first snapshot after %.2f s; longest FX-thread stall: heartbeat %.1f ms late, "
                                    + "longest gap between pulses %.1f ms; progress shown: %s",
                            scenario.label(), openNanos / 1e9, worstHeartbeat.get() / 1e6, worstPulseGap / 1e6,
                            progressSeen));
                });
                window.tabs().tabs().addListener((javafx.collections.ListChangeListener<
                        dev.catalogstudio.app.editor.EditorTabModel>) c -> Platform.runLater(this::tabReady));
                window.tree().open(scenario.file());
                window.session().snapshotProperty().addListener((o, a, now) -> onSnapshot(now));
            }

            private void tabReady() {
                if (area != null) {
                    return;
                }
                var tab = window.tabs().tab(scenario.file()).orElseThrow();
                var editor = window.tabsView().editor(tab);
                area = ((Parent) editor).lookup(".code-area");
                String text = editor.getText();
                int at = text.indexOf("name: " + scenario.name()) + ("name: " + scenario.name()).length();
                // Line 2 in every SKILL.md here: "---\nname: ...".
                int line = (int) text.substring(0, at).chars().filter(ch -> ch == '\n').count() + 1;
                int column = at - text.lastIndexOf('\n', at - 1);
                editor.goTo(new dev.catalogstudio.model.text.Range(
                        new dev.catalogstudio.model.text.Position(line, column, at),
                        new dev.catalogstudio.model.text.Position(line, column, at)));
                // Let the tab's own first update settle before the first keystroke.
                timer.schedule(() -> Platform.runLater(this::type), 500, TimeUnit.MILLISECONDS);
            }

            private void type() {
                boolean invalid = key % 2 == 0;
                t0 = System.nanoTime();
                if (invalid) {
                    Event.fireEvent(area, new KeyEvent(KeyEvent.KEY_TYPED, "X", "", KeyCode.UNDEFINED,
                            false, false, false, false));
                } else {
                    Event.fireEvent(area, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.BACK_SPACE,
                            false, false, false, false));
                }
                keyOnFx[key] = System.nanoTime() - t0;
                var tab = window.tabs().tab(scenario.file()).orElseThrow();
                expected = window.tabsView().editor(tab).getText();
                if (expected.contains("name: " + scenario.name() + "X") != invalid) {
                    throw new IllegalStateException("the key did not reach the editor at keystroke " + key);
                }
                waiting = true;
            }

            private void onSnapshot(Snapshot now) {
                if (!waiting || now == null) {
                    return;
                }
                var doc = now.document(scenario.file());
                if (doc.isEmpty() || doc.get().source().text() == null
                        || !doc.get().source().text().text().equals(expected)) {
                    return;
                }
                // This listener was added after the panel's and the tabs': they have rendered this snapshot.
                long t1 = System.nanoTime();
                waiting = false;
                boolean invalid = key % 2 == 0;
                boolean panel = window.diagnostics().shown().stream().anyMatch(d -> d.path().equals(scenario.file())
                        && d.diagnostic().code().equals("name-format"));
                var tab = window.tabs().tab(scenario.file()).orElseThrow();
                boolean squiggle = tab.diagnosticsProperty().get().stream()
                        .anyMatch(d -> d.code().equals("name-format"));
                if (panel != invalid || squiggle != invalid) {
                    mismatches++;
                }
                int k = key;
                rendered[k] = t1 - t0;
                arrived[k] = fxArrival - t0;
                Runnable afterLayout = new Runnable() {
                    @Override
                    public void run() {
                        window.scene().removePostLayoutPulseListener(this);
                        laidOut[k] = System.nanoTime() - t0;
                        next();
                    }
                };
                window.scene().addPostLayoutPulseListener(afterLayout);
                Platform.requestNextPulse();
            }

            private void next() {
                key++;
                if (key < keystrokes) {
                    timer.schedule(() -> Platform.runLater(this::type), 30, TimeUnit.MILLISECONDS);
                    return;
                }
                report.add(String.format(Locale.ROOT,
                        "| %s | %d | rendered: p50 %.1f ms, p95 %.1f ms, max %.1f ms | laid out: p50 %.1f ms, "
                                + "p95 %.1f ms, max %.1f ms | first keystroke %.1f ms | panel/squiggle mismatches %d |"
                                + " of which model + queue to the FX thread: p50 %.1f ms, p95 %.1f ms; FX render: p50 %.1f ms,"
                                + " p95 %.1f ms | key on the FX thread: p50 %.2f ms, p95 %.2f ms, max %.2f ms |",
                        scenario.label(), keystrokes, pct(rendered, 50), pct(rendered, 95), pct(rendered, 100),
                        pct(laidOut, 50), pct(laidOut, 95), pct(laidOut, 100), laidOut[0] / 1e6, mismatches,
                        pct(arrived, 50), pct(arrived, 95), pct(diff(rendered, arrived), 50),
                        pct(diff(rendered, arrived), 95), pct(keyOnFx, 50), pct(keyOnFx, 95), pct(keyOnFx, 100)));
                window.session().background().shutdown();
                stage.close();
                done.run();
            }
        }
    }

    private static long[] diff(long[] a, long[] b) {
        long[] d = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            d[i] = a[i] - b[i];
        }
        return d;
    }

    private static double pct(long[] nanos, int percentile) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1e6;
    }
}
