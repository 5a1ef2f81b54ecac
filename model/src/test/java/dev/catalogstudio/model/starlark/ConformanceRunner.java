package dev.catalogstudio.model.starlark;

import dev.catalogstudio.model.text.LineIndex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Runs starlark-go's chunked test files as starlark-go's own tests do: {@code syntax/} files are parsed (the first
 * error counts), {@code resolve/} files are resolved with predeclared {@code M} and {@code U} (every error counts),
 * and the other files are executed with {@code load("assert.star", …)} and {@code load("json.star", …)} available.
 * An {@code assert} failure does not stop a chunk (as in starlark-go); it makes the chunk fail.
 */
final class ConformanceRunner {

    /** The outcome of one chunk. */
    record ChunkResult(int line, boolean passed, int assertions, int assertionFailures, List<String> failures) {
    }

    /** The outcome of one file. */
    record FileResult(String file, List<ChunkResult> chunks) {
        long passedChunks() {
            return chunks.stream().filter(ChunkResult::passed).count();
        }

        int assertions() {
            return chunks.stream().mapToInt(ChunkResult::assertions).sum();
        }

        int assertionsPassed() {
            return chunks.stream().mapToInt(c -> c.assertions() - c.assertionFailures()).sum();
        }
    }

    enum Mode { PARSE, RESOLVE, EXECUTE }

    /** Values starlark-go's Go test harness predeclares from Go types, rebuilt in {@link GoHarnessTypes}. */
    static final Map<String, Object> GO_HARNESS_TYPES = GoHarnessTypes.predeclared();

    private final Path root;

    ConformanceRunner(Path root) {
        this.root = root;
    }

    FileResult run(String relative) throws IOException {
        Path file = root.resolve(relative);
        String text = Files.readString(file);
        Mode mode = relative.startsWith("syntax/") ? Mode.PARSE : relative.startsWith("resolve/") ? Mode.RESOLVE
                : Mode.EXECUTE;
        String name = file.getFileName().toString();
        var results = new ArrayList<ChunkResult>();
        for (ChunkedFile.Chunk chunk : ChunkedFile.parse(name, text).chunks()) {
            results.add(runChunk(relative, mode, chunk));
        }
        return new FileResult(relative, results);
    }

    private ChunkResult runChunk(String name, Mode mode, ChunkedFile.Chunk chunk) {
        Dialect dialect = Dialect.STANDARD;
        for (String option : chunk.options()) {
            dialect = dialect.with(option);
        }
        var errors = new ArrayList<Object[]>();
        var failures = new ArrayList<String>();
        int[] assertions = {0};
        int[] assertionFailures = {0};
        Set<String> predeclared = mode == Mode.RESOLVE ? Set.of("M", "U") : GO_HARNESS_TYPES.keySet();
        Program program = Program.compile(name, chunk.source(), dialect, predeclared);
        LineIndex lines = LineIndex.of(chunk.source());
        List<Problem> problems = program.problems();
        List<Problem> syntax = problems.stream().filter(p -> p.kind() == Problem.Kind.SYNTAX).toList();
        if (!syntax.isEmpty()) {
            Problem p = syntax.get(0);
            errors.add(new Object[] {lines.lineOf(p.start()), p.message()});
        } else if (mode != Mode.PARSE && !problems.isEmpty()) {
            for (Problem p : problems) {
                errors.add(new Object[] {lines.lineOf(p.start()), p.message()});
            }
        } else if (mode == Mode.EXECUTE) {
            var thread = new StarlarkThread(Budget.UNLIMITED);
            thread.loader(module -> load(module, failures, assertions, assertionFailures));
            try {
                onBigStack(() -> program.execute(thread, GO_HARNESS_TYPES));
            } catch (EvalException e) {
                EvalException.Frame f = e.frameIn(program);
                int line = f != null ? lines.lineOf(f.offset()) : 0;
                errors.add(new Object[] {line, e.getMessage()});
            } catch (RuntimeException | StackOverflowError e) {
                errors.add(new Object[] {0, "engine crash: " + e});
            }
        }
        var wanted = new ArrayList<>(chunk.expectations());
        for (Object[] err : errors) {
            int line = (Integer) err[0];
            String msg = (String) err[1];
            ChunkedFile.Expectation match = null;
            for (ChunkedFile.Expectation x : wanted) {
                if (x.line() == line && x.pattern().matcher(msg).find()) {
                    match = x;
                    break;
                }
            }
            if (match != null) {
                wanted.remove(match);
            } else {
                failures.add("line " + line + ": unexpected error: " + msg);
            }
        }
        for (ChunkedFile.Expectation x : wanted) {
            failures.add("line " + x.line() + ": expected error matching " + x.text());
        }
        return new ChunkResult(chunk.firstLine(), failures.isEmpty(), assertions[0], assertionFailures[0],
                failures);
    }

    /** A Go regular expression in Java's syntax: a brace that opens no repetition is literal in Go. */
    static Pattern goRegexp(String re) {
        return Pattern.compile(re.replaceAll("(?<!\\\\)\\{(?![0-9])", "\\\\{")
                .replaceAll("(?<![0-9,\\\\])\\}", "\\\\}"));
    }

    /** Runs {@code task} on a thread with a 256 MiB stack, as a host runs deep recursion (recursion.star). */
    private static void onBigStack(Runnable task) {
        RuntimeException[] thrown = {null};
        var thread = new Thread(null, () -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                thrown[0] = e;
            }
        }, "starlark-conformance", 256L << 20);
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thrown[0] != null) {
            throw thrown[0];
        }
    }

    private Map<String, Object> load(String module, List<String> failures, int[] assertions,
            int[] assertionFailures) {
        if (module.equals("json.star")) {
            return Map.of("json", JsonModule.MODULE);
        }
        if (!module.equals("assert.star")) {
            throw new EvalException("no such test module: " + module);
        }
        String src;
        try {
            src = Files.readString(root.resolve("starlarktest/assert.star"));
        } catch (IOException e) {
            throw new EvalException("cannot read assert.star: " + e.getMessage());
        }
        var pre = new LinkedHashMap<String, Object>();
        pre.put("error", new Builtin("error", (t, r, a, k) -> {
            assertionFailures[0]++;
            failures.add("assertion failed: " + ByteStrings.decode(Starlark.str(a.length > 0 ? a[0] : "")));
            return Starlark.NONE;
        }));
        pre.put("catch", new Builtin("catch", (t, r, a, k) -> {
            try {
                Eval.call(t, a[0], new Object[0], Map.of());
                return Starlark.NONE;
            } catch (EvalException e) {
                return ByteStrings.encode(e.getMessage());
            }
        }));
        pre.put("matches", new Builtin("matches", (t, r, a, k) -> goRegexp(ByteStrings.decode((String) a[0]))
                .matcher(ByteStrings.decode((String) a[1])).find()));
        pre.put("module", new Builtin("module", (t, r, a, k) -> {
            var members = new LinkedHashMap<String, Object>();
            for (Map.Entry<String, Object> e : k.entrySet()) {
                Object fn = e.getValue();
                String member = e.getKey();
                members.put(member, new Builtin("assert." + member, (t2, r2, a2, k2) -> {
                    assertions[0]++;
                    return Eval.call(t2, fn, a2, k2);
                }));
            }
            return new StarModule((String) a[0], members);
        }));
        pre.put("_freeze", new Builtin("freeze", (t, r, a, k) -> {
            Starlark.freeze(a[0]);
            return a[0];
        }));
        pre.put("_floateq", new Builtin("floateq", (t, r, a, k) -> {
            double x = (Double) a[0];
            double y = (Double) a[1];
            return x == y || Math.abs(Math.nextUp(Math.min(x, y)) - Math.max(x, y)) == 0
                    || Math.nextUp(Math.min(x, y)) >= Math.max(x, y);
        }));
        Program program = Program.compile("assert.star", src, Dialect.STANDARD, pre.keySet());
        if (!program.problems().isEmpty()) {
            throw new EvalException("assert.star: " + program.problems().get(0).message());
        }
        var thread = new StarlarkThread(Budget.UNLIMITED);
        Module m = program.execute(thread, pre);
        return m.globals();
    }
}
