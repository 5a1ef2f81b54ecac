package dev.catalogstudio.model.starlark;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A Starlark {@code dict}: a mutable mapping that keeps insertion order (starlark-spec.md "Dictionaries"). Keys
 * must be hashable; float keys are held as {@link FloatKey} so that {@code d[1]} and {@code d[1.0]} are one entry.
 */
public final class StarDict extends Mutable {

    /**
     * The bytes charged to the memory budget for one entry: the hash map's entry and table slot, and a boxed key or
     * value when it is a fresh int or float (what 10^8 insertions really take, so the budget bounds the heap).
     */
    static final long ENTRY_BYTES = 96;

    /** The bytes charged for one element appended to a list: its reference and a possibly fresh boxed value. */
    static final long ELEMENT_BYTES = 32;


    final LinkedHashMap<Object, Object> map = new LinkedHashMap<>();

    public StarDict() {
    }

    public int size() {
        return map.size();
    }

    /** The value of {@code key}, or {@code null}; throws if the key is unhashable. */
    public Object get(Object key) {
        return map.get(Starlark.hashKey(key));
    }

    /** Sets {@code key} to {@code value}; throws if frozen, iterating, or the key is unhashable. */
    public void put(Object key, Object value) {
        Object k = Starlark.hashKey(key);
        checkMutable("insert into");
        map.put(k, value);
    }

    Object remove(Object key) {
        Object k = Starlark.hashKey(key);
        checkMutable("delete from");
        return map.remove(k);
    }

    /** The entries in order, keys unwrapped. */
    public Iterable<Map.Entry<Object, Object>> entries() {
        return () -> map.entrySet().stream()
                .map(e -> Map.entry(Starlark.unwrapKey(e.getKey()), e.getValue())).iterator();
    }

    @Override
    void freezeContents() {
        for (Map.Entry<Object, Object> e : map.entrySet()) {
            Starlark.freeze(e.getValue());
        }
    }

    @Override
    String noun() {
        return "hash table";
    }
}
