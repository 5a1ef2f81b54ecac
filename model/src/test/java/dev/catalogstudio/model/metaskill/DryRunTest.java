package dev.catalogstudio.model.metaskill;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The dry run against metaskills.md: the four example programs of sections 2 and 11 with scripted answers produce the
 * envelopes the spec describes; budgets, the result contract, trace caps and truncation follow sections 8 and 9.
 */
class DryRunTest {

    static final String REQUIRE_HEADING = """
            def run(input):
                task = input["task"]
                heading = input["heading"]

                for i in range(3):
                    result = ask(task, {
                        "purpose": "draft",
                        "max_turns": 4,
                    })

                    if heading in result["answer"]:
                        return {
                            "status": "accepted",
                            "answer": result["answer"],
                            "attempts": i + 1,
                        }

                    trace("missing-heading", {
                        "attempt": i + 1,
                        "heading": heading,
                    })

                    task = (
                        "Revise the draft so it includes this exact heading:\\n" +
                        heading +
                        "\\n\\nPrevious draft:\\n" +
                        result["answer"]
                    )

                return {
                    "status": "exhausted",
                    "answer": result["answer"],
                    "warning": "The required heading was still missing.",
                }
            """;

    static final String TEST_FIX = """
            def run(input):
                test_command = input.get("test_command", ["pytest", "-q"])

                for i in range(3):
                    result = command(test_command, {"timeout": 120})

                    trace("test-run", {
                        "attempt": i + 1,
                        "ok": result["ok"],
                    })

                    if result["ok"]:
                        return {
                            "status": "accepted",
                            "answer": "Tests passed.",
                            "attempts": i + 1,
                        }

                    ask(
                        "The tests failed. Fix the problem, then stop.\\n\\n" +
                        result["result"],
                        {
                            "purpose": "fix-tests",
                            "max_turns": 10,
                        },
                    )

                return {
                    "status": "exhausted",
                    "answer": result["result"],
                    "warning": "Tests still failed after 3 attempts.",
                }
            """;

    static final String CHECKLIST = """
            def run(input):
                task = input["task"]
                required = input.get("required", ["install", "test", "rollback"])

                for i in range(3):
                    result = ask(task, {
                        "purpose": "draft-checklist",
                        "max_turns": 4,
                    })

                    missing = []
                    for word in required:
                        if word not in result["answer"].lower():
                            missing.append(word)

                    if not missing:
                        return {
                            "status": "accepted",
                            "answer": result["answer"],
                            "attempts": i + 1,
                        }

                    trace("missing-words", {
                        "attempt": i + 1,
                        "missing": missing,
                    })

                    task = (
                        "Revise the checklist. It must include these words: " +
                        ", ".join(missing) +
                        "\\n\\nPrevious checklist:\\n" +
                        result["answer"]
                    )

                return {
                    "status": "exhausted",
                    "answer": result["answer"],
                    "missing": missing,
                }
            """;

    static final String REVIEW_DIFF = """
            def run(input):
                diff = command(["git", "diff"], {"timeout": 30})

                if not diff["ok"]:
                    return {
                        "status": "error",
                        "answer": diff["result"],
                    }

                review = ask(
                    "Review this diff for bugs only. Ignore style nits.\\n\\n" +
                    diff["result"],
                    {
                        "purpose": "bug-review",
                        "max_turns": 6,
                    },
                )

                return {
                    "status": "ok",
                    "answer": review["answer"],
                }
            """;

    static Metaskill skill(String name, String program) {
        return Metaskill.of(name, "Input keys:\n- `task`: the task.\n", SourceText.of(program), null);
    }

    static DryRun.Result run(String program, String input, String script, List<HostCall> calls) {
        return new DryRun(skill("example", program), DryRun.Options.DEFAULTS, ResponseScript.parse(script),
                calls::add).run(input);
    }

    @Test
    void requireHeadingRetriesUntilTheHeadingAppears() {
        var calls = new ArrayList<HostCall>();
        var result = run(REQUIRE_HEADING, "{\"task\": \"Write release notes\", \"heading\": \"## Risks\"}",
                "[{\"answer\": \"Notes without it\"}, {\"answer\": \"Notes\\n## Risks\\nNone.\"}]", calls);

        assertThat(result.completed()).isTrue();
        assertThat(result.text()).isEqualTo("[Metaskill: example completed]\n{\"status\":\"accepted\",\"answer\":"
                + "\"Notes\\n## Risks\\nNone.\",\"attempts\":2,\"trace\":[{\"kind\":\"missing-heading\",\"data\":"
                + "{\"attempt\":1,\"heading\":\"## Risks\"}}]}");
        assertThat(calls).extracting(HostCall::kind).containsExactly("ask", "trace", "ask");
        assertThat(calls.get(0).line()).isEqualTo(6);
        assertThat(calls.get(0).request()).containsEntry("purpose", "draft").containsEntry("max_turns", 4L);
        assertThat(calls.get(2).request().get("prompt").toString())
                .startsWith("Revise the draft so it includes this exact heading:\n## Risks");
    }

    @Test
    void testFixStopsWhenTheTestsPass() {
        var calls = new ArrayList<HostCall>();
        var result = run(TEST_FIX, "{\"test_command\": [\"pytest\", \"tests/test_parser.py\", \"-q\"]}",
                "{\"command\": [{\"argv\": [\"pytest\"], \"ok\": false, \"exit_code\": 1, \"result\": \"1 failed\"},"
                        + " {\"argv\": [\"pytest\"], \"result\": \"3 passed\"}],"
                        + " \"ask\": [{\"purpose\": \"fix-tests\", \"answer\": \"Fixed the off-by-one.\"}]}", calls);

        assertThat(result.envelope()).containsEntry("status", "accepted").containsEntry("answer", "Tests passed.")
                .containsEntry("attempts", 2L);
        assertThat(calls).extracting(HostCall::kind).containsExactly("command", "trace", "ask", "command", "trace");
        assertThat(calls.get(0).request()).containsEntry("timeout", 120L)
                .containsEntry("argv", List.of("pytest", "tests/test_parser.py", "-q"));
        assertThat(calls.get(2).request().get("prompt").toString()).endsWith("1 failed");
    }

    @Test
    void checklistReportsTheMissingWordsWhenItGivesUp() {
        var result = run(CHECKLIST, "{\"task\": \"Write a deployment checklist for a small web app.\"}",
                "{\"ask\": [{\"purpose\": \"draft-checklist\", \"answer\": \"Install, then test.\"},"
                        + " {\"purpose\": \"draft-checklist\", \"answer\": \"Install, test.\"},"
                        + " {\"purpose\": \"draft-checklist\", \"answer\": \"Install and test it.\"}]}",
                new ArrayList<>());

        assertThat(result.envelope()).containsEntry("status", "exhausted")
                .containsEntry("answer", "Install and test it.").containsEntry("missing", List.of("rollback"));
        assertThat((List<?>) result.envelope().get("trace")).hasSize(3);
    }

    @Test
    void reviewDiffAsksOnceWithTheDiff() {
        var calls = new ArrayList<HostCall>();
        var result = run(REVIEW_DIFF, "{\"task\": \"review\"}", "[{\"ok\": true, \"result\": \"+x = 1\"},"
                + " {\"answer\": \"No bugs.\"}]", calls);

        assertThat(result.text()).isEqualTo("[Metaskill: example completed]\n{\"status\":\"ok\",\"answer\":"
                + "\"No bugs.\"}");
        assertThat(calls.get(1).request()).containsEntry("purpose", "bug-review").containsEntry("max_turns", 6L);
    }

    @Test
    void anUnscriptedCallGetsAMarkedDefaultAndSaysSo() {
        var calls = new ArrayList<HostCall>();
        var result = run(REVIEW_DIFF, "{\"task\": \"review\"}", "[]", calls);

        assertThat(result.envelope()).containsEntry("status", "error")
                .containsEntry("answer", "error: dry run: no scripted result for command #1 (git diff)");
        assertThat(calls.get(0).source()).isEqualTo(HostCall.Source.UNSCRIPTED);
    }

    @Test
    void returnValuesAreNormalisedAndOtherTypesFail() {
        assertThat(run("def run(input):\n    return None\n", "{\"a\": 1}", "[]", new ArrayList<>()).text())
                .endsWith("{\"status\":\"ok\",\"answer\":\"\"}");
        assertThat(run("def run(input):\n    return \"done\"\n", "{\"a\": 1}", "[]", new ArrayList<>()).text())
                .endsWith("{\"status\":\"ok\",\"answer\":\"done\"}");
        assertThat(run("def run(input):\n    return {\"n\": 1}\n", "{\"a\": 1}", "[]", new ArrayList<>()).text())
                .endsWith("{\"status\":\"ok\",\"answer\":\"\",\"n\":1}");
        var failed = run("def run(input):\n    return [1]\n", "{\"a\": 1}", "[]", new ArrayList<>());
        assertThat(failed.completed()).isFalse();
        assertThat(failed.text()).startsWith("error: run returned a list");
    }

    @Test
    void anEmptyInputReturnsTheInstructionsInTheError() {
        var result = run(REVIEW_DIFF, "{}", "[]", new ArrayList<>());

        assertThat(result.text()).startsWith("error: metaskill 'example' needs input.").contains("- `task`: the task.");
    }

    @Test
    void budgetsAreEnforcedAndTraceDoesNotSpendThem() {
        String program = "def run(input):\n    for i in range(6):\n        trace(\"t\")\n        ask(\"q\")\n"
                + "    return \"never\"\n";
        var result = run(program, "{\"a\": 1}", "[]", new ArrayList<>());

        assertThat(result.text()).isEqualTo("error: SKILL.star:4:12: ask budget exhausted: this run may make at most "
                + "5 ask calls (metaskills.md § 8)");
        assertThat(result.errorLine()).isEqualTo(4);
        var none = new DryRun(skill("x", "def run(input):\n    command([\"ls\"])\n"), new DryRun.Options(1, 0, 10),
                ResponseScript.empty(), c -> { }).run("{\"a\": 1}");
        assertThat(none.text()).contains("command budget exhausted: this run may make at most 0 command calls");
    }

    @Test
    void traceIsCappedAtOneHundredEntriesAndTheCapIsExplicit() {
        var result = run("def run(input):\n    for i in range(150):\n        trace(\"step\", {\"i\": i})\n"
                + "    return \"ok\"\n", "{\"a\": 1}", "[]", new ArrayList<>());

        List<?> trace = (List<?>) result.envelope().get("trace");
        assertThat(trace).hasSize(101);
        assertThat(trace.get(100)).isEqualTo(Map.of("kind", "truncated", "data", Map.of("dropped", 50)));
    }

    @Test
    void anOversizedResultLosesTraceFirstAndTheAnswerLast() {
        var result = run("def run(input):\n    for i in range(100):\n        trace(\"step\", {\"pad\": \"x\" * 150})\n"
                + "    return \"a\" * 30000\n", "{\"a\": 1}", "[]", new ArrayList<>());

        assertThat(result.text().length()).isLessThanOrEqualTo(20_000);
        assertThat(result.envelope()).containsEntry("answer_truncated", true);
        List<?> trace = (List<?>) result.envelope().get("trace");
        assertThat(trace).singleElement().isEqualTo(Map.of("kind", "truncated", "data", Map.of("dropped", 100)));
    }

    @Test
    void hostCallArgumentsAreCheckedAndAnswersAreTruncatedAndFrozen() {
        assertThat(run("def run(input):\n    command(\"ls -l\")\n", "{\"a\": 1}", "[]", new ArrayList<>()).text())
                .isEqualTo("error: SKILL.star:2:12: command: argv must be a non-empty list of strings "
                        + "(metaskills.md § 7), not string");
        var long_ = run("def run(input):\n    r = ask(\"q\")\n    r[\"answer\"] = \"changed\"\n", "{\"a\": 1}",
                "[{\"answer\": \"" + "y".repeat(25_000) + "\"}]", new ArrayList<>());
        assertThat(long_.text()).contains("cannot insert into frozen hash table");
        var truncated = run("def run(input):\n    r = ask(\"q\")\n    return {\"n\": len(r[\"answer\"]), "
                + "\"t\": r[\"truncated\"]}\n", "{\"a\": 1}", "[{\"answer\": \"" + "y".repeat(25_000) + "\"}]",
                new ArrayList<>());
        assertThat(truncated.envelope()).containsEntry("n", 20_000L).containsEntry("t", true);
    }
}
