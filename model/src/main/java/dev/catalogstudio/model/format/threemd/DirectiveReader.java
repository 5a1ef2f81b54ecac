package dev.catalogstudio.model.format.threemd;

import dev.catalogstudio.model.diag.Diagnostics;
import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.text.SourceText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns the lexemes of a {@code @plane} directive line ({@link ThreeMdLexer#directive}, 3md-base.md section 4.1) into
 * attributes and diagnostics: tokens are separated by spaces or tabs, a quoted span ({@code "..."} or {@code '...'},
 * where a backslash protects the next character) keeps its blanks, every token needs an {@code =}.
 */
final class DirectiveReader {

    private static final String[] COMMON = {"z", "label", "x", "y", "kind"};

    private DirectiveReader() {
    }

    /**
     * The attribute tokens of directive {@code line}, or {@code null} after reporting what is wrong with them. The
     * tokens are {@link ThreeMdLexer#directive}'s, so the highlighter sees the same ones.
     */
    static List<Attribute> read(SourceText source, int line, Diagnostics out) {
        String text = source.text();
        var tokens = new ArrayList<Attribute>();
        var sink = new ThreeMdLexer.Sink() {
            int keyStart;
            int equals;
            boolean unclosed;

            @Override
            public void token(ThreeMdLexer.Kind kind, int start, int end) {
                switch (kind) {
                    case ATTRIBUTE_KEY -> keyStart = start;
                    case EQUALS -> equals = start;
                    case VALUE, QUOTED_VALUE -> tokens.add(new Attribute(lower(text, keyStart, equals), source,
                            keyStart, equals, start, end));
                    case NOT_ATTRIBUTE -> notAttribute(source, start, end, out);
                    case UNCLOSED_QUOTE -> {
                        unclosed = true;
                        char quote = text.charAt(start);
                        out.report(Rule.INVALID_PLANE_DIRECTIVE, source.range(start, end), "This quote is never "
                                + "closed; end the value with a matching " + quote + " (write \\" + quote
                                + " for a literal one).");
                    }
                    default -> {
                        // DIRECTIVE
                    }
                }
            }
        };
        boolean ok = ThreeMdLexer.directive(text, source.lineStart(line), source.lineEnd(line), sink);
        return ok && !sink.unclosed ? tokens : null;
    }

    private static void notAttribute(SourceText source, int start, int end, Diagnostics out) {
        String text = source.text();
        if (text.charAt(start) != '=') {
            out.report(Rule.INVALID_PLANE_DIRECTIVE, source.range(start, end), "'" + clip(text, start, end)
                    + "' is not an attribute: every @plane token must be key=value (quote values with spaces).");
        } else {
            out.report(Rule.INVALID_PLANE_DIRECTIVE, source.range(start, end),
                    "This attribute has no key before '='; write key=value.");
        }
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
