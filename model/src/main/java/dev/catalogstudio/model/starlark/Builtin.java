package dev.catalogstudio.model.starlark;

import java.util.Map;

/**
 * A function implemented by the host or the engine: a built-in such as {@code len}, a method bound to its receiver
 * such as {@code "a,b".split}, or a host function such as a metaSKILL's {@code ask}. Type
 * {@code builtin_function_or_method}. Equal only to itself: each {@code x.method} is a new value, as in starlark-go.
 */
public final class Builtin implements Callable {

    /** The implementation: gets the thread, the receiver (or {@code null}), positional and named arguments. */
    @FunctionalInterface
    public interface Impl {
        Object call(StarlarkThread thread, Object receiver, Object[] args, Map<String, Object> kwargs);
    }

    private final String name;
    final Object receiver;
    final Impl impl;

    public Builtin(String name, Impl impl) {
        this(name, null, impl);
    }

    Builtin(String name, Object receiver, Impl impl) {
        this.name = name;
        this.receiver = receiver;
        this.impl = impl;
    }

    @Override
    public String name() {
        return name;
    }

}
