package dev.catalogstudio.model.starlark;

import dev.catalogstudio.model.text.Spans;
import dev.catalogstudio.model.text.SyntaxStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The editor's highlighting of Starlark (a metaSKILL's {@code SKILL.star}), read by the engine's own {@link Lexer}:
 * keywords and the words the spec reserves, {@code True}/{@code False}/{@code None}, strings and bytes, numbers,
 * comments, the name after {@code def} and a built-in function where it is called ({@code len(x)}).
 * Linear in the text; never throws on malformed input (the lexer goes on after an error).
 */
public final class StarlarkHighlighter {

    /** starlark-spec.md § Lexical elements: words reserved for future use, lexed as identifiers. */
    private static final Set<String> RESERVED = Set.of("as", "assert", "async", "await", "class", "del", "except",
            "finally", "from", "global", "import", "is", "nonlocal", "raise", "try", "with", "yield");
    private static final Set<String> LITERALS = Set.of("True", "False", "None");
    private static final Set<String> BUILTINS = builtins();

    private StarlarkHighlighter() {
    }

    private static Set<String> builtins() {
        var names = new ArrayList<String>();
        Builtins.UNIVERSE.forEach((name, value) -> {
            if (value instanceof Builtin) {
                names.add(name);
            }
        });
        return Set.copyOf(names);
    }

    /** Highlights all of {@code src} into {@code out}, in 0-based UTF-16 offsets of {@code src}. */
    public static void highlight(String src, Spans out) {
        var lexer = Lexer.scan(src);
        List<Token> tokens = lexer.tokens();
        List<int[]> comments = lexer.comments();
        int c = 0;
        for (int i = 0; i < tokens.size(); i++) {
            var token = tokens.get(i);
            while (c < comments.size() && comments.get(c)[0] < token.start()) {
                out.add(comments.get(c)[0], comments.get(c)[1], SyntaxStyle.COMMENT);
                c++;
            }
            var style = style(tokens, i);
            if (style != null) {
                out.add(token.start(), token.end(), style);
            }
        }
        for (; c < comments.size(); c++) {
            out.add(comments.get(c)[0], comments.get(c)[1], SyntaxStyle.COMMENT);
        }
    }

    private static SyntaxStyle style(List<Token> tokens, int i) {
        var token = tokens.get(i);
        return switch (token.kind()) {
            case STRING, BYTES -> SyntaxStyle.STRING;
            case INT, FLOAT -> SyntaxStyle.NUMBER;
            case AND, BREAK, CONTINUE, DEF, ELIF, ELSE, FOR, IF, IN, LAMBDA, LOAD, NOT, NOT_IN, OR, PASS, RETURN,
                 WHILE -> SyntaxStyle.KEYWORD;
            case IDENT -> {
                String name = token.name();
                if (i > 0 && tokens.get(i - 1).kind() == TokenKind.DEF) {
                    yield SyntaxStyle.FUNCTION;
                } else if (RESERVED.contains(name)) {
                    yield SyntaxStyle.KEYWORD;
                } else if (LITERALS.contains(name)) {
                    yield SyntaxStyle.LITERAL;
                } else if (BUILTINS.contains(name) && i + 1 < tokens.size()
                        && tokens.get(i + 1).kind() == TokenKind.LPAREN) {
                    yield SyntaxStyle.BUILTIN;
                }
                yield null;
            }
            default -> null;
        };
    }
}
