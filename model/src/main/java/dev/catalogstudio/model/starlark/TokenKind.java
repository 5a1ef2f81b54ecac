package dev.catalogstudio.model.starlark;

/**
 * The tokens of Starlark (starlark-spec.md "Lexical elements"). {@link #toString()} is the name the parser's
 * messages use, as starlark-go writes it: punctuation quoted ({@code '*'}), keywords bare ({@code for}), the others
 * described ({@code newline}, {@code int literal}).
 */
public enum TokenKind {
    ILLEGAL("illegal token"), EOF("end of file"), NEWLINE("newline"), INDENT("indent"), OUTDENT("outdent"),
    IDENT("identifier"), INT("int literal"), FLOAT("float literal"), STRING("string literal"),
    BYTES("bytes literal"),
    PLUS("+"), MINUS("-"), STAR("*"), SLASH("/"), SLASHSLASH("//"), PERCENT("%"), AMP("&"), PIPE("|"),
    CIRCUMFLEX("^"), LTLT("<<"), GTGT(">>"), TILDE("~"), DOT("."), COMMA(","), EQ("="), SEMI(";"), COLON(":"),
    LPAREN("("), RPAREN(")"), LBRACK("["), RBRACK("]"), LBRACE("{"), RBRACE("}"), LT("<"), GT(">"), GE(">="),
    LE("<="), EQL("=="), NEQ("!="), PLUS_EQ("+="), MINUS_EQ("-="), STAR_EQ("*="), SLASH_EQ("/="),
    SLASHSLASH_EQ("//="), PERCENT_EQ("%="), AMP_EQ("&="), PIPE_EQ("|="), CIRCUMFLEX_EQ("^="), LTLT_EQ("<<="),
    GTGT_EQ(">>="), STARSTAR("**"),
    AND("and"), BREAK("break"), CONTINUE("continue"), DEF("def"), ELIF("elif"), ELSE("else"), FOR("for"),
    IF("if"), IN("in"), LAMBDA("lambda"), LOAD("load"), NOT("not"), NOT_IN("not in"), OR("or"), PASS("pass"),
    RETURN("return"), WHILE("while");

    private final String text;

    TokenKind(String text) {
        this.text = text;
    }

    /** The operator or keyword as written ({@code +=}, {@code not in}), or the description of a literal kind. */
    public String text() {
        return text;
    }

    /** Whether this is punctuation (an operator or delimiter). */
    public boolean isPunctuation() {
        return ordinal() >= PLUS.ordinal() && ordinal() <= STARSTAR.ordinal();
    }

    /** The augmented assignment's binary operator ({@code +=} gives {@code +}), or {@code null}. */
    public TokenKind augmentedOperator() {
        return switch (this) {
            case PLUS_EQ -> PLUS;
            case MINUS_EQ -> MINUS;
            case STAR_EQ -> STAR;
            case SLASH_EQ -> SLASH;
            case SLASHSLASH_EQ -> SLASHSLASH;
            case PERCENT_EQ -> PERCENT;
            case AMP_EQ -> AMP;
            case PIPE_EQ -> PIPE;
            case CIRCUMFLEX_EQ -> CIRCUMFLEX;
            case LTLT_EQ -> LTLT;
            case GTGT_EQ -> GTGT;
            default -> null;
        };
    }

    @Override
    public String toString() {
        return isPunctuation() ? "'" + text + "'" : text;
    }
}
