package dev.catalogstudio.model.starlark;

import java.util.Map;

/** A named bundle of values with fields, such as {@code json} or a test's {@code assert} (type {@code module}). */
public final class StarModule {

    final String name;
    final Map<String, Object> members;

    public StarModule(String name, Map<String, Object> members) {
        this.name = name;
        this.members = Map.copyOf(members);
    }
}
