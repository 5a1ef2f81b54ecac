package dev.catalogstudio.model.starlark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code l += l} follows starlark-go: it doubles the list (issue 22); extending a list being iterated still fails. */
class ListSelfExtendTest {

    private static Module exec(String source) {
        Program p = Program.compile("t.star", source, Dialect.STANDARD, Set.of());
        assertThat(p.problems()).isEmpty();
        return p.execute(new StarlarkThread(Budget.UNLIMITED), Map.of());
    }

    @Test
    void listPlusEqualsItselfDoublesIt() {
        Module m = exec("def f():\n    l = [1, 2]\n    l += l\n    return l\nr = f()\n");
        assertThat(Starlark.repr(m.global("r"))).isEqualTo("[1, 2, 1, 2]");
    }

    @Test
    void extendingAListDuringItsIterationStillFails() {
        assertThatThrownBy(() -> exec("def f():\n    l = [1]\n    for x in l:\n        l += [2]\nf()\n"))
                .isInstanceOf(EvalException.class).hasMessageContaining("during iteration");
    }
}
