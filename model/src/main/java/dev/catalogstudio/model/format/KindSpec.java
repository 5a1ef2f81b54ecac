package dev.catalogstudio.model.format;

import dev.catalogstudio.model.edit.FieldPath;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The fields of one kind of document (or of one part of it, such as a 3md plane line), in the order a person writes
 * them. Immutable. {@link Specs} holds one per kind; {@link JsonSchemas} turns one into a JSON Schema.
 *
 * @param id           a short, stable slug ({@code agent-skill}, {@code oaf-agent} …): the schema's file name and the
 *                     CLI's {@code schema KIND}
 * @param title        a short human name, e.g. {@code Agent Skill (SKILL.md frontmatter)}
 * @param help         one line of plain English saying what the document is
 * @param specSection  the spec section the kind comes from, e.g. {@code agent-skills.md § Frontmatter}
 * @param format       where the fields are written
 * @param fileName     the file this kind lives in: a name ({@code SKILL.md}, {@code .mcp.json}) or {@code *.ext}
 * @param documentKind the {@link DocumentKind} the workspace gives such documents, when there is one
 * @param fields       the top-level keys, in the order a person writes them (a form and a lossless editor insert
 *                     new keys in this order)
 * @param unknownKeys  what a document may hold besides {@link #fields()}
 * @param anyRequired  top-level keys of which at least one must be present (3md agents: {@code title} or
 *                     {@code agent}); empty for none
 */
public record KindSpec(String id, String title, String help, String specSection, DocumentFormat format,
                       String fileName, Optional<DocumentKind> documentKind, List<FieldSpec> fields,
                       UnknownKeys unknownKeys, List<String> anyRequired) {

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    /**
     * Checks and freezes the description.
     *
     * @throws IllegalArgumentException when the id is not a lowercase slug, a text is blank, two fields share a name
     *                                  or {@code anyRequired} names an undefined key
     */
    public KindSpec {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("A kind id is a lowercase slug such as 'agent-skill', not '" + id + "'");
        }
        for (var text : new String[] {title, help, specSection, fileName}) {
            if (text == null || text.isBlank() || text.contains("\n")) {
                throw new IllegalArgumentException("The kind '" + id + "' needs a one-line title, help, spec section "
                        + "and file name");
            }
        }
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(documentKind, "documentKind");
        Objects.requireNonNull(unknownKeys, "unknownKeys");
        fields = List.copyOf(fields);
        anyRequired = List.copyOf(anyRequired);
        var names = new HashSet<String>();
        for (var field : fields) {
            if (!names.add(field.name())) {
                throw new IllegalArgumentException("The kind '" + id + "' names the field '" + field.name() + "' twice");
            }
        }
        if (!names.containsAll(anyRequired)) {
            throw new IllegalArgumentException("The kind '" + id + "': anyRequired names a key it does not define");
        }
    }

    /** The top-level field called {@code key}, if the kind defines one. */
    public Optional<FieldSpec> field(String key) {
        return fields.stream().filter(f -> f.name().equals(key)).findFirst();
    }

    /** The keys of the top-level fields a document may hold, in writing order ({@link FieldType#FORBIDDEN} left out). */
    public List<String> knownKeys() {
        return fields.stream().filter(f -> f.type() != FieldType.FORBIDDEN).map(FieldSpec::name).toList();
    }

    /** The keys of the required top-level fields, in writing order. */
    public List<String> requiredKeys() {
        return fields.stream().filter(FieldSpec::required).map(FieldSpec::name).toList();
    }

    /**
     * Whether a document called {@code name} (a file name, no folder) is of this kind's file: equal to
     * {@link #fileName()}, or ending in its extension when that is {@code *.ext}.
     */
    public boolean matchesFileName(String name) {
        return fileName.startsWith("*") ? name.endsWith(fileName.substring(1)) : name.equals(fileName);
    }

    /**
     * A field with the path it is written at, for a form's rows: {@code name}, {@code dependencies.skills}.
     *
     * @param path where the field is in a document of the kind
     * @param spec the field
     */
    public record FieldAt(FieldPath path, FieldSpec spec) {
    }

    /**
     * The fields a form shows one row each for, in writing order: the top-level fields, with each {@link
     * FieldType#OBJECT} replaced by its own fields ({@code dependencies} by {@code dependencies.skills} and
     * {@code dependencies.mcps}). Fields whose keys the author chooses ({@link FieldType#MAP_OF_STRINGS},
     * {@link FieldType#MAP_OF_OBJECTS}) stay as one entry.
     */
    public List<FieldAt> fieldsByPath() {
        var out = new ArrayList<FieldAt>();
        flatten(fields, FieldPath.ROOT, out);
        return out;
    }

    private static void flatten(List<FieldSpec> fields, FieldPath parent, List<FieldAt> out) {
        for (var f : fields) {
            if (f.type() == FieldType.OBJECT && !f.fields().isEmpty()) {
                flatten(f.fields(), parent.child(f.name()), out);
            } else {
                out.add(new FieldAt(parent.child(f.name()), f));
            }
        }
    }

    /**
     * The field at {@code path}: a key of the document, then of the nested mappings its type defines (through list
     * indexes and author-chosen map keys: {@code mcpServers.github.command}, {@code composition.skills.0.name}).
     * Empty for the root, an unknown key, or a place inside a value the kind does not describe (a {@code metadata} key).
     */
    public Optional<FieldSpec> field(FieldPath path) {
        return walk(path) instanceof Place.Value v ? Optional.of(v.spec()) : Optional.empty();
    }

    /**
     * Whether {@code path} is a place the kind describes: the root, a field, a mapping or list inside one, or anything
     * below a field that holds free keys or values ({@link FieldType#MAP_OF_STRINGS}, {@link FieldType#ANY}). False
     * for a key the kind does not name, which a form shows as unknown.
     */
    public boolean defines(FieldPath path) {
        return !(walk(path) instanceof Place.Undefined);
    }

    /**
     * The keys of the mapping at {@code mapPath} in writing order ({@link FieldType#FORBIDDEN} keys left out): for the
     * root, {@link #knownKeys()}; for {@code dependencies}, {@code skills} then {@code mcps}. Empty for a place that is
     * not a mapping of the kind's. The lossless editor inserts a new key after its siblings in this order.
     */
    public List<String> keyOrder(FieldPath mapPath) {
        var place = walk(mapPath);
        if (place instanceof Place.Value v && v.spec().type().hasFields()) {
            place = new Place.Mapping(v.spec().fields());
        }
        return place instanceof Place.Mapping m
                ? m.fields().stream().filter(f -> f.type() != FieldType.FORBIDDEN).map(FieldSpec::name).toList()
                : List.of();
    }

    private sealed interface Place {
        record Mapping(List<FieldSpec> fields) implements Place {
        }

        record Value(FieldSpec spec) implements Place {
        }

        record Free() implements Place {
        }

        record Undefined() implements Place {
        }
    }

    private Place walk(FieldPath path) {
        Place place = new Place.Mapping(fields);
        for (var segment : path.segments()) {
            if (place instanceof Place.Value v && (v.spec().type() == FieldType.OBJECT
                    || v.spec().type() == FieldType.STRING_OR_OBJECT)) {
                place = new Place.Mapping(v.spec().fields());
            }
            place = step(place, segment);
        }
        return place;
    }

    private static Place step(Place place, Object segment) {
        if (place instanceof Place.Mapping m) {
            return m.fields().stream().filter(f -> f.name().equals(segment)).findFirst()
                    .<Place>map(Place.Value::new).orElse(new Place.Undefined());
        }
        if (!(place instanceof Place.Value v)) {
            return place;
        }
        boolean index = segment instanceof Integer;
        return switch (v.spec().type()) {
            case OBJECT_LIST, STRING_OR_OBJECT_LIST -> index ? new Place.Mapping(v.spec().fields()) : new Place.Undefined();
            case MAP_OF_OBJECTS -> index ? new Place.Undefined() : new Place.Mapping(v.spec().fields());
            case MAP_OF_STRINGS -> index ? new Place.Undefined() : new Place.Free();
            case STRING_LIST, STRING_OR_STRING_LIST -> index ? new Place.Free() : new Place.Undefined();
            case ANY -> new Place.Free();
            default -> new Place.Undefined();
        };
    }
}
