package dev.catalogstudio.model.format.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.format.common.SpdxExpression.Kind;
import dev.catalogstudio.model.format.common.SpdxExpression.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** SPDX license expressions (SPDX 2.3 Annex D) against the bundled identifier lists. */
class SpdxExpressionTest {

    private final SpdxExpression spdx = new SpdxExpression(SpdxLicenses.bundled());

    @ParameterizedTest
    @ValueSource(strings = {"MIT", "Apache-2.0", "0BSD", "mit", "MIT OR Apache-2.0", "(MIT AND BSD-3-Clause)",
        "GPL-2.0-only WITH Classpath-exception-2.0", "LicenseRef-Proprietary", "DocumentRef-spdx:LicenseRef-x.1",
        "Apache-1.0+", "(MIT OR (Apache-2.0 AND BSD-2-Clause)) AND ISC", " MIT ", "MIT WITH AdditionRef-mine"})
    void validExpressionsHaveNoProblems(String expression) {
        assertThat(spdx.check(expression)).isEmpty();
    }

    @Test
    void bundledListsKnowCanonicalSpellings() {
        var ids = SpdxLicenses.bundled();
        assertThat(ids.license("apache-2.0")).contains("Apache-2.0");
        assertThat(ids.license("GPL-2.0")).contains("GPL-2.0");
        assertThat(ids.isDeprecatedLicense("GPL-2.0")).isTrue();
        assertThat(ids.isDeprecatedLicense("MIT")).isFalse();
        assertThat(ids.exception("classpath-exception-2.0")).contains("Classpath-exception-2.0");
        assertThat(ids.license("Not-A-License")).isEmpty();
    }

    @Test
    void deprecatedIdentifiersSuggestTheirReplacement() {
        assertThat(spdx.check("GPL-2.0")).containsExactly(new Problem(Kind.DEPRECATED, 0, 7,
                "'GPL-2.0' is a deprecated SPDX identifier; use 'GPL-2.0-only' or 'GPL-2.0-or-later'"));
        assertThat(spdx.check("MIT OR GPL-3.0+")).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(Kind.DEPRECATED);
            assertThat(p.from()).isEqualTo(7);
            assertThat(p.to()).isEqualTo(15);
            assertThat(p.message()).contains("'GPL-3.0-or-later'");
        });
        assertThat(spdx.check("MIT WITH Nokia-Qt-exception-1.1")).extracting(Problem::kind)
                .containsExactly(Kind.DEPRECATED);
    }

    @Test
    void unknownIdentifiersPointAtTheWordAndSuggestALookalike() {
        assertThat(spdx.check("MIT OR Foo-1.0")).containsExactly(new Problem(Kind.UNKNOWN, 7, 14, "'Foo-1.0' is not an"
                + " SPDX license identifier; use an identifier from spdx.org/licenses or 'LicenseRef-<name>' for a"
                + " license of your own"));
        assertThat(spdx.check("Apache 2.0")).containsExactly(new Problem(Kind.UNKNOWN, 0, 10,
                "'Apache 2.0' is not an SPDX license identifier; did you mean 'Apache-2.0'?"));
        assertThat(spdx.check("GPL-2.0-only WITH No-Such-exception")).extracting(Problem::kind, Problem::from)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Kind.UNKNOWN, 18));
    }

    @Test
    void garbageIsASyntaxProblemAtTheRightPlace() {
        assertThat(first("")).isEqualTo(new Problem(Kind.SYNTAX, 0, 0, "the license is empty"));
        assertThat(first("MIT or Apache-2.0")).isEqualTo(new Problem(Kind.SYNTAX, 4, 6,
                "write the operator in capitals: 'OR'"));
        assertThat(first("MIT OR")).isEqualTo(new Problem(Kind.SYNTAX, 6, 6,
                "the expression ends where an identifier belongs"));
        assertThat(first("(MIT")).isEqualTo(new Problem(Kind.SYNTAX, 4, 4, "1 '(' never closed; add ')'"));
        assertThat(first("MIT)")).isEqualTo(new Problem(Kind.SYNTAX, 3, 4, "this ')' closes no '('"));
        assertThat(first("()").from()).isEqualTo(1);
        assertThat(first("(MIT OR ISC) WITH Classpath-exception-2.0").message()).startsWith("WITH follows");
        assertThat(first("MIT ISC").message()).isEqualTo("expected AND, OR or WITH between identifiers, found 'ISC'");
        assertThat(first("LicenseRef-x+").kind()).isEqualTo(Kind.SYNTAX);
        assertThat(first("MIT WITH").kind()).isEqualTo(Kind.SYNTAX);
    }

    @Test
    // A hang guard only: the work is counted.
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void deepNestingIsLinearAndNeverOverflows() {
        int n = 25_000;
        assertThat(spdx.check("(".repeat(4 * n) + "MIT" + ")".repeat(4 * n))).isEmpty();
        assertThat(spdx.check("MIT AND ".repeat(4 * n) + "MIT")).isEmpty();
        assertThat(spdx.check("(".repeat(4 * n))).isNotEmpty();
        // Steps (tokens scanned, characters tokenized) for 4n against n: linear is 4, quadratic 16.
        assertThat(steps("(".repeat(4 * n) + "MIT" + ")".repeat(4 * n)))
                .isLessThanOrEqualTo(4.5 * steps("(".repeat(n) + "MIT" + ")".repeat(n)));
        assertThat(steps("MIT AND ".repeat(4 * n) + "MIT"))
                .isLessThanOrEqualTo(4.5 * steps("MIT AND ".repeat(n) + "MIT"));
        assertThat(steps("(".repeat(4 * n))).isLessThanOrEqualTo(4.5 * steps("(".repeat(n)));
    }

    private double steps(String expression) {
        long before = SpdxExpression.STEPS.sum();
        spdx.check(expression);
        return SpdxExpression.STEPS.sum() - before;
    }

    private Problem first(String expression) {
        return spdx.check(expression).get(0);
    }
}
