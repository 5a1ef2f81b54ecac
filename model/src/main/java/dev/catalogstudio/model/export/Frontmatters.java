package dev.catalogstudio.model.export;

import dev.catalogstudio.model.hosts.HostProfile;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.yaml.Frontmatter;
import dev.catalogstudio.model.yaml.FrontmatterDocument;
import dev.catalogstudio.model.yaml.YamlMapping;
import dev.catalogstudio.model.yaml.YamlNode;
import dev.catalogstudio.model.yaml.YamlScalar;
import dev.catalogstudio.model.yaml.YamlScalars;
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

        /**
         * Where top-level entry {@code i} stands in the text (without a byte order mark): from the start of its key's
         * line to the start of the next entry's key line, or to the end of the YAML for the last; 0-based offsets
         * {@code {from, to}}, {@code to} never before {@code from}.
         */
        int[] entrySpan(int i) {
            var entries = entries();
            var source = parsed.source();
            int from = source.lineStart(entries.get(i).key().range().start().line());
            int to = i + 1 < entries.size() ? source.lineStart(entries.get(i + 1).key().range().start().line())
                    : parsed.frontmatter().yaml().endOffset();
            return new int[] {from, Math.max(from, to)};
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
        return filter(doc, path, kind, kindName, host, null, losses);
    }

    /**
     * {@link #filter(Doc, String, HostProfile.KindProfile, String, String, List)}, and {@code name} written as
     * {@code rename} when not {@code null} and different (a {@code rewritten} loss).
     */
    static String filter(Doc doc, String path, HostProfile.KindProfile kind, String kindName, String host,
                         String rename, List<Loss> losses) {
        return filter(doc, path, kind, kindName, host, rename, null, losses);
    }

    /**
     * {@link #filter(Doc, String, HostProfile.KindProfile, String, String, String, List)}, and a {@code tools} list's
     * Claude Code tool names written as the target's ({@code tools}, when not {@code null}): each mapped name
     * {@code rewritten}, each other name the target's map does not hold as a value {@code dropped}, the list written
     * as a flow sequence of the rest (never widened to the target's default tools).
     */
    static String filter(Doc doc, String path, HostProfile.KindProfile kind, String kindName, String host,
                         String rename, ExportFacts.ToolNames tools, List<Loss> losses) {
        String head = doc.head();
        if (doc.parsed().frontmatter().status() != Frontmatter.Status.PRESENT) {
            return head;
        }
        var entries = doc.entries();
        var source = doc.parsed().source();
        var edits = new ArrayList<int[]>();
        var texts = new ArrayList<String>();
        for (int i = 0; i < entries.size(); i++) {
            var entry = entries.get(i);
            String key = entry.keyText();
            int line = entry.key().range().start().line();
            if (key.equals("name") && rename != null && entry.value() instanceof YamlScalar value
                    && !value.value().equals(rename)) {
                losses.add(new Loss(path, line, key, LossAction.REWRITTEN, "written '" + rename + "', the name of its "
                        + "folder there: '" + value.value() + "' is no name " + host + " loads a " + kindName
                        + " under in that folder (lowercase letters, digits and hyphens, the folder's name)"));
                edits.add(new int[] {value.range().startOffset(), value.range().endOffset()});
                texts.add(rename);
                continue;
            }
            if (key.equals("tools") && tools != null && entry.value() != null
                    && entry.value().resolved() instanceof YamlSequence list
                    && (kind == null || kind.fields().containsKey("tools"))) {
                var names = new ArrayList<String>();
                boolean changed = false;
                for (var item : list.items()) {
                    if (!(item.resolved() instanceof YamlScalar tool)) {
                        changed = true;
                        continue;
                    }
                    int at = tool.range().start().line();
                    String mapped = tools.map().get(tool.value());
                    if (mapped != null) {
                        names.add(mapped);
                        changed = true;
                        losses.add(new Loss(path, at, "tools " + tool.value(), LossAction.REWRITTEN, "written "
                                + mapped + ", " + host + "'s name for that tool (" + tools.source() + ")"));
                    } else if (tools.map().containsValue(tool.value())) {
                        names.add(tool.value());
                    } else {
                        changed = true;
                        losses.add(new Loss(path, at, "tools " + tool.value(), LossAction.DROPPED, host + " has no "
                                + "tool of that name that the facts map a Claude Code tool to, so it is left out of "
                                + "the list (" + tools.source() + ")"));
                    }
                }
                if (changed) {
                    edits.add(new int[] {list.range().startOffset(), list.range().endOffset()});
                    texts.add(names.stream().map(YamlScalars::doubleQuoted).collect(java.util.stream.Collectors
                            .joining(", ", "[", "]")));
                }
                continue;
            }
            if (kind == null) {
                continue;
            }
            var field = kind.fields().get(key);
            String shape = shape(entry.value());
            if (field != null && fits(field.type(), shape)) {
                continue;
            }
            losses.add(new Loss(path, line, key, LossAction.DROPPED, field == null ? host + " reads no '" + key
                    + "' in a " + kindName + " (" + kind.source() + ")" : host + " reads '" + key + "' as a "
                    + field.type() + ", and this one is a " + shape + " (" + field.source() + ")"));
            int[] span = doc.entrySpan(i);
            if (span[1] > span[0] && entry.key().range().start().column() == 1) {
                edits.add(span);
                texts.add("");
            }
        }
        if (edits.isEmpty()) {
            return head;
        }
        var out = new StringBuilder();
        int bom = doc.bom();
        int at = -bom;
        for (int i = 0; i < edits.size(); i++) {
            out.append(head, at + bom, edits.get(i)[0] + bom).append(texts.get(i));
            at = edits.get(i)[1];
        }
        out.append(head, at + bom, head.length());
        return out.toString();
    }

    /**
     * A frontmatter for a SKILL.md that has none (Claude Code loads it, taking the name from the folder and the
     * description from the body's first paragraph, headings skipped; the Agent Skills specification requires
     * both): {@code name} and
     * that paragraph as {@code description} (one line, at most 1,024 characters), a {@code rewritten} loss.
     */
    static String synthesized(Doc doc, String name, String path, String host, List<Loss> losses) {
        String paragraph = java.util.Arrays.stream(doc.body().strip().split("\\R\\s*\\R"))
                .filter(block -> !block.startsWith("#")).findFirst().orElse("").replaceAll("\\s+", " ").strip();
        if (paragraph.isEmpty()) {
            paragraph = name;
        }
        if (paragraph.codePointCount(0, paragraph.length()) > 1024) {
            paragraph = paragraph.substring(0, paragraph.offsetByCodePoints(0, 1021)) + "...";
        }
        losses.add(new Loss(path, 1, "frontmatter", LossAction.REWRITTEN, "the SKILL.md has no frontmatter, which "
                + host + " requires (name and description, Agent Skills specification); written one with the "
                + "folder's name and the body's first paragraph (headings skipped), as Claude Code reads them "
                + "(code.claude.com/docs/en/skills § Frontmatter reference)"));
        String line = doc.text().contains("\r\n") ? "\r\n" : "\n";
        return "---" + line + "name: " + name + line + "description: " + YamlScalars.doubleQuoted(paragraph) + line
                + "---"
                + line;
    }

    /**
     * {@code head} without a {@code metadata} whose values are not all strings: the Agent Skills specification reads
     * it as a map of strings to strings, and checks refuse another value; a {@code dropped} loss.
     */
    static String stringMetadata(Doc doc, String head, String path, String host, List<Loss> losses) {
        var entries = doc.entries();
        for (int i = 0; i < entries.size(); i++) {
            var entry = entries.get(i);
            if (!entry.keyText().equals("metadata") || !(entry.value().resolved() instanceof YamlMapping map)
                    || map.entries().stream().allMatch(e -> e.value().resolved() instanceof YamlScalar)) {
                continue;
            }
            var source = doc.parsed().source();
            int line = entry.key().range().start().line();
            int[] span = doc.entrySpan(i);
            String lines = source.text().substring(span[0], span[1]);
            if (entry.key().range().start().column() != 1 || !head.contains(lines)) {
                return head;
            }
            losses.add(new Loss(path, line, "metadata", LossAction.DROPPED, host + " reads metadata as a map of "
                    + "strings (Agent Skills specification § metadata); this one holds a list or a mapping"));
            return head.replace(lines, "");
        }
        return head;
    }
}
