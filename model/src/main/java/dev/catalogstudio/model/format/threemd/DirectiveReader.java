package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits a {@code @plane} directive line into attribute tokens (3md-base.md section 4.1): tokens are separated by
 * spaces or tabs, a quoted span ({@code "..."} or {@code '...'}, where a backslash protects the next character) keeps
 * its blanks, every token needs an {@code =}. One pass over the line, no backtracking.
 */
final class DirectiveReader {

    private static final int KEYWORD = "@plane".length();
    private static final String[] COMMON = {"z", "label", "x", "y", "kind"};

    private DirectiveReader() {
    }

    /** Whether 1-based {@code line} is a directive by its text: {@code @plane} at column 1, then a blank or the end. */
    static boolean isDirective(SourceText source, int line) {
        String text = source.text();
        int start = source.lineStart(line);
        int end = source.lineEnd(line);
        return text.startsWith("@plane", start)
                && (end == start + KEYWORD || Blanks.isBlank(text.charAt(start + KEYWORD)));
    }

    /** The attribute tokens of directive {@code line}, or {@code null} after reporting what is wrong with them. */
    static List<Attribute> read(SourceText source, int line, Diagnostics out) {
        String text = source.text();
        int end = source.lineEnd(line);
        var tokens = new ArrayList<Attribute>();
        boolean ok = true;
        int tokenStart = -1;
        int quoteStart = -1;
        char quote = 0;
        boolean escaped = false;
        for (int i = source.lineStart(line) + KEYWORD; i < end; i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == quote) {
                    quote = 0;
                }
            } else if (Blanks.isBlank(c)) {
                if (tokenStart >= 0) {
                    ok &= token(source, tokenStart, i, tokens, out);
                    tokenStart = -1;
                }
            } else {
                tokenStart = tokenStart < 0 ? i : tokenStart;
                if (c == '"' || c == '\'') {
                    quote = c;
                    quoteStart = i;
                }
            }
        }
        if (quote != 0) {
            out.report(Rule.INVALID_PLANE_DIRECTIVE, source.range(quoteStart, end), "This quote is never closed; "
                    + "end the value with a matching " + quote + " (write \\" + quote + " for a literal one).");
            return null;
        }
        if (tokenStart >= 0) {
            ok &= token(source, tokenStart, end, tokens, out);
        }
        return ok ? tokens : null;
    }

    private static boolean token(SourceText source, int start, int end, List<Attribute> tokens, Diagnostics out) {
        String text = source.text();
        int eq = start;
        while (eq < end && text.charAt(eq) != '=') {
            eq++;
        }
        if (eq == end) {
            out.report(Rule.INVALID_PLANE_DIRECTIVE, source.range(start, end), "'" + clip(text, start, end)
                    + "' is not an attribute: every @plane token must be key=value (quote values with spaces).");
            return false;
        }
        if (eq == start) {
            out.report(Rule.INVALID_PLANE_DIRECTIVE, source.range(start, end),
                    "This attribute has no key before '='; write key=value.");
            return false;
        }
        int valueStart = Blanks.skip(text, eq + 1, end);
        tokens.add(new Attribute(lower(text, start, eq), source, start, eq, valueStart, end));
        return true;
    }

    /** {@code text[start, end)} lowercased; the common all-lowercase key costs one scan and one copy. */
    private static String lower(String text, int start, int end) {
        for (String common : COMMON) {
            if (end - start == common.length() && text.startsWith(common, start)) {
                return common;
            }
        }
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c >= 'A' && c <= 'Z' || c > 127) {
                return text.substring(start, end).toLowerCase(Locale.ROOT);
            }
        }
        return text.substring(start, end);
    }

    /** At most 40 characters of {@code text[start, end)}, for messages. */
    static String clip(String text, int start, int end) {
        return end - start <= 40 ? text.substring(start, end) : text.substring(start, start + 40) + "...";
    }
}
