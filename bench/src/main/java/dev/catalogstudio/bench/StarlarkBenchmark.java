package dev.catalogstudio.bench;

import dev.catalogstudio.model.format.metaskill.MetaskillRules;
import dev.catalogstudio.model.starlark.Budget;
import dev.catalogstudio.model.starlark.Module;
import dev.catalogstudio.model.starlark.Program;
import dev.catalogstudio.model.starlark.StarlarkCall;
import dev.catalogstudio.model.starlark.StarlarkThread;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Our Starlark engine (issue 14's targets): {@code parseAndResolve} compiles a 300-line metaSKILL program (target
 * ≤ 1 ms warm, average time per compile); {@code evaluate} runs a loop of {@value #STEPS} evaluation steps (one per
 * statement and expression node), reported per step, so its throughput is steps per second (target ≥ 10 million).
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class StarlarkBenchmark {

    /** Steps of one {@code evaluate} call: 5 per iteration (loop, statement, +, two names) and 8 around the loop. */
    static final int STEPS = 1_000_008;

    private String source;
    private Object loop;

    @Setup
    public void setUp() {
        source = program300();
        if (source.lines().count() != 300) {
            throw new IllegalStateException("the program has " + source.lines().count() + " lines, not 300");
        }
        Program check = MetaskillRules.compile(source);
        if (!check.problems().isEmpty()) {
            throw new IllegalStateException(check.problems().toString());
        }
        Program p = MetaskillRules.compile("def loop():\n    n = 0\n    for i in range(200000):\n        n = n + i\n"
                + "    return n\n");
        var thread = new StarlarkThread(Budget.UNLIMITED);
        Module m = p.execute(thread, Map.of("ask", "", "command", "", "trace", ""));
        loop = m.global("loop");
        var counting = new StarlarkThread(Budget.UNLIMITED);
        StarlarkCall.call(counting, loop);
        if (counting.steps() != STEPS) {
            throw new IllegalStateException("evaluate runs " + counting.steps() + " steps, not " + STEPS);
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Program parseAndResolve() {
        return MetaskillRules.compile(source);
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(STEPS)
    public Object evaluate() {
        return StarlarkCall.call(new StarlarkThread(Budget.UNLIMITED), loop);
    }

    /** A 300-line program in the style of the metaSKILL examples: functions, loops, dicts, strings, host calls. */
    static String program300() {
        var lines = new java.util.ArrayList<String>(java.util.List.of(
                "# A generated metaSKILL program of 300 lines for the parser benchmark.", ""));
        for (int n = 0; lines.size() + 12 <= 280; n++) {
            lines.addAll(java.util.List.of(
                    "def step_" + n + "(task, attempts, required):",
                    "    missing = []",
                    "    for word in required:",
                    "        if word not in task.lower():",
                    "            missing.append(word)",
                    "    summary = {\"attempt\": attempts + 1, \"missing\": missing, \"ok\": not missing}",
                    "    if summary[\"ok\"]:",
                    "        return \"accepted: %s\" % task.strip()",
                    "    trace(\"missing-" + n + "\", summary)",
                    "    return \", \".join(missing) + \" (\" + str(len(missing)) + \")\"",
                    "",
                    ""));
        }
        lines.addAll(java.util.List.of("def run(input):", "    task = input[\"task\"]", "    answer = \"\""));
        while (lines.size() < 299) {
            lines.add("    answer = step_0(task, 0, [\"install\", \"test\"]) + answer[:10]");
        }
        lines.add("    return {\"status\": \"ok\", \"answer\": answer}");
        return String.join("\n", lines) + "\n";
    }
}
