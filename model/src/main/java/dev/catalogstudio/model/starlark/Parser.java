package dev.catalogstudio.model.starlark;

import dev.catalogstudio.model.starlark.Syntax.Arg;
import dev.catalogstudio.model.starlark.Syntax.Clause;
import dev.catalogstudio.model.starlark.Syntax.Expr;
import dev.catalogstudio.model.starlark.Syntax.Ident;
import dev.catalogstudio.model.starlark.Syntax.Literal;
import dev.catalogstudio.model.starlark.Syntax.Param;
import dev.catalogstudio.model.starlark.Syntax.Stmt;
import java.util.ArrayList;
import java.util.List;

/**
 * A recursive-descent parser for Starlark (starlark-spec.md, grammar of "Expressions" and "Statements"), following
 * the structure and messages of starlark-go's parser so that its test files' expectations hold.
 *
 * <p>Unlike starlark-go it does not stop at the first error: an error abandons the statement it is in, the parser
 * skips to the end of the line (and past an indented block that follows it) and goes on, so every syntax error of a
 * file is reported. Nesting is bounded: more than {@link #MAX_DEPTH} levels of nested expressions or blocks is an
 * error at the place it happens, never a {@link StackOverflowError}. Operator chains of one precedence are built
 * flat, so a 20,000-term sum is one node.
 */
final class Parser {

    /** The deepest nesting of expressions and blocks accepted (each bracket level counts about two). */
    static final int MAX_DEPTH = 200;

    private static final TokenKind[][] LEVELS = {
        {TokenKind.OR},
        {TokenKind.AND},
        {TokenKind.NOT},
        {TokenKind.EQL, TokenKind.NEQ, TokenKind.LT, TokenKind.GT, TokenKind.LE, TokenKind.GE, TokenKind.IN,
            TokenKind.NOT_IN},
        {TokenKind.PIPE},
        {TokenKind.CIRCUMFLEX},
        {TokenKind.AMP},
        {TokenKind.LTLT, TokenKind.GTGT},
        {TokenKind.MINUS, TokenKind.PLUS},
        {TokenKind.STAR, TokenKind.PERCENT, TokenKind.SLASH, TokenKind.SLASHSLASH},
    };
    private static final int[] PRECEDENCE = new int[TokenKind.values().length];
    private static final int NOT_LEVEL = 2;
    private static final int COMPARISON_LEVEL = 3;

    static {
        java.util.Arrays.fill(PRECEDENCE, -1);
        for (int level = 0; level < LEVELS.length; level++) {
            for (TokenKind k : LEVELS[level]) {
                PRECEDENCE[k.ordinal()] = level;
            }
        }
    }

    /** Thrown to abandon the statement being parsed; recorded before it is thrown. */
    private static final class Abandon extends RuntimeException {
        Abandon() {
            super(null, null, false, false);
        }
    }

    private final List<Token> tokens;
    private final List<Problem> problems;
    private int p;
    private int depth;

    private Parser(List<Token> tokens, List<Problem> problems) {
        this.tokens = tokens;
        this.problems = problems;
    }

    /** Parses {@code src}; the lexical and syntax errors found, in source order, are added to {@code problems}. */
    static Syntax.File parse(String src, List<Problem> problems) {
        Lexer lexer = Lexer.scan(src);
        var found = new ArrayList<Problem>();
        for (Lexer.LexError e : lexer.errors()) {
            found.add(new Problem(Problem.Kind.SYNTAX, e.start(), e.end(), e.message()));
        }
        var parser = new Parser(lexer.tokens(), found);
        Syntax.File file;
        try {
            file = parser.file();
        } catch (StackOverflowError e) {
            // A last resort on a thread with a small stack: MAX_DEPTH keeps ordinary stacks well clear of this.
            Token at = parser.tokens.get(Math.min(parser.p, parser.tokens.size() - 1));
            found.add(new Problem(Problem.Kind.SYNTAX, at.start(), at.end(), "nesting too deep for this thread's "
                    + "stack"));
            file = new Syntax.File(List.of());
        }
        found.sort(java.util.Comparator.comparingInt(Problem::start));
        problems.addAll(found);
        return file;
    }

    private Syntax.File file() {
        var stmts = new ArrayList<Stmt>();
        while (kind() != TokenKind.EOF) {
            if (kind() == TokenKind.NEWLINE) {
                next();
                continue;
            }
            statementRecovering(stmts);
        }
        return new Syntax.File(stmts);
    }

    private void statementRecovering(List<Stmt> stmts) {
        try {
            statement(stmts);
        } catch (Abandon e) {
            recover();
        }
    }

    /** Skips the rest of a bad statement: to the end of its line, then past an indented block that follows. */
    private void recover() {
        while (kind() != TokenKind.NEWLINE && kind() != TokenKind.EOF) {
            next();
        }
        if (kind() == TokenKind.NEWLINE) {
            next();
        }
        if (kind() == TokenKind.INDENT) {
            int level = 0;
            do {
                if (kind() == TokenKind.INDENT) {
                    level++;
                } else if (kind() == TokenKind.OUTDENT) {
                    level--;
                }
                next();
            } while (level > 0 && kind() != TokenKind.EOF);
        }
    }

    // ---- tokens

    private Token tok() {
        return tokens.get(p);
    }

    private TokenKind kind() {
        return tokens.get(p).kind();
    }

    private Token next() {
        Token t = tokens.get(p);
        if (p < tokens.size() - 1) {
            p++;
        }
        return t;
    }

    private Token consume(TokenKind want) {
        if (kind() != want) {
            throw error("got " + kind() + ", want " + want);
        }
        return next();
    }

    private Abandon error(String message) {
        Token t = tok();
        return errorAt(t.start(), t.kind() == TokenKind.NEWLINE ? t.start() : t.end(), message);
    }

    private Abandon errorAt(int start, int end, String message) {
        if (problems.isEmpty() || problems.get(problems.size() - 1).start() != start) {
            problems.add(new Problem(Problem.Kind.SYNTAX, start, end, message));
        }
        return new Abandon();
    }

    private int lastEnd() {
        return p > 0 ? tokens.get(p - 1).end() : 0;
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error("nesting too deep: more than " + MAX_DEPTH + " levels of nested expressions or blocks");
        }
    }

    // ---- statements

    private void statement(List<Stmt> stmts) {
        switch (kind()) {
            case DEF -> stmts.add(def());
            case IF -> stmts.add(ifStmt());
            case FOR -> stmts.add(forStmt());
            case WHILE -> stmts.add(whileStmt());
            default -> simpleStatement(stmts, true);
        }
    }

    private Stmt def() {
        int start = next().start();
        Ident name = ident();
        consume(TokenKind.LPAREN);
        List<Param> params = params();
        consume(TokenKind.RPAREN);
        consume(TokenKind.COLON);
        List<Stmt> body = suite();
        var function = new Syntax.Function(name.name, start, params, body);
        return new Syntax.Def(start, lastEnd(), name, function);
    }

    private Stmt ifStmt() {
        int start = next().start();
        Expr cond = test();
        consume(TokenKind.COLON);
        List<Stmt> then = suite();
        List<Stmt> orElse = List.of();
        if (kind() == TokenKind.ELIF) {
            orElse = List.of(ifStmt());
        } else if (kind() == TokenKind.ELSE) {
            next();
            consume(TokenKind.COLON);
            orElse = suite();
        }
        return new Syntax.If(start, lastEnd(), cond, then, orElse);
    }

    private Stmt forStmt() {
        int start = next().start();
        Expr vars = loopVariables();
        consume(TokenKind.IN);
        Expr iterable = expr(false);
        consume(TokenKind.COLON);
        List<Stmt> body = suite();
        return new Syntax.For(start, lastEnd(), vars, iterable, body);
    }

    private Stmt whileStmt() {
        int start = next().start();
        Expr cond = test();
        consume(TokenKind.COLON);
        List<Stmt> body = suite();
        return new Syntax.While(start, lastEnd(), cond, body);
    }

    private List<Stmt> suite() {
        var stmts = new ArrayList<Stmt>();
        if (kind() != TokenKind.NEWLINE) {
            simpleStatement(stmts, true);
            return stmts;
        }
        next();
        enter();
        try {
            consume(TokenKind.INDENT);
            while (kind() != TokenKind.OUTDENT && kind() != TokenKind.EOF) {
                statementRecovering(stmts);
            }
            if (kind() == TokenKind.OUTDENT) {
                next();
            }
        } finally {
            depth--;
        }
        return stmts;
    }

    private void simpleStatement(List<Stmt> stmts, boolean consumeNewline) {
        while (true) {
            stmts.add(smallStatement());
            if (kind() != TokenKind.SEMI) {
                break;
            }
            next();
            if (kind() == TokenKind.NEWLINE || kind() == TokenKind.EOF) {
                break;
            }
        }
        if (kind() != TokenKind.EOF && consumeNewline) {
            consume(TokenKind.NEWLINE);
        }
    }

    private Stmt smallStatement() {
        Token t = tok();
        switch (t.kind()) {
            case RETURN -> {
                next();
                Expr x = null;
                if (kind() != TokenKind.EOF && kind() != TokenKind.NEWLINE && kind() != TokenKind.SEMI) {
                    x = expr(false);
                }
                return new Syntax.Return(t.start(), lastEnd(), x);
            }
            case BREAK, CONTINUE, PASS -> {
                next();
                return new Syntax.Branch(t.start(), t.end(), t.kind());
            }
            case LOAD -> {
                return load();
            }
            default -> {
            }
        }
        Expr x = expr(false);
        TokenKind op = kind();
        if (op == TokenKind.EQ || op.augmentedOperator() != null) {
            int opStart = next().start();
            Expr rhs = expr(false);
            return new Syntax.Assign(t.start(), lastEnd(), x, op, rhs, opStart);
        }
        return new Syntax.ExprStmt(t.start(), lastEnd(), x);
    }

    private Stmt load() {
        int start = next().start();
        Token lparen = consume(TokenKind.LPAREN);
        if (kind() != TokenKind.STRING) {
            throw error("first operand of load statement must be a string literal");
        }
        Literal module = (Literal) primary();
        var to = new ArrayList<Ident>();
        var from = new ArrayList<Literal>();
        while (kind() != TokenKind.RPAREN && kind() != TokenKind.EOF) {
            consume(TokenKind.COMMA);
            if (kind() == TokenKind.RPAREN) {
                break;
            }
            switch (kind()) {
                case STRING -> {
                    Literal lit = (Literal) primary();
                    to.add(new Ident(lit.start + 1, lit.end - 1, (String) lit.value));
                    from.add(lit);
                }
                case IDENT -> {
                    Ident id = ident();
                    if (kind() != TokenKind.EQ) {
                        throw error("load operand must be \"" + id.name + "\" or " + id.name + "=\"originalname\"");
                    }
                    next();
                    if (kind() != TokenKind.STRING) {
                        throw error("original name of loaded symbol must be quoted: " + id.name
                                + "=\"originalname\"");
                    }
                    to.add(id);
                    from.add((Literal) primary());
                }
                default -> throw error("load operand must be \"name\" or localname=\"name\" (got " + kind() + ")");
            }
        }
        consume(TokenKind.RPAREN);
        if (to.isEmpty()) {
            throw errorAt(lparen.start(), lparen.end(), "load statement must import at least 1 symbol");
        }
        return new Syntax.Load(start, lastEnd(), module, to, from);
    }

    private List<Param> params() {
        var params = new ArrayList<Param>();
        while (kind() != TokenKind.RPAREN && kind() != TokenKind.COLON && kind() != TokenKind.EOF) {
            if (!params.isEmpty()) {
                consume(TokenKind.COMMA);
            }
            if (kind() == TokenKind.RPAREN || kind() == TokenKind.COLON) {
                break;
            }
            int start = tok().start();
            if (kind() == TokenKind.STAR || kind() == TokenKind.STARSTAR) {
                TokenKind op = next().kind();
                Ident name = null;
                if (op == TokenKind.STARSTAR || kind() == TokenKind.IDENT) {
                    name = ident();
                }
                params.add(new Param(op == TokenKind.STAR ? Param.Kind.STAR : Param.Kind.STARSTAR, name, null,
                        start));
                continue;
            }
            Ident name = ident();
            if (kind() == TokenKind.EQ) {
                next();
                params.add(new Param(Param.Kind.OPTIONAL, name, test(), start));
            } else {
                params.add(new Param(Param.Kind.PLAIN, name, null, start));
            }
        }
        return params;
    }

    private Ident ident() {
        Token t = tok();
        if (t.kind() != TokenKind.IDENT) {
            throw error("not an identifier");
        }
        next();
        return new Ident(t.start(), t.end(), t.name());
    }

    // ---- expressions

    /** An expression, or an unparenthesized tuple of them; a trailing comma only {@code inParens}. */
    private Expr expr(boolean inParens) {
        int start = tok().start();
        Expr x = test();
        if (kind() != TokenKind.COMMA) {
            return x;
        }
        var elems = new ArrayList<Expr>(List.of(x));
        exprs(elems, inParens);
        return new Syntax.TupleExpr(start, lastEnd(), elems, false);
    }

    private void exprs(List<Expr> elems, boolean allowTrailingComma) {
        while (kind() == TokenKind.COMMA) {
            Token comma = next();
            if (terminatesExprList(kind())) {
                if (!allowTrailingComma) {
                    throw errorAt(comma.start(), comma.end(), "unparenthesized tuple with trailing comma");
                }
                break;
            }
            elems.add(test());
        }
    }

    private static boolean terminatesExprList(TokenKind k) {
        return switch (k) {
            case EOF, NEWLINE, EQ, RBRACE, RBRACK, RPAREN, SEMI -> true;
            default -> false;
        };
    }

    private Expr test() {
        if (kind() == TokenKind.LAMBDA) {
            return lambda(true);
        }
        enter();
        try {
            int start = tok().start();
            Expr x = testPrec(0);
            if (kind() == TokenKind.IF) {
                Token ifTok = next();
                Expr cond = testPrec(0);
                if (kind() != TokenKind.ELSE) {
                    throw errorAt(ifTok.start(), ifTok.end(), "conditional expression without else clause");
                }
                next();
                Expr orElse = test();
                return new Syntax.Cond(start, lastEnd(), cond, x, orElse);
            }
            return x;
        } finally {
            depth--;
        }
    }

    private Expr testNoCond() {
        if (kind() == TokenKind.LAMBDA) {
            return lambda(false);
        }
        return testPrec(0);
    }

    private Expr lambda(boolean allowCond) {
        int start = next().start();
        enter();
        try {
            List<Param> params = kind() != TokenKind.COLON ? params() : List.of();
            consume(TokenKind.COLON);
            int bodyStart = tok().start();
            Expr body = allowCond ? test() : testNoCond();
            var ret = new Syntax.Return(bodyStart, lastEnd(), body);
            return new Syntax.Lambda(start, lastEnd(), new Syntax.Function("lambda", start, params,
                    List.of(ret)));
        } finally {
            depth--;
        }
    }

    private Expr testPrec(int prec) {
        if (prec >= LEVELS.length) {
            return primaryWithSuffix();
        }
        if (kind() == TokenKind.NOT && prec == NOT_LEVEL) {
            int start = next().start();
            enter();
            try {
                Expr x = testPrec(prec);
                return new Syntax.Unary(start, lastEnd(), TokenKind.NOT, x);
            } finally {
                depth--;
            }
        }
        return binary(prec);
    }

    private Expr binary(int prec) {
        int start = tok().start();
        Expr x = testPrec(prec + 1);
        List<Expr> operands = null;
        List<TokenKind> ops = null;
        List<Integer> opStarts = null;
        while (true) {
            if (kind() == TokenKind.NOT) {
                Token not = next();
                if (kind() != TokenKind.IN) {
                    throw error("got " + kind() + ", want in");
                }
                Token in = tok();
                tokens.set(p, new Token(TokenKind.NOT_IN, not.start(), in.end(), null));
            }
            int opPrec = PRECEDENCE[kind().ordinal()];
            if (opPrec < prec) {
                break;
            }
            if (ops != null && opPrec == COMPARISON_LEVEL) {
                throw error(ops.get(ops.size() - 1).text() + " does not associate with " + kind().text());
            }
            Token op = next();
            Expr y = testPrec(opPrec + 1);
            if (ops == null) {
                operands = new ArrayList<>(List.of(x));
                ops = new ArrayList<>();
                opStarts = new ArrayList<>();
            }
            operands.add(y);
            ops.add(op.kind());
            opStarts.add(op.start());
        }
        if (ops == null) {
            return x;
        }
        return new Syntax.Binary(start, lastEnd(), operands.toArray(new Expr[0]), ops.toArray(new TokenKind[0]),
                opStarts.stream().mapToInt(Integer::intValue).toArray());
    }

    private Expr primaryWithSuffix() {
        int saved = depth;
        enter();
        try {
            int start = tok().start();
            Expr x = primary();
            while (true) {
                switch (kind()) {
                    case DOT -> {
                        enter();
                        next();
                        Ident id = ident();
                        x = new Syntax.Dot(start, id.end, x, id.name, id.start);
                    }
                    case LBRACK -> {
                        enter();
                        x = sliceSuffix(start, x);
                    }
                    case LPAREN -> {
                        enter();
                        x = callSuffix(start, x);
                    }
                    default -> {
                        return x;
                    }
                }
            }
        } finally {
            depth = saved;
        }
    }

    private Expr sliceSuffix(int start, Expr x) {
        int lbrack = next().start();
        Expr lo = null;
        Expr hi = null;
        Expr step = null;
        if (kind() != TokenKind.COLON) {
            Expr y = expr(false);
            if (kind() == TokenKind.RBRACK) {
                next();
                return new Syntax.Index(start, lastEnd(), x, y, lbrack);
            }
            lo = y;
        }
        if (kind() == TokenKind.COLON) {
            next();
            if (kind() != TokenKind.COLON && kind() != TokenKind.RBRACK) {
                hi = test();
            }
        }
        if (kind() == TokenKind.COLON) {
            next();
            if (kind() != TokenKind.RBRACK) {
                step = test();
            }
        }
        consume(TokenKind.RBRACK);
        return new Syntax.Slice(start, lastEnd(), x, lo, hi, step, lbrack);
    }

    private Expr callSuffix(int start, Expr fn) {
        int lparen = consume(TokenKind.LPAREN).start();
        var args = new ArrayList<Arg>();
        while (kind() != TokenKind.RPAREN && kind() != TokenKind.EOF) {
            if (!args.isEmpty()) {
                consume(TokenKind.COMMA);
            }
            if (kind() == TokenKind.RPAREN) {
                break;
            }
            int argStart = tok().start();
            if (kind() == TokenKind.STAR || kind() == TokenKind.STARSTAR) {
                TokenKind op = next().kind();
                args.add(new Arg(op == TokenKind.STAR ? Arg.Kind.STAR : Arg.Kind.STARSTAR, null, test(), argStart));
                continue;
            }
            Expr x = test();
            if (kind() == TokenKind.EQ) {
                if (!(x instanceof Ident id)) {
                    throw error("keyword argument must have form name=expr");
                }
                next();
                args.add(new Arg(Arg.Kind.NAMED, id.name, test(), argStart));
            } else {
                args.add(new Arg(Arg.Kind.POSITIONAL, null, x, argStart));
            }
        }
        consume(TokenKind.RPAREN);
        return new Syntax.Call(start, lastEnd(), fn, args, lparen);
    }

    private Expr primary() {
        Token t = tok();
        switch (t.kind()) {
            case IDENT -> {
                return ident();
            }
            case INT, FLOAT, STRING, BYTES -> {
                next();
                return new Literal(t.start(), t.end(), t.kind(), t.value());
            }
            case LBRACK -> {
                return list();
            }
            case LBRACE -> {
                return dict();
            }
            case LPAREN -> {
                next();
                if (kind() == TokenKind.RPAREN) {
                    next();
                    return new Syntax.TupleExpr(t.start(), lastEnd(), List.of(), true);
                }
                Expr e = expr(true);
                consume(TokenKind.RPAREN);
                if (e instanceof Syntax.TupleExpr tuple) {
                    return new Syntax.TupleExpr(t.start(), lastEnd(), tuple.elems, true);
                }
                return e;
            }
            case MINUS, PLUS, TILDE -> {
                next();
                Expr x = primaryWithSuffix();
                return new Syntax.Unary(t.start(), lastEnd(), t.kind(), x);
            }
            default -> throw error("got " + t.kind() + ", want primary expression");
        }
    }

    private Expr list() {
        int start = next().start();
        if (kind() == TokenKind.RBRACK) {
            next();
            return new Syntax.ListExpr(start, lastEnd(), List.of());
        }
        Expr x = test();
        if (kind() == TokenKind.FOR) {
            return comprehension(start, false, x, null, TokenKind.RBRACK);
        }
        var elems = new ArrayList<Expr>(List.of(x));
        if (kind() == TokenKind.COMMA) {
            exprs(elems, true);
        }
        consume(TokenKind.RBRACK);
        return new Syntax.ListExpr(start, lastEnd(), elems);
    }

    private Expr dict() {
        int start = next().start();
        if (kind() == TokenKind.RBRACE) {
            next();
            return new Syntax.DictExpr(start, lastEnd(), List.of(), List.of());
        }
        Expr k = test();
        consume(TokenKind.COLON);
        Expr v = test();
        if (kind() == TokenKind.FOR) {
            return comprehension(start, true, k, v, TokenKind.RBRACE);
        }
        var keys = new ArrayList<Expr>(List.of(k));
        var values = new ArrayList<Expr>(List.of(v));
        while (kind() == TokenKind.COMMA) {
            next();
            if (kind() == TokenKind.RBRACE) {
                break;
            }
            keys.add(test());
            consume(TokenKind.COLON);
            values.add(test());
        }
        consume(TokenKind.RBRACE);
        return new Syntax.DictExpr(start, lastEnd(), keys, values);
    }

    private Expr comprehension(int start, boolean dict, Expr body, Expr value, TokenKind close) {
        var clauses = new ArrayList<Clause>();
        while (kind() != close) {
            Token t = tok();
            if (t.kind() == TokenKind.FOR) {
                next();
                Expr vars = loopVariables();
                consume(TokenKind.IN);
                Expr iterable = testPrec(0);
                clauses.add(new Clause(vars, iterable, null, t.start()));
            } else if (t.kind() == TokenKind.IF) {
                next();
                clauses.add(new Clause(null, null, testNoCond(), t.start()));
            } else {
                throw error("got " + t.kind() + ", want '" + close.text() + "', for, or if");
            }
        }
        next();
        return new Syntax.Comprehension(start, lastEnd(), dict, body, value, clauses);
    }

    private Expr loopVariables() {
        int start = tok().start();
        Expr x = primaryWithSuffix();
        if (kind() != TokenKind.COMMA) {
            return x;
        }
        var elems = new ArrayList<Expr>(List.of(x));
        while (kind() == TokenKind.COMMA) {
            next();
            if (kind() == TokenKind.IN) {
                break;
            }
            elems.add(primaryWithSuffix());
        }
        return new Syntax.TupleExpr(start, lastEnd(), elems, false);
    }
}
