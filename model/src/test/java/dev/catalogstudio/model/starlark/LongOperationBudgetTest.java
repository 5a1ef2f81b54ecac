package dev.catalogstudio.model.starlark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The budgets reach inside one long built-in operation (issue 22, "the metaSKILL host does not keep its budgets"):
 * comparison and hashing of shared structures, int/text conversion of huge numbers, big-int arithmetic and string
 * building stop with a clean error at the step budget, the deadline or the memory budget. No test measures time: the
 * deadline is driven by a clock that advances one second per reading, and the others by small budgets.
 */
@Timeout(60)
class LongOperationBudgetTest {

    private static final String SHARED = "x = [1]\nfor i in range(60):\n    x = [x, x]\ny = [1]\nfor i in range(60):\n"
            + "    y = [y, y]\n";
    private static final String SHARED_TUPLE = "x = (1,)\nfor i in range(60):\n    x = (x, x)\ny = (1,)\n"
            + "for i in range(60):\n    y = (y, y)\n";

    private static final Dialect LOOSE = Dialect.STANDARD.with("globalreassign").with("toplevelcontrol");

    /** Runs {@code source} under {@code budget} with a clock that advances one second each time it is read. */
    private static String fails(String source, Budget budget) {
        Program program = Program.compile("t.star", source, LOOSE, Set.of("json"));
        assertThat(program.problems()).isEmpty();
        var clock = new AtomicLong();
        var thread = new StarlarkThread(budget, () -> clock.getAndAdd(1_000_000_000L));
        try {
            program.execute(thread, Map.of("json", JsonModule.MODULE));
        } catch (EvalException e) {
            return e.getMessage();
        }
        throw new AssertionError("ran to the end: " + source);
    }

    /** A deadline of 5 seconds on the advancing clock, no other limit. */
    private static String timesOut(String source) {
        return fails(source, new Budget(Long.MAX_VALUE, Long.MAX_VALUE, 5_000_000_000L));
    }

    @Test
    void equalityOfSharedStructuresMeetsTheDeadline() {
        assertThat(timesOut(SHARED + "z = x == y\n")).contains("timeout");
    }

    @Test
    void orderingOfSharedStructuresMeetsTheDeadline() {
        assertThat(timesOut(SHARED + "z = x < y\n")).contains("timeout");
    }

    @Test
    void hashingOfSharedTuplesMeetsTheDeadline() {
        assertThat(timesOut(SHARED_TUPLE + "z = {x: 1}\n")).contains("timeout");
        assertThat(timesOut(SHARED_TUPLE + "z = {}\nz[x] = 1\nw = z.get(y)\n")).contains("timeout");
    }

    @Test
    void comparisonWorkIsCountedAsSteps() {
        assertThat(fails(SHARED + "z = x == y\n", new Budget(1_000_000, Long.MAX_VALUE, Long.MAX_VALUE)))
                .contains("step budget exceeded");
    }

    @Test
    void intOfALongStringIsRefused() {
        assertThat(timesOut("z = int('7' * 10000)\n")).contains("too many digits").contains("4300");
        // within the limit it converts; power-of-two bases are linear and unlimited, as in CPython
        Program p = Program.compile("t.star", "z = int('7' * 4300)\nw = int('f' * 5000, 16)\n", Dialect.STANDARD,
                Set.of());
        p.execute(new StarlarkThread(Budget.UNLIMITED), Map.of());
    }

    @Test
    void strOfAHugeIntIsRefused() {
        String huge = "x = 1 << 500\nfor i in range(6):\n    x = x * x\n";  // 32,000 bits: 9,633 digits
        assertThat(timesOut(huge + "z = str(x)\n")).contains("too large to convert to decimal text");
        assertThat(timesOut(huge + "z = '%d' % x\n")).contains("too large to convert to decimal text");
        assertThat(timesOut(huge + "z = json.encode(x)\n")).contains("too large to convert to decimal text");
    }

    @Test
    void floatOfAHugeIntIsRefused() {
        assertThat(timesOut("x = 1 << 511\nfor i in range(3):\n    x = x * x\nz = float(x)\n"))
                .contains("too large to convert to float");
    }

    @Test
    void repeatedSquaringStopsAtTheStepBudgetBeforeMultiplying() {
        String square = "x = 3\nfor i in range(40):\n    x = x * x\n";
        assertThat(fails(square, new Budget(100_000_000, Long.MAX_VALUE, Long.MAX_VALUE)))
                .contains("step budget exceeded");
        String divide = "x = 3\nfor i in range(19):\n    x = x * x\ny = x >> 415000\n"
                + "for i in range(40):\n    z = x // y\n";
        assertThat(fails(divide, new Budget(100_000_000, Long.MAX_VALUE, Long.MAX_VALUE)))
                .contains("step budget exceeded");
    }

    @Test
    void aLongIntLiteralIsASyntaxErrorAtItsPosition() {
        Program p = Program.compile("t.star", "a = 1\nb = " + "9".repeat(5000) + "\n", Dialect.STANDARD, Set.of());
        assertThat(p.problems()).hasSize(1);
        assertThat(p.problems().get(0).message()).contains("too many digits");
        assertThat(p.lineOf(p.problems().get(0).start())).isEqualTo(2);
        assertThat(Program.compile("t.star", "b = " + "9".repeat(4300) + "\n", Dialect.STANDARD, Set.of())
                .problems()).isEmpty();
    }

    @Test
    void jsonNumbersWithTooManyDigitsAreRefused() {
        var thread = new StarlarkThread(Budget.UNLIMITED);
        assertThatThrownBy(() -> JsonModule.decode(thread, "{\"n\": " + "1".repeat(5000) + "}"))
                .isInstanceOf(EvalException.class).hasMessageContaining("too many digits");
        assertThat(timesOut("z = json.decode('[' + '1' * 5000 + ']')\n")).contains("too many digits");
    }

    @Test
    void strOfManyReferencesToOneBigStringStopsAtTheMemoryBudgetBeforeBuilding() {
        // 3,000 references to one 100 KB string: 300 MB if built; the budget is 1 MB
        String source = "s = 'a' * 100000\nl = [s] * 3000\nz = str(l)\n";
        assertThat(fails(source, new Budget(Long.MAX_VALUE, 1 << 20, Long.MAX_VALUE)))
                .contains("memory budget exceeded");
        assertThat(fails("s = 'a' * 100000\nl = [s] * 3000\nz = '%s' % (l,)\n",
                new Budget(Long.MAX_VALUE, 1 << 20, Long.MAX_VALUE))).contains("memory budget exceeded");
        assertThat(fails("s = 'a' * 100000\nl = [s] * 3000\nz = '{}'.format(l)\n",
                new Budget(Long.MAX_VALUE, 1 << 20, Long.MAX_VALUE))).contains("memory budget exceeded");
    }

    @Test
    void jsonEncodeOfSharedStructuresMeetsTheDeadline() {
        // the output would be 2^60 elements: stopped by the memory budget or the deadline, whichever comes first
        assertThat(fails("x = [1]\nfor i in range(60):\n    x = [x, x]\nz = json.encode(x)\n",
                new Budget(Long.MAX_VALUE, 1 << 20, 5_000_000_000L))).containsAnyOf("timeout", "memory budget");
    }

    @Test
    void dictAndListGrowthIsChargedAsTheHeapPaysForIt() {
        var budget = new Budget(Long.MAX_VALUE, 8 << 20, Long.MAX_VALUE);  // 8 MiB
        // 10^8 entries took 2 GB: d[k] = v was not charged at all
        assertThat(fails("d = {}\nfor i in range(100000000):\n    d[i] = i\n", budget))
                .contains("memory budget exceeded");
        assertThat(fails("d = {}\nfor i in range(100000000):\n    d.setdefault(i, i)\n", budget))
                .contains("memory budget exceeded");
        assertThat(fails("l = []\nfor i in range(100000000):\n    l.append(i)\n", budget))
                .contains("memory budget exceeded");
        // 8 MiB holds at most 8 MiB / 96 entries
        var counted = new StarlarkThread(budget);
        try {
            Program.compile("t.star", "d = {}\nfor i in range(100000000):\n    d[i] = i\n", LOOSE, Set.of())
                    .execute(counted, Map.of());
        } catch (EvalException e) {
            assertThat(counted.bytesAllocated()).isEqualTo(8 << 20);
        }
    }
}
