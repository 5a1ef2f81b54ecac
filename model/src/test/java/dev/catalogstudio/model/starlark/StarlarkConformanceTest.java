package dev.catalogstudio.model.starlark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.catalogstudio.model.SharedFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * starlark-go's own test files ({@code ../shared/conformance/starlark}) run against our engine; each file's chunk and
 * assertion counts are printed. Files the issue names as the target must pass every chunk. Files not run, and why:
 * <ul>
 *   <li>{@code math.star}, {@code time.star}, {@code proto.star}: optional host modules a metaSKILL host does not
 *       offer (metaskills.md § 6: no clock, no imports);</li>
 *   <li>{@code paths.star}, {@code benchmark.star}: a library and benchmarks, not tests of the language.</li>
 * </ul>
 */
class StarlarkConformanceTest {

    /** The files that must pass every chunk. */
    static final List<String> TARGET = List.of("syntax/errors.star", "syntax/scan.star", "resolve/resolve.star",
            "starlark/assign.star", "starlark/bool.star", "starlark/builtins.star", "starlark/control.star",
            "starlark/dict.star", "starlark/float.star", "starlark/function.star", "starlark/function_param.star",
            "starlark/int.star", "starlark/list.star", "starlark/misc.star", "starlark/module.star",
            "starlark/string.star", "starlark/tuple.star", "starlark/json.star", "starlark/recursion.star",
            "starlark/while.star", "starlark/bytes.star", "starlark/set.star");

    /** Files run and reported beyond the target (now held to the same ratchet). */
    static final List<String> EXTRA = List.of();

    /**
     * The chunks each target file passes today: a ratchet, so that no change loses one. Every chunk of every target
     * file passes but the first of builtins.star, whose one failing assertion (of 150) expects the message of the last
     * failed comparison of Go's insertion sort ({@code sorted([1, 2, None, 3])}: {@code int < NoneType}), where ours
     * reports the first ({@code NoneType < int}). starlark-go's Go test types ({@code hasfields}, {@code fibonacci},
     * {@code struct}) are rebuilt in {@link GoHarnessTypes}. See README "metaSKILLs".
     */
    static final Map<String, Integer> MIN_CHUNKS = Map.ofEntries(
            Map.entry("syntax/errors.star", 52),
            Map.entry("syntax/scan.star", 1),
            Map.entry("resolve/resolve.star", 44),
            Map.entry("starlark/assign.star", 42),
            Map.entry("starlark/bool.star", 1),
            Map.entry("starlark/builtins.star", 4),
            Map.entry("starlark/control.star", 1),
            Map.entry("starlark/dict.star", 5),
            Map.entry("starlark/float.star", 1),
            Map.entry("starlark/function.star", 11),
            Map.entry("starlark/function_param.star", 1),
            Map.entry("starlark/int.star", 1),
            Map.entry("starlark/list.star", 1),
            Map.entry("starlark/misc.star", 9),
            Map.entry("starlark/module.star", 1),
            Map.entry("starlark/string.star", 1),
            Map.entry("starlark/tuple.star", 1),
            Map.entry("starlark/json.star", 2),
            Map.entry("starlark/recursion.star", 1),
            Map.entry("starlark/while.star", 1),
            Map.entry("starlark/bytes.star", 1),
            Map.entry("starlark/set.star", 1));

    /** The assertions each target file passes today (same ratchet). */
    static final Map<String, Integer> MIN_ASSERTIONS = Map.ofEntries(
            Map.entry("starlark/assign.star", 54),
            Map.entry("starlark/bool.star", 32),
            Map.entry("starlark/builtins.star", 149),
            Map.entry("starlark/control.star", 8),
            Map.entry("starlark/dict.star", 108),
            Map.entry("starlark/float.star", 345),
            Map.entry("starlark/function.star", 50),
            Map.entry("starlark/int.star", 216),
            Map.entry("starlark/list.star", 108),
            Map.entry("starlark/misc.star", 34),
            Map.entry("starlark/module.star", 7),
            Map.entry("starlark/string.star", 340),
            Map.entry("starlark/tuple.star", 35),
            Map.entry("starlark/json.star", 99),
            Map.entry("starlark/recursion.star", 2),
            Map.entry("starlark/while.star", 3),
            Map.entry("starlark/bytes.star", 76),
            Map.entry("starlark/set.star", 113));

    static Path root() {
        return SharedFolder.path().resolve("conformance/starlark");
    }

    @TestFactory
    Stream<DynamicTest> everyTargetFile() {
        assumeThat(Files.isDirectory(root())).as("../shared/conformance/starlark is absent (" + root() + ")")
                .isTrue();
        var runner = new ConformanceRunner(root());
        return Stream.concat(TARGET.stream(), EXTRA.stream()).map(f -> DynamicTest.dynamicTest(f, () -> {
            ConformanceRunner.FileResult r = runner.run(f);
            System.out.printf("starlark conformance %-28s chunks %3d/%3d  assertions %4d/%4d%n", f,
                    r.passedChunks(), r.chunks().size(), r.assertionsPassed(), r.assertions());
            var failing = r.chunks().stream().filter(c -> !c.passed())
                    .map(c -> "chunk at line " + c.line() + ": " + c.failures()).toList();
            failing.forEach(c -> System.out.println("  not yet: " + f + " " + c));
            if (TARGET.contains(f)) {
                assertThat(r.passedChunks()).as(f + " chunks passing").isGreaterThanOrEqualTo(MIN_CHUNKS.get(f));
                assertThat(r.assertionsPassed()).as(f + " assertions passing")
                        .isGreaterThanOrEqualTo(MIN_ASSERTIONS.getOrDefault(f, 0));
            }
        }));
    }
}
