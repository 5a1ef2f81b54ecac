package dev.catalogstudio.model.spec;

import dev.catalogstudio.model.format.DocumentKind;
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
}
