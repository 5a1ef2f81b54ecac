package dev.catalogstudio.model.starlark;

/**
 * The dialect options of starlark-go (starlark-spec.md "Name binding and variables", and the {@code option:} lines
 * of its test files). Every option is off in {@link #STANDARD}, the dialect metaSKILL hosts run.
 *
 * @param set               the {@code set} built-in
 * @param whileLoops        {@code while} statements
 * @param recursion         a function may call itself (directly or not)
 * @param globalReassign    a global may be bound more than once, and a top-level use must follow the binding
 * @param topLevelControl   {@code if}, {@code for} and {@code while} outside functions
 * @param loadBindsGlobally {@code load} binds module globals instead of file-local names
 */
public record Dialect(boolean set, boolean whileLoops, boolean recursion, boolean globalReassign,
        boolean topLevelControl, boolean loadBindsGlobally) {

    /** Every option off: the standard dialect. */
    public static final Dialect STANDARD = new Dialect(false, false, false, false, false, false);

    /** This dialect with the options named as in starlark-go's test files ({@code set}, {@code while} …) turned on. */
    public Dialect with(String option) {
        return switch (option) {
            case "set" -> new Dialect(true, whileLoops, recursion, globalReassign, topLevelControl, loadBindsGlobally);
            case "while" -> new Dialect(set, true, recursion, globalReassign, topLevelControl, loadBindsGlobally);
            case "recursion" -> new Dialect(set, whileLoops, true, globalReassign, topLevelControl, loadBindsGlobally);
            case "globalreassign" -> new Dialect(set, whileLoops, recursion, true, topLevelControl, loadBindsGlobally);
            case "toplevelcontrol" -> new Dialect(set, whileLoops, recursion, globalReassign, true, loadBindsGlobally);
            case "loadbindsglobally" -> new Dialect(set, whileLoops, recursion, globalReassign, topLevelControl, true);
            default -> throw new IllegalArgumentException("unknown dialect option: " + option);
        };
    }
}
