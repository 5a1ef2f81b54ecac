package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.text.Range;

/**
 * A {@code *name} alias. Kept as a reference to the anchored node rather than a copy, so an "alias bomb" costs no
 * more than its text.
 *
 * @param anchor the anchor name, without {@code *}
 * @param target the node the anchor names
 * @param range  where the alias is written
 */
public record YamlAlias(String anchor, YamlNode target, Range range) implements YamlNode {

    @Override
    public String typeName() {
        return target.typeName();
    }
}
