package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.text.Range;
import java.util.List;
import java.util.Optional;

/**
 * A YAML mapping, keys in document order. Duplicate keys are kept (and reported by the parser), so lookups return the
 * first entry with a key.
 */
public record YamlMapping(List<Entry> entries, Range range) implements YamlNode {

    /**
     * One {@code key: value} pair.
     *
     * @param key   the key node (usually a {@link YamlScalar})
     * @param value the value node; an absent value is a {@link YamlScalar.Type#NULL} scalar
     */
    public record Entry(YamlNode key, YamlNode value) {

        /** The key as text: a scalar key's value, or the type name of a complex key. */
        public String keyText() {
            return key.resolved() instanceof YamlScalar s ? s.value() : "<" + key.typeName() + ">";
        }
    }

    public YamlMapping {
        entries = List.copyOf(entries);
    }

    @Override
    public String typeName() {
        return "mapping";
    }

    /** The first entry whose key is the scalar {@code key}. */
    public Optional<Entry> entry(String key) {
        for (var entry : entries) {
            if (entry.key().resolved() instanceof YamlScalar s && s.value().equals(key)) {
                return Optional.of(entry);
            }
        }
        return Optional.empty();
    }

    /** The value of {@link #entry(String)}, aliases resolved. */
    public Optional<YamlNode> get(String key) {
        return entry(key).map(e -> e.value().resolved());
    }

    /** The value of {@code key} when it is a string scalar. */
    public Optional<YamlScalar> string(String key) {
        return get(key).filter(n -> n instanceof YamlScalar s && s.isString()).map(YamlScalar.class::cast);
    }
}
