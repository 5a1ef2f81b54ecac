package dev.catalogstudio.model.starlark;

import java.util.ArrayList;
import java.util.List;

/** A Starlark {@code list}: a mutable sequence (starlark-spec.md "Lists"). */
public final class StarList extends Mutable {

    final ArrayList<Object> elems;

    public StarList(List<?> elems) {
        this.elems = new ArrayList<>(elems);
    }

    StarList(ArrayList<Object> elems, boolean adopt) {
        this.elems = elems;
    }

    public int size() {
        return elems.size();
    }

    public Object get(int i) {
        return elems.get(i);
    }

    /** A read-only view of the elements. */
    public List<Object> elements() {
        return java.util.Collections.unmodifiableList(elems);
    }

    @Override
    void freezeContents() {
        for (Object e : elems) {
            Starlark.freeze(e);
        }
    }

    @Override
    String noun() {
        return "list";
    }
}
