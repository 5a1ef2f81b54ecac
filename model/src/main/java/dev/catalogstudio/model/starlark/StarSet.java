package dev.catalogstudio.model.starlark;

import java.util.LinkedHashSet;

/** A Starlark {@code set} (starlark-spec.md "Sets"; dialect option {@code set}): insertion-ordered, hashable elements. */
public final class StarSet extends Mutable {

    final LinkedHashSet<Object> elems = new LinkedHashSet<>();

    public int size() {
        return elems.size();
    }

    boolean contains(Object x) {
        return elems.contains(Starlark.hashKey(x));
    }

    void add(Object x) {
        Object k = Starlark.hashKey(x);
        checkMutable("insert into");
        elems.add(k);
    }

    boolean remove(Object x) {
        Object k = Starlark.hashKey(x);
        checkMutable("delete from");
        return elems.remove(k);
    }

    @Override
    void freezeContents() {
    }

    @Override
    String noun() {
        return "hash table";
    }
}
