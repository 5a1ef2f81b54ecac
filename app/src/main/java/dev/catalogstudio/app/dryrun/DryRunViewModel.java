package dev.catalogstudio.app.dryrun;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogstudio.app.session.TextFiles;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.metaskill.MetaskillFormat;
import dev.catalogstudio.model.format.metaskill.MetaskillRules;
import dev.catalogstudio.model.metaskill.DryRun;
import dev.catalogstudio.model.metaskill.HostCall;
import dev.catalogstudio.model.metaskill.Metaskill;
import dev.catalogstudio.model.metaskill.Responder;
import dev.catalogstudio.model.metaskill.ResponseScript;
import dev.catalogstudio.model.workspace.Snapshot;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;

/**
 * The Dry run panel's state: the metaSKILL of the current document (its SKILL.star, or a SKILL.md beside one), an
 * input form built from the keys the program reads and the SKILL.md documents, the responses table (filled from the
 * skill's {@code dry-run/responses.json} when there is one), and the last run's timeline, budgets and result. A run
 * happens off the FX thread ({@link DryRun}); when a call has no scripted answer and {@link #interactiveProperty()}
 * is on, the run pauses and {@link #pendingProperty()} holds the call until the author answers it. Properties change
 * on the FX thread only, through the session's FX executor; the dry-run files are read through the session's one
 * reader, and a run is driven on the session's {@linkplain WorkspaceSession#work() work executor}.
 */
public final class DryRunViewModel {

    /** A host call waiting for the author's answer: {@code ask} or {@code command}, its number and its request. */
    public record Pending(String kind, int number, Map<String, Object> request) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A skill's dry-run files are read only below this size (as the command line reads them). */
    private static final long MAX_SCRIPT_BYTES = 1 << 20;

    private final WorkspaceSession session;
    private final Executor fx;
    private final StringProperty folder = new SimpleStringProperty(this, "folder");
    private final StringProperty skillName = new SimpleStringProperty(this, "skillName", "");
    private final ObservableList<String> inputKeys = FXCollections.observableArrayList();
    private final ObservableMap<String, String> inputValues = FXCollections.observableHashMap();
    private final ObservableList<ResponseRow> responses = FXCollections.observableArrayList();
    private final ObservableList<HostCall> timeline = FXCollections.observableArrayList();
    private final StringProperty result = new SimpleStringProperty(this, "result", "");
    private final StringProperty budgets = new SimpleStringProperty(this, "budgets", "");
    private final BooleanProperty running = new SimpleBooleanProperty(this, "running");
    private final BooleanProperty interactive = new SimpleBooleanProperty(this, "interactive", true);
    private final ObjectProperty<Pending> pending = new SimpleObjectProperty<>(this, "pending");
    private volatile DryRun current;
    /** The metaSKILL folder whose dry-run files are being read, and the one they were read for (FX thread). */
    private String loading;
    private String loaded;
    private volatile CompletableFuture<Optional<Map<String, Object>>> waiting;
    private DryRun.Options options = DryRun.Options.DEFAULTS;

    public DryRunViewModel(WorkspaceSession session) {
        this.session = session;
        this.fx = session.fx();
        session.snapshotProperty().addListener((o, old, now) -> refresh());
        session.navigation().currentPathProperty().addListener((o, old, now) -> refresh());
        refresh();
    }

    /** The workspace-relative folder of the current metaSKILL, or null when the current document is not one. */
    public ReadOnlyStringProperty folderProperty() {
        return folder;
    }

    public ReadOnlyStringProperty skillNameProperty() {
        return skillName;
    }

    /** The input keys: those the program reads, then those only the SKILL.md documents. */
    public ObservableList<String> inputKeys() {
        return inputKeys;
    }

    /** The text typed for each input key: JSON (a number, list, object, true, null, a quoted string) or plain text. */
    public ObservableMap<String, String> inputValues() {
        return inputValues;
    }

    public ObservableList<ResponseRow> responses() {
        return responses;
    }

    /** Every host call of the current or last run, in order. */
    public ObservableList<HostCall> timeline() {
        return timeline;
    }

    /** The last run's result string (metaskills.md § 9). */
    public ReadOnlyStringProperty resultProperty() {
        return result;
    }

    /** The budgets used: asks, commands, trace entries, steps. */
    public ReadOnlyStringProperty budgetsProperty() {
        return budgets;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    /** Whether an unscripted call pauses the run for the author to answer (else it gets the marked default). */
    public BooleanProperty interactiveProperty() {
        return interactive;
    }

    /** The call waiting for an answer, or null. */
    public ObjectProperty<Pending> pendingProperty() {
        return pending;
    }

    private void refresh() {
        Snapshot snapshot = session.getSnapshot();
        String path = session.navigation().currentPathProperty().get();
        String found = snapshot == null || path == null ? null : metaskillFolder(snapshot, path);
        if (found == null) {
            loading = null;
            loaded = null;
            folder.set(null);
            inputKeys.clear();
            skillName.set("");
            return;
        }
        if (!found.equals(loaded)) {
            // A new metaSKILL: read and parse its dry-run script on the background executor, then show it whole.
            if (!found.equals(loading)) {
                loading = found;
                var files = scriptFiles(snapshot, found);
                session.readFiles(files, texts -> readScript(texts, found),
                        reason -> new Script(List.of(), Map.of(), "error: cannot read the dry-run script: " + reason),
                        script -> {
                            if (found.equals(loading)) {
                                loading = null;
                                loaded = found;
                                apply(script);
                                refresh();
                            }
                        });
            }
            return;
        }
        var keys = new LinkedHashSet<String>();
        program(snapshot, found).ifPresent(p -> keys.addAll(MetaskillRules.inputKeys(p)));
        keys.addAll(MetaskillRules.documentedInputKeys(body(snapshot, found)));
        if (!inputKeys.equals(List.copyOf(keys))) {
            inputKeys.setAll(keys);
        }
        skillName.set(name(snapshot, found));
        folder.set(found);
    }

    /** The folder of the metaSKILL that {@code path} belongs to: a SKILL.star, or a SKILL.md beside one. */
    static String metaskillFolder(Snapshot snapshot, String path) {
        String folder = CatalogLayout.folderOf(path);
        String star = CatalogLayout.join(folder, MetaskillFormat.FILE_NAME);
        boolean isPair = path.equals(star) || path.equals(CatalogLayout.join(folder, "SKILL.md"));
        return isPair && snapshot.document(star).isPresent() ? folder : null;
    }

    private static Optional<dev.catalogstudio.model.starlark.Program> program(Snapshot snapshot, String folder) {
        return snapshot.document(CatalogLayout.join(folder, MetaskillFormat.FILE_NAME)).map(d -> d.parsed())
                .filter(p -> p instanceof Parsed.Starlark).map(p -> ((Parsed.Starlark) p).program());
    }

    private static String body(Snapshot snapshot, String folder) {
        return snapshot.document(CatalogLayout.join(folder, "SKILL.md")).flatMap(d -> d.frontmatter())
                .map(fm -> fm.body()).orElse("");
    }

    private static String name(Snapshot snapshot, String folder) {
        return snapshot.document(CatalogLayout.join(folder, "SKILL.md")).flatMap(d -> d.frontmatter())
                .flatMap(fm -> fm.mapping())
                .flatMap(m -> dev.catalogstudio.model.format.FrontmatterLookups.string(m, "name"))
                .map(s -> s.value()).orElse(CatalogLayout.fileName(folder));
    }

    /** A skill's dry-run files as read: the responses rows, the input values, and a problem reading them. */
    private record Script(List<ResponseRow> rows, Map<String, String> inputs, String problem) {
    }

    private static String responsesFile(String folder) {
        return CatalogLayout.join(folder, "dry-run/responses.json");
    }

    private static String inputFile(String folder) {
        return CatalogLayout.join(folder, "dry-run/input.json");
    }

    /** The skill's {@code dry-run/responses.json} and {@code dry-run/input.json} that the snapshot has, under 1 MiB. */
    private static List<String> scriptFiles(Snapshot snapshot, String folder) {
        return java.util.stream.Stream.of(responsesFile(folder), inputFile(folder))
                .filter(p -> snapshot.files().containsKey(p) && snapshot.files().get(p).size() < MAX_SCRIPT_BYTES)
                .toList();
    }

    /** Parses the skill's dry-run files as read by the session (off the FX thread). */
    private static Script readScript(Map<String, TextFiles.Loaded> texts, String folder) {
        var rows = new java.util.ArrayList<ResponseRow>();
        var inputs = new LinkedHashMap<String, String>();
        var script = texts.get(responsesFile(folder));
        var input = texts.get(inputFile(folder));
        try {
            if (script != null) {
                JsonNode node = JSON.readTree(script.text());
                for (JsonNode n : node.path("ask")) {
                    rows.add(new ResponseRow("ask", n.path("purpose").asText(""), n.path("answer").asText(""), "0"));
                }
                for (JsonNode n : node.path("command")) {
                    var argv = new StringBuilder();
                    n.path("argv").forEach(a -> argv.append(argv.length() > 0 ? " " : "").append(a.asText()));
                    long exit = n.has("exit_code") ? n.get("exit_code").asLong() : n.path("ok").asBoolean(true) ? 0 : 1;
                    rows.add(new ResponseRow("command", argv.toString(), n.path("result").asText(""),
                            Long.toString(exit)));
                }
            }
            if (input != null) {
                JSON.readTree(input.text()).fields().forEachRemaining(e -> inputs.put(e.getKey(),
                        e.getValue().isTextual() ? e.getValue().asText() : e.getValue().toString()));
            }
            return new Script(rows, inputs, null);
        } catch (IOException | RuntimeException e) {
            return new Script(rows, inputs, "error: cannot read the dry-run script: " + e.getMessage());
        }
    }

    private void apply(Script script) {
        responses.setAll(script.rows());
        inputValues.clear();
        inputValues.putAll(script.inputs());
        result.set(script.problem() == null ? "" : script.problem());
    }

    /** The responses table as a script ({@link ResponseScript}'s object form). */
    String scriptJson() {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode asks = root.putArray("ask");
        ArrayNode commands = root.putArray("command");
        for (ResponseRow row : responses) {
            if (row.isAsk()) {
                ObjectNode n = asks.addObject();
                if (!row.matchProperty().get().isBlank()) {
                    n.put("purpose", row.matchProperty().get().strip());
                }
                n.put("answer", row.textProperty().get());
            } else {
                ObjectNode n = commands.addObject();
                if (!row.matchProperty().get().isBlank()) {
                    ArrayNode argv = n.putArray("argv");
                    for (String a : row.matchProperty().get().strip().split("\\s+")) {
                        argv.add(a);
                    }
                }
                long exit = parseLong(row.exitCodeProperty().get());
                n.put("exit_code", exit);
                n.put("ok", exit == 0);
                n.put("result", row.textProperty().get());
            }
        }
        return root.toString();
    }

    /** The input object: each typed value as JSON when it parses as JSON, else as a string; blank keys left out. */
    String inputJson() {
        ObjectNode root = JSON.createObjectNode();
        for (String key : inputKeys) {
            String text = inputValues.getOrDefault(key, "");
            if (text.isBlank()) {
                continue;
            }
            try {
                JsonNode value = JSON.readTree(text);
                root.set(key, value == null || value.isMissingNode() ? root.textNode(text) : value);
            } catch (IOException e) {
                root.put(key, text);
            }
        }
        return root.toString();
    }

    private static long parseLong(String s) {
        try {
            return Long.parseLong(s.strip());
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    // ---- commands

    /** Runs the current metaSKILL with the typed input and the responses table, off the FX thread. */
    public void run() {
        Snapshot snapshot = session.getSnapshot();
        String f = folder.get();
        if (snapshot == null || f == null || running.get()) {
            return;
        }
        String starPath = CatalogLayout.join(f, MetaskillFormat.FILE_NAME);
        var text = snapshot.document(starPath).map(d -> d.text()).orElse(null);
        if (text == null) {
            result.set("error: SKILL.star cannot be read");
            return;
        }
        Metaskill skill = Metaskill.of(skillName.get(), body(snapshot, f), text, null);
        ResponseScript script;
        try {
            script = ResponseScript.parse(scriptJson());
        } catch (IllegalArgumentException e) {
            result.set("error: " + e.getMessage());
            return;
        }
        boolean ask = interactive.get();
        Responder responder = new Responder() {
            @Override
            public Optional<Map<String, Object>> ask(int number, Map<String, Object> request)
                    throws InterruptedException {
                var scripted = script.ask(number, request);
                return scripted.isPresent() || !ask ? scripted : waitFor("ask", number, request);
            }

            @Override
            public Optional<Map<String, Object>> command(int number, Map<String, Object> request)
                    throws InterruptedException {
                var scripted = script.command(number, request);
                return scripted.isPresent() || !ask ? scripted : waitFor("command", number, request);
            }
        };
        timeline.clear();
        result.set("");
        budgets.set("");
        running.set(true);
        var dryRun = new DryRun(skill, options, responder, call -> fx.execute(() -> {
            timeline.add(call);
            budgets.set(budgetText(timeline, 0));
        }));
        current = dryRun;
        String input = inputJson();
        // The run may wait for the author's answer: on the session's work executor, never the model's.
        session.work().execute(() -> {
            DryRun.Result r;
            try {
                r = dryRun.run(input);
            } catch (IllegalArgumentException e) {
                fx.execute(() -> finish("error: " + e.getMessage(), null));
                return;
            }
            fx.execute(() -> finish(r.text(), r));
        });
    }

    private void finish(String text, DryRun.Result r) {
        result.set(text);
        if (r != null) {
            budgets.set(budgetText(r.calls(), r.steps()));
        }
        pending.set(null);
        running.set(false);
        current = null;
    }

    private String budgetText(List<HostCall> calls, long steps) {
        long asks = calls.stream().filter(c -> c.kind().equals("ask")).count();
        long commands = calls.stream().filter(c -> c.kind().equals("command")).count();
        long traces = calls.stream().filter(c -> c.kind().equals("trace")).count();
        return "ask " + asks + "/" + options.maxAskCalls() + " \u00b7 command " + commands + "/"
                + options.maxCommandCalls() + " \u00b7 trace " + traces + "/100"
                + (steps > 0 ? " \u00b7 " + String.format("%,d", steps) + " steps" : "");
    }

    private Optional<Map<String, Object>> waitFor(String kind, int number, Map<String, Object> request)
            throws InterruptedException {
        var future = new CompletableFuture<Optional<Map<String, Object>>>();
        waiting = future;
        fx.execute(() -> pending.set(new Pending(kind, number, request)));
        try {
            return future.get();
        } catch (ExecutionException e) {
            return Optional.empty();
        } finally {
            waiting = null;
            fx.execute(() -> pending.set(null));
        }
    }

    /** Answers the waiting call: the answer of an ask, or a command's result text and exit code. */
    public void answer(String text, long exitCode) {
        var future = waiting;
        Pending p = pending.get();
        if (future == null || p == null) {
            return;
        }
        var out = new LinkedHashMap<String, Object>();
        if (p.kind().equals("ask")) {
            out.put("answer", text);
        } else {
            out.put("ok", exitCode == 0);
            out.put("exit_code", exitCode);
            out.put("result", text);
        }
        out.put(DryRun.INTERACTIVE, true);
        future.complete(Optional.of(out));
    }

    /** Stops the running dry run (also while it waits for an answer). */
    public void stop() {
        DryRun d = current;
        if (d != null) {
            d.cancel();
        }
    }

    /** Moves the caret to the line of SKILL.star a host call came from. */
    public void goTo(HostCall call) {
        String f = folder.get();
        if (f != null && call.line() > 0) {
            session.navigation().open(CatalogLayout.join(f, MetaskillFormat.FILE_NAME), call.line(), call.column(),
                    "dry run");
        }
    }

    /** Adds an empty responses row of {@code kind}. */
    public void addRow(String kind) {
        responses.add(new ResponseRow(kind, "", "", "0"));
    }
}
