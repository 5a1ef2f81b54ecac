package dev.catalogstudio.model.starlark;

import dev.catalogstudio.model.text.LineIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A parsed and resolved Starlark file (starlark-spec.md "Module execution"): its syntax tree, its static problems
 * and the means to run it. Compiling never throws: a file with problems still has a tree (the statements that
 * parsed), which tools can inspect, but it cannot be {@linkplain #execute executed}.
 */
public final class Program {

    private final String name;
    private final String source;
    private final Syntax.File file;
    private final List<Problem> problems;
    private final LineIndex lines;

    private final Dialect dialect;

    private Program(String name, String source, Syntax.File file, List<Problem> problems, Dialect dialect) {
        this.dialect = dialect;
        this.name = name;
        this.source = source;
        this.file = file;
        this.problems = List.copyOf(problems);
        this.lines = LineIndex.of(source);
    }

    /**
     * Parses and resolves {@code source}.
     *
     * @param name        the file name used in messages ({@code SKILL.star})
     * @param source      the program text
     * @param dialect     the dialect options
     * @param predeclared the names the host will predeclare (e.g. {@code ask}, {@code command}, {@code trace})
     */
    public static Program compile(String name, String source, Dialect dialect, Set<String> predeclared) {
        var problems = new ArrayList<Problem>();
        Syntax.File file = Parser.parse(source, problems);
        Set<String> universe = Builtins.names(dialect);
        Resolver.resolve(file, source, name, dialect, predeclared::contains, universe, problems);
        return new Program(name, source, file, problems, dialect);
    }

    /** The file name given at compile time. */
    public String name() {
        return name;
    }

    /** The source text. */
    public String source() {
        return source;
    }

    /** The syntax tree (for tools: rules read calls and definitions from it). */
    public Syntax.File file() {
        return file;
    }

    /** The static problems: syntax errors first found, then resolver errors, each in source order. */
    public List<Problem> problems() {
        return problems;
    }

    /** The 1-based line of a 0-based UTF-16 offset. */
    public int lineOf(int offset) {
        return lines.lineOf(Math.max(0, Math.min(offset, source.length())));
    }

    /** The 1-based UTF-16 column of a 0-based UTF-16 offset. */
    public int columnOf(int offset) {
        return lines.columnOf(Math.max(0, Math.min(offset, source.length())));
    }

    /**
     * Runs the top-level statements in a new module, then freezes its globals.
     *
     * @param thread      the run's state and budget
     * @param predeclared the host's values for the predeclared names
     * @throws EvalException on a run-time error, an exhausted budget or cancellation
     * @throws IllegalStateException if the program has static problems
     */
    public Module execute(StarlarkThread thread, Map<String, Object> predeclared) {
        if (!problems.isEmpty()) {
            throw new IllegalStateException("cannot execute a program with problems: " + problems.get(0).message());
        }
        var module = new Module(this, predeclared);
        thread.dialect = dialect;
        Eval.executeModule(thread, module);
        for (Object g : module.globals) {
            if (g != null) {
                Starlark.freeze(g);
            }
        }
        return module;
    }

    /** The dialect the program was compiled with. */
    Dialect dialect() {
        return dialect;
    }
}
