package dev.catalogstudio.app.form;

import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.format.Parsed;
import dev.catalogstudio.model.json.JsonParser;
import dev.catalogstudio.model.review.ChangeSet;
import dev.catalogstudio.model.workspace.LoadedDocument;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The form's view of a document at the base of a comparison (Compare With…): where the document was, its fields as
 * the form reads them, and which of the fields shown now had another value there.
 */
final class BaseValues {

    private BaseValues() {
    }

    /**
     * Where the document at {@code path} (head side) was at the base: under the base folder of a renamed entry that
     * holds it, else at the same path.
     */
    static String basePath(ChangeSet set, String path) {
        for (var change : set.changes()) {
            if (change.change() != ChangeSet.Change.RENAMED || change.basePath().isEmpty()) {
                continue;
            }
            if (change.path().equals(path)) {
                return change.basePath();
            }
            String headFolder = parent(change.path());
            String baseFolder = parent(change.basePath());
            if (!headFolder.isEmpty() && !baseFolder.isEmpty() && path.startsWith(headFolder + "/")) {
                return baseFolder + path.substring(headFolder.length());
            }
        }
        return path;
    }

    private static String parent(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }

    /** The form's rows of {@code document} (frontmatter or JSON object), without diagnostics; empty if unreadable. */
    static List<FormField> rows(LoadedDocument document) {
        if (document.fileName().endsWith(".json")) {
            var parsed = document.parsed() instanceof Parsed.Json json ? json.result()
                    : new JsonParser().parse(document.text());
            return parsed.error() != null || parsed.rootObject().isEmpty() ? List.of()
                    : FormField.ofJson(parsed.rootObject().get(), document.text().text(), List.of());
        }
        var doc = document.frontmatter().orElseGet(() -> FrontmatterDocument.parse(document.text()));
        return doc.hasUsableFrontmatter() ? FormField.of(doc, List.of()) : List.of();
    }

    /**
     * The base value of each of {@code shown} that differs from its current value, as the form shows a value
     * ({@link #display}); {@link FormViewModel#NOT_SET} for a field shown that the base did not have.
     */
    static Map<FieldPath, String> differing(List<FormField> shown, List<FormField> base) {
        var byLabel = new HashMap<String, FormField>();
        base.forEach(f -> byLabel.put(f.label(), f));
        var out = new LinkedHashMap<FieldPath, String>();
        for (var field : shown) {
            var before = byLabel.get(field.label());
            if (field.present()) {
                if (before == null) {
                    out.put(field.path(), FormViewModel.NOT_SET);
                } else if (!display(before).equals(display(field))) {
                    out.put(field.path(), display(before));
                }
            } else if (before != null) {
                out.put(field.path(), display(before)); // removed since the base
            }
        }
        return Map.copyOf(out);
    }

    /** A field's value in one line: a list's items joined by {@code , }, {@code (empty list)} for none. */
    static String display(FormField field) {
        if (field.kind() == FormField.Kind.LIST) {
            return field.items().isEmpty() ? "(empty list)" : String.join(", ", field.items());
        }
        return field.value().strip();
    }
}
