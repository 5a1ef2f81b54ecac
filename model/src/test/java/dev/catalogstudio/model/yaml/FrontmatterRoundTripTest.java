package dev.catalogstudio.model.yaml;

import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link FrontmatterEditor} on every frontmatter of {@code ../shared/corpus} and the sample catalog, and on fixtures
 * with comments, odd quoting, flow lists, nested lists of maps, block scalars and CRLF: setting every field to its
 * own value changes no byte; seeded random sequences of edits re-parse to exactly the intended values, keep every
 * comment of the parts they did not remove, and change only the lines of the field they touch.
 */
class FrontmatterRoundTripTest {

    private static final List<String> FIXTURES = List.of("""
            ---
            # Identity first.
            name: "quoted-name"  # trailing comment
            description: >
              Folded text that
              spans lines.
            version: '1.0'
            tags: [a, "b c", 'd']
            empty:
            nothing: null
            metadata:
                owner: team-x   # four-space indentation
                labels:
                - x
                - y
            servers:
              - name: one
                url: https://one.test
              - name: two   # second
                args: [--flag, "--other=1"]
            # A comment before the end.
            ---
            Body.
            """, """
            ---
            name: crlf-skill\r
            description: Uses CRLF line endings.\r
            list:\r
              - one\r
              - two\r
            ---\r
            Body.\r
            """.replace("\r\n", "\n").replace("\n", "\r\n").replace("\r\r", "\r"), """
            ---
            key: value
            nested: {a: 1, b: [x, y]}
            unicode: "caf\\u00e9 ☕"
            ---
            """);

    /** Every document with a usable frontmatter: the fixtures, the sample catalog and the corpus. */
    private static List<Map.Entry<String, String>> documents() throws IOException {
        var docs = new ArrayList<Map.Entry<String, String>>();
        for (int i = 0; i < FIXTURES.size(); i++) {
            docs.add(Map.entry("fixture " + i, FIXTURES.get(i)));
        }
        var roots = new ArrayList<Path>(List.of(Path.of("../resources/samples/catalog")));
        Path corpus = SharedFolder.path().resolve("corpus");
        if (Files.isDirectory(corpus)) {
            roots.add(corpus);
        }
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(Files::isRegularFile).filter(p -> {
                    String n = p.getFileName().toString();
                    return n.endsWith(".md") || n.endsWith(".3md");
                }).sorted().toList()) {
                    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
                    var doc = FrontmatterDocument.parse(SourceText.of(text));
                    if (doc.hasUsableFrontmatter() && doc.mapping().isPresent() && !hasAnchors(doc.mapping().get())) {
                        docs.add(Map.entry(file.toString(), text));
                    }
                }
            }
        }
        return docs;
    }

    @Test
    void settingEveryFieldToItsOwnValueChangesNoByte() throws IOException {
        int fields = 0;
        for (var document : documents()) {
            String text = document.getValue();
            var doc = FrontmatterDocument.parse(SourceText.of(text));
            var editor = FrontmatterEditor.of(doc);
            for (var leaf : leaves(doc.mapping().orElseThrow(), FieldPath.ROOT)) {
                var scalar = (YamlScalar) leaf.getValue();
                TextEdit edit = scalar.type() == YamlScalar.Type.STRING ? editor.set(leaf.getKey(), scalar.value())
                        : editor.setLiteral(leaf.getKey(), text.substring(scalar.range().startOffset(),
                                scalar.range().endOffset()));
                assertThat(edit.applyTo(text)).as(document.getKey() + " " + leaf.getKey()).isEqualTo(text);
                fields++;
            }
        }
        assertThat(fields).as("fields set to themselves").isGreaterThan(100);
    }

    @Test
    void seededRandomEditsReparseToTheIntendedValuesAndKeepEverythingElse() throws IOException {
        var random = new Random(20261123);
        int edits = 0;
        int refused = 0;
        for (var document : documents()) {
            String text = document.getValue();
            for (int step = 0; step < 12; step++) {
                var doc = FrontmatterDocument.parse(SourceText.of(text));
                var root = doc.mapping().orElse(new YamlMapping(List.of(), doc.frontmatter().open()));
                var model = plain(root);
                var op = Op.random(random, root);
                TextEdit edit;
                try {
                    edit = op.edit(FrontmatterEditor.of(doc));
                } catch (EditRefusedException e) {
                    refused++; // a documented refusal (a shared dash line, an anchor): nothing written
                    continue;
                }
                String after = edit.applyTo(text);
                String where = document.getKey() + " step " + step + ": " + op + "\n" + after;
                var reparsed = FrontmatterDocument.parse(SourceText.of(after));
                assertThat(reparsed.diagnostics()).as(where).isEmpty();
                assertThat(plain(reparsed.mapping().orElse(new YamlMapping(List.of(), reparsed.frontmatter().open()))))
                        .as(where).isEqualTo(op.apply(model));
                // Only the touched field's lines change: everything before and after the edit is the original.
                assertThat(after).startsWith(text.substring(0, edit.range().startOffset()))
                        .endsWith(text.substring(edit.range().endOffset()));
                if (!(op instanceof Op.Remove)) {
                    for (String comment : comments(text)) {
                        assertThat(after).as(where).contains(comment);
                    }
                }
                text = after;
                edits++;
            }
        }
        assertThat(edits).as("edits made").isGreaterThan(500);
        assertThat(refused).as("edits refused").isLessThan(edits / 10);
    }

    // The intended values: mappings as ordered lists of [key, value], lists as lists, scalars as "type:value".

    static Object plain(YamlNode node) {
        if (node instanceof YamlMapping map) {
            var entries = new ArrayList<Object>();
            for (var e : map.entries()) {
                entries.add(List.of(e.keyText(), plain(e.value())));
            }
            return new Mapping(entries);
        }
        if (node instanceof YamlSequence seq) {
            var items = new ArrayList<Object>();
            seq.items().forEach(i -> items.add(plain(i)));
            return items;
        }
        if (node instanceof YamlAlias alias) {
            return plain(alias.resolved());
        }
        var s = (YamlScalar) node;
        return s.type() + ":" + s.value();
    }

    /** A mapping: an ordered list of [key, value] pairs (a distinct type, so that it never equals a list). */
    record Mapping(List<Object> entries) {
    }

    private static List<Map.Entry<FieldPath, YamlNode>> leaves(YamlNode node, FieldPath path) {
        var out = new ArrayList<Map.Entry<FieldPath, YamlNode>>();
        if (node instanceof YamlMapping map) {
            for (var e : map.entries()) {
                out.addAll(leaves(e.value(), path.child(e.keyText())));
            }
        } else if (node instanceof YamlSequence seq) {
            for (int i = 0; i < seq.items().size(); i++) {
                out.addAll(leaves(seq.items().get(i), path.child(i)));
            }
        } else if (node instanceof YamlScalar) {
            out.add(Map.entry(path, node));
        }
        return out;
    }

    private static boolean hasAnchors(YamlNode node) {
        if (node instanceof YamlAlias) {
            return true;
        }
        if (node instanceof YamlMapping map) {
            return map.entries().stream().anyMatch(e -> hasAnchors(e.key()) || hasAnchors(e.value()));
        }
        return node instanceof YamlSequence seq && seq.items().stream().anyMatch(FrontmatterRoundTripTest::hasAnchors);
    }

    private static List<String> comments(String text) {
        var out = new ArrayList<String>();
        for (String line : text.split("\r?\n|\r")) {
            int hash = line.indexOf(" #");
            if (line.stripLeading().startsWith("#")) {
                out.add(line.strip());
            } else if (hash >= 0 && !line.contains("\"") && !line.contains("'")) {
                out.add(line.substring(hash).strip());
            }
        }
        return out;
    }

    /** One edit, its expected effect on the plain model, chosen at random among the document's paths. */
    sealed interface Op {

        TextEdit edit(FrontmatterEditor editor);

        Object apply(Object model);

        static Op random(Random random, YamlMapping root) {
            var containers = new ArrayList<Map.Entry<FieldPath, YamlNode>>();
            collect(root, FieldPath.ROOT, containers);
            var pick = containers.get(random.nextInt(containers.size()));
            String value = VALUES.get(random.nextInt(VALUES.size()));
            var node = pick.getValue();
            int size = node instanceof YamlMapping m ? m.entries().size() : ((YamlSequence) node).items().size();
            int which = random.nextInt(6);
            if (size == 0 || which == 0) {
                return node instanceof YamlMapping ? new Set(pick.getKey().child("k" + random.nextInt(1000)), value)
                        : new Add(pick.getKey(), value);
            }
            int index = random.nextInt(size);
            Object segment = node instanceof YamlMapping m ? m.entries().get(index).keyText() : (Object) index;
            var path = pick.getKey().child(segment);
            YamlNode child = node instanceof YamlMapping m ? m.entries().get(index).value()
                    : ((YamlSequence) node).items().get(index);
            return switch (which) {
                case 1 -> child instanceof YamlScalar ? new Set(path, value) : child instanceof YamlSequence
                        ? new Add(path, value) : new Set(path.child("k" + random.nextInt(1000)), value);
                case 2 -> new Remove(path);
                case 3 -> index + 1 < size ? new Move(path, 1) : index > 0 ? new Move(path, -1) : new Remove(path);
                case 4 -> node instanceof YamlMapping ? new Rename(path, "r" + random.nextInt(1000))
                        : new Set(path, value);
                default -> child instanceof YamlSequence ? new Add(path, value)
                        : node instanceof YamlSequence ? new Add(pick.getKey(), value) : new Set(path, value);
            };
        }

        List<String> VALUES = List.of("plain", "yes", "1.0", "null", "@at", "*star", "a: b", "it's", "say \"hi\"",
                "#hash", "- dash", "", "  spaced  ", "multi\nline", "tab\there", "ünïcödé ☕", "[x]", "{y}",
                "https://github.com/acme/cat/tree/main/skills/x", "0x1F", "~", "true", "1.2.3");

        private static void collect(YamlNode node, FieldPath path, List<Map.Entry<FieldPath, YamlNode>> out) {
            if (node instanceof YamlMapping map) {
                out.add(Map.entry(path, map));
                for (var e : map.entries()) {
                    collect(e.value(), path.child(e.keyText()), out);
                }
            } else if (node instanceof YamlSequence seq) {
                out.add(Map.entry(path, seq));
                for (int i = 0; i < seq.items().size(); i++) {
                    collect(seq.items().get(i), path.child(i), out);
                }
            }
        }

        record Set(FieldPath path, String value) implements Op {
            public TextEdit edit(FrontmatterEditor editor) {
                return editor.set(path, value);
            }

            public Object apply(Object model) {
                return Models.put(model, path.segments(), "STRING:" + value);
            }
        }

        record Add(FieldPath path, String value) implements Op {
            public TextEdit edit(FrontmatterEditor editor) {
                return editor.add(path, value);
            }

            public Object apply(Object model) {
                return Models.append(model, path.segments(), "STRING:" + value);
            }
        }

        record Remove(FieldPath path) implements Op {
            public TextEdit edit(FrontmatterEditor editor) {
                return editor.remove(path);
            }

            public Object apply(Object model) {
                return Models.remove(model, path.segments());
            }
        }

        record Move(FieldPath path, int delta) implements Op {
            public TextEdit edit(FrontmatterEditor editor) {
                return editor.move(path, delta);
            }

            public Object apply(Object model) {
                return Models.move(model, path.segments(), delta);
            }
        }

        record Rename(FieldPath path, String key) implements Op {
            public TextEdit edit(FrontmatterEditor editor) {
                return editor.rename(path, key);
            }

            public Object apply(Object model) {
                return Models.rename(model, path.segments(), key);
            }
        }
    }

    /** The expected effect of each edit on the plain model (copies; the input is not changed). */
    static final class Models {

        static Object put(Object model, List<Object> path, Object value) {
            return update(model, path, 0, (parent, last) -> {
                if (parent instanceof Mapping m) {
                    var entries = new ArrayList<>(m.entries());
                    for (int i = 0; i < entries.size(); i++) {
                        if (((List<?>) entries.get(i)).get(0).equals(last)) {
                            entries.set(i, List.of(last, value));
                            return new Mapping(entries);
                        }
                    }
                    entries.add(List.of(last, value));
                    return new Mapping(entries);
                }
                var items = new ArrayList<Object>((List<?>) parent);
                items.set((Integer) last, value);
                return items;
            });
        }

        static Object append(Object model, List<Object> path, Object item) {
            return update(model, path, 0, (parent, last) -> {
                var m = (Mapping) parent;
                var entries = new ArrayList<>(m.entries());
                for (int i = 0; i < entries.size(); i++) {
                    var pair = (List<?>) entries.get(i);
                    if (pair.get(0).equals(last)) {
                        var list = pair.get(1) instanceof List<?> l ? new ArrayList<Object>(l) : new ArrayList<Object>();
                        list.add(item);
                        entries.set(i, List.of(last, list));
                        return new Mapping(entries);
                    }
                }
                entries.add(List.of(last, List.of(item)));
                return new Mapping(entries);
            });
        }

        static Object remove(Object model, List<Object> path) {
            return update(model, path, 0, (parent, last) -> {
                if (parent instanceof Mapping m) {
                    var entries = new ArrayList<>(m.entries());
                    entries.removeIf(e -> ((List<?>) e).get(0).equals(last));
                    return new Mapping(entries);
                }
                var items = new ArrayList<Object>((List<?>) parent);
                items.remove((int) (Integer) last);
                return items;
            });
        }

        static Object move(Object model, List<Object> path, int delta) {
            return update(model, path, 0, (parent, last) -> {
                var list = parent instanceof Mapping m ? new ArrayList<Object>(m.entries())
                        : new ArrayList<Object>((List<?>) parent);
                int index = parent instanceof Mapping m ? indexOf(m, last) : (Integer) last;
                var moved = list.remove(index);
                list.add(index + delta, moved);
                return parent instanceof Mapping ? new Mapping(list) : list;
            });
        }

        static Object rename(Object model, List<Object> path, String key) {
            return update(model, path, 0, (parent, last) -> {
                var entries = new ArrayList<>(((Mapping) parent).entries());
                int index = indexOf((Mapping) parent, last);
                entries.set(index, List.of(key, ((List<?>) entries.get(index)).get(1)));
                return new Mapping(entries);
            });
        }

        private static int indexOf(Mapping m, Object key) {
            for (int i = 0; i < m.entries().size(); i++) {
                if (((List<?>) m.entries().get(i)).get(0).equals(key)) {
                    return i;
                }
            }
            throw new AssertionError("no key " + key);
        }

        /** Applies {@code atParent} to the collection holding the path's last segment, creating missing mappings. */
        private static Object update(Object model, List<Object> path, int depth,
                                     java.util.function.BiFunction<Object, Object, Object> atParent) {
            if (depth == path.size() - 1) {
                return atParent.apply(model == null || model instanceof String ? new Mapping(List.of()) : model,
                        path.get(depth));
            }
            Object segment = path.get(depth);
            if (model instanceof Mapping m) {
                var entries = new ArrayList<>(m.entries());
                for (int i = 0; i < entries.size(); i++) {
                    var pair = (List<?>) entries.get(i);
                    if (pair.get(0).equals(segment)) {
                        Object inner = pair.get(1) instanceof String s && s.startsWith("NULL:") ? null : pair.get(1);
                        entries.set(i, List.of(segment, update(inner, path, depth + 1, atParent)));
                        return new Mapping(entries);
                    }
                }
                entries.add(List.of(segment, update(null, path, depth + 1, atParent)));
                return new Mapping(entries);
            }
            if (model instanceof List<?> list) {
                var items = new ArrayList<Object>(list);
                int index = (Integer) segment;
                items.set(index, update(items.get(index), path, depth + 1, atParent));
                return items;
            }
            // Absent or an empty value: a new mapping.
            return update(new Mapping(List.of()), path, depth, atParent);
        }

        private Models() {
        }
    }
}
