package dev.catalogstudio.app.form;

import dev.catalogstudio.model.diag.Diagnostic;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.FieldSpec;
import dev.catalogstudio.model.format.KindSpec;
import dev.catalogstudio.model.format.UnknownKeys;
import dev.catalogstudio.model.json.JsonValue;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.util.ArrayList;
import java.util.List;

/**
 * One row of the frontmatter form: a field, how it is edited, its value as written and the diagnostics on it.
 *
 * @param path        where the field is ({@code description}, {@code dependencies.skills})
 * @param kind        how the form edits it
 * @param value       a {@link Kind#TEXT} or {@link Kind#LITERAL} field's value (for a literal, as written, e.g.
 *                    {@code true}); a {@link Kind#RAW} field's YAML text; empty otherwise
 * @param items       a {@link Kind#LIST} field's items, in order; empty otherwise
 * @param diagnostics     the current snapshot's diagnostics whose range starts inside the field's text (its key to the
 *                        end of its value) and not inside one of its list items, sorted
 * @param itemDiagnostics a {@link Kind#LIST} field's diagnostics per item (those starting inside the item's text), one
 *                        list per item; empty otherwise
 * @param spec            the field's specification, when the document's kind has one that defines it; else null
 * @param present         whether the document has the field (false: a field of the kind's specification not set)
 * @param unknown         whether the kind's specification does not define the field (kept, shown as such)
 */
public record FormField(FieldPath path, Kind kind, String value, List<String> items, List<Diagnostic> diagnostics,
                        List<List<Diagnostic>> itemDiagnostics, FieldSpec spec, boolean present, boolean unknown) {

    /** How a field is edited. */
    public enum Kind {
        /** A string: a text box. */
        TEXT,
        /** A boolean, number or null: a text box whose value is written as a YAML literal. */
        LITERAL,
        /** A list of strings: one row per item, add, remove, move. */
        LIST,
        /** Anything else (lists of mappings, deeper nesting, anchors): its YAML shown, removable, edited in the text. */
        RAW
    }

    /** A field the document has, before specifications are applied. */
    public FormField(FieldPath path, Kind kind, String value, List<String> items, List<Diagnostic> diagnostics,
                     List<List<Diagnostic>> itemDiagnostics) {
        this(path, kind, value, items, diagnostics, itemDiagnostics, null, true, false);
    }

    public FormField {
        items = List.copyOf(items);
        diagnostics = List.copyOf(diagnostics);
        itemDiagnostics = itemDiagnostics.stream().map(List::copyOf).toList();
    }

    /**
     * {@code fields} (a document's, in document order) with {@code spec} applied: each field gets its specification
     * or is marked unknown, and the specification's fields the document does not have follow as empty rows, in the
     * specification's order (text fields empty, lists without items).
     */
    public static List<FormField> withSpec(List<FormField> fields, KindSpec spec) {
        var rows = new ArrayList<FormField>();
        var seen = new java.util.HashSet<String>();
        for (var f : fields) {
            var own = spec.field(f.path()).orElse(null);
            rows.add(new FormField(f.path(), f.kind(), f.value(), f.items(), f.diagnostics(), f.itemDiagnostics(), own,
                    true, !spec.defines(f.path())
                    && !f.label().startsWith(UnknownKeys.EXTENSION_PREFIX)));
            seen.add(f.label());
        }
        for (var at : spec.fieldsByPath()) {
            String label = at.path().toString();
            boolean covered = seen.stream().anyMatch(l -> l.equals(label) || l.startsWith(label + "."));
            var kind = emptyRowKind(at.spec());
            if (!covered && kind != null) {
                rows.add(new FormField(at.path(), kind, "", List.of(), List.of(), List.of(), at.spec(), false, false));
            }
        }
        return rows;
    }

    /**
     * How a form edits a field the document does not have yet, or null when it is not offered as an empty row: keys
     * the author chooses (maps), lists of objects, free values and forbidden or deprecated keys are written in the text.
     */
    private static Kind emptyRowKind(FieldSpec spec) {
        if (spec.deprecated()) {
            return null;
        }
        return switch (spec.type()) {
            case STRING -> Kind.TEXT;
            case INTEGER, NUMBER, BOOLEAN -> Kind.LITERAL;
            case STRING_LIST, STRING_OR_OBJECT_LIST -> Kind.LIST;
            default -> null;
        };
    }

    /** The label: the path as written, e.g. {@code dependencies.skills}. */
    public String label() {
        return path.toString();
    }

    /**
     * The rows for {@code doc}'s frontmatter, in document order: each top-level scalar or list of strings is a row,
     * each entry of a top-level mapping is a row ({@code dependencies.skills}, {@code metadata.owner}), and anything
     * deeper or of another shape is a {@link Kind#RAW} row, never dropped.
     *
     * @param diagnostics the document's diagnostics (per-document and cross-file) in the snapshot
     */
    public static List<FormField> of(FrontmatterDocument doc, List<Diagnostic> diagnostics) {
        var rows = new ArrayList<FormField>();
        var root = doc.mapping().orElse(null);
        if (root == null) {
            return rows;
        }
        String text = doc.source().text();
        for (var entry : root.entries()) {
            var path = FieldPath.of(entry.keyText());
            if (entry.value() instanceof YamlMapping inner && !inner.entries().isEmpty() && simple(inner)) {
                for (var child : inner.entries()) {
                    rows.add(row(path.child(child.keyText()), child.key(), child.value(), text, diagnostics));
                }
            } else {
                rows.add(row(path, entry.key(), entry.value(), text, diagnostics));
            }
        }
        return rows;
    }

    /**
     * The rows for a JSON document whose root is an object (an MCP file): each member that is a string, a literal or
     * a list of strings is a row; an object of such members (at any depth up to four) is shown member by member
     * ({@code mcpServers.github.command}, {@code _meta.name}); anything else (a list of objects) is a {@link Kind#RAW}
     * row.
     */
    public static List<FormField> ofJson(JsonValue.JsonObject root, String text, List<Diagnostic> diagnostics) {
        var rows = new ArrayList<FormField>();
        addJson(rows, root, FieldPath.ROOT, text, diagnostics, 0);
        return rows;
    }

    private static void addJson(List<FormField> rows, JsonValue.JsonObject object, FieldPath path, String text,
                                List<Diagnostic> diagnostics, int depth) {
        for (var member : object.members()) {
            var here = path.child(member.name());
            var value = member.value();
            if (value instanceof JsonValue.JsonObject inner && !inner.members().isEmpty() && depth < 4) {
                addJson(rows, inner, here, text, diagnostics, depth + 1);
                continue;
            }
            int start = member.nameRange().startOffset();
            int end = value.range().endOffset();
            var own = diagnostics.stream().filter(d -> d.range().startOffset() >= start
                    && d.range().startOffset() <= end).sorted().toList();
            String written = text.substring(value.range().startOffset(), value.range().endOffset());
            if (value instanceof JsonValue.JsonString s) {
                rows.add(new FormField(here, Kind.TEXT, s.value(), List.of(), own, List.of()));
            } else if (value instanceof JsonValue.JsonNumber || value instanceof JsonValue.JsonBoolean
                    || value instanceof JsonValue.JsonNull) {
                rows.add(new FormField(here, Kind.LITERAL, written, List.of(), own, List.of()));
            } else if (value instanceof JsonValue.JsonArray array
                    && array.items().stream().allMatch(JsonValue.JsonString.class::isInstance)) {
                var items = array.items().stream().map(i -> ((JsonValue.JsonString) i).value()).toList();
                var perItem = new ArrayList<List<Diagnostic>>();
                var rest = new ArrayList<>(own);
                for (var item : array.items()) {
                    var mine = own.stream().filter(d -> d.range().startOffset() >= item.range().startOffset()
                            && d.range().startOffset() <= item.range().endOffset()).toList();
                    perItem.add(mine);
                    rest.removeAll(mine);
                }
                rows.add(new FormField(here, Kind.LIST, "", items, rest, perItem));
            } else {
                rows.add(new FormField(here, Kind.RAW, written, List.of(), own, List.of()));
            }
        }
    }

    /** Whether every entry of {@code map} is a scalar or a list of scalars (so it can be shown entry by entry). */
    private static boolean simple(YamlMapping map) {
        return map.entries().stream().allMatch(e -> e.value() instanceof YamlScalar || isStringList(e.value()));
    }

    private static boolean isStringList(YamlNode node) {
        return node instanceof YamlSequence seq && seq.items().stream().allMatch(i -> i instanceof YamlScalar);
    }

    private static FormField row(FieldPath path, YamlNode key, YamlNode value, String text,
                                 List<Diagnostic> diagnostics) {
        int start = key.range().startOffset();
        int end = Math.max(value.range().endOffset(), key.range().endOffset());
        var own = diagnostics.stream().filter(d -> d.range().startOffset() >= start && d.range().startOffset() <= end)
                .sorted().toList();
        if (value instanceof YamlScalar scalar && !text.startsWith("&", scalar.range().startOffset())
                && !text.startsWith("!", scalar.range().startOffset())) {
            boolean literal = scalar.type() != YamlScalar.Type.STRING;
            return new FormField(path, literal ? Kind.LITERAL : Kind.TEXT,
                    literal ? text.substring(scalar.range().startOffset(), scalar.range().endOffset()) : scalar.value(),
                    List.of(), own, List.of());
        }
        if (isStringList(value)) {
            var seq = (YamlSequence) value;
            var items = seq.items().stream().map(i -> ((YamlScalar) i).value()).toList();
            var perItem = new ArrayList<List<Diagnostic>>();
            var rest = new ArrayList<>(own);
            for (var item : seq.items()) {
                var mine = own.stream().filter(d -> d.range().startOffset() >= item.range().startOffset()
                        && d.range().startOffset() <= item.range().endOffset()).toList();
                perItem.add(mine);
                rest.removeAll(mine);
            }
            return new FormField(path, Kind.LIST, "", items, rest, perItem);
        }
        return new FormField(path, Kind.RAW, text.substring(value.range().startOffset(), value.range().endOffset())
                .stripTrailing(), List.of(), own, List.of());
    }
}
