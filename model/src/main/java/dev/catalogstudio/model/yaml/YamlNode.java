package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.text.Range;

/**
 * A node of a composed YAML tree, with the range it occupies in the document's {@code SourceText}. Aliases are kept as
 * {@link YamlAlias} nodes pointing at their anchor's node, never expanded, so walking a tree is linear in its text.
 */
public sealed interface YamlNode permits YamlScalar, YamlMapping, YamlSequence, YamlAlias {

    /** Where the node is; for a collection, from its first to its last character. */
    Range range();

    /** A word for messages: {@code string}, {@code integer}, {@code mapping}, {@code list} … */
    String typeName();

    /** This node, or the node an alias points at. */
    default YamlNode resolved() {
        return this instanceof YamlAlias alias ? alias.target() : this;
    }
}
