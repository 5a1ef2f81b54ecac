package dev.catalogstudio.model.format;

import dev.catalogstudio.model.text.Range;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.List;
import java.util.Optional;

/** Null-safe look-ups in a frontmatter mapping, shared by the formats' graph contributions. */
public final class FrontmatterLookups {

    private FrontmatterLookups() {
    }

    /** The string scalar at {@code key} of {@code map}; empty when {@code map} is {@code null} or has none. */
    public static Optional<YamlScalar> string(YamlMapping map, String key) {
        return map == null ? Optional.empty() : map.string(key);
    }

    /** The mappings in the sequence at {@code key} (other items skipped); empty when it is no sequence. */
    public static List<YamlMapping> mappings(YamlMapping map, String key) {
        if (map == null) {
            return List.of();
        }
        var list = map.get(key).map(YamlNode::resolved);
        if (list.isEmpty() || !(list.get() instanceof YamlSequence seq)) {
            return List.of();
        }
        return seq.items().stream().map(YamlNode::resolved).filter(YamlMapping.class::isInstance)
                .map(YamlMapping.class::cast).toList();
    }

    /** The range of {@code name} when present, else the opening fence, else the document's start. */
    public static Range nameRange(FrontmatterDocument fm, Optional<YamlScalar> name) {
        return name.map(YamlScalar::range).orElseGet(() -> fm.frontmatter().open() != null ? fm.frontmatter().open()
                : fm.source().range(0, 0));
    }
}
