package dev.catalogstudio.model.metaskill;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogstudio.model.starlark.Budget;
import dev.catalogstudio.model.starlark.Builtin;
import dev.catalogstudio.model.starlark.EvalException;
import dev.catalogstudio.model.starlark.JsonModule;
import dev.catalogstudio.model.starlark.Module;
import dev.catalogstudio.model.starlark.Problem;
import dev.catalogstudio.model.starlark.Program;
import dev.catalogstudio.model.starlark.StarDict;
import dev.catalogstudio.model.starlark.StarList;
import dev.catalogstudio.model.starlark.StarTuple;
import dev.catalogstudio.model.starlark.Starlark;
import dev.catalogstudio.model.starlark.StarlarkCall;
import dev.catalogstudio.model.starlark.StarlarkThread;
import dev.catalogstudio.model.starlark.StarInt;
import dev.catalogstudio.model.starlark.ByteStrings;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A dry run of a metaSKILL: runs {@code run(input)} exactly as a metaSKILL host does (metaskills.md § 6–9), with
 * the host's budgets and result contract, except that {@code ask} and {@code command} never reach a model or a
 * process: a {@link Responder} (a {@link ResponseScript}, or the author in the studio) answers them, and a call
 * nobody answers gets a marked default. Every host call is reported as a {@link HostCall} with its line.
 *
 * <p>Hermetic by construction: the program's only names are the Starlark built-ins and {@code ask}, {@code command}
 * and {@code trace}; no built-in reaches files, the environment, the clock, the network or Java objects. The run
 * happens on its own thread (a 64 MiB stack) under {@link Budget#metaskill}; {@link #cancel()} stops it from any
 * thread, also while it waits for an answer.
 */
public final class DryRun {

    /** Budgets of one run (metaskills.md § 8), with the spec's defaults. */
    public record Options(int maxAskCalls, int maxCommandCalls, long timeoutSeconds) {

        /** The defaults of metaskills.md § 8: 5 asks, 10 commands, 300 seconds. */
        public static final Options DEFAULTS = new Options(5, 10, 300);

        /** The largest {@code max_ask_calls} and {@code max_command_calls} a caller may set (host-defined). */
        public static final int MAX_CALLS = 100;

        /** The longest wall-clock timeout a caller may set: a day (longer would overflow the clock's nanoseconds). */
        public static final long MAX_TIMEOUT_SECONDS = 86_400;

        public Options {
            if (maxAskCalls < 1 || maxAskCalls > MAX_CALLS) {
                throw new IllegalArgumentException("max ask calls must be 1.." + MAX_CALLS + ", got " + maxAskCalls);
            }
            if (timeoutSeconds < 1 || timeoutSeconds > MAX_TIMEOUT_SECONDS) {
                throw new IllegalArgumentException("the timeout must be 1.." + MAX_TIMEOUT_SECONDS + " seconds, got "
                        + timeoutSeconds);
            }
            if (maxCommandCalls < 0 || maxCommandCalls > MAX_CALLS) {
                throw new IllegalArgumentException("max command calls must be 0.." + MAX_CALLS + ", got "
                        + maxCommandCalls);
            }
        }
    }

    /**
     * The outcome.
     *
     * @param completed whether {@code run(input)} returned a valid value
     * @param text      the result string of metaskills.md § 9: the header and the JSON envelope, or {@code error: …}
     * @param envelope  the envelope (JSON-like), or {@code null} on failure
     * @param calls     every host call, in order
     * @param errorLine 1-based line in SKILL.star of a failure, or 0
     * @param steps     Starlark steps used
     */
    public record Result(boolean completed, String text, Map<String, Object> envelope, List<HostCall> calls,
                         int errorLine, long steps) {

        public long askCalls() {
            return calls.stream().filter(c -> c.kind().equals("ask")).count();
        }

        public long commandCalls() {
            return calls.stream().filter(c -> c.kind().equals("command")).count();
        }

        public long traceEntries() {
            return calls.stream().filter(c -> c.kind().equals("trace")).count();
        }
    }

    /** Limits of metaskills.md § 8. */
    static final int MAX_TURNS = 30;
    static final int DEFAULT_TIMEOUT = 30;
    static final int MAX_TIMEOUT = 120;
    static final int MAX_TRACE_ENTRIES = 100;
    static final int MAX_TRACE_ENTRY_CHARS = 2_000;
    static final int MAX_ANSWER_CHARS = 20_000;
    static final int MAX_RESULT_CHARS = 20_000;
    /** The longest trace kind kept (the rest of the entry's 2,000 characters are for its data). */
    static final int MAX_TRACE_KIND_CHARS = 200;
    static final int MAX_STATUS_CHARS = 200;
    private static final java.util.Set<String> RESERVED = java.util.Set.of("status", "answer", "trace",
            "answer_truncated", "status_truncated", "truncated_keys");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Metaskill skill;
    private final Options options;
    private final Responder responder;
    private final Consumer<HostCall> listener;
    private final java.util.function.LongSupplier nanoTime;
    private volatile StarlarkThread thread;
    private volatile Thread runner;
    private volatile boolean cancelled;

    /**
     * @param listener told of every host call as it completes, on the run's thread
     */
    public DryRun(Metaskill skill, Options options, Responder responder, Consumer<HostCall> listener) {
        this(skill, options, responder, listener, System::nanoTime);
    }

    /** A run whose timeout is read from {@code nanoTime} (as {@link System#nanoTime()}): tests drive the clock. */
    DryRun(Metaskill skill, Options options, Responder responder, Consumer<HostCall> listener,
           java.util.function.LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
        this.skill = skill;
        this.options = options;
        this.responder = responder;
        this.listener = listener;
    }

    /** Stops the run: the program gets a cancellation error at its next step or host call. Any thread. */
    public void cancel() {
        cancelled = true;
        StarlarkThread t = thread;
        if (t != null) {
            t.cancel("stopped by the user");
        }
        Thread r = runner;
        if (r != null) {
            r.interrupt();
        }
    }

    /**
     * Runs the program with {@code inputJson} (a JSON object) and waits for the outcome.
     *
     * @throws IllegalArgumentException when {@code inputJson} is not a JSON object
     */
    public Result run(String inputJson) {
        Object[] out = new Object[1];
        var t = new Thread(null, () -> out[0] = runHere(inputJson), "metaskill-dry-run", 64L << 20);
        runner = t;
        // whatever escapes the run's own handlers (an error while reporting an error) ends as a clean result below,
        // not as a stack trace printed by the default handler
        t.setUncaughtExceptionHandler((thread, e) -> { });
        t.start();
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                cancel();
            }
        }
        if (out[0] instanceof RuntimeException e) {
            throw e;
        }
        if (out[0] == null) {
            return failure("internal error of the dry run: it ended without a result (out of memory?)", List.of(), 0,
                    0);
        }
        return (Result) out[0];
    }

    private Object runHere(String inputJson) {
        var calls = Collections.synchronizedList(new ArrayList<HostCall>());
        try {
            return execute(inputJson, calls);
        } catch (IllegalArgumentException e) {
            return e;
        } catch (OutOfMemoryError e) {
            // never a stack trace: the run's values are garbage now, and the user gets one clean message
            return failure("out of memory: the run needed more memory than the host has (the program's values are "
                    + "bounded by its memory budget, but the host ran out first)", calls, 0, 0);
        } catch (StackOverflowError e) {
            return failure("Starlark stack overflow: the Java stack ran out (maximum recursion depth)", calls, 0, 0);
        } catch (RuntimeException e) {
            return failure("internal error of the dry run: " + e.getClass().getSimpleName()
                    + (e.getMessage() != null ? ": " + e.getMessage().lines().findFirst().orElse("") : ""),
                    calls, 0, 0);
        }
    }

    private Result execute(String inputJson, List<HostCall> calls) {
        if (skill.problem() != null) {
            return failure(skill.problem(), calls, 0, 0);
        }
        Program program = skill.program();
        if (!program.problems().isEmpty()) {
            Problem p = program.problems().get(0);
            return failure(where(program, p.start()) + ": " + (p.kind() == Problem.Kind.SYNTAX ? "syntax error: "
                    : "") + p.message(), calls, program.lineOf(p.start()), 0);
        }
        var st = new StarlarkThread(Budget.metaskill(options.timeoutSeconds()), nanoTime);
        thread = st;
        if (cancelled) {
            st.cancel("stopped by the user");
        }
        Object input;
        try {
            input = JsonModule.decode(new StarlarkThread(Budget.metaskill(options.timeoutSeconds()), nanoTime), inputJson);
        } catch (EvalException e) {
            throw new IllegalArgumentException("the input is not JSON: " + e.getMessage());
        }
        if (!(input instanceof StarDict dict)) {
            throw new IllegalArgumentException("the input must be a JSON object, not " + Starlark.type(input));
        }
        if (dict.size() == 0) {
            return failure("metaskill '" + skill.name() + "' needs input. Pass the keys its instructions describe:\n\n"
                    + skill.instructions().strip(), calls, 0, 0);
        }
        Starlark.freeze(dict);
        var host = new Host(st, program, calls);
        try {
            Module module = program.execute(st, host.functions());
            Object run = module.global("run");
            if (run == null) {
                return failure("the program defines no function run(input)", calls, 0, st.steps());
            }
            if (!(run instanceof dev.catalogstudio.model.starlark.StarFunction)) {
                return failure("run is a " + Starlark.type(run) + ", not a function: the program must define "
                        + "def run(input) (metaskills.md § 6)", calls, 0, st.steps());
            }
            Object value = host.call(run, dict);
            return success(value, host, calls, st.steps());
        } catch (EvalException e) {
            EvalException.Frame f = e.frameIn(program);
            int offset = f != null ? f.offset() : -1;
            String at = offset >= 0 ? where(program, offset) + ": " : "";
            return failure(at + e.getMessage(), calls, offset >= 0 ? program.lineOf(offset) : 0, st.steps());
        }
    }

    private static String where(Program program, int offset) {
        return program.name() + ":" + program.lineOf(offset) + ":" + program.columnOf(offset);
    }

    private static Result failure(String message, List<HostCall> calls, int line, long steps) {
        if (message.length() > MAX_RESULT_CHARS - 100) {  // fail(huge) is still one bounded result
            message = message.substring(0, MAX_RESULT_CHARS - 100) + "… (" + (message.length() - MAX_RESULT_CHARS
                    + 100) + " more characters)";
        }
        return new Result(false, "error: " + message, null, List.copyOf(calls), line, steps);
    }

    private Result success(Object value, Host host, List<HostCall> calls, long steps) {
        var envelope = new LinkedHashMap<String, Object>();
        if (value == Starlark.NONE) {
            envelope.put("status", "ok");
            envelope.put("answer", "");
        } else if (value instanceof String s) {
            envelope.put("status", "ok");
            envelope.put("answer", ByteStrings.decode(s.length() > MAX_RESULT_CHARS ? s.substring(0, MAX_RESULT_CHARS + 1)
                    : s));
        } else if (value instanceof StarDict d) {
            // strings are cut where they could not fit the result anyway (fit() marks what it shortens)
            var limits = new HostValues.Limits(HostValues.MAX_VALUES, MAX_RESULT_CHARS + 1, 4L * MAX_RESULT_CHARS);
            Map<String, Object> map;
            try {
                @SuppressWarnings("unchecked")
                var m = (Map<String, Object>) HostValues.toJava(d, "the value run returned", limits);
                map = m;
            } catch (EvalException e) {
                return failure(e.getMessage(), calls, 0, steps);
            }
            if (!map.containsKey("status")) {
                envelope.put("status", "ok");
            }
            if (!map.containsKey("answer")) {
                envelope.put("answer", "");
            }
            envelope.putAll(map);
        } else {
            return failure("run returned a " + Starlark.type(value) + "; a metaskill must return None, a string or a "
                    + "dict (metaskills.md § 9)", calls, 0, steps);
        }
        if (!host.trace.isEmpty() && !envelope.containsKey("trace")) {
            var trace = new ArrayList<Object>(host.trace);
            if (host.droppedTrace > 0) {
                trace.add(Map.of("kind", "truncated", "data", Map.of("dropped", host.droppedTrace)));
            }
            envelope.put("trace", trace);
        }
        String text = fit(envelope);
        return new Result(true, text, envelope, List.copyOf(calls), 0, steps);
    }

    /** The result string within {@link #MAX_RESULT_CHARS}: trace shortened first, the answer last (§ 9). */
    @SuppressWarnings("unchecked")
    private String fit(Map<String, Object> envelope) {
        String header = "[Metaskill: " + skill.name() + " completed]\n";
        String text = header + json(envelope);
        if (text.length() <= MAX_RESULT_CHARS) {
            return text;
        }
        if (envelope.get("trace") instanceof List<?> list) {
            var trace = new ArrayList<Object>((List<Object>) list);
            int dropped = 0;
            while (!trace.isEmpty() && text.length() > MAX_RESULT_CHARS) {
                trace.remove(trace.size() - 1);
                dropped++;
                var shortened = new ArrayList<Object>(trace);
                shortened.add(Map.of("kind", "truncated", "data", Map.of("dropped", dropped)));
                envelope.put("trace", shortened);
                text = header + json(envelope);
            }
        }
        if (text.length() > MAX_RESULT_CHARS && envelope.get("status") instanceof String status
                && status.length() > MAX_STATUS_CHARS) {
            envelope.put("status", status.substring(0, MAX_STATUS_CHARS));
            envelope.put("status_truncated", true);
            text = header + json(envelope);
        }
        if (text.length() > MAX_RESULT_CHARS) {
            // then the program's own fields, largest first, each replaced by nothing and named
            var sizes = new ArrayList<Map.Entry<String, Integer>>();
            for (Map.Entry<String, Object> e : envelope.entrySet()) {
                if (!RESERVED.contains(e.getKey())) {
                    sizes.add(Map.entry(e.getKey(), json(e.getValue()).length()));
                }
            }
            sizes.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
            var removed = new ArrayList<String>();
            for (Map.Entry<String, Integer> e : sizes) {
                if (text.length() <= MAX_RESULT_CHARS) {
                    break;
                }
                envelope.remove(e.getKey());
                removed.add(e.getKey().length() > 200 ? e.getKey().substring(0, 200) + "…" : e.getKey());
                envelope.put("truncated_keys", List.copyOf(removed));
                text = header + json(envelope);
            }
        }
        if (text.length() > MAX_RESULT_CHARS && envelope.get("answer") instanceof String answer) {
            int excess = text.length() - MAX_RESULT_CHARS + 40;
            envelope.put("answer", answer.substring(0, Math.max(0, answer.length() - excess)));
            envelope.put("answer_truncated", true);
            text = header + json(envelope);
        }
        return text;
    }

    static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The host functions of one run and their counters. */
    private final class Host {
        final StarlarkThread st;
        final Program program;
        final List<HostCall> calls;
        final List<Object> trace = new ArrayList<>();
        int droppedTrace;
        int asks;
        int commands;

        Host(StarlarkThread st, Program program, List<HostCall> calls) {
            this.st = st;
            this.program = program;
            this.calls = calls;
        }

        Object call(Object run, StarDict input) {
            var fn = (dev.catalogstudio.model.starlark.StarFunction) run;
            if (fn.parameterNames().length != 1 || fn.positionalCount() != 1) {
                throw new EvalException("run must take exactly one parameter, input");
            }
            return StarlarkCall.call(st, run, input);
        }

        Map<String, Object> functions() {
            return Map.of("ask", new Builtin("ask", (t, r, a, k) -> ask(a, k)),
                    "command", new Builtin("command", (t, r, a, k) -> command(a, k)),
                    "trace", new Builtin("trace", (t, r, a, k) -> trace(a, k)));
        }

        private Object[] args(String fn, Object[] a, Map<String, Object> k, String first, String second) {
            if (a.length > 2) {
                throw new EvalException(fn + ": got " + a.length + " arguments, want at most 2");
            }
            Object[] out = {a.length > 0 ? a[0] : null, a.length > 1 ? a[1] : null};
            for (Map.Entry<String, Object> e : k.entrySet()) {
                int i = e.getKey().equals(first) ? 0 : e.getKey().equals(second) ? 1 : -1;
                if (i < 0 || out[i] != null) {
                    throw new EvalException(fn + ": unexpected keyword argument " + e.getKey());
                }
                out[i] = e.getValue();
            }
            if (out[0] == null) {
                throw new EvalException(fn + ": missing argument for " + first);
            }
            if (out[1] != null && !(out[1] instanceof StarDict)) {
                throw new EvalException(fn + ": " + second + " must be a dict, not " + Starlark.type(out[1]));
            }
            return out;
        }

        private Object opt(Object opts, String key) {
            return opts == null ? null : ((StarDict) opts).get(ByteStrings.encode(key));
        }

        private int line() {
            return program.lineOf(Math.max(0, st.callerOffset()));
        }

        private int column() {
            return program.columnOf(Math.max(0, st.callerOffset()));
        }

        private Object ask(Object[] a, Map<String, Object> k) {
            st.checkBudget();
            Object[] p = args("ask", a, k, "prompt", "opts");
            if (!(p[0] instanceof String prompt)) {
                throw new EvalException("ask: prompt must be a string, not " + Starlark.type(p[0]));
            }
            Object purpose = opt(p[1], "purpose");
            if (purpose != null && !(purpose instanceof String)) {
                throw new EvalException("ask: opts.purpose must be a string, not " + Starlark.type(purpose));
            }
            Object maxTurns = opt(p[1], "max_turns");
            if (maxTurns != null && !(maxTurns instanceof StarInt)) {
                throw new EvalException("ask: opts.max_turns must be an int, not " + Starlark.type(maxTurns));
            }
            if (asks >= options.maxAskCalls()) {
                throw new EvalException("ask budget exhausted: this run may make at most " + options.maxAskCalls()
                        + " ask call" + (options.maxAskCalls() == 1 ? "" : "s") + " (metaskills.md § 8)");
            }
            asks++;
            int turns = maxTurns == null ? MAX_TURNS
                    : Math.max(1, Math.min(MAX_TURNS, ((StarInt) maxTurns).toIntOr(MAX_TURNS)));
            var request = new LinkedHashMap<String, Object>();
            request.put("prompt", ByteStrings.decode(prompt));
            if (purpose != null) {
                request.put("purpose", ByteStrings.decode((String) purpose));
            }
            request.put("max_turns", (long) turns);
            Optional<Map<String, Object>> answer = answer(() -> responder.ask(asks, request));
            HostCall.Source source = answer.isPresent() ? sourceOf(answer.get()) : HostCall.Source.UNSCRIPTED;
            String text = answer.map(m -> String.valueOf(m.getOrDefault("answer", "")))
                    .orElse("[dry run: no scripted answer for ask #" + asks
                            + (purpose != null ? " (purpose " + ByteStrings.decode((String) purpose) + ")" : "") + "]");
            boolean truncated = text.length() > MAX_ANSWER_CHARS;
            var response = new LinkedHashMap<String, Object>();
            response.put("answer", truncated ? text.substring(0, MAX_ANSWER_CHARS) : text);
            response.put("exhausted", answer.map(m -> Boolean.TRUE.equals(m.get("exhausted"))).orElse(false));
            response.put("turns", answer.map(m -> m.get("turns")).map(v -> ((Number) v).longValue())
                    .orElse((long) turns));
            response.put("truncated", truncated);
            record("ask", asks, request, response, source);
            return HostValues.toStarlark(response);
        }

        private Object command(Object[] a, Map<String, Object> k) {
            st.checkBudget();
            Object[] p = args("command", a, k, "argv", "opts");
            List<Object> elems = p[0] instanceof StarList l ? l.elements()
                    : p[0] instanceof StarTuple tu ? tu.elements() : null;
            if (elems == null || elems.isEmpty() || !elems.stream().allMatch(e -> e instanceof String)) {
                throw new EvalException("command: argv must be a non-empty list of strings (metaskills.md § 7), not "
                        + (elems == null ? Starlark.type(p[0]) : elems.isEmpty() ? "an empty list"
                        : "a list holding " + Starlark.type(elems.stream().filter(e -> !(e instanceof String))
                        .findFirst().orElseThrow())));
            }
            Object timeout = opt(p[1], "timeout");
            if (timeout != null && !(timeout instanceof StarInt)) {
                throw new EvalException("command: opts.timeout must be an int, not " + Starlark.type(timeout));
            }
            if (commands >= options.maxCommandCalls()) {
                throw new EvalException("command budget exhausted: this run may make at most "
                        + options.maxCommandCalls() + " command call" + (options.maxCommandCalls() == 1 ? "" : "s")
                        + " (metaskills.md § 8)");
            }
            commands++;
            int seconds = timeout == null ? DEFAULT_TIMEOUT
                    : Math.max(1, Math.min(MAX_TIMEOUT, ((StarInt) timeout).toIntOr(MAX_TIMEOUT)));
            var argv = new ArrayList<String>();
            for (Object e : elems) {
                argv.add(ByteStrings.decode((String) e));
            }
            var request = new LinkedHashMap<String, Object>();
            request.put("argv", List.copyOf(argv));
            request.put("timeout", (long) seconds);
            Optional<Map<String, Object>> result = answer(() -> responder.command(commands, request));
            HostCall.Source source = result.isPresent() ? sourceOf(result.get()) : HostCall.Source.UNSCRIPTED;
            var response = new LinkedHashMap<String, Object>();
            if (result.isPresent()) {
                String text = String.valueOf(result.get().getOrDefault("result", ""));
                boolean truncated = text.length() > MAX_ANSWER_CHARS;
                response.put("ok", Boolean.TRUE.equals(result.get().get("ok")));
                response.put("exit_code", ((Number) result.get().getOrDefault("exit_code", 0L)).longValue());
                response.put("result", truncated ? text.substring(0, MAX_ANSWER_CHARS) : text);
                response.put("truncated", truncated);
            } else {
                response.put("ok", false);
                response.put("exit_code", -1L);
                response.put("result", "error: dry run: no scripted result for command #" + commands + " ("
                        + String.join(" ", argv) + ")");
                response.put("truncated", false);
            }
            record("command", commands, request, response, source);
            return HostValues.toStarlark(response);
        }

        private Object trace(Object[] a, Map<String, Object> k) {
            st.checkBudget();
            Object[] p = args("trace", a, k, "kind", "data");
            if (!(p[0] instanceof String kind)) {
                throw new EvalException("trace: kind must be a string, not " + Starlark.type(p[0]));
            }
            if (trace.size() >= MAX_TRACE_ENTRIES) {
                // past the cap (metaskills.md § 8): counted, not kept, not copied, not shown
                droppedTrace++;
                return Starlark.NONE;
            }
            var entry = new LinkedHashMap<String, Object>();
            boolean kindCut = kind.length() > MAX_TRACE_KIND_CHARS;
            entry.put("kind", ByteStrings.decode(kindCut ? kind.substring(0, MAX_TRACE_KIND_CHARS) : kind));
            // a copy bounded by the entry's size: anything larger than 2,000 characters of JSON is cut
            var limits = new HostValues.Limits(MAX_TRACE_ENTRY_CHARS, MAX_TRACE_ENTRY_CHARS + 1, MAX_TRACE_ENTRY_CHARS + 1);
            Object data;
            try {
                data = p[1] == null ? Map.of() : HostValues.toJava(p[1], "trace data", limits);
            } catch (EvalException e) {
                if (!e.getMessage().contains("too large")) {
                    throw e;
                }
                limits.cut = true;
                data = null;
            }
            if (limits.cut || json(data).length() + json(entry.get("kind")).length() > MAX_TRACE_ENTRY_CHARS) {
                data = Map.of("truncated", true);
            }
            entry.put("data", data);
            if (kindCut) {
                entry.put("truncated", true);
            }
            trace.add(entry);
            record("trace", trace.size(), entry, null, HostCall.Source.NONE);
            return Starlark.NONE;
        }

        private HostCall.Source sourceOf(Map<String, Object> answer) {
            return answer.containsKey(INTERACTIVE) ? HostCall.Source.INTERACTIVE : HostCall.Source.SCRIPTED;
        }

        private void record(String kind, int number, Map<String, Object> request, Map<String, Object> response,
                HostCall.Source source) {
            var call = new HostCall(kind, number, line(), column(), Collections.unmodifiableMap(request),
                    response == null ? null : Collections.unmodifiableMap(response), source);
            calls.add(call);
            listener.accept(call);
        }

        private Optional<Map<String, Object>> answer(Answering a) {
            try {
                return a.get();
            } catch (InterruptedException e) {
                throw new EvalException("cancelled: stopped by the user while waiting for an answer");
            }
        }
    }

    /** The key an interactive responder adds to its answers to mark them as typed by the author. */
    public static final String INTERACTIVE = "__interactive";

    @FunctionalInterface
    private interface Answering {
        Optional<Map<String, Object>> get() throws InterruptedException;
    }
}
