package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.text.Range;
import java.util.List;

/** A YAML sequence (block {@code - item} or flow {@code [a, b]}). */
public record YamlSequence(List<YamlNode> items, Range range) implements YamlNode {

    public YamlSequence {
        items = List.copyOf(items);
    }

    @Override
    public String typeName() {
        return "list";
    }
}
