package dev.catalogstudio.model.starlark;

/** A value that can be called: a Starlark function or a built-in. */
public interface Callable {

    /** The name used in messages ({@code f}, {@code lambda}, {@code len}). */
    String name();
}
