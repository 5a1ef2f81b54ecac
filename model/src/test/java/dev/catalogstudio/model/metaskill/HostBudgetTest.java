package dev.catalogstudio.model.metaskill;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The host's own records keep the spec's bounds (metaskills.md §§ 8–9, issue 22): traces past the cap are counted,
 * not kept or shown; trace entries, results and failures are cut to their sizes, explicitly; a value that cannot be
 * copied out in bounded work is a clean error; {@code run} that is not a function is a clean error.
 */
@Timeout(60)
class HostBudgetTest {

    private static DryRun.Result run(String program, List<HostCall> calls) {
        return DryRunTest.run(program, "{\"a\": 1}", "[]", calls);
    }

    @Test
    void tracesPastTheCapAreCountedNotKeptNorShown() {
        var calls = new ArrayList<HostCall>();
        var result = run("def run(input):\n    for i in range(200000):\n        trace('t', {'i': i})\n", calls);
        assertThat(result.completed()).isTrue();
        assertThat(calls).hasSize(DryRun.MAX_TRACE_ENTRIES);
        List<?> trace = (List<?>) result.envelope().get("trace");
        assertThat(trace.get(trace.size() - 1)).isEqualTo(Map.of("kind", "truncated", "data",
                Map.of("dropped", 200000 - DryRun.MAX_TRACE_ENTRIES)));
        assertThat(result.text().length()).isLessThanOrEqualTo(DryRun.MAX_RESULT_CHARS);
    }

    @Test
    void aTraceEntryIsCutToItsSizeKindIncluded() {
        var calls = new ArrayList<HostCall>();
        var result = run("def run(input):\n    trace('k' * 1000000, {'d': 'x' * 1000000})\n"
                + "    trace('ok', {'shared': [['x' * 100] * 100] * 100})\n", calls);
        assertThat(result.completed()).isTrue();
        assertThat(DryRun.json(calls.get(0).request()).length()).isLessThanOrEqualTo(DryRun.MAX_TRACE_ENTRY_CHARS);
        assertThat(calls.get(0).request()).containsEntry("data", Map.of("truncated", true))
                .containsEntry("truncated", true);
        assertThat(calls.get(1).request()).containsEntry("data", Map.of("truncated", true));
    }

    @Test
    void aHugeExtraResultKeyIsRemovedAndNamed() {
        var result = run("def run(input):\n    return {'answer': 'short', 'blob': 'x' * 5000000, 'n': 1}\n",
                new ArrayList<>());
        assertThat(result.completed()).isTrue();
        assertThat(result.text().length()).isLessThanOrEqualTo(DryRun.MAX_RESULT_CHARS);
        assertThat(result.envelope()).containsEntry("answer", "short").containsEntry("n", 1L)
                .containsEntry("truncated_keys", List.of("blob")).doesNotContainKey("blob");
    }

    @Test
    void aHugeAnswerIsTruncatedExplicitly() {
        var result = run("def run(input):\n    return 'y' * 5000000\n", new ArrayList<>());
        assertThat(result.text().length()).isLessThanOrEqualTo(DryRun.MAX_RESULT_CHARS);
        assertThat(result.envelope()).containsEntry("answer_truncated", true);
    }

    @Test
    void aResultOfSharedReferencesIsACleanError() {
        var result = run("def run(input):\n    x = [1]\n    for i in range(60):\n        x = [x, x]\n"
                + "    return {'x': x}\n", new ArrayList<>());
        assertThat(result.completed()).isFalse();
        assertThat(result.text()).startsWith("error: ").contains("too large");
    }

    @Test
    void aHugeIntInTheResultIsACleanError() {
        var result = run("def run(input):\n    x = 1 << 500\n    for i in range(6):\n        x = x * x\n"
                + "    return {'x': x}\n", new ArrayList<>());
        assertThat(result.text()).startsWith("error: ").contains("too large to convert to decimal text");
    }

    @Test
    void aHugeFailureMessageIsBounded() {
        var result = run("def run(input):\n    fail('z' * 5000000)\n", new ArrayList<>());
        assertThat(result.text()).startsWith("error: ").contains("more characters)");
        assertThat(result.text().length()).isLessThanOrEqualTo(DryRun.MAX_RESULT_CHARS);
    }

    @Test
    void runThatIsNotAFunctionIsACleanError() {
        var result = run("run = 1\n", new ArrayList<>());
        assertThat(result.text()).isEqualTo("error: run is a int, not a function: the program must define "
                + "def run(input) (metaskills.md § 6)");
    }

    /** A responder that fails as {@code failure} does: an internal bug or the heap running out. */
    private static DryRun.Result runFailing(Throwable failure) {
        Responder responder = new Responder() {
            @Override
            public java.util.Optional<Map<String, Object>> ask(int number, Map<String, Object> request) {
                if (failure instanceof RuntimeException e) {
                    throw e;
                }
                throw (Error) failure;
            }

            @Override
            public java.util.Optional<Map<String, Object>> command(int number, Map<String, Object> request) {
                return java.util.Optional.empty();
            }
        };
        return new DryRun(DryRunTest.skill("x", "def run(input):\n    return ask('q')['answer']\n"),
                DryRun.Options.DEFAULTS, responder, c -> { }).run("{\"a\": 1}");
    }

    @Test
    void nothingThrownOnTheRunsThreadEscapesAsAStackTrace() {
        assertThat(runFailing(new IllegalStateException("boom")).text())
                .isEqualTo("error: internal error of the dry run: IllegalStateException: boom");
        assertThat(runFailing(new OutOfMemoryError("Java heap space")).text()).startsWith("error: out of memory");
        assertThat(runFailing(new StackOverflowError()).text()).startsWith("error: Starlark stack overflow");
    }

    @Test
    void aTimeoutOfZeroIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new DryRun.Options(5, 10, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("timeout must be 1..86400");
    }
}
