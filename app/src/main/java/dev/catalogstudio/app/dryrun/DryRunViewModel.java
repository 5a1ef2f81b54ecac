package dev.catalogstudio.app.dryrun;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogstudio.app.files.TextFiles;
import dev.catalogstudio.app.session.WorkspaceSession;
import dev.catalogstudio.model.format.CatalogLayout;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.format.metaskill.MetaskillFormat;
import dev.catalogstudio.model.format.metaskill.MetaskillRules;
import dev.catalogstudio.model.metaskill.DryRun;
import dev.catalogstudio.model.json.PrettyJson;
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

    /**
     * The JSON mappers, in a holder of their own: Jackson's databind initialises for most of a tenth of a second, which
     * the studio's first frame need not wait for (the view-model is built at start-up, a dry run much later).
     */
    private static final class Mappers {
        static final ObjectMapper JSON = new ObjectMapper();
        /** Reads numbers as written ({@code 1.50} stays {@code 1.50}): the envelope is shown, not recomputed. */
        static final ObjectMapper EXACT = com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS,
                        com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .nodeFactory(com.fasterxml.jackson.databind.node.JsonNodeFactory.withExactBigDecimals(true)).build();
    }

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
    private final StringProperty status = new SimpleStringProperty(this, "status", "");
    private final BooleanProperty failed = new SimpleBooleanProperty(this, "failed");
    private final BooleanProperty interactive = new SimpleBooleanProperty(this, "interactive", true);
    private final ObjectProperty<Pending> pending = new SimpleObjectProperty<>(this, "pending");
    private final javafx.beans.binding.StringBinding shownResult = javafx.beans.binding.Bindings.createStringBinding(
            () -> prettyEnvelope(result.get()), result);
    private volatile DryRun current;
    /** The metaSKILL folder whose dry-run files are being read, and the one they were read for (FX thread). */
    private String loading;
    private String loaded;
    private volatile CompletableFuture<Optional<Map<String, Object>>> waiting;
    private DryRun.Options options = DryRun.Options.DEFAULTS;
    private final StringProperty saveStatus = new SimpleStringProperty(this, "saveStatus", "");
    /** The responses file's problem when it was read (then it is never overwritten), or null. */
    private String scriptProblem;
    /** Whether the responses file was read in the array form (it is saved in the same form). */
    private boolean scriptArray;
    /** The responses file's text (LF) as last read or saved, or null when the skill has none: a save checks it. */
    private String scriptRead;
    /** The text the last save replaced (null: none, or no file), which the model may hold for a moment after it. */
    private String savedOver;

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

    /**
     * One line on the run: {@code Running… 2 calls so far} while it runs, then {@code Ran in 1,234 steps — 3 calls,
     * 1 failed command} or {@code Failed at line 12 after 40 steps: message}; empty before the first run.
     */
    public ReadOnlyStringProperty statusProperty() {
        return status;
    }

    /** Whether the last run failed (an error, a bad input or script, or Stop); the panel shows its status in red. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed;
    }

    /** Whether an unscripted call pauses the run for the author to answer (else it gets the marked default). */
    public BooleanProperty interactiveProperty() {
        return interactive;
    }

    /**
     * The last run's result with its JSON envelope pretty-printed (two-space indentation), as the panel shows it;
     * a result that is not {@code header + JSON} is shown as it is.
     */
    public javafx.beans.binding.StringBinding shownResult() {
        return shownResult;
    }

    /** What the last Save responses did: where it saved, or why it did not; empty before one. */
    public ReadOnlyStringProperty saveStatusProperty() {
        return saveStatus;
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
                        reason -> Script.failed("error: cannot read the dry-run script: " + reason),
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

    /**
     * A skill's dry-run files as read: the responses rows, the input values, a problem reading them, whether the
     * responses file is the array form, and its text as read (LF line endings; null when there is none).
     */
    private record Script(List<ResponseRow> rows, Map<String, String> inputs, String problem, boolean array,
                          TextFiles.Loaded responses) {
        static Script failed(String problem) {
            return new Script(List.of(), Map.of(), problem, false, null);
        }
    }

    private static String responsesFile(String folder) {
        return CatalogLayout.join(folder, "dry-run/responses.json");
    }

    private static String inputFile(String folder) {
        return CatalogLayout.join(folder, "dry-run/input.json");
    }

    /**
     * The skill's {@code dry-run/responses.json} and {@code dry-run/input.json}, less any the snapshot knows to be
     * 1 MiB or more (a file the snapshot does not list yet is read too: the reader leaves out a path with no file).
     */
    private static List<String> scriptFiles(Snapshot snapshot, String folder) {
        return java.util.stream.Stream.of(responsesFile(folder), inputFile(folder))
                .filter(p -> !snapshot.files().containsKey(p) || snapshot.files().get(p).size() < MAX_SCRIPT_BYTES)
                .toList();
    }

    /** Parses the skill's dry-run files as read by the session (off the FX thread). */
    private static Script readScript(Map<String, TextFiles.Loaded> texts, String folder) {
        var rows = new java.util.ArrayList<ResponseRow>();
        var inputs = new LinkedHashMap<String, String>();
        var script = texts.get(responsesFile(folder));
        var input = texts.get(inputFile(folder));
        boolean array = false;
        try {
            if (script != null && script.readOnly() != null) {
                return new Script(List.of(), Map.of(), "error: cannot read the dry-run script: "
                        + script.readOnly(), false, script);
            }
            if (script != null) {
                var read = ResponseScript.read(script.text());
                array = read.array();
                read.entries().forEach(e -> rows.add(new ResponseRow(e)));
            }
            if (input != null) {
                Mappers.JSON.readTree(input.text()).fields().forEachRemaining(e -> inputs.put(e.getKey(),
                        e.getValue().isTextual() ? e.getValue().asText() : e.getValue().toString()));
            }
            return new Script(rows, inputs, null, array, script);
        } catch (IOException | RuntimeException e) {
            return new Script(rows, inputs, "error: cannot read the dry-run script: " + e.getMessage(), array,
                    script);
        }
    }

    private void apply(Script script) {
        responses.setAll(script.rows());
        inputValues.clear();
        inputValues.putAll(script.inputs());
        result.set(script.problem() == null ? "" : script.problem());
        scriptProblem = script.problem();
        scriptArray = script.array();
        scriptRead = script.responses() == null ? null : script.responses().text();
        savedOver = null;
        saveStatus.set("");
    }

    /** The responses table as a script ({@link ResponseScript}'s object form), compact: what a run reads. */
    String scriptJson() {
        return ResponseScript.write(entries(), false, false);
    }

    /**
     * The responses table as {@code responses.json} is saved: the form the file was read in (an array stays an array),
     * each entry with the members the table has no column for as they were read, pretty-printed with two-space
     * indentation and a final line feed.
     */
    String responsesText() {
        return ResponseScript.write(entries(), scriptArray, true);
    }

    /** The table's rows as script entries, each the entry it was read from (if any) with the row's values. */
    private List<ResponseScript.Entry> entries() {
        var entries = new java.util.ArrayList<ResponseScript.Entry>(responses.size());
        for (ResponseRow row : responses) {
            String match = row.matchProperty().get();
            String text = row.textProperty().get();
            var read = row.entry();
            if (row.isAsk()) {
                entries.add(read == null ? ResponseScript.Entry.ask(match, text) : read.asAsk(match, text));
            } else {
                long exit = parseLong(row.exitCodeProperty().get());
                entries.add(read == null ? ResponseScript.Entry.command(match, text, exit)
                        : read.asCommand(match, text, exit));
            }
        }
        return entries;
    }

    /** The input object: each typed value as JSON when it parses as JSON, else as a string; blank keys left out. */
    String inputJson() {
        ObjectNode root = Mappers.JSON.createObjectNode();
        for (String key : inputKeys) {
            String text = inputValues.getOrDefault(key, "");
            if (text.isBlank()) {
                continue;
            }
            try {
                JsonNode value = Mappers.JSON.readTree(text);
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
            refused("SKILL.star cannot be read");
            return;
        }
        Metaskill skill = Metaskill.of(skillName.get(), body(snapshot, f), text, null);
        ResponseScript script;
        try {
            script = ResponseScript.parse(scriptJson());
        } catch (IllegalArgumentException e) {
            refused(e.getMessage());
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
        failed.set(false);
        status.set("Running\u2026");
        running.set(true);
        var dryRun = new DryRun(skill, options, responder, call -> fx.execute(() -> {
            timeline.add(call);
            budgets.set(budgetText(timeline, 0));
            long calls = timeline.stream().filter(c -> !c.kind().equals("trace")).count();
            status.set("Running\u2026 " + plural(calls, "call") + " so far");
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
        failed.set(r == null || !r.completed());
        status.set(statusText(text, r));
        pending.set(null);
        running.set(false);
        current = null;
    }

    /** A run refused before it started (SKILL.star unreadable, a bad responses table): said as its result. */
    private void refused(String why) {
        result.set("error: " + why);
        failed.set(true);
        status.set("Not run: " + why);
    }

    /** The status line of a finished run (see {@link #statusProperty()}). */
    static String statusText(String text, DryRun.Result r) {
        String message = text.startsWith("error: ") ? text.substring("error: ".length()) : text;
        int newline = message.indexOf('\n');
        message = newline < 0 ? message : message.substring(0, newline);
        if (r == null) {
            return "Failed: " + message;
        }
        String steps = String.format("%,d", r.steps()) + " steps";
        if (!r.completed()) {
            return "Failed" + (r.errorLine() > 0 ? " at line " + r.errorLine() : "") + " after " + steps + ": "
                    + message;
        }
        long calls = r.askCalls() + r.commandCalls();
        long failedCommands = r.calls().stream().filter(c -> c.kind().equals("command")).filter(c -> {
            Object exit = c.response().get("exit_code");
            return exit instanceof Number n && n.longValue() != 0;
        }).count();
        Object outcome = r.envelope() == null ? null : r.envelope().get("status");
        return "Ran in " + steps + " \u2014 " + plural(calls, "call")
                + (failedCommands > 0 ? ", " + plural(failedCommands, "failed command") : "")
                + (outcome != null && !"ok".equals(outcome) ? ", status " + outcome : "");
    }

    private static String plural(long n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
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

    /**
     * {@code text} with its JSON pretty-printed: from the first line starting with <code>{</code> or {@code [} whose
     * rest is one JSON value, that value is written with two-space indentation, numbers as written; the lines before
     * it (the {@code [Metaskill: … completed]} header) are kept. Any other text comes back as it is.
     */
    static String prettyEnvelope(String text) {
        if (text == null || text.isEmpty()) {
            return text == null ? "" : text;
        }
        // The JSON starts on one of the first lines: at most three tries, so a long non-JSON text costs one pass each.
        int tries = 0;
        for (int start = 0; start >= 0 && tries < 3; start = next(text, start)) {
            if (!text.startsWith("{", start) && !text.startsWith("[", start)) {
                continue;
            }
            tries++;
            try {
                JsonNode value = Mappers.EXACT.readTree(text.substring(start));
                if (value != null && !value.isMissingNode()) {
                    return text.substring(0, start) + PrettyJson.write(value);
                }
            } catch (IOException e) {
                // Not JSON from here (a "[Metaskill: …]" header starts with a bracket too): try the next line.
            }
        }
        return text;
    }

    /** The start of the line after the one at {@code start}, or -1 on the last line. */
    private static int next(String text, int start) {
        int end = text.indexOf('\n', start);
        return end < 0 ? -1 : end + 1;
    }

    /**
     * Saves the responses table to the skill's {@code dry-run/responses.json} (created with its folder when absent):
     * atomically through the session's writer, keeping the file's line ending and byte order mark, its form (array or
     * object) and each entry's members the table has no column for. Nothing is overwritten that the table was not
     * read from: a file that did not read, or that changed since it was read (on disk, or with unsaved text in an
     * editor), is left as it is and {@link #saveStatusProperty()} says why. An open editor tab of the file follows as
     * on any change on disk (reloaded when unmodified; a conflict to resolve when it holds unsaved text).
     */
    public void saveResponses() {
        String f = folder.get();
        Snapshot snapshot = session.getSnapshot();
        if (f == null || snapshot == null || loading != null) {
            return;
        }
        String path = responsesFile(f);
        if (scriptProblem != null) {
            saveStatus.set("Not saved: " + path + " did not read (" + scriptProblem.replaceFirst("^error: ", "")
                    + "); fix it in the editor first.");
            return;
        }
        String read = scriptRead;
        var held = snapshot.text(path).map(t -> dev.catalogstudio.model.text.LineEnding.toLf(t.text()));
        // Just after a save the model may still hold the text saved over, until the watcher reports the write.
        if (held.isPresent() && !held.get().equals(read) && !held.get().equals(savedOver)) {
            saveStatus.set(changedMeanwhile(path));
            return;
        }
        String text = responsesText();
        record Disk(TextFiles.Loaded loaded, String failure) {
        }
        session.readFiles(List.of(path), texts -> new Disk(texts.get(path), null), reason -> new Disk(null, reason),
                disk -> {
                    if (disk.failure() != null) {
                        saveStatus.set("Not saved: cannot read " + path + ": " + disk.failure());
                    } else if (!java.util.Objects.equals(disk.loaded() == null ? null : disk.loaded().text(), read)
                            || !f.equals(folder.get())) {
                        saveStatus.set(changedMeanwhile(path));
                    } else {
                        var ending = disk.loaded() == null ? dev.catalogstudio.model.text.LineEnding.LF
                                : disk.loaded().lineEnding();
                        boolean bom = disk.loaded() != null && disk.loaded().bom();
                        saveStatus.set("Saving " + path + " \u2026");
                        session.save(path, text, ending, bom, () -> {
                            if (f.equals(folder.get())) {
                                savedOver = read;
                                scriptRead = text;
                            }
                            int n = responses.size();
                            saveStatus.set("Saved " + n + (n == 1 ? " response" : " responses") + " to " + path + ".");
                        });
                    }
                });
    }

    private static String changedMeanwhile(String path) {
        return "Not saved: " + path + " changed since the table was read (on disk, or unsaved in an editor). Save or "
                + "revert it there, then reopen the dry run.";
    }

    /** Adds an empty responses row of {@code kind}. */
    public void addRow(String kind) {
        responses.add(new ResponseRow(kind, "", "", "0"));
    }
}
