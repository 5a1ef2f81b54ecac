package dev.catalogstudio.model.starlark;

import java.util.Arrays;
import java.util.List;

/** A Starlark {@code tuple}: an immutable sequence (starlark-spec.md "Tuples"); hashable when its elements are. */
public final class StarTuple {

    static final StarTuple EMPTY = new StarTuple(new Object[0]);

    final Object[] elems;

    StarTuple(Object[] elems) {
        this.elems = elems;
    }

    public static StarTuple of(Object... elems) {
        return elems.length == 0 ? EMPTY : new StarTuple(elems.clone());
    }

    static StarTuple adopt(Object[] elems) {
        return elems.length == 0 ? EMPTY : new StarTuple(elems);
    }

    public int size() {
        return elems.length;
    }

    public Object get(int i) {
        return elems[i];
    }

    public List<Object> elements() {
        return java.util.Collections.unmodifiableList(Arrays.asList(elems));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof StarTuple t) || t.elems.length != elems.length) {
            return false;
        }
        for (int i = 0; i < elems.length; i++) {
            if (!Starlark.equal(elems[i], t.elems[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        StarlarkThread.work(elems.length);
        int h = 0x345678;
        for (Object e : elems) {
            h = h * 1000003 ^ Starlark.hash(e);
        }
        return h;
    }
}
