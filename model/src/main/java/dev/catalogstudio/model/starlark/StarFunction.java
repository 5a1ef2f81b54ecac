package dev.catalogstudio.model.starlark;

/** A function defined by {@code def} or {@code lambda} in a program, with its defaults and captured cells. */
public final class StarFunction implements Callable {

    final Syntax.Function syntax;
    final Module module;
    final Object[] defaults;
    final Eval.Cell[] freevars;

    StarFunction(Syntax.Function syntax, Module module, Object[] defaults, Eval.Cell[] freevars) {
        this.syntax = syntax;
        this.module = module;
        this.defaults = defaults;
        this.freevars = freevars;
    }

    @Override
    public String name() {
        return syntax.name;
    }

    /** The names of the parameters, in declaration order. */
    public String[] parameterNames() {
        return syntax.paramNames.clone();
    }

    /** The number of parameters that can be passed by position. */
    public int positionalCount() {
        return syntax.numParams - syntax.numKwonly;
    }
}
