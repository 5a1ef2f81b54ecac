package dev.catalogstudio.model.starlark;

import java.util.LinkedHashMap;
import java.util.Map;

/** One execution of a {@link Program}: its globals and the predeclared names it was run with. */
public final class Module {

    final Program program;
    final Object[] globals;
    final Map<String, Object> predeclared;

    Module(Program program, Map<String, Object> predeclared) {
        this.program = program;
        this.globals = new Object[program.file().globals.length];
        this.predeclared = predeclared;
    }

    /** The global named {@code name}, or {@code null} if the program has none or has not bound it yet. */
    public Object global(String name) {
        String[] names = program.file().globals;
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return globals[i];
            }
        }
        return null;
    }

    /** The bound globals in definition order; those not starting with {@code _} are what {@code load} can import. */
    public Map<String, Object> globals() {
        var out = new LinkedHashMap<String, Object>();
        String[] names = program.file().globals;
        for (int i = 0; i < names.length; i++) {
            if (globals[i] != null) {
                out.put(names[i], globals[i]);
            }
        }
        return out;
    }

    /** The program this module runs. */
    public Program program() {
        return program;
    }
}
