package dev.catalogstudio.app.lsp;

import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.DocumentKind;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.formats.HostRules;
import dev.catalogstudio.model.formats.Specs;
import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.hosts.HostProfiles;
import dev.catalogstudio.model.workspace.LoadedDocument;
import dev.catalogstudio.model.yaml.Frontmatter;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The frontmatter keys of a document and what the model's field specs ({@link Specs}) and host profiles
 * ({@link HostProfiles}) say of them: the same facts the studio's form shows, never texts of the server's own.
 */
final class Fields {

    private Fields() {
    }

    /**
     * A key of the frontmatter at a place of the text.
     *
     * @param path  where the key is ({@code dependencies.skills})
     * @param entry the key and its value
     */
    record KeyAt(FieldPath path, YamlMapping.Entry entry) {
    }

    /** The kind spec of a whole document (its frontmatter or top-level JSON or YAML), if the model has one. */
    static Optional<KindSpec> spec(LoadedDocument document) {
        return Specs.forDocument(document.kind(), document.fileName());
    }

    /** The frontmatter of a Markdown document with frontmatter, as the model parsed it. */
    static Optional<FrontmatterDocument> frontmatter(LoadedDocument document) {
        return document.frontmatter().or(() -> document.fileName().endsWith(".md") && document.text() != null
                ? Optional.of(FrontmatterDocument.parse(document.text())) : Optional.empty())
                .filter(d -> d.frontmatter().status() == Frontmatter.Status.PRESENT);
    }

    /** The key whose name covers {@code offset} (its first character to just after its last), at any depth. */
    static Optional<KeyAt> keyAt(FrontmatterDocument doc, int offset) {
        return doc.mapping().flatMap(m -> keyAt(m, FieldPath.ROOT, offset));
    }

    private static Optional<KeyAt> keyAt(YamlNode node, FieldPath at, int offset) {
        if (node instanceof YamlMapping m) {
            for (var entry : m.entries()) {
                var key = entry.key().range();
                var path = at.child(entry.keyText());
                if (offset >= key.startOffset() && offset <= key.endOffset()) {
                    return Optional.of(new KeyAt(path, entry));
                }
                var inner = keyAt(entry.value(), path, offset);
                if (inner.isPresent()) {
                    return inner;
                }
            }
        } else if (node instanceof YamlSequence s) {
            for (int i = 0; i < s.items().size(); i++) {
                var inner = keyAt(s.items().get(i), at.child(i), offset);
                if (inner.isPresent()) {
                    return inner;
                }
            }
        }
        return Optional.empty();
    }

    /** The display names of the hosts whose profile says they read the top-level key {@code key} of {@code kind}. */
    static List<String> readers(DocumentKind kind, String key) {
        return HostRules.kindOf(kind).map(k -> HostProfiles.all().stream()
                .filter(h -> h.kind(k).map(p -> p.fields().containsKey(key)).orElse(false))
                .map(HostProfile::displayName).toList()).orElse(List.of());
    }

    /** The Markdown help of a field: its help, type, limits, allowed values, default, spec section and readers. */
    static String help(FieldSpec field, DocumentKind kind, boolean topLevel) {
        var out = new StringBuilder();
        out.append("**").append(field.name()).append("** · ").append(typeName(field));
        if (field.required()) {
            out.append(" · required");
        }
        if (field.deprecated()) {
            out.append(" · deprecated");
        }
        out.append("\n\n").append(field.help()).append("\n");
        var facts = new StringBuilder();
        if (!field.allowed().isEmpty()) {
            facts.append("- Allowed values: ").append(field.allowed().stream().map(v -> "`" + v + "`")
                    .collect(Collectors.joining(", "))).append("\n");
        }
        if (field.minLength() != null || field.maxLength() != null) {
            String unit = field.lengthUnit() == dev.catalogstudio.model.format.LengthUnit.BYTES ? "bytes (UTF-8)"
                    : "characters";
            facts.append("- Length: ").append(bounds(field.minLength(), field.maxLength())).append(" ").append(unit)
                    .append("\n");
        }
        if (field.minimum() != null || field.maximum() != null) {
            facts.append("- Range: ").append(bounds(field.minimum(), field.maximum())).append("\n");
        }
        if (field.pattern() != null) {
            facts.append("- Pattern: `").append(field.pattern()).append("`\n");
        }
        if (field.defaultValue() != null) {
            facts.append("- Default: `").append(field.defaultValue()).append("`\n");
        }
        if (facts.length() > 0) {
            out.append("\n").append(facts);
        }
        out.append("\nSpec: ").append(field.specSection()).append("\n");
        if (topLevel) {
            var readers = readers(kind, field.name());
            if (!readers.isEmpty()) {
                out.append("\nRead by: ").append(String.join(", ", readers)).append("\n");
            }
        }
        return out.toString();
    }

    private static String bounds(Object min, Object max) {
        if (min != null && max != null) {
            return min.equals(max) ? String.valueOf(min) : min + "–" + max;
        }
        return min != null ? "at least " + min : "at most " + max;
    }

    /** The type as a person reads it: {@code string}, {@code list of strings} … */
    static String typeName(FieldSpec field) {
        return switch (field.type()) {
            case STRING_LIST -> "list of strings";
            case OBJECT -> "mapping";
            case OBJECT_LIST -> "list of mappings";
            case MAP_OF_STRINGS -> "mapping of strings";
            case MAP_OF_OBJECTS -> "mapping of mappings";
            case STRING_OR_OBJECT -> "string or mapping";
            case STRING_OR_STRING_LIST -> "string or list of strings";
            case STRING_OR_OBJECT_LIST -> "list of strings or mappings";
            case ANY -> "any value";
            case FORBIDDEN -> "not allowed here";
            default -> field.type().name().toLowerCase(Locale.ROOT);
        };
    }
}
