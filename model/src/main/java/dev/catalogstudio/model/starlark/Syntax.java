package dev.catalogstudio.model.starlark;

import java.util.List;

/**
 * The syntax tree of a Starlark file (starlark-spec.md "Expressions", "Statements"). Every node knows its source
 * range as 0-based UTF-16 offsets {@code start..end}. The {@link Resolver} fills in the binding of each
 * {@link Ident} and the frame layout of each function, which the {@link Eval evaluator} then uses; the parser never
 * builds a tree deeper than {@link Parser#MAX_DEPTH} (operator chains such as {@code a + b + c} are one
 * {@link Binary} node with many operands).
 */
public final class Syntax {

    private Syntax() {
    }

    /** A node: expressions and statements. */
    public abstract static sealed class Node permits Expr, Stmt {
        public final int start;
        public final int end;

        Node(int start, int end) {
            this.start = start;
            this.end = end;
        }
    }

    /** An expression. */
    public abstract static sealed class Expr extends Node
            permits Ident, Literal, ListExpr, TupleExpr, DictExpr, Unary, Binary, Cond, Index, Slice, Dot, Call,
            Comprehension, Lambda {
        Expr(int start, int end) {
            super(start, end);
        }
    }

    /** Where a name is bound, as the resolver decided (starlark-spec.md "Name binding and variables"). */
    public enum Scope {
        /** Not resolved (yet, or an error). */
        UNDEFINED,
        /** A local of the enclosing function (or of the module's top-level code), by frame slot. */
        LOCAL,
        /** A local captured by a nested function: its frame slot holds a {@link Eval.Cell}. */
        CELL,
        /** A variable of an enclosing function, by index into the function's captured cells. */
        FREE,
        /** A module global, by slot. */
        GLOBAL,
        /** A name the host predeclared for this module. */
        PREDECLARED,
        /** A built-in of the language. */
        UNIVERSAL
    }

    /** A name. */
    public static final class Ident extends Expr {
        public final String name;
        public Scope scope = Scope.UNDEFINED;
        public int index = -1;
        /** The resolver's shared binding, until it copies its final scope and index here. */
        Resolver.Binding binding;

        Ident(int start, int end, String name) {
            super(start, end);
            this.name = name;
        }
    }

    /** An int, float, string or bytes literal. */
    public static final class Literal extends Expr {
        public final TokenKind kind;
        public final Object value;

        Literal(int start, int end, TokenKind kind, Object value) {
            super(start, end);
            this.kind = kind;
            this.value = value;
        }
    }

    /** {@code [a, b]}. */
    public static final class ListExpr extends Expr {
        public final List<Expr> elems;

        ListExpr(int start, int end, List<Expr> elems) {
            super(start, end);
            this.elems = elems;
        }
    }

    /** {@code (a, b)} or {@code a, b}; {@code parenthesized} tells the two apart. */
    public static final class TupleExpr extends Expr {
        public final List<Expr> elems;
        public final boolean parenthesized;

        TupleExpr(int start, int end, List<Expr> elems, boolean parenthesized) {
            super(start, end);
            this.elems = elems;
            this.parenthesized = parenthesized;
        }
    }

    /** {@code {k: v, …}}: keys and values in parallel. */
    public static final class DictExpr extends Expr {
        public final List<Expr> keys;
        public final List<Expr> values;

        DictExpr(int start, int end, List<Expr> keys, List<Expr> values) {
            super(start, end);
            this.keys = keys;
            this.values = values;
        }
    }

    /** {@code -x}, {@code +x}, {@code ~x}, {@code not x}. */
    public static final class Unary extends Expr {
        public final TokenKind op;
        public final Expr x;

        Unary(int start, int end, TokenKind op, Expr x) {
            super(start, end);
            this.op = op;
            this.x = x;
        }
    }

    /**
     * A left-associative chain of binary operators of one precedence: {@code operands[0] ops[0] operands[1] …}. A
     * comparison chain has exactly two operands (comparisons do not associate).
     */
    public static final class Binary extends Expr {
        public final Expr[] operands;
        public final TokenKind[] ops;
        /** The offset of each operator, for error positions. */
        public final int[] opStarts;

        Binary(int start, int end, Expr[] operands, TokenKind[] ops, int[] opStarts) {
            super(start, end);
            this.operands = operands;
            this.ops = ops;
            this.opStarts = opStarts;
        }
    }

    /** {@code a if cond else b}. */
    public static final class Cond extends Expr {
        public final Expr cond;
        public final Expr then;
        public final Expr orElse;

        Cond(int start, int end, Expr cond, Expr then, Expr orElse) {
            super(start, end);
            this.cond = cond;
            this.then = then;
            this.orElse = orElse;
        }
    }

    /** {@code x[i]}. */
    public static final class Index extends Expr {
        public final Expr x;
        public final Expr index;
        public final int lbrack;

        Index(int start, int end, Expr x, Expr index, int lbrack) {
            super(start, end);
            this.x = x;
            this.index = index;
            this.lbrack = lbrack;
        }
    }

    /** {@code x[lo:hi:step]}; absent parts are {@code null}. */
    public static final class Slice extends Expr {
        public final Expr x;
        public final Expr lo;
        public final Expr hi;
        public final Expr step;
        public final int lbrack;

        Slice(int start, int end, Expr x, Expr lo, Expr hi, Expr step, int lbrack) {
            super(start, end);
            this.x = x;
            this.lo = lo;
            this.hi = hi;
            this.step = step;
            this.lbrack = lbrack;
        }
    }

    /** {@code x.name}. */
    public static final class Dot extends Expr {
        public final Expr x;
        public final String name;
        public final int nameStart;

        Dot(int start, int end, Expr x, String name, int nameStart) {
            super(start, end);
            this.x = x;
            this.name = name;
            this.nameStart = nameStart;
        }
    }

    /** One argument of a call: positional, {@code name=value}, {@code *args} or {@code **kwargs}. */
    public static final class Arg {
        public enum Kind { POSITIONAL, NAMED, STAR, STARSTAR }

        public final Kind kind;
        public final String name;
        public final Expr value;
        public final int start;

        Arg(Kind kind, String name, Expr value, int start) {
            this.kind = kind;
            this.name = name;
            this.value = value;
            this.start = start;
        }
    }

    /** {@code fn(args)}. */
    public static final class Call extends Expr {
        public final Expr fn;
        public final List<Arg> args;
        public final int lparen;

        Call(int start, int end, Expr fn, List<Arg> args, int lparen) {
            super(start, end);
            this.fn = fn;
            this.args = args;
            this.lparen = lparen;
        }
    }

    /** A {@code for vars in iterable} or {@code if cond} clause of a comprehension. */
    public static final class Clause {
        public final Expr vars;
        public final Expr iterable;
        public final Expr cond;
        public final int start;

        Clause(Expr vars, Expr iterable, Expr cond, int start) {
            this.vars = vars;
            this.iterable = iterable;
            this.cond = cond;
            this.start = start;
        }

        public boolean isFor() {
            return vars != null;
        }
    }

    /** {@code [body for …]}, {@code {k: v for …}}: for a dict, {@code body} is the key and {@code value} set. */
    public static final class Comprehension extends Expr {
        public final boolean dict;
        public final Expr body;
        public final Expr value;
        public final List<Clause> clauses;

        Comprehension(int start, int end, boolean dict, Expr body, Expr value, List<Clause> clauses) {
            super(start, end);
            this.dict = dict;
            this.body = body;
            this.value = value;
            this.clauses = clauses;
        }
    }

    /** One parameter: {@code name}, {@code name=default}, {@code *name}, bare {@code *}, or {@code **name}. */
    public static final class Param {
        public enum Kind { PLAIN, OPTIONAL, STAR, STARSTAR }

        public final Kind kind;
        public final Ident name;
        public final Expr defaultValue;
        public final int start;

        Param(Kind kind, Ident name, Expr defaultValue, int start) {
            this.kind = kind;
            this.name = name;
            this.defaultValue = defaultValue;
            this.start = start;
        }
    }

    /** The resolver's layout of one function (or of the module's top-level code). */
    public static final class Function {
        public final String name;
        public final int start;
        public final List<Param> params;
        public final List<Stmt> body;
        /** Set by the resolver: frame slots, which slots are cells, and the enclosing bindings captured. */
        public int locals;
        public int[] cells = new int[0];
        public Ident[] freevars = new Ident[0];
        public int numParams;
        public int numKwonly;
        public boolean hasVarargs;
        public boolean hasKwargs;
        public String[] paramNames = new String[0];

        Function(String name, int start, List<Param> params, List<Stmt> body) {
            this.name = name;
            this.start = start;
            this.params = params;
            this.body = body;
        }
    }

    /** {@code lambda params: body}. */
    public static final class Lambda extends Expr {
        public final Function function;

        Lambda(int start, int end, Function function) {
            super(start, end);
            this.function = function;
        }
    }

    /** A statement. */
    public abstract static sealed class Stmt extends Node
            permits ExprStmt, Assign, Return, Branch, If, For, While, Def, Load {
        Stmt(int start, int end) {
            super(start, end);
        }
    }

    /** An expression evaluated for its effect. */
    public static final class ExprStmt extends Stmt {
        public final Expr x;

        ExprStmt(int start, int end, Expr x) {
            super(start, end);
            this.x = x;
        }
    }

    /** {@code lhs = rhs} or {@code lhs op= rhs}. */
    public static final class Assign extends Stmt {
        public final Expr lhs;
        public final TokenKind op;
        public final Expr rhs;
        public final int opStart;

        Assign(int start, int end, Expr lhs, TokenKind op, Expr rhs, int opStart) {
            super(start, end);
            this.lhs = lhs;
            this.op = op;
            this.rhs = rhs;
            this.opStart = opStart;
        }
    }

    /** {@code return [x]}. */
    public static final class Return extends Stmt {
        public final Expr x;

        Return(int start, int end, Expr x) {
            super(start, end);
            this.x = x;
        }
    }

    /** {@code break}, {@code continue} or {@code pass}. */
    public static final class Branch extends Stmt {
        public final TokenKind kind;

        Branch(int start, int end, TokenKind kind) {
            super(start, end);
            this.kind = kind;
        }
    }

    /** {@code if cond: then else: orElse} ({@code elif} nests an If in {@code orElse}). */
    public static final class If extends Stmt {
        public final Expr cond;
        public final List<Stmt> then;
        public final List<Stmt> orElse;

        If(int start, int end, Expr cond, List<Stmt> then, List<Stmt> orElse) {
            super(start, end);
            this.cond = cond;
            this.then = then;
            this.orElse = orElse;
        }
    }

    /** {@code for vars in iterable: body}. */
    public static final class For extends Stmt {
        public final Expr vars;
        public final Expr iterable;
        public final List<Stmt> body;

        For(int start, int end, Expr vars, Expr iterable, List<Stmt> body) {
            super(start, end);
            this.vars = vars;
            this.iterable = iterable;
            this.body = body;
        }
    }

    /** {@code while cond: body}. */
    public static final class While extends Stmt {
        public final Expr cond;
        public final List<Stmt> body;

        While(int start, int end, Expr cond, List<Stmt> body) {
            super(start, end);
            this.cond = cond;
            this.body = body;
        }
    }

    /** {@code def name(params): body}. */
    public static final class Def extends Stmt {
        public final Ident name;
        public final Function function;

        Def(int start, int end, Ident name, Function function) {
            super(start, end);
            this.name = name;
            this.function = function;
        }
    }

    /** {@code load(module, to=from, …)}: {@code to[i]} is bound to the module's {@code from[i]}. */
    public static final class Load extends Stmt {
        public final Literal module;
        public final List<Ident> to;
        public final List<Literal> from;

        Load(int start, int end, Literal module, List<Ident> to, List<Literal> from) {
            super(start, end);
            this.module = module;
            this.to = to;
            this.from = from;
        }
    }

    /** A parsed file: its statements and the top-level code's layout (set by the resolver). */
    public static final class File {
        public final List<Stmt> stmts;
        public final Function toplevel;
        /** Set by the resolver: the global names in slot order. */
        public String[] globals = new String[0];

        File(List<Stmt> stmts) {
            this.stmts = stmts;
            this.toplevel = new Function("<toplevel>", 0, List.of(), stmts);
        }
    }
}
