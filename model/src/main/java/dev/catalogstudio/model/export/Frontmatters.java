package dev.catalogstudio.model.export;

import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.Frontmatter;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlSequence;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps, in a Markdown document's frontmatter, only the top-level fields a target host reads for the document's kind
 * ({@link HostProfile.KindProfile#fields()}), removing each other field's lines and reporting it as a
 * {@link Loss} ({@code dropped}, reason: the target reads no such field, with the profile's source). Nothing else of
 * the document changes: the kept lines and the body are the same bytes. Linear in the document.
 */
final class Frontmatters {

    private Frontmatters() {
    }

    /** A document split for export: its parsed form and its original text (a byte order mark kept). */
    record Doc(String text, FrontmatterDocument parsed) {
        static Doc of(byte[] bytes) {
            String text = new String(bytes, StandardCharsets.UTF_8);
            return new Doc(text, FrontmatterDocument.parse(SourceText.of(text)));
        }

        /** The top-level frontmatter entries, in order; none when the frontmatter is absent or unusable. */
        List<YamlMapping.Entry> entries() {
            return parsed.mapping().map(YamlMapping::entries).orElse(List.of());
        }

        /** The text before the body (BOM, fences and YAML). */
        String head() {
            return text.substring(0, bom() + parsed.frontmatter().bodyStart());
        }

        /** The body, as written. */
        String body() {
            return text.substring(bom() + parsed.frontmatter().bodyStart());
        }

        /** The line of the body's first line, 1-based, minus one (to add to a body line). */
        int bodyLineOffset() {
            return parsed.frontmatter().bodyStart() == 0 ? 0
                    : parsed.source().positionAt(parsed.frontmatter().bodyStart()).line() - 1;
        }

        int bom() {
            return parsed.source().hasBom() ? 1 : 0;
        }

        /** The string value of top-level {@code key}, if any. */
        java.util.Optional<String> string(String key) {
            return parsed.mapping().flatMap(m -> m.string(key)).map(s -> s.value());
        }
    }

    /** A value's shape: {@code list}, {@code map} or {@code scalar}. */
    private static String shape(YamlNode value) {
        var resolved = value == null ? null : value.resolved();
        return resolved instanceof YamlSequence ? "list" : resolved instanceof YamlMapping ? "map" : "scalar";
    }

    /** Whether a value of {@code shape} can be a field of {@code type} ({@link HostProfile.Field#type()}). */
    private static boolean fits(String type, String shape) {
        return switch (type) {
            case "list" -> shape.equals("list");
            case "map" -> shape.equals("map");
            case "string-or-list" -> !shape.equals("map");
            case "string", "boolean", "integer", "number" -> shape.equals("scalar");
            default -> true;
        };
    }

    /**
     * The head of {@code doc} with the fields {@code kind} does not list removed.
     *
     * @param doc     the document
     * @param path    its path relative to SRC, for the losses
     * @param kind    what the target reads of such a document; {@code null} keeps every field
     * @param host    the target's display name
     * @param losses  receives one loss per field removed
     * @return the new head (the same text when nothing goes)
     */
    static String filter(Doc doc, String path, HostProfile.KindProfile kind, String kindName, String host,
                         List<Loss> losses) {
        String head = doc.head();
        if (kind == null || doc.parsed().frontmatter().status() != Frontmatter.Status.PRESENT) {
            return head;
        }
        var entries = doc.entries();
        var source = doc.parsed().source();
        var cuts = new ArrayList<int[]>();
        for (int i = 0; i < entries.size(); i++) {
            var entry = entries.get(i);
            String key = entry.keyText();
            var field = kind.fields().get(key);
            String shape = shape(entry.value());
            if (field != null && fits(field.type(), shape)) {
                continue;
            }
            int line = entry.key().range().start().line();
            losses.add(new Loss(path, line, key, LossAction.DROPPED, field == null ? host + " reads no '" + key
                    + "' in a " + kindName + " (" + kind.source() + ")" : host + " reads '" + key + "' as a "
                    + field.type() + ", and this one is a " + shape + " (" + field.source() + ")"));
            int from = source.lineStart(line);
            int to = i + 1 < entries.size() ? source.lineStart(entries.get(i + 1).key().range().start().line())
                    : doc.parsed().frontmatter().yaml().endOffset();
            if (to > from && entry.key().range().start().column() == 1) {
                cuts.add(new int[] {from, to});
            }
        }
        if (cuts.isEmpty()) {
            return head;
        }
        var out = new StringBuilder();
        int bom = doc.bom();
        int at = 0;
        for (int[] cut : cuts) {
            out.append(head, at == 0 ? 0 : at + bom, cut[0] + bom);
            at = cut[1];
        }
        out.append(head, at + bom, head.length());
        return out.toString();
    }
}
