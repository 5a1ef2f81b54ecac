package dev.catalogstudio.model.starlark;

import dev.catalogstudio.model.starlark.Syntax.Arg;
import dev.catalogstudio.model.starlark.Syntax.Clause;
import dev.catalogstudio.model.starlark.Syntax.Expr;
import dev.catalogstudio.model.starlark.Syntax.Ident;
import dev.catalogstudio.model.starlark.Syntax.Stmt;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tree-walking evaluator (starlark-spec.md "Expressions", "Statements", "Module execution"). It runs resolved
 * trees: names are frame slots, cells, captured cells, global slots, or predeclared and built-in names. Every
 * statement and expression counts one step of the thread's {@link Budget}; control flow returns signals instead of
 * throwing. Errors carry the offset of the innermost statement, call or operator being evaluated.
 */
final class Eval {

    /** A variable shared between a function and the functions nested in it. */
    static final class Cell {
        Object value;
    }

    /** One active function call (or a module's top-level code). */
    static final class Frame {
        final Frame parent;
        final StarFunction fn;
        final Module module;
        final Object[] locals;
        final Cell[] freevars;
        int offset;
        Object result;

        Frame(Frame parent, StarFunction fn, Module module, Object[] locals, Cell[] freevars) {
            this.parent = parent;
            this.fn = fn;
            this.module = module;
            this.locals = locals;
            this.freevars = freevars;
        }
    }

    private static final int NORMAL = 0;
    private static final int BREAK = 1;
    private static final int CONTINUE = 2;
    private static final int RETURN = 3;

    private Eval() {
    }

    static void executeModule(StarlarkThread t, Module m) {
        Syntax.Function top = m.program.file().toplevel;
        Object[] locals = new Object[top.locals];
        for (int slot : top.cells) {
            locals[slot] = new Cell();
        }
        var frame = new Frame(t.frame, null, m, locals, new Cell[0]);
        Frame saved = t.frame;
        t.frame = frame;
        StarlarkThread previous = t.enter();
        try {
            exec(t, frame, top.body);
        } catch (EvalException e) {
            throw located(e, frame, "<toplevel>");
        } catch (StackOverflowError e) {
            throw located(new EvalException("Starlark stack overflow: the Java stack ran out (maximum recursion "
                    + "depth)"), frame, "<toplevel>");
        } finally {
            t.frame = saved;
            StarlarkThread.exit(previous);
        }
    }

    private static EvalException located(EvalException e, Frame frame, String name) {
        e.push(new EvalException.Frame(name, frame.module.program, frame.offset));
        return e;
    }

    // ---- statements

    private static int exec(StarlarkThread t, Frame f, List<Stmt> stmts) {
        for (int i = 0, n = stmts.size(); i < n; i++) {
            int signal = exec(t, f, stmts.get(i));
            if (signal != NORMAL) {
                return signal;
            }
        }
        return NORMAL;
    }

    private static int exec(StarlarkThread t, Frame f, Stmt s) {
        t.step();
        f.offset = s.start;
        if (s instanceof Syntax.ExprStmt e) {
            eval(t, f, e.x);
            return NORMAL;
        }
        if (s instanceof Syntax.Assign a) {
            if (a.op == TokenKind.EQ) {
                assign(t, f, a.lhs, eval(t, f, a.rhs));
            } else {
                augmented(t, f, a);
            }
            return NORMAL;
        }
        if (s instanceof Syntax.If i) {
            return exec(t, f, Starlark.truth(eval(t, f, i.cond)) ? i.then : i.orElse);
        }
        if (s instanceof Syntax.Return r) {
            f.result = r.x == null ? Starlark.NONE : eval(t, f, r.x);
            return RETURN;
        }
        if (s instanceof Syntax.For loop) {
            Object iterable = eval(t, f, loop.iterable);
            f.offset = loop.start;
            try (Starlark.Iteration it = Starlark.iterate(iterable)) {
                while (it.hasNext()) {
                    t.step();
                    assign(t, f, loop.vars, it.next());
                    int signal = exec(t, f, loop.body);
                    if (signal == BREAK) {
                        break;
                    }
                    if (signal == RETURN) {
                        return RETURN;
                    }
                }
            }
            return NORMAL;
        }
        if (s instanceof Syntax.Branch b) {
            return b.kind == TokenKind.BREAK ? BREAK : b.kind == TokenKind.CONTINUE ? CONTINUE : NORMAL;
        }
        if (s instanceof Syntax.While w) {
            while (Starlark.truth(eval(t, f, w.cond))) {
                t.step();
                int signal = exec(t, f, w.body);
                if (signal == BREAK) {
                    break;
                }
                if (signal == RETURN) {
                    return RETURN;
                }
                f.offset = w.start;
            }
            return NORMAL;
        }
        if (s instanceof Syntax.Def d) {
            assign(t, f, d.name, makeFunction(t, f, d.function));
            return NORMAL;
        }
        if (s instanceof Syntax.Load l) {
            load(t, f, l);
            return NORMAL;
        }
        throw new IllegalStateException("statement " + s.getClass());
    }

    private static void load(StarlarkThread t, Frame f, Syntax.Load l) {
        String module = ByteStrings.decode((String) l.module.value);
        Map<String, Object> members = t.loader().load(module);
        for (int i = 0; i < l.to.size(); i++) {
            String from = (String) l.from.get(i).value;
            Object v = members.get(from);
            if (v == null) {
                String near = Spelling.nearest(from, members.keySet());
                throw new EvalException("load: name " + ByteStrings.decode(from) + " not found in module " + module
                        + (near != null ? " (did you mean " + near + "?)" : ""));
            }
            assign(t, f, l.to.get(i), v);
        }
    }

    private static StarFunction makeFunction(StarlarkThread t, Frame f, Syntax.Function fn) {
        var defaults = new Object[fn.params.size()];
        int slot = 0;
        for (Syntax.Param p : fn.params) {
            if (p.kind == Syntax.Param.Kind.OPTIONAL) {
                defaults[slot] = eval(t, f, p.defaultValue);
            }
            if (p.kind == Syntax.Param.Kind.PLAIN || p.kind == Syntax.Param.Kind.OPTIONAL) {
                slot++;
            }
        }
        var cells = new Cell[fn.freevars.length];
        for (int i = 0; i < cells.length; i++) {
            Ident carrier = fn.freevars[i];
            cells[i] = carrier.scope == Syntax.Scope.FREE ? f.freevars[carrier.index] : (Cell) f.locals[carrier.index];
        }
        t.allocate(64 + 8L * defaults.length);
        return new StarFunction(fn, f.module, defaults, cells);
    }

    // ---- assignment

    private static void assign(StarlarkThread t, Frame f, Expr lhs, Object v) {
        if (lhs instanceof Ident id) {
            switch (id.scope) {
                case LOCAL -> f.locals[id.index] = v;
                case CELL -> ((Cell) f.locals[id.index]).value = v;
                case FREE -> f.freevars[id.index].value = v;
                case GLOBAL -> f.module.globals[id.index] = v;
                default -> throw new EvalException("cannot assign to " + id.name);
            }
            return;
        }
        if (lhs instanceof Syntax.Index ix) {
            Object x = eval(t, f, ix.x);
            Object key = eval(t, f, ix.index);
            f.offset = ix.lbrack;
            setIndex(t, x, key, v);
            return;
        }
        if (lhs instanceof Syntax.Dot d) {
            Object x = eval(t, f, d.x);
            f.offset = d.nameStart;
            setField(x, d.name, v);
            return;
        }
        List<Expr> targets = lhs instanceof Syntax.TupleExpr tu ? tu.elems : ((Syntax.ListExpr) lhs).elems;
        unpack(t, f, targets, v);
    }

    private static void unpack(StarlarkThread t, Frame f, List<Expr> targets, Object v) {
        Starlark.Iteration it = Starlark.iterateOrNull(v);
        if (it == null || v instanceof String) {
            throw new EvalException("got " + Starlark.type(v) + " in sequence assignment");
        }
        var values = new ArrayList<Object>(targets.size());
        try (it) {
            while (it.hasNext()) {
                if (values.size() == targets.size()) {
                    throw new EvalException("too many values to unpack (got " + Starlark.len(v) + ", want "
                            + targets.size() + ")");
                }
                values.add(it.next());
            }
        }
        if (values.size() < targets.size()) {
            throw new EvalException("too few values to unpack (got " + values.size() + ", want " + targets.size()
                    + ")");
        }
        for (int i = 0; i < targets.size(); i++) {
            assign(t, f, targets.get(i), values.get(i));
        }
    }

    private static void setField(Object x, String name, Object v) {
        if (x instanceof HostValue h) {
            h.setField(name, v);
            return;
        }
        throw new EvalException("can't assign to ." + name + " field of " + Starlark.type(x));
    }

    static void setIndex(StarlarkThread t, Object x, Object key, Object v) {
        if (x instanceof StarList l) {
            int i = index(key, l.size(), x);
            l.checkMutable("assign to element of");
            l.elems.set(i, v);
        } else if (x instanceof StarDict d) {
            int before = d.size();
            d.put(key, v);
            if (d.size() > before) {  // a new entry: d[k] = v was not charged at all (10^8 entries took 2 GB)
                t.allocate(StarDict.ENTRY_BYTES);
            }
        } else {
            throw new EvalException(Starlark.type(x) + " value does not support item assignment");
        }
    }

    private static void augmented(StarlarkThread t, Frame f, Syntax.Assign a) {
        TokenKind op = a.op.augmentedOperator();
        if (a.lhs instanceof Syntax.Index ix) {
            Object x = eval(t, f, ix.x);
            Object key = eval(t, f, ix.index);
            f.offset = ix.lbrack;
            Object old = Operators.index(t, x, key);
            Object y = eval(t, f, a.rhs);
            f.offset = a.opStart;
            setIndex(t, x, key, inPlace(t, op, old, y));
            return;
        }
        if (a.lhs instanceof Syntax.Dot d) {
            Object x = eval(t, f, d.x);
            f.offset = d.nameStart;
            Object old = Operators.attr(t, x, d.name);
            Object y = eval(t, f, a.rhs);
            f.offset = a.opStart;
            setField(x, d.name, inPlace(t, op, old, y));
            return;
        }
        Object old = eval(t, f, a.lhs);
        Object y = eval(t, f, a.rhs);
        f.offset = a.opStart;
        assign(t, f, a.lhs, inPlace(t, op, old, y));
    }

    /**
     * {@code x op= y}: a list's {@code +=} extends it in place and a dict's {@code |=} updates it in place
     * (starlark-spec.md "Augmented assignments"); other values get {@code x op y}.
     */
    private static Object inPlace(StarlarkThread t, TokenKind op, Object x, Object y) {
        if (op == TokenKind.PIPE && x instanceof StarDict d && y instanceof StarDict other) {
            d.checkMutable("insert into");
            t.allocate(StarDict.ENTRY_BYTES * other.size());
            d.map.putAll(other.map);
            return d;
        }
        if (op == TokenKind.PLUS && x instanceof StarList l && Starlark.isIterable(y)) {
            // the right side is read (and its iteration closed) before the list is checked, so l += l doubles l
            // as in starlark-go instead of failing "during iteration"
            var add = new ArrayList<Object>();
            try (Starlark.Iteration it = Starlark.iterateOrNull(y)) {
                while (it.hasNext()) {
                    t.allocate(StarDict.ELEMENT_BYTES);  // charged before it is kept: l += range(10**9) stops
                    add.add(it.next());
                }
            }
            l.checkMutable("apply += to");
            l.elems.addAll(add);
            return l;
        }
        return Operators.binary(t, op, x, y);
    }

    // ---- expressions

    static Object eval(StarlarkThread t, Frame f, Expr e) {
        t.step();
        if (e instanceof Ident id) {
            return lookup(f, id);
        }
        if (e instanceof Syntax.Literal l) {
            return l.value;
        }
        if (e instanceof Syntax.Binary b) {
            return binary(t, f, b);
        }
        if (e instanceof Syntax.Call c) {
            return call(t, f, c);
        }
        if (e instanceof Syntax.Dot d) {
            Object x = eval(t, f, d.x);
            f.offset = d.nameStart;
            return Operators.attr(t, x, d.name);
        }
        if (e instanceof Syntax.Index ix) {
            Object x = eval(t, f, ix.x);
            Object key = eval(t, f, ix.index);
            f.offset = ix.lbrack;
            return Operators.index(t, x, key);
        }
        if (e instanceof Syntax.Unary u) {
            Object x = eval(t, f, u.x);
            f.offset = u.start;
            return Operators.unary(u.op, x);
        }
        if (e instanceof Syntax.Cond c) {
            return eval(t, f, Starlark.truth(eval(t, f, c.cond)) ? c.then : c.orElse);
        }
        if (e instanceof Syntax.ListExpr l) {
            var elems = new ArrayList<Object>(l.elems.size());
            for (Expr x : l.elems) {
                elems.add(eval(t, f, x));
            }
            t.allocate(16 + 8L * elems.size());
            return new StarList(elems, true);
        }
        if (e instanceof Syntax.TupleExpr tu) {
            var elems = new Object[tu.elems.size()];
            for (int i = 0; i < elems.length; i++) {
                elems[i] = eval(t, f, tu.elems.get(i));
            }
            t.allocate(16 + 8L * elems.length);
            return StarTuple.adopt(elems);
        }
        if (e instanceof Syntax.DictExpr d) {
            var dict = new StarDict();
            for (int i = 0; i < d.keys.size(); i++) {
                Object k = eval(t, f, d.keys.get(i));
                Object v = eval(t, f, d.values.get(i));
                f.offset = d.keys.get(i).start;
                if (dict.get(k) != null) {
                    throw new EvalException("duplicate key: " + Starlark.repr(k));
                }
                dict.put(k, v);
            }
            t.allocate(16 + StarDict.ENTRY_BYTES * dict.size());
            return dict;
        }
        if (e instanceof Syntax.Slice s) {
            Object x = eval(t, f, s.x);
            Object lo = s.lo == null ? Starlark.NONE : eval(t, f, s.lo);
            Object hi = s.hi == null ? Starlark.NONE : eval(t, f, s.hi);
            Object step = s.step == null ? Starlark.NONE : eval(t, f, s.step);
            f.offset = s.lbrack;
            return Operators.slice(t, x, lo, hi, step);
        }
        if (e instanceof Syntax.Comprehension c) {
            return comprehension(t, f, c);
        }
        if (e instanceof Syntax.Lambda l) {
            return makeFunction(t, f, l.function);
        }
        throw new IllegalStateException("expression " + e.getClass());
    }

    private static Object lookup(Frame f, Ident id) {
        Object v;
        switch (id.scope) {
            case LOCAL -> {
                v = f.locals[id.index];
                if (v == null) {
                    throw new EvalException("local variable " + id.name + " referenced before assignment");
                }
            }
            case CELL -> {
                v = ((Cell) f.locals[id.index]).value;
                if (v == null) {
                    throw new EvalException("local variable " + id.name + " referenced before assignment");
                }
            }
            case FREE -> {
                v = f.freevars[id.index].value;
                if (v == null) {
                    throw new EvalException("local variable " + id.name + " referenced before assignment");
                }
            }
            case GLOBAL -> {
                v = f.module.globals[id.index];
                if (v == null) {
                    throw new EvalException("global variable " + id.name + " referenced before assignment");
                }
            }
            case PREDECLARED -> {
                v = f.module.predeclared.get(id.name);
                if (v == null) {
                    throw new EvalException("undefined: " + id.name);
                }
            }
            case UNIVERSAL -> {
                v = Builtins.UNIVERSE.get(id.name);
                if (v == null) {
                    throw new EvalException("undefined: " + id.name);
                }
            }
            default -> throw new EvalException("undefined: " + id.name);
        }
        return v;
    }

    private static Object binary(StarlarkThread t, Frame f, Syntax.Binary b) {
        Object x = eval(t, f, b.operands[0]);
        for (int i = 0; i < b.ops.length; i++) {
            TokenKind op = b.ops[i];
            if (op == TokenKind.AND) {
                if (!Starlark.truth(x)) {
                    return x;
                }
                x = eval(t, f, b.operands[i + 1]);
                continue;
            }
            if (op == TokenKind.OR) {
                if (Starlark.truth(x)) {
                    return x;
                }
                x = eval(t, f, b.operands[i + 1]);
                continue;
            }
            Object y = eval(t, f, b.operands[i + 1]);
            f.offset = b.opStarts[i];
            x = Operators.binary(t, op, x, y);
        }
        return x;
    }

    private static Object comprehension(StarlarkThread t, Frame f, Syntax.Comprehension c) {
        if (c.dict) {
            var dict = new StarDict();
            clause(t, f, c, 0, dict, null);
            return dict;
        }
        var elems = new ArrayList<Object>();
        clause(t, f, c, 0, null, elems);
        return new StarList(elems, true);
    }

    private static void clause(StarlarkThread t, Frame f, Syntax.Comprehension c, int k, StarDict dict,
            List<Object> list) {
        if (k == c.clauses.size()) {
            if (dict != null) {
                Object key = eval(t, f, c.body);
                Object value = eval(t, f, c.value);
                f.offset = c.body.start;
                t.allocate(StarDict.ENTRY_BYTES);
                dict.put(key, value);
            } else {
                Object v = eval(t, f, c.body);
                t.allocate(StarDict.ELEMENT_BYTES);
                list.add(v);
            }
            return;
        }
        Clause clause = c.clauses.get(k);
        if (!clause.isFor()) {
            if (Starlark.truth(eval(t, f, clause.cond))) {
                clause(t, f, c, k + 1, dict, list);
            }
            return;
        }
        Object iterable = eval(t, f, clause.iterable);
        f.offset = clause.start;
        try (Starlark.Iteration it = Starlark.iterate(iterable)) {
            while (it.hasNext()) {
                t.step();
                assign(t, f, clause.vars, it.next());
                clause(t, f, c, k + 1, dict, list);
            }
        }
    }

    // ---- calls

    private static Object call(StarlarkThread t, Frame f, Syntax.Call c) {
        Object fn = eval(t, f, c.fn);
        List<Arg> args = c.args;
        var positional = new ArrayList<Object>(args.size());
        LinkedHashMap<String, Object> named = null;
        for (Arg a : args) {
            Object v = eval(t, f, a.value);
            switch (a.kind) {
                case POSITIONAL -> positional.add(v);
                case NAMED -> {
                    if (named == null) {
                        named = new LinkedHashMap<>();
                    }
                    named.put(a.name, v);
                }
                case STAR -> {
                    f.offset = a.start;
                    Starlark.Iteration it = Starlark.iterateOrNull(v);
                    if (it == null) {
                        throw new EvalException("argument after * must be iterable, not " + Starlark.type(v));
                    }
                    try (it) {
                        while (it.hasNext()) {
                            positional.add(it.next());
                        }
                    }
                }
                case STARSTAR -> {
                    f.offset = a.start;
                    if (!(v instanceof StarDict d)) {
                        throw new EvalException("argument after ** must be a mapping, not " + Starlark.type(v));
                    }
                    if (named == null) {
                        named = new LinkedHashMap<>();
                    }
                    for (Map.Entry<Object, Object> e : d.map.entrySet()) {
                        if (!(e.getKey() instanceof String key)) {
                            throw new EvalException("keywords must be strings, not " + Starlark.type(e.getKey()));
                        }
                        if (named.containsKey(key)) {
                            throw new EvalException(fn instanceof Builtin b
                                    ? b.name() + ": duplicate keyword arg: " + Starlark.repr(key)
                                    : callableName(fn) + " got multiple values for parameter \"" + key + "\"");
                        }
                        named.put(key, e.getValue());
                    }
                }
            }
        }
        f.offset = c.lparen;
        return call(t, fn, positional.toArray(), named == null ? Map.of() : named);
    }

    private static String callableName(Object fn) {
        return fn instanceof StarFunction sf ? "function " + sf.name() : fn instanceof Callable cc ? cc.name()
                : Starlark.type(fn);
    }

    /**
     * Calls a Starlark value with positional and named arguments.
     *
     * @throws EvalException if {@code fn} is not callable, the arguments do not match, or the call fails
     */
    static Object call(StarlarkThread t, Object fn, Object[] args, Map<String, Object> kwargs) {
        if (fn instanceof Builtin b) {
            return b.impl.call(t, b.receiver, args, kwargs);
        }
        if (!(fn instanceof StarFunction sf)) {
            throw new EvalException("invalid call of non-function (" + Starlark.type(fn) + ")");
        }
        if (!t.dialect.recursion()) {
            for (Frame fr = t.frame; fr != null; fr = fr.parent) {
                if (fr.fn != null && fr.fn.syntax == sf.syntax) {
                    throw new EvalException("function " + sf.name() + " called recursively");
                }
            }
        }
        if (t.depth >= StarlarkThread.MAX_CALL_DEPTH) {
            throw new EvalException("Starlark stack overflow: more than " + StarlarkThread.MAX_CALL_DEPTH
                    + " nested calls (maximum recursion depth)");
        }
        Syntax.Function syn = sf.syntax;
        Object[] locals = new Object[syn.locals];
        bindArgs(sf, locals, args, kwargs);
        for (int slot : syn.cells) {
            var cell = new Cell();
            cell.value = locals[slot];
            locals[slot] = cell;
        }
        var frame = new Frame(t.frame, sf, sf.module, locals, sf.freevars);
        frame.offset = syn.start;
        Frame saved = t.frame;
        t.frame = frame;
        t.depth++;
        try {
            int signal = exec(t, frame, syn.body);
            return signal == RETURN ? frame.result : Starlark.NONE;
        } catch (EvalException e) {
            throw located(e, frame, sf.name());
        } finally {
            t.frame = saved;
            t.depth--;
        }
    }

    private static void bindArgs(StarFunction fn, Object[] locals, Object[] args, Map<String, Object> kwargs) {
        Syntax.Function syn = fn.syntax;
        int nparams = syn.numParams;
        int npositional = nparams - syn.numKwonly;
        String name = fn.name();
        if (args.length > npositional && !syn.hasVarargs) {
            throw new EvalException("function " + name + " accepts " + (npositional == 0 ? "no positional arguments"
                    : "at most " + npositional + " positional argument" + (npositional == 1 ? "" : "s")) + " ("
                    + args.length + " given)");
        }
        int n = Math.min(args.length, npositional);
        System.arraycopy(args, 0, locals, 0, n);
        int slot = nparams;
        if (syn.hasVarargs) {
            Object[] rest = args.length > npositional
                    ? java.util.Arrays.copyOfRange(args, npositional, args.length) : new Object[0];
            locals[slot++] = StarTuple.adopt(rest);
        }
        StarDict extra = null;
        if (syn.hasKwargs) {
            extra = new StarDict();
            locals[slot] = extra;
        }
        for (Map.Entry<String, Object> e : kwargs.entrySet()) {
            String key = e.getKey();
            int i = indexOf(syn.paramNames, key, nparams);
            if (i < 0) {
                if (extra == null) {
                    String near = Spelling.nearest(key, java.util.Arrays.asList(syn.paramNames).subList(0, nparams));
                    throw new EvalException("function " + name + " got an unexpected keyword argument " + key
                            + (near != null ? " (did you mean " + near + "?)" : ""));
                }
                if (extra.get(key) != null) {
                    throw new EvalException("function " + name + " got multiple values for parameter \"" + key
                            + "\"");
                }
                extra.put(key, e.getValue());
                continue;
            }
            if (locals[i] != null) {
                throw new EvalException("function " + name + " got multiple values for parameter \"" + key + "\"");
            }
            locals[i] = e.getValue();
        }
        List<String> missing = null;
        for (int i = 0; i < nparams; i++) {
            if (locals[i] == null) {
                Object d = fn.defaults[i];
                if (d != null) {
                    locals[i] = d;
                } else {
                    if (missing == null) {
                        missing = new ArrayList<>();
                    }
                    missing.add(syn.paramNames[i]);
                }
            }
        }
        if (missing != null) {
            throw new EvalException("function " + name + " missing " + missing.size() + " argument"
                    + (missing.size() == 1 ? "" : "s") + " (" + String.join(", ", missing) + ")");
        }
    }

    private static int indexOf(String[] names, String key, int n) {
        for (int i = 0; i < n; i++) {
            if (names[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    static int index(Object key, int n, Object x) {
        if (!(key instanceof StarInt ik)) {
            throw new EvalException(Starlark.type(x) + " index: got " + Starlark.type(key) + ", want int");
        }
        long i = ik.isSmall() ? ik.small() : Long.MAX_VALUE;
        long orig = i;
        if (i < 0) {
            i += n;
        }
        if (i < 0 || i >= n) {
            if (n == 0) {
                throw new EvalException("index " + ik + " out of range: empty " + Starlark.type(x));
            }
            throw new EvalException(Starlark.type(x) + " index " + (ik.isSmall() ? orig : ik) + " out of range ["
                    + -n + ":" + (n - 1) + "]");
        }
        return (int) i;
    }
}
