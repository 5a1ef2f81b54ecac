package dev.catalogstudio.model.starlark;

import dev.catalogstudio.model.starlark.Syntax.Arg;
import dev.catalogstudio.model.starlark.Syntax.Clause;
import dev.catalogstudio.model.starlark.Syntax.Expr;
import dev.catalogstudio.model.starlark.Syntax.Function;
import dev.catalogstudio.model.starlark.Syntax.Ident;
import dev.catalogstudio.model.starlark.Syntax.Param;
import dev.catalogstudio.model.starlark.Syntax.Scope;
import dev.catalogstudio.model.starlark.Syntax.Stmt;
import dev.catalogstudio.model.text.LineIndex;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Binds every name of a parsed file to where it lives (starlark-spec.md "Name binding and variables", following
 * starlark-go's resolver): a local or cell of its function, a variable captured from an enclosing function, a module
 * global, a name the host predeclared, or a built-in. It also reports the static errors of the spec: undefined names
 * (with a spelling suggestion), reassigned globals, statements out of place ({@code return} outside a function,
 * {@code break} outside a loop, {@code load} inside a block, top-level {@code if}/{@code for}/{@code while} unless the
 * dialect allows them), invalid assignment targets, and badly ordered parameters and arguments. All of them are
 * reported, each with its position.
 */
final class Resolver {

    /** Where one name is bound; shared by all its uses until the final pass copies it into them. */
    static final class Binding {
        final Ident first;
        Scope scope;
        int index;

        Binding(Ident first, Scope scope, int index) {
            this.first = first;
            this.scope = scope;
            this.index = index;
        }
    }

    /** A lexical block: a function body, a comprehension, or the file. */
    private static final class Block {
        final Block parent;
        final FnState fn;
        final Map<String, Binding> bindings = new HashMap<>();
        final List<Ident> uses = new ArrayList<>();
        final List<Block> children = new ArrayList<>();

        Block(Block parent, FnState fn) {
            this.parent = parent;
            this.fn = fn;
            if (parent != null) {
                parent.children.add(this);
            }
        }
    }

    /** The resolver's state for one function (or the top-level code, whose {@code enclosing} is null). */
    private static final class FnState {
        final Function function;
        final FnState enclosing;
        final Block enclosingBlock;
        final List<Binding> locals = new ArrayList<>();
        final List<Binding> freevars = new ArrayList<>();
        final Map<Binding, Integer> freeIndex = new HashMap<>();

        FnState(Function function, FnState enclosing, Block enclosingBlock) {
            this.function = function;
            this.enclosing = enclosing;
            this.enclosingBlock = enclosingBlock;
        }
    }

    private record Deferred(Function function, FnState enclosing, Block block) {
    }

    private final Dialect dialect;
    private final Predicate<String> predeclared;
    private final Set<String> universe;
    private final String fileName;
    private final LineIndex lines;
    private final List<Problem> problems;
    private final Map<String, Binding> globals = new HashMap<>();
    private final List<Binding> globalList = new ArrayList<>();
    private final List<Object[]> resolved = new ArrayList<>();
    private final Deque<Deferred> deferred = new ArrayDeque<>();
    private final List<FnState> functions = new ArrayList<>();
    /** How many undefined names get a spelling suggestion. */
    private static final int MAX_SUGGESTIONS = 50;
    private int undefinedCount;
    private Block fileBlock;
    private Block env;
    private int loops;
    private int ifs;

    private Resolver(Dialect dialect, Predicate<String> predeclared, Set<String> universe, String fileName,
            LineIndex lines, List<Problem> problems) {
        this.dialect = dialect;
        this.predeclared = predeclared;
        this.universe = universe;
        this.fileName = fileName;
        this.lines = lines;
        this.problems = problems;
    }

    /**
     * Resolves {@code file} in place and adds its problems, in source order, to {@code problems}.
     *
     * @param predeclared the names the host predeclares for this module
     * @param universe    the built-in names of the language
     */
    static void resolve(Syntax.File file, String src, String fileName, Dialect dialect,
            Predicate<String> predeclared, Set<String> universe, List<Problem> problems) {
        var found = new ArrayList<Problem>();
        var r = new Resolver(dialect, predeclared, universe, fileName, LineIndex.of(src), found);
        r.file(file);
        found.sort(java.util.Comparator.comparingInt(Problem::start));
        problems.addAll(found);
    }

    private void file(Syntax.File file) {
        FnState top = new FnState(file.toplevel, null, null);
        functions.add(top);
        fileBlock = new Block(null, top);
        env = fileBlock;
        stmts(file.stmts);
        resolveUses(fileBlock);
        while (!deferred.isEmpty()) {
            Deferred d = deferred.poll();
            resolveFunction(d);
        }
        file.globals = globalList.stream().map(b -> b.first.name).toArray(String[]::new);
        for (FnState fn : functions) {
            layout(fn);
        }
        for (Object[] pair : resolved) {
            Ident id = (Ident) pair[0];
            Binding b = (Binding) pair[1];
            id.scope = b.scope;
            id.index = b.index;
            id.binding = null;
        }
    }

    private void layout(FnState fn) {
        Function f = fn.function;
        f.locals = fn.locals.size();
        f.cells = java.util.stream.IntStream.range(0, fn.locals.size())
                .filter(i -> fn.locals.get(i).scope == Scope.CELL).toArray();
        f.freevars = fn.freevars.stream().map(b -> b.first).toArray(Ident[]::new);
        // A captured variable's Ident in the enclosing function carries its slot there: keep that for the closure.
        var captured = new Ident[fn.freevars.size()];
        for (int i = 0; i < captured.length; i++) {
            Binding outer = fn.freevars.get(i);
            var carrier = new Ident(outer.first.start, outer.first.end, outer.first.name);
            resolved.add(new Object[] {carrier, outerBinding.get(outer)});
            captured[i] = carrier;
        }
        f.freevars = captured;
    }

    /** For each captured variable of a function, the binding it captures in the enclosing function. */
    private final Map<Binding, Binding> outerBinding = new HashMap<>();

    // ---- statements

    private void stmts(List<Stmt> stmts) {
        for (Stmt s : stmts) {
            stmt(s);
        }
    }

    private boolean atTop() {
        return env.fn.enclosing == null && env.fn.function.name.equals("<toplevel>");
    }

    private void stmt(Stmt s) {
        if (s instanceof Syntax.ExprStmt e) {
            expr(e.x);
        } else if (s instanceof Syntax.Branch b) {
            if (b.kind != TokenKind.PASS && loops == 0) {
                error(b.start, b.end, b.kind.text() + " not in a loop");
            }
        } else if (s instanceof Syntax.If i) {
            if (!dialect.topLevelControl() && atTop()) {
                error(i.start, i.start + 2, "if statement not within a function");
            }
            expr(i.cond);
            ifs++;
            stmts(i.then);
            stmts(i.orElse);
            ifs--;
        } else if (s instanceof Syntax.Assign a) {
            expr(a.rhs);
            assign(a.lhs, a.op != TokenKind.EQ);
        } else if (s instanceof Syntax.Def d) {
            bind(d.name);
            function(d.function);
        } else if (s instanceof Syntax.For f) {
            if (!dialect.topLevelControl() && atTop()) {
                error(f.start, f.start + 3, "for loop not within a function");
            }
            expr(f.iterable);
            assign(f.vars, false);
            loops++;
            stmts(f.body);
            loops--;
        } else if (s instanceof Syntax.While w) {
            if (!dialect.whileLoops()) {
                error(w.start, w.start + 5, "dialect does not support while loops");
            }
            if (!dialect.topLevelControl() && atTop()) {
                error(w.start, w.start + 5, "while loop not within a function");
            }
            expr(w.cond);
            loops++;
            stmts(w.body);
            loops--;
        } else if (s instanceof Syntax.Return r) {
            if (atTop()) {
                error(r.start, r.start + 6, "return statement not within a function");
            }
            if (r.x != null) {
                expr(r.x);
            }
        } else if (s instanceof Syntax.Load l) {
            load(l);
        }
    }

    private void load(Syntax.Load l) {
        if (!atTop()) {
            error(l.start, l.start + 4, "load statement within a function");
        } else if (loops > 0) {
            error(l.start, l.start + 4, "load statement within a loop");
        } else if (ifs > 0) {
            error(l.start, l.start + 4, "load statement within a conditional");
        }
        for (int i = 0; i < l.to.size(); i++) {
            Syntax.Literal from = l.from.get(i);
            String name = (String) from.value;
            if (name.isEmpty()) {
                error(from.start, from.end, "load: empty identifier");
                continue;
            }
            if (name.charAt(0) == '_') {
                error(from.start, from.end, "load: names with leading underscores are not exported: " + name);
            }
            Ident id = l.to.get(i);
            if (dialect.loadBindsGlobally()) {
                bind(id);
            } else if (bindLocal(id) && !dialect.globalReassign()) {
                error(id.start, id.end, "cannot reassign top-level " + id.name);
            }
        }
    }

    private void assign(Expr lhs, boolean augmented) {
        if (lhs instanceof Ident id) {
            if (augmented) {
                use(id);
            }
            bind(id);
        } else if (lhs instanceof Syntax.Index i) {
            expr(i.x);
            expr(i.index);
        } else if (lhs instanceof Syntax.Dot d) {
            expr(d.x);
        } else if (lhs instanceof Syntax.ListExpr || lhs instanceof Syntax.TupleExpr) {
            boolean list = lhs instanceof Syntax.ListExpr;
            if (augmented) {
                error(lhs.start, lhs.end, "can't use " + (list ? "list" : "tuple")
                        + " expression in augmented assignment");
                return;
            }
            for (Expr e : list ? ((Syntax.ListExpr) lhs).elems : ((Syntax.TupleExpr) lhs).elems) {
                assign(e, false);
            }
        } else {
            error(lhs.start, lhs.end, "can't assign to " + goTypeName(lhs));
        }
    }

    /** The names of node types in starlark-go's messages ("can't assign to binaryexpr"). */
    private static final Map<Class<?>, String> GO_TYPE_NAMES = Map.of(Syntax.Literal.class, "literal",
            Syntax.Binary.class, "binaryexpr", Syntax.Call.class, "callexpr", Syntax.Unary.class, "unaryexpr",
            Syntax.Cond.class, "condexpr", Syntax.DictExpr.class, "dictexpr", Syntax.Lambda.class, "lambdaexpr",
            Syntax.Slice.class, "sliceexpr", Syntax.Comprehension.class, "comprehension");

    private static String goTypeName(Expr e) {
        return GO_TYPE_NAMES.getOrDefault(e.getClass(), e.getClass().getSimpleName().toLowerCase(Locale.ROOT));
    }

    // ---- bindings

    /** Binds {@code id} in the current block; true if it was already bound there. */
    private boolean bind(Ident id) {
        if (env == fileBlock) {
            Binding b = fileBlock.bindings.get(id.name);
            boolean existed = b != null;
            if (b == null) {
                b = globals.get(id.name);
                existed = b != null;
                if (b == null) {
                    b = new Binding(id, Scope.GLOBAL, globalList.size());
                    globals.put(id.name, b);
                    globalList.add(b);
                }
            }
            if (existed && !dialect.globalReassign()) {
                error(id.start, id.end, "cannot reassign " + (b.scope == Scope.GLOBAL ? "global" : "local") + " "
                        + id.name + " declared at " + where(b.first.start));
            }
            record(id, b);
            return existed;
        }
        return bindLocal(id);
    }

    private boolean bindLocal(Ident id) {
        Binding b = env.bindings.get(id.name);
        boolean existed = b != null;
        if (b == null) {
            b = new Binding(id, Scope.LOCAL, env.fn.locals.size());
            env.bindings.put(id.name, b);
            env.fn.locals.add(b);
        }
        record(id, b);
        return existed;
    }

    private void record(Ident id, Binding b) {
        id.binding = b;
        resolved.add(new Object[] {id, b});
    }

    private void use(Ident id) {
        if (dialect.globalReassign() && env == fileBlock) {
            resolveUse(id, fileBlock);
            return;
        }
        env.uses.add(id);
    }

    private void resolveUses(Block block) {
        for (Ident id : block.uses) {
            resolveUse(id, block);
        }
        for (Block child : List.copyOf(block.children)) {
            if (child.fn == block.fn) {
                resolveUses(child);
            }
        }
    }

    private void resolveUse(Ident id, Block block) {
        Binding b = lookup(id.name, block);
        if (b == null) {
            if (predeclared.test(id.name)) {
                b = new Binding(id, Scope.PREDECLARED, 0);
            } else if (universe.contains(id.name)) {
                b = new Binding(id, Scope.UNIVERSAL, 0);
            } else {
                // Suggestions cost a distance per visible name: a hostile file of many undefined names gets them
                // for its first ones only.
                String near = ++undefinedCount <= MAX_SUGGESTIONS ? nearest(id.name, block) : null;
                problems.add(new Problem(Problem.Kind.UNDEFINED, id.start, id.end, "undefined: " + id.name
                        + (near != null ? " (did you mean " + near + "?)" : "")));
                return;
            }
        }
        record(id, b);
    }

    /** The binding of {@code name} as seen from {@code block}: local, captured, file-local or global. */
    private Binding lookup(String name, Block block) {
        for (Block b = block; b != null; b = b.parent) {
            if (b.fn != block.fn) {
                break;
            }
            Binding found = b.bindings.get(name);
            if (found != null) {
                return found;
            }
        }
        FnState fn = block.fn;
        if (fn.enclosingBlock != null) {
            Binding outer = lookup(name, fn.enclosingBlock);
            if (outer != null && (outer.scope == Scope.LOCAL || outer.scope == Scope.CELL || outer.scope == Scope.FREE)) {
                return capture(fn, outer);
            }
            return outer;
        }
        return globals.get(name);
    }

    private Binding capture(FnState fn, Binding outer) {
        if (outer.scope == Scope.LOCAL) {
            outer.scope = Scope.CELL;
        }
        Integer index = fn.freeIndex.get(outer);
        if (index != null) {
            return fn.freevars.get(index);
        }
        var free = new Binding(outer.first, Scope.FREE, fn.freevars.size());
        fn.freeIndex.put(outer, free.index);
        fn.freevars.add(free);
        outerBinding.put(free, outer);
        return free;
    }

    // ---- functions

    private void function(Function f) {
        for (Param p : f.params) {
            if (p.defaultValue != null) {
                expr(p.defaultValue);
            }
        }
        deferred.add(new Deferred(f, env.fn, env));
    }

    private void resolveFunction(Deferred d) {
        Function f = d.function();
        var fn = new FnState(f, d.enclosing(), d.block());
        functions.add(fn);
        Block saved = env;
        int savedLoops = loops;
        int savedIfs = ifs;
        env = new Block(null, fn);
        loops = 0;
        ifs = 0;
        params(f);
        stmts(f.body);
        resolveUses(env);
        env = saved;
        loops = savedLoops;
        ifs = savedIfs;
    }

    private void params(Function f) {
        boolean seenOptional = false;
        Param star = null;
        Param starStar = null;
        int kwonly = 0;
        var positional = new ArrayList<Param>();
        for (Param p : f.params) {
            switch (p.kind) {
                case PLAIN, OPTIONAL -> {
                    if (starStar != null) {
                        error(p.start, p.name.end, "parameter may not follow **kwargs");
                    } else if (star != null) {
                        kwonly++;
                    } else if (p.kind == Param.Kind.PLAIN && seenOptional) {
                        error(p.start, p.name.end, "required parameter may not follow optional");
                    }
                    if (p.kind == Param.Kind.OPTIONAL && star == null) {
                        seenOptional = true;
                    }
                    positional.add(p);
                }
                case STAR -> {
                    if (starStar != null) {
                        error(p.start, p.start + 1, "* parameter may not follow **kwargs");
                    } else if (star != null) {
                        error(p.start, p.start + 1, "multiple * parameters not allowed");
                    } else {
                        star = p;
                    }
                }
                case STARSTAR -> {
                    if (starStar != null) {
                        error(p.start, p.start + 2, "multiple ** parameters not allowed");
                    } else {
                        starStar = p;
                    }
                }
            }
        }
        if (star != null && star.name == null && kwonly == 0) {
            error(star.start, star.start + 1, "bare * must be followed by keyword-only parameters");
        }
        var seen = new HashSet<String>();
        var names = new ArrayList<String>();
        for (Param p : positional) {
            bindParam(p.name, seen);
            names.add(p.name.name);
        }
        if (star != null && star.name != null) {
            bindParam(star.name, seen);
            names.add(star.name.name);
        }
        if (starStar != null) {
            bindParam(starStar.name, seen);
            names.add(starStar.name.name);
        }
        f.numParams = positional.size();
        f.numKwonly = kwonly;
        f.hasVarargs = star != null && star.name != null;
        f.hasKwargs = starStar != null;
        f.paramNames = names.toArray(new String[0]);
    }

    private void bindParam(Ident name, Set<String> seen) {
        if (!seen.add(name.name)) {
            error(name.start, name.end, "duplicate parameter: " + name.name);
            // Keep one slot per parameter so that the frame layout stays positional.
            var b = new Binding(name, Scope.LOCAL, env.fn.locals.size());
            env.fn.locals.add(b);
            record(name, b);
            return;
        }
        bindLocal(name);
    }

    // ---- expressions

    private void expr(Expr e) {
        if (e instanceof Ident id) {
            use(id);
        } else if (e instanceof Syntax.ListExpr l) {
            l.elems.forEach(this::expr);
        } else if (e instanceof Syntax.TupleExpr t) {
            t.elems.forEach(this::expr);
        } else if (e instanceof Syntax.DictExpr d) {
            for (int i = 0; i < d.keys.size(); i++) {
                expr(d.keys.get(i));
                expr(d.values.get(i));
            }
        } else if (e instanceof Syntax.Unary u) {
            expr(u.x);
        } else if (e instanceof Syntax.Binary b) {
            for (Expr x : b.operands) {
                expr(x);
            }
        } else if (e instanceof Syntax.Cond c) {
            expr(c.cond);
            expr(c.then);
            expr(c.orElse);
        } else if (e instanceof Syntax.Index i) {
            expr(i.x);
            expr(i.index);
        } else if (e instanceof Syntax.Slice s) {
            expr(s.x);
            for (Expr part : new Expr[] {s.lo, s.hi, s.step}) {
                if (part != null) {
                    expr(part);
                }
            }
        } else if (e instanceof Syntax.Dot d) {
            expr(d.x);
        } else if (e instanceof Syntax.Call c) {
            call(c);
        } else if (e instanceof Syntax.Comprehension c) {
            comprehension(c);
        } else if (e instanceof Syntax.Lambda l) {
            function(l.function);
        }
    }

    private void call(Syntax.Call c) {
        expr(c.fn);
        boolean seenVarargs = false;
        boolean seenKwargs = false;
        var names = new HashSet<String>();
        for (Arg a : c.args) {
            switch (a.kind) {
                case STARSTAR -> {
                    if (seenKwargs) {
                        error(a.start, a.start + 2, "multiple **kwargs not allowed");
                    }
                    seenKwargs = true;
                }
                case STAR -> {
                    if (seenKwargs) {
                        error(a.start, a.start + 1, "*args may not follow **kwargs");
                    } else if (seenVarargs) {
                        error(a.start, a.start + 1, "multiple *args not allowed");
                    }
                    seenVarargs = true;
                }
                case NAMED -> {
                    if (seenKwargs) {
                        error(a.start, a.value.end, "keyword argument may not follow **kwargs");
                    } else if (seenVarargs) {
                        error(a.start, a.value.end, "keyword argument may not follow *args");
                    }
                    if (!names.add(a.name)) {
                        error(a.start, a.start + a.name.length(), "keyword argument \"" + a.name + "\" is repeated");
                    }
                }
                case POSITIONAL -> {
                    if (seenVarargs) {
                        error(a.start, a.value.end, "positional argument may not follow *args");
                    } else if (seenKwargs) {
                        error(a.start, a.value.end, "positional argument may not follow **kwargs");
                    } else if (!names.isEmpty()) {
                        error(a.start, a.value.end, "positional argument may not follow named");
                    }
                }
            }
            expr(a.value);
        }
    }

    private void comprehension(Syntax.Comprehension c) {
        Clause first = c.clauses.get(0);
        expr(first.iterable);
        Block saved = env;
        env = new Block(env, env.fn);
        assign(first.vars, false);
        for (int i = 1; i < c.clauses.size(); i++) {
            Clause clause = c.clauses.get(i);
            if (clause.isFor()) {
                expr(clause.iterable);
                assign(clause.vars, false);
            } else {
                expr(clause.cond);
            }
        }
        expr(c.body);
        if (c.value != null) {
            expr(c.value);
        }
        env = saved;
    }

    // ---- messages

    private String where(int offset) {
        int line = lines.lineOf(offset);
        return fileName + ":" + line + ":" + lines.columnOf(offset);
    }

    private void error(int start, int end, String message) {
        problems.add(new Problem(Problem.Kind.RESOLVE, start, end, message));
    }

    private String nearest(String name, Block block) {
        var candidates = new HashSet<String>(universe);
        for (Block b = block; b != null; b = b.parent != null ? b.parent : b.fn.enclosingBlock) {
            candidates.addAll(b.bindings.keySet());
        }
        candidates.addAll(globals.keySet());
        return Spelling.nearest(name, candidates);
    }
}
