package dev.catalogstudio.model.metaskill;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.metaskill.MetaskillRules;
import dev.catalogstudio.model.starlark.Budget;
import dev.catalogstudio.model.starlark.EvalException;
import dev.catalogstudio.model.starlark.Program;
import dev.catalogstudio.model.starlark.StarlarkThread;
import java.util.ArrayList;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The known escape routes of a sandboxed interpreter, tried on the dry run: every one is refused statically or ends
 * the run with a clean error; none reaches files, the environment, the clock, the network or a Java object, and none
 * exhausts the JVM (each runs under a budget that stops it, and the test would hang or crash otherwise). Runs read a
 * clock that never moves, so the step and memory budgets, not the speed of the machine, decide how a run ends; the
 * wall-clock deadline is driven by a clock the test advances. The class timeout only catches a hang.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class HermeticTest {

    /** A clock that never moves: no run here ends on the wall-clock deadline unless a test advances a clock itself. */
    private static final java.util.function.LongSupplier FROZEN = () -> 0L;

    private static DryRun.Result run(String program) {
        return new DryRun(DryRunTest.skill("example", program), DryRun.Options.DEFAULTS, ResponseScript.parse("[]"),
                c -> { }, FROZEN).run("{\"a\": 1}");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "open a file         | return open('/etc/passwd').read()     | undefined: open",
        "import a module     | return __import__('os')               | undefined: __import__",
        "exec                | return exec('1')                      | undefined: exec",
        "eval                | return eval('1')                      | undefined: eval",
        "the environment     | return getenv('HOME')                 | undefined: getenv",
        "a clock             | return time.now()                     | undefined: time",
    })
    void namesOutsideTheLanguageAndTheHostApiDoNotResolve(String route, String body, String error) {
        var result = run("def run(input):\n    " + body + "\n");
        assertThat(result.completed()).as(route).isFalse();
        assertThat(result.text()).as(route).startsWith("error: SKILL.star:2:").contains(error);
    }

    @Test
    void loadIsRefusedBeforeAnythingRuns() {
        var result = run("load('os.star', 'system')\ndef run(input):\n    return system('id')\n");
        assertThat(result.text()).startsWith("error: SKILL.star:").contains("load not supported");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "getattr on a dict           | getattr(input, '__class__')            | dict has no .__class__ field",
        "getattr on a host function  | getattr(ask, '__globals__')            | builtin_function_or_method has no",
        "getattr on a method         | getattr(''.join, '__self__')           | builtin_function_or_method has no",
        "format attribute access     | '{0.__class__}'.format(input)          | attribute syntax x.y is not supported",
        "format element access       | '{0[a]}'.format(input)                 | element syntax a[i] is not supported",
        "percent with a mapping key  | '%(__class__)s' % input                | key not found: __class__",
    })
    void introspectionFindsNothingToHoldOf(String route, String expr, String error) {
        var result = run("def run(input):\n    return " + expr + "\n");
        assertThat(result.text()).as(route).startsWith("error: ").contains(error);
    }

    @Test
    void dirOfEveryValueTheProgramCanReachListsOnlyLanguageMethods() {
        var result = run("def run(input):\n    return {'d': dir(input), 'f': dir(ask), 's': dir('x')}\n");
        assertThat(result.envelope().get("f")).isEqualTo(java.util.List.of());
        assertThat(result.envelope().get("d").toString()).doesNotContain("__").doesNotContain("class");
        assertThat(result.envelope().get("s").toString()).doesNotContain("__");
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> hugeWork() {
        return java.util.stream.Stream.of(
                org.junit.jupiter.params.provider.Arguments.of("string doubling",
                        "s = 'x'\n    for i in range(100):\n        s = s + s", "memory budget exceeded"),
                org.junit.jupiter.params.provider.Arguments.of("list repetition",
                        "return [0] * (10 * 1000 * 1000 * 1000)", "too large"),
                org.junit.jupiter.params.provider.Arguments.of("sorted range", "return sorted(range(100000000))",
                        "budget exceeded"),
                org.junit.jupiter.params.provider.Arguments.of("list of a range", "return list(range(1000000000))",
                        "budget exceeded"),
                org.junit.jupiter.params.provider.Arguments.of("join a huge list",
                        "return ','.join(['x' * 1000000] * 1000)", "budget exceeded"),
                org.junit.jupiter.params.provider.Arguments.of("busy loop",
                        "for i in range(1000000000):\n        pass", "step budget exceeded"),
                org.junit.jupiter.params.provider.Arguments.of("nested loops", "n = 0\n    for i in range(100000):\n"
                        + "        for j in range(100000):\n            n += 1", "step budget exceeded"));
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.MethodSource("hugeWork")
    void hugeAllocationsAndLongLoopsStopCleanly(String route, String body, String error) {
        var result = run("def run(input):\n    " + body + "\n");
        assertThat(result.completed()).as(route).isFalse();
        assertThat(result.text()).as(route).startsWith("error: SKILL.star:").contains(error);
        assertThat(result.steps()).as(route).isLessThanOrEqualTo(Budget.metaskill(1).maxSteps());
    }

    @Test
    void recursionTricksAreCaughtAsRecursion() {
        var y = run("def run(input):\n    Y = lambda f: (lambda x: x(x))(lambda y: f(lambda *args: y(y)(*args)))\n"
                + "    fib = Y(lambda fib: lambda x: x if x < 2 else fib(x - 1) + fib(x - 2))\n"
                + "    return str(fib(30))\n");
        assertThat(y.text()).contains("called recursively");
        var self = run("def f(g):\n    return g(g)\n\ndef run(input):\n    return f(f)\n");
        assertThat(self.text()).contains("function f called recursively");
    }

    @Test
    void whileLoopsAreNotPartOfTheDialect() {
        var result = run("def run(input):\n    while True:\n        pass\n");
        assertThat(result.text()).contains("dialect does not support while loops");
    }

    @Test
    void deepNestingInTheSourceIsASyntaxErrorWithAPositionNotAStackOverflow() {
        var brackets = run("def run(input):\n    return " + "[".repeat(100_000) + "]".repeat(100_000) + "\n");
        assertThat(brackets.text()).startsWith("error: SKILL.star:2:").contains("nesting too deep");
        var parens = run("def run(input):\n    return " + "(".repeat(5_000) + "1" + ")".repeat(5_000) + "\n");
        assertThat(parens.text()).startsWith("error: SKILL.star:2:").contains("nesting too deep");
        var blocks = new StringBuilder("def run(input):\n");
        for (int i = 1; i <= 2_000; i++) {
            blocks.append(" ".repeat(i)).append("if True:\n");
        }
        var indented = run(blocks.toString());
        assertThat(indented.text()).startsWith("error: SKILL.star:").contains("nesting too deep");
    }

    @Test
    void aLongFlatExpressionIsNotDeep() {
        var result = run("def run(input):\n    return str(" + "1 + ".repeat(20_000) + "1)\n");
        assertThat(result.envelope()).containsEntry("answer", "20001");
    }

    /** The clock reads 0 for its first {@code reads} readings, then 2 s: the deadline passes at a known checkpoint. */
    private static java.util.function.LongSupplier jumpsAfter(int reads) {
        var count = new AtomicInteger();
        return () -> count.incrementAndGet() > reads ? 2_000_000_000L : 0L;
    }

    private static final String LONG_LOOP = "def run(input):\n    for i in range(1000000000):\n        n = i * 2\n";

    @Test
    void theWallClockDeadlineStopsARun() {
        // 1 s timeout; the clock passes it after 20 readings (one per Budget.CHECK_INTERVAL steps, and one per
        // thread made): the run stops there, at the deadline, long before its 100 million steps are spent.
        var result = new DryRun(DryRunTest.skill("x", LONG_LOOP), new DryRun.Options(5, 10, 1),
                ResponseScript.empty(), c -> { }, jumpsAfter(20)).run("{\"a\": 1}");
        assertThat(result.completed()).isFalse();
        assertThat(result.text()).contains("timeout: the program ran longer than 1000 ms");
        assertThat(result.steps()).as("not before the clock passed the deadline")
                .isGreaterThanOrEqualTo(15L * Budget.CHECK_INTERVAL)
                .isLessThanOrEqualTo(25L * Budget.CHECK_INTERVAL);
    }

    @Test
    void withoutTheDeadlineTheSameRunEndsOnItsStepBudget() {
        var result = new DryRun(DryRunTest.skill("x", LONG_LOOP), new DryRun.Options(5, 10, 1),
                ResponseScript.empty(), c -> { }, FROZEN).run("{\"a\": 1}");
        assertThat(result.text()).contains("step budget exceeded").doesNotContain("timeout");
        assertThat(result.steps()).isEqualTo(Budget.metaskill(1).maxSteps());
    }

    @Test
    void cancellingFromAnotherThreadStopsARunAndAWaitingAsk() throws Exception {
        var waiting = new java.util.concurrent.CountDownLatch(1);
        Responder blocking = new Responder() {
            @Override
            public java.util.Optional<Map<String, Object>> ask(int n, Map<String, Object> r)
                    throws InterruptedException {
                waiting.countDown();
                Thread.sleep(60_000);
                return java.util.Optional.empty();
            }

            @Override
            public java.util.Optional<Map<String, Object>> command(int n, Map<String, Object> r) {
                return java.util.Optional.empty();
            }
        };
        var dryRun = new DryRun(DryRunTest.skill("x", "def run(input):\n    return ask('q')\n"),
                DryRun.Options.DEFAULTS, blocking, c -> { });
        var result = new java.util.concurrent.atomic.AtomicReference<DryRun.Result>();
        var t = new Thread(() -> result.set(dryRun.run("{\"a\": 1}")));
        t.start();
        waiting.await();
        dryRun.cancel();
        t.join(10_000);
        assertThat(result.get().text()).contains("cancelled");
    }

    @Test
    void theStepBudgetIsCountedInsideBuiltins() {
        Program program = MetaskillRules.compile("x = sorted(range(50000000))\n");
        var thread = new StarlarkThread(new Budget(10_000_000, Long.MAX_VALUE, Long.MAX_VALUE));
        try {
            program.execute(thread, Map.of("ask", "", "command", "", "trace", ""));
            throw new AssertionError("sorted(range(50000000)) ran within 10 million steps");
        } catch (EvalException e) {
            assertThat(e.getMessage()).contains("budget exceeded");
        }
    }
}
