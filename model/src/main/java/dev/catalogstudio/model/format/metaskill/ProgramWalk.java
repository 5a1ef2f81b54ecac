package dev.catalogstudio.model.format.metaskill;

import dev.catalogstudio.model.diag.Rule;
import dev.catalogstudio.model.starlark.Syntax;
import dev.catalogstudio.model.starlark.TokenKind;
import dev.catalogstudio.model.starlark.ByteStrings;
import java.util.ArrayList;
import java.util.List;

/**
 * One pass over the body of {@code run} (and the functions defined in it) collecting what the rules judge: the input
 * keys read with {@code input["k"]} or {@code input.get("k")}, host calls of the wrong shape, and {@code return}
 * statements of {@code run} whose literal type the result contract forbids (metaskills.md § 9). The tree's depth is
 * bounded by the parser, so the recursion is too.
 */
final class ProgramWalk {

    /** An input key read by the program, at the 0-based offsets of its string literal. */
    record InputKey(String name, int start, int end) {
    }

    /** A problem found, with its rule and 0-based offsets. */
    record Finding(Rule rule, int start, int end, String message) {
    }

    private final String inputName;
    final List<InputKey> inputKeys = new ArrayList<>();
    final List<Finding> findings = new ArrayList<>();
    final List<Syntax.Def> nestedDefs = new ArrayList<>();
    private boolean inRun;

    ProgramWalk(String inputName) {
        this.inputName = inputName;
    }

    void stmts(List<Syntax.Stmt> stmts, boolean run) {
        boolean saved = inRun;
        inRun = run;
        for (Syntax.Stmt s : stmts) {
            stmt(s);
        }
        inRun = saved;
    }

    private void stmt(Syntax.Stmt s) {
        if (s instanceof Syntax.ExprStmt e) {
            expr(e.x);
        } else if (s instanceof Syntax.Assign a) {
            expr(a.lhs);
            expr(a.rhs);
        } else if (s instanceof Syntax.Return r) {
            if (r.x != null) {
                expr(r.x);
                String type = MetaskillRules.literalType(r.x);
                if (inRun && type != null && !type.equals("string") && !type.equals("dict")) {
                    findings.add(new Finding(Rule.METASKILL_RETURN_TYPE, r.start, r.end, "run returns " + (type.startsWith("i") ? "an " : "a ") + type
                            + "; hosts accept only None, a string or a dict and fail the run otherwise "
                            + "(metaskills.md § 9)."));
                }
            }
        } else if (s instanceof Syntax.If i) {
            expr(i.cond);
            i.then.forEach(this::stmt);
            i.orElse.forEach(this::stmt);
        } else if (s instanceof Syntax.For f) {
            expr(f.iterable);
            f.body.forEach(this::stmt);
        } else if (s instanceof Syntax.While w) {
            expr(w.cond);
            w.body.forEach(this::stmt);
        } else if (s instanceof Syntax.Def d) {
            nestedDefs.add(d);
        }
    }

    private void expr(Syntax.Expr e) {
        if (e == null) {
            return;
        }
        if (e instanceof Syntax.Index ix) {
            if (isInput(ix.x) && ix.index instanceof Syntax.Literal l && l.kind == TokenKind.STRING) {
                inputKeys.add(new InputKey(ByteStrings.decode((String) l.value), l.start, l.end));
            }
            expr(ix.x);
            expr(ix.index);
        } else if (e instanceof Syntax.Call c) {
            if (c.fn instanceof Syntax.Dot d && d.name.equals("get") && isInput(d.x) && !c.args.isEmpty()
                    && c.args.get(0).value instanceof Syntax.Literal l && l.kind == TokenKind.STRING) {
                inputKeys.add(new InputKey(ByteStrings.decode((String) l.value), l.start, l.end));
            }
            if (c.fn instanceof Syntax.Ident id && id.scope == Syntax.Scope.PREDECLARED
                    && MetaskillRules.HOST_FUNCTIONS.contains(id.name)) {
                String problem = MetaskillRules.hostCallProblem(id.name, c);
                if (problem != null) {
                    findings.add(new Finding(Rule.METASKILL_HOST_CALL, c.start, c.end, problem));
                }
            }
            expr(c.fn);
            for (Syntax.Arg a : c.args) {
                expr(a.value);
            }
        } else if (e instanceof Syntax.Dot d) {
            expr(d.x);
        } else if (e instanceof Syntax.Binary b) {
            for (Syntax.Expr x : b.operands) {
                expr(x);
            }
        } else if (e instanceof Syntax.Unary u) {
            expr(u.x);
        } else if (e instanceof Syntax.Cond c) {
            expr(c.cond);
            expr(c.then);
            expr(c.orElse);
        } else if (e instanceof Syntax.ListExpr l) {
            l.elems.forEach(this::expr);
        } else if (e instanceof Syntax.TupleExpr t) {
            t.elems.forEach(this::expr);
        } else if (e instanceof Syntax.DictExpr d) {
            d.keys.forEach(this::expr);
            d.values.forEach(this::expr);
        } else if (e instanceof Syntax.Slice s) {
            expr(s.x);
            expr(s.lo);
            expr(s.hi);
            expr(s.step);
        } else if (e instanceof Syntax.Comprehension c) {
            expr(c.body);
            expr(c.value);
            for (Syntax.Clause cl : c.clauses) {
                expr(cl.iterable);
                expr(cl.cond);
            }
        } else if (e instanceof Syntax.Lambda l) {
            boolean saved = inRun;
            inRun = false;
            l.function.body.forEach(this::stmt);
            inRun = saved;
        }
    }

    private boolean isInput(Syntax.Expr x) {
        return x instanceof Syntax.Ident id && id.name.equals(inputName)
                && (id.scope == Syntax.Scope.LOCAL || id.scope == Syntax.Scope.CELL || id.scope == Syntax.Scope.FREE);
    }
}
