package dev.catalogstudio.model.format.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Checks an SPDX license expression (SPDX specification 2.3, Annex D): a license identifier ({@code MIT}), optionally
 * with {@code +} ({@code GPL-2.0+}), a {@code LicenseRef-…} (optionally {@code DocumentRef-…:LicenseRef-…}), an
 * identifier {@code WITH} an exception ({@code GPL-2.0-only WITH Classpath-exception-2.0}), and any of these combined
 * with {@code AND}, {@code OR} and parentheses. Operators must be in capitals; identifiers match in any case.
 *
 * <p>The check is a single left-to-right pass with a parenthesis counter, never recursion, so any nesting depth
 * costs linear time and constant stack. Stateless and thread-safe. Shared by the formats whose manifests carry a
 * license (OAF, Agent Plugins).
 */
public final class SpdxExpression {

    /** What kind of problem a part of the expression has. */
    public enum Kind {
        /** The expression is not well formed (a missing operand, an unbalanced parenthesis, a stray word). */
        SYNTAX,
        /** A word in identifier position that SPDX does not list. */
        UNKNOWN,
        /** An identifier SPDX lists as deprecated. */
        DEPRECATED
    }

    /**
     * One problem.
     *
     * @param kind    what is wrong
     * @param from    0-based start of the offending part, in UTF-16 units of the expression
     * @param to      0-based exclusive end ({@code from == to} at the end of the text)
     * @param message what is wrong and what would be right, one sentence without a final period
     */
    public record Problem(Kind kind, int from, int to, String message) {
    }

    /** Tokens scanned and characters tokenized, ever (a work count for tests; never read by the product). */
    static final java.util.concurrent.atomic.LongAdder STEPS = new java.util.concurrent.atomic.LongAdder();

    private static final Pattern LICENSE_REF =
            Pattern.compile("(DocumentRef-[A-Za-z0-9.-]+:)?LicenseRef-[A-Za-z0-9.-]+");
    private static final Pattern ADDITION_REF =
            Pattern.compile("(DocumentRef-[A-Za-z0-9.-]+:)?AdditionRef-[A-Za-z0-9.-]+");

    private enum State { OPERAND, OPERATOR, EXCEPTION }

    private record Token(String text, int from, int to) {
    }

    private final SpdxLicenses ids;

    /** A checker against {@code ids}. */
    public SpdxExpression(SpdxLicenses ids) {
        this.ids = ids;
    }

    /** Every problem of {@code expression}, in order; empty when it is a valid expression of current identifiers. */
    public List<Problem> check(String expression) {
        var problems = scan(expression);
        var lookalike = problems.isEmpty() || expression.indexOf('(') >= 0 || expression.indexOf(')') >= 0
                ? Optional.<String>empty() : ids.lookalike(expression);
        if (lookalike.isPresent() && problems.stream().noneMatch(p -> p.kind() == Kind.DEPRECATED)) {
            return List.of(new Problem(Kind.UNKNOWN, 0, expression.length(), "'" + expression.strip()
                    + "' is not an SPDX license identifier; did you mean '" + lookalike.get() + "'?"));
        }
        return problems;
    }

    private List<Problem> scan(String expression) {
        var problems = new ArrayList<Problem>();
        State state = State.OPERAND;
        boolean withAllowed = false;
        int depth = 0;
        for (Token token : tokens(expression)) {
            STEPS.increment();
            String t = token.text();
            switch (state) {
                case OPERAND -> {
                    if (t.equals("(")) {
                        depth++;
                    } else if (t.equals(")") || isOperator(t)) {
                        return syntax(problems, token, "expected a license identifier before '" + t + "'");
                    } else {
                        license(token, problems);
                        state = State.OPERATOR;
                        withAllowed = true;
                    }
                }
                case OPERATOR -> {
                    if (t.equals(")")) {
                        if (--depth < 0) {
                            return syntax(problems, token, "this ')' closes no '('");
                        }
                        withAllowed = false;
                    } else if (t.equals("AND") || t.equals("OR")) {
                        state = State.OPERAND;
                    } else if (t.equals("WITH") && withAllowed) {
                        state = State.EXCEPTION;
                    } else if (isOperator(t)) {
                        return syntax(problems, token, !t.equals(t.toUpperCase(Locale.ROOT))
                                ? "write the operator in capitals: '" + t.toUpperCase(Locale.ROOT) + "'"
                                : "WITH follows a single license identifier, not a parenthesized group");
                    } else {
                        return syntax(problems, token, "expected AND, OR or WITH between identifiers, found '"
                                + t + "'");
                    }
                }
                case EXCEPTION -> {
                    if (t.equals("(") || t.equals(")") || isOperator(t)) {
                        return syntax(problems, token, "expected a license exception identifier after WITH");
                    }
                    exception(token, problems);
                    state = State.OPERATOR;
                    withAllowed = false;
                }
            }
        }
        int end = expression.length();
        if (state != State.OPERATOR) {
            problems.add(new Problem(Kind.SYNTAX, end, end, expression.isBlank() ? "the license is empty"
                    : "the expression ends where an identifier belongs"));
        } else if (depth > 0) {
            problems.add(new Problem(Kind.SYNTAX, end, end, depth + " '(' never closed; add ')'"));
        }
        return problems;
    }

    private void license(Token token, List<Problem> problems) {
        String word = token.text();
        boolean plus = word.endsWith("+") && word.length() > 1;
        String id = plus ? word.substring(0, word.length() - 1) : word;
        if (LICENSE_REF.matcher(id).matches()) {
            if (plus) {
                problems.add(new Problem(Kind.SYNTAX, token.to() - 1, token.to(), "'+' cannot follow a LicenseRef"));
            }
            return;
        }
        var canonical = ids.license(id);
        if (canonical.isEmpty()) {
            String hint = ids.lookalike(id).map(s -> "; did you mean '" + s + "'?").orElse(
                    "; use an identifier from spdx.org/licenses or 'LicenseRef-<name>' for a license of your own");
            problems.add(new Problem(Kind.UNKNOWN, token.from(), token.to(), "'" + id + "' is not an SPDX license "
                    + "identifier" + hint));
        } else if (ids.isDeprecatedLicense(id)) {
            String base = canonical.get();
            String instead = ids.license(base + "-only").isPresent()
                    ? plus ? "'" + base + "-or-later'" : "'" + base + "-only' or '" + base + "-or-later'"
                    : "its current replacement from spdx.org/licenses";
            problems.add(new Problem(Kind.DEPRECATED, token.from(), token.to(), "'" + word + "' is a deprecated SPDX "
                    + "identifier; use " + instead));
        }
    }

    private void exception(Token token, List<Problem> problems) {
        String id = token.text();
        if (ADDITION_REF.matcher(id).matches()) {
            return;
        }
        if (ids.exception(id).isEmpty()) {
            problems.add(new Problem(Kind.UNKNOWN, token.from(), token.to(), "'" + id + "' is not an SPDX license "
                    + "exception identifier (e.g. 'Classpath-exception-2.0')"));
        } else if (ids.isDeprecatedException(id)) {
            problems.add(new Problem(Kind.DEPRECATED, token.from(), token.to(), "'" + id + "' is a deprecated SPDX "
                    + "exception identifier; use its current replacement from spdx.org/licenses/exceptions-index"));
        }
    }

    private static List<Problem> syntax(List<Problem> problems, Token token, String message) {
        problems.add(new Problem(Kind.SYNTAX, token.from(), token.to(), message));
        return problems;
    }

    private static boolean isOperator(String word) {
        return word.equalsIgnoreCase("AND") || word.equalsIgnoreCase("OR") || word.equalsIgnoreCase("WITH");
    }

    private static List<Token> tokens(String text) {
        var tokens = new ArrayList<Token>();
        int i = 0;
        while (i < text.length()) {
            STEPS.increment();
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '(' || c == ')') {
                tokens.add(new Token(String.valueOf(c), i, i + 1));
                i++;
            } else {
                int start = i;
                while (i < text.length() && !Character.isWhitespace(text.charAt(i)) && text.charAt(i) != '('
                        && text.charAt(i) != ')') {
                    i++;
                }
                STEPS.add(i - start);
                tokens.add(new Token(text.substring(start, i), start, i));
            }
        }
        return tokens;
    }
}
