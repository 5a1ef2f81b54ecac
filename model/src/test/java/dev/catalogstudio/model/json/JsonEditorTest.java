package dev.catalogstudio.model.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogstudio.model.SharedFolder;
import dev.catalogstudio.model.edit.EditRefusedException;
import dev.catalogstudio.model.edit.FieldPath;
import dev.catalogstudio.model.text.SourceText;
import dev.catalogstudio.model.text.TextEdit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The lossless JSON edits: case by case, then seeded random sequences over every MCP JSON of the corpus and sample. */
class JsonEditorTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String MCP = """
            {
              "mcpServers": {
                "github": {
                  "command": "npx",
                  "args": ["-y", "@modelcontextprotocol/server-github"],
                  "env": {"GITHUB_TOKEN": "${GITHUB_TOKEN}"}
                },
                "files": {
                    "command": "uvx",
                    "args": [
                        "mcp-files==1.0.0"
                    ]
                }
              }
            }
            """;

    private static String apply(String text, Function<JsonEditor, TextEdit> op) {
        String after = op.apply(JsonEditor.of(SourceText.of(text))).applyTo(text);
        assertThat(new JsonParser().parse(SourceText.of(after)).error()).as(after).isNull();
        return after;
    }

    @Test
    void settingAValueReplacesItsTextOnly() {
        String after = apply(MCP, e -> e.set(FieldPath.parse("mcpServers.github.command"), "node \"x\""));
        assertThat(after).isEqualTo(MCP.replace("\"command\": \"npx\"", "\"command\": \"node \\\"x\\\"\""));
        assertThat(apply(MCP, e -> e.set(FieldPath.parse("mcpServers.github.command"), "npx"))).isEqualTo(MCP);
        assertThat(apply(MCP, e -> e.setLiteral(FieldPath.parse("mcpServers.files.disabled"), "true")))
                .contains("\"mcpServers\"").contains("        ],\n        \"disabled\": true\n    }");
    }

    @Test
    void addingFollowsTheLayoutOfTheSiblings() {
        assertThat(apply(MCP, e -> e.add(FieldPath.parse("mcpServers.github.args"), "--verbose")))
                .contains("\"args\": [\"-y\", \"@modelcontextprotocol/server-github\", \"--verbose\"],");
        assertThat(apply(MCP, e -> e.add(FieldPath.parse("mcpServers.files.args"), "--root=/")))
                .contains("\"mcp-files==1.0.0\",\n            \"--root=/\"\n        ]");
        assertThat(apply(MCP, e -> e.set(FieldPath.parse("mcpServers.new.command"), "x")))
                .contains("    },\n    \"new\": {\"command\": \"x\"}\n  }");
    }

    @Test
    void removingTakesTheCommaThatSeparatedIt() {
        assertThat(apply(MCP, e -> e.remove(FieldPath.parse("mcpServers.github.env"))))
                .contains("server-github\"]\n    },");
        assertThat(apply(MCP, e -> e.remove(FieldPath.parse("mcpServers.github.command"))))
                .contains("\"github\": {\n      \"args\"");
        assertThat(apply(MCP, e -> e.remove(FieldPath.parse("mcpServers.github.args.0"))))
                .contains("\"args\": [\"@modelcontextprotocol/server-github\"]");
    }

    @Test
    void aMemberWhoseNameIsDuplicatedIsNeverEdited() {
        // JSON readers take the last of two equal names: editing the first said "changed" and changed nothing a
        // reader sees (issue 22).
        var editor = JsonEditor.of(SourceText.of("{\"a\": 1, \"b\": {\"c\": 2}, \"a\": 3}"));
        for (var edit : List.<Runnable>of(() -> editor.set(FieldPath.of("a"), "4"),
                () -> editor.remove(FieldPath.of("a")), () -> editor.rename(FieldPath.of("a"), "z"))) {
            assertThatThrownBy(edit::run).isInstanceOf(EditRefusedException.class)
                    .hasMessageContaining("holds 'a' more than once");
        }
        assertThat(editor.set(FieldPath.of("b", "c"), "5").applyTo("{\"a\": 1, \"b\": {\"c\": 2}, \"a\": 3}"))
                .isEqualTo("{\"a\": 1, \"b\": {\"c\": \"5\"}, \"a\": 3}");
    }

    @Test
    void brokenJsonIsNeverEdited() {
        assertThatThrownBy(() -> JsonEditor.of(SourceText.of("{\"a\": [1,}"))).isInstanceOf(EditRefusedException.class)
                .hasMessageContaining("line 1");
    }

    // Seeded random sequences over the corpus and the sample

    private static List<Map.Entry<String, String>> documents() throws IOException {
        var docs = new ArrayList<Map.Entry<String, String>>(List.of(Map.entry("fixture", MCP),
                Map.entry("crlf", MCP.replace("\n", "\r\n")), Map.entry("flat", "{\"a\": 1, \"b\": [true, null], \"c\": {}}")));
        var roots = new ArrayList<Path>(List.of(Path.of("../resources/samples")));
        if (Files.isDirectory(SharedFolder.path().resolve("corpus"))) {
            roots.add(SharedFolder.path().resolve("corpus"));
        }
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                    docs.add(Map.entry(file.toString(), Files.readString(file)));
                }
            }
        }
        return docs;
    }

    @Test
    void seededRandomEditsParseToTheIntendedTree() throws IOException {
        var random = new Random(7);
        int edits = 0;
        for (var document : documents()) {
            String text = document.getValue();
            for (int step = 0; step < 15; step++) {
                var tree = (ObjectNode) JSON.readTree(text);
                var containers = new ArrayList<Map.Entry<FieldPath, JsonNode>>();
                collect(tree, FieldPath.ROOT, containers);
                var pick = containers.get(random.nextInt(containers.size()));
                String value = List.of("v", "a \"q\"", "line\nbreak", "ünï ☕", "", "\\").get(random.nextInt(6));
                var node = pick.getValue();
                int size = node.size();
                int which = size == 0 ? 0 : 1 + random.nextInt(4);
                var expected = tree.deepCopy();
                var target = at(expected, pick.getKey());
                Function<JsonEditor, TextEdit> op;
                String name = "k" + random.nextInt(100);
                int index = size == 0 ? 0 : random.nextInt(size);
                Object segment = node.isObject() && size > 0 ? fieldName(node, index) : (Object) index;
                var path = pick.getKey().child(segment);
                if (which == 0 || which == 1) {
                    if (node.isArray()) {
                        op = e -> e.add(pick.getKey(), value);
                        ((ArrayNode) target).add(value);
                    } else if (which == 1 && node.get((String) segment).isValueNode()) {
                        op = e -> e.set(path, value);
                        ((ObjectNode) target).put((String) segment, value);
                    } else {
                        op = e -> e.set(pick.getKey().child(name), value);
                        if (target.has(name) && !target.get(name).isValueNode()) {
                            continue;
                        }
                        ((ObjectNode) target).put(name, value);
                    }
                } else if (which == 2) {
                    op = e -> e.remove(path);
                    if (node.isObject()) {
                        ((ObjectNode) target).remove((String) segment);
                    } else {
                        ((ArrayNode) target).remove(index);
                    }
                } else if (which == 3) {
                    if (size < 2) {
                        continue;
                    }
                    int delta = index + 1 < size ? 1 : -1;
                    op = e -> e.move(path, delta);
                    swap(target, Math.min(index, index + delta));
                } else {
                    if (!node.isObject() || target.has(name)) {
                        continue;
                    }
                    op = e -> e.rename(path, name);
                    rename((ObjectNode) target, (String) segment, name);
                }
                String after = op.apply(JsonEditor.of(SourceText.of(text))).applyTo(text);
                assertThat(JSON.readTree(after).toString()).as(document.getKey() + " step " + step + "\n" + after)
                        .isEqualTo(expected.toString());
                text = after;
                edits++;
            }
        }
        assertThat(edits).isGreaterThan(50);
    }

    private static void collect(JsonNode node, FieldPath path, List<Map.Entry<FieldPath, JsonNode>> out) {
        if (node.isObject() || node.isArray()) {
            out.add(Map.entry(path, node));
            if (node.isObject()) {
                node.fields().forEachRemaining(e -> collect(e.getValue(), path.child(e.getKey()), out));
            } else {
                for (int i = 0; i < node.size(); i++) {
                    collect(node.get(i), path.child(i), out);
                }
            }
        }
    }

    private static JsonNode at(JsonNode root, FieldPath path) {
        JsonNode node = root;
        for (Object s : path.segments()) {
            node = s instanceof String k ? node.get(k) : node.get((Integer) s);
        }
        return node;
    }

    private static String fieldName(JsonNode object, int index) {
        Iterator<String> names = object.fieldNames();
        for (int i = 0; i < index; i++) {
            names.next();
        }
        return names.next();
    }

    private static void swap(JsonNode container, int a) {
        if (container instanceof ArrayNode array) {
            var first = array.remove(a);
            array.insert(a + 1, first);
            return;
        }
        var object = (ObjectNode) container;
        var entries = new ArrayList<Map.Entry<String, JsonNode>>();
        object.fields().forEachRemaining(entries::add);
        var moved = entries.remove(a);
        entries.add(a + 1, moved);
        object.removeAll();
        entries.forEach(e -> object.set(e.getKey(), e.getValue()));
    }

    private static void rename(ObjectNode object, String from, String to) {
        var entries = new ArrayList<Map.Entry<String, JsonNode>>();
        object.fields().forEachRemaining(entries::add);
        object.removeAll();
        for (var e : entries) {
            object.set(e.getKey().equals(from) ? to : e.getKey(), e.getValue());
        }
    }
}
