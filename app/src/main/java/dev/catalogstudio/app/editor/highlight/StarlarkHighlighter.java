package dev.catalogstudio.app.editor.highlight;

import java.util.Set;

/**
 * Highlights Starlark (the language of metaskills' {@code *.star} files; {@code starlark-spec.md}, "Lexical
 * elements"): comments, string literals with {@code r}/{@code b} prefixes and triple quotes, numbers, keywords and
 * reserved words, {@code True}/{@code False}/{@code None}, built-in functions, and the name after {@code def}.
 */
public final class StarlarkHighlighter implements Highlighter {

    private static final Set<String> KEYWORDS = Set.of(
            "and", "break", "continue", "def", "elif", "else", "for", "if", "in", "lambda", "load", "not", "or",
            "pass", "return", "while",
            "as", "assert", "async", "await", "class", "del", "except", "finally", "from", "global", "import", "is",
            "nonlocal", "raise", "try", "with", "yield");

    private static final Set<String> LITERALS = Set.of("True", "False", "None");

    private static final Set<String> BUILTINS = Set.of(
            "abs", "any", "all", "bool", "bytes", "dict", "dir", "enumerate", "fail", "float", "getattr", "hasattr",
            "hash", "int", "len", "list", "max", "min", "print", "range", "repr", "reversed", "set", "sorted", "str",
            "tuple", "type", "zip");

    @Override
    public void highlight(String text, int from, int to, Spans out) {
        int pos = from;
        boolean afterDef = false;
        while (pos < to) {
            char c = text.charAt(pos);
            if (c == '#') {
                int end = Lines.contentEnd(text, pos, Lines.terminator(text, pos, to));
                out.add(pos, end, SyntaxStyle.COMMENT);
                pos = end;
            } else if (c == '"' || c == '\'') {
                pos = string(text, pos, pos, to, out);
            } else if (Character.isDigit(c) || c == '.' && pos + 1 < to && Character.isDigit(text.charAt(pos + 1))) {
                pos = number(text, pos, to, out);
            } else if (Character.isLetter(c) || c == '_') {
                int end = pos + 1;
                while (end < to && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
                    end++;
                }
                boolean quoteNext = end < to && (text.charAt(end) == '"' || text.charAt(end) == '\'');
                if (quoteNext && isStringPrefix(text, pos, end)) {
                    pos = string(text, pos, end, to, out);
                    continue;
                }
                String word = end - pos <= 16 ? text.substring(pos, end) : "";
                if (afterDef) {
                    out.add(pos, end, SyntaxStyle.FUNCTION);
                } else if (KEYWORDS.contains(word)) {
                    out.add(pos, end, SyntaxStyle.KEYWORD);
                } else if (LITERALS.contains(word)) {
                    out.add(pos, end, SyntaxStyle.LITERAL);
                } else if (BUILTINS.contains(word) && nextIs(text, end, to, '(')) {
                    out.add(pos, end, SyntaxStyle.BUILTIN);
                }
                afterDef = word.equals("def");
                pos = end;
            } else {
                if (!Character.isWhitespace(c)) {
                    afterDef = false;
                }
                pos++;
            }
        }
    }

    private static boolean isStringPrefix(String text, int start, int end) {
        int n = end - start;
        if (n > 2) {
            return false;
        }
        String p = text.substring(start, end).toLowerCase(java.util.Locale.ROOT);
        return p.equals("r") || p.equals("b") || p.equals("rb") || p.equals("br");
    }

    private static boolean nextIs(String text, int pos, int to, char c) {
        while (pos < to && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
            pos++;
        }
        return pos < to && text.charAt(pos) == c;
    }

    /** A string literal whose prefix starts at {@code start} and whose quote is at {@code quote}. */
    private static int string(String text, int start, int quote, int to, Spans out) {
        char q = text.charAt(quote);
        String triple = String.valueOf(q).repeat(3);
        int end;
        if (text.startsWith(triple, quote) && quote + 3 <= to) {
            int close = quote + 3;
            while (true) {
                close = text.indexOf(triple, close);
                if (close < 0 || close + 3 > to) {
                    end = to;
                    break;
                }
                if (!isEscaped(text, close, quote + 3)) {
                    end = close + 3;
                    break;
                }
                close++;
            }
        } else {
            end = quote + 1;
            while (end < to && text.charAt(end) != '\n') {
                char c = text.charAt(end);
                end += c == '\\' ? 2 : 1;
                if (c == q) {
                    break;
                }
            }
            end = Math.min(end, to);
        }
        out.add(start, end, SyntaxStyle.STRING);
        return end;
    }

    private static boolean isEscaped(String text, int pos, int floor) {
        int backslashes = 0;
        while (pos - 1 - backslashes >= floor && text.charAt(pos - 1 - backslashes) == '\\') {
            backslashes++;
        }
        return backslashes % 2 == 1;
    }

    private static int number(String text, int pos, int to, Spans out) {
        int end = pos + 1;
        while (end < to) {
            char c = text.charAt(end);
            boolean exponentSign = (c == '+' || c == '-') && "eE".indexOf(text.charAt(end - 1)) >= 0
                    && !(text.charAt(pos) == '0' && pos + 1 < to && "xX".indexOf(text.charAt(pos + 1)) >= 0);
            if (!(Character.isLetterOrDigit(c) || c == '.' || c == '_' || exponentSign)) {
                break;
            }
            end++;
        }
        out.add(pos, end, SyntaxStyle.NUMBER);
        return end;
    }
}
