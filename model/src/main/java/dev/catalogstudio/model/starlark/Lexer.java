package dev.catalogstudio.model.starlark;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Splits Starlark source into tokens (starlark-spec.md "Lexical elements", "String literals", "String escapes"):
 * identifiers and keywords, int, float, string and bytes literals in all their forms, punctuation, and the layout
 * tokens {@code NEWLINE}, {@code INDENT} and {@code OUTDENT}. Newlines inside brackets and after a backslash join
 * lines; blank and comment-only lines do not count. A tab in indentation advances to the next multiple of 8.
 *
 * <p>Never throws: a bad character, escape or literal is reported through {@link #errors()} with its offset and the
 * scan goes on, so a file's every lexical error is found in one pass. Offsets are 0-based UTF-16 code units.
 */
final class Lexer {

    /** A lexical error: 0-based UTF-16 offsets {@code start..end} and starlark-go's message. */
    record LexError(int start, int end, String message) {
    }

    private static final Map<String, TokenKind> KEYWORDS = Map.ofEntries(
            Map.entry("and", TokenKind.AND), Map.entry("break", TokenKind.BREAK),
            Map.entry("continue", TokenKind.CONTINUE), Map.entry("def", TokenKind.DEF),
            Map.entry("elif", TokenKind.ELIF), Map.entry("else", TokenKind.ELSE), Map.entry("for", TokenKind.FOR),
            Map.entry("if", TokenKind.IF), Map.entry("in", TokenKind.IN), Map.entry("lambda", TokenKind.LAMBDA),
            Map.entry("load", TokenKind.LOAD), Map.entry("not", TokenKind.NOT), Map.entry("or", TokenKind.OR),
            Map.entry("pass", TokenKind.PASS), Map.entry("return", TokenKind.RETURN),
            Map.entry("while", TokenKind.WHILE));

    private final String src;
    private final List<Token> tokens = new ArrayList<>();
    private final List<LexError> errors = new ArrayList<>();
    /** The {@code #} comments, as {@code [start, end)} pairs in source order (for the editor's highlighting). */
    private final List<int[]> comments = new ArrayList<>();
    private final List<Integer> indents = new ArrayList<>(List.of(0));
    private int pos;
    private int depth;

    private Lexer(String src) {
        this.src = src;
    }

    /** The tokens of {@code src}, always ending with {@code EOF}, and the lexical errors found on the way. */
    static Lexer scan(String src) {
        var lexer = new Lexer(src);
        lexer.run();
        return lexer;
    }

    List<Token> tokens() {
        return tokens;
    }

    List<LexError> errors() {
        return errors;
    }

    List<int[]> comments() {
        return comments;
    }

    private void run() {
        boolean lineStart = true;
        while (true) {
            if (lineStart) {
                lineStart = false;
                if (depth == 0 && !indentation()) {
                    break;
                }
            }
            skipSpaceAndComments();
            if (pos >= src.length()) {
                break;
            }
            char c = src.charAt(pos);
            if (c == '\n' || c == '\r') {
                int start = pos;
                pos += c == '\r' && pos + 1 < src.length() && src.charAt(pos + 1) == '\n' ? 2 : 1;
                if (depth == 0) {
                    emit(TokenKind.NEWLINE, start, pos, null);
                    lineStart = true;
                }
                continue;
            }
            if (c == '\\') {
                if (pos + 1 < src.length() && (src.charAt(pos + 1) == '\n' || src.charAt(pos + 1) == '\r')) {
                    pos += 2;
                    if (src.charAt(pos - 1) == '\r' && pos < src.length() && src.charAt(pos) == '\n') {
                        pos++;
                    }
                    continue;
                }
                error(pos, pos + 1, "stray backslash in program");
                pos++;
                continue;
            }
            token(c);
        }
        int end = src.length();
        if (depth == 0 && !tokens.isEmpty() && last() != TokenKind.NEWLINE) {
            emit(TokenKind.NEWLINE, end, end, null);
        }
        while (indents.size() > 1) {
            indents.remove(indents.size() - 1);
            emit(TokenKind.OUTDENT, end, end, null);
        }
        emit(TokenKind.EOF, end, end, null);
    }

    private TokenKind last() {
        return tokens.get(tokens.size() - 1).kind();
    }

    /** Measures a line's indentation and emits INDENT/OUTDENT; false at the end of input. */
    private boolean indentation() {
        while (true) {
            int col = 0;
            int start = pos;
            while (pos < src.length()) {
                char c = src.charAt(pos);
                if (c == ' ') {
                    col++;
                } else if (c == '\t') {
                    col += 8 - col % 8;
                } else if (c == '\f') {
                    col = 0;
                } else {
                    break;
                }
                pos++;
            }
            if (pos >= src.length()) {
                return false;
            }
            char c = src.charAt(pos);
            if (c == '#') {
                int comment = pos;
                while (pos < src.length() && src.charAt(pos) != '\n' && src.charAt(pos) != '\r') {
                    pos++;
                }
                comments.add(new int[] {comment, pos});
            }
            if (pos < src.length() && (src.charAt(pos) == '\n' || src.charAt(pos) == '\r')) {
                pos += src.charAt(pos) == '\r' && pos + 1 < src.length() && src.charAt(pos + 1) == '\n' ? 2 : 1;
                continue;
            }
            if (pos >= src.length()) {
                return false;
            }
            if (c == '\\' && pos + 1 < src.length() && (src.charAt(pos + 1) == '\n' || src.charAt(pos + 1) == '\r')) {
                return true;
            }
            int top = indents.get(indents.size() - 1);
            if (col > top) {
                indents.add(col);
                emit(TokenKind.INDENT, start, pos, null);
            } else if (col < top) {
                while (indents.size() > 1 && col < indents.get(indents.size() - 1)) {
                    indents.remove(indents.size() - 1);
                    emit(TokenKind.OUTDENT, pos, pos, null);
                }
                if (col != indents.get(indents.size() - 1)) {
                    error(start, pos, "unindent does not match any outer indentation level");
                }
            }
            return true;
        }
    }

    private void skipSpaceAndComments() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == ' ' || c == '\t' || c == '\f') {
                pos++;
            } else if (c == '#') {
                int start = pos;
                while (pos < src.length() && src.charAt(pos) != '\n' && src.charAt(pos) != '\r') {
                    pos++;
                }
                comments.add(new int[] {start, pos});
            } else {
                return;
            }
        }
    }

    private void token(char c) {
        int start = pos;
        if (isIdentStart(c)) {
            if ((c == 'r' || c == 'b' || c == 'R' || c == 'B') && pos + 1 < src.length()) {
                char d = src.charAt(pos + 1);
                if (d == '"' || d == '\'') {
                    pos++;
                    string(start, c == 'r' || c == 'R', c == 'b' || c == 'B');
                    return;
                }
                char e = pos + 2 < src.length() ? src.charAt(pos + 2) : 0;
                boolean rb = (c == 'r' || c == 'R') && (d == 'b' || d == 'B');
                boolean br = (c == 'b' || c == 'B') && (d == 'r' || d == 'R');
                if ((rb || br) && (e == '"' || e == '\'')) {
                    pos += 2;
                    string(start, true, true);
                    return;
                }
            }
            while (pos < src.length() && isIdentPart(src.charAt(pos))) {
                pos += Character.isHighSurrogate(src.charAt(pos)) ? 2 : 1;
            }
            String word = src.substring(start, pos);
            TokenKind kw = KEYWORDS.get(word);
            emit(kw != null ? kw : TokenKind.IDENT, start, pos, kw != null ? null : word);
            return;
        }
        if (c == '"' || c == '\'') {
            string(start, false, false);
            return;
        }
        if (isDigit(c) || (c == '.' && pos + 1 < src.length() && isDigit(src.charAt(pos + 1)))) {
            number(start);
            return;
        }
        pos++;
        char n = pos < src.length() ? src.charAt(pos) : 0;
        char n2 = pos + 1 < src.length() ? src.charAt(pos + 1) : 0;
        TokenKind kind;
        switch (c) {
            case '(' -> kind = open(TokenKind.LPAREN);
            case '[' -> kind = open(TokenKind.LBRACK);
            case '{' -> kind = open(TokenKind.LBRACE);
            case ')' -> kind = close(TokenKind.RPAREN);
            case ']' -> kind = close(TokenKind.RBRACK);
            case '}' -> kind = close(TokenKind.RBRACE);
            case ',' -> kind = TokenKind.COMMA;
            case ';' -> kind = TokenKind.SEMI;
            case ':' -> kind = TokenKind.COLON;
            case '.' -> kind = TokenKind.DOT;
            case '~' -> kind = TokenKind.TILDE;
            case '+' -> kind = eq(n, TokenKind.PLUS_EQ, TokenKind.PLUS);
            case '-' -> kind = eq(n, TokenKind.MINUS_EQ, TokenKind.MINUS);
            case '%' -> kind = eq(n, TokenKind.PERCENT_EQ, TokenKind.PERCENT);
            case '&' -> kind = eq(n, TokenKind.AMP_EQ, TokenKind.AMP);
            case '|' -> kind = eq(n, TokenKind.PIPE_EQ, TokenKind.PIPE);
            case '^' -> kind = eq(n, TokenKind.CIRCUMFLEX_EQ, TokenKind.CIRCUMFLEX);
            case '=' -> kind = eq(n, TokenKind.EQL, TokenKind.EQ);
            case '*' -> {
                if (n == '*') {
                    pos++;
                    kind = TokenKind.STARSTAR;
                } else {
                    kind = eq(n, TokenKind.STAR_EQ, TokenKind.STAR);
                }
            }
            case '/' -> {
                if (n == '/') {
                    pos++;
                    kind = eq(n2, TokenKind.SLASHSLASH_EQ, TokenKind.SLASHSLASH);
                } else {
                    kind = eq(n, TokenKind.SLASH_EQ, TokenKind.SLASH);
                }
            }
            case '<' -> {
                if (n == '<') {
                    pos++;
                    kind = eq(n2, TokenKind.LTLT_EQ, TokenKind.LTLT);
                } else {
                    kind = eq(n, TokenKind.LE, TokenKind.LT);
                }
            }
            case '>' -> {
                if (n == '>') {
                    pos++;
                    kind = eq(n2, TokenKind.GTGT_EQ, TokenKind.GTGT);
                } else {
                    kind = eq(n, TokenKind.GE, TokenKind.GT);
                }
            }
            case '!' -> {
                if (n == '=') {
                    pos++;
                    kind = TokenKind.NEQ;
                } else {
                    error(start, pos, "unexpected input character '!'");
                    return;
                }
            }
            default -> {
                if (Character.isHighSurrogate(c) && pos < src.length()) {
                    pos++;
                }
                error(start, pos, "unexpected input character " + Quote.describeChar(src.substring(start, pos)));
                emit(TokenKind.ILLEGAL, start, pos, null);
                return;
            }
        }
        emit(kind, start, pos, null);
    }

    private TokenKind eq(char next, TokenKind withEq, TokenKind without) {
        if (next == '=') {
            pos++;
            return withEq;
        }
        return without;
    }

    private TokenKind open(TokenKind kind) {
        depth++;
        return kind;
    }

    private TokenKind close(TokenKind kind) {
        if (depth > 0) {
            depth--;
        } else {
            error(pos - 1, pos, "unexpected '" + kind.text() + "'");
        }
        return kind;
    }

    private void number(int start) {
        char c = src.charAt(pos);
        if (c == '0' && pos + 1 < src.length() && "xXoObB".indexOf(src.charAt(pos + 1)) >= 0) {
            char p = Character.toLowerCase(src.charAt(pos + 1));
            int radix = p == 'x' ? 16 : p == 'o' ? 8 : 2;
            pos += 2;
            int digits = pos;
            while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) {
                pos++;
            }
            String text = src.substring(digits, pos);
            try {
                if (text.isEmpty()) {
                    throw new NumberFormatException();
                }
                emit(TokenKind.INT, start, pos, StarInt.of(new BigInteger(text, radix)));
            } catch (NumberFormatException e) {
                error(start, pos, "invalid int literal");
                emit(TokenKind.INT, start, pos, StarInt.ZERO);
            }
            return;
        }
        boolean isFloat = false;
        while (pos < src.length() && isDigit(src.charAt(pos))) {
            pos++;
        }
        if (pos < src.length() && src.charAt(pos) == '.') {
            isFloat = true;
            pos++;
            while (pos < src.length() && isDigit(src.charAt(pos))) {
                pos++;
            }
        }
        if (pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
            int save = pos;
            pos++;
            if (pos < src.length() && (src.charAt(pos) == '+' || src.charAt(pos) == '-')) {
                pos++;
            }
            if (pos < src.length() && isDigit(src.charAt(pos))) {
                isFloat = true;
                while (pos < src.length() && isDigit(src.charAt(pos))) {
                    pos++;
                }
            } else {
                pos = save;
                error(start, pos + 1, "invalid float literal");
            }
        }
        String text = src.substring(start, pos);
        if (pos < src.length() && isIdentPart(src.charAt(pos))) {
            int bad = pos;
            while (pos < src.length() && isIdentPart(src.charAt(pos))) {
                pos++;
            }
            error(start, pos, "invalid " + (isFloat ? "float" : "int") + " literal");
            emit(isFloat ? TokenKind.FLOAT : TokenKind.INT, start, bad, isFloat ? (Object) 0.0 : StarInt.ZERO);
            return;
        }
        if (isFloat) {
            emit(TokenKind.FLOAT, start, pos, Double.parseDouble(text));
        } else if (text.length() > 1 && text.charAt(0) == '0') {
            if (text.chars().allMatch(ch -> ch == '0')) {
                emit(TokenKind.INT, start, pos, StarInt.ZERO);
            } else {
                error(start, pos, "obsolete form of octal literal; use 0o" + text.substring(1));
                emit(TokenKind.INT, start, pos, StarInt.ZERO);
            }
        } else if (StarInt.tooManyDigits(text.length()) != null) {
            error(start, pos, "invalid int literal: " + StarInt.tooManyDigits(text.length()));
            emit(TokenKind.INT, start, pos, StarInt.ZERO);
        } else {
            emit(TokenKind.INT, start, pos, StarInt.of(new BigInteger(text)));
        }
    }

    private void string(int start, boolean raw, boolean isBytes) {
        char quote = src.charAt(pos);
        boolean triple = pos + 2 < src.length() && src.charAt(pos + 1) == quote && src.charAt(pos + 2) == quote;
        pos += triple ? 3 : 1;
        var out = new StringBuilder();
        while (true) {
            if (pos >= src.length()) {
                error(start, pos, "unexpected EOF in string");
                break;
            }
            char c = src.charAt(pos);
            if (c == quote) {
                if (!triple) {
                    pos++;
                    break;
                }
                if (pos + 2 < src.length() && src.charAt(pos + 1) == quote && src.charAt(pos + 2) == quote) {
                    pos += 3;
                    break;
                }
                out.append(c);
                pos++;
                continue;
            }
            if (c == '\n' || c == '\r') {
                if (!triple) {
                    error(start, pos, "unexpected newline in string");
                    break;
                }
                pos += c == '\r' && pos + 1 < src.length() && src.charAt(pos + 1) == '\n' ? 2 : 1;
                out.append('\n');
                continue;
            }
            if (c != '\\') {
                appendSource(out, c);
                continue;
            }
            if (pos + 1 >= src.length()) {
                error(start, pos + 1, "unexpected EOF in string");
                pos++;
                break;
            }
            char e = src.charAt(pos + 1);
            if (raw) {
                if (e == '\n' || e == '\r') {
                    out.append('\\').append('\n');
                    pos += e == '\r' && pos + 2 < src.length() && src.charAt(pos + 2) == '\n' ? 3 : 2;
                } else if (e == quote) {
                    out.append('\\').append(e);
                    pos += 2;
                } else {
                    out.append('\\');
                    pos++;
                }
                continue;
            }
            escape(out, isBytes);
        }
        String value = out.toString();
        emit(isBytes ? TokenKind.BYTES : TokenKind.STRING, start, pos,
                isBytes ? new StarBytes(ByteStrings.bytes(value)) : value);
    }

    /** Appends one source character (or surrogate pair) as UTF-8 bytes, advancing {@code pos}. */
    private void appendSource(StringBuilder out, char c) {
        if (c < 0x80) {
            out.append(c);
            pos++;
            return;
        }
        int cp = src.codePointAt(pos);
        pos += Character.charCount(cp);
        ByteStrings.appendCodePoint(out, cp);
    }

    private void escape(StringBuilder out, boolean isBytes) {
        int escStart = pos;
        char e = src.charAt(pos + 1);
        pos += 2;
        switch (e) {
            case '\n' -> {
            }
            case '\r' -> {
                if (pos < src.length() && src.charAt(pos) == '\n') {
                    pos++;
                }
            }
            case 'a' -> out.append('\u0007');
            case 'b' -> out.append('\b');
            case 'f' -> out.append('\f');
            case 'n' -> out.append('\n');
            case 'r' -> out.append('\r');
            case 't' -> out.append('\t');
            case 'v' -> out.append('\u000B');
            case '\\', '\'', '"' -> out.append(e);
            case '0', '1', '2', '3', '4', '5', '6', '7' -> {
                int v = e - '0';
                for (int k = 0; k < 2 && pos < src.length() && src.charAt(pos) >= '0' && src.charAt(pos) <= '7'; k++) {
                    v = v * 8 + (src.charAt(pos++) - '0');
                }
                if (v > 255) {
                    error(escStart, pos, "octal escape value > 255: " + v);
                } else if (!isBytes && v > 127) {
                    error(escStart, pos, "non-ASCII octal escape \\" + Integer.toOctalString(v)
                            + String.format(" (use \\u%04X for the UTF-8 encoding of U+%04X)", v, v));
                } else {
                    out.append((char) v);
                }
            }
            case 'x' -> {
                int v = hex(2);
                if (v < 0) {
                    error(escStart, pos, "invalid escape sequence \\x");
                } else if (!isBytes && v > 127) {
                    error(escStart, pos, String.format("non-ASCII hex escape \\x%02x (use \\u%04X for the UTF-8 "
                            + "encoding of U+%04X)", v, v, v));
                } else {
                    out.append((char) v);
                }
            }
            case 'u', 'U' -> {
                int v = hex(e == 'u' ? 4 : 8);
                if (v < 0 || v > 0x10FFFF) {
                    error(escStart, pos, "invalid escape sequence \\" + e);
                } else if (v >= 0xD800 && v <= 0xDFFF) {
                    error(escStart, pos, "invalid Unicode code point U+" + Integer.toHexString(v).toUpperCase());
                } else {
                    ByteStrings.appendCodePoint(out, v);
                }
            }
            default -> error(escStart, pos, "invalid escape sequence \\" + e);
        }
    }

    /** Reads exactly {@code n} hex digits at {@code pos}; -1 (with {@code pos} past what was read) if not there. */
    private int hex(int n) {
        long v = 0;
        for (int k = 0; k < n; k++) {
            if (pos >= src.length() || Character.digit(src.charAt(pos), 16) < 0 || src.charAt(pos) > 'f') {
                return -1;
            }
            v = v * 16 + Character.digit(src.charAt(pos++), 16);
        }
        return v > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) v;
    }

    private void emit(TokenKind kind, int start, int end, Object value) {
        tokens.add(new Token(kind, start, end, value));
    }

    private void error(int start, int end, String message) {
        errors.add(new LexError(start, Math.max(end, start), message));
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isIdentStart(char c) {
        return c == '_' || (c < 0x80 ? Character.isLetter(c) : Character.isLetter(c) || Character.isHighSurrogate(c));
    }

    static boolean isIdentPart(char c) {
        return isIdentStart(c) || isDigit(c) || (c >= 0x80 && Character.isDigit(c));
    }
}
