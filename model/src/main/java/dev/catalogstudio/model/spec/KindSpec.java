package dev.catalogstudio.model.spec;

import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.DocumentKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The fields of one document kind, in the order a person writes them (the order of the specification's examples).
 *
 * @param kind   the document kind described
 * @param title  its name for people, e.g. "MetaAgents skill"
 * @param fields its fields, in writing order; nested fields by dotted path after their parent's siblings
 */
public record KindSpec(DocumentKind kind, String title, List<FieldSpec> fields) {

    public KindSpec {
        fields = List.copyOf(fields);
    }

    /** The field at {@code path}, if the kind defines it. */
    public Optional<FieldSpec> field(FieldPath path) {
        String dotted = path.toString();
        return fields.stream().filter(f -> f.path().equals(dotted)).findFirst();
    }

    /**
     * The keys of the mapping at {@code mapPath} in writing order: the first segments below it of the fields' paths,
     * each once (for the root: {@code name}, {@code scope}, {@code description}, …; for {@code dependencies}:
     * {@code skills}, {@code mcps}). Empty for a mapping the kind does not define.
     */
    public List<String> keyOrder(FieldPath mapPath) {
        String prefix = mapPath.isRoot() ? "" : mapPath + ".";
        var keys = new ArrayList<String>();
        for (var f : fields) {
            if (f.path().startsWith(prefix)) {
                String rest = f.path().substring(prefix.length());
                String key = rest.contains(".") ? rest.substring(0, rest.indexOf('.')) : rest;
                if (!keys.contains(key)) {
                    keys.add(key);
                }
            }
        }
        return keys;
    }

    /** Whether {@code path} is a field of this kind or lies below one (a key of a {@code metadata} map). */
    public boolean defines(FieldPath path) {
        String dotted = path.toString();
        return fields.stream().anyMatch(f -> dotted.equals(f.path()) || dotted.startsWith(f.path() + ".")
                || f.path().startsWith(dotted + "."));
    }
}
